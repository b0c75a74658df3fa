internal import CollectionLayout
internal import Geometry

/// A section's description for each section index, from the layout's environment: `nil` makes
/// the section empty.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`, iOS 13) on the project's
/// compositional engine (`docs/compositional-layout.md`): items sized relative to their
/// containers, in groups, repeated in sections. Each layout pass asks the section provider for
/// every section of the collection view with the current environment, turns the sections into
/// the engine's values and prepares the engine with the collection view's bounds, insets,
/// scale, safe area, margins and layout direction; the queries answer from the engine.
///
/// The layout handles the layout direction itself (leading is the right edge right to left), so
/// `flipsHorizontallyInOppositeLayoutDirection` stays false.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private enum Sections {
    case uniform(NSCollectionLayoutSection)
    case provider(UICollectionViewCompositionalLayoutSectionProvider)
  }

  private let sections: Sections
  private var layoutConfiguration: UICollectionViewCompositionalLayoutConfiguration
  private var prepared: PreparedCompositionalLayout?
  /// The sections' descriptions of the last layout pass, by section index.
  private var definitions: [NSCollectionLayoutSection?] = []
  /// The environment of the last layout pass, as the section provider saw it.
  private var environmentValues: (any NSCollectionLayoutEnvironment)?

  // All four initializers are designated, as UIKit's (none is marked), so that a subclass's
  // initializer may call any of them.

  /// A layout with the same section description for every section (`initWithSection:`).
  public init(section: NSCollectionLayoutSection) {
    sections = .uniform(section)
    layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout with the same section description for every section and `configuration`
  /// (`initWithSection:configuration:`).
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    sections = .uniform(section)
    layoutConfiguration = configuration.copied()
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section's description on every layout pass
  /// (`initWithSectionProvider:`).
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    sections = .provider(sectionProvider)
    layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section's description, with `configuration`
  /// (`initWithSectionProvider:configuration:`).
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sections = .provider(sectionProvider)
    layoutConfiguration = configuration.copied()
    super.init()
  }

  /// A compositional layout needs its sections, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("UICollectionViewCompositionalLayout is made with init(section:) or init(sectionProvider:)")
  }

  /// Layouts are not archived on Linux; returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The layout-wide settings. The layout keeps a copy: assigning one invalidates the layout at
  /// once; changing the returned object changes nothing until it is assigned.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { layoutConfiguration.copied() }
    set {
      layoutConfiguration = newValue.copied()
      invalidateLayout()
    }
  }

  // MARK: Layout pass

  /// Asks for every section's description and prepares the engine with them.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      prepared = nil
      definitions = []
      environmentValues = nil
      return
    }
    let environment = collectionView.layoutEnvironment
    let configuration = layoutConfiguration.engineValue
    let values = environmentObject(
      configuration: configuration, environment: environment, traits: collectionView.traitCollection)
    let count = collectionView.numberOfSections
    let layout: CompositionalLayout
    switch sections {
    case .uniform(let section):
      definitions = Array(repeating: section, count: count)
      layout = CompositionalLayout(
        section: engineSection(section, configuration: configuration, environment: environment, values: values),
        configuration: configuration)
    case .provider(let provider):
      definitions = (0..<count).map { provider($0, values) }
      layout = CompositionalLayout(
        sections: definitions.map {
          $0.map { engineSection($0, configuration: configuration, environment: environment, values: values) }
        }, configuration: configuration)
    }
    environmentValues = values
    var content = LayoutContent(
      sections: (0..<count).map { section in
        LayoutContent.Section(
          itemCount: collectionView.numberOfItems(inSection: section), listRows: listRows(inSection: section))
      })
    var prepared = layout.prepareCompositional(content, in: environment)
    if let measured = measuredListRows(content, prepared: prepared, in: collectionView) {
      content = measured
      prepared = layout.prepareCompositional(content, in: environment)
    }
    self.prepared = prepared
  }

  /// The rows' own separators of a list section whose configuration has an
  /// `itemSeparatorHandler`, asked of it for every row as UIKit asks; nil otherwise.
  private func listRows(inSection section: Int) -> [ListRowSeparator]? {
    guard definitions.indices.contains(section), let list = definitions[section]?.listConfiguration,
      let handler = list.itemSeparatorHandler, let collectionView
    else { return nil }
    return (0..<collectionView.numberOfItems(inSection: section)).map { item in
      ListRowSeparator(
        configuration: handler(IndexPath(item: item, section: section), list.separatorConfiguration).engineValue)
    }
  }

  /// Self-sizing list rows: each row of a list section measured by the collection view's
  /// list-row measurer (the renderer's text metrics) at the width the estimated pass gave it,
  /// with the separator starting at its text. Nil when nothing is measured.
  private func measuredListRows(
    _ content: LayoutContent, prepared: PreparedCompositionalLayout, in collectionView: UICollectionView
  ) -> LayoutContent? {
    guard let measure = collectionView.listRowMeasurer else { return nil }
    // Rows, headers and footers are measured at the widths of the estimated pass.
    var measured = content
    var changed = false
    let viewport = Viewport(contentOffset: .zero, size: Geometry.Size(collectionView.bounds.size))
    for section in content.sections.indices
    where definitions.indices.contains(section) && definitions[section]?.listConfiguration != nil {
      let count = content.sections[section].itemCount
      var sizes: [Geometry.Size] = []
      var rows = content.sections[section].listRows ?? Array(repeating: ListRowSeparator(), count: count)
      if rows.count < count { rows += Array(repeating: ListRowSeparator(), count: count - rows.count) }
      for item in 0..<count {
        let path = ElementIndexPath(item: item, section: section)
        guard let attributes = prepared.layoutAttributesForItem(at: path, viewport: viewport) else { return nil }
        if let row = measure(IndexPath(item: item, section: section), attributes.frame.width, attributes.listCell) {
          sizes.append(Geometry.Size(width: attributes.frame.width, height: row.height))
          rows[item].leadingInset = row.separatorLeadingInset
          changed = true
        } else {
          sizes.append(attributes.frame.size)
        }
      }
      measured.sections[section].itemSizes = sizes
      measured.sections[section].listRows = rows
      for kind in [ElementKind.header, .footer] {
        let path = ElementIndexPath(item: 0, section: section)
        guard let measureView = collectionView.listSupplementaryMeasurer,
          let attributes = prepared.layoutAttributesForSupplementaryView(ofKind: kind, at: path, viewport: viewport),
          let view = measureView(
            ElementKindNames.uiKitKind(kind), IndexPath(item: 0, section: section), attributes.frame.width,
            attributes.listCell)
        else { continue }
        measured.sections[section].supplementarySizes[kind] = Geometry.Size(
          width: attributes.frame.width, height: view.height)
        changed = true
      }
    }
    return changed ? measured : nil
  }

  /// The list configurations of the last layout pass's sections, by section (nil for a
  /// section that is not a list).
  package var listConfigurations: [UICollectionLayoutListConfiguration?] { definitions.map { $0?.listConfiguration } }

  /// The environment the section provider and the handlers see: the collection view's bounds,
  /// inset across the scroll axis by the configuration's `contentInsetsReference`, and its
  /// traits.
  private func environmentObject(
    configuration: CompositionalLayout.Configuration, environment: LayoutEnvironment, traits: UITraitCollection
  ) -> any NSCollectionLayoutEnvironment {
    let insets = CompositionalLayout(sections: [], configuration: configuration).containerInsets(
      for: .automatic, in: environment)
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let container = LayoutContainer(
      contentSize: CGSize(environment.boundsSize),
      contentInsets: NSDirectionalEdgeInsets(
        top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
        trailing: rightToLeft ? insets.left : insets.right))
    return LayoutEnvironmentValues(container: container, traitCollection: traits)
  }

  /// `section` as the engine's value, its custom groups' frames asked of their providers with
  /// the size each group is solved at.
  private func engineSection(
    _ section: NSCollectionLayoutSection, configuration: CompositionalLayout.Configuration,
    environment: LayoutEnvironment, values: any NSCollectionLayoutEnvironment
  ) -> CompositionalLayout.Section {
    if let list = section.listConfiguration {
      return .list(using: list.engineValue(traits: values.traitCollection))
    }
    let plain = section.engineSection(frames: [:])
    guard section.group.containsCustomGroup else { return plain }
    let sizes = CompositionalLayout(sections: [], configuration: configuration).customGroupSizes(
      of: plain, in: environment)
    var frames: CustomGroupFrames = [:]
    // In tree order, so that providers run in the same order on every pass.
    for (path, size) in sizes.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      guard let group = section.group.group(at: path[...]), case .custom(let provider) = group.arrangement else {
        continue
      }
      let container = LayoutContainer(contentSize: CGSize(size), contentInsets: group.contentInsets)
      let items = provider(LayoutEnvironmentValues(container: container, traitCollection: values.traitCollection))
      frames[path] = items.map { CompositionalLayout.CustomItem(frame: Rect($0.frame), zIndex: $0.zIndex) }
    }
    return section.engineSection(frames: frames)
  }

  // MARK: Queries

  /// The size of the content.
  open override var collectionViewContentSize: CGSize {
    guard let prepared else { return .zero }
    return CGSize(prepared.contentSize)
  }

  /// The cells, supplementary views and decoration views whose frames overlap `rect` with a
  /// positive area, after the sections' visible-items handlers.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let prepared, let viewport else { return nil }
    return handled(prepared.layoutAttributesForElements(in: Rect(rect), viewport: viewport).map(makeAttributes))
  }

  /// One cell's attributes.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    answer { $0.layoutAttributesForItem(at: ElementIndexPath(indexPath), viewport: $1) }
  }

  /// A boundary view's or an item's supplementary view's attributes.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    answer {
      $0.layoutAttributesForSupplementaryView(
        ofKind: ElementKindNames.engineKind(elementKind), at: ElementIndexPath(indexPath), viewport: $1)
    }
  }

  /// A section background's attributes.
  open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    answer {
      $0.layoutAttributesForDecorationView(
        ofKind: ElementKindNames.engineKind(elementKind), at: ElementIndexPath(indexPath), viewport: $1)
    }
  }

  /// A point query's answer: the engine's, made in the layout's attributes class, after the
  /// section's visible-items handler.
  private func answer(_ query: (PreparedCompositionalLayout, Viewport) -> LayoutAttributes?)
    -> UICollectionViewLayoutAttributes?
  {
    guard let prepared, let viewport, let attributes = query(prepared, viewport) else { return nil }
    return handled([makeAttributes(attributes)]).first
  }

  /// True when the size changes, and for every scroll step while a boundary view pins.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView, let prepared else { return false }
    return prepared.shouldInvalidateLayout(forBoundsChange: Rect(newBounds), from: Rect(collectionView.bounds))
  }

  // MARK: Visible items

  /// `attributes` after the visible-items handlers of their sections: each handler gets its
  /// section's elements in the visible bounds, and what it changes replaces the element's
  /// attributes here.
  private func handled(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
    let sectionsWithHandlers = Set(attributes.map(\.indexPath.section)).filter {
      definitions.indices.contains($0) && definitions[$0]?.visibleItemsInvalidationHandler != nil
    }
    guard !sectionsWithHandlers.isEmpty, let prepared, let viewport, let collectionView, let environmentValues else {
      return attributes
    }
    let globalKinds = Set(layoutConfiguration.boundarySupplementaryItems.map(\.elementKind))
    let visible = prepared.layoutAttributesForElements(in: Rect(collectionView.bounds), viewport: viewport)
      .map(makeAttributes)
      .filter { sectionsWithHandlers.contains($0.indexPath.section) && !Self.isLayoutWide($0, kinds: globalKinds) }
    var adjusted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for section in sectionsWithHandlers.sorted() {
      let items = visible.filter { $0.indexPath.section == section }
      guard !items.isEmpty, let handler = definitions[section]?.visibleItemsInvalidationHandler else { continue }
      handler(items.map(VisibleLayoutItem.init), contentOffset(forSection: section), environmentValues)
      for item in items { adjusted[ElementKey(item)] = item }
    }
    return attributes.map { adjusted[ElementKey($0)] ?? $0 }
  }

  /// Whether `attributes` are those of a layout-wide boundary view (kind in `kinds`, at (0, 0)).
  private static func isLayoutWide(_ attributes: UICollectionViewLayoutAttributes, kinds: Set<String>) -> Bool {
    attributes.representedElementCategory == .supplementaryView
      && attributes.indexPath == IndexPath(item: 0, section: 0)
      && kinds.contains(attributes.representedElementKind ?? "")
  }

  /// The offset a section's handler gets: the collection view's content offset; across the
  /// scroll axis, an orthogonal section's own offset instead, which is 0 (a collection view
  /// here does not scroll its orthogonal sections).
  private func contentOffset(forSection section: Int) -> CGPoint {
    guard let collectionView else { return .zero }
    var offset = collectionView.contentOffset
    if let prepared, prepared.orthogonalScrollInfo(forSection: section) != nil {
      if layoutConfiguration.scrollDirection == .vertical {
        offset.x = 0
      } else {
        offset.y = 0
      }
    }
    return offset
  }

  /// An element's identity: category, kind and index path.
  private struct ElementKey: Hashable {
    let category: UInt
    let kind: String?
    let indexPath: IndexPath

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
      category = attributes.representedElementCategory.rawValue
      kind = attributes.representedElementKind
      indexPath = attributes.indexPath
    }
  }
}

extension UICollectionViewCompositionalLayoutConfiguration {
  /// A copy of this class with the same values.
  func copied() -> UICollectionViewCompositionalLayoutConfiguration {
    copy(with: nil) as? UICollectionViewCompositionalLayoutConfiguration
      ?? UICollectionViewCompositionalLayoutConfiguration()
  }
}
