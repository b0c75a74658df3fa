import Foundation
import Testing

/// Bad values for `frames`: one line on standard error, the documented exit code, and nothing
/// written — no frame, no manifest, no temporary file.
@Suite struct FramesBadInputTests {
  static let scene = #"{"bounds": {"width": 60, "height": 40}, "sections": [{"itemCount": 30}]}"#

  static let flagCases: [(arguments: [String], status: Int32, message: String)] = [
    (["--to", "0,100", "--count", "0"], 64, "--count 0: there must be at least 1 frame"),
    (["--to", "0,100", "--count=-3"], 64, "--count -3: there must be at least 1 frame"),
    (["--to", "0,100", "--count", "many"], 64, "--count many: expected a whole number"),
    (["--to", "0,100", "--count", "5", "--fps=-30"], 64, "--fps -30: must be greater than 0"),
    (["--to", "0,100", "--count", "5", "--fps", "nan"], 64, "--fps nan: expected a number"),
    (["--velocity", "nan,0"], 64, "--velocity nan,0: must be finite numbers"),
    (["--velocity", "0,inf"], 64, "--velocity 0,inf: must be finite numbers"),
    (["--velocity", "0"], 64, "--velocity 0: expected two numbers"),
    (["--velocity", "0,100", "--to", "0,5", "--count", "3"], 64, "--velocity (a fling) cannot be combined"),
    (["--to", "0,100"], 64, "--to needs --count"),
    (["--count", "5"], 64, "--count needs --to"),
    ([], 64, "nothing to animate"),
    (["--to", "0,100", "--count", "5", "--curve", "wobbly"], 64, "--curve wobbly: unknown curve \"wobbly\""),
    (["--to", "0,100", "--count", "5", "--range", "3..9"], 64, "--range: frame 9 is outside the batch (frames 0…4)"),
    (["--to", "0,100", "--count", "5", "--range", "7.."], 64, "--range: frame 7 is outside the batch (frames 0…4)"),
    (["--to", "0,100", "--count", "5", "--range", "4..2"], 64, "--range 4..2: the end comes before the start"),
    (["--to", "0,100", "--count", "5", "--range", "a-b"], 64, "--range a-b: expected A..B"),
    (["--to", "0,100", "--count", "5", "--shard", "3/2"], 64, "--shard 3/2: K must be 1…2"),
    (["--to", "0,100", "--count", "5", "--shard", "0/2"], 64, "--shard 0/2: K must be 1…2"),
    (["--to", "0,100", "--count", "5", "--shard", "half"], 64, "--shard half: expected K/N"),
    (["--to", "0,100", "--count", "5", "--jobs", "0"], 64, "--jobs 0: expected 1…1024"),
    (["--to", "0,100", "--count", "5", "--shards", "2"], 64, "--shards goes with --shard auto"),
    (
      ["--to", "0,100", "--count", "5", "--shard", "auto", "--shards", "0"], 64,
      "--shards 0: expected a number of shards"
    ),
    (["--velocity", "0,100", "--deceleration", "slow"], 64, "--deceleration slow: expected normal (0.998 per ms)"),
    (["--to", "0,100", "--count", "5", "--range", "1..2..3"], 64, "--range 1..2..3: expected A..B"),
    (["--to", "0,100", "--count", "5", "--range=-2"], 64, "--range -2: expected A..B"),
    (["--to", "0,100", "--count", "5", "--bounds", "10"], 64, "--bounds 10: expected a width and a height"),
    (["--to", "0,100", "--count", "5", "--pattern", "frame.png"], 64, "--pattern frame.png: needs the frame number"),
    (["--to", "0,100", "--count", "5", "--pattern", "f%05d.jpg"], 64, "must end in .png"),
    (["--to", "0,100", "--count", "5", "--pattern", "a/%d.png"], 64, "without /"),
    (
      ["--to", "0,100", "--count", "5", "--png-compression", "11"], 64,
      "--png-compression 11: expected default, fastest, smallest"
    ),
    (["--to", "0,100", "--count", "5", "--video", "out.avi"], 64, "--video out.avi: cannot tell the format"),
    (["--to", "1e400,0", "--count", "5"], 64, "--to 1e400,0"),
  ]

