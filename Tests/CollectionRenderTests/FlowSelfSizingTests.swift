import Foundation
import Testing

@testable import CollectionRender

/// A flow layout's `estimatedItemSize`: cells measured by the same rule as estimated
/// compositional items, then laid out by the flow like the delegate's per-item sizes.
@Suite struct FlowSelfSizingTests {
  /// A vertical flow 300 wide, section insets 10 on each side (lines of 280), spacing 8.
  static func scene(
    items: [ItemData], estimated: FlowLayout.EstimatedItemSize = .automatic, scale: Double = 2,
    direction: FlowLayout.ScrollDirection = .vertical, width: FlowLayout.SelfSizingWidth = .fitted
  ) -> Scene {
    var flow = FlowLayout(
      scrollDirection: direction, minimumInteritemSpacing: 8, minimumLineSpacing: 8,
      sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    flow.estimatedItemSize = estimated
    flow.selfSizingWidth = width
    var style = Style()
    style.cell.titleLabel.numberOfLines = 0
    style.cell.titleLabel.insets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
    return Scene(
      bounds: Size(width: 300, height: 500), scale: scale, layout: flow, sections: [SectionData(items: items)],
      style: style)
  }

  static func frames(_ scene: Scene) -> [Rect] {
    let pipeline = Pipeline(scene: scene)
    return (0..<scene.sections[0].itemCount).map {
      pipeline.prepared.layoutAttributesForItem(
        at: ElementIndexPath(item: $0, section: 0), viewport: scene.viewport)!.frame
    }
  }

  static func up(_ value: Double, _ scale: Double = 2) -> Double { (value * scale).rounded(.up) / scale }

  @Test func tagsTakeTheirTitlesWidthAndLinesCentreTheShorterCells() {
    let long = String(repeating: "Words that wrap across the line. ", count: 4)
    let titles = ["Swift", "Two\nlines", long, "x"]
    let scene = Self.scene(items: titles.map { ItemData(title: $0) })
    let frames = Self.frames(scene)
    let measure = PangoTextMeasure()
    let font = scene.style.cell.titleLabel.font
    // Fitted: one-line width + 24, not capped at the line (280); height of that line + 12.
    for (index, title) in titles.enumerated() {
      let width = Self.up(measure.measure(title, font: font).width + 24)
      let height = Self.up(measure.measure(title, font: font, width: width - 24, maximumLines: 0).height + 12)
      #expect(frames[index].size == Size(width: width, height: height), "item \(index)")
    }
    // The long title answers wider than the line and is laid out as it answered, alone on its
    // line at the inset (UIKit logs and does the same).
    #expect(frames[2].width > 280)
    #expect(frames[2].minX == 10)
    #expect(frames[2].height == frames[0].height, "one line: nothing pins the width to wrap at")
    // "Swift" and the two-line cell share the first line: the shorter one is centred in it.
    #expect(frames[0].minY != frames[1].minY)
    #expect(abs(frames[0].midY - frames[1].midY) <= 0.5)
    #expect(frames[0].minX == 10)
    // Lines stack 8 apart, each as tall as its tallest cell.
    #expect(frames[2].minY == frames[1].maxY + 8)
    #expect(frames[3].minY == frames[2].maxY + 8)
  }

  /// Width pinned, height measured: cells as wide as the section's line (or the estimate),
  /// the title wrapping inside.
  @Test func pinnedWidthsWrapTheTitleAndFitTheHeight() {
    let long = String(repeating: "Words that wrap across the line. ", count: 4)
    let measure = PangoTextMeasure()
    for (mode, width) in [(FlowLayout.SelfSizingWidth.line, 280.0), (.estimate, 200)] {
      let scene = Self.scene(
        items: [ItemData(title: "Swift"), ItemData(title: long)], estimated: .estimated(Size(width: 200, height: 44)),
        width: mode)
      let font = scene.style.cell.titleLabel.font
      let frames = Self.frames(scene)
      for (index, title) in ["Swift", long].enumerated() {
        let height = Self.up(measure.measure(title, font: font, width: width - 24, maximumLines: 0).height + 12)
        #expect(frames[index].size == Size(width: width, height: height), "\(mode) item \(index)")
      }
      #expect(frames[1].height > 2 * frames[0].height, "\(mode): the long title wraps")
    }
  }

  /// Cells never shown take the estimate, or the average of the measured ones; the content
  /// size changes as the collection view scrolls and measures more.
  @Test func unshownCellsTakeTheAverageOfTheMeasuredOnes() {
    let items = (0..<60).map { ItemData(title: "Row \($0)", size: Size(width: 280, height: $0 < 10 ? 40 : 90)) }
    var scene = Self.scene(items: items, estimated: .estimated(Size(width: 280, height: 20)), width: .line)
    let before = Pipeline(scene: scene).prepared.contentSize.height
    // All 60 measured: 10·40 + 50·90 + 59·8.
    scene.contentOffset = Point(x: 0, y: 10_000)
    let after = Pipeline(scene: scene).prepared.contentSize.height
    #expect(after == 400 + 4500 + 472)
    // At rest only the first screen is measured (the estimates showed 18 rows of 20 + 8 in
    // 500 points): 10 of 40 and 8 of 90, average (400 + 720) / 18; the other 42 take it.
    #expect(abs(before - (400 + 720 + 42 * (1120.0 / 18) + 472)) < 1e-6)
    #expect(before < after)
  }

  @Test func anItemsOwnSizeWinsAndUntitledCellsKeepTheEstimate() {
    let scene = Self.scene(
      items: [ItemData(title: "Sized", size: Size(width: 120, height: 70)), ItemData(title: nil)],
      estimated: .estimated(Size(width: 60, height: 30)))
    let frames = Self.frames(scene)
    #expect(frames[0].size == Size(width: 120, height: 70))
    #expect(frames[1].size == Size(width: 60, height: 30))
  }

  @Test func withoutAnEstimateNothingIsMeasured() {
    let frames = Self.frames(Self.scene(items: [ItemData(title: "A long title")], estimated: .none))
    #expect(frames[0].size == Size(width: 50, height: 50))
  }

  @Test func sizesRoundUpToThePixelGridAtEveryScale() {
    let measure = PangoTextMeasure()
    for scale in [1.0, 2, 3] {
      let scene = Self.scene(items: [ItemData(title: "Kerning")], scale: scale)
      let frame = Self.frames(scene)[0]
      let line = measure.measure("Kerning", font: scene.style.cell.titleLabel.font)
      #expect(frame.width == Self.up(line.width + 24, scale), "scale \(scale)")
      #expect(frame.width >= line.width + 24 && frame.width < line.width + 24 + 1 / scale)
      #expect((frame.height * scale).rounded() == frame.height * scale, "height on the pixel grid at \(scale)")
      let content = Pipeline(scene: scene).prepared.contentSize
      #expect((content.height * scale).rounded() == content.height * scale, "content size on the grid")
    }
  }

  @Test func horizontalFlowsMeasureOneLineWithinTheColumn() {
    let scene = Self.scene(items: [ItemData(title: "Swift"), ItemData(title: "Auto Layout")], direction: .horizontal)
    let frames = Self.frames(scene)
    let measure = PangoTextMeasure()
    let font = scene.style.cell.titleLabel.font
    #expect(frames[1].width == Self.up(measure.measure("Auto Layout", font: font).width + 24))
    #expect(frames[1].height == Self.up(measure.measure("Auto Layout", font: font).height + 12))
  }

  @Test func theSceneKeyDecodesAndTheLayoutCommandReportsMeasuredSizes() throws {
    let json = #"""
      {"bounds": {"width": 300, "height": 400}, "scale": 2,
       "layout": {"type": "flow", "estimatedItemSize": "automaticSize"},
       "sections": [{"items": ["Swift", "Pango"]}]}
      """#
    let scene = try decode(json)
    #expect((scene.layout as? FlowLayout)?.estimatedItemSize == .automatic)
    let sized = try decode(
      json.replacingOccurrences(of: "\"automaticSize\"", with: "{\"width\": 80, \"height\": 40}"))
    #expect((sized.layout as? FlowLayout)?.estimatedItemSize == .estimated(Size(width: 80, height: 40)))
    let off = try decode(json.replacingOccurrences(of: "\"automaticSize\"", with: "{\"width\": 0, \"height\": 0}"))
    #expect((off.layout as? FlowLayout)?.estimatedItemSize == FlowLayout.EstimatedItemSize.none)
    let pipeline = Pipeline(scene: scene)
    let text = LayoutJSON.encode(
      contentSize: pipeline.prepared.contentSize, viewport: scene.viewport,
      elements: pipeline.visibleAttributes(at: scene.viewport))
    let measured = Self.frames(scene)
    #expect(measured[0].width != 50 && measured[0].height != 50)
    #expect(
      text.contains(
        "\"width\":\(LayoutJSON.number(measured[0].width)),\"height\":\(LayoutJSON.number(measured[0].height))"))
  }

  func decode(_ json: String) throws -> Scene {
    try SceneDecoder.decode(
      Array(json.utf8), file: "scene.json",
      loadDataset: { path throws(SceneError) in
        throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no datasets here")
      })
  }
}
