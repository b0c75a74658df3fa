/// The base of every collection-view layout (UIKit's `UICollectionViewLayout`): subclass it and
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the
/// point queries, exactly as for iOS. The collection view calls them in UIKit's order (see
/// `UICollectionView`), and the renderer draws what they answer.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout belongs to (set when the layout is given to one).
  weak var owner: UICollectionView?

  /// A layout with no collection view yet.
  public override init() {
    super.init()
  }

  /// Layouts are not archived on Linux (no nibs or storyboards); returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view the layout belongs to. Get-only, as in UIKit, so that a subclass may
  /// override it with a non-optional type (`override var collectionView: UICollectionView {
  /// super.collectionView! }`).
  open var collectionView: UICollectionView? { owner }

  // MARK: Subclassing hooks

  /// The class of the attributes the layout makes (`UICollectionViewLayoutAttributes` by
  /// default); override it to return a subclass with values of your own.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the invalidation contexts the layout makes.
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// Computes the layout; called before any query on the first layout pass and again after
  /// every invalidation. The base does nothing.
  open func prepare() {}

  /// The size of the whole content; `.zero` in the base.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element in `rect`; `nil` in the base.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// One cell's attributes; `nil` in the base.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// One supplementary view's attributes; `nil` in the base.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// One decoration view's attributes; `nil` in the base.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where a fling comes to rest; the proposal in the base.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  )
    -> CGPoint
  {
    proposedContentOffset
  }

  /// The offset to show after an update or a layout change; the proposal in the base.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  // MARK: Invalidation

  /// Invalidates the whole layout: the next layout pass calls `prepare()` again. Overriders
  /// call `super`.
  open func invalidateLayout() {
    let context = Self.makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates what `context` says; the base marks the collection view for a layout pass.
  /// Overriders call `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    owner?.layoutDidInvalidate(context)
  }

  /// Whether a change of the collection view's bounds to `newBounds` (a scroll step, a resize)
  /// needs a new layout pass; false in the base.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context of the invalidation a bounds change causes; a fresh `invalidationContextClass`
  /// instance in the base.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    Self.makeInvalidationContext()
  }

  /// Self-sizing: whether a cell's preferred attributes need a new layout pass; false in the base.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Self-sizing: the context of that invalidation.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    Self.makeInvalidationContext()
  }

  /// Whether the collection view asks its cells for their preferred attributes after a layout
  /// pass (the self-sizing round trip). A flow layout asks only with `estimatedItemSize`; other
  /// layouts always, as UIKit does, and decide in
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  package var asksCellsForPreferredAttributes: Bool { true }

  // MARK: Updates

  /// The first step of an update: the changes about to be animated. Overriders call `super`.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// The last step of an update. Overriders call `super`.
  open func finalizeCollectionViewUpdates() {}

  /// Where an appearing cell starts; `nil` (a fade in at its place) in the base.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a disappearing cell ends; `nil` (a fade out where it was) in the base.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where an appearing supplementary view starts; `nil` in the base.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a disappearing supplementary view ends; `nil` in the base.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where an appearing decoration view starts; `nil` in the base.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a disappearing decoration view ends; `nil` in the base.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Called before an animated bounds change.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after an animated bounds change.
  open func finalizeAnimatedBoundsChange() {}

  /// Called on the outgoing layout before a transition.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Called on the incoming layout before a transition.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Called after a transition.
  open func finalizeLayoutTransition() {}

  // MARK: Direction

  /// The direction the layout's geometry was written for: left to right.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the collection view mirrors the layout's x coordinates when its layout direction
  /// is the opposite of `developmentLayoutDirection`; false in the base.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: Registration

  /// Registers a class for decoration views of `elementKind`; the renderer draws decoration
  /// views from the scene's style for their kind, so the class is only recorded.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
  }

  /// The decoration view classes registered, by kind.
  private var decorationClasses: [String: AnyClass] = [:]

  /// The view class registered for decoration views of `kind`, when it is a reusable view.
  package func registeredDecorationClass(ofKind kind: String) -> UICollectionReusableView.Type? {
    decorationClasses[kind] as? UICollectionReusableView.Type
  }

  /// A fresh context of the layout's `invalidationContextClass`.
  static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
      ?? UICollectionViewLayoutInvalidationContext.self)
      .init()
  }

  /// A fresh attributes object of the layout's `layoutAttributesClass`.
  static func makeAttributes() -> UICollectionViewLayoutAttributes {
    (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
  }
}
