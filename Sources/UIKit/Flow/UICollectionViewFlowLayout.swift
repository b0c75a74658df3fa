package import CollectionLayout
internal import Geometry

/// UIKit's flow layout (`UICollectionViewFlowLayout`) on the project's flow engine, which
/// reproduces UIKit's geometry rule for rule (`docs/flow-layout.md`). Subclass it as on iOS:
/// every override may call `super`, and the per-item and per-section answers of a
/// `UICollectionViewDelegateFlowLayout` delegate win over the properties.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The scroll direction; vertical by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { propertyChanged() } }
  /// The size of every item the delegate does not size; 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { propertyChanged() } }
  /// Self-sizing estimate; `.zero` (off) by default. Cells not measured take the estimate (see
  /// `docs/uikit-compatibility.md`).
  open var estimatedItemSize: CGSize = .zero { didSet { propertyChanged() } }
  /// The minimum space between lines; 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { propertyChanged() } }
  /// The minimum space between items of a line; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { propertyChanged() } }
  /// The header size: only its extent along the scroll axis counts; zero (no header) by default.
  open var headerReferenceSize: CGSize = .zero { didSet { propertyChanged() } }
  /// The footer size, read like the header's; zero by default.
  open var footerReferenceSize: CGSize = .zero { didSet { propertyChanged() } }
  /// The margins around each section's items; zero by default.
  open var sectionInset: UIEdgeInsets = .zero { didSet { propertyChanged() } }
  /// What `sectionInset` is measured from across the scroll axis.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { propertyChanged() } }
  /// Whether headers stay at the top of the visible bounds while their section shows.
  open var sectionHeadersPinToVisibleBounds: Bool = false { didSet { propertyChanged() } }
  /// Whether footers stay at the bottom of the visible bounds while their section shows.
  open var sectionFootersPinToVisibleBounds: Bool = false { didSet { propertyChanged() } }

  /// Put in `estimatedItemSize` to let the layout choose estimates itself.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  private var prepared: PreparedFlowLayout?
  /// The sizes self-sizing cells asked for (`preferredLayoutAttributesFitting`), by index path;
  /// forgotten when the data or the layout's properties change.
  private var preferredSizes: [IndexPath: CGSize] = [:]

  /// The average of the sizes cells asked for: what a cell not yet shown is laid out at.
  private var averagePreferredSize: Size {
    var total = Size.zero
    // Summed in index-path order: the same sizes always give the same average.
    for (_, size) in preferredSizes.sorted(by: { $0.key < $1.key }) {
      total = Size(width: total.width + Double(size.width), height: total.height + Double(size.height))
    }
    let count = Double(preferredSizes.count)
    return Size(width: total.width / count, height: total.height / count)
  }

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Layouts are not archived on Linux; returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func propertyChanged() {
    invalidateLayout()
  }

  /// The flow layout keeps its geometry with left-to-right coordinates; the collection view
  /// mirrors it right to left.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// Flow layouts are developed left to right.
  open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Flow's own context class.
  open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

  /// Lays out every section: counts from the collection view, sizes and metrics from the
  /// delegate when it gives them, else from the properties.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      prepared = nil
      return
    }
    prepared = engineLayout.prepareFlow(content(of: collectionView), in: collectionView.layoutEnvironment)
  }

  /// The engine's configuration from the properties.
  var engineLayout: FlowLayout {
    var layout = FlowLayout(
      scrollDirection: scrollDirection == .horizontal ? .horizontal : .vertical, itemSize: Size(itemSize),
      minimumInteritemSpacing: Double(minimumInteritemSpacing), minimumLineSpacing: Double(minimumLineSpacing),
      sectionInset: EdgeInsets(sectionInset), headerReferenceSize: Size(headerReferenceSize),
      footerReferenceSize: Size(footerReferenceSize),
      sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
      sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds)
    layout.sectionInsetReference =
      switch sectionInsetReference {
      case .fromContentInset: .fromContentInset
      case .fromSafeArea: .fromSafeArea
      case .fromLayoutMargins: .fromLayoutMargins
      }
    if estimatedItemSize == Self.automaticSize {
      layout.estimatedItemSize = .automatic
    } else if estimatedItemSize != .zero {
      layout.estimatedItemSize = .estimated(Size(estimatedItemSize))
    }
    return layout
  }

  /// The counts, and the delegate's sizes and per-section metrics. A delegate answer that comes
  /// from the protocol's default (the delegate does not implement the method) counts as no
  /// answer, as UIKit asks `respondsToSelector:` first.
  private func content(of collectionView: UICollectionView) -> LayoutContent {
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    var sections: [LayoutContent.Section] = []
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      var sizes: [Size]?
      var metrics = SectionMetrics()
      if let delegate {
        var answered: [Size] = []
        var implemented = false
        for item in 0..<count {
          let size = DelegateAnswer.asking {
            delegate.collectionView(
              collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
          }
          implemented = implemented || size.implemented
          answered.append(Size(size.value))
        }
        if implemented { sizes = answered }
        metrics.sectionInset = DelegateAnswer.asking {
          delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
        }.ifImplemented.map(EdgeInsets.init)
        metrics.minimumLineSpacing = DelegateAnswer.asking {
          delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        }.ifImplemented.map(Double.init)
        metrics.minimumInteritemSpacing = DelegateAnswer.asking {
          delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        }.ifImplemented.map(Double.init)
        metrics.headerReferenceSize = DelegateAnswer.asking {
          delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        }.ifImplemented.map(Size.init)
        metrics.footerReferenceSize = DelegateAnswer.asking {
          delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        }.ifImplemented.map(Size.init)
      }
      if estimatedItemSize != .zero {
        // Measured cells take the size they asked for; the others the delegate's size, else the
        // estimate until some cells are measured, then the average of the measured sizes, as
        // UIKit estimates cells it has not shown (docs/compositional-layout.md, "Self-sizing
        // flow cells").
        let estimate = preferredSizes.isEmpty ? engineLayout.defaultItemSize : averagePreferredSize
        sizes = (0..<count).map { item in
          preferredSizes[IndexPath(item: item, section: section)].map(Size.init) ?? sizes?[item] ?? estimate
        }
      }
      sections.append(LayoutContent.Section(itemCount: count, itemSizes: sizes, metrics: metrics))
    }
    return LayoutContent(sections: sections)
  }

  /// The size of the content.
  open override var collectionViewContentSize: CGSize {
    guard let prepared else { return .zero }
    return CGSize(prepared.contentSize)
  }

  /// The attributes of the elements in `rect`, rows that only touch it included, as UIKit's.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let prepared, let viewport else { return nil }
    return prepared.layoutAttributesForElements(in: Rect(rect), viewport: viewport).map(makeAttributes)
  }

  /// One cell's attributes.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let prepared, let viewport else { return nil }
    return prepared.layoutAttributesForItem(at: ElementIndexPath(indexPath), viewport: viewport).map(makeAttributes)
  }

  /// A header's or footer's attributes.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let prepared, let viewport else { return nil }
    return prepared.layoutAttributesForSupplementaryView(
      ofKind: ElementKindNames.engineKind(elementKind), at: ElementIndexPath(indexPath), viewport: viewport
    ).map(makeAttributes)
  }

  /// True when the size changes, and for every scroll step while headers or footers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    if newBounds.size != collectionView.bounds.size { return true }
    return (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds)
      && newBounds.origin != collectionView.bounds.origin
  }

  /// With `estimatedItemSize`, a cell whose preferred size differs from the one laid out
  /// invalidates the layout (UIKit's self-sizing round trip); without it, never.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  /// Records the cell's preferred size for the next layout pass.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
    context.invalidateItems(at: [originalAttributes.indexPath])
    return context
  }

  /// Forgets measured sizes when the data or every attribute is invalidated.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts { preferredSizes.removeAll() }
    super.invalidateLayout(with: context)
  }

  /// Cells are asked for their preferred attributes only when the layout self-sizes.
  package override var asksCellsForPreferredAttributes: Bool { estimatedItemSize != .zero }

  /// A flow context that keeps the delegate's metrics unless the size changed.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let collectionView {
      flow.invalidateFlowLayoutDelegateMetrics = newBounds.size != collectionView.bounds.size
    }
    return context
  }

  /// What `sectionInset` is measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable {
    /// The content inset (the default).
    case fromContentInset = 0
    /// The safe area.
    case fromSafeArea = 1
    /// The layout margins.
    case fromLayoutMargins = 2
  }
}

