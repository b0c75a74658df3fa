import Foundation
import Testing

/// `collection-render frames`: names, manifest, determinism across jobs, shards, ranges, resume.
/// Small bounds and few frames keep these fast.
@Suite struct FramesCommandTests {
  @Test(
    "render and a one-frame frames run give the same pixels (overview, menus, text)",
    arguments: ["samples/docs/03-cell-reuse.json", "samples/docs/04a-menu.json", "samples/docs/languages/zh.json"])
  func renderEqualsOneFrame(_ sample: String) throws {
    let folder = try TemporaryFolder()
    let rendered = folder.path("render.png")
    let render = try CLI.run(["render", sample, "-o", rendered])
    #expect(render.status == 0, "\(render.stderr)")
    let scene =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: CLI.repositoryRoot.appendingPathComponent(sample))) as? [String: Any]
    let offset = scene?["contentOffset"] as? [String: Double] ?? [:]
    let frames = try CLI.run([
      "frames", sample, "--to=\(offset["x"] ?? 0),\(offset["y"] ?? 0)", "--count", "1", "-o", folder.path("frames"),
      "--quiet",
    ])
    #expect(frames.status == 0, "\(frames.stderr)")
    let compare = try CLI.run([
      "compare", rendered, folder.path("frames/frame_00000.png"), "--channel-tolerance", "0", "--max-pixels", "0",
    ])
    #expect(compare.status == 0, "\(compare.stdout)\(compare.stderr)")
  }

  /// 120×90 points, a vertical grid of 60 numbered 30×30 cells (content ≈ 610 high).
  static let grid = #"""
    {"bounds": {"width": 120, "height": 90},
     "layout": {"type": "flow", "itemSize": {"width": 30, "height": 30}, "minimumInteritemSpacing": 8,
                "minimumLineSpacing": 8, "sectionInset": 4},
     "sections": [{"itemCount": 60, "itemTitle": "{item}"}],
     "style": {"cell": {"titleLabel": {"font": {"size": 9}}}}}
    """#

  struct Manifest: Decodable {
    struct Frame: Decodable {
      struct XY: Decodable {
        var x: Double
        var y: Double
      }
      struct Cells: Decodable {
        var visible: Int
        var created: Int
        var reused: Int
      }
      struct Path: Decodable {
        var section: Int
        var item: Int
      }
      struct Pixels: Decodable {
        var width: Int
        var height: Int
      }
      var index: Int
      var file: String
      var time: Double
      var segment: Int
      var contentOffset: XY
      var drawnOffset: XY
      var pixels: Pixels
      var cells: Cells
      var selected: [Path]?
      var highlighted: [Path]?
    }
    struct SegmentInfo: Decodable {
      var index: Int
      var type: String
    }
    var version: Int
    var fps: Double
    var frameCount: Int
    var pattern: String
    var segments: [SegmentInfo]
    var frames: [Frame]
  }

  static func manifest(_ folder: URL) throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  }

  /// Every file of `folder` with its bytes.
  static func files(_ folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return result
  }

  @Test("A linear scroll: N frames named by index, a manifest with each frame's time and offset")
  func linearScroll() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.url.appendingPathComponent("out")
    let result = try CLI.run(["frames", scene, "--from", "0,10", "--to", "0,400", "--count", "7", "-o", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == (0..<7).map { String(format: "frame_%05d.png", $0) } + ["manifest.json"])
    let manifest = try Self.manifest(out)
    #expect(manifest.version == 1)
    #expect(manifest.frameCount == 7)
    #expect(manifest.fps == 60)
    #expect(manifest.segments.map(\.type) == ["scroll"])
    for (k, frame) in manifest.frames.enumerated() {
      #expect(frame.index == k)
      #expect(frame.file == String(format: "frame_%05d.png", k))
      #expect(frame.time == Double(k) / 60)
      #expect(frame.contentOffset.y == 10 + (400 - 10) * Double(k) / 6)
      #expect(frame.drawnOffset.y == frame.contentOffset.y.rounded(.toNearestOrAwayFromZero))
      let png = try Data(contentsOf: out.appendingPathComponent(frame.file))
      #expect(pngSize(png)! == (120, 90))
    }
    // The reuse queue: frame 0 creates what it shows; later frames mostly reuse.
    #expect(manifest.frames[0].cells.created == manifest.frames[0].cells.visible)
    #expect(manifest.frames[0].cells.reused == 0)
    let created = manifest.frames.map(\.cells.created).reduce(0, +)
    let reused = manifest.frames.map(\.cells.reused).reduce(0, +)
    #expect(reused > 0)
    #expect(result.stdout.contains("7 frames rendered (frames 0…6 of 7)"), "\(result.stdout)")
    #expect(result.stdout.contains("cells: \(created) created, \(reused) reused"), "\(result.stdout)")
    #expect(result.stdout.contains("per frame (thread time): layout"))
    // Not a terminal: plain progress lines on standard output; standard error stays for errors.
    #expect(result.stdout.contains("frames: 7/7 (100%)"), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test func aRunFailingAfterItsProgressPrintsOneErrorLine() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    // A folder where frame 30 goes: the run fails there, after progress at every tenth.
    let out = folder.path("out")
    try FileManager.default.createDirectory(atPath: out + "/frame_00030.png", withIntermediateDirectories: true)
    let result = try CLI.run(["frames", scene, "--to", "0,400", "--count", "40", "--jobs", "1", "-o", out])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stdout.contains("frames: 4/40 (10%)"), "\(result.stdout)")
    #expect(result.stderr.hasPrefix("collection-render: error: "), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "not one line: \(result.stderr)")
  }

  @Test func quietPrintsNothing() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let result = try CLI.run(["frames", scene, "--to", "0,100", "--count", "3", "-o", folder.path("out"), "--quiet"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func patternOption() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.url.appendingPathComponent("out")
    let result = try CLI.run([
      "frames", scene, "--to", "0,100", "--count", "3", "-o", out.path, "--pattern", "shot-%03d.png", "--quiet",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "manifest.json", "shot-000.png", "shot-001.png", "shot-002.png",
      ])
  }

  @Test("The files are byte-identical whatever the number of jobs")
  func deterministicAcrossJobs() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    var outputs: [[String: Data]] = []
    for jobs in ["1", "2", "3"] {
      let out = folder.url.appendingPathComponent("jobs\(jobs)")
      let result = try CLI.run([
        "frames", scene, "--to", "0,500", "--count", "12", "--curve", "ease-in-out", "--jobs", jobs, "-o", out.path,
        "--quiet",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Self.files(out))
    }
    #expect(outputs[0].count == 13)
    try SameFrameFiles.expect(outputs[1], outputs[0], "--jobs 2 against --jobs 1")
    try SameFrameFiles.expect(outputs[2], outputs[0], "--jobs 3 against --jobs 1")
  }

  @Test("A frame's file has the bytes `render` writes at the frame's offset, with a video or without")
  func framesMatchRender() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.url.appendingPathComponent("out")
    // Frames at 0, 50, 100, … 400: the thread's rasterizer copies the bands each shares with the
    // one before.
    let frames = try CLI.run([
      "frames", scene, "--to", "0,400", "--count", "9", "--jobs", "1", "-o", out.path, "--quiet",
    ])
    #expect(frames.status == 0, "\(frames.stderr)")
    let files = try Self.files(out)
    for (index, y) in [(0, 0), (3, 150), (8, 400)] {
      let still = folder.url.appendingPathComponent("still-\(y).png")
      let render = try CLI.run(["render", scene, "--offset", "0,\(y)", "-o", still.path])
      #expect(render.status == 0, "\(render.stderr)")
      let name = String(format: "frame_%05d.png", index)
      try SameFrameFiles.expect(
        try Data(contentsOf: still), files[name] ?? Data(), "\(name) against render --offset 0,\(y)")
    }
    // With a video, frames are drawn whole (the video needs their pixels): the same files.
    let withVideo = folder.url.appendingPathComponent("with-video")
    let video = try CLI.run([
      "frames", scene, "--to", "0,400", "--count", "9", "-o", withVideo.path, "--video",
      folder.url.appendingPathComponent("grid.mp4").path, "--quiet",
    ])
    #expect(video.status == 0, "\(video.stderr)")
    try SameFrameFiles.expect(try Self.files(withVideo), files, "frames with a video")
  }

  @Test("Shards 1/3, 2/3, 3/3 together are the whole batch, with the same manifest")
  func shardUnion() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let whole = folder.url.appendingPathComponent("whole")
    #expect(try CLI.run(["frames", scene, "--to", "0,500", "--count", "10", "-o", whole.path, "--quiet"]).status == 0)
    var union: [String: Data] = [:]
    var counts: [Int] = []
    for shard in 1...3 {
      let out = folder.url.appendingPathComponent("shard\(shard)")
      let result = try CLI.run([
        "frames", scene, "--to", "0,500", "--count", "10", "--shard", "\(shard)/3", "-o", out.path, "--quiet",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let files = try Self.files(out)
      counts.append(files.count - 1)
      union.merge(files) { first, second in
        #expect(first == second, "the manifests of all shards are equal")
        return first
      }
    }
    #expect(counts == [3, 3, 4])
    try SameFrameFiles.expect(union, try Self.files(whole), "the ranges' union")
  }

  @Test func rangesAndShardsOfARange() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.url.appendingPathComponent("out")
    var result = try CLI.run(["frames", scene, "--to", "0,500", "--count", "10", "--range", "3..5", "-o", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("3 frames rendered (frames 3…5 of 10)"), "\(result.stdout)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "frame_00003.png", "frame_00004.png", "frame_00005.png", "manifest.json",
      ])
    // The manifest still lists the whole batch.
    #expect(try Self.manifest(out).frames.count == 10)
    result = try CLI.run([
      "frames", scene, "--to", "0,500", "--count", "10", "--range", "6..", "--shard", "2/2", "-o", out.path, "--quiet",
    ])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_00008.png").path))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_00009.png").path))
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_00007.png").path))
  }

  @Test("--resume skips complete frames and renders missing and damaged ones")
  func resume() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let whole = folder.url.appendingPathComponent("whole")
    let out = folder.url.appendingPathComponent("out")
    let arguments = ["frames", scene, "--to", "0,500", "--count", "8"]
    #expect(try CLI.run(arguments + ["-o", whole.path, "--quiet"]).status == 0)
    #expect(try CLI.run(arguments + ["-o", out.path, "--range", "0..5", "--quiet"]).status == 0)
    // Frame 2 cut short (as by a crash of another tool), frame 3 removed, frame 4 garbage.
    let two = out.appendingPathComponent("frame_00002.png")
    let data = try Data(contentsOf: two)
    try data.prefix(data.count / 2).write(to: two)
    try FileManager.default.removeItem(at: out.appendingPathComponent("frame_00003.png"))
    try Data("not a png".utf8).write(to: out.appendingPathComponent("frame_00004.png"))
    let result = try CLI.run(arguments + ["-o", out.path, "--resume"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("5 frames rendered (frames 0…7 of 8), 3 already complete"), "\(result.stdout)")
    try SameFrameFiles.expect(try Self.files(out), try Self.files(whole), "resumed against uninterrupted")
    // Everything complete: nothing to do.
    let again = try CLI.run(arguments + ["-o", out.path, "--resume"])
    #expect(again.stdout.contains("0 frames rendered (frames 0…7 of 8), 8 already complete"), "\(again.stdout)")
  }

  @Test func aFolderBelongsToOneBatchUnlessReplaced() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.url.appendingPathComponent("out")
    #expect(try CLI.run(["frames", scene, "--to", "0,500", "--count", "6", "-o", out.path, "--quiet"]).status == 0)
    let before = try Self.files(out)
    // Another batch is refused, with or without --resume, a part of it (--range) included.
    for extra in [[String](), ["--range", "0..1"], ["--resume"]] {
      let other = try CLI.run(["frames", scene, "--to", "0,400", "--count", "4", "-o", out.path, "--quiet"] + extra)
      #expect(other.status == 64, "\(other.stderr)")
      #expect(other.stderr.contains("describes another batch") && other.stderr.contains("--replace"))
      #expect(other.stderr.filter { $0 == "\n" }.count == 1)
      #expect(try Self.files(out) == before)
    }
    // The same batch named by another path is the same batch.
    let relative = try CLI.run(
      ["frames", "grid.json", "--to", "0,500", "--count", "6", "-o", "out", "--resume", "--quiet"], in: folder.url)
    #expect(relative.status == 0, "\(relative.stderr)")
    // --replace removes the other batch's frames and manifest, and the folder is the new batch's.
    let replaced = try CLI.run(
      ["frames", scene, "--to", "0,400", "--count", "4", "-o", out.path, "--quiet", "--replace"])
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted().count == 5)
    #expect(try CLI.run(["verify", out.path]).status == 0)
    // Frames without a manifest may be anyone's.
    try FileManager.default.removeItem(at: out.appendingPathComponent("manifest.json"))
    let orphans = try CLI.run(["frames", scene, "--to", "0,400", "--count", "4", "-o", out.path, "--quiet"])
    #expect(orphans.status == 64 && orphans.stderr.contains("holds frames (frame_00000.png) but no manifest"))
  }

  @Test func twoBatchesStartedAtOnceCannotBothWriteAFolder() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.path("out")
    let runs = (0..<2).map { index in
      let process = Process()
      process.executableURL = CLI.binary
      process.arguments = ["frames", scene, "--to", "0,\(400 + 100 * index)", "--count", "30", "-o", out, "--quiet"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return process
    }
    for run in runs { try run.run() }
    for run in runs { run.waitUntilExit() }
    #expect(runs.map(\.terminationStatus).sorted() == [0, 64])
    #expect(try CLI.run(["verify", out]).status == 0)
  }

  @Test("A fling: UIScrollView deceleration to the rest point, and back from past the end")
  func fling() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.grid)
    let out = folder.url.appendingPathComponent("out")
    let result = try CLI.run([
      "frames", scene, "--from", "0,100", "--velocity", "0,300", "--deceleration", "fast", "--fps", "30", "-o",
      out.path, "--quiet",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try Self.manifest(out)
    #expect(manifest.segments.map(\.type) == ["fling"])
    let ys = manifest.frames.map(\.contentOffset.y)
    // Rest point x0 − v0/k, k = 1000 ln 0.99.
    #expect(abs(ys.last! - (100 - 300 / (1000 * log(0.99)))) < 1e-9)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    // Flung hard past the end: overshoot, then back exactly to the end.
    let hard = folder.url.appendingPathComponent("hard")
    #expect(
      try CLI.run(["frames", scene, "--from", "0,400", "--velocity", "0,2500", "-o", hard.path, "--quiet"]).status == 0)
    let bounced = try Self.manifest(hard).frames.map(\.contentOffset.y)
    #expect(bounced.max()! > bounced.last!)
  }

  @Test("A timeline in the scene: segments, a rotation, a selection")
  func timeline() throws {
    let folder = try TemporaryFolder()
    let withTimeline =
      Self.grid.dropLast(1) + #"""
        ,
         "timeline": {"fps": 20, "segments": [
           {"type": "scroll", "to": {"x": 0, "y": 120}, "frames": 4, "curve": "ease-out"},
           {"type": "highlight", "item": {"section": 0, "item": 13}},
           {"type": "pause", "frames": 1},
           {"type": "unhighlight", "item": 13},
           {"type": "select", "item": 13},
           {"type": "bounds", "size": {"width": 90, "height": 120}},
           {"type": "pull", "by": {"x": 0, "y": -200}, "frames": 3},
           {"type": "fling", "velocity": {"x": 0, "y": 400}}
         ]}}
        """#
    let scene = try folder.write("timeline.json", String(withTimeline))
    let out = folder.url.appendingPathComponent("out")
    let result = try CLI.run(["frames", scene, "-o", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try Self.manifest(out)
    #expect(manifest.fps == 20)
    #expect(
      manifest.segments.map(\.type) == [
        "scroll", "highlight", "pause", "unhighlight", "select", "bounds", "pull", "fling",
      ])
    #expect(manifest.frames[4].contentOffset.y == 120)
    #expect(manifest.frames[4].highlighted?.map(\.item) == [13])
    #expect(manifest.frames[4].pixels.width == 120)
    #expect(manifest.frames[5].highlighted == nil)
    #expect(manifest.frames[5].selected?.map(\.item) == [13])
    #expect(manifest.frames[5].pixels.width == 90)
    #expect(manifest.frames[5].pixels.height == 120)
    let png = try Data(contentsOf: out.appendingPathComponent(manifest.frames[6].file))
    #expect(pngSize(png)! == (90, 120))
    // The pull went past the top (negative offsets) and came back.
    #expect(manifest.frames.map(\.contentOffset.y).min()! < 0)

    // --from starts the timeline elsewhere; --fps replaces its rate.
    let moved = folder.url.appendingPathComponent("moved")
    let again = try CLI.run([
      "frames", scene, "--from", "0,40", "--fps", "40", "--range", "0..1", "-o", moved.path, "--quiet",
    ])
    #expect(again.status == 0, "\(again.stderr)")
    let other = try Self.manifest(moved)
    #expect(other.fps == 40)
    #expect(other.segments.count == 8)
    #expect(other.frames[0].contentOffset.y == 40)
    #expect(other.frames[1].time == 1.0 / 40)
  }
}
