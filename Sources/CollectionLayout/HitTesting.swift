/// Hit testing: which element a touch at a point lands on (UIKit's
/// `UICollectionView.indexPathForItem(at:)`, the Xamarin guide's `IndexPathForItemAtPoint`).
///
/// ```
///   ┌──────┐ gap ┌──────┐      a point hits an element when, mapped back through the
///   │  0   │  ·  │  1   │      element's transform about its centre, it lies in the frame:
///   └──────┘     └──────┘      minimum edges inclusive, maximum edges exclusive
///   ▲ hit   ▲ miss (maxX)      (CGRectContainsPoint); the topmost hit wins: the greatest
///   minX                       zIndex, then the later element in the layout's order.
/// ```
import Geometry

extension LayoutAttributes {
  /// Whether a touch at `point` (content coordinates) lands on this element: it is shown
  /// (not hidden, alpha at least 0.01, the threshold below which `UIView.hitTest(_:with:)`
  /// ignores a view) and covers the point.
  public func isHit(by point: Point) -> Bool {
    !isHidden && alpha >= 0.01 && covers(point)
  }

  /// Whether the element's area, after its transform about the centre, contains `point`.
  ///
  /// The untransformed frame is half-open, as `CGRectContainsPoint`: its minimum edges belong to
  /// it, its maximum edges to whatever is next. A transform is undone before the test, so a
  /// scaled cell is hit over its scaled area and a rotated one over its rotated area; a
  /// transform that collapses the element (determinant 0) leaves nothing to hit.
  public func covers(_ point: Point) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    if transform.isIdentity { return frame.contains(point) }
    let t = transform
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite else { return false }
    // p = centre + T(local)  ⇒  local = T⁻¹(p − centre − (tx, ty)).
    let centre = frame.center
    let px = point.x - centre.x - t.tx
    let py = point.y - centre.y - t.ty
    let local = Point(x: (t.d * px - t.c * py) / determinant, y: (-t.b * px + t.a * py) / determinant)
    return Rect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
      .contains(local)
  }

  /// The element a touch at `point` lands on among `attributes`: of those hit, the one with the
  /// greatest zIndex, and of equal zIndex the one latest in the list (drawn last, so on top).
  public static func topmost(at point: Point, in attributes: [LayoutAttributes]) -> LayoutAttributes? {
    var best: LayoutAttributes?
    for candidate in attributes where candidate.isHit(by: point) {
      if let current = best, candidate.zIndex < current.zIndex { continue }
      best = candidate
    }
    return best
  }
}

extension PreparedCollectionLayout {
  /// The index path of the cell at `point` (content coordinates) when the collection view shows
  /// `viewport`, or `nil` over a gap (UIKit's `indexPathForItem(at:)`).
  ///
  /// Only cells count, as in UIKit, which answers from the layout's attributes: a header over a
  /// cell does not hide it here (see `layoutAttributesForTopmostElement(at:viewport:)` for what a
  /// tap lands on). The candidates come from a rect query around the point, so a layout whose
  /// transformed elements reach outside their frames must return them for rects their
  /// transformed area meets, as the line layout does (and as drawing needs anyway).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> ElementIndexPath? {
    let cells = candidates(at: point, viewport: viewport).filter { $0.element.category == .cell }
    return LayoutAttributes.topmost(at: point, in: cells)?.element.indexPath
  }

  /// The topmost element of any category at `point` (content coordinates) when the collection
  /// view shows `viewport`: what a touch lands on, as view hit testing finds it (a pinned header
  /// drawn over a cell takes the touch), or `nil` over empty space.
  public func layoutAttributesForTopmostElement(at point: Point, viewport: Viewport) -> LayoutAttributes? {
    LayoutAttributes.topmost(at: point, in: candidates(at: point, viewport: viewport))
  }

  /// The elements a 1 × 1 square centred on `point` meets: every element whose frame contains
  /// the point (minX ≤ x < maxX ⇒ minX < x + ½ and x − ½ < maxX, the strict intersection test).
  private func candidates(at point: Point, viewport: Viewport) -> [LayoutAttributes] {
    guard point.x.isFinite, point.y.isFinite else { return [] }
    return layoutAttributesForElements(
      in: Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1), viewport: viewport)
  }
}
