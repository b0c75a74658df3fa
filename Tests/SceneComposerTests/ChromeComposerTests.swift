import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneComposer

@Suite("System bars over the content")
struct ChromeComposerTests {
  func list(_ chrome: DeviceChrome, style: UserInterfaceStyle = .light) -> DisplayList {
    var scene = Scene(bounds: Size(width: 390, height: 844), sections: [SectionData(itemCount: 1)])
    scene.scale = 3
    scene.traits.userInterfaceStyle = style
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
    let charge = { (shapes: [ShapeNode]) in
      shapes.first { $0.fill == ChromeComposer.Palette.light.ink && $0.rect.height == 8 }
    }
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

  func paths(_ list: DisplayList) -> [PathNode] {
    list.nodes.compactMap { if case .path(let path) = $0 { path } else { nil } }
  }

  @Test func signalAndWifiGlyphsSitLeftOfTheBattery() throws {
    let list = list(DeviceChrome())
    // The battery's outline: 25 × 12, its cap's right edge 16 points from the right.
    let battery = try #require(shapes(list).first { $0.border != nil && $0.rect.width == 25 })
    #expect(battery.rect.maxX == 390 - 16 - 2)
    // Four signal bars, 3 points wide, rising left to right, on one baseline.
    let bars = shapes(list).filter { $0.rect.width == 3 }
    #expect(bars.map(\.rect.height) == [4, 6.5, 9, 11])
    #expect(Set(bars.map(\.rect.maxY)).count == 1)
    // The Wi-Fi fan: a wedge and two bands between the bars and the battery, 5 points from each.
    let fan = paths(list)
    #expect(fan.count == 3)
    let wifiRight = battery.rect.minX - 5
    let wifiLeft = wifiRight - StatusBarGlyphs.wifiWidth
    #expect(abs(try #require(bars.last).rect.maxX - (wifiLeft - 5)) < 1e-9)
    for path in fan {
      for case .move(let point) in path.elements {
        #expect(point.x >= wifiLeft - 1e-9 && point.x <= wifiRight + 1e-9)
      }
    }
    // All of it inside the 44-point status bar, right of the time.
    let time = try #require(texts(list).first { $0.text == "9:41" })
    #expect(bars.allSatisfy { $0.rect.minY > 0 && $0.rect.maxY < 44 && $0.rect.minX > time.frame.maxX })
  }

  @Test func darkModeDrawsLightGlyphsOverADarkBar() throws {
    let chrome = DeviceChrome(navigationBar: .init(title: "Animals"))
    let light = list(chrome)
    let dark = list(chrome, style: .dark)
    let white = Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF)
    #expect(texts(dark).allSatisfy { $0.color == white }, "the time and the title")
    #expect(texts(light).allSatisfy { $0.color == Color(red8: 0, green8: 0, blue8: 0) })
    #expect(paths(dark).allSatisfy { $0.fill == white } && paths(dark).count == 3)
    #expect(shapes(dark).filter { $0.rect.width == 3 }.allSatisfy { $0.fill == white })
    let bar = { (list: DisplayList) in shapes(list).first { $0.rect == Rect(x: 0, y: 0, width: 390, height: 88) } }
    #expect(try #require(bar(dark)).fill == ChromeComposer.Palette.dark.bar)
    #expect(try #require(bar(light)).fill == ChromeComposer.Palette.light.bar)
    // The home indicator: white in dark mode.
    let pill = { (list: DisplayList) in shapes(list).first { $0.rect.width == 134 && $0.rect.height == 5 } }
    #expect(try #require(pill(dark)).fill == white)
  }

  struct Missing: Error {}
}
