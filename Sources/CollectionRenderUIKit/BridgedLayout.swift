import CollectionLayout
import Geometry

/// A UIKit collection view's layout as one ``CollectionLayout``: preparing sizes the collection
/// view and runs its layout pass; the prepared layout answers through the bridge. Two of them
/// are equal when they show the same collection view.
struct BridgedLayout: CollectionLayout {
  let bridge: CollectionViewBridge

  static func == (lhs: BridgedLayout, rhs: BridgedLayout) -> Bool { lhs.bridge === rhs.bridge }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(bridge)) }

  var layoutName: String { bridge.layoutName }

  func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
    let contentSize = bridge.prepare(boundsSize: environment.boundsSize)
    return BridgedPreparedLayout(
      bridge: bridge, environment: environment, contentSize: contentSize, scrollPhysics: bridge.scrollPhysics())
  }

  /// The layout's own answer (`UICollectionViewFlowLayout` and its subclasses: true).
  var flipsHorizontallyInOppositeLayoutDirection: Bool { bridge.flipsHorizontally() }
}

/// The prepared form of ``BridgedLayout``: its queries go to the collection view's layout on the
/// main thread (see ``CollectionViewBridge``).
struct BridgedPreparedLayout: PreparedCollectionLayout {
  let bridge: CollectionViewBridge
  let environment: LayoutEnvironment
  let contentSize: Size
  /// The collection view's `isPagingEnabled` and `decelerationRate` after its layout pass.
  let scrollPhysics: ScrollPhysics?

  /// UIKit layouts keep state between queries and live on the main actor.
  var answersFromAnyThread: Bool { false }

  func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    bridge.attributes(in: rect, viewport: viewport)
  }

  func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    bridge.item(at: indexPath, viewport: viewport)
  }

  func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  )
    -> LayoutAttributes?
  {
    bridge.supplementary(kind: kind, at: indexPath, viewport: viewport)
  }

  func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    bridge.decoration(kind: kind, at: indexPath, viewport: viewport)
  }

  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point, viewport: Viewport
  )
    -> Point
  {
    bridge.targetContentOffset(proposed: proposedContentOffset, velocity: velocity, viewport: viewport)
  }

  func initialLayoutAttributesForAppearingItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes?
  {
    bridge.appearingItem(at: indexPath, viewport: viewport)
  }

  func finalLayoutAttributesForDisappearingItem(
    at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    bridge.disappearingItem(at: indexPath, viewport: viewport)
  }

  func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    bridge.appearingSupplementary(kind: kind, at: indexPath, viewport: viewport)
  }

  func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    bridge.disappearingSupplementary(kind: kind, at: indexPath, viewport: viewport)
  }

  func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    newBounds.size != oldBounds.size || bridge.shouldInvalidate(newBounds: newBounds)
  }
}
