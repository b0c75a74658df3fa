/// Step 1 of preparing a section: resolve its metrics (layout properties replaced by the
/// section's overrides, as CHT asks its delegate per section) and the columns' geometry.
///
/// ```
///  WaterfallLayout property ──┐
///                             ├─▶ resolved value (override wins when non-nil)
///  SectionMetrics field ──────┘
///
///  inset.left   w    spacing   w    spacing   w    inset.right
///  ├──────────┼────┼─────────┼────┼─────────┼────┼───────────┤   bounds width
///             x₀   x₀ + (w + spacing)·1     x₀ + (w + spacing)·2
///
///  w = pixelFloor((width − left − right − (n − 1)·spacing) / n)
/// ```
import Geometry

/// One section's metrics after overrides, on the waterfall axes.
struct WaterfallSectionMetrics: Sendable {
  /// The number of columns, ≥ 1.
  let columnCount: Int
  let columnSpacing: Double
  let interitemSpacing: Double
  let sectionInset: EdgeInsets
  let headerInset: EdgeInsets
  let footerInset: EdgeInsets
  /// The header's extent along the scroll axis; 0 when the section has no header.
  let headerExtent: Double
  /// The footer's extent along the scroll axis; 0 when the section has no footer.
  let footerExtent: Double

  init(layout: WaterfallLayout, overrides: SectionMetrics, axis: ScrollAxis) {
    // Why clamp: CHT asserts columnCount > 0 and then divides by it; the scene decoder rejects
    // 0 already, and a layout must never trap, so anything below 1 is one column.
    columnCount = Swift.max(1, overrides.columnCount ?? layout.columnCount)
    columnSpacing = overrides.minimumColumnSpacing ?? layout.minimumColumnSpacing
    // The guide's port fell back to the column spacing and then used the layout's property
    // whatever the delegate said (docs/waterfall-layout.md, "The Xamarin port's mistakes", 3);
    // the section's own value is used here.
    interitemSpacing = overrides.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
    sectionInset = overrides.sectionInset ?? layout.sectionInset
    headerInset = overrides.headerInset ?? layout.headerInset
    footerInset = overrides.footerInset ?? layout.footerInset
    // Only the scroll-axis dimension of a reference size counts (as the flow layout reads it);
    // `> 0` also turns NaN or negative values into "no header".
    let header = overrides.headerReferenceSize.map(axis.main) ?? layout.headerHeight
    let footer = overrides.footerReferenceSize.map(axis.main) ?? layout.footerHeight
    headerExtent = header > 0 ? header : 0
    footerExtent = footer > 0 ? footer : 0
  }
}

/// Where a section's columns are across the scroll axis, and how items map to them.
struct WaterfallColumns: Sendable {
  /// The number of columns, ≥ 1 (may be far more than the items).
  let count: Int
  /// The position of column 0: the section's leading inset.
  let leading: Double
  /// Every item's extent across the columns (its width when vertical), ≥ 0.
  let itemAcross: Double
  let spacing: Double
  /// True for `rightToLeft`: slot s (see below) is column `count − 1 − s`.
  let mirrored: Bool

  /// CHT's `itemWidthInSectionAtIndex:`, in its order of evaluation:
  /// `width = (bounds − left) − right`, `pixelFloor((width − (n − 1)·spacing) / n)`.
  init(
    metrics: WaterfallSectionMetrics, dimension: Double, axis: ScrollAxis, scale: Double,
    direction: WaterfallLayout.ItemRenderDirection
  ) {
    count = metrics.columnCount
    spacing = metrics.columnSpacing
    let inset = metrics.sectionInset
    leading = axis.crossLeading(inset)
    let width = dimension - axis.crossLeading(inset) - axis.crossTrailing(inset)
    let raw = (width - Double(count - 1) * spacing) / Double(count)
    itemAcross = PixelGrid.nonNegativeLength(PixelGrid.floor(raw, scale: scale))
    mirrored = direction == .rightToLeft
  }

  /// The across-axis origin of column `column`: `inset + (w + spacing)·column`, as CHT.
  @inline(__always) func origin(column: Int) -> Double {
    leading + (itemAcross + spacing) * Double(column)
  }

  /// Items are stored by *slot*, a column index in the order the columns fill: slot s is
  /// column s, or column `count − 1 − s` when mirrored. Only the first `min(count, items)` slots
  /// can hold items (see `WaterfallItemStack`), so a huge column count costs nothing.
  @inline(__always) func column(slot: Int) -> Int { mirrored ? count - 1 - slot : slot }

  /// The across-axis origin of slot `slot`.
  @inline(__always) func origin(slot: Int) -> Double { origin(column: column(slot: slot)) }

  /// The slots among `0..<slotCount` whose column can overlap `[minAcross, maxAcross]` with
  /// `Rect.overlaps` semantics (origin < max and min < origin + w), as a range to test.
  ///
  /// O(log count): column origins increase with the column when `w + spacing ≥ 0`, so both
  /// bounds are binary searches; otherwise (a negative spacing wider than the items) every
  /// slot is a candidate. Candidates are tested exactly afterwards.
  func slots(intersectingAcross minAcross: Double, _ maxAcross: Double, slotCount: Int) -> Range<Int> {
    guard slotCount > 0 else { return 0..<0 }
    guard itemAcross + spacing >= 0 else { return 0..<slotCount }
    let first = partitionPoint(0..<count) { origin(column: $0) + itemAcross > minAcross }
    let end = partitionPoint(first..<count) { !(origin(column: $0) < maxAcross) }
    // Columns [first, end) ↦ slots [first, end), or [count − end, count − first) when mirrored.
    let low = mirrored ? count - end : first
    let high = mirrored ? count - first : end
    let clampedLow = Swift.min(low, slotCount)
    return clampedLow..<Swift.max(clampedLow, Swift.min(high, slotCount))
  }
}
