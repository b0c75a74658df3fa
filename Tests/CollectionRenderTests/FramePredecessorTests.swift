import CairoBackend
import CollectionRender
import Foundation
import Geometry
import Motion
import Synchronization
import Testing

/// A frame's bytes do not depend on what its renderer drew before, nor on what other threads draw
/// meanwhile: a batch's threads take frames in an order that depends on how busy the machine is,
/// and a resumed or sharded batch draws a subset. A scroll of the flow-grid sample at scale 0.5
/// (the batch of DistributedFramesTests), every frame compared with the frame drawn by a fresh
/// renderer.
@Suite struct FramePredecessorTests {
  /// The batch, and each frame's bytes from a renderer that drew nothing before.
  static func batchAndFreshFrames() throws -> (batch: FrameBatch, fresh: [[UInt8]]) {
    var scene = try SceneLoader.load(path: SampleScenesTests.samples + "/flow-grid/scene.json")
    scene.scale = 0.5
    let batch = try FrameBatch(scene: scene, timeline: timeline)
    var times = FrameBatch.StageTimes()
    let fresh = try (0..<batch.plan.frameCount).map { index in
      try batch.png(index, with: Rasterizer(), options: options, times: &times)
    }
    return (batch, fresh)
  }

  static let timeline = Timeline.scroll(
    from: nil, to: Point(x: 0, y: 600), count: 13, curve: .linear, fps: 60, origin: .options("test"))
  static let options = PNGCompressionSetting.defaultOptions

  /// The frame indices in an order made from `seed` alone: from `seed`, by a stride prime to
  /// their count, so that each index comes once.
  static func order(_ count: Int, seed: Int) -> [Int] {
    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    let strides = (1..<max(count, 2)).filter { gcd($0, count) == 1 }
    let stride = strides[seed % strides.count]
    return (0..<count).map { (seed + $0 * stride) % count }
  }

  @Test func everyFrameIsTheSameWhateverWasDrawnBefore() throws {
    let (batch, fresh) = try Self.batchAndFreshFrames()
    var times = FrameBatch.StageTimes()
    var differing: [String] = []
    for before in 0..<batch.plan.frameCount {
      for index in 0..<batch.plan.frameCount {
        let rasterizer = Rasterizer()
        _ = try batch.png(before, with: rasterizer, options: Self.options, times: &times)
        if try batch.png(index, with: rasterizer, options: Self.options, times: &times) != fresh[index] {
          differing.append("\(index) after \(before)")
        }
      }
    }
    // Longer histories: every frame in 40 orders, each drawn by one renderer.
    for seed in 0..<40 {
      let rasterizer = Rasterizer()
      for index in Self.order(batch.plan.frameCount, seed: seed) {
        if try batch.png(index, with: rasterizer, options: Self.options, times: &times) != fresh[index] {
          differing.append("\(index) in order \(seed)")
        }
      }
    }
    #expect(differing.isEmpty, "frames whose bytes changed with the frames drawn before: \(differing)")
  }

  /// Four threads at once, each with its own renderer, drawing the frames of a new batch (its
  /// caches cold) in different orders.
  @Test func framesDrawnOnSeveralThreadsAtOnceAreTheSame() throws {
    let (_, fresh) = try Self.batchAndFreshFrames()
    let differing = Mutex<[String]>([])
    for round in 0..<6 {
      var scene = try SceneLoader.load(path: SampleScenesTests.samples + "/flow-grid/scene.json")
      scene.scale = 0.5
      let batch = try FrameBatch(scene: scene, timeline: Self.timeline)
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        let rasterizer = Rasterizer()
        var times = FrameBatch.StageTimes()
        for index in Self.order(batch.plan.frameCount, seed: round * 4 + thread) {
          if (try? batch.png(index, with: rasterizer, options: Self.options, times: &times)) != fresh[index] {
            differing.withLock { $0.append("\(index) (round \(round), thread \(thread))") }
          }
        }
      }
    }
    #expect(differing.withLock { $0 }.isEmpty, "frames drawn differently: \(differing.withLock { $0 })")
  }
}
