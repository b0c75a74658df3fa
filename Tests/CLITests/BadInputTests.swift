import Foundation
import Testing

/// Each bad input: a one-line error naming the file, the JSON path and the reason; the documented
/// exit code; no output file, not even a partial or temporary one.
@Suite struct BadInputTests {
  static let valid = #"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 4}]}"#

  static let sceneCases: [(name: String, scene: String, status: Int32, message: String)] = [
    ("not JSON", "{bounds: 1}", 65, "bad.json: line 1, column 2: not valid JSON"),
    ("no bounds", #"{"sections": []}"#, 65, "bad.json: $: missing required key \"bounds\""),
    (
      "negative size",
      #"{"bounds": {"width": 100, "height": 100}, "layout": {"type": "flow", "itemSize": {"width": -5, "height": "#
        + #"5}}, "sections": []}"#,
      65, "bad.json: $.layout.itemSize.width: must not be negative, got -5"
    ),
    (
      "overflowing number",
      #"{"bounds": {"width": 100, "height": 100}, "layout": {"type": "flow", "minimumLineSpacing": 1e999}, "#
        + #""sections": []}"#,
      65, "bad.json: $.layout.minimumLineSpacing: number is out of range (not finite)"
    ),
    (
      "zero bounds", #"{"bounds": {"width": 0, "height": 100}, "sections": []}"#, 65,
      "bad.json: $.bounds.width: must be greater than 0"
    ),
    (
      "absurd bounds", #"{"bounds": {"width": 90000, "height": 90000}, "sections": []}"#, 65,
      "bad.json: $.bounds: 90000×90000 pixels at scale 1 is too large (at most 32767 pixels a side and 100 megapixels)"
    ),
    (
      "unknown layout", #"{"bounds": {"width": 100, "height": 100}, "layout": {"type": "spiral"}, "sections": []}"#, 65,
      "bad.json: $.layout.type: unknown layout type \"spiral\""
    ),
    (
      "missing dataset", #"{"bounds": {"width": 100, "height": 100}, "dataset": "nowhere.json"}"#, 66,
      "nowhere.json: no such file"
    ),
  ]

  @Test(arguments: sceneCases.indices)
  func badScene(index: Int) throws {
    let testCase = Self.sceneCases[index]
    let folder = try TemporaryFolder()
    let scene = try folder.write("bad.json", testCase.scene)
    let output = folder.path("out.png")
    for command in [["render", scene, "-o", output], ["layout", scene]] {
      let result = try CLI.run(command, in: folder.url)
      #expect(result.status == testCase.status, "\(testCase.name): \(result.stderr)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(testCase.name): \(result.stderr)")
      #expect(result.stderr.contains(testCase.message), "\(testCase.name): \(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"))
    }
    #expect(try folder.contents() == ["bad.json"], "no output file for \(testCase.name)")
  }

  @Test func missingSceneFile() throws {
    let result = try CLI.run(["render", "/nonexistent/scene.json"])
    #expect(result.status == 66)
    #expect(result.stderr == "collection-render: error: /nonexistent/scene.json: no such file\n")
  }

  @Test func unwritableOutputLeavesNothingBehind() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.valid)
    // A regular file where a folder is needed: the output cannot be created.
    try folder.write("blocker", "")
    let result = try CLI.run(["render", scene, "-o", folder.path("blocker/out.png")])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("blocker/out.png: cannot write"))
    #expect(try folder.contents() == ["blocker", "ok.json"])
  }

  @Test func outputIntoAReadOnlyFolder() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.valid)
    let locked = folder.url.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    // root ignores permissions; the test means something only for other users.
    guard getuid() != 0 else { return }
    let result = try CLI.run(["render", scene, "-o", locked.appendingPathComponent("x.png").path])
    #expect(result.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
  }

  @Test func failedRenderKeepsThePreviousFile() throws {
    let folder = try TemporaryFolder()
    let good = try folder.write("ok.json", Self.valid)
    let bad = try folder.write("bad.json", "{")
    let output = folder.path("out.png")
    #expect(try CLI.run(["render", good, "-o", output]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(try CLI.run(["render", bad, "-o", output]).status == 65)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
  }

  @Test(arguments: [
    (["--offset", "1,2,3"], "--offset"),
    (["--bounds", "0x100"], "--bounds"),
    (["--scale", "100"], "--scale"),
    (["--png-compression", "12"], "--png-compression"),
    (["-o", "x.bmp"], "x.bmp"),
  ])
  func badFlags(arguments: [String], mentions: String) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("ok.json", Self.valid)
    let result = try CLI.run(["render", scene] + arguments, in: folder.url)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
    #expect(try folder.contents() == ["ok.json"])
  }
}
