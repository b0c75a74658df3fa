import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

@Suite struct CustomLayoutDecodingTests {
  func layout(_ json: String) throws(SceneError) -> any CollectionLayout {
    try decodeScene(#"{"bounds": {"width": 768, "height": 1024}, "sections": [], "layout": "# + json + "}").layout
  }

  @Test func lineTakesTheSeedDefaults() throws {
    let line = try #require(try layout(#"{"type": "line"}"#) as? LineLayout)
    // The Xamarin guide's LineLayout: 200×200 items, horizontal, line spacing 50, inset 400/0/400/0,
    // active distance 200, zoom factor 0.3.
    #expect(line == LineLayout())
    #expect(line.itemSize == Size(width: 200, height: 200))
    #expect(line.scrollDirection == .horizontal)
    #expect(line.minimumLineSpacing == 50)
    #expect(line.sectionInset == EdgeInsets(top: 400, left: 0, bottom: 400, right: 0))
    #expect(line.activeDistance == 200)
    #expect(line.zoomFactor == 0.3)
  }

  @Test func lineOverrides() throws {
    let spec = try layout(
      #"""
      {"type": "line", "itemSize": {"width": 100, "height": 120}, "scrollDirection": "vertical",
       "minimumLineSpacing": 20,
       "minimumInteritemSpacing": 5, "sectionInset": {"top": 220, "bottom": 200},
        "headerReferenceSize": {"width": 160, "height": 100},
       "footerReferenceSize": {"width": 10, "height": 10}, "activeDistance": 150, "zoomFactor": 0.5}
      """#)
    let line = try #require(spec as? LineLayout)
    #expect(line.itemSize == Size(width: 100, height: 120))
    #expect(line.scrollDirection == .vertical)
    #expect(line.minimumLineSpacing == 20 && line.minimumInteritemSpacing == 5)
    #expect(line.sectionInset == EdgeInsets(top: 220, left: 0, bottom: 200, right: 0))
    #expect(line.headerReferenceSize == Size(width: 160, height: 100))
    #expect(line.activeDistance == 150 && line.zoomFactor == 0.5)
  }

  @Test func circleAngleIsInDegrees() throws {
    let circle = try #require(
      try layout(#"{"type": "circle", "itemSize": {"width": 40, "height": 40}, "radius": 100, "startAngle": -90}"#)
        as? CircleLayout)
    #expect(circle.itemSize == Size(width: 40, height: 40))
    #expect(circle.radius == 100)
    #expect(circle.startAngle == -Double.pi / 2)
    let defaults = try #require(try layout(#"{"type": "circle"}"#) as? CircleLayout)
    #expect(defaults == CircleLayout())
  }

  @Test func waterfallEveryKey() throws {
    let spec = try layout(
      #"""
      {"type": "waterfall", "columnCount": 3, "minimumColumnSpacing": 8, "minimumInteritemSpacing": 6,
       "headerHeight": 44,
       "footerHeight": 20, "headerInset": {"left": 4}, "footerInset": 2, "sectionInset": 10,
        "itemRenderDirection": "rightToLeft",
       "minimumContentHeight": 2000, "sectionHeadersPinToVisibleBounds": true, "scrollDirection": "horizontal",
       "itemSize": {"width": 3, "height": 4}}
      """#)
    let waterfall = try #require(spec as? WaterfallLayout)
    #expect(waterfall.columnCount == 3)
    #expect(waterfall.minimumColumnSpacing == 8 && waterfall.minimumInteritemSpacing == 6)
    #expect(waterfall.headerHeight == 44 && waterfall.footerHeight == 20)
    #expect(waterfall.headerInset == EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
    #expect(waterfall.footerInset == EdgeInsets(all: 2))
    #expect(waterfall.sectionInset == EdgeInsets(all: 10))
    #expect(waterfall.itemRenderDirection == .rightToLeft)
    #expect(waterfall.minimumContentHeight == 2000)
    #expect(waterfall.sectionHeadersPinToVisibleBounds)
    #expect(waterfall.scrollDirection == .horizontal)
    #expect(waterfall.itemSize == Size(width: 3, height: 4))
    let defaults = try #require(try layout(#"{"type": "waterfall"}"#) as? WaterfallLayout)
    #expect(defaults == WaterfallLayout())
  }

  @Test func waterfallSectionOverrides() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 375, "height": 667}, "layout": {"type": "waterfall"},
       "sections": [{"itemCount": 1, "columnCount": 4, "minimumColumnSpacing": 3, "headerInset": 1,
        "footerInset": {"bottom": 2}}]}
      """#)
    let metrics = scene.sections[0].metrics
    #expect(metrics.columnCount == 4)
    #expect(metrics.minimumColumnSpacing == 3)
    #expect(metrics.headerInset == EdgeInsets(all: 1))
    #expect(metrics.footerInset == EdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
  }

  @Test func waterfallDefaultItemSizeIsItsReferenceSize() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 375, "height": 667}, "layout": {"type": "waterfall", "itemSize": {"width": 2, "height": 3}},
       "sections": [{"items": ["a", {"size": {"width": 1, "height": 1}}]}]}
      """#)
    #expect(scene.layoutContent.sections[0].itemSizes == [Size(width: 2, height: 3), Size(width: 1, height: 1)])
  }

  @Test func decorationStyles() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 100, "height": 100}, "sections": [],
       "style": {"decorations": {"background": {"backgroundColor": "#00F"}, "grid": {"borderColor": "black",
        "borderWidth": 1}}}}
      """#)
    #expect(scene.style.decorations["background"] == ViewStyle(backgroundColor: Color(red: 0, green: 0, blue: 1)))
    #expect(scene.style.decorations["grid"] == ViewStyle(borderColor: .black, borderWidth: 1))
    // The Xamarin guide's red decoration view by default.
    #expect(Style().decorations["background"] == ViewStyle(backgroundColor: .uiRed))
  }

  static let badCases: [(String, String)] = [
    (#"{"type": "waterfall", "columnCount": 0}"#, "$.layout.columnCount: must be ≥ 1, got 0"),
    (#"{"type": "waterfall", "columnCount": -2}"#, "$.layout.columnCount: must be ≥ 1, got -2"),
    (#"{"type": "waterfall", "columnCount": 2.5}"#, "$.layout.columnCount: must be a whole number, got 2.5"),
    (#"{"type": "waterfall", "columnCount": 5000}"#, "$.layout.columnCount: must be ≤ 1000, got 5000"),
    (
      #"{"type": "waterfall", "minimumColumnSpacing": -1}"#,
      "$.layout.minimumColumnSpacing: must not be negative, got -1"
    ),
    (
      #"{"type": "waterfall", "minimumInteritemSpacing": 1e999}"#,
      "$.layout.minimumInteritemSpacing: number is out of range (not finite)"
    ),
    (
      #"{"type": "waterfall", "itemRenderDirection": "upward"}"#,
      "$.layout.itemRenderDirection: \"upward\" is not one of: shortestFirst, leftToRight, rightToLeft"
    ),
    (
      #"{"type": "waterfall", "itemSize": {"width": -1, "height": 1}}"#,
      "$.layout.itemSize.width: must not be negative, got -1"
    ),
    (#"{"type": "line", "activeDistance": 0}"#, "$.layout.activeDistance: must be greater than 0"),
    (#"{"type": "line", "zoomFactor": -0.1}"#, "$.layout.zoomFactor: must not be negative, got -0.1"),
    (#"{"type": "line", "columnCount": 2}"#, "$.layout.columnCount: unknown key \"columnCount\""),
    (#"{"type": "circle", "radius": -5}"#, "$.layout.radius: must not be negative, got -5"),
    (#"{"type": "circle", "startAngle": "north"}"#, "$.layout.startAngle: expected a number, got a string"),
    (
      #"{"type": "circle", "itemSize": {"width": 1e999, "height": 1}}"#,
      "$.layout.itemSize.width: number is out of range (not finite)"
    ),
  ]

  @Test(arguments: badCases)
  func badLayouts(json: String, expected: String) {
    do {
      _ = try layout(json)
      Issue.record("decoded: \(json)")
    } catch {
      #expect(error.description.hasPrefix("scene.json: " + expected), "\(error.description)")
    }
  }

  @Test func badSectionColumnCount() {
    let error = sceneError(
      #"{"bounds": {"width": 100, "height": 100}, "layout": {"type": "waterfall"}, "sections": [{"columnCount": 0}]}"#)
    #expect(
      error?.description.hasPrefix("scene.json: $.sections[0].columnCount: must be ≥ 1, got 0") == true,
      "\(String(describing: error))")
  }
}
