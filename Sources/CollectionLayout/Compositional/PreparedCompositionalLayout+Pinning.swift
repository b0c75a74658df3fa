/// Pinned boundary views (`pinToVisibleBounds`): per query, a pinned view stays inside the
/// visible bounds while its section (or, layout-wide, the content) is on screen.
///
/// ```
///  V = viewport bounds less the content inset        P = the pin rect (the section's frame)
///  ┌ V.min ─────────────┐  header: y' = min(max(y, V.min), P.max − h)
///  │▓▓ pinned header ▓▓▓│  footer: y' = max(min(y, V.max − h), P.min)
///  │   cells …          │  unpinned when V and P do not overlap; a header never moves above
///  │▓▓ pinned footer ▓▓▓│  its own place, so at a negative (bounce) offset it scrolls along
///  └ V.max ─────────────┘
/// ```
import Geometry

extension PreparedCompositionalLayout {
  /// A boundary view's frame at `viewport`: its own, or pinned inside `pinStart … pinEnd`
  /// while that range overlaps the visible bounds. Rounded again (the offset may be fractional).
  func pinnedFrame(_ item: PlacedBoundaryItem, pinStart: Double, pinEnd: Double, viewport: Viewport) -> Rect {
    guard item.pins else { return item.frame }
    let inset = viewport.contentInset
    let visibleMin = axis.main(viewport.contentOffset) + axis.mainLeading(inset)
    let visibleMax = visibleMin + (axis.main(viewport.size) - axis.mainLeading(inset) - axis.mainTrailing(inset))
    guard visibleMin < pinEnd && pinStart < visibleMax else { return item.frame }
    let natural = axis.minMain(item.frame)
    let length = axis.main(item.frame.size)
    let pinned =
      item.pinsLikeFooter
      ? Swift.max(Swift.min(natural, visibleMax - length), pinStart)
      : Swift.min(Swift.max(natural, visibleMin), pinEnd - length)
    guard pinned.isFinite else { return item.frame }
    let moved = roundToPixel(pinned, scale: scale)
    return axis.isHorizontal
      ? Rect(x: moved, y: item.frame.minY, width: item.frame.width, height: item.frame.height)
      : Rect(x: item.frame.minX, y: moved, width: item.frame.width, height: item.frame.height)
  }
}
