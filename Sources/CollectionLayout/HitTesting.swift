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
///
/// The candidates are the attributes drawn for the viewport (the rect query of its bounds), not
/// a fresh query around the point.
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
  ///
  /// For callers that hold the attributes they drew (a frame's, or
  /// `layoutAttributesForElements(in: viewport.bounds, viewport:)`): the same answer as
  /// `PreparedCollectionLayout.layoutAttributesForTopmostElement(at:viewport:)` for a point on
  /// screen, without asking the layout again.
  public static func topmost(at point: Point, in attributes: [LayoutAttributes]) -> LayoutAttributes? {
    var best: LayoutAttributes?
    for candidate in attributes where candidate.isHit(by: point) {
      if let current = best, candidate.zIndex < current.zIndex { continue }
      best = candidate
    }
    return best
  }

  /// The topmost *cell* at `point` among `attributes`, by the rule of `topmost(at:in:)` with
  /// every other category left out (a header drawn over the cell does not hide it): what
  /// `PreparedCollectionLayout.indexPathForItem(at:viewport:)` answers, on attributes the caller
  /// already holds.
  public static func topmostCell(at point: Point, in attributes: [LayoutAttributes]) -> LayoutAttributes? {
    topmost(at: point, in: attributes.filter { $0.element.category == .cell })
  }
}

extension PreparedCollectionLayout {
  /// The index path of the cell at `point` (content coordinates) when the collection view shows
  /// `viewport`, or `nil` over a gap (UIKit's `indexPathForItem(at:)`).
  ///
  /// Only cells count, as in UIKit, which answers from the layout's attributes: a header over a
  /// cell does not hide it here (see `layoutAttributesForTopmostElement(at:viewport:)` for what a
  /// tap lands on). The candidates are the attributes drawn for `viewport`: the rect query of
  /// `viewport.bounds` (with the point added when it lies outside them), so a tap lands on the
  /// cell that is on screen; `LayoutAttributes.topmostCell(at:in:)` is the same rule on
  /// attributes the caller holds.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> ElementIndexPath? {
    let drawn = drawnAttributes(around: point, viewport: viewport)
    return LayoutAttributes.topmostCell(at: point, in: drawn)?.element.indexPath
  }

  /// The topmost element of any category at `point` (content coordinates) when the collection
  /// view shows `viewport`: what a touch lands on, as view hit testing finds it (a pinned header
  /// drawn over a cell takes the touch), or `nil` over empty space. The candidates are the
  /// attributes drawn for `viewport`, as for `indexPathForItem(at:viewport:)`;
  /// `LayoutAttributes.topmost(at:in:)` is the same rule on attributes the caller holds.
  public func layoutAttributesForTopmostElement(at point: Point, viewport: Viewport) -> LayoutAttributes? {
    LayoutAttributes.topmost(at: point, in: drawnAttributes(around: point, viewport: viewport))
  }

  /// The attributes hit testing picks from: the rect query of the visible bounds, the one the
  /// pipeline draws, so a touch lands on what is on screen.
  ///
  /// Why not a small rect around the point: UIKit hit-tests its views (`UIView.hitTest(_:with:)`,
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)), which show the
  /// attributes the layout gave for the visible bounds; a layout may answer a small rect
  /// differently (other elements, other attributes), and a touch must not land on a cell that
  /// was not drawn. A point outside the bounds (a drag past the edge, an off-screen item's
  /// centre) queries the bounds together with a 1 × 1 square centred on the point, so it still
  /// finds the element under it; that query covers everything between the two.
  private func drawnAttributes(around point: Point, viewport: Viewport) -> [LayoutAttributes] {
    guard point.x.isFinite, point.y.isFinite else { return [] }
    let bounds = viewport.bounds
    let rect =
      bounds.contains(point)
      ? bounds : bounds.union(Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1))
    return layoutAttributesForElements(in: rect, viewport: viewport)
  }
}
