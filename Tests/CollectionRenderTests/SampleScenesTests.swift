import Foundation
import Testing

@testable import CollectionRender

/// Every sample scene goes through the one pipeline whatever the route: a render and a frame of
/// an animation at the scene's own offset are the same pixels.
@Suite struct SampleScenesTests {
  /// The repository's `samples/`.
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../samples").standardized.path

  /// Every scene file under `samples/` (datasets excluded), relative to it.
  static let scenes: [String] = {
    let files = FileManager.default.enumerator(atPath: samples)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".json") && !($0 as NSString).lastPathComponent.hasPrefix("dataset") }.sorted()
  }()

  @Test func thereAreSamples() {
    #expect(Self.scenes.count >= 30, "\(Self.scenes)")
  }

  @Test("render and a one-frame frames batch draw the same pixels", arguments: scenes)
  func renderEqualsOneFrame(_ relative: String) throws {
    let scene = try SceneLoader.load(path: Self.samples + "/" + relative)
    let pipeline = Pipeline(scene: scene)
    let rendered = try pipeline.rasterize(at: scene.viewport)

    let timeline = Timeline.scroll(
      from: nil, to: scene.contentOffset, count: 1, curve: .linear, fps: 60, origin: .options("test"))
    let batch = try FrameBatch(scene: scene, timeline: timeline)
    #expect(batch.plan.frameCount == 1)
    var times = FrameBatch.StageTimes()
    let frame = try batch.rasterize(0, times: &times)

    #expect(frame.width == rendered.width && frame.height == rendered.height, "\(relative)")
    #expect(frame.pixels == rendered.pixels, "\(relative): the frame differs from the render")
  }
}

/// A scene file is read once, and the document lists every file it was read from.
@Suite struct SceneDocumentTests {
  @Test func inputFilesNameTheDatasetAndImages() throws {
    let folder = SampleScenesTests.samples
    let waterfall = try SceneLoader.loadDocument(path: folder + "/waterfall/scene.json")
    #expect(waterfall.inputFiles == [folder + "/waterfall/scene.json", folder + "/waterfall/dataset.json"])
    #expect(waterfall.timeline == nil)

    let menu = try SceneLoader.loadDocument(path: folder + "/docs/04a-menu.json")
    #expect(menu.inputFiles.first == folder + "/docs/04a-menu.json")
    #expect(menu.inputFiles.count >= 2, "the images: \(menu.inputFiles)")
    #expect(menu.inputFiles.dropFirst().allSatisfy { FileManager.default.fileExists(atPath: $0) })
    #expect(Set(menu.inputFiles).count == menu.inputFiles.count, "each file once")

    let timeline = try SceneLoader.loadDocument(path: folder + "/interactions/circle-updates.json")
    #expect(timeline.timeline != nil)
    #expect(timeline.inputFiles.contains(folder + "/interactions/dataset-after.json"))
  }
}
