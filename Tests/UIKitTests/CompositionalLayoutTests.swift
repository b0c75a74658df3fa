import CairoBackend
import CollectionLayout
import CollectionRenderUIKit
import Geometry
import Testing
import UIKit

/// A fractional size, as iOS code spells it.
@MainActor
private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize
{
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Rows of `width` × `height`, each one item filling its row (UIKit's classes).
@MainActor
private func rows(_ height: NSCollectionLayoutDimension, width: NSCollectionLayoutDimension = .fractionalWidth(1))
  -> NSCollectionLayoutSection
{
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(width, height), subitems: [item]))
}

/// The same rows as the engine's values.
private func engineRows(_ height: LayoutDimension, width: LayoutDimension = .fractionalWidth(1))
  -> CompositionalLayout.Section
{
  let item = CompositionalLayout.Item(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  return CompositionalLayout.Section(
    group: .horizontal(layoutSize: LayoutSize(widthDimension: width, heightDimension: height), subitems: [item]))
}

/// A collection view of `width` × `height` with `layout`, `counts` plain cells, at `scale`.
@MainActor
private func compositionalView(
  _ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 375, height: CGFloat = 667, scale: CGFloat = 1
) -> UICollectionView {
  let view = makeCollectionView(
    layout, size: CGSize(width: width, height: height), dataSource: ColoredCells(counts: counts))
  view.setTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale)]))
  return view
}

/// Checks that the collection view's layout gives exactly the engine's answers for `engine` in
/// the same environment: the content size, every element of the whole content (element,
/// frame, transform, alpha, zIndex, hidden, in order), and each element's point query.
@MainActor
private func expectEngineAnswers(
  _ view: UICollectionView, _ engine: CompositionalLayout, counts: [Int], scale: Double = 1,
  layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets = .zero,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  view.layoutIfNeeded()
  let bounds = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
  let prepared = engine.prepareCompositional(
    LayoutContent(sections: counts.map { LayoutContent.Section(itemCount: $0) }),
    in: LayoutEnvironment(
      boundsSize: bounds, scale: scale, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection))
  let viewport = Viewport(
    contentOffset: Point(x: Double(view.contentOffset.x), y: Double(view.contentOffset.y)), size: bounds)
  #expect(
    view.contentSize == CGSize(width: prepared.contentSize.width, height: prepared.contentSize.height),
    sourceLocation: sourceLocation)
  let everything = Rect(
    x: -2000, y: -2000, width: prepared.contentSize.width + 4000, height: prepared.contentSize.height + 4000)
  let expected = prepared.layoutAttributesForElements(in: everything, viewport: viewport)
  let layout = view.collectionViewLayout
  let answered = try #require(
    layout.layoutAttributesForElements(in: CGRect(everything)), sourceLocation: sourceLocation)
  #expect(answered.count == expected.count, sourceLocation: sourceLocation)
  #expect(!expected.isEmpty, sourceLocation: sourceLocation)
  for (answer, engine) in zip(answered, expected) {
    #expect(answer.engineAttributes == engine, sourceLocation: sourceLocation)
    let single: UICollectionViewLayoutAttributes? =
      switch engine.element {
      case .cell(let path): layout.layoutAttributesForItem(at: IndexPath(path))
      case .supplementary(let kind, let path):
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKindNames.uiKitKind(kind), at: IndexPath(path))
      case .decoration(let kind, let path):
        layout.layoutAttributesForDecorationView(ofKind: ElementKindNames.uiKitKind(kind), at: IndexPath(path))
      }
    #expect(single?.engineAttributes == engine, sourceLocation: sourceLocation)
  }
}

/// A custom attributes class, to see that the layout makes its attributes through
/// `layoutAttributesClass`.
@MainActor
final class MarkedAttributes: UICollectionViewLayoutAttributes {}

/// A compositional layout subclass that asks for `MarkedAttributes`.
@MainActor
final class MarkedCompositionalLayout: UICollectionViewCompositionalLayout {
  override class var layoutAttributesClass: AnyClass { MarkedAttributes.self }
}

