import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneComposer

@Suite("System bars over the content")
struct ChromeComposerTests {
  func list(_ chrome: DeviceChrome) -> DisplayList {
    var scene = Scene(bounds: Size(width: 390, height: 844), sections: [SectionData(itemCount: 1)])
    scene.scale = 3
    scene.addChrome(chrome)
    return SceneComposer.compose(
      scene,
      attributes: [
        LayoutAttributes(
          element: .cell(ElementIndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 50, height: 50))
      ], viewport: scene.viewport, measure: EstimatedTextMeasure())
  }

  func texts(_ list: DisplayList) -> [TextNode] {
    list.nodes.compactMap { if case .text(let text) = $0 { text } else { nil } }
  }

  func shapes(_ list: DisplayList) -> [ShapeNode] {
    list.nodes.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
  }

  @Test func statusBarAndHomeIndicatorAreDrawnAboveTheCells() throws {
    let list = list(DeviceChrome())
    // The cell first (content at rest under the 44-point status bar), the bars after it.
    guard case .group(let cell) = list.nodes.first else { throw Missing() }
    #expect(cell.transform == .translation(0, 44))
    let time = try #require(texts(list).first)
    #expect(time.text == "9:41" && time.frame.maxY == 44)
    // The home indicator: a 134 × 5 pill, centred, 8 points above the bottom.
    #expect(shapes(list).contains { $0.rect == Rect(x: 128, y: 831, width: 134, height: 5) && $0.cornerRadius == 2.5 })
  }

  @Test func theBatteryIsFilledToItsLevel() throws {
    let half = shapes(list(DeviceChrome(statusBar: .init(batteryLevel: 0.5))))
    let full = shapes(list(DeviceChrome()))
    let charge = { (shapes: [ShapeNode]) in shapes.first { $0.fill == ChromeComposer.ink && $0.rect.height == 8 } }
    #expect(try #require(charge(full)).rect.width == 21)
    #expect(try #require(charge(half)).rect.width == 10.5)
    #expect(charge(shapes(list(DeviceChrome(statusBar: .init(batteryLevel: 0))))) == nil)
  }

  @Test func navigationBarsInlineAndLarge() throws {
    let inline = list(DeviceChrome(navigationBar: .init(title: "Animals")))
    let title = try #require(texts(inline).first { $0.text == "Animals" })
    #expect(title.alignment == .center && title.font.size == 17 && title.frame.minY == 44)
    // The bar's background reaches under the status bar, a one-pixel hairline under it.
    #expect(shapes(inline).contains { $0.rect == Rect(x: 0, y: 0, width: 390, height: 88) })
    #expect(shapes(inline).contains { $0.rect == Rect(x: 0, y: 88, width: 390, height: 1.0 / 3) })
    let large = list(DeviceChrome(navigationBar: .init(title: "Animals", largeTitle: true)))
    let largeTitle = try #require(texts(large).first { $0.text == "Animals" })
    #expect(largeTitle.alignment == .left && largeTitle.font.size == 34 && largeTitle.frame.minX == 16)
    #expect(shapes(large).contains { $0.rect == Rect(x: 0, y: 0, width: 390, height: 140) })
  }

  struct Missing: Error {}
}
