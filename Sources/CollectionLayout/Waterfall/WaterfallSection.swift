/// Step 2: one section along the scroll axis, CHT's `prepareLayout` loop body: header, items,
/// footer, with the Xamarin guide's empty-section bug fixed.
///
/// ```
///  start ─────────────┬─ headerInset.top (always, as CHT)
///  headerScroll       │  header (headerExtent, only when > 0)
///                     ├─ headerInset.bottom (only with a header)
///                     ├─ sectionInset.top
///  firstRow (T) ──────┤  columns … the longest ends at L (= its last end + spacing)
///                     ├─ sectionInset.bottom, after L − spacing (after T when empty)
///  footerRegionStart ─┼─ footerInset.top (always, as CHT)
///  footerScroll       │  footer (footerExtent, only when > 0)
///                     └─ footerInset.bottom (only with a footer)
///  end ─────────────── the next section's start
/// ```
import Geometry

struct WaterfallSection: Sendable {
  enum Items: Sendable {
    /// Every item has the same reference size: closed form (`WaterfallUniformItems`).
    case uniform(WaterfallUniformItems)
    /// Per-item reference sizes, placed one by one (`WaterfallItemStack`).
    case perItem(WaterfallItemStack)
  }

  let metrics: WaterfallSectionMetrics
  let columns: WaterfallColumns
  let items: Items
  let itemCount: Int
  /// Where the section starts and ends along the scroll axis.
  let start: Double
  let end: Double
  /// The header's natural scroll origin (meaningful when `metrics.headerExtent > 0`).
  let headerScroll: Double
  /// The header's leading scroll-axis inset, and its extent with both insets: what pins.
  let headerLeadingInset: Double
  let headerSlotExtent: Double
  /// Where the footer's region starts: after the items and the section's trailing inset,
  /// before the footer's leading inset. A pinned header never ends below it.
  let footerRegionStart: Double
  /// The footer's scroll origin (meaningful when `metrics.footerExtent > 0`).
  let footerScroll: Double
  /// Headers and footers span the bounds less their insets across the scroll axis.
  let headerAcross: Double
  let headerAcrossExtent: Double
  let footerAcross: Double
  let footerAcrossExtent: Double
  /// The least and greatest scroll coordinates any element of the section can cover, pinned
  /// headers included: sections are searched by these.
  let searchMin: Double
  let searchMax: Double

  init(
    _ section: LayoutContent.Section, start: Double, layout: WaterfallLayout, axis: ScrollAxis,
    dimension: Double, scale: Double
  ) {
    let m = WaterfallSectionMetrics(layout: layout, overrides: section.metrics, axis: axis)
    metrics = m
    let columns = WaterfallColumns(
      metrics: m, dimension: dimension, axis: axis, scale: scale,
      direction: layout.itemRenderDirection)
    self.columns = columns
    self.start = start

    // Header (CHT step 2): top += headerInset.top; frame; top = maxY + headerInset.bottom.
    var top = start
    let headerLeading = axis.mainLeading(m.headerInset)
    let headerTrailing = axis.mainTrailing(m.headerInset)
    top += headerLeading
    headerScroll = top
    if m.headerExtent > 0 {
      top = top + m.headerExtent + headerTrailing
    }
    headerLeadingInset = headerLeading
    headerSlotExtent = headerLeading + m.headerExtent + headerTrailing
    headerAcross = axis.crossLeading(m.headerInset)
    headerAcrossExtent = PixelGrid.nonNegativeLength(
      dimension - (axis.crossLeading(m.headerInset) + axis.crossTrailing(m.headerInset)))

    // Items (CHT step 3): every column starts at top + sectionInset.top.
    top += axis.mainLeading(m.sectionInset)
    let firstRow = top
    let itemCount = Swift.max(0, section.itemCount)
    self.itemCount = itemCount
    let placed = Self.placeItems(
      section, itemCount: itemCount, firstRow: firstRow, layout: layout, columns: columns, metrics: m, axis: axis,
      scale: scale)
    items = placed.items
    let longest = placed.longestColumn

    // Footer (CHT step 4): top = longest − spacing + sectionInset.bottom. An empty section
    // subtracted the spacing too in the guide's port and in CHT (docs/waterfall-layout.md, "The
    // Xamarin port's mistakes", 8), pulling everything after it up by one spacing. Here an
    // empty section ends at its first row.
    let trailing = axis.mainTrailing(m.sectionInset)
    top = itemCount > 0 ? longest - m.interitemSpacing + trailing : firstRow + trailing
    footerRegionStart = top
    top += axis.mainLeading(m.footerInset)
    footerScroll = top
    if m.footerExtent > 0 {
      top = top + m.footerExtent + axis.mainTrailing(m.footerInset)
    }
    end = top
    footerAcross = axis.crossLeading(m.footerInset)
    footerAcrossExtent = PixelGrid.nonNegativeLength(
      dimension - (axis.crossLeading(m.footerInset) + axis.crossTrailing(m.footerInset)))

    // Search bounds: everything the section can show, whatever the viewport.
    var bounds = (min: Swift.min(start, end), max: Swift.max(start, end))
    if let itemBounds = placed.scrollBounds { bounds = Self.covering(bounds, itemBounds.min, itemBounds.max) }
    if m.headerExtent > 0 {
      bounds = Self.covering(bounds, headerScroll, headerScroll + m.headerExtent)
      if layout.sectionHeadersPinToVisibleBounds {
        // A pinned header's slot starts between `start` and `footerRegionStart − slot`
        // (see `PreparedWaterfallLayout.headerFrame`).
        let furthest = (footerRegionStart - headerSlotExtent) + headerLeading
        bounds = Self.covering(bounds, furthest, furthest + m.headerExtent)
      }
    }
    if m.footerExtent > 0 { bounds = Self.covering(bounds, footerScroll, footerScroll + m.footerExtent) }
    searchMin = bounds.min
    searchMax = bounds.max
  }

