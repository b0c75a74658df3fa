import Foundation
import Testing

/// The bad-input corpus (`BadInputs/manifest.tsv`, one case a line, the inputs as files beside
/// it), run through the built binary under a 4 GiB address-space limit: every failure is one
/// line on standard error with the prefix, the expected fragments and the file's name, the
/// documented exit code, nothing on standard output, within a time limit, and nothing left
/// behind (no output, no temporary file, an existing output byte-identical, a device or FIFO
/// untouched).
@Suite struct BadInputCorpusTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var line: Int
    var file: String?
    var status: Int32
    var fragments: [String]
    var arguments: String
    var testDescription: String { "line \(line): \(file ?? arguments)" }
  }

  static let folder = CLI.repositoryRoot.appendingPathComponent("Tests/CLITests/BadInputs")
  /// Seconds any one run may take (the slowest cases take well under one).
  static let timeLimit = 20.0

  static let cases: [Case] = {
    let text = (try? String(contentsOf: folder.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
      guard !line.hasPrefix("#"), !line.isEmpty else { return nil }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 4, let status = Int32(columns[1]) else { return nil }
      return Case(
        line: index + 1, file: columns[0] == "-" ? nil : columns[0], status: status,
        fragments: columns[2].split(separator: "|").map(String.init), arguments: columns[3])
    }
  }()

  @Test func corpusIsLargeAndReadable() throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent("manifest.tsv"), encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.count == Self.cases.count, "every manifest line parses")
    #expect(Self.cases.count >= 150)
    for testCase in Self.cases {
      if let file = testCase.file {
        #expect(
          FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(file).path), "\(file) exists")
      }
    }
  }

  @Test(arguments: cases) func badInput(_ testCase: Case) throws {
    let work = try TemporaryFolder()
    let logs = try TemporaryFolder()
    let places = try Places(in: work)
    for arguments in commands(for: testCase, places: places) {
      let before = try work.contents()
      let result = try Self.runLimited(arguments, logs: logs)
      let what = "\(testCase.testDescription) [\(arguments.joined(separator: " "))]"
      #expect(result.seconds < Self.timeLimit, "\(what): \(result.seconds) s")
      #expect(result.status == testCase.status, "\(what): exit \(result.status), \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(what): printed \(result.stdout.prefix(200))")
      #expect(result.stderr.hasPrefix("collection-render: error: "), "\(what): \(result.stderr.prefix(300))")
      #expect(
        result.stderr.hasSuffix("\n") && result.stderr.filter { $0 == "\n" }.count == 1,
        "\(what): not one line: \(result.stderr.prefix(300))")
      for fragment in testCase.fragments {
        #expect(result.stderr.contains(fragment), "\(what): no \"\(fragment)\" in \(result.stderr.prefix(400))")
      }
      if let file = testCase.file, testCase.status != 64 {
        let name = (file as NSString).lastPathComponent
        #expect(
          result.stderr.contains(name) || testCase.fragments.contains { $0.contains("/") },
          "\(what): the message names no file")
      }
      #expect(try work.contents() == before, "\(what): left files behind")
      #expect(try Data(contentsOf: URL(fileURLWithPath: places.existing)) == Places.existingBytes, "\(what)")
      #expect(places.fifoIsIntact(), "\(what): the FIFO was replaced")
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
  }

  /// The command lines a case runs.
  func commands(for testCase: Case, places: Places) -> [[String]] {
    let scene = testCase.file.map { "Tests/CLITests/BadInputs/" + $0 } ?? ""
    let templates: [String]
    switch testCase.arguments {
    case "*":
      templates = ["render {case} -o {out}", "layout {case}", "frames {case} --to 0,10 --count 2 -o {dir}"]
    case "render+layout": templates = ["render {case} -o {out}", "layout {case}"]
    case "render+frames":  // an image whose body is corrupt: layout reads only its header
      templates = ["render {case} -o {out}", "frames {case} --to 0,10 --count 2 -o {dir}"]
    case "@render": templates = ["render {case} -o {out}"]
    default: templates = [testCase.arguments]
    }
    return templates.map { template in
      template.split(separator: " ").map { word in
        var word = String(word)
        for (placeholder, value) in [
          ("{case}", scene), ("{out}", places.out), ("{dir}", places.dir), ("{existing}", places.existing),
          ("{fifo}", places.fifo), ("{folder}", places.folder), ("{socket}", places.socket),
          ("{sparse}", places.sparse),
        ] {
          word = word.replacingOccurrences(of: placeholder, with: value)
        }
        return word
      }
    }
  }

  /// The paths a case may name, made in a fresh folder.
  struct Places {
    static let existingBytes = Data("an existing output that must not change\n".utf8)
    var out: String
    var dir: String
    var existing: String
    var fifo: String
    var folder: String
    var socket: String
    var sparse: String

    init(in work: TemporaryFolder) throws {
      out = work.path("out.png")
      dir = work.path("frames")
      existing = work.path("existing.png")
      fifo = work.path("fifo.json")
      folder = work.path("folder")
      socket = work.path("socket.json")
      sparse = work.path("sparse.json")
      try Self.existingBytes.write(to: URL(fileURLWithPath: existing))
      #expect(mkfifo(fifo, 0o644) == 0)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: sparse, contents: Data("{".utf8)))
      #expect(truncate(sparse, 200 << 20) == 0)
      try Self.bindSocket(at: socket)
    }

    func fifoIsIntact() -> Bool {
      var info = stat()
      return lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    /// A Unix-domain socket bound at `path` (the descriptor is left open for the test's life).
    static func bindSocket(at path: String) throws {
      let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      #expect(descriptor >= 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8)
      #expect(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
      }
      let status = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      #expect(status == 0, "bind \(path)")
    }
  }

  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
  }

  /// Runs the binary with `arguments` in the repository under `ulimit -v` 4 GiB, killed after
  /// twice the time limit; standard output and error go to files in `logs`.
  static func runLimited(_ arguments: [String], logs: TemporaryFolder) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -v 4194304; exec \"$0\" \"$@\"", CLI.binary.path] + arguments
    process.currentDirectoryURL = CLI.repositoryRoot
    var environment = ProcessInfo.processInfo.environment
    for name in ["RECORD", "CI", "SNAPSHOT_ARTIFACTS"] { environment[name] = nil }
    process.environment = environment
    let outPath = logs.path("stdout-\(UUID().uuidString)")
    let errPath = logs.path("stderr-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: outPath, contents: nil),
      FileManager.default.createFile(atPath: errPath, contents: nil)
    else { throw CocoaError(.fileWriteUnknown) }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = Date()
    try process.run()
    if done.wait(timeout: .now() + timeLimit * 2) == .timedOut {
      process.terminate()
      done.wait()
    }
    let seconds = Date().timeIntervalSince(start)
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self), seconds: seconds)
  }
}

