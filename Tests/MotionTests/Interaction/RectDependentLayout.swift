import CollectionLayout
import Geometry

/// A layout that answers a query smaller than 10 pt on either side with other attributes than
/// it gives for the visible bounds, as a layout whose answer depends on the rect could: hit
/// testing must pick from what the bounds query gave (what is drawn), never from a fresh small
/// query around the point. Each answer is filtered to the elements that overlap the rect.
struct RectDependentLayout: PreparedCollectionLayout {
  /// The answer to the bounds (and any rect at least 10 × 10).
  var drawn: [LayoutAttributes]
  /// The answer to a rect smaller than 10 pt on either side.
  var small: [LayoutAttributes]
  var environment = LayoutEnvironment(boundsSize: Size(width: 400, height: 400))
  var contentSize = Size(width: 400, height: 1000)

  func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    let answer = rect.width < 10 || rect.height < 10 ? small : drawn
    return answer.filter { $0.transformedFrame.overlaps(rect) }
  }

  func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    drawn.first { $0.element == .cell(indexPath) }
  }

  func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    drawn.first { $0.element == .supplementary(kind, indexPath) }
  }
}
