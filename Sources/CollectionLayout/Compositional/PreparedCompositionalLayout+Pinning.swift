/// Pinned boundary views (`pinToVisibleBounds`): per query, a pinned view stays inside the
/// visible bounds while its section (or, layout-wide, the content) is on screen.
///
/// ```
///  V = viewport bounds less the content inset        P = the pin rect (the section's frame)
///  ┌ V.min ─────────────┐  header: y' = min(max(y, V.min), stop − h)
///  │▓▓ pinned header ▓▓▓│     stop = where the extending footers begin, or a pinned
///  │   cells …          │            footer's pinned top, whichever comes first
///  │▓▓ pinned footer ▓▓▓│  footer: y' = max(min(y, V.max − h), where the headers end)
///  └ V.max ─────────────┘  unpinned when V and P do not overlap; zIndex + 10⁹ while shown
/// ```
import Geometry

extension PreparedCompositionalLayout {
  /// What UIKit adds to a pinned view's zIndex while it is in the visible bounds, so that it
  /// stays above everything that scrolls under it (docs/compositional-layout.md, "Pinning").
  public static let pinnedZIndexBoost = 1_000_000_000

  /// The frames and zIndices of boundary views `items` at `viewport`: pinned ones kept inside
  /// `pinStart … pinEnd` while that range overlaps the visible bounds, footers first so that a
  /// pinned header stops at its section's pinned footer. `raised` lifts zIndices to at least 1
  /// (a section with a background). One entry per item, in order.
  func boundaryAttributes(
    _ items: [PlacedBoundaryItem], pinStart: Double, pinEnd: Double, viewport: Viewport, raised: Bool
  ) -> [(frame: Rect, zIndex: Int)] {
    var frames = items.map(\.frame)
    var pinned = [Bool](repeating: false, count: items.count)
    guard items.contains(where: \.pins) else {
      return items.map { ($0.frame, raised ? Swift.max($0.zIndex, 1) : $0.zIndex) }
    }
    let inset = viewport.contentInset
    let visibleMin = axis.main(viewport.contentOffset) + axis.mainLeading(inset)
    let visibleMax = visibleMin + (axis.main(viewport.size) - axis.mainLeading(inset) - axis.mainTrailing(inset))
    let active = visibleMin < pinEnd && pinStart < visibleMax
    var footersStart = Double.infinity
    for pass in [true, false] {
      for (index, item) in items.enumerated() where item.pins && item.pinsLikeFooter == pass && active {
        let natural = axis.minMain(item.frame)
        let length = axis.main(item.frame.size)
        let position =
          item.pinsLikeFooter
          ? Swift.max(Swift.min(natural, visibleMax - length), item.pinsFrom)
          : Swift.min(Swift.max(natural, visibleMin), Swift.min(item.pinsTo, footersStart) - length)
        guard position.isFinite else { continue }
        let moved = roundToPixel(position, scale: scale)
        frames[index] = axis.rect(main: moved, cross: axis.minCross(item.frame), size: item.frame.size)
        pinned[index] = true
        if item.pinsLikeFooter { footersStart = Swift.min(footersStart, moved) }
      }
    }
    let bounds = Rect(origin: viewport.contentOffset, size: viewport.size)
    return items.indices.map { index in
      var zIndex = raised ? Swift.max(items[index].zIndex, 1) : items[index].zIndex
      if pinned[index] && frames[index].overlaps(bounds) { zIndex += Self.pinnedZIndexBoost }
      return (frames[index], zIndex)
    }
  }
}
