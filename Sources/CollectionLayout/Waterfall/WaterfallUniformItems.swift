/// Step 2a: a section whose items all have the same reference size, in closed form with no
/// per-item storage (any item count costs O(1) memory).
///
/// ```
///  slot:     0        1        2            equal heights h, spacing s, step = h + s
///  row 0   ┌────┐   ┌────┐   ┌────┐  T
///          └────┘   └────┘   └────┘
///  row 1   ┌────┐   ┌────┐   ┌────┐  T + step          item i: row i / perRow,
///          └────┘   └────┘   └────┘                      slot i % perRow
///  row 2   ┌────┐                    T + 2·step
///          └────┘
/// ```
///
/// Why round-robin: with equal heights every column grows by the same `step`, so shortest-first
/// (ties to the leftmost) visits columns 0, 1, …, n − 1, 0, 1, … exactly like left-to-right,
/// as long as a column grows (`step > 0`). When it does not (zero-height items and zero
/// spacing, or a negative spacing) column 0 stays the shortest and shortest-first stacks every
/// item there: `perRow` is 1. Left-to-right and right-to-left are round-robin by definition.
///
/// Row origins are `T + row·step` rather than the iterative sums
/// `((T + h) + s) + h + …`; the two are identical whenever the values are exact in binary
/// (whole points, halves, quarters …) and otherwise differ in the last bits only.
import Geometry

struct WaterfallUniformItems: Sendable {
  let itemCount: Int
  /// Items per row: the column count, or 1 when shortest-first stacks everything in column 0.
  let perRow: Int
  let rowCount: Int
  /// The scroll origin of row 0 (the section's items start).
  let firstRow: Double
  /// Every item's scroll extent.
  let extent: Double
  /// `extent + interitem spacing`: the distance between row origins.
  let step: Double
  /// The longest column's height, as CHT tracks it: the end of its last item plus one spacing
  /// (`firstRow` for a column without items).
  let longestColumn: Double

  init(
    itemCount: Int, extent: Double, firstRow: Double, metrics: WaterfallSectionMetrics,
    direction: WaterfallLayout.ItemRenderDirection
  ) {
    self.itemCount = itemCount
    self.extent = extent
    self.firstRow = firstRow
    let step = extent + metrics.interitemSpacing
    self.step = step
    let columns = metrics.columnCount
    let perRow = direction == .shortestFirst && !(step > 0) ? 1 : columns
    self.perRow = perRow
    // Written so that it cannot overflow for any count.
    rowCount = itemCount / perRow + (itemCount % perRow == 0 ? 0 : 1)
    // A column holds rowCount or rowCount − 1 items (round-robin), or every item / none
    // (stacked in column 0). Growing columns (step > 0): the fullest is the longest;
    // otherwise the emptiest is.
    let fewest = perRow < columns ? 0 : itemCount / perRow
    longestColumn = firstRow + Double(step > 0 ? rowCount : fewest) * step
  }

  /// The number of slots that hold items.
  var slotCount: Int { Swift.min(perRow, itemCount) }

  @inline(__always) func rowOrigin(_ row: Int) -> Double { firstRow + Double(row) * step }

  /// The frame of `item` (0 ≤ item < itemCount).
  @inline(__always) func frame(item: Int, columns: WaterfallColumns, axis: ScrollAxis) -> Rect {
    axis.rect(
      main: rowOrigin(item / perRow), cross: columns.origin(slot: item % perRow),
      mainExtent: extent, crossExtent: columns.itemAcross)
  }

  /// The least and greatest scroll coordinates an item covers (rows are monotone, so the
  /// extremes are the first and last rows). `nil` without items.
  var scrollBounds: (min: Double, max: Double)? {
    guard itemCount > 0 else { return nil }
    let first = rowOrigin(0)
    let last = rowOrigin(rowCount - 1)
    return (Swift.min(first, last), Swift.max(first + extent, last + extent))
  }

  /// Appends the index of every item whose frame overlaps `rect` (`Rect.overlaps`), in index order.
  ///
  /// O(log rows + visible): row origins are monotone in the row (increasing when step ≥ 0,
  /// decreasing otherwise), so the intersecting rows are a range found by two binary searches;
  /// the columns likewise (`WaterfallColumns.slots`). Each candidate is then tested exactly.
  /// Why not `WaterfallItemStack.appendItems`: equal extents make the hits one closed-form row range, in order.
  func appendItems(
    in rect: Rect, columns: WaterfallColumns, axis: ScrollAxis, into indices: inout [Int]
  ) {
    guard itemCount > 0, let window = WaterfallQueryWindow(rect, columns: columns, axis: axis, slotCount: slotCount)
    else { return }
    let rows: Range<Int>
    if step >= 0 {
      let first = partitionPoint(0..<rowCount) { rowOrigin($0) + extent > window.low }
      rows = first..<partitionPoint(first..<rowCount) { !(rowOrigin($0) < window.high) }
    } else {
      let first = partitionPoint(0..<rowCount) { rowOrigin($0) < window.high }
      rows = first..<partitionPoint(first..<rowCount) { !(rowOrigin($0) + extent > window.low) }
    }
    for row in rows {
      // row·perRow ≤ itemCount − 1 for every row < rowCount, and the slot is compared with
      // what is left of the row before adding, so nothing can overflow.
      let rowStart = row * perRow
      let remaining = itemCount - rowStart
      for slot in window.slots {
        if slot >= remaining { break }
        let item = rowStart + slot
        if frame(item: item, columns: columns, axis: axis).overlaps(rect) { indices.append(item) }
      }
    }
  }
}
