import CollectionLayout
import DisplayList
import Geometry
import SceneFile
import SceneModel
import Testing

@testable import SceneComposer

@Suite struct SceneComposerTests {
  let viewport = Viewport(contentOffset: Point(x: 0, y: 100), size: Size(width: 200, height: 300))

  func scene(_ items: [ItemData], header: String? = nil) -> Scene {
    Scene(
      bounds: Size(width: 200, height: 300),
      sections: [SectionData(items: items, header: header.map { SupplementaryData(title: $0) })])
  }

  func cell(_ item: Int, frame: Rect, zIndex: Int = 0) -> LayoutAttributes {
    LayoutAttributes(element: .cell(ElementIndexPath(item: item, section: 0)), frame: frame, zIndex: zIndex)
  }

  /// The group for each drawn element, in paint order.
  func groups(_ list: DisplayList) -> [DisplayGroup] {
    list.nodes.compactMap { if case .group(let group) = $0 { group } else { nil } }
  }

  @Test func cellIsItsThreeViewsInViewportSpace() {
    let list = SceneComposer.compose(
      scene([ItemData(title: "Monkey", isSelected: true)]),
      attributes: [cell(0, frame: Rect(x: 10, y: 120, width: 50, height: 40))], viewport: viewport)
    #expect(list.size == Size(width: 200, height: 300))
    #expect(list.background == .white)
    let group = groups(list)[0]
    // Content (10, 120) shows at (10, 20) when the content offset is y = 100.
    #expect(group.transform == .translation(10, 20))
    let bounds = Rect(x: 0, y: 0, width: 50, height: 40)
    #expect(group.children.count == 3)
    #expect(group.children[0] == .shape(ShapeNode(rect: bounds, fill: .uiOrange)))
    #expect(group.children[1] == .shape(ShapeNode(rect: bounds, fill: .uiGreen)))
    // The content view: scaled 0.8 about the cell's centre, white with a light-grey 2-pt border,
    // holding the centred title.
    guard case .group(let content) = group.children[2] else {
      Issue.record("no content group")
      return
    }
    #expect(content.transform.apply(to: Point(x: 25, y: 20)) == Point(x: 25, y: 20))
    #expect(content.transform.apply(to: Point(x: 0, y: 0)) == Point(x: 5, y: 4))
    #expect(
      content.children[0]
        == .shape(ShapeNode(rect: bounds, fill: .white, border: Border(color: .uiLightGray, width: 2))))
    guard case .text(let title) = content.children[1] else {
      Issue.record("no title")
      return
    }
    #expect(title.text == "Monkey")
    #expect(title.frame == bounds)
    #expect(title.alignment == .center)
  }

  @Test func unselectedCellHasNoSelectedBackground() {
    let list = SceneComposer.compose(
      scene([ItemData(title: "a")]), attributes: [cell(0, frame: Rect(x: 0, y: 100, width: 50, height: 50))],
      viewport: viewport)
    #expect(groups(list)[0].children.count == 2)
  }

  @Test func highlightedCellUsesTheHighlightColour() {
    let list = SceneComposer.compose(
      scene([ItemData(isHighlighted: true)]), attributes: [cell(0, frame: Rect(x: 0, y: 100, width: 50, height: 50))],
      viewport: viewport)
    guard case .group(let content) = groups(list)[0].children[1], case .shape(let shape) = content.children[0] else {
      Issue.record("no content view")
      return
    }
    #expect(shape.fill == .uiYellow)
  }

  @Test func paintOrderFollowsZIndexThenQueryOrder() {
    let header = LayoutAttributes(
      element: .supplementary(.header, ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 100, width: 200, height: 44),
      zIndex: 10)
    let list = SceneComposer.compose(
      scene([ItemData(title: "a"), ItemData(title: "b"), ItemData(title: "c")], header: "H"),
      attributes: [
        header, cell(0, frame: Rect(x: 0, y: 100, width: 50, height: 50)),
        cell(1, frame: Rect(x: 60, y: 100, width: 50, height: 50), zIndex: 1),
        cell(2, frame: Rect(x: 120, y: 100, width: 50, height: 50)),
      ],
      viewport: viewport)
    let xs = groups(list).map { $0.transform.tx }
    // z 0: cells 0 and 2 in query order; z 1: cell 1; z 10: the header.
    #expect(xs == [0, 120, 60, 0])
  }

  @Test func hiddenAndTransparentElementsAreNotDrawn() {
    var hidden = cell(0, frame: Rect(x: 0, y: 100, width: 50, height: 50))
    hidden.isHidden = true
    var transparent = cell(1, frame: Rect(x: 0, y: 100, width: 50, height: 50))
    transparent.alpha = 0
    var faded = cell(2, frame: Rect(x: 0, y: 100, width: 50, height: 50))
    faded.alpha = 0.5
    let list = SceneComposer.compose(
      scene([ItemData(), ItemData(), ItemData()]), attributes: [hidden, transparent, faded], viewport: viewport)
    #expect(groups(list).map(\.opacity) == [0.5])
  }

  @Test func transformAppliesAboutTheCentre() {
    var zoomed = cell(0, frame: Rect(x: 100, y: 200, width: 40, height: 20))
    zoomed.transform = .scale(2, 2)
    let group = groups(SceneComposer.compose(scene([ItemData()]), attributes: [zoomed], viewport: viewport))[0]
    // The centre (120, 210) in content is (120, 110) on screen, and stays put; the top-left corner
    // (local 0, 0) moves out to 2× its distance from the centre.
    #expect(group.transform.apply(to: Point(x: 20, y: 10)) == Point(x: 120, y: 110))
    #expect(group.transform.apply(to: Point(x: 0, y: 0)) == Point(x: 80, y: 90))
  }

  @Test func headerIsItsLabelWithTheSectionTitle() {
    let header = LayoutAttributes(
      element: .supplementary(.header, ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 100, width: 200, height: 44),
      zIndex: 10)
    let group = groups(SceneComposer.compose(scene([], header: "Animals"), attributes: [header], viewport: viewport))[0]
    // The Xamarin guide's header: a yellow label across the view, text inset 16 from the leading edge.
    #expect(group.children[0] == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 200, height: 44), fill: .uiYellow)))
    guard case .text(let text) = group.children[1] else {
      Issue.record("no text")
      return
    }
    #expect(text.text == "Animals")
    #expect(text.frame == Rect(x: 16, y: 0, width: 168, height: 44))
    #expect(text.alignment == .natural)
  }

  @Test func elementsOfMissingDataAreSkipped() {
    let list = SceneComposer.compose(
      scene([]), attributes: [cell(5, frame: Rect(x: 0, y: 100, width: 50, height: 50))], viewport: viewport)
    #expect(list.nodes.isEmpty)
  }
}
