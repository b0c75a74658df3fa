import CollectionLayout

extension Scene {
  /// The content configuration an item's cell shows: its own; else the scene's
  /// ``Style/listContent``; else `cell()` inside a list section (`header()` for an item styled as
  /// the section's header) or for an item with a list background or accessories — with the
  /// item's title as text. nil when none applies (the cell style's title and image draw instead).
  public func listContent(of item: ItemData, listCell: ListCellAttributes?) -> ListContentConfiguration? {
    var fallback =
      style.listContent ?? listCell.map { $0.role == .headerItem ? ListContentConfiguration.header() : .cell() }
    if fallback == nil, item.backgroundConfiguration != nil || !item.accessories.isEmpty { fallback = .cell() }
    return item.listContent(fallback: fallback)
  }

  /// The content configuration a header or footer shows: its own; else inside a list section
  /// `header()` or `footer()` (by the element's role) with its title as text; nil otherwise.
  public func listContent(of data: SupplementaryData, listCell: ListCellAttributes?) -> ListContentConfiguration? {
    if var content = data.contentConfiguration {
      if content.text == nil { content.text = data.title }
      return content
    }
    guard let listCell else { return nil }
    var content: ListContentConfiguration = listCell.role == .footer ? .footer() : .header()
    content.text = data.title
    return content
  }
}