/// A dimension subclass: the factories return `Self`.
@MainActor
final class TaggedDimension: NSCollectionLayoutDimension {}

@MainActor
@Suite struct CompositionalLayoutTests {
  typealias Engine = CompositionalLayout

  /// Apple's "inset items grid": five fractional items a row, squares, inset by 5.
  @Test func aFractionalGridIsTheEnginesGrid() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let view = compositionalView(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [7])

    var engineItem = Engine.Item(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    engineItem.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let engineGroup = Engine.Group.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
      subitems: [engineItem])
    try expectEngineAnswers(view, Engine(section: Engine.Section(group: engineGroup)), counts: [7])
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 80, y: 5, width: 65, height: 65))
    #expect(view.contentSize.height == 150)
  }

  /// Apple's nested groups: a wide item beside a vertical pair, at scale 2.
  @Test func nestedGroupsAreTheEnginesNestedGroups() throws {
    let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailing = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: trailing, count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, pair])
    let view = compositionalView(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [6], height: 600,
      scale: 2)

    let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    var engineLeading = Engine.Item(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
    engineLeading.contentInsets = insets
    var engineTrailing = Engine.Item(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    engineTrailing.contentInsets = insets
    let enginePair = Engine.Group.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: engineTrailing, count: 2)
    let engineGroup = Engine.Group.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
      subitems: [engineLeading, enginePair])
    try expectEngineAnswers(view, Engine(section: Engine.Section(group: engineGroup)), counts: [6], scale: 2)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 10, y: 10, width: 242.5, height: 220))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 272.5, y: 130, width: 92.5, height: 100))
  }

  /// Pinned headers: the engine's answers at several offsets, and the header held at the top.
  @Test func pinnedHeadersAreTheEnginesPinnedHeaders() throws {
    func makeSection() -> NSCollectionLayoutSection {
      let section = rows(.absolute(100))
      section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    let layout = UICollectionViewCompositionalLayout { _, _ in makeSection() }
    let view = compositionalView(layout, counts: [6, 6])

    var engineSection = engineRows(.absolute(100))
    engineSection.contentInsets = EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    var engineHeader = Engine.BoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: .header,
      alignment: .top)
    engineHeader.pinToVisibleBounds = true
    engineSection.boundarySupplementaryItems = [engineHeader]
    let engine = Engine(sections: [engineSection, engineSection])

    let header = UICollectionView.elementKindSectionHeader
    for (offset, pinnedY) in [(0, 0), (300, 300), (640, 620), (700, 0)] as [(CGFloat, CGFloat)] {
      view.contentOffset = CGPoint(x: 0, y: offset)
      try expectEngineAnswers(view, engine, counts: [6, 6])
      let first = view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))
      #expect(first?.frame.minY == pinnedY, "offset \(offset)")
    }
    #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 375, height: 667)))
  }

  /// A section that scrolls sideways: groups across, past the width.
  @Test func anOrthogonalSectionIsTheEnginesOrthogonalSection() throws {
    let section = rows(.absolute(200), width: .fractionalWidth(0.8))
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let view = compositionalView(UICollectionViewCompositionalLayout(section: section), counts: [4], scale: 2)

    var engineSection = engineRows(.absolute(200), width: .fractionalWidth(0.8))
    engineSection.orthogonalScrollingBehavior = .groupPaging
    engineSection.interGroupSpacing = 10
    engineSection.contentInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    try expectEngineAnswers(view, Engine(section: engineSection), counts: [4], scale: 2)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 946, y: 0, width: 300, height: 200))
  }

  /// A background decoration behind a section with a header: cells and header raised to 1.
  @Test func aBackgroundDecorationIsTheEnginesBackground() throws {
    let section = rows(.absolute(44))
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
    ]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    let view = compositionalView(layout, counts: [3])

    var engineSection = engineRows(.absolute(44))
    engineSection.interGroupSpacing = 5
    engineSection.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    engineSection.boundarySupplementaryItems = [
      Engine.BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: .header,
        alignment: .top)
    ]
    engineSection.decorationItems = [
      Engine.DecorationItem(
        elementKind: "background", contentInsets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    ]
    try expectEngineAnswers(view, Engine(section: engineSection), counts: [3])
    let decoration = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(decoration?.frame == CGRect(x: 5, y: 5, width: 365, height: 182))
    #expect(decoration?.representedElementCategory == .decorationView)
    #expect(decoration?.zIndex == 0)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
  }

  /// Estimated heights keep their estimates: nothing measures cells here.
  @Test func estimatedHeightsKeepTheirEstimate() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let view = compositionalView(UICollectionViewCompositionalLayout(section: section), counts: [3])

    var engineSection = Engine.Section(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        subitems: [
          Engine.Item(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        ]))
    engineSection.interGroupSpacing = 8
    try expectEngineAnswers(view, Engine(section: engineSection), counts: [3])
    let frames = (0..<3).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames.map(\.height) == [44, 44, 44])
    #expect(frames.map(\.minY) == [0, 52, 104])
  }

  /// A custom group's provider gets the group's size, and its frames are the engine's custom
  /// frames; nested in a horizontal group, it gets its share of the row.
  @Test func customGroupsTakeTheirFramesFromTheProvider() throws {
    var containers: [CGSize] = []
    let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { environment in
      let box = environment.container.effectiveContentSize
      containers.append(box)
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: box.width / 2, height: box.height)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: box.width / 2, y: 0, width: box.width / 2, height: box.height / 2), zIndex: 2),
      ]
    }
    let section = NSCollectionLayoutSection(group: custom)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let view = compositionalView(UICollectionViewCompositionalLayout(section: section), counts: [5], width: 320)

    var engineSection = Engine.Section(
      group: .custom(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        items: [
          Engine.CustomItem(frame: Rect(x: 0, y: 0, width: 150, height: 100)),
          Engine.CustomItem(frame: Rect(x: 150, y: 0, width: 150, height: 50), zIndex: 2),
        ]))
    engineSection.contentInsets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    try expectEngineAnswers(view, Engine(section: engineSection), counts: [5])
    #expect(containers.last == CGSize(width: 300, height: 100))

    var nestedSizes: [CGSize] = []
    let nested = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))) {
      environment in
      nestedSizes.append(environment.container.contentSize)
      return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20))]
    }
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)),
      subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))), nested])
    let rowView = compositionalView(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), counts: [4], width: 320)
    rowView.layoutIfNeeded()
    #expect(nestedSizes.last == CGSize(width: 160, height: 80))
    #expect(
      rowView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 160, y: 0, width: 20, height: 20))
  }

  /// The section provider gets every section index and the container: the bounds, inset across
  /// the scroll axis by the safe area (the configuration's default reference), leading first.
  @Test func theSectionProviderReceivesTheContainer() throws {
    var asked: [Int] = []
    var containers: [(CGSize, CGSize, NSDirectionalEdgeInsets)] = []
    var scales: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      asked.append(index)
      let container = environment.container
      containers.append((container.contentSize, container.effectiveContentSize, container.effectiveContentInsets))
      scales.append(environment.traitCollection.displayScale)
      return index == 1 ? nil : rows(.absolute(50))
    }
    let view = compositionalView(layout, counts: [2, 3, 1], width: 320, height: 480, scale: 2)
    view.layoutIfNeeded()
    #expect(asked == [0, 1, 2])
    #expect(
      containers.allSatisfy { $0.0 == CGSize(width: 320, height: 480) && $0.1 == CGSize(width: 320, height: 480) })
    #expect(scales == [2, 2, 2])
    // A placeholder section (nil) has no elements.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 100)

    // With a safe area: inset across the scroll axis, leading on the right right to left.
    view.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 44, bottom: 0, right: 30))
    layout.invalidateLayout()
    view.layoutIfNeeded()
    let (whole, effective, insets) = try #require(containers.last)
    #expect(whole == CGSize(width: 320, height: 480))
    #expect(effective == CGSize(width: 246, height: 480))
    #expect(insets == NSDirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 30))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 44, y: 0, width: 246, height: 50))
    view.semanticContentAttribute = .forceRightToLeft
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(containers.last?.2 == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 44))
  }

  /// Right to left the engine mirrors itself: the layout does not ask the collection view to.
  @Test func rightToLeftIsTheEnginesMirror() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let view = compositionalView(layout, counts: [3], width: 200)
    view.semanticContentAttribute = .forceRightToLeft

    var engineItem = Engine.Item(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    engineItem.contentInsets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    let engine = Engine(
      section: Engine.Section(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
          subitems: [engineItem])))
    try expectEngineAnswers(view, engine, counts: [3], layoutDirection: .rightToLeft)
    #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
    // Item 0 is on the right, its leading inset on its right.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 100, y: 0, width: 90, height: 60))
  }

  /// The handler sees the visible items and the content offset; what it changes is what the
  /// layout returns, for the rect and the point queries; elements out of sight are untouched.
  @Test func visibleItemsHandlerChangesReachTheAttributes() throws {
    let section = rows(.absolute(50))
    var seen: [[IndexPath]] = []
    var offsets: [CGPoint] = []
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      seen.append(items.map(\.indexPath))
      offsets.append(offset)
      for item in items where item.representedElementCategory == .cell {
        item.alpha = 0.5
        item.zIndex = 7
        item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        if item.indexPath.item == 3 { item.isHidden = true }
        if item.indexPath.item == 4 { item.center.x += 10 }
      }
      _ = environment.container.contentSize
    }
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = compositionalView(layout, counts: [20], width: 200, height: 300)
    view.contentOffset = CGPoint(x: 0, y: 50)
    view.layoutIfNeeded()

    let visible = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(visible.map(\.indexPath.item) == Array(1...6))
    #expect(seen.last == (1...6).map { IndexPath(item: $0, section: 0) })
    #expect(offsets.last == CGPoint(x: 0, y: 50))
    #expect(
      visible.allSatisfy { $0.alpha == 0.5 && $0.zIndex == 7 && $0.transform == CGAffineTransform(scaleX: 0.9, y: 0.9) }
    )
    #expect(visible.filter(\.isHidden).map(\.indexPath.item) == [3])
    #expect(visible.first { $0.indexPath.item == 4 }?.frame == CGRect(x: 10, y: 200, width: 200, height: 50))
    // Out of sight: as the engine gives it.
    let below = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 200, height: 100)))
    #expect(below.map(\.indexPath.item) == [12, 13])
    #expect(below.allSatisfy { $0.alpha == 1 && $0.zIndex == 0 && !$0.isHidden })
    // A point query of a visible item has the changes too.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.alpha == 0.5)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 15, section: 0))?.alpha == 1)
  }

  /// The attributes come from the layout's `layoutAttributesClass`.
  @Test func attributesAreOfTheLayoutsClass() throws {
    let layout = MarkedCompositionalLayout(section: rows(.absolute(50)))
    let view = compositionalView(layout, counts: [3])
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForElements(in: view.bounds)?.allSatisfy { $0 is MarkedAttributes } == true)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is MarkedAttributes)
  }

  /// The layout keeps a copy of its configuration: changing the returned object changes
  /// nothing; assigning one invalidates the layout.
  @Test func theConfigurationIsCopiedAndAssigningItInvalidates() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.contentInsetsReference == .safeArea)
    let layout = UICollectionViewCompositionalLayout(section: rows(.absolute(50)), configuration: configuration)
    let view = compositionalView(layout, counts: [2, 2])
    view.layoutIfNeeded()
    #expect(view.contentSize.height == 200)
    configuration.interSectionSpacing = 30
    layout.configuration.interSectionSpacing = 40
    view.layoutIfNeeded()
    #expect(view.contentSize.height == 200)
    #expect(layout.configuration.interSectionSpacing == 0)
    layout.configuration = configuration
    view.layoutIfNeeded()
    #expect(view.contentSize.height == 230)
    #expect(layout.configuration !== layout.configuration)
  }

  /// A layout-wide header from the configuration extends the content; a horizontal
  /// configuration stacks sections left to right.
  @Test func theConfigurationReachesTheEngine() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 12
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(40), .fractionalHeight(1)), elementKind: "banner", alignment: .leading)
    ]
    let layout = UICollectionViewCompositionalLayout(
      section: rows(.fractionalHeight(1), width: .absolute(100)), configuration: configuration)
    let view = compositionalView(layout, counts: [2, 1], width: 300, height: 200)

    var engineConfiguration = Engine.Configuration()
    engineConfiguration.scrollDirection = .horizontal
    engineConfiguration.interSectionSpacing = 12
    engineConfiguration.boundarySupplementaryItems = [
      Engine.BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
        elementKind: "banner",
        alignment: .leading)
    ]
    let engine = Engine(
      section: engineRows(.fractionalHeight(1), width: .absolute(100)), configuration: engineConfiguration)
    try expectEngineAnswers(view, engine, counts: [2, 1])
    // The banner, two sections of 200 and 100 points, the spacing between them.
    #expect(view.contentSize == CGSize(width: 352, height: 200))
  }

  /// Factories return `Self`; copies keep the class and the values; the group describes itself.
  @Test func factoriesAndCopiesKeepTheClass() throws {
    let dimension = TaggedDimension.fractionalWidth(0.25)
    #expect(type(of: dimension) == TaggedDimension.self)
    #expect(dimension.isFractionalWidth && !dimension.isEstimated && dimension.dimension == 0.25)
    #expect(NSCollectionLayoutSpacing.flexible(4).isFlexible)
    #expect(NSCollectionLayoutSpacing.fixed(4).isFixed)
    let plain = NSCollectionLayoutAnchor(edges: [.top, .trailing])
    #expect(!plain.isAbsoluteOffset && !plain.isFractionalOffset && plain.offset == .zero)
    #expect(NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: 2, y: 0)).isAbsoluteOffset)
    #expect(NSCollectionLayoutAnchor(edges: .top, fractionalOffset: CGPoint(x: 0.5, y: 0)).isFractionalOffset)

    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    #expect(badge.zIndex == 1)
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item, item])
    group.interItemSpacing = .fixed(8)
    let copy = try #require(group.copy() as? NSCollectionLayoutGroup)
    #expect(copy !== group && copy.subitems.count == 2 && copy.interItemSpacing?.spacing == 8)
    #expect(group.visualDescription().contains("horizontal group"))
    #expect(group.visualDescription().contains("item fractionalWidth(0.5)"))

    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .topLeading,
      absoluteOffset: CGPoint(x: 0, y: -4))
    header.pinToVisibleBounds = true
    header.extendsBoundary = false
    header.zIndex = 2
    let headerCopy = try #require(header.copy() as? NSCollectionLayoutBoundarySupplementaryItem)
    #expect(headerCopy.pinToVisibleBounds && !headerCopy.extendsBoundary && headerCopy.zIndex == 2)
    #expect(headerCopy.alignment == .topLeading && headerCopy.offset == CGPoint(x: 0, y: -4))
    #expect(headerCopy.elementKind == "header" && headerCopy.containerAnchor.edges == [.top, .leading])

    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    #expect(background.zIndex == 0 && background.layoutSize.widthDimension.isFractionalWidth)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 3
    section.decorationItems = [background]
    let sectionCopy = try #require(section.copy() as? NSCollectionLayoutSection)
    #expect(sectionCopy.interGroupSpacing == 3 && sectionCopy.decorationItems.count == 1)
  }

  /// A collection view with a compositional layout renders its cells.
  @Test func renderingDrawsTheCells() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.visibleItemsInvalidationHandler = { items, _, _ in
      for item in items where item.indexPath.item == 1 { item.isHidden = true }
    }
    let view = makeCollectionView(
      UICollectionViewCompositionalLayout(section: section), dataSource: ColoredCells(counts: [6], color: .blue))
    view.backgroundColor = .white
    let image = try PNGCodec.decode(try view.render())
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let offset = (y * image.width + x) * 4
      return Array(image.rgba[offset..<offset + 4])
    }
    #expect(pixel(50, 50) == [0, 0, 255, 255])
    #expect(pixel(2, 2) == [255, 255, 255, 255])
    // Hidden by the handler.
    #expect(pixel(150, 50) == [255, 255, 255, 255])
    #expect(pixel(150, 150) == [0, 0, 255, 255])
  }
}