/// The budgets leave real work alone: a feed of a million items lays out and renders with the
/// defaults, under the same 4 GiB address-space limit, and a scene over a budget renders once
/// its `"limits"` raise it.
@Suite struct BudgetsLeaveRealWorkAloneTests {
  @Test func aMillionItemFeedRendersWithTheDefaults() throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    let scene = try folder.write(
      "feed.json",
      #"{"bounds": {"width": 390, "height": 844}, "layout": {"type": "flow", "itemSize": {"width": 120, "#
        + #""height": 120}}, "contentOffset": {"x": 0, "y": 2000000}, "#
        + #""sections": [{"itemCount": 1000000, "itemTitle": "Item {number}", "header": "Feed"}]}"#)
    let output = folder.path("feed.png")
    let render = try BadInputCorpusTests.runLimited(["render", scene, "-o", output], logs: logs)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(pngSize(try Data(contentsOf: URL(fileURLWithPath: output)))! == (390, 844))
    let layout = try BadInputCorpusTests.runLimited(["layout", scene], logs: logs)
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(layout.stdout.contains(#""item":"#))
  }

  @Test func raisedLimitsLetAnOverBudgetSceneRender() throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    let scene = try folder.write(
      "tight.json",
      #"{"bounds": {"width": 100, "height": 100}, "limits": {"visibleElements": 1, "textCharacters": 2}, "#
        + #""sections": [{"items": ["abc", "def"]}]}"#)
    let refused = try BadInputCorpusTests.runLimited(["render", scene, "-o", folder.path("a.png")], logs: logs)
    #expect(refused.status == 70)
    let raised = try folder.write(
      "raised.json",
      #"{"bounds": {"width": 100, "height": 100}, "limits": {"visibleElements": 2, "textCharacters": 6}, "#
        + #""sections": [{"items": ["abc", "def"]}]}"#)
    let rendered = try BadInputCorpusTests.runLimited(["render", raised, "-o", folder.path("b.png")], logs: logs)
    #expect(rendered.status == 0, "\(rendered.stderr)")
  }

  @Test func aSceneRaisesItsBudgetsOnlyWhenTheCommandLineAllows() throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    let title = String(repeating: "w", count: 10_500)
    let scene = try folder.write(
      "long.json",
      #"{"bounds": {"width": 200, "height": 100}, "limits": {"labelCharacters": 11000}, "sections": [{"items": [""#
        + title + #""]}]}"#)
    let refused = try BadInputCorpusTests.runLimited(["render", scene, "-o", folder.path("a.png")], logs: logs)
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("$.limits.labelCharacters: 11000 is above the labelCharacters budget of 10000"))
    for command in ["render", "layout"] {
      var arguments = [command, scene, "--allow-scene-limits"]
      if command == "render" { arguments += ["-o", folder.path("b.png")] }
      let allowed = try BadInputCorpusTests.runLimited(arguments, logs: logs)
      #expect(allowed.status == 0, "\(command): \(allowed.stderr)")
    }
  }
}
