/// Step 2a: the uniform ("fixed item size") path, a closed-form grid with no per-item storage.
/// Mirrors the `_fixedItemSize` branch of `-[_UIFlowLayoutSection computeLayout]` and the grid
/// branches of `-[UICollectionViewFlowLayout layoutAttributesForItemAtIndexPath:]` /
/// `_layoutAttributesForItemsInRect:`.
///
/// ```
///  begin      begin + pitch·1     begin + pitch·2
///  │          │                   │
///  ┌────┐gap  ┌────┐              ┌────┐        row 0 at firstLineOffset
///  └────┘     └────┘              └────┘
///  ┌────┐     ┌────┐                            row 1 at firstLineOffset + (h + L)
///  └────┘     └────┘                            last row keeps the grid columns
/// ```
import Geometry

struct FlowGridSection: Sendable {
  let itemCount: Int
  /// The physical size of every item.
  let itemSize: Size
  let itemAlong: Double
  let itemScroll: Double
  /// Items per line, ≥ 1 (may exceed `itemCount`, see `itemsPerLine`).
  let itemsPerLine: Int
  let lineCount: Int
  /// The along-axis position of column 0 (includes the leading inset).
  let begin: Double
  /// `itemAlong + gap`: the distance between column origins.
  let columnPitch: Double
  /// Section-relative scroll offset of line 0: header + leading inset.
  let firstLineOffset: Double
  /// `itemScroll + line spacing`: the distance between line origins.
  let linePitch: Double
  /// Section-relative offset of the footer: everything above it.
  let footerOffset: Double

  init(itemCount: Int, itemSize: Size, axis: ScrollAxis, dimension: Double, metrics m: FlowSectionMetrics) {
    self.itemCount = itemCount
    self.itemSize = itemSize
    let w = axis.cross(itemSize)
    let h = axis.main(itemSize)
    let s = m.spacingInLine
    let lineSpacing = m.spacingBetweenLines
    itemAlong = w
    itemScroll = h
    // UIKit: available = dimension − (left + right), then n = floor((s + available)/(s + w)).
    let available = dimension - (m.alongLeading + m.alongTrailing)
    let n = Self.itemsPerLine(spacing: s, available: available, itemExtent: w)
    itemsPerLine = n
    let gap: Double
    if n <= 1 {
      // A single column is centred, with no clamp, so an item wider than the line overflows on
      // both sides (README, "The flow layout"). UIKit evaluates
      // left + (((dimension − w) − left) − right) · 0.5.
      begin = m.alongLeading + (dimension - w - m.alongLeading - m.alongTrailing) * 0.5
      gap = s
    } else {
      // Justified, gap = (((dimension − left) − right) − w·n) / (n − 1), left to right. The last
      // line reuses these columns (grid-aligned: items 8 and 9 of
      // Tests/CollectionLayoutTests/Cases/flow-A-uniform-grid.json).
      begin = m.alongLeading
      gap = (dimension - m.alongLeading - m.alongTrailing - w * Double(n)) / Double(n - 1)
    }
    columnPitch = w + gap
    linePitch = h + lineSpacing
    firstLineOffset = m.headerExtent + m.scrollLeading
    if itemCount > 0 {
      // Written so that it cannot overflow even when n saturates at Int.max.
      lineCount = itemCount / n + (itemCount % n == 0 ? 0 : 1)
      // In UIKit's order: ((header + top) + (L + h)·lines − L) + bottom (docs/flow-layout.md,
      // "A section's extent along the scroll axis").
      footerOffset =
        firstLineOffset + (lineSpacing + h) * Double(lineCount) - lineSpacing + m.scrollTrailing
    } else {
      // An empty section still gets both insets, and no line spacing (docs/flow-layout.md,
      // "Empty sections").
      lineCount = 0
      footerOffset = firstLineOffset + m.scrollTrailing
    }
  }

  /// Items per line, UIKit's `floor((s + available) / (s + w))` clamped below at 1.
  ///
  /// Why no clamp to `itemCount`: the column count also sets the justified gap, and UIKit spreads a
  /// short line over *all* its columns (docs/flow-layout.md, "Worked examples", G at 400 pt: 3
  /// columns, 2 items, gap 34), so n must stay as computed even when it exceeds the item count. The
  /// conversion follows the ARM `fcvtms` instruction UIKit's `vcvtmd_s64_f64` compiles to: NaN
  /// (0/0, e.g. zero-size items, zero spacing and no room) becomes 0 and then 1; ±∞ (w + s = 0 with
  /// room to spare, or a huge quotient) saturates, here at Int.max — all items share one line at a
  /// vanishing gap, the limit of ever smaller items. Nothing traps and nothing overflows: line
  /// counts are computed as `N / n + (N % n ≠ 0)`.
  static func itemsPerLine(spacing s: Double, available: Double, itemExtent w: Double) -> Int {
    let quotient = ((s + available) / (s + w)).rounded(.down)
    guard quotient >= 1 else { return 1 }  // also NaN
    guard quotient < 9_223_372_036_854_775_808.0 else { return Int.max }  // 2^63
    return Int(quotient)
  }