  @Test(arguments: flagCases.indices)
  func badFlags(index: Int) throws {
    let testCase = Self.flagCases[index]
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.scene)
    let result = try CLI.run(["frames", scene] + testCase.arguments + ["-o", folder.path("out")], in: folder.url)
    #expect(result.status == testCase.status, "\(testCase.arguments): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(testCase.message), "\(result.stderr) should contain \(testCase.message)")
    #expect(try folder.contents() == ["ok.json"], "nothing written for \(testCase.arguments)")
  }

  @Test func noOutputFolder() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.scene)
    let result = try CLI.run(["frames", scene, "--to", "0,10", "--count", "2"], in: folder.url)
    #expect(result.status == 64)
    #expect(result.stderr.contains("-o: give the folder for the frames"))
    #expect(try folder.contents() == ["ok.json"])
  }

  static let timelineCases: [(timeline: String, message: String)] = [
    (#"{"segments": [{"type": "pause", "frames": 0}], "fps": -1}"#, "$.timeline.fps: must not be negative, got -1"),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 5}, "frames": 0.5}]}"#,
      "$.timeline.segments[0].frames: must be a whole number"
    ),
    (
      #"{"segments": [{"type": "fling", "velocity": {"y": 1e999}}]}"#,
      "$.timeline.segments[0].velocity.y: number is out of range"
    ),
    (#"{"segments": [{"type": "select", "item": 99}]}"#, "$.timeline.segments[0]: no item 99 in section 0"),
    (
      #"{"segments": [{"type": "bounds", "size": {"width": 40000, "height": 10}}]}"#,
      "$.timeline.segments[0]: 40000×10 pixels is too large"
    ),
    (
      #"{"segments": [{"type": "pause", "duration": 3600}, {"type": "pause", "duration": 3600}, {"type": "pause", "#
        + #""duration": 3600}, {"type": "pause", "duration": 3600}, {"type": "pause", "duration": 3600}]}"#,
      "$.timeline.segments[4]: the animation would have more than 1000000 frames"
    ),
  ]

  @Test(arguments: timelineCases.indices)
  func badTimelines(index: Int) throws {
    let testCase = Self.timelineCases[index]
    let folder = try TemporaryFolder()
    let scene = try folder.write("t.json", String(Self.scene.dropLast()) + #", "timeline": \#(testCase.timeline)}"#)
    let result = try CLI.run(["frames", scene, "-o", folder.path("out")], in: folder.url)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("t.json: " + testCase.message), "\(result.stderr)")
    #expect(try folder.contents() == ["t.json"])
  }

  @Test func missingScene() throws {
    let folder = try TemporaryFolder()
    let result = try CLI.run(
      ["frames", "nowhere.json", "--to", "0,10", "--count", "2", "-o", folder.path("out")], in: folder.url)
    #expect(result.status == 66)
    #expect(result.stderr == "collection-render: error: nowhere.json: no such file\n")
    #expect(try folder.contents().isEmpty)
  }

  @Test("An unwritable folder: exit 73 before anything is rendered, nothing left behind")
  func unwritableFolder() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.scene)
    try folder.write("blocker", "")
    let result = try CLI.run(
      ["frames", scene, "--to", "0,10", "--count", "2", "-o", folder.path("blocker/frames")], in: folder.url)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("blocker/frames: cannot write"), "\(result.stderr)")
    #expect(try folder.contents() == ["blocker", "ok.json"])
    let file = try CLI.run(
      ["frames", scene, "--to", "0,10", "--count", "2", "-o", folder.path("blocker")], in: folder.url)
    #expect(file.status == 73)
    #expect(file.stderr.contains("blocker: cannot write: is a file, not a folder"), "\(file.stderr)")
    guard getuid() != 0 else { return }  // root ignores permissions
    let locked = folder.url.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    let denied = try CLI.run(["frames", scene, "--to", "0,10", "--count", "2", "-o", locked.path])
    #expect(denied.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
  }

  @Test("--video without ffmpeg on PATH: a clear error, exit 70, nothing written")
  func ffmpegMissing() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.scene)
    let result = try CLI.run(
      ["frames", scene, "--to", "0,10", "--count", "2", "-o", folder.path("out"), "--video", folder.path("v.mp4")],
      in: folder.url, environment: ["PATH": "/nonexistent"])
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("--video needs ffmpeg, which is not on PATH"), "\(result.stderr)")
    #expect(try folder.contents() == ["ok.json"])
  }
}
