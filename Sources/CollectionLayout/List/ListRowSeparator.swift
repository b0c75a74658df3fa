/// What one list row tells the layout about its separators: where its content wants them to
/// start (`UICollectionViewListCell.separatorLayoutGuide`, which follows the primary text of a
/// system content configuration) and the row's own configuration (the answer of
/// `UICollectionLayoutListConfiguration.itemSeparatorHandler` for the row). Given per row in
/// ``LayoutContent/Section/listRows``; the content side measures the text position.
public struct ListRowSeparator: Hashable, Sendable {
  /// The automatic separators' leading inset from the row's leading edge: where the row's text
  /// starts. Nil uses the cell's leading layout margin.
  public var leadingInset: Double?
  /// The row's separator configuration, replacing the list's; nil keeps the list's.
  public var configuration: ListSeparatorConfiguration?

  /// A row's separator preferences.
  public init(leadingInset: Double? = nil, configuration: ListSeparatorConfiguration? = nil) {
    self.leadingInset = leadingInset
    self.configuration = configuration
  }
}
