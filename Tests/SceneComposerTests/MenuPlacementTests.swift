import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneComposer

/// The edit menu's callout placed as UIMenuController places it, at every edge of the viewport
/// and of its safe area (the content inset), and paged when wider than the viewport.
@Suite("Edit menu placement at every edge")
struct MenuPlacementTests {
  /// 10 points per character, 17 tall: "Cut", "Copy", "Paste" are 54, 64 and 74 points with
  /// their padding; with two hairlines of 0.5 pt the callout is 193 wide and 36 tall.
  struct FixedMeasure: TextMeasuring {
    func measure(_ text: String, font: FontDescription) -> Size { Size(width: Double(text.count) * 10, height: 17) }
  }

  /// The callout: its body (the titles' union), the arrow's tip, whether it points down, the titles.
  struct Callout {
    var body: Rect
    var tip: Point
    var pointsDown: Bool
    var titles: [String]
  }

  static let size = Size(width: 320, height: 300)

  func callout(
    _ target: Rect, inset: EdgeInsets = .zero, direction: EditMenu.ArrowDirection = .default,
    actions: [String] = ["Cut", "Copy", "Paste"], size: Size = size
  ) throws -> Callout {
    var scene = Scene(
      bounds: size, sections: [SectionData(items: [ItemData()])],
      menu: EditMenu(indexPath: ElementIndexPath(item: 0, section: 0), actions: actions, arrowDirection: direction))
    scene.scale = 2
    let viewport = Viewport(contentOffset: .zero, size: size, contentInset: inset)
    let list = SceneComposer.compose(
      scene, attributes: [LayoutAttributes(element: .cell(ElementIndexPath(item: 0, section: 0)), frame: target)],
      viewport: viewport, measure: FixedMeasure())
    let groups = list.nodes.compactMap { if case .group(let group) = $0 { group } else { nil } }
    let menu = try #require(groups.last)
    guard case .path(let path) = menu.children.first else { throw MenuMissing() }
    let texts = menu.children.compactMap { if case .text(let text) = $0 { text } else { nil } }
    let body = texts.dropFirst().reduce(texts[0].frame) { $0.union($1.frame) }
    let lines = path.elements.compactMap { if case .line(let point) = $0 { point } else { nil } }
    // The tip is the arrow's point farthest from the body.
    let tip = try #require(lines.max { abs($0.y - body.midY) < abs($1.y - body.midY) })
    return Callout(body: body, tip: tip, pointsDown: tip.y > body.maxY, titles: texts.map(\.text))
  }

  struct MenuMissing: Error {}

