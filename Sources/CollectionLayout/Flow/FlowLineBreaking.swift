/// Step 2b-i: the per-item path's line breaking, by repeated subtraction in UIKit's exact
/// floating-point order, and the last-line completeness rules. Mirrors the non-fixed-size
/// branch of `-[_UIFlowLayoutSection computeLayout]`.
///
/// ```
///  remaining := available
///  item a ≤ remaining ─▶ same line,  remaining −= (s + a)
///  item a > remaining ─▶ close line (complete), new line, remaining := available − (s + a)
///
///  [100][80][90]  ← remaining 210 → 120 → 20 ; 60 > 20 breaks      (example D)
///  [60][90]       ← last line: complete only by rule (a) or (b), else left-aligned
/// ```
import Geometry

/// Builds the lines of one per-item section in a single pass: each line is laid out (by
/// `FlowLineAlignment`) as soon as it is closed, while its sizes are still in cache.
struct FlowLineBreaker {
  let axis: FlowAxis
  let dimension: Double
  let metrics: FlowSectionMetrics

  /// The line being filled, the lines closed before it, and what the last-line rules need.
  private struct LineState {
    /// The lines closed so far.
    var lines: [FlowLine] = []
    /// Section-relative scroll cursor: where the next line starts.
    var cursor: Double
    var linesAreMonotone = true
    // The line being filled.
    var first = 0
    var count = 0
    var sum = 0.0
    var thickness = 0.0
    var remaining: Double
    // Bookkeeping for the last-line rules.
    var closedLines = 0
    var everyClosedLineHeldOneItem = true
    var remainingOfLastClosedLine: Double

    init(available: Double, cursor: Double, capacity: Int) {
      lines.reserveCapacity(capacity)
      self.cursor = cursor
      remaining = available
      remainingOfLastClosedLine = available
    }

    /// After the current line was closed by an overflow: notes it for the last-line rules and
    /// starts a new line at `item` with `remaining` room left after it.
    @inline(__always) mutating func startLine(at item: Int, remaining newRemaining: Double) {
      closedLines += 1
      everyClosedLineHeldOneItem = everyClosedLineHeldOneItem && count == 1
      remainingOfLastClosedLine = remaining
      first = item
      count = 0
      sum = 0
      thickness = 0
      remaining = newRemaining
    }
  }

  /// Closes the line being filled: lays its items out (justified when `isComplete`), records
  /// it, and moves the cursor one line spacing past it.
  @inline(__always)
  private func closeLine(
    _ state: inout LineState, isComplete: Bool, sizes: UnsafeBufferPointer<Size>,
    positions: UnsafeMutableBufferPointer<Double>
  ) {
    if state.count > 0 {
      let start = FlowLineAlignment.start(
        count: state.count, sum: state.sum, isComplete: isComplete, dimension: dimension, metrics: metrics)
      let monotone = FlowLineAlignment.place(
        first: state.first, count: state.count, start: start, axis: axis, sizes: sizes, positions: positions)
      state.lines.append(
        FlowLine(
          firstItem: state.first, count: state.count, offset: state.cursor, thickness: state.thickness,
          isAlongMonotone: monotone))
    }
    // An empty line (only possible first, when item 0 is oversize) has thickness 0 but
    // still advances the cursor by one line spacing (example I: the 400-wide item at y 10;
    // docs/flow-layout.md, "An item wider than the line").
    // Order as UIKit's: (cursor + L) + thickness.
    let next = state.cursor + metrics.spacingBetweenLines + state.thickness
    if !(next >= state.cursor + state.thickness) { state.linesAreMonotone = false }
    state.cursor = next
  }

  /// The lines and the section-relative footer offset of a section with `sizes` (≥ 1 item),
  /// writing every item's along position into `positions`.
  func layout(
    sizes: UnsafeBufferPointer<Size>, positions: UnsafeMutableBufferPointer<Double>
  ) -> (lines: [FlowLine], footerOffset: Double, linesAreMonotone: Bool) {
    let m = metrics
    let s = m.spacingInLine
    // UIKit: available = dimension − (left + right).
    let available = dimension - (m.alongLeading + m.alongTrailing)
    // Section-relative scroll cursor. UIKit starts at top + header (the same sum).
    var state = LineState(
      available: available, cursor: m.scrollLeading + m.headerExtent,
      capacity: Swift.min(sizes.count, 1 + sizes.count / 2))

    for item in 0..<sizes.count {
      let a = axis.along(sizes[item])
      let extent = axis.scroll(sizes[item])
      if a <= state.remaining {
        state.remaining = state.remaining - (s + a)
      } else {
        // Overflow closes the current line, which makes it complete (justified), even when it
        // is the empty starting line.
        closeLine(&state, isComplete: true, sizes: sizes, positions: positions)
        state.startLine(at: item, remaining: available - (s + a))
      }
      state.count += 1
      state.sum = state.sum + a
      if extent > state.thickness { state.thickness = extent }
    }

    // The final line is complete (justified / centred) only if
    // (a) every earlier line held exactly one item and so does this one — the empty starting
    //     line holds none, so it defeats (a) (example I's last item stays at the left), or
    // (b) there are ≥ 2 lines and it is exactly as full as the previous line (exact ==).
    // Otherwise it is left-aligned with the minimum spacing (docs/flow-layout.md, "Per-item lines", examples D2–D4).
    let ruleA = state.everyClosedLineHeldOneItem && state.count == 1
    let ruleB = state.closedLines + 1 >= 2 && state.remaining == state.remainingOfLastClosedLine
    closeLine(&state, isComplete: ruleA || ruleB, sizes: sizes, positions: positions)

    // docs/flow-layout.md, "Per-item lines": section end = (cursor after the last line − L) + bottom; the
    // footer sits there.
    let footerOffset = state.cursor - m.spacingBetweenLines + m.scrollTrailing
    return (state.lines, footerOffset, state.linesAreMonotone)
  }
}
