import CairoBackend
import CollectionRender
import Foundation
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// A batch's frames drawn one after another with one rasterizer — band by band, copying what the
/// frame before shares — have the bytes of each frame drawn whole and encoded at its offset, in
/// every sample animation: scrolls and flings, zooming line layouts, rotations, compositional
/// carousels, interactions. This is what makes a batch's files the same whatever the number of
/// jobs.
@Suite struct FrameBandsTests {
  /// The sample timelines, and scrolls of layouts that move their cells as they scroll.
  static let animations: [(file: String, timeline: Timeline?)] = [
    ("frames/phone-timeline.json", nil), ("frames/line-fling.json", nil), ("frames/carousel-paging.json", nil),
    ("interactions/grid-line-circle.json", nil), ("interactions/waterfall-reorder.json", nil),
    ("interactions/tap-select.json", nil),
    ("grid-1080p/scene.json", scroll(to: 3000, count: 12)),
    ("line-zoom/landscape.json", scroll(to: 0, x: 900, count: 10)),
    ("waterfall/scene.json", scroll(to: 1200, count: 10)), ("circle/scene.json", scroll(to: 300, count: 6)),
    ("compositional/app-store.json", scroll(to: 900, count: 10)),
    ("compositional/pinned-headers.json", scroll(to: 700, count: 10)),
  ]

  static func scroll(to y: Double, x: Double = 0, count: Int) -> Timeline {
    .scroll(from: nil, to: Point(x: x, y: y), count: count, curve: .easeInOut, fps: 30, origin: .options("test"))
  }

  @Test("Banded frames equal whole frames", arguments: animations.map(\.file))
  func bandedFramesEqualWholeFrames(file: String) throws {
    let path = SampleScenesTests.samples + "/" + file
    let scene = try SceneLoader.load(path: path)
    let timeline = try #require(
      try Self.animations.first { $0.file == file }!.timeline
        ?? TimelineDecoder.decode(sceneBytes: Array(FileManager.default.contents(atPath: path)!), file: file))
    let batch = try FrameBatch(scene: scene, timeline: timeline)
    let rasterizer = Rasterizer()
    var times = FrameBatch.StageTimes()
    // At most 40 frames, spread over the animation, in order.
    let count = batch.frames.count
    let indices = Array(Set((0..<min(count, 40)).map { $0 * count / min(count, 40) })).sorted()
    var reused = 0
    var total = 0
    for index in indices {
      let banded = try batch.png(index, with: rasterizer, options: .frames, times: &times)
      let whole = try batch.encode(batch.rasterize(index, times: &times), frame: index, options: .frames)
      #expect(banded == whole, "\(file) frame \(index)")
      reused += rasterizer.lastReusedBandCount
      total += rasterizer.keptBandCount
    }
    print("\(file): \(reused) of \(total) bands copied")
    // Scrolls copy bands from frame to frame.
    if file.hasPrefix("grid-1080p") || file.hasPrefix("waterfall/") { #expect(reused > 0) }
  }
}
