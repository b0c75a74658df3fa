import Foundation
import Testing

/// `collection-render frames` on the interaction samples (issue 7), at a quarter scale and a few
/// frames per second to stay fast: frame counts, manifest fields, determinism across jobs,
/// ranges and resume, and bad interaction segments (exit 65, with the JSON path).
@Suite struct FramesInteractionTests {
  struct Manifest: Decodable {
    struct Interaction: Decodable {
      struct Path: Decodable, Equatable {
        var section: Int
        var item: Int
      }
      var type: String
      var progress: Double
      var source: Path?
      var target: Path?
    }
    struct Frame: Decodable {
      struct Path: Decodable {
        var section: Int
        var item: Int
      }
      var index: Int
      var file: String
      var segment: Int
      var selected: [Path]?
      var highlighted: [Path]?
      var interaction: Interaction?
    }
    struct SegmentInfo: Decodable {
      struct Summary: Decodable {
        struct Move: Decodable {
          var from: Interaction.Path
          var to: Interaction.Path
        }
        var layout: String?
        var inserted: Int?
        var deleted: Int?
        var ending: String?
        var move: Move?
      }
      var index: Int
      var type: String
      var frames: Double
      var interaction: Summary?
    }
    var frameCount: Int
    var segments: [SegmentInfo]
    var frames: [Frame]
  }

  static func manifest(_ folder: URL) throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  }

  /// Each sample with the interaction types its timeline holds.
  static let samples: [(file: String, types: [String])] = [
    ("waterfall-reorder", ["reorder"]),
    ("cancelled-drag", ["reorder"]),
    ("grid-line-circle", ["transition", "bounds"]),
    ("circle-updates", ["update"]),
    ("tap-select", ["taps"]),
  ]

  static let small = ["--fps", "5", "--scale", "0.25", "--quiet"]

  @Test(
    "Each sample: frames for every segment, the manifest describing each interaction frame, 1 or 2 jobs alike",
    arguments: samples.indices)
  func sample(_ index: Int) throws {
    let (name, types) = Self.samples[index]
    let folder = try TemporaryFolder()
    let scene = "samples/interactions/\(name).json"
    var outputs: [[String: Data]] = []
    for jobs in ["1", "2"] {
      let out = folder.url.appendingPathComponent("jobs\(jobs)")
      let result = try CLI.run(["frames", scene, "-o", out.path, "--jobs", jobs] + Self.small)
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try FramesCommandTests.files(out))
    }
    try SameFrameFiles.expect(outputs[1], outputs[0], "\(name): --jobs 2 against --jobs 1")
    let manifest = try Self.manifest(folder.url.appendingPathComponent("jobs1"))
    #expect(outputs[0].count == manifest.frameCount + 1)
    // n₁ + n₂ + … + 1 frames (segments of whole frames at 5 fps, or rounded up at the end).
    let total = manifest.segments.map(\.frames).reduce(0, +)
    #expect(manifest.frameCount == Int((total - 1e-9).rounded(.up)) + 1)
    for type in types {
      #expect(manifest.segments.contains { $0.type == type && $0.interaction != nil }, "\(name): \(type)")
      let frames = manifest.frames.filter { $0.interaction?.type == type }
      #expect(!frames.isEmpty, "\(name): frames of \(type)")
      for frame in frames {
        let progress = try #require(frame.interaction?.progress)
        #expect(progress >= 0 && progress < 1, "\(name) frame \(frame.index)")
        #expect(manifest.segments[frame.segment].type == type)
      }
    }
    for frame in manifest.frames {
      #expect(outputs[0][frame.file] != nil, "\(name): \(frame.file)")
    }
  }

  @Test("The waterfall reorder: the manifest names the source, each frame's target, and the move")
  func reorderManifest() throws {
    let folder = try TemporaryFolder()
    let out = folder.url.appendingPathComponent("out")
    let result = try CLI.run(["frames", "samples/interactions/waterfall-reorder.json", "-o", out.path] + Self.small)
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try Self.manifest(out)
    let segment = try #require(manifest.segments.first { $0.type == "reorder" })
    #expect(segment.interaction?.ending == "end")
    #expect(segment.interaction?.move?.from == .init(section: 0, item: 0))
    #expect(segment.interaction?.move?.to == .init(section: 0, item: 5))
    let targets = manifest.frames.compactMap(\.interaction?.target).map(\.item)
    #expect(targets.first == 0)
    #expect(targets.last == 5)
    #expect(manifest.frames.compactMap(\.interaction?.source).allSatisfy { $0.item == 0 })
  }

  @Test("--range and --resume work across interaction segments: the same bytes as the whole batch")
  func rangeAndResume() throws {
    let folder = try TemporaryFolder()
    let scene = "samples/interactions/grid-line-circle.json"
    let whole = folder.url.appendingPathComponent("whole")
    #expect(try CLI.run(["frames", scene, "-o", whole.path] + Self.small).status == 0)
    let part = folder.url.appendingPathComponent("part")
    let ranged = try CLI.run(["frames", scene, "-o", part.path, "--range", "3..9"] + Self.small)
    #expect(ranged.status == 0, "\(ranged.stderr)")
    let wholeFiles = try FramesCommandTests.files(whole)
    let partFiles = try FramesCommandTests.files(part)
    #expect(partFiles.count == 8)
    for (name, bytes) in partFiles { #expect(wholeFiles[name] == bytes, "\(name)") }
    // Resume the part into the whole batch.
    let resumed = try CLI.run(["frames", scene, "-o", part.path, "--resume"] + Self.small)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(try FramesCommandTests.files(part) == wholeFiles)
  }

  @Test(
    "Bad interaction segments: exit 65 with the file and the JSON path",
    arguments: [
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 99}}]}"#,
        "$.timeline.segments[0]: no item 99 in section 0"
      ),
      (#"{"type": "taps", "taps": [{"at": {"item": 0}, "down": 1, "up": 0}]}"#, "$.timeline.segments[0].taps[0].up:"),
      (
        #"{"type": "transition", "layout": {"type": "circle", "itemSize": {"width": -1}}}"#,
        "$.timeline.segments[0].layout.itemSize"
      ),
      (
        #"{"type": "bounds", "size": {"width": 100, "height": 100}, "duration": 0.5, "curve": "bouncy"}"#,
        "$.timeline.segments[0].curve:"
      ),
    ])
  func badSegment(segment: String, expected: String) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write(
      "scene.json",
      #"""
      {"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 4}],
       "timeline": {"segments": [\#(segment)]}}
      """#)
    let result = try CLI.run(["frames", scene, "-o", folder.path("out"), "--quiet"])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains(expected), "\(result.stderr)")
    #expect(result.stderr.contains("scene.json"), "\(result.stderr)")
  }

  @Test("An update's missing dataset is a missing input (exit 66), as the scene's own dataset is")
  func missingDataset() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write(
      "scene.json",
      #"""
      {"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 4}],
       "timeline": {"segments": [{"type": "update", "dataset": "missing.json"}]}}
      """#)
    let result = try CLI.run(["frames", scene, "-o", folder.path("out"), "--quiet"])
    #expect(result.status == 66, "\(result.stderr)")
    #expect(result.stderr.contains("missing.json: no such file"), "\(result.stderr)")
  }
}