  /// `bounds` grown to cover `a` and `b`.
  private static func covering(_ bounds: (min: Double, max: Double), _ a: Double, _ b: Double)
    -> (min: Double, max: Double)
  {
    (Swift.min(bounds.min, a, b), Swift.max(bounds.max, a, b))
  }

  /// Step 2's items (CHT step 3), starting at `firstRow`: in closed form when every item has
  /// the same reference size (or there are no per-item sizes: the layout's item size), else
  /// placed one by one; with the longest column's height and the items' scroll bounds.
  private static func placeItems(
    _ section: LayoutContent.Section, itemCount: Int, firstRow: Double, layout: WaterfallLayout,
    columns: WaterfallColumns, metrics: WaterfallSectionMetrics, axis: ScrollAxis, scale: Double
  ) -> (items: Items, longestColumn: Double, scrollBounds: (min: Double, max: Double)?) {
    // `itemCount` is authoritative; sizes count only when there is one per item (the content's
    // initializer guarantees it, but its fields are mutable and a mismatch must not trap).
    // Per-item storage indexes items with Int32: more than 2³¹ − 1 sizes (a 32 GB array)
    // falls back to the layout's item size.
    var sizes = section.itemSizes.flatMap { $0.count == itemCount ? $0 : nil }
    if itemCount > Int(Int32.max) { sizes = nil }
    let uniformReference: Size? =
      if let sizes { uniformReference(sizes) } else { layout.itemSize }
    if let uniform = uniformReference {
      let extent = WaterfallItemExtent.extent(
        reference: uniform, itemAcross: columns.itemAcross, axis: axis, scale: scale)
      let placed = WaterfallUniformItems(
        itemCount: itemCount, extent: extent, firstRow: firstRow, metrics: metrics,
        direction: layout.itemRenderDirection)
      return (.uniform(placed), placed.longestColumn, placed.scrollBounds)
    }
    let placed = WaterfallItemStack(
      sizes: sizes ?? [], firstRow: firstRow, columns: columns, metrics: metrics,
      direction: layout.itemRenderDirection, axis: axis, scale: scale)
    return (.perItem(placed), placed.longestColumn, placed.scrollBounds)
  }

  /// The reference size every item shares (any size when there are no items), or `nil` when
  /// sizes differ. O(n) over the sizes, no storage.
  static func uniformReference(_ sizes: [Size]) -> Size? {
    guard let first = sizes.first else { return .zero }
    return sizes.withUnsafeBufferPointer { buffer -> Size? in
      for size in buffer where size.width != first.width || size.height != first.height {
        return nil
      }
      return first
    }
  }

  /// The frame of `item` (0 ≤ item < itemCount).
  @inline(__always) func frame(item: Int, axis: ScrollAxis) -> Rect {
    switch items {
    case .uniform(let uniform): uniform.frame(item: item, columns: columns, axis: axis)
    case .perItem(let stack): stack.frame(item: item, columns: columns, axis: axis)
    }
  }

  /// Appends the index of every item whose frame overlaps `rect` (`Rect.overlaps`), in index order.
  func appendItems(in rect: Rect, axis: ScrollAxis, into indices: inout [Int]) {
    switch items {
    case .uniform(let uniform): uniform.appendItems(in: rect, columns: columns, axis: axis, into: &indices)
    case .perItem(let stack): stack.appendItems(in: rect, columns: columns, axis: axis, into: &indices)
    }
  }
}
