/// Where a collection view may scroll, and the content offset a layout change keeps the
/// visible centre item in view with.
///
/// ```
///  A's viewport                     B's viewport (chosen)
///  ┌──────────────┐                 ┌──────────────┐
///  │      ┌─┐     │  the item at    │              │  B's offset puts that item's centre at
///  │      │×│ ◀───┼─ A's visible ──▶│     ┌───┐    │  the centre of B's inset bounds, then
///  │      └─┘     │  centre         │     │ × │    │  B's targetContentOffset, then clamped
///  └──────────────┘                 └─────┴───┴────┘  to B's scroll range
/// ```
import CollectionLayout
import Geometry

/// Scrolling limits and offset rules shared by the interactions.
public enum ScrollGeometry {
  /// The content offsets a scroll view can rest at: from (−left, −top) to
  /// (contentWidth + right − boundsWidth, contentHeight + bottom − boundsHeight), where
  /// (left, top, right, bottom) is the content inset; when the content is smaller than the
  /// bounds along an axis the only resting offset on it is the minimum (UIScrollView).
  public static func clamp(_ offset: Point, contentSize: Size, viewportSize: Size, contentInset: EdgeInsets)
    -> Point
  {
    let minX = -contentInset.left
    let minY = -contentInset.top
    let maxX = Swift.max(minX, contentSize.width + contentInset.right - viewportSize.width)
    let maxY = Swift.max(minY, contentSize.height + contentInset.bottom - viewportSize.height)
    return Point(x: Swift.min(maxX, Swift.max(minX, offset.x)), y: Swift.min(maxY, Swift.max(minY, offset.y)))
  }

  /// `viewport` with its offset clamped to where `layout`'s content lets it rest.
  public static func clamped(_ viewport: Viewport, in layout: any PreparedCollectionLayout) -> Viewport {
    var result = viewport
    result.contentOffset = clamp(
      viewport.contentOffset, contentSize: layout.contentSize, viewportSize: viewport.size,
      contentInset: viewport.contentInset)
    return result
  }

  /// The cell the user is looking at in `viewport`: the topmost cell under the centre of the
  /// inset bounds, or else the visible cell whose centre is nearest to it (ties: the first in
  /// index order), or `nil` when no cell is visible.
  public static func centerItem(of layout: any PreparedCollectionLayout, viewport: Viewport) -> ElementIndexPath? {
    let centre = viewport.insetBounds.center
    if let hit = layout.indexPathForItem(at: centre, viewport: viewport) { return hit }
    var best: (ElementIndexPath, Double)?
    for attributes in layout.visibleAttributes(at: viewport) where attributes.element.category == .cell {
      let dx = attributes.center.x - centre.x
      let dy = attributes.center.y - centre.y
      let distance = dx * dx + dy * dy
      if let current = best {
        if distance < current.1 || (distance == current.1 && attributes.element.indexPath < current.0) {
          best = (attributes.element.indexPath, distance)
        }
      } else {
        best = (attributes.element.indexPath, distance)
      }
    }
    return best?.0
  }

  /// The viewport of `size` and `contentInset` at which `to` shows the item that was at the
  /// centre of `fromViewport` in `from` (PSTCollectionView's rule for
  /// `setCollectionViewLayout(_:animated:)`):
  /// 1. the centre item of `from` at `fromViewport` (`centerItem(of:viewport:)`);
  /// 2. the offset that puts its centre (untransformed frame) in `to` at the centre of the new
  ///    inset bounds; with no such item (or no such item in `to`) the old offset;
  /// 3. clamped to `to`'s scroll range, then passed through `to`'s
  ///    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with zero
  ///    velocity (UIKit asks the new layout during layout transitions and updates; the line
  ///    layout snaps a cell to the centre there), then clamped again.
  public static func viewportKeepingCenterItem(
    from: any PreparedCollectionLayout, fromViewport: Viewport, to: any PreparedCollectionLayout,
    size: Size? = nil, contentInset: EdgeInsets? = nil
  ) -> Viewport {
    var result = Viewport(
      contentOffset: fromViewport.contentOffset, size: size ?? fromViewport.size,
      contentInset: contentInset ?? fromViewport.contentInset)
    if let item = centerItem(of: from, viewport: fromViewport),
      let attributes = to.layoutAttributesForItem(at: item, viewport: result)
    {
      let inset = result.contentInset
      let visibleCentre = Point(
        x: inset.left + (result.size.width - inset.left - inset.right) / 2,
        y: inset.top + (result.size.height - inset.top - inset.bottom) / 2)
      result.contentOffset = Point(
        x: attributes.center.x - visibleCentre.x, y: attributes.center.y - visibleCentre.y)
    }
    return settled(result, in: to)
  }

  /// `viewport` clamped, passed through `layout`'s target offset (zero velocity) and clamped
  /// again: where the collection view comes to rest after a layout change.
  public static func settled(_ viewport: Viewport, in layout: any PreparedCollectionLayout) -> Viewport {
    var result = clamped(viewport, in: layout)
    result.contentOffset = layout.targetContentOffset(
      forProposedContentOffset: result.contentOffset, withScrollingVelocity: .zero, viewport: result)
    return clamped(result, in: layout)
  }
}
