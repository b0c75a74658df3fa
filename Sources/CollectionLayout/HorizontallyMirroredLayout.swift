import Geometry

/// A prepared layout seen in the opposite layout direction: every frame mirrored in the
/// content, x′ = contentWidth − x − width, as UIKit mirrors a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is true.
///
/// Queries take viewports in the mirrored (displayed) content coordinates; the wrapper asks the
/// base layout about the mirror image of the viewport (offset mirrored, left and right insets
/// swapped) and mirrors the answers back, so offset-dependent attributes (pinned headers, a line
/// layout's zoom) stay right. Transforms are mirrored too (a rotation turns the other way).
public struct HorizontallyMirroredLayout: PreparedCollectionLayout {
  /// The layout as developed, in its own direction.
  public let base: any PreparedCollectionLayout

  /// The mirror image of `base`.
  public init(_ base: any PreparedCollectionLayout) {
    self.base = base
  }

  /// The base layout's environment, unchanged.
  public var environment: LayoutEnvironment { base.environment }
  /// The base layout's content size: mirroring keeps it.
  public var contentSize: Size { base.contentSize }
  /// Whether the base layout answers from any thread; the mirror adds no state.
  public var answersFromAnyThread: Bool { base.answersFromAnyThread }
  /// The base layout's scroll physics, unchanged.
  public var scrollPhysics: ScrollPhysics? { base.scrollPhysics }
  /// A mirrored layout's offsets count from its leading edge, the right.
  public var countsOffsetsFromTheRight: Bool { true }

  private var width: Double { base.contentSize.width }

  /// `rect` mirrored in the content.
  public func mirrored(_ rect: Rect) -> Rect {
    Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// `point` mirrored in the content, x′ = contentWidth − x: the same spot of the mirror image
  /// (a touch authored for the development direction lands on the same element).
  public func mirrored(_ point: Point) -> Point {
    Point(x: width - point.x, y: point.y)
  }

  /// A content offset mirrored for a viewport of `viewportWidth` points: the offset that shows
  /// the mirror image of what `offset` shows.
  public func mirrored(contentOffset offset: Point, viewportWidth: Double) -> Point {
    Point(x: width - offset.x - viewportWidth, y: offset.y)
  }

  /// `viewport` seen from the base layout.
  public func mirrored(_ viewport: Viewport) -> Viewport {
    Viewport(
      contentOffset: mirrored(contentOffset: viewport.contentOffset, viewportWidth: viewport.size.width),
      size: viewport.size,
      contentInset: EdgeInsets(
        top: viewport.contentInset.top, left: viewport.contentInset.right, bottom: viewport.contentInset.bottom,
        right: viewport.contentInset.left),
      // Sections that scroll on their own count their offsets from their leading edge, which
      // the mirror maps onto the base layout's leading edge: they pass through unchanged.
      orthogonalOffsets: viewport.orthogonalOffsets)
  }

  /// `attributes` mirrored in the content.
  public func mirrored(_ attributes: LayoutAttributes) -> LayoutAttributes {
    var attributes = attributes
    attributes.frame = mirrored(attributes.frame)
    // A list cell's margins and rounded corners are named by side: they swap with the frame.
    attributes.listCell = attributes.listCell?.mirroredHorizontally
    if !attributes.transform.isIdentity {
      // Conjugating by the mirror (x ↦ −x) negates the shear terms and the x translation.
      let t = attributes.transform
      attributes.transform = AffineTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
    }
    return attributes
  }

  /// The base layout's elements in the mirror image of `rect`, mirrored back.
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    // `Rect.everything` is symmetric enough to pass through; mirroring it would lose precision.
    let query = rect == .everything ? rect : mirrored(rect)
    return base.layoutAttributesForElements(in: query, viewport: mirrored(viewport)).map(mirrored)
  }

  /// The base layout's attributes of the item, mirrored.
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    base.layoutAttributesForItem(at: indexPath, viewport: mirrored(viewport)).map(mirrored)
  }

  /// The base layout's attributes of the supplementary view, mirrored.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: mirrored(viewport)).map(mirrored)
  }

  /// The base layout's attributes of the decoration view, mirrored.
  public func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, viewport: mirrored(viewport)).map(mirrored)
  }

  /// The base layout's target offset for the mirrored proposal and velocity, mirrored back.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point,
    viewport: Viewport
  ) -> Point {
    let inner = base.targetContentOffset(
      forProposedContentOffset: mirrored(contentOffset: proposedContentOffset, viewportWidth: viewport.size.width),
      withScrollingVelocity: Point(x: -velocity.x, y: velocity.y), viewport: mirrored(viewport))
    return mirrored(contentOffset: inner, viewportWidth: viewport.size.width)
  }

  /// The base layout's starting attributes of an inserted item, mirrored.
  public func initialLayoutAttributesForAppearingItem(at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    base.initialLayoutAttributesForAppearingItem(at: indexPath, viewport: mirrored(viewport)).map(mirrored)
  }

  /// The base layout's ending attributes of a deleted item, mirrored.
  public func finalLayoutAttributesForDisappearingItem(
    at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    base.finalLayoutAttributesForDisappearingItem(
      at: indexPath, from: mirrored(attributes), viewport: mirrored(viewport)
    ).map(mirrored)
  }

  /// The base layout's starting attributes of an inserted supplementary view, mirrored.
  public func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    base.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: kind, at: indexPath, viewport: mirrored(viewport)
    )
    .map(mirrored)
  }

  /// The base layout's ending attributes of a deleted supplementary view, mirrored.
  public func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    base.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: kind, at: indexPath, from: mirrored(attributes), viewport: mirrored(viewport)
    ).map(mirrored)
  }

  /// Asks the base layout about the mirrored bounds.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    base.shouldInvalidateLayout(forBoundsChange: mirrored(newBounds), from: mirrored(oldBounds))
  }
}
