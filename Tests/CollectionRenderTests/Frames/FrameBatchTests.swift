import CairoBackend
import CollectionLayout
import CollectionRender
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// The batch: frames planned against a scene, the reuse queue, rendering in any order.
@Suite struct FrameBatchTests {
  /// 100×100 points, two columns of 50×50 cells without spacing: each row is 50 high.
  static let scene = Scene(
    bounds: Size(width: 100, height: 100),
    layout: FlowLayout(itemSize: Size(width: 50, height: 50), minimumInteritemSpacing: 0, minimumLineSpacing: 0),
    sections: [SectionData(itemCount: 40, itemTitleFormat: "{item}")])

  @Test("The reuse queue: cells leaving the screen are reused by cells coming on")
  func reuseQueue() throws {
    // Frame k at 25·k: every other frame a row leaves and a row enters. At offsets that are
    // multiples of 50 the rows just above and below the 100-pt bounds touch its edges, and the
    // flow layout returns them as UIKit's does, so those frames show 8 cells, the others 6.
    let batch = try FrameBatch(
      scene: Self.scene,
      timeline: .scroll(from: nil, to: Point(x: 0, y: 200), count: 9, curve: .linear, fps: 60, origin: .options("test"))
    )
    let frames = batch.frames
    #expect(frames.count == 9)
    #expect(frames[0].createdCells == frames[0].visibleCells)
    #expect(frames[0].reusedCells == 0)
    var visible = Set<ElementID>()
    var queued = 0
    for (k, frame) in frames.enumerated() {
      let pipeline = Pipeline(scene: Self.scene)
      let viewport = pipeline.viewport(contentOffset: frame.drawnOffset)
      let now = Set(pipeline.visibleAttributes(at: viewport).map(\.element))
      let leaving = visible.subtracting(now).count
      let entering = now.subtracting(visible).count
      queued += leaving
      let reused = min(queued, entering)
      queued -= reused
      #expect(frame.reusedCells == reused, "frame \(k)")
      #expect(frame.createdCells == entering - reused, "frame \(k)")
      #expect(frame.visibleCells == now.count)
      visible = now
    }
    #expect(frames.map(\.visibleCells) == [6, 6, 8, 6, 8, 6, 8, 6, 8])
    // Offset 50 is the first to show 8 cells (2 created); after it the queue always has a cell
    // to give.
    #expect(frames[2].createdCells == 2)
    #expect(frames.dropFirst(3).allSatisfy { $0.createdCells == 0 })
    #expect(frames.map(\.reusedCells).reduce(0, +) > 0)
  }

  @Test("Rendering does not depend on order: frames drawn backwards equal frames drawn forwards")
  func orderIndependent() throws {
    let batch = try FrameBatch(
      scene: Self.scene,
      timeline: .scroll(
        from: nil, to: Point(x: 0, y: 300), count: 5, curve: .easeInOut, fps: 30, origin: .options("test")))
    var times = FrameBatch.StageTimes()
    let forwards = try (0..<5).map { try batch.png($0, options: .frames, times: &times) }
    let backwards = try (0..<5).reversed().map { try batch.png($0, options: .frames, times: &times) }
    #expect(forwards == backwards.reversed())
    #expect(times.draw > 0 && times.encode > 0)
  }

  @Test("Offsets are drawn on the pixel grid, or exactly with fractional offsets")
  func pixelGrid() throws {
    var scene = Self.scene
    scene.scale = 2
    let timeline = Timeline.scroll(
      from: nil, to: Point(x: 0, y: 10), count: 4, curve: .linear, fps: 60, origin: .options("test"))
    let aligned = try FrameBatch(scene: scene, timeline: timeline)
    #expect(aligned.frames.map(\.drawnOffset.y) == [0, 3.5, 6.5, 10])
    let exact = try FrameBatch(scene: scene, timeline: timeline, pixelAligned: false)
    #expect(exact.frames.map(\.drawnOffset.y) == [0, 10.0 / 3, 20.0 / 3, 10])
  }

  @Test func selections() throws {
    let bytes =
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": ["a", {"title": "b", "selected": true}], "#
      + #""itemCount": 30}]}"#
    let scene = try SceneDecoder.decode(Array(bytes.utf8), file: "s.json") { (_: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: "", location: nil, reason: "")
    }
    let path = ElementIndexPath(item: 20, section: 0)
    let timeline = Timeline(
      fps: 10,
      segments: [
        Segment(.pause(.frames(1)), origin: .options("t")),
        Segment(.item(ItemChange(.select, item: path)), origin: .options("t")),
        Segment(.pause(.frames(1)), origin: .options("t")),
      ])
    let batch = try FrameBatch(scene: scene, timeline: timeline)
    // The scene's own selection is the start; selecting another replaces it (single selection).
    #expect(batch.frames[0].state.state.selected == [ElementIndexPath(item: 1, section: 0)])
    #expect(batch.frames[1].state.state.selected == [path])
  }

  @Test func ranges() throws {
    var selection = FrameSelection.all
    #expect(try selection.frames(of: 10) == 0..<10)
    (selection.lower, selection.upper) = (2, 7)
    #expect(try selection.frames(of: 10) == 2..<8)
    var union: [Int] = []
    for shard in 1...4 {
      selection.shardIndex = shard
      selection.shardCount = 4
      union += try selection.frames(of: 10)
    }
    #expect(union == Array(2...7))
    #expect(try FrameSelection(lower: 4).frames(of: 10) == 4..<10)
    #expect(try FrameSelection(lower: 5, upper: 5).frames(of: 10) == 5..<6)
    #expect(throws: InvalidOption.self) { try FrameSelection(lower: 10).frames(of: 10) }
    #expect(try FrameNamePattern("f%d.png").name(7) == "f7.png")
    #expect(try FrameNamePattern("100%%-%04d.png").name(42) == "100%-0042.png")
    #expect(FrameNamePattern.standard.name(123456) == "frame_123456.png")
  }
}