/// A flow layout's invalidation context (`UICollectionViewFlowLayoutInvalidationContext`).
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// Whether the delegate's sizes and metrics must be asked again; true by default.
  open var invalidateFlowLayoutDelegateMetrics: Bool = true
  /// Whether the flow layout's own attributes must be recomputed; true by default.
  open var invalidateFlowLayoutAttributes: Bool = true
}

extension UICollectionView {
  /// The layout's environment: bounds, adjusted inset, scale, safe area, margins, direction.
  package var layoutEnvironment: LayoutEnvironment {
    let traits = traitCollection
    var environment = LayoutEnvironment(
      boundsSize: Size(bounds.size), contentInset: EdgeInsets(adjustedContentInset),
      scale: traits.displayScale > 0 ? Double(traits.displayScale) : 1, safeAreaInsets: EdgeInsets(safeAreaInsets),
      layoutMargins: EdgeInsets(layoutMargins),
      layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      horizontalSizeClass: traits.horizontalSizeClass.engineValue,
      verticalSizeClass: traits.verticalSizeClass.engineValue)
    environment.rawContentInset = EdgeInsets(contentInset)
    return environment
  }
}

extension UIUserInterfaceSizeClass {
  var engineValue: UserInterfaceSizeClass? {
    switch self {
    case .compact: .compact
    case .regular: .regular
    case .unspecified: nil
    }
  }
}
