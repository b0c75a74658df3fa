import Geometry

/// A collection-view layout, modelled on `UICollectionViewLayout`.
///
/// A layout is a value describing its configuration. `prepare` (UIKit's `prepare()`) computes
/// everything that does not depend on the scroll offset, once per bounds size, and returns a
/// `PreparedCollectionLayout` that answers the queries. Users write their own layouts by
/// conforming to both protocols; the pipeline treats every layout alike.
///
/// ```swift
/// let layout = FlowLayout(itemSize: Size(width: 60, height: 60))
/// let prepared = layout.prepare(content, in: LayoutEnvironment(boundsSize: Size(width: 320, height: 480)))
/// let visible = prepared.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
/// ```
///
/// A layout is `Hashable` so that scenes holding one compare by value (a resumed frame batch
/// checks that nothing changed); a struct of plain properties gets it for free.
public protocol CollectionLayout: Hashable, Sendable {
  /// Computes the offset-independent geometry for `content` in `environment`.
  ///
  /// Scene decoding has validated every number, so preparing never fails; a layout built in
  /// Swift is trusted the same way.
  func prepare(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> any PreparedCollectionLayout

  /// The size of an item whose data gives none, when some items of its section give one: the
  /// delegate's `sizeForItemAt` answers for every item of such a section. UIKit's flow layout
  /// uses its `itemSize`; the default is UIKit's default item size, 50 × 50.
  var defaultItemSize: Size { get }

  /// A short name for the layout in reports and frame manifests (`flow`, `circle`, …); by
  /// default the type's name.
  var layoutName: String { get }

  /// Whether the layout's frames are mirrored (x′ = contentWidth − x − width) when the layout
  /// direction is the opposite of ``developmentLayoutDirection``
  /// (`UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`). UIKit's base class
  /// returns false, and so does the default here; ``FlowLayout`` and ``LineLayout`` return
  /// true. The pipeline applies the mirror, once, for every layout that opts in (see
  /// ``HorizontallyMirroredLayout``); a layout that handles direction itself returns false and
  /// reads ``LayoutEnvironment/layoutDirection``.
  var flipsHorizontallyInOppositeLayoutDirection: Bool { get }

  /// The direction the layout's geometry was written for
  /// (`UICollectionViewLayout.developmentLayoutDirection`); by default left to right.
  var developmentLayoutDirection: LayoutDirection { get }
}

extension CollectionLayout {
  /// UIKit's default item size, 50 × 50 points.
  public var defaultItemSize: Size { Size(width: 50, height: 50) }

  /// The type's name, as Swift prints it.
  public var layoutName: String { String(describing: Self.self) }

  /// UIKit's base class does not mirror.
  public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// UIKit's base class is developed left to right.
  public var developmentLayoutDirection: LayoutDirection { .leftToRight }

  /// Whether the pipeline mirrors this layout's frames in `direction`.
  public func isMirrored(in direction: LayoutDirection) -> Bool {
    flipsHorizontallyInOppositeLayoutDirection && direction != developmentLayoutDirection
  }

  /// Prepares the layout and, when it opts in to mirroring and `environment`'s layout direction
  /// is the opposite of its development direction, mirrors it: the one place UIKit's
  /// `flipsHorizontallyInOppositeLayoutDirection` rule is applied.
  public func prepareForDisplay(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> any PreparedCollectionLayout
  {
    let prepared = prepare(content, in: environment)
    return isMirrored(in: environment.layoutDirection) ? HorizontallyMirroredLayout(prepared) : prepared
  }

  /// Whether `other` is a layout of the same type with the same configuration.
  public func isEqual(to other: any CollectionLayout) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A layout prepared for one bounds size: answers UIKit's layout queries.
///
/// Every query takes the current `Viewport`, because some attributes depend on the scroll offset
/// (pinned headers, a line layout's zoom). Frames are in content coordinates.
public protocol PreparedCollectionLayout: Sendable {
  /// The environment this geometry was prepared for.
  var environment: LayoutEnvironment { get }

  /// The size of the scrollable content (`collectionViewContentSize`).
  var contentSize: Size { get }

  /// The elements in `rect`, with the attributes they have when the collection view shows
  /// `viewport` (`layoutAttributesForElements(in:)`).
  ///
  /// As with UIKit's layouts, the answer is what the layout says: it may include elements that
  /// only touch `rect` or lie outside it, in any order, and the pipeline draws exactly what it
  /// returns (in ascending `zIndex`, ties in the order returned). The built-in layouts return
  /// cells first, then supplementary views, then decoration views.
  func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes]

  /// One cell's attributes, or `nil` if the index path does not exist
  /// (`layoutAttributesForItem(at:)`).
  func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes?

  /// One supplementary view's attributes, or `nil` if the layout has none of that kind there
  /// (`layoutAttributesForSupplementaryView(ofKind:at:)`).
  func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes?

  /// One decoration view's attributes, or `nil` (`layoutAttributesForDecorationView(ofKind:at:)`).
  func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes?

  /// Where scrolling should come to rest when it would stop at `proposedContentOffset` after a
  /// release at `velocity` points per second
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point,
    viewport: Viewport
  ) -> Point

