/// Step 2b-ii: the geometry of one per-item line: where its items sit along the line and how
/// they are centred across it. Mirrors `-[_UIFlowLayoutRow layoutRow]` with UIKit's default
/// alignments: complete lines justified, the incomplete last line left-aligned, items centred
/// across the line.
///
/// ```
///  complete, ≥ 2 items          complete, 1 item           incomplete (last line)
///  │▆▆▆   ▆▆   ▆▆▆▆   ▆▆│       │      ▆▆▆▆▆▆      │       │▆▆▆ ▆▆ ▆▆▆▆         │
///  left  justified gap  right   centred if it fits         left + minimum spacing
///
///  across the line: item offset = thickness·0.5 − extent·0.5 (centred)
/// ```
import Geometry

/// One stored line of a per-item section: a compact record (no per-item objects).
struct FlowLine: Sendable {
  /// Index of the line's first item.
  var firstItem: Int
  /// Number of items (≥ 1; the empty first line of docs/flow-layout.md, "An item wider than the line", is not stored).
  var count: Int
  /// Section-relative scroll-axis offset of the line.
  var offset: Double
  /// The line's scroll-axis extent: its tallest (widest, horizontally) item.
  var thickness: Double
  /// Whether the items' along positions and ends never decrease, so that the items crossing a
  /// rect can be found by binary search (true for every valid input).
  var isAlongMonotone: Bool

  /// The end of the line on the scroll axis, section-relative.
  @inline(__always) var end: Double { offset + thickness }
}

/// How a line's items are distributed along it.
enum FlowLineAlignment {
  /// Computes the first item's along position and the gap between items of a line holding the
  /// items `sizes[range]`, whose along extents sum to `sum`.
  ///
  /// Arithmetic in UIKit's order, which matters for fractional sizes (docs/flow-layout.md,
  /// "Worked examples", C):
  /// - complete, ≥ 2 items: gap = (((dimension − Σa) − left) − right) / (count − 1), x = left;
  /// - complete, 1 item: A = dimension − (right + left); x = left + (A − a)·0.5 when A ≥ a,
  ///   else x = left (an oversize item is *not* centred on this path, unlike the grid: docs/flow-layout.md);
  /// - incomplete: x = left, gap = the minimum spacing (worked examples D, D3, D5).
  @inline(__always)
  static func start(
    count: Int, sum: Double, isComplete: Bool, dimension: Double, metrics m: FlowSectionMetrics
  ) -> (first: Double, gap: Double) {
    guard isComplete else { return (m.alongLeading, m.spacingInLine) }
    if count >= 2 {
      let gap = (dimension - sum - m.alongLeading - m.alongTrailing) / Double(count - 1)
      return (m.alongLeading, gap)
    }
    let room = dimension - (m.alongTrailing + m.alongLeading)
    if room >= sum {
      return (m.alongLeading + (room - sum) * 0.5, 0)
    }
    return (m.alongLeading, 0)
  }

  /// Writes the along positions of the items `first..<first + count` into `positions` and
  /// reports whether they (and their ends) are non-decreasing.
  ///
  /// Positions advance as x := (x + gap) + a, the order of UIKit's `layoutRow`.
  @inline(__always)
  static func place(
    first: Int, count: Int, start: (first: Double, gap: Double), axis: ScrollAxis,
    sizes: UnsafeBufferPointer<Size>, positions: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    var x = start.first
    let gap = start.gap
    var monotone = true
    var previousStart = -Double.infinity
    var previousEnd = -Double.infinity
    for item in first..<(first + count) {
      let a = axis.cross(sizes[item])
      positions[item] = x
      let end = x + a
      if !(x >= previousStart && end >= previousEnd) { monotone = false }
      previousStart = x
      previousEnd = end
      x = x + gap + a
    }
    return monotone
  }

  /// Offset of an item of scroll extent `extent` inside a line of thickness `thickness`:
  /// centred, evaluated as UIKit does (`thickness·0.5 + extent·−0.5`; docs/flow-layout.md,
  /// "Worked examples", D5).
  @inline(__always) static func inLineOffset(thickness: Double, extent: Double) -> Double {
    thickness * 0.5 + extent * -0.5
  }
}
