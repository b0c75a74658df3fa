import Foundation
import Testing

/// The recipes of docs/distributed.md, simulated: each scheduler's array tasks as processes with
/// its environment, their folders merged, the union checked by `verify` and byte-identical to
/// a single run.
@Suite struct DistributedFramesTests {
  static let batch = [
    "frames", "samples/flow-grid/scene.json", "--to", "0,600", "--count", "13", "--scale", "0.5", "--quiet",
  ]

  /// Every file of `folder`, by name.
  static func files(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }

  /// Runs the array's tasks at once, each with its environment, into one folder (as copying
  /// every task's folder together would give).
  static func runArray(_ environments: [[String: String]], extra: [String] = [], into folder: URL) throws {
    let results = try environments.map { environment in
      try CLI.run(batch + ["--shard", "auto"] + extra + ["-o", folder.path], environment: environment)
    }
    for result in results { #expect(result.status == 0, "\(result.stderr)") }
  }

  @Test("Slurm, Kubernetes, AWS Batch and GNU parallel shards merge into the single run's bytes")
  func schedulersMatchASingleRun() throws {
    let temporary = try TemporaryFolder()
    let single = temporary.url.appendingPathComponent("single")
    #expect(try CLI.run(Self.batch + ["-o", single.path]).status == 0)
    let expected = try Self.files(single)
    #expect(expected.count == 14)  // 13 frames and the manifest

    let slurm = temporary.url.appendingPathComponent("slurm")
    try Self.runArray(
      (1...3).map { ["SLURM_ARRAY_TASK_ID": "\($0)", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"] },
      into: slurm)
    let kubernetes = temporary.url.appendingPathComponent("kubernetes")
    try Self.runArray((0..<4).map { ["JOB_COMPLETION_INDEX": "\($0)"] }, extra: ["--shards", "4"], into: kubernetes)
    let aws = temporary.url.appendingPathComponent("aws")
    try Self.runArray(
      (0..<5).map { ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "COLLECTION_RENDER_SHARD_COUNT": "5"] }, into: aws)
    // GNU parallel: `parallel collection-render frames … --shard {}/4 -o out ::: 1 2 3 4`.
    let parallel = temporary.url.appendingPathComponent("parallel")
    for shard in 1...4 {
      #expect(try CLI.run(Self.batch + ["--shard", "\(shard)/4", "-o", parallel.path]).status == 0)
    }

    for folder in [slurm, kubernetes, aws, parallel] {
      // Extra or missing names (a leftover temporary file) or other bytes (a frame or the manifest).
      try SameFrameFiles.expect(try Self.files(folder), expected, folder.lastPathComponent)
      let verify = try CLI.run(["verify", folder.path])
      #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
      #expect(verify.stdout.contains("13 of 13 frames complete"))
    }
  }

  @Test("verify prints the missing frames as --range arguments")
  func verifyFindsWhatIsMissing() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url.appendingPathComponent("out")
    #expect(try CLI.run(Self.batch + ["--range", "0..4", "-o", folder.path]).status == 0)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("frame_00002.png"))
    // A truncated frame is not complete either.
    let last = folder.appendingPathComponent("frame_00004.png")
    try Data(try Data(contentsOf: last).prefix(100)).write(to: last)
    let verify = try CLI.run(["verify", folder.path])
    #expect(verify.status == 1)
    #expect(verify.stdout.contains("3 of 13 frames complete, 10 missing"), "\(verify.stdout)")
    #expect(verify.stdout.contains("--range 2\n") && verify.stdout.contains("--range 4..12"), "\(verify.stdout)")
    #expect(try CLI.run(Self.batch + ["--range", "2", "-o", folder.path]).status == 0)
    #expect(try CLI.run(Self.batch + ["--range", "4..12", "-o", folder.path]).status == 0)
    #expect(try CLI.run(["verify", folder.path]).status == 0)
  }

  @Test("verify lists the temporary files killed runs left; --resume removes them")
  func leftoverTemporaryFiles() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url.appendingPathComponent("out")
    #expect(try CLI.run(Self.batch + ["-o", folder.path]).status == 0)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // What a run killed between writing a frame and renaming it leaves, by a process now gone;
    // and a file of a run still going (this test's process), which stays.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let leftover = ".frame_00003.png.\(finished.processIdentifier).12345.tmp"
    let running = ".frame_00004.png.\(getpid()).678.tmp"
    for name in [leftover, running] { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
    let verify = try CLI.run(["verify", folder.path])
    #expect(verify.status == 1)
    #expect(verify.stdout.contains("13 of 13 frames complete, 0 missing"), "\(verify.stdout)")
    #expect(verify.stdout.contains("1 temporary file left by interrupted runs"), "\(verify.stdout)")
    #expect(verify.stdout.contains(leftover) && !verify.stdout.contains(running), "\(verify.stdout)")
    #expect(try CLI.run(Self.batch + ["--resume", "-o", folder.path]).status == 0)
    try FileManager.default.removeItem(at: folder.appendingPathComponent(running))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    #expect(try CLI.run(["verify", folder.path]).status == 0)
  }

  @Test("Bad uses: no scheduler, --shards without auto, a folder without a manifest")
  func errors() throws {
    let temporary = try TemporaryFolder()
    let none = try CLI.run(Self.batch + ["--shard", "auto", "-o", temporary.path("a")])
    #expect(none.status == 64)
    #expect(none.stderr.contains("--shard auto: no scheduler's array index"), "\(none.stderr)")
    let stray = try CLI.run(Self.batch + ["--shard", "1/2", "--shards", "2", "-o", temporary.path("b")])
    #expect(stray.status == 64 && stray.stderr.contains("--shards goes with --shard auto"))
    let empty = try CLI.run(["verify", temporary.url.path])
    #expect(empty.status == 66)
    #expect(empty.stderr.hasPrefix("collection-render: error: ") && empty.stderr.contains("no manifest"))
  }
}
