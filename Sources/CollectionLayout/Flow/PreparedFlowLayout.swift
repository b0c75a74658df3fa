/// A flow layout prepared for one environment: every section's offset-independent geometry,
/// stacked along the scroll axis. Mirrors `UICollectionViewFlowLayout`'s `prepareLayout` /
/// `_updateItemsLayoutForRect:` and its `_UIFlowLayoutInfo` section list.
///
/// ```
///  start 0     ┌ section 0 ───────────┐  grid (closed form: O(1) memory)
///              └──────────────────────┘
///  start h0    ┌ section 1 ───────────┐  per-item (positions + line records)
///              └──────────────────────┘
///  start h0+h1 ┌ section 2 (empty) ───┐  insets, header and footer only
///              └──────────────────────┘
///  contentSize = (dimension, Σ heights)   — transposed when horizontal
/// ```
import Geometry

/// The prepared geometry of a `FlowLayout` (see `PreparedCollectionLayout`).
///
/// Preparing costs O(sections) for sections without per-item sizes (no per-item storage) and
/// O(items) for sections with per-item sizes (one `Double` per item and one record per line).
/// Queries are O(log n + visible); see `layoutAttributesForElements(in:viewport:)`.
public struct PreparedFlowLayout: PreparedCollectionLayout {
  /// The environment this geometry was prepared for.
  public let environment: LayoutEnvironment
  /// The size of the scrollable content (docs/flow-layout.md, "Content size"): (dimension, Σ section heights)
  /// when vertical, (Σ section widths, dimension) when horizontal; zero when the dimension is 0.
  public let contentSize: Size
  /// The layout this geometry was prepared from.
  public let layout: FlowLayout

  let axis: ScrollAxis
  /// The reference dimension along a line (docs/flow-layout.md, "The line's length"); 0 means nothing is laid out.
  let dimension: Double
  /// The scale origins round to (sanitized, see `PixelGrid.sanitizedScale`).
  let scale: Double
  let pinsHeaders: Bool
  let pinsFooters: Bool
  let sections: [FlowSection]
  /// Whether section extents are all ≥ 0, so that starts and ends never decrease and sections
  /// can be found by binary search (true for every valid input).
  let sectionsAreMonotone: Bool

  /// Prepares `layout` for `content` in `environment`; `FlowLayout.prepare` calls this.
  public init(layout: FlowLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.environment = environment
    let axis = ScrollAxis(layout.scrollDirection)
    self.axis = axis
    let dimension = axis.flowDimension(
      boundsSize: environment.boundsSize, contentInset: environment.contentInset)
    self.dimension = dimension
    scale = PixelGrid.sanitizedScale(environment.scale)
    pinsHeaders = layout.sectionHeadersPinToVisibleBounds
    pinsFooters = layout.sectionFootersPinToVisibleBounds

    // docs/flow-layout.md, "The line's length": a dimension of 0 lays nothing out (UIKit returns before
    // computing any section).
    guard dimension > 0 else {
      sections = []
      sectionsAreMonotone = true
      contentSize = .zero
      return
    }

    var sections: [FlowSection] = []
    sections.reserveCapacity(content.sections.count)
    var total = 0.0
    var monotone = true
    for section in content.sections {
      let prepared = FlowSection(
        section, start: total, layout: layout, axis: axis, dimension: dimension)
      // UIKit accumulates `height + total` (same sum, commutative).
      total = prepared.extent + total
      if !(prepared.extent >= 0) { monotone = false }
      sections.append(prepared)
    }
    self.sections = sections
    sectionsAreMonotone = monotone
    contentSize = axis.size(main: total, cross: dimension)
  }
}

/// One prepared section: where it sits on the scroll axis and how its items are laid out.
struct FlowSection: Sendable {
  enum Items: Sendable {
    /// The uniform path (docs/flow-layout.md, "The uniform grid"): closed form, no per-item storage.
    case grid(FlowGridSection)
    /// The per-item path (docs/flow-layout.md, "Per-item lines").
    case perItem(FlowItemSection)
  }

  /// Absolute scroll-axis start (sum of the previous sections' extents).
  let start: Double
  /// Scroll-axis extent: header + insets + lines + footer.
  let extent: Double
  let metrics: FlowSectionMetrics
  /// Section-relative offset of the footer.
  let footerOffset: Double
  let items: Items

  /// Absolute scroll-axis end, as UIKit's `CGRectGetMaxY(sectionFrame)`.
  var end: Double { start + extent }

  var itemCount: Int {
    switch items {
    case .grid(let grid): grid.itemCount
    case .perItem(let perItem): perItem.itemCount
    }
  }

  init(
    _ section: LayoutContent.Section, start: Double, layout: FlowLayout, axis: ScrollAxis,
    dimension: Double
  ) {
    self.start = start
    // `itemCount` is authoritative; sizes are only consulted when there is one per item. The
    // content's initializer guarantees that, but its fields are mutable and a mismatch must
    // not trap: mismatched sizes are ignored and the layout's `itemSize` applies.
    let itemCount = Swift.max(0, section.itemCount)
    let sizes = section.itemSizes.flatMap { $0.count == itemCount ? $0 : nil }
    let uniform = FlowPathChoice.uniformSize(of: sizes, layoutItemSize: layout.itemSize)
    let metrics = FlowSectionMetrics(
      layout: layout, overrides: section.metrics, axis: axis, usesGrid: uniform != nil)
    self.metrics = metrics
    if let uniform {
      let grid = FlowGridSection(
        itemCount: itemCount, itemSize: uniform, axis: axis, dimension: dimension,
        metrics: metrics)
      items = .grid(grid)
      footerOffset = grid.footerOffset
    } else {
      let perItem = FlowItemSection(
        sizes: sizes ?? [], axis: axis, dimension: dimension, metrics: metrics)
      items = .perItem(perItem)
      footerOffset = perItem.footerOffset
    }
    // The footer, when present, ends the section (docs/flow-layout.md, "A section's extent along the scroll
    // axis"); UIKit adds it only when > 0, and `footerExtent` is 0 otherwise, so the sum is the same.
    extent = footerOffset + metrics.footerExtent
  }
}
