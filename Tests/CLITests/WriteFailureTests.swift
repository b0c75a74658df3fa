import Foundation
import Testing

/// Writes that fail part-way, as on a full disk: each command runs with its file-size limit set
/// (`ulimit -f`, with SIGXFSZ ignored so that a write past the limit fails with "file too large"
/// instead of killing the process) at sizes from nothing to more than a run writes, so that
/// every write of the run — the manifest, each frame, the rename of a temporary file — is the
/// first to fail in one of them. Every run exits 0 or 73 with one error line (standard error
/// itself a file under the same limit, where the line cannot be written, included), leaves no
/// half-written or temporary file, and a `--resume` afterwards completes the batch byte for
/// byte (docs/limits.md, "Writing outputs").
@Suite(.serialized) struct WriteFailureTests {
  static let scene = #"""
    {"bounds": {"width": 160, "height": 120},
     "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40}, "minimumInteritemSpacing": 6,
                "minimumLineSpacing": 6, "sectionInset": 6},
     "sections": [{"itemCount": 60, "itemTitle": "{item}"}]}
    """#

  /// Runs the binary under a file-size limit of `blocks` 512-byte blocks; standard error goes to
  /// `errorFile` when given (under the same limit), else to a pipe.
  static func runLimited(_ arguments: [String], blocks: Int, errorFile: String? = nil) throws -> CLI.Result {
    let quoted = ([CLI.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let redirect = errorFile.map { " 2>'\($0)'" } ?? ""
    return try CLI.run(
      ["-c", "trap '' XFSZ; ulimit -f \(blocks); exec " + quoted.joined(separator: " ") + redirect],
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  static func leftovers(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tmp") }
  }

  @Test func aFramesBatchStoppedByAFullDiskAtAnyWriteResumesToTheSameFolder() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let batch = ["frames", scene, "--to", "0,600", "--count", "8", "--quiet"]
    let whole = folder.url.appendingPathComponent("whole")
    #expect(try CLI.run(batch + ["-o", whole.path]).status == 0)
    let expected = try FramesCommandTests.files(whole)
    let largest = expected.values.map(\.count).max()!
    // From no room at all to more than the largest file: every write fails in some run.
    var failures = 0
    for blocks in Array(0...4) + Array(stride(from: 6, through: largest / 512 + 2, by: 3)) {
      let out = folder.url.appendingPathComponent("out-\(blocks)")
      let run = try Self.runLimited(batch + ["-o", out.path], blocks: blocks)
      #expect(run.status == 0 || run.status == 73, "\(blocks) blocks: status \(run.status), \(run.stderr)")
      if run.status == 73 {
        failures += 1
        #expect(run.stderr.split(separator: "\n").count == 1, "\(blocks) blocks: \(run.stderr)")
        #expect(run.stderr.contains("file too large"), "\(blocks) blocks: \(run.stderr)")
      }
      #expect(Self.leftovers(out).isEmpty, "\(blocks) blocks: \(Self.leftovers(out))")
      // What was written is complete: each file there is the uninterrupted batch's.
      for (name, data) in (try? FramesCommandTests.files(out)) ?? [:] {
        guard let whole = expected[name] else {
          Issue.record("\(blocks) blocks: \(name) is not one of the uninterrupted batch's files")
          continue
        }
        try SameFrameFiles.expect(data, whole, "\(blocks) blocks: \(name), against the uninterrupted batch's")
      }
      let resumed = try CLI.run(batch + ["-o", out.path, "--resume"])
      #expect(resumed.status == 0, "\(blocks) blocks, resumed: \(resumed.stderr)")
      try SameFrameFiles.expect(try FramesCommandTests.files(out), expected, "\(blocks) blocks: the resumed folder")
    }
    #expect(failures >= 5)
  }

  @Test func aRenderThatCannotWriteLeavesNothingAndExits73() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    for blocks in [0, 1, 2] {
      let output = folder.path("out-\(blocks).png")
      let run = try Self.runLimited(["render", scene, "-o", output], blocks: blocks)
      #expect(run.status == 73, "\(blocks) blocks: \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(!FileManager.default.fileExists(atPath: output))
      #expect(Self.leftovers(folder.url).isEmpty)
    }
  }

  @Test func anErrorLineThatCannotBeWrittenIsNoCrash() throws {
    // Standard error is a file under the same limit: the line is lost, the exit status stays.
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let errors = folder.path("stderr.txt")
    let render = try Self.runLimited(["render", scene, "-o", folder.path("a.png")], blocks: 0, errorFile: errors)
    #expect(render.status == 73)
    let frames = try Self.runLimited(
      ["frames", scene, "--to", "0,100", "--count", "2", "-o", folder.path("f")], blocks: 0, errorFile: errors)
    #expect(frames.status == 73)
  }
}
