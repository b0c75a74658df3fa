import Geometry

/// What a layout may know of the data: for each section, the number of items, their sizes when
/// the delegate gives them, and per-section metrics. Never colours, text or images.
///
/// This plays UIKit's data source (counts) and `UICollectionViewDelegateFlowLayout` (sizes and
/// per-section overrides).
public struct LayoutContent: Hashable, Sendable {
  public var sections: [Section]

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

    public init(itemCount: Int, itemSizes: [Size]? = nil, metrics: SectionMetrics = SectionMetrics()) {
      precondition(itemSizes == nil || itemSizes!.count == itemCount, "one size per item")
      self.itemCount = itemCount
      self.itemSizes = itemSizes
      self.metrics = metrics
    }
  }
}

/// Per-section overrides of a layout's metrics (the delegate's `insetForSectionAt`,
/// `minimumInteritemSpacingForSectionAt`, `minimumLineSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection` and `referenceSizeForFooterInSection`).
public struct SectionMetrics: Hashable, Sendable {
  public var sectionInset: EdgeInsets?
  public var minimumInteritemSpacing: Double?
  public var minimumLineSpacing: Double?
  public var headerReferenceSize: Size?
  public var footerReferenceSize: Size?

  public init(
    sectionInset: EdgeInsets? = nil, minimumInteritemSpacing: Double? = nil,
    minimumLineSpacing: Double? = nil, headerReferenceSize: Size? = nil,
    footerReferenceSize: Size? = nil
  ) {
    self.sectionInset = sectionInset
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
  }
}
