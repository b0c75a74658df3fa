/// Step 2b-iii: the stored geometry of a per-item section and its lookups. Stores one `Double`
/// per item (its along position) plus one compact `FlowLine` per line; the sizes stay in the
/// content's array (shared, not copied). Mirrors the per-item branches of
/// `-[UICollectionViewFlowLayout _frameForItem:inSection:usingData:]` and
/// `_layoutAttributesForItemsInRect:`.
///
/// ```
///  lines:      [first 0, count 3, offset 0, thickness 40]
///              [first 3, count 2, offset 50, thickness 40]
///  positions:  0  125  230 │ 0  70          (along, per item)
///  sizes:      content.itemSizes (not copied)
///
///  frame(item) = (position, sectionStart + line.offset + centring), rounded
/// ```
import Geometry

struct FlowItemSection: Sendable {
  /// The delegate's sizes, shared with the content (copy-on-write, never copied here).
  let sizes: [Size]
  /// Each item's along-axis position (absolute: the along origin of every section is 0).
  let positions: [Double]
  let lines: [FlowLine]
  /// Section-relative offset of the footer.
  let footerOffset: Double
  /// Whether line offsets and ends never decrease (true for every valid input), which the
  /// binary search over lines needs.
  let linesAreMonotone: Bool

  init(sizes: [Size], axis: ScrollAxis, dimension: Double, metrics: FlowSectionMetrics) {
    self.sizes = sizes
    let breaker = FlowLineBreaker(axis: axis, dimension: dimension, metrics: metrics)
    var result: (lines: [FlowLine], footerOffset: Double, linesAreMonotone: Bool)?
    positions = [Double](unsafeUninitializedCapacity: sizes.count) { positionBuffer, initialized in
      sizes.withUnsafeBufferPointer { sizeBuffer in
        // Every position is written by the breaker (each item belongs to exactly one line).
        result = breaker.layout(sizes: sizeBuffer, positions: positionBuffer)
      }
      initialized = sizes.count
    }
    lines = result?.lines ?? []
    footerOffset = result?.footerOffset ?? 0
    linesAreMonotone = result?.linesAreMonotone ?? true
  }

  var itemCount: Int { sizes.count }

  /// The index of the line holding `item`. O(log lines).
  func lineIndex(ofItem item: Int) -> Int {
    partitionPoint(0..<lines.count) { lines[$0].firstItem > item } - 1
  }

  /// The rounded frame of `item` on `line`.
  @inline(__always)
  func frame(item: Int, line: FlowLine, sectionStart: Double, axis: ScrollAxis, scale: Double)
    -> Rect
  {
    let size = sizes[item]
    let inLine = FlowLineAlignment.inLineOffset(thickness: line.thickness, extent: axis.main(size))
    let scroll = axis.flowPerItemMain(sectionStart: sectionStart, lineOffset: line.offset, inLine: inLine)
    return axis.rect(
      main: roundToPixel(scroll, scale: scale),
      cross: roundToPixel(positions[item], scale: scale), size: size)
  }

  /// The rounded frame of `item` (0 ≤ item < itemCount). O(log lines).
  func frame(item: Int, sectionStart: Double, axis: ScrollAxis, scale: Double) -> Rect {
    let line = lines[lineIndex(ofItem: item)]
    return frame(item: item, line: line, sectionStart: sectionStart, axis: axis, scale: scale)
  }

  // MARK: Rect query

  /// Appends the cells whose rounded frames intersect `rect`, touching edges included
  /// (`Rect.intersects`, UIKit's flow rule: see `PreparedFlowLayout.layoutAttributesForElements`),
  /// in index order. O(log lines + Σ log(items per visible line) + visible).
  ///
  /// Lines are found by binary search on their raw section-relative extents widened by a
  /// rounding margin, then items of a long line by binary search on their raw along positions
  /// widened the same way; every candidate's rounded frame is then tested exactly, so the result
  /// is exactly the set of intersecting frames. (An item's frame lies within its line's extent
  /// up to that margin: it is centred in a line as thick as its thickest item.)
  func appendCells(
    section: Int, sectionStart: Double, in rect: Rect, axis: ScrollAxis, scale: Double,
    into result: inout [LayoutAttributes]
  ) {
    let minScroll = axis.minMain(rect)
    let maxScroll = axis.maxMain(rect)
    let scrollMargin = PixelGrid.searchMargin(
      scale: scale, magnitudes: sectionStart, Swift.max(Swift.abs(minScroll), Swift.abs(maxScroll)))
    let low = minScroll - sectionStart - scrollMargin
    let high = maxScroll - sectionStart + scrollMargin

    var lineRange = 0..<lines.count
    if linesAreMonotone {
      // Closed bounds, like the exact test below: a line ending at `low` or starting at `high`
      // (before the margin) touches the rect and is a candidate.
      let first = partitionPoint(lineRange) { lines[$0].end >= low }
      let end = partitionPoint(first..<lines.count) { lines[$0].offset > high }
      lineRange = first..<end
    }
    guard !lineRange.isEmpty else { return }

    let minAlong = axis.minCross(rect)
    let maxAlong = axis.maxCross(rect)
    let alongMargin = PixelGrid.searchMargin(scale: scale, magnitudes: minAlong, maxAlong)
    let alongLow = minAlong - alongMargin
    let alongHigh = maxAlong + alongMargin

    for index in lineRange {
      let line = lines[index]
      var items = line.firstItem..<(line.firstItem + line.count)
      // Short lines are scanned; long ones (rare: many tiny items) are searched.
      if line.isAlongMonotone && line.count > 16 {
        let first = partitionPoint(items) { positions[$0] + axis.cross(sizes[$0]) >= alongLow }
        let end = partitionPoint(first..<items.upperBound) { positions[$0] > alongHigh }
        items = first..<end
      }
      for item in items {
        let frame = self.frame(item: item, line: line, sectionStart: sectionStart, axis: axis, scale: scale)
        guard frame.intersects(rect) else { continue }
        result.append(
          LayoutAttributes(element: .cell(ElementIndexPath(item: item, section: section)), frame: frame))
      }
    }
  }
}