  /// The number of items on line `line`.
  @inline(__always) func count(inLine line: Int) -> Int {
    // line · n < itemCount for every existing line, so this cannot overflow.
    Swift.min(itemsPerLine, itemCount - line * itemsPerLine)
  }

  /// The number of columns that hold at least one item.
  var columnCount: Int { Swift.min(itemsPerLine, itemCount) }

  // MARK: Frames

  /// Rounded absolute along-axis origin of column `column` (UIKit: `0 + (begin + pitch·col)`).
  @inline(__always) func alongOrigin(column: Int, scale: Double) -> Double {
    roundToPixel(begin + columnPitch * Double(column), scale: scale)
  }

  /// Rounded absolute scroll-axis origin of line `line` in a section starting at `sectionStart`
  /// (UIKit: `sectionStart + ((header + top) + (h + L)·row)`, then rounded).
  @inline(__always) func scrollOrigin(line: Int, sectionStart: Double, scale: Double) -> Double {
    roundToPixel(sectionStart + (firstLineOffset + linePitch * Double(line)), scale: scale)
  }

  /// The frame of item `item` (0 ≤ item < itemCount). O(1).
  func frame(item: Int, sectionStart: Double, axis: ScrollAxis, scale: Double) -> Rect {
    let line = item / itemsPerLine
    let column = item % itemsPerLine
    return axis.rect(
      main: scrollOrigin(line: line, sectionStart: sectionStart, scale: scale),
      cross: alongOrigin(column: column, scale: scale),
      size: itemSize)
  }

  // MARK: Rect query

  /// Appends the cells whose rounded frames intersect `rect`, touching edges included
  /// (`Rect.intersects`, UIKit's flow rule: see `PreparedFlowLayout.layoutAttributesForElements`),
  /// in index order. O(log lines + log columns + visible).
  ///
  /// Rounded origins are monotone in the line (column) index whenever the pitch is ≥ 0
  /// (`fl(a + p·i)` and `roundToPixel` are monotone), so "origin + extent ≥ rect.min" holds on a
  /// suffix and "origin ≤ rect.max" on a prefix: a binary search on the *exact* predicates of
  /// `Rect.intersects` finds the range, rounding included, with no tolerance. A negative or NaN
  /// pitch (impossible after validation) falls back to scanning every line or column.
  func appendCells(
    section: Int, sectionStart: Double, in rect: Rect, axis: ScrollAxis, scale: Double,
    into result: inout [LayoutAttributes]
  ) {
    guard itemCount > 0 else { return }
    let minScroll = axis.minMain(rect)
    let maxScroll = axis.maxMain(rect)
    let minAlong = axis.minCross(rect)
    let maxAlong = axis.maxCross(rect)

    var lines = 0..<lineCount
    if linePitch >= 0 {
      let first = partitionPoint(lines) {
        scrollOrigin(line: $0, sectionStart: sectionStart, scale: scale) + itemScroll >= minScroll
      }
      let end = partitionPoint(first..<lineCount) {
        scrollOrigin(line: $0, sectionStart: sectionStart, scale: scale) > maxScroll
      }
      lines = first..<end
    }
    guard !lines.isEmpty else { return }

    var columns = 0..<columnCount
    if columnPitch >= 0 {
      let first = partitionPoint(columns) {
        alongOrigin(column: $0, scale: scale) + itemAlong >= minAlong
      }
      let end = partitionPoint(first..<columnCount) {
        alongOrigin(column: $0, scale: scale) > maxAlong
      }
      columns = first..<end
    }
    guard !columns.isEmpty else { return }

    for line in lines {
      let scroll = scrollOrigin(line: line, sectionStart: sectionStart, scale: scale)
      let lastColumn = Swift.min(columns.upperBound, count(inLine: line))
      guard columns.lowerBound < lastColumn else { continue }
      for column in columns.lowerBound..<lastColumn {
        let frame = axis.rect(
          main: scroll, cross: alongOrigin(column: column, scale: scale), size: itemSize)
        // Redundant with the searches when the pitches are ≥ 0; decisive in the fallback.
        guard frame.intersects(rect) else { continue }
        result.append(
          LayoutAttributes(
            element: .cell(ElementIndexPath(item: line * itemsPerLine + column, section: section)),
            frame: frame))
      }
    }
  }
}
