/// Step 2b-i: the per-item path's line breaking, by repeated subtraction in UIKit's exact
/// floating-point order, and the last-line completeness rules. Mirrors the non-fixed-size
/// branch of `-[_UIFlowLayoutSection computeLayout]`. The examples are docs/flow-layout.md's
/// "Worked examples".
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
  let axis: ScrollAxis
  let dimension: Double
  let metrics: FlowSectionMetrics

  /// The lines and the section-relative footer offset of a section with `sizes` (≥ 1 item),
  /// writing every item's along position into `positions`.
  func layout(
    sizes: UnsafeBufferPointer<Size>, positions: UnsafeMutableBufferPointer<Double>
  ) -> (lines: [FlowLine], footerOffset: Double, linesAreMonotone: Bool) {
    let m = metrics
    let s = m.spacingInLine
    let lineSpacing = m.spacingBetweenLines
    // UIKit: available = dimension − (left + right).
    let available = dimension - (m.alongLeading + m.alongTrailing)

    var lines: [FlowLine] = []
    lines.reserveCapacity(Swift.min(sizes.count, 1 + sizes.count / 2))
    // Section-relative scroll cursor. UIKit starts at top + header (the same sum).
    var cursor = m.scrollLeading + m.headerExtent
    var linesAreMonotone = true
    // The line being filled.
    var lineFirst = 0
    var lineCount = 0
    var lineSum = 0.0
    var lineThickness = 0.0
    var remaining = available
    // Bookkeeping for the last-line rules.
    var closedLines = 0
    var everyClosedLineHeldOneItem = true
    var remainingOfLastClosedLine = available
    func closeLine(isComplete: Bool) {
      if lineCount > 0 {
        let start = FlowLineAlignment.start(
          count: lineCount, sum: lineSum, isComplete: isComplete, dimension: dimension,
          metrics: m)
        let monotone = FlowLineAlignment.place(
          first: lineFirst, count: lineCount, start: start, axis: axis, sizes: sizes,
          positions: positions)
        lines.append(
          FlowLine(
            firstItem: lineFirst, count: lineCount, offset: cursor, thickness: lineThickness,
            isAlongMonotone: monotone))
      }
      // An empty line (only possible first, when item 0 is oversize) has thickness 0 but
      // still advances the cursor by one line spacing (example I: the 400-wide item at y 10;
      // docs/flow-layout.md, "An item wider than the line").
      // Order as UIKit's: (cursor + L) + thickness.
      let next = cursor + lineSpacing + lineThickness
      if !(next >= cursor + lineThickness) { linesAreMonotone = false }
      cursor = next
    }

    for item in 0..<sizes.count {
      let a = axis.cross(sizes[item])
      let extent = axis.main(sizes[item])
      if a <= remaining {
        remaining = remaining - (s + a)
      } else {
        // Overflow closes the current line, which makes it complete (justified), even when it
        // is the empty starting line.
        closeLine(isComplete: true)
        closedLines += 1
        everyClosedLineHeldOneItem = everyClosedLineHeldOneItem && lineCount == 1
        remainingOfLastClosedLine = remaining
        lineFirst = item
        lineCount = 0
        lineSum = 0
        lineThickness = 0
        remaining = available - (s + a)
      }
      lineCount += 1
      lineSum = lineSum + a
      if extent > lineThickness { lineThickness = extent }
    }

    closeLine(
      isComplete: Self.lastLineIsComplete(
        everyClosedLineHeldOneItem: everyClosedLineHeldOneItem, count: lineCount, closedLines: closedLines,
        remaining: remaining, remainingOfLastClosedLine: remainingOfLastClosedLine))

    // docs/flow-layout.md, "Per-item lines": section end = (cursor after the last line − L) + bottom; the
    // footer sits there.
    let footerOffset = cursor - lineSpacing + m.scrollTrailing
    return (lines, footerOffset, linesAreMonotone)
  }

  /// Whether the final line, of `count` items, is complete (justified / centred): only if
  /// (a) every earlier line held exactly one item and so does this one — the empty starting line
  ///     holds none, so it defeats (a) (example I's last item stays at the left), or
  /// (b) there are ≥ 2 lines and it is exactly as full as the previous line (exact ==: its
  ///     `remaining` room equals the last closed line's).
  /// Otherwise it is left-aligned with the minimum spacing (docs/flow-layout.md, "Per-item lines",
  /// examples D2–D4).
  @inline(__always)
  static func lastLineIsComplete(
    everyClosedLineHeldOneItem: Bool, count: Int, closedLines: Int, remaining: Double,
    remainingOfLastClosedLine: Double
  ) -> Bool {
    let ruleA = everyClosedLineHeldOneItem && count == 1
    let ruleB = closedLines + 1 >= 2 && remaining == remainingOfLastClosedLine
    return ruleA || ruleB
  }
}
