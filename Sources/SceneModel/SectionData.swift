import CollectionLayout

/// One section's data.
public struct SectionData: Hashable, Sendable {
  /// The number of items (at least `items.count`).
  public var itemCount: Int
  /// Items given one by one; items past their end are generated from `itemTitleFormat`.
  public var items: ItemList
  /// A title template for generated items: `{item}` is the 0-based index, `{number}` the 1-based
  /// one, `{section}` the section index. `nil` gives untitled items.
  public var itemTitleFormat: String? {
    get { itemTitleTemplate?.format }
    set { itemTitleTemplate = newValue.map(ItemTitleTemplate.init) }
  }
  /// `itemTitleFormat`, parsed once.
  private var itemTitleTemplate: ItemTitleTemplate?
  /// The section header's data; nil for none.
  public var header: SupplementaryData?
  /// The section footer's data; nil for none.
  public var footer: SupplementaryData?
  /// Data for supplementary views of other kinds (a layout's own), by kind.
  public var supplementary: [String: SupplementaryData]
  /// Per-section layout overrides (the flow delegate's per-section methods).
  public var metrics: SectionMetrics
  /// The section's `shouldHighlight`/`shouldSelect` for items that do not say; nil: the scene's.
  public var shouldHighlight: Bool?
  /// The section's `shouldSelect` for items that do not say; nil: the scene's.
  public var shouldSelect: Bool?
  /// How far the section's own scroll view is scrolled, in points along its orthogonal axis:
  /// the `contentOffset` of a compositional section with an `orthogonalScrollingBehavior`
  /// (ignored by other sections and layouts); 0 shows its first group.
  public var orthogonalOffset: Double
  /// In a list section, rows' own separator preferences by item (the scene's `rowSeparators`,
  /// standing in for `itemSeparatorHandler`); empty by default. The layout reads them through
  /// ``LayoutContent/Section/listRows``.
  public var rowSeparators: [Int: ListRowSeparator] = [:]

  /// A section of `itemCount` items (or of `items`, when no count is given), titled by
  /// `itemTitleFormat`, with these supplementary views and metrics.
  public init(
    itemCount: Int? = nil, items: [ItemData] = [], itemTitleFormat: String? = nil,
    header: SupplementaryData? = nil, footer: SupplementaryData? = nil,
    supplementary: [String: SupplementaryData] = [:], metrics: SectionMetrics = SectionMetrics(),
    shouldHighlight: Bool? = nil, shouldSelect: Bool? = nil, orthogonalOffset: Double = 0
  ) {
    self.init(
      itemCount: itemCount, itemList: ItemList(items), itemTitleFormat: itemTitleFormat, header: header,
      footer: footer, supplementary: supplementary, metrics: metrics, shouldHighlight: shouldHighlight,
      shouldSelect: shouldSelect, orthogonalOffset: orthogonalOffset)
  }

  /// A section whose items are already an ``ItemList`` (a big dataset's, kept as columns).
  public init(
    itemCount: Int? = nil, itemList items: ItemList, itemTitleFormat: String? = nil,
    header: SupplementaryData? = nil, footer: SupplementaryData? = nil,
    supplementary: [String: SupplementaryData] = [:], metrics: SectionMetrics = SectionMetrics(),
    shouldHighlight: Bool? = nil, shouldSelect: Bool? = nil, orthogonalOffset: Double = 0
  ) {
    self.itemCount = max(itemCount ?? items.count, items.count)
    self.items = items
    self.itemTitleTemplate = itemTitleFormat.map(ItemTitleTemplate.init)
    self.header = header
    self.footer = footer
    self.supplementary = supplementary
    self.metrics = metrics
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
    self.orthogonalOffset = orthogonalOffset
  }

  /// The data of the supplementary view of `kind` (header, footer or another kind).
  public func supplementaryData(ofKind kind: String) -> SupplementaryData? {
    switch kind {
    case "header": header
    case "footer": footer
    default: supplementary[kind]
    }
  }

  /// The item at `index` of section number `section`, or `nil` past the end.
  public func item(at index: Int, section: Int) -> ItemData? {
    guard index >= 0, index < itemCount else { return nil }
    if index < items.count { return items[index] }
    return ItemData(title: itemTitleTemplate?.expand(item: index, section: section))
  }
}
