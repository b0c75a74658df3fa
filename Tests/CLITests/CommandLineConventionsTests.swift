import Foundation
import Testing

/// The conventions a user expects of a command-line tool: `--version`, negative numbers as values,
/// one name and one default per setting, shell completions.
struct CommandLineConventionsTests {
  static let grid = CLI.repositoryRoot.appendingPathComponent("samples/flow-grid/scene.json").path
  static let line = CLI.repositoryRoot.appendingPathComponent("samples/line-zoom/portrait.json").path

  static func version() throws -> String {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0)
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func versionIsTheSemanticVersionAndNamedInJSONReports() throws {
    let version = try Self.version()
    #expect(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil, "\(version)")

    let folder = try TemporaryFolder()
    let png = folder.path("grid.png")
    #expect(try CLI.run(["render", Self.grid, "-o", png]).status == 0)
    let compare = try CLI.run(["compare", png, png, "--json"])
    #expect(compare.status == 0)
    #expect(try jsonObject(compare.stdout)["version"] as? String == version)

    let snapshot = try CLI.run(["snapshot", Self.grid, "--reference", folder.path("refs/"), "--json"])
    #expect(snapshot.status == 1)  // recorded
    #expect(try jsonObject(snapshot.stdout)["version"] as? String == version)
  }

  @Test func negativeOffsetsAndVelocitiesAreValues() throws {
    let folder = try TemporaryFolder()
    let layout = try CLI.run(["layout", Self.line, "--offset", "-20,0"])
    #expect(layout.status == 0, "\(layout.stderr)")
    let viewport = try jsonObject(layout.stdout)["viewport"] as? [String: Any]
    #expect(viewport?["x"] as? Double == -20)

    let render = try CLI.run(["render", Self.line, "--offset", "-20,-5", "-o", folder.path("line.png")])
    #expect(render.status == 0, "\(render.stderr)")

    let fling = try CLI.run(["frames", Self.line, "--velocity", "-2500,0", "-o", folder.path("fling"), "--quiet"])
    #expect(fling.status == 0, "\(fling.stderr)")
    let manifest = try String(contentsOfFile: folder.path("fling/manifest.json"), encoding: .utf8)
    #expect(manifest.contains("\"frames\""))

    let scroll = try CLI.run([
      "frames", Self.line, "--from", "-10,0", "--to", "-30,0", "--count", "3", "-o", folder.path("scroll"), "--quiet",
    ])
    #expect(scroll.status == 0, "\(scroll.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path("scroll")).filter {
      $0.hasSuffix(".png")
    }
    #expect(frames.count == 3)
  }

  @Test func aValueThatIsNotANumberIsStillAUsageError() throws {
    let result = try CLI.run(["layout", Self.line, "--offset", "-x"])
    #expect(result.status == 64)
  }

  @Test func pngCompressionHasOneHelpAndOneDefault() throws {
    func helpLine(_ command: String) throws -> String {
      let help = try CLI.run([command, "--help"], environment: ["COLUMNS": "400"]).stdout
      // The option's entry: its line and the help text under it, up to the next option; the column
      // where the help starts depends on the command's longest flag, so white space is collapsed.
      let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let start = lines.firstIndex(where: { $0.hasPrefix("--png-compression") }) else { return "" }
      let entry = [lines[start]] + lines[(start + 1)...].prefix { !$0.hasPrefix("-") && !$0.isEmpty }
      return entry.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }
    let render = try helpLine("render")
    #expect(!render.isEmpty)
    #expect(render == (try helpLine("frames")))

    // The same default in both commands: the first frame of a batch at the scene's offset is the
    // same file, byte for byte, as a render of the scene.
    let folder = try TemporaryFolder()
    #expect(try CLI.run(["render", Self.grid, "-o", folder.path("render.png")]).status == 0)
    let frames = try CLI.run([
      "frames", Self.grid, "--to", "0,100", "--count", "2", "-o", folder.path("frames"), "--quiet",
    ])
    #expect(frames.status == 0, "\(frames.stderr)")
    let rendered = try Data(contentsOf: URL(fileURLWithPath: folder.path("render.png")))
    let frame = try Data(contentsOf: URL(fileURLWithPath: folder.path("frames/frame_00000.png")))
    #expect(rendered == frame)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func shellCompletionScripts(_ shell: String) throws {
    let result = try CLI.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    for word in ["render", "layout", "frames", "compare", "snapshot", "png-compression", "offset", "velocity"] {
      #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
    }
    // A syntax check with the shell itself when it is installed (bash always is).
    let shellPath = "/bin/\(shell)"
    if FileManager.default.isExecutableFile(atPath: shellPath) || shell == "bash" {
      let folder = try TemporaryFolder()
      let script = try folder.write("completion.\(shell)", result.stdout)
      let check = Process()
      check.executableURL = URL(fileURLWithPath: shell == "bash" ? "/bin/bash" : shellPath)
      check.arguments = ["-n", script]
      try check.run()
      check.waitUntilExit()
      #expect(check.terminationStatus == 0, "\(shell) -n rejects the completion script")
    }
  }
}

func jsonObject(_ text: String) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
}
