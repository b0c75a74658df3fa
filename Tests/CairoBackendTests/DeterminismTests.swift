import CairoBackend
import DisplayList
import Geometry
import Testing

/// Same input, same bytes: run after run, and whatever the number of threads rendering at once.
@Suite("Determinism")
struct DeterminismTests {
  /// Text in five scripts, shapes, and translucent groups (Cairo layers, which SVG names after
  /// process-wide surface ids), so font fallback, Pango state and layer ids are exercised.
  static let scene = DisplayList(
    size: Size(width: 200, height: 160), background: .white,
    nodes: [
      Scenes.cell(Rect(x: 4, y: 114, width: 40, height: 40), number: 12, selected: false),
      Scenes.cell(Rect(x: 50, y: 114, width: 40, height: 40), number: 13, selected: true),
      .group(DisplayGroup(transform: .translation(110, 112), children: Scenes.groupOpacityAndScale.nodes)),
    ] + Scenes.multilingualText.nodes + Scenes.rightToLeftText.nodes.map(shiftedRight))

  private static func shiftedRight(_ node: DisplayNode) -> DisplayNode {
    .group(
      DisplayGroup(transform: AffineTransform.translation(100, 110).concatenating(.scale(0.5, 0.5)), children: [node]))
  }

  @Test("Two renders give byte-identical output", arguments: OutputFormat.allCases)
  func repeatedRendersAreIdentical(format: OutputFormat) throws {
    let renderer = Renderer()
    let first = try renderer.render(Self.scene, as: format, scale: 2)
    let second = try renderer.render(Self.scene, as: format, scale: 2)
    #expect(firstDifference(first, second) == nil)
  }

  @Test("Concurrent renders in a task group give identical bytes", arguments: OutputFormat.allCases)
  func concurrentRendersAreIdentical(format: OutputFormat) async throws {
    let reference = try Renderer().render(Self.scene, as: format, scale: 2)
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<6 {
        group.addTask { try Renderer().render(Self.scene, as: format, scale: 2) }
      }
      var all: [[UInt8]] = []
      for try await bytes in group { all.append(bytes) }
      return all
    }
    #expect(results.count == 6)
    for bytes in results { #expect(firstDifference(bytes, reference) == nil) }
  }

  @Test("Concurrent renders on dedicated threads give identical pixels")
  func concurrentThreadsAreIdentical() throws {
    let reference = try Renderer().rasterize(Self.scene, scale: 2)
    let outcomes = ThreadedRuns.run(threads: 3, iterations: 3) {
      try Renderer().rasterize(Self.scene, scale: 2)
    }
    #expect(outcomes.count == 9)
    for outcome in outcomes { #expect(try firstDifference(outcome.get().pixels, reference.pixels) == nil) }
  }
}