  /// Whether the body and the arrow are inside `rect` less the 6-point margin.
  func inside(_ callout: Callout, _ rect: Rect) -> Bool {
    let allowed = rect.inset(by: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
    return callout.body.minX >= allowed.minX && callout.body.maxX <= allowed.maxX
      && callout.body.minY >= allowed.minY && callout.body.maxY <= allowed.maxY
  }

  @Test("In the middle: above the item, centred, the arrow's tip at the centre of its top edge")
  func middle() throws {
    let menu = try callout(Rect(x: 120, y: 150, width: 80, height: 80))
    #expect(menu.pointsDown)
    #expect(menu.tip == Point(x: 160, y: 150))
    #expect(menu.body.midX == 160 && menu.body.maxY == 150 - 8)
  }

  @Test("Top edge: no room above, so below the item with the arrow up at its bottom edge")
  func topEdge() throws {
    let menu = try callout(Rect(x: 120, y: 20, width: 80, height: 60))
    #expect(!menu.pointsDown)
    #expect(menu.tip == Point(x: 160, y: 80))
    #expect(menu.body.minY == 80 + 8)
    #expect(inside(menu, Rect(origin: .zero, size: Self.size)))
  }

  @Test("Bottom edge: above the item, whatever the room below")
  func bottomEdge() throws {
    let menu = try callout(Rect(x: 120, y: 250, width: 80, height: 50))
    #expect(menu.pointsDown)
    #expect(menu.tip == Point(x: 160, y: 250))
    #expect(inside(menu, Rect(origin: .zero, size: Self.size)))
  }

  @Test("Left edge: pushed in to the margin, the arrow still at the item's centre")
  func leftEdge() throws {
    let menu = try callout(Rect(x: 10, y: 150, width: 40, height: 40))
    #expect(menu.body.minX == 6)
    #expect(menu.tip == Point(x: 30, y: 150))
  }

  @Test("Right edge: pushed in to the margin, the arrow still at the item's centre")
  func rightEdge() throws {
    let menu = try callout(Rect(x: 270, y: 150, width: 40, height: 40))
    #expect(menu.body.maxX == 320 - 6)
    #expect(menu.tip == Point(x: 290, y: 150))
  }

  @Test("A corner: the arrow stops short of the rounded corner instead of leaving the body")
  func corner() throws {
    let menu = try callout(Rect(x: 0, y: 0, width: 12, height: 40))
    #expect(!menu.pointsDown)
    #expect(menu.body.minX == 6)
    #expect(menu.tip.x == 6 + 8 + 9 && menu.tip.y == 40)
  }

  @Test("Safe area at the top (a navigation bar's inset): the callout goes below instead of under the bar")
  func safeAreaTop() throws {
    let inset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    let menu = try callout(Rect(x: 120, y: 100, width: 80, height: 60), inset: inset)
    #expect(!menu.pointsDown, "100 − 8 − 36 = 56 is under the 64-point bar")
    #expect(menu.tip == Point(x: 160, y: 160))
    let free = try callout(Rect(x: 120, y: 100, width: 80, height: 60))
    #expect(free.pointsDown, "without the inset there is room above")
  }

  @Test("Safe area at the sides: clamped inside the left and right insets")
  func safeAreaSides() throws {
    let inset = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
    let left = try callout(Rect(x: 44, y: 150, width: 20, height: 40), inset: inset)
    #expect(left.body.minX == 44 + 6)
    let right = try callout(Rect(x: 256, y: 150, width: 20, height: 40), inset: inset)
    #expect(right.body.maxX == 320 - 44 - 6)
  }

  @Test("Safe area at the bottom: an item under the home indicator's inset still gets its callout above")
  func safeAreaBottom() throws {
    let inset = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    let menu = try callout(Rect(x: 120, y: 240, width: 80, height: 60), inset: inset)
    #expect(menu.pointsDown && menu.tip.y == 240)
    #expect(inside(menu, Rect(x: 0, y: 0, width: 320, height: 266)))
  }

  @Test("An item taller than the viewport: the callout hangs from the top of its visible part, on screen")
  func tallItem() throws {
    let menu = try callout(Rect(x: 40, y: -100, width: 240, height: 500))
    #expect(!menu.pointsDown)
    #expect(menu.tip == Point(x: 160, y: 0))
    #expect(inside(menu, Rect(origin: .zero, size: Self.size)))
  }

  @Test("Asked to point up at the bottom or down at the top: the direction is kept, as UIKit keeps it")
  func forcedDirections() throws {
    #expect(!(try callout(Rect(x: 120, y: 150, width: 80, height: 40), direction: .up)).pointsDown)
    #expect(try callout(Rect(x: 120, y: 150, width: 80, height: 40), direction: .down).pointsDown)
  }

  @Test("Wider than the viewport: the first page shows the actions that fit and a next-page button")
  func paging() throws {
    let actions = ["Cut", "Copy", "Paste", "Replace…", "Look Up", "Share…"]
    let menu = try callout(
      Rect(x: 80, y: 150, width: 40, height: 40), actions: actions, size: Size(width: 300, height: 300))
    // 54 + 64 + 74 + 104 = 296.5 with hairlines: more than 300 − 12 with the button (10 + 12).
    #expect(menu.titles == ["Cut", "Copy", "Paste", "▸"])
    #expect(menu.body.width <= 300 - 12)
    #expect(inside(menu, Rect(x: 0, y: 0, width: 300, height: 300)))
    let all = try callout(
      Rect(x: 80, y: 150, width: 40, height: 40), actions: actions, size: Size(width: 600, height: 300))
    #expect(all.titles == actions, "every action fits: no paging")
  }

  @Test("A single action wider than the viewport is kept (and clipped), not replaced by the button")
  func oneWideAction() {
    let page = MenuComposer.firstPage(
      [(title: "An extremely long title", width: 400)], nextPageWidth: 22, hairline: 0.5, available: 300)
    #expect(page.titles == ["An extremely long title"])
  }
}
