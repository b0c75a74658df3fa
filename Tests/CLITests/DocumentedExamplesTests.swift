import Foundation
import Testing

/// Every example a user can copy runs as written: the `Examples:` of every `--help`, and every
/// `collection-render` command in the README's and docs/'s shell blocks.
///
/// Commands run through bash in a fresh folder holding the repository's `samples/` (a symbolic
/// link) and the built binary as both `collection-render` on `PATH` and
/// `.build/release/collection-render`, so what they write stays in the folder. `compare` and
/// `snapshot` may exit 1 (something differs, or references were recorded); every other command
/// must exit 0. `serve` runs until interrupted: its examples are started with `--port 0` (any
/// free port, in place of the port they name, so runs in parallel cannot collide), expected to
/// print their address and answer it, then interrupted (exit 130). A shell block whose fence
/// reads `sh no-run` (a command for several machines) is not run. Each source runs in its own
/// folder, so the sources run in parallel.
@Suite struct DocumentedExamplesTests {
  /// The commands whose help is read, in the order their examples run: later examples use the
  /// files earlier ones wrote (`compare` compares the renders and frames).
  static let commands = ["", "render", "layout", "frames", "compare", "snapshot", "merge-reports", "serve"]

  @Test func everyHelpExampleRuns() throws {
    let folder = try ExampleFolder()
    var count = 0
    for command in Self.commands {
      let help = try CLI.run((command.isEmpty ? [] : [command]) + ["--help"])
      #expect(help.status == 0)
      let examples = Self.helpExamples(help.stdout)
      #expect(!examples.isEmpty, "collection-render \(command) --help has no examples")
      for example in examples {
        try folder.expectSuccess(example, source: "collection-render \(command) --help")
        count += 1
      }
    }
    #expect(count >= 20)
    // At the default width (80 columns, as in a terminal) no example is wrapped: every line the
    // help prints under Examples: is a command or its continuation.
    // What the examples wrote is there: a sample of the outputs they promise.
    for file in [
      "output/grid.png", "output/landscape.pdf", "output/scroll/frame_00029.png", "output/line-fling/manifest.json",
      "line.gif", "snapshots/flow-grid.png", "layout.json",
    ] {
      #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(file).path), "\(file)")
    }
  }

  @Test(arguments: documentedFiles())
  func everyDocumentedCommandRuns(_ file: String) throws {
    let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
    let folder = try ExampleFolder()
    for block in Self.shellBlocks(text) {
      var prelude: [String] = []
      for line in block {
        if line.range(of: #"^[A-Za-z_][A-Za-z0-9_]*=\S+$"#, options: .regularExpression) != nil {
          prelude.append(line)
        } else if line.contains("collection-render") || line.contains("$B ") {
          try folder.expectSuccess((prelude + [line]).joined(separator: "\n"), source: file)
        }
      }
    }
  }

  /// README.md and every page in docs/.
  static func documentedFiles() -> [String] {
    let docs = CLI.repositoryRoot.appendingPathComponent("docs")
    let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  /// The commands under `Examples:` in a help text, continuation lines joined.
  static func helpExamples(_ help: String) -> [String] {
    var lines: [String] = []
    var inExamples = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "Examples:" {
        inExamples = true
        continue
      }
      guard inExamples else { continue }
      if trimmed.isEmpty { break }
      lines.append(trimmed)
    }
    return joinContinuations(lines)
  }

  /// The lines of every `sh`/`bash`/`shell`/`console` fenced block (not `no-run` ones), comments
  /// removed and continuation lines joined.
  static func shellBlocks(_ markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let lines = current {
        if trimmed.hasPrefix("```") {
          blocks.append(joinContinuations(lines))
          current = nil
        } else {
          current = lines + [withoutComment(trimmed)]
        }
      } else if trimmed.hasPrefix("```") {
        let info = trimmed.dropFirst(3).split(separator: " ").map(String.init)
        if let language = info.first, ["sh", "bash", "shell", "console"].contains(language), !info.contains("no-run") {
          current = []
        }
      }
    }
    return blocks.map { $0.filter { !$0.isEmpty } }
  }

  static func joinContinuations(_ lines: [String]) -> [String] {
    var joined: [String] = []
    var pending = ""
    for line in lines {
      if line.hasSuffix("\\") {
        pending += line.dropLast().trimmingCharacters(in: .whitespaces) + " "
      } else {
        joined.append(pending + line)
        pending = ""
      }
    }
    if !pending.isEmpty { joined.append(pending) }
    return joined
  }

  /// `line` without a trailing ` # comment`.
  static func withoutComment(_ line: String) -> String {
    if line.hasPrefix("#") { return "" }
    guard let hash = line.range(of: " #") else { return line }
    return line[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
  }
}

/// A fresh folder in which documented commands run as a user would run them from the repository.
final class ExampleFolder {
  let folder: TemporaryFolder
  var url: URL { folder.url }

  init() throws {
    folder = try TemporaryFolder()
    let files = FileManager.default
    try files.createSymbolicLink(
      at: url.appendingPathComponent("samples"),
      withDestinationURL: CLI.repositoryRoot.appendingPathComponent("samples"))
    for place in ["bin", ".build/release"] {
      let directory = url.appendingPathComponent(place)
      try files.createDirectory(at: directory, withIntermediateDirectories: true)
      try files.createSymbolicLink(
        at: directory.appendingPathComponent("collection-render"), withDestinationURL: CLI.binary)
    }
  }

  /// Runs `command` through bash in the folder and expects it to succeed (0, or 1 for `compare`
  /// and `snapshot`, whose 1 means "differs" or "recorded").
  func expectSuccess(_ command: String, source: String) throws {
    if command.contains("collection-render serve ") { return try expectServes(command, source: source) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-o", "pipefail", "-c", command]
    process.currentDirectoryURL = url
    var environment = ProcessInfo.processInfo.environment
    for name in ["RECORD", "CI", "SNAPSHOT_ARTIFACTS"] { environment[name] = nil }
    environment["PATH"] = url.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let mayDiffer = command.contains(" compare ") || command.contains(" snapshot ")
    let allowed: Set<Int32> = mayDiffer ? [0, 1] : [0]
    #expect(
      allowed.contains(process.terminationStatus),
      "\(source): `\(command)` exited \(process.terminationStatus): \(stderr)")
  }

  /// Runs a `serve` example on any free port: it must print `Serving PATH at URL`, answer the
  /// URL with its page, and exit 130 when interrupted.
  func expectServes(_ command: String, source: String) throws {
    var line = command.replacingOccurrences(of: #"--port \d+"#, with: "--port 0", options: .regularExpression)
    if !line.contains("--port 0") { line += " --port 0" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    // exec: the interrupt goes to collection-render itself, not to a shell waiting for it.
    process.arguments = ["-c", "exec " + line]
    process.currentDirectoryURL = url
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = url.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    var printed = Data()
    while !printed.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed.append(chunk)
    }
    let banner = String(decoding: printed, as: UTF8.self)
    let address = banner.components(separatedBy: " at ").last?.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(banner.hasPrefix("Serving "), "\(source): `\(command)` printed \(banner)")
    if let address, address.hasPrefix("http://127.0.0.1:") {
      let page = try ServeProcess.curl(["-s", "-o", "/dev/null", "-w", "%{http_code}", address])
      #expect(String(decoding: page, as: UTF8.self) == "200", "\(source): `\(command)`: \(address)")
    }
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130, "\(source): `\(command)` exited \(process.terminationStatus)")
  }
}
