import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A batch killed at any moment and resumed is byte-identical to one run without interruption
/// (docs/frames.md, "The command"): SIGKILL at points drawn by a seeded generator over the
/// uninterrupted run's length — during start-up, mid-frame, while a file is renamed, while the
/// manifest is written — then `--resume` until the batch completes. Every file of the folder
/// (frames and manifest) is compared byte for byte, and no temporary file is left.
@Suite(.serialized) struct ResumeAfterKillTests {
  static let scene = #"""
    {"bounds": {"width": 240, "height": 180}, "scale": 2,
     "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}, "minimumInteritemSpacing": 6,
                "minimumLineSpacing": 6, "sectionInset": 6},
     "sections": [{"itemCount": 400, "itemTitle": "{item}"}]}
    """#

  /// SplitMix64, so the kill points are the same on every run of the test.
  struct Generator {
    var state: UInt64
    mutating func unit() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
  }

  /// Starts `frames` and kills it with SIGKILL after `seconds` (or lets it finish first);
  /// returns whether it was still running when killed.
  static func runKilled(_ arguments: [String], after seconds: Double) throws -> Bool {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(2_000) }
    let killed = process.isRunning
    if killed { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return killed
  }

  @Test func aBatchKilledAtRandomPointsAndResumedIsTheUninterruptedBatch() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let batch = ["frames", scene, "--to", "0,2400", "--count", "48", "--jobs", "2", "--quiet"]
    let whole = folder.url.appendingPathComponent("whole")
    let started = Date()
    #expect(try CLI.run(batch + ["-o", whole.path]).status == 0)
    let length = Date().timeIntervalSince(started)
    let expected = try FramesCommandTests.files(whole)
    #expect(expected.count == 49)

    var generator = Generator(state: 2026)
    var kills = 0
    for round in 0..<4 {
      let out = folder.url.appendingPathComponent("killed-\(round)")
      // Up to four kills at random points of a run, each resuming what the last one left.
      for attempt in 0..<4 {
        let arguments = batch + ["-o", out.path] + (attempt == 0 ? [] : ["--resume"])
        if try Self.runKilled(arguments, after: generator.unit() * length) { kills += 1 }
      }
      let resumed = try CLI.run(batch + ["-o", out.path, "--resume"])
      #expect(resumed.status == 0, "round \(round): \(resumed.stderr)")
      let files = try FramesCommandTests.files(out)
      try SameFrameFiles.expect(files, expected, "round \(round), against the uninterrupted batch")
      #expect(try CLI.run(["verify", out.path]).status == 0)
    }
    // The test means nothing if no run was ever killed mid-way.
    #expect(kills >= 4, "only \(kills) runs were killed before they finished")
  }
}
