import Foundation
import Testing

/// Runs the built `collection-render` binary, which sits next to the test bundle in the build
/// folder (`swift build` builds it before `swift test` runs).
struct CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let binary: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("collection-render")
  }()

  /// `collection-render-serve`, the program `collection-render serve` becomes, beside it.
  static let serverBinary = binary.deletingLastPathComponent().appendingPathComponent("collection-render-serve")

  /// The repository's root, for the samples.
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs the binary in `directory` (default the repository) with a controlled environment: the
  /// variables that select record modes, artefact folders and scheduler shards are removed, so a
  /// developer's `RECORD=all` or a CI machine's `CI=true` cannot change what a test sees; `environment` is
  /// then added (e.g. a `PATH` without ffmpeg, or `CI=true` on purpose). `executable` is another
  /// program to run the same way (a copy of the binary, or `collection-render-serve`).
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], executable: URL = binary
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    var inherited = ProcessInfo.processInfo.environment
    for name in [
      "RECORD", "CI", "SNAPSHOT_ARTIFACTS", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT",
      "JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX", "COLLECTION_RENDER_SHARD_COUNT", "CI_NODE_INDEX",
      "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "BUILDKITE_PARALLEL_JOB",
      "BUILDKITE_PARALLEL_JOB_COUNT",
    ] {
      inherited[name] = nil
    }
    process.environment = inherited.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so that a large output cannot fill the pipe and block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// A fresh temporary folder per test, removed afterwards.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("collection-render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Every file in the folder, hidden ones included.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

/// The width and height in a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
  let bytes = [UInt8](data)
  guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
  func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (be32(16), be32(20))
}
