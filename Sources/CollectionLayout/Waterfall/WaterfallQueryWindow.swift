/// A rect query in a section's waterfall terms, the start both item stores' searches share: the
/// slots whose columns the rect crosses, and the rect's interval along the scroll axis.
///
/// ```
///  rect ─▶ slots: columns across [minAcross, maxAcross] (`WaterfallColumns.slots`)
///        └▶ scroll: [minScroll, maxScroll] along the columns
/// ```
import Geometry

struct WaterfallQueryWindow {
  /// The slots whose columns can overlap the rect, never empty.
  let slots: Range<Int>
  /// The rect's least coordinate along the scroll axis.
  let low: Double
  /// The rect's greatest coordinate along the scroll axis.
  let high: Double

  /// The window of `rect` over the first `slotCount` slots of `columns`; `nil` when no slot's
  /// column can overlap it (including when there are no slots).
  @inline(__always)
  init?(_ rect: Rect, columns: WaterfallColumns, axis: ScrollAxis, slotCount: Int) {
    let slots = columns.slots(
      intersectingAcross: axis.minCross(rect), axis.maxCross(rect), slotCount: slotCount)
    guard !slots.isEmpty else { return nil }
    self.slots = slots
    low = axis.minMain(rect)
    high = axis.maxMain(rect)
  }
}
