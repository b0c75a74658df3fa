import CollectionLayout
import Geometry
import Testing

/// List sections answer the layout queries as any compositional section does: rect queries
/// give exactly the elements that overlap (separators found with their rows), the one-element
/// queries agree with them, measured rows keep the minimum height, and right to left mirrors
/// the list facts with the frames (see docs/lists-and-cells.md).
@Suite struct CompositionalListTests {
  static func prepared(
    _ appearance: ListAppearance, headerMode: ListConfiguration.HeaderMode = .supplementary, counts: [Int] = [7, 5],
    itemSizes: [[Size]?]? = nil,
    environment: LayoutEnvironment = LayoutEnvironment(
      boundsSize: Size(width: 375, height: 300), scale: 3)
  ) -> any PreparedCollectionLayout {
    var configuration = ListConfiguration(appearance: appearance)
    configuration.headerMode = headerMode
    configuration.footerMode = .supplementary
    let content = LayoutContent(
      sections: counts.enumerated().map { index, count in
        LayoutContent.Section(itemCount: count, itemSizes: itemSizes?[index])
      })
    return CompositionalLayout.list(using: configuration).prepare(content, in: environment)
  }

  static func key(_ attributes: LayoutAttributes) -> String { "\(attributes.element) \(attributes.frame)" }

  @Test(arguments: ListAppearance.allCases, [false, true])
  func rectQueriesGiveExactlyTheOverlappingElements(appearance: ListAppearance, measured: Bool) {
    // Measured rows take the per-repetition path; unmeasured ones repeat one solution.
    let sizes = [7, 5].map { count in (0..<count).map { Size(width: 375, height: 30 + 7 * Double($0)) } }
    let layout = Self.prepared(appearance, itemSizes: measured ? sizes : nil)
    for offset in stride(from: -40.0, through: 900, by: 37) {
      let viewport = Viewport(contentOffset: Point(x: 0, y: offset), size: Size(width: 375, height: 300))
      let all = layout.allLayoutAttributes(viewport: viewport)
      for rect in [viewport.bounds, Rect(x: 10, y: offset + 40.5, width: 30, height: 0.4)] {
        let expected = Set(all.filter { $0.frame.overlaps(rect) }.map(Self.key))
        let answered = Set(layout.layoutAttributesForElements(in: rect, viewport: viewport).map(Self.key))
        #expect(answered == expected, "\(appearance) (measured: \(measured)) at \(offset), \(rect)")
      }
    }
  }

  @Test(arguments: ListAppearance.allCases)
  func singleElementQueriesAgreeWithTheRectQuery(appearance: ListAppearance) {
    let layout = Self.prepared(appearance, headerMode: .firstItemInSection)
    let viewport = Viewport(contentOffset: Point(x: 0, y: 100), size: Size(width: 375, height: 300))
    let all = layout.allLayoutAttributes(viewport: viewport)
    #expect(all.contains { $0.element.kind == .listBackground })
    for attributes in all {
      let path = attributes.element.indexPath
      let single: LayoutAttributes?
      switch attributes.element {
      case .cell: single = layout.layoutAttributesForItem(at: path, viewport: viewport)
      case .supplementary(let kind, _):
        single = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path, viewport: viewport)
      case .decoration(let kind, _):
        single = layout.layoutAttributesForDecorationView(ofKind: kind, at: path, viewport: viewport)
      }
      #expect(single == attributes, "\(attributes.element)")
    }
    // A row without a separator answers nil for it.
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: .listBottomSeparator, at: ElementIndexPath(item: 0, section: 0), viewport: viewport) == nil)
  }

  @Test func measuredRowsKeepTheMinimumButNotTheHeaderItem() throws {
    let sizes = [Size(width: 375, height: 30), Size(width: 375, height: 30), Size(width: 375, height: 61.5)]
    let layout = Self.prepared(
      .plain, headerMode: .firstItemInSection, counts: [3], itemSizes: [sizes],
      environment: LayoutEnvironment(boundsSize: Size(width: 375, height: 600), scale: 2))
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 375, height: 600))
    let heights = (0..<3).map {
      layout.layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0), viewport: viewport)?.frame.height
    }
    #expect(heights == [30, 44, 61.5])
  }

  @Test func hitTestingFindsRowsUnderTheirSeparators() {
    let layout = Self.prepared(.plain, headerMode: .none, counts: [3])
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 375, height: 300))
    // The bottom pixel row of row 0 (y 43.67…44) carries its separator; the cell is still found.
    #expect(
      layout.indexPathForItem(at: Point(x: 100, y: 43.9), viewport: viewport) == ElementIndexPath(item: 0, section: 0))
  }

  @Test func rightToLeftMirrorsMarginsAndCorners() throws {
    var environment = LayoutEnvironment(
      boundsSize: Size(width: 375, height: 600), scale: 2,
      safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    let path = ElementIndexPath(item: 0, section: 0)
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 375, height: 600))
    let leftToRight = try #require(
      Self.prepared(.plain, headerMode: .none, counts: [2], environment: environment)
        .layoutAttributesForItem(at: path, viewport: viewport)?.listCell)
    environment.layoutDirection = .rightToLeft
    let rightToLeft = try #require(
      Self.prepared(.plain, headerMode: .none, counts: [2], environment: environment)
        .layoutAttributesForItem(at: path, viewport: viewport)?.listCell)
    // The safe area is on the screen's left either way: the left margin stays 44 + 16.
    #expect(leftToRight.layoutMargins == EdgeInsets(top: 0, left: 60, bottom: 0, right: 16))
    #expect(rightToLeft.layoutMargins == leftToRight.layoutMargins)
    let corners = ListCellAttributes(appearance: .insetGrouped, maskedCorners: [.topLeft, .bottomLeft])
    #expect(corners.mirroredHorizontally.maskedCorners == [.topRight, .bottomRight])
  }
}
