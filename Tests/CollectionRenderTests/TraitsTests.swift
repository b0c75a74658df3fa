import Foundation
import Testing

@testable import CollectionRender

/// Right to left mirrors exactly the layouts that opt in; dark mode and Dynamic Type resolve to
/// the tables' values in the rendered pixels.
@Suite struct TraitsTests {
  /// Every sample scene whose layout mirrors in right to left (the flow layout and the line layout).
  static let flowSamples: [String] = SampleScenesTests.scenes.filter { relative in
    guard let scene = try? SceneLoader.load(path: SampleScenesTests.samples + "/" + relative) else { return false }
    return scene.layout.flipsHorizontallyInOppositeLayoutDirection
  }

  static func attributes(_ scene: Scene, direction: LayoutDirection) -> (Size, [LayoutAttributes]) {
    var scene = scene
    scene.traits.layoutDirection = direction
    let pipeline = Pipeline(scene: scene)
    return (pipeline.prepared.contentSize, pipeline.prepared.allLayoutAttributes(viewport: pipeline.viewport()))
  }

  @Test func thereAreFlowSamples() {
    #expect(Self.flowSamples.count >= 10, "\(Self.flowSamples)")
  }

  @Test("right-to-left flow and line frames are the exact mirror of left-to-right ones", arguments: flowSamples)
  func flowMirrors(_ relative: String) throws {
    let scene = try SceneLoader.load(path: SampleScenesTests.samples + "/" + relative)
    let (size, ltr) = Self.attributes(scene, direction: .leftToRight)
    let (mirroredSize, rtl) = Self.attributes(scene, direction: .rightToLeft)
    #expect(size == mirroredSize)
    #expect(ltr.count == rtl.count, "\(relative)")
    for (left, right) in zip(ltr, rtl) {
      #expect(left.element == right.element)
      #expect(
        right.frame
          == Rect(
            x: size.width - left.frame.minX - left.frame.width, y: left.frame.minY, width: left.frame.width,
            height: left.frame.height), "\(relative): \(left.element)")
    }
  }

  /// A user's layout: two items side by side, opting in to mirroring or not.
  struct TwoItems: CollectionLayout, PreparedCollectionLayout {
    var flipsHorizontallyInOppositeLayoutDirection: Bool
    var environment = LayoutEnvironment(boundsSize: Size(width: 100, height: 100))
    var contentSize: Size { Size(width: 100, height: 100) }

    func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
      var prepared = self
      prepared.environment = environment
      return prepared
    }
    func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
      [0, 1].compactMap { layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0), viewport: viewport) }
    }
    func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
      LayoutAttributes(
        element: .cell(indexPath), frame: Rect(x: 10 + 50 * Double(indexPath.item), y: 0, width: 30, height: 20))
    }
    func layoutAttributesForSupplementaryView(
      ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
    ) -> LayoutAttributes? { nil }
  }

  @Test func aLayoutThatDoesNotOptInIsNotMirrored() {
    let scene = Scene(
      bounds: Size(width: 100, height: 100), layout: TwoItems(flipsHorizontallyInOppositeLayoutDirection: false),
      sections: [SectionData(itemCount: 2)])
    let (_, ltr) = Self.attributes(scene, direction: .leftToRight)
    let (_, rtl) = Self.attributes(scene, direction: .rightToLeft)
    #expect(ltr == rtl)
    #expect(rtl.map(\.frame.minX) == [10, 60])
  }

  @Test func aLayoutThatOptsInIsMirroredLikeTheFlowLayout() {
    let scene = Scene(
      bounds: Size(width: 100, height: 100), layout: TwoItems(flipsHorizontallyInOppositeLayoutDirection: true),
      sections: [SectionData(itemCount: 2)])
    let (_, rtl) = Self.attributes(scene, direction: .rightToLeft)
    #expect(rtl.map(\.frame.minX) == [60, 10])
    #expect(FlowLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(!CircleLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(FlowLayout().developmentLayoutDirection == .leftToRight)
  }

  @Test func aHorizontalFlowStartsAtTheRightEndInRightToLeft() {
    var scene = Scene(
      bounds: Size(width: 100, height: 100),
      layout: FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 50, height: 50)),
      sections: [SectionData(itemCount: 10)])
    scene.traits.layoutDirection = .rightToLeft
    let pipeline = Pipeline(scene: scene)
    let viewport = pipeline.viewport()
    #expect(viewport.contentOffset.x == pipeline.prepared.contentSize.width - 100)
    let first = pipeline.prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: viewport)
    #expect(first.map { viewport.bounds.overlaps($0.frame) } == true)
    #expect(first?.frame.maxX == viewport.bounds.maxX)
  }

  @Test func aFrameOfAHorizontalRightToLeftScrollIsTheRender() throws {
    var scene = Scene(
      bounds: Size(width: 100, height: 60),
      layout: FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 30, height: 30)),
      sections: [SectionData(itemCount: 12, itemTitleFormat: "{number}")])
    scene.traits.layoutDirection = .rightToLeft
    scene.contentOffset = Point(x: 20, y: 0)
    let pipeline = Pipeline(scene: scene)
    let rendered = try pipeline.rasterize(at: pipeline.viewport())
    let timeline = Timeline.scroll(
      from: nil, to: scene.contentOffset, count: 1, curve: .linear, fps: 60, origin: .options("test"))
    let batch = try FrameBatch(scene: scene, timeline: timeline)
    var times = FrameBatch.StageTimes()
    let frame = try batch.rasterize(0, times: &times)
    #expect(frame.pixels == rendered.pixels)
  }

  static func decode(_ json: String, traits: [TraitAssignment] = []) throws -> Scene {
    try SceneDecoder.decodeDocument(
      Array(json.utf8), file: "scene.json",
      loadDataset: { path throws(SceneError) in
        throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no datasets here")
      }, traits: traits
    ).scene
  }

  @Test func systemBackgroundIsExactlyBlackInDarkMode() throws {
    let json =
      #"{"bounds": {"width": 20, "height": 20}, "sections": [], "style": {"backgroundColor": "systemBackground"}}"#
    for (style, expected) in [("light", [UInt8](repeating: 255, count: 4)), ("dark", [0, 0, 0, 255])] {
      let scene = try Self.decode(json, traits: [TraitAssignment(name: "userInterfaceStyle", value: style)])
      let pipeline = Pipeline(scene: scene)
      let rgba = try pipeline.rasterize(at: pipeline.viewport()).rgba()
      #expect(Array(rgba[0..<4]) == expected, "\(style)")
      #expect(Array(rgba[(rgba.count - 4)...]) == expected, "\(style)")
    }
  }

  @Test func dynamicColoursResolvePerSide() throws {
    let json = #"""
      {"bounds": {"width": 20, "height": 20}, "sections": [],
       "style": {"backgroundColor": {"light": "#112233", "dark": "secondarySystemBackground"}}}
      """#
    #expect(try Self.decode(json).style.backgroundColor == Color.parse("#112233"))
    let dark = try Self.decode(json, traits: [TraitAssignment(name: "userInterfaceStyle", value: "dark")])
    #expect(dark.style.backgroundColor == Color.parse("#1C1C1E"))
  }

  /// The height of the dark ink in an RGBA image of `width` pixels.
  static func inkHeight(_ rgba: [UInt8], width: Int) -> Int {
    var rows: [Int] = []
    for y in 0..<(rgba.count / 4 / width) {
      for x in 0..<width where rgba[(y * width + x) * 4] < 128 {
        rows.append(y)
        break
      }
    }
    return (rows.last ?? 0) - (rows.first ?? 0) + 1
  }

  @Test func accessibilityBodyTextIsAsTallAsTheSizeRatioPredicts() throws {
    let json = #"""
      {"bounds": {"width": 400, "height": 200}, "scale": 2,
       "layout": {"type": "flow", "itemSize": {"width": 400, "height": 200}},
       "sections": [{"items": [{"title": "HHH"}]}],
       "style": {"cell": {"backgroundView": {"backgroundColor": "white"},
                          "contentView": {"backgroundColor": null, "borderWidth": 0, "scale": 1},
                          "titleLabel": {"font": {"textStyle": "body"}, "textColor": "label"}}}}
      """#
    var heights: [Int] = []
    for category in ["large", "accessibilityExtraExtraExtraLarge"] {
      let scene = try Self.decode(
        json, traits: [TraitAssignment(name: "preferredContentSizeCategory", value: category)])
      let pipeline = Pipeline(scene: scene)
      let image = try pipeline.rasterize(at: pipeline.viewport())
      heights.append(Self.inkHeight(image.rgba(), width: image.width))
    }
    let ratio = Double(heights[1]) / Double(heights[0])
    #expect(abs(ratio / (53.0 / 17.0) - 1) <= 0.10, "ink heights \(heights), ratio \(ratio)")
  }

  @Test func rightToLeftRightAlignsNaturalLabels() throws {
    let json = #"""
      {"bounds": {"width": 200, "height": 40},
       "layout": {"type": "flow", "itemSize": {"width": 200, "height": 40}},
       "sections": [{"items": [{"title": "I"}]}],
       "style": {"cell": {"backgroundView": {"backgroundColor": "white"},
                          "contentView": {"backgroundColor": null, "borderWidth": 0, "scale": 1},
                          "titleLabel": {"textAlignment": "natural",
                                         "insets": {"top": 0, "left": 10, "bottom": 0, "right": 10}}}}}
      """#
    var inkX: [Int] = []
    for direction in ["leftToRight", "rightToLeft"] {
      let scene = try Self.decode(json, traits: [TraitAssignment(name: "layoutDirection", value: direction)])
      let pipeline = Pipeline(scene: scene)
      let image = try pipeline.rasterize(at: pipeline.viewport())
      let rgba = image.rgba()
      let row = 20 * image.width
      inkX.append((0..<image.width).first { rgba[(row + $0) * 4] < 128 } ?? -1)
    }
    #expect(inkX[0] >= 10 && inkX[0] < 20, "\(inkX)")
    #expect(inkX[1] > 170 && inkX[1] <= 190, "\(inkX)")
  }
}