  /// Where an inserted item starts its appearance animation
  /// (`initialLayoutAttributesForAppearingItem(at:)`); `nil` means UIKit's default: a fade in
  /// at its final place.
  func initialLayoutAttributesForAppearingItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes?

  /// Where a deleted item ends its disappearance animation
  /// (`finalLayoutAttributesForDisappearingItem(at:)`), given its attributes before the deletion;
  /// `nil` means UIKit's default: a fade out where it was.
  func finalLayoutAttributesForDisappearingItem(
    at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes?

  /// Where an appearing supplementary view starts its animation
  /// (`initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`); `nil` means a fade
  /// in at its final place.
  func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes?

  /// Where a disappearing supplementary view ends its animation, given its attributes before
  /// (`finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`); `nil` means a
  /// fade out where it was.
  func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes?

  /// Whether moving the bounds from `oldBounds` to `newBounds` changes any attribute, so that
  /// attributes from an earlier query must not be reused (`shouldInvalidateLayout(forBoundsChange:)`).
  /// A change of size always needs a new `prepare`, whatever this returns.
  func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool

  /// Whether the queries may be asked from any thread, in any order. A layout that keeps state
  /// between queries (a UIKit layout class, which is prepared again after each invalidation)
  /// answers false: the pipeline then asks it on the calling thread only, in the order a
  /// collection view would (frames from first to last), and renders from what it answered.
  /// True by default.
  var answersFromAnyThread: Bool { get }

  /// Whether content offsets count from the right edge of the content: true for a layout shown
  /// right to left that mirrors its coordinates (UIKit's `flipsHorizontallyInOppositeLayoutDirection`
  /// flips the coordinate system "to match the leading edge", and a compositional layout lays
  /// itself out from the right). The pipeline then mirrors every offset and touch point it is
  /// given (x′ = contentWidth − x − viewportWidth for an offset, contentWidth − x for a point).
  /// False by default.
  var countsOffsetsFromTheRight: Bool { get }

  /// The scrolling the layout's collection view is set up for (paging, deceleration rate), or
  /// nil to scroll as the timeline says. Nil by default.
  var scrollPhysics: ScrollPhysics? { get }
}

extension PreparedCollectionLayout {
  /// By default a prepared layout is a value whose queries are pure.
  public var answersFromAnyThread: Bool { true }

  /// By default offsets count from the left, as the layout's own coordinates do.
  public var countsOffsetsFromTheRight: Bool { false }

  /// By default a layout leaves scrolling to the timeline.
  public var scrollPhysics: ScrollPhysics? { nil }

  /// By default scrolling rests where it would stop.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point,
    viewport: Viewport
  ) -> Point {
    proposedContentOffset
  }

  /// By default only a change of size invalidates, as in `UICollectionViewLayout`.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    newBounds.size != oldBounds.size
  }

  /// By default an inserted item fades in at its final place (UIKit's default).
  public func initialLayoutAttributesForAppearingItem(at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    nil
  }

  /// By default a deleted item fades out where it was (UIKit's default).
  public func finalLayoutAttributesForDisappearingItem(
    at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }

  /// By default an appearing supplementary view fades in at its final place (UIKit's default).
  public func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }

  /// By default a disappearing supplementary view fades out where it was (UIKit's default).
  public func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }

  /// By default a layout has no decoration views.
  public func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }

  /// Every element of the layout, wherever it is, as shown at `viewport`.
  public func allLayoutAttributes(viewport: Viewport) -> [LayoutAttributes] {
    layoutAttributesForElements(in: .everything, viewport: viewport)
  }
}
