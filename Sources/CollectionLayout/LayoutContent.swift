import Geometry

/// What a layout may know of the data: for each section, the number of items, their sizes when
/// the delegate gives them, and per-section metrics. Never colours, text or images.
///
/// This plays UIKit's data source (counts) and `UICollectionViewDelegateFlowLayout` (sizes and
/// per-section overrides).
public struct LayoutContent: Hashable, Sendable {
  /// The sections, in order.
  public var sections: [Section]

  /// Content of `sections`.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// One section's counts, sizes and overrides.
  public struct Section: Hashable, Sendable {
    /// The number of items.
    public var itemCount: Int
    /// Each item's size (`sizeForItemAt`), or `nil` when the layout's own item size applies to
    /// every item. When present it has `itemCount` entries.
    public var itemSizes: [Size]?
    /// Per-section overrides of the layout's metrics; `nil` fields use the layout's value.
    public var metrics: SectionMetrics
    /// The measured sizes of the section's boundary supplementary views, by kind (what their
    /// `preferredLayoutAttributesFitting` returns); a compositional layout reads them along the
    /// dimensions its boundary items estimate. Empty by default.
    public var supplementarySizes: [ElementKind: Size]
    /// In a list section, each row's separator preferences by item (where its text starts, its
    /// own separator configuration); nil, or a row past the end, uses the list's. Other layouts
    /// ignore it.
    public var listRows: [ListRowSeparator]?

    /// A section of `itemCount` items; `itemSizes`, when given, has one size per item (`sizeForItemAt`).
    public init(
      itemCount: Int, itemSizes: [Size]? = nil, metrics: SectionMetrics = SectionMetrics(),
      supplementarySizes: [ElementKind: Size] = [:], listRows: [ListRowSeparator]? = nil
    ) {
      precondition(itemSizes == nil || itemSizes!.count == itemCount, "one size per item")
      self.itemCount = itemCount
      self.itemSizes = itemSizes
      self.metrics = metrics
      self.supplementarySizes = supplementarySizes
      self.listRows = listRows
    }
  }
}

/// Per-section overrides of a layout's metrics: the delegate's per-section methods
/// (`insetForSectionAt`, `minimumInteritemSpacingForSectionAt`, `minimumLineSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection`, `referenceSizeForFooterInSection`, and the waterfall
/// delegate's `columnCountForSection`, `minimumColumnSpacingForSection`, `insetForHeaderInSection`,
/// `insetForFooterInSection`). A layout reads the fields it has a property for and ignores the
/// others.
public struct SectionMetrics: Hashable, Sendable {
  /// The section's `insetForSectionAt`; nil: the layout's `sectionInset`.
  public var sectionInset: EdgeInsets?
  /// The section's `minimumInteritemSpacingForSectionAt`, in points; nil: the layout's.
  public var minimumInteritemSpacing: Double?
  /// The section's `minimumLineSpacingForSectionAt`, in points; nil: the layout's.
  public var minimumLineSpacing: Double?
  /// A header's size; layouts use the dimension along the scroll axis (its height when scrolling
  /// vertically), as UIKit's flow layout does.
  public var headerReferenceSize: Size?
  /// A footer's size, read like `headerReferenceSize`.
  public var footerReferenceSize: Size?
  /// The number of columns (waterfall).
  public var columnCount: Int?
  /// The spacing between columns (waterfall).
  public var minimumColumnSpacing: Double?
  /// Space around a section's header (waterfall).
  public var headerInset: EdgeInsets?
  /// Space around a section's footer (waterfall).
  public var footerInset: EdgeInsets?

  /// Overrides of the given metrics; nil keeps the layout's.
  public init(
    sectionInset: EdgeInsets? = nil, minimumInteritemSpacing: Double? = nil,
    minimumLineSpacing: Double? = nil, headerReferenceSize: Size? = nil,
    footerReferenceSize: Size? = nil, columnCount: Int? = nil, minimumColumnSpacing: Double? = nil,
    headerInset: EdgeInsets? = nil, footerInset: EdgeInsets? = nil
  ) {
    self.sectionInset = sectionInset
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.columnCount = columnCount
    self.minimumColumnSpacing = minimumColumnSpacing
    self.headerInset = headerInset
    self.footerInset = footerInset
  }
}
