import CollectionRender
import Foundation
import ImageDiff
import Snapshots
import Testing

@Suite("Comparing files and folders")
struct PathComparisonTests {
  let scratch: Scratch
  init() throws { scratch = try Scratch() }

  /// expected/ and actual/ with one pair of each kind of result.
  func makeFolders() throws {
    try ImageFile.write(Images.bar, to: scratch.file("expected/same.png"))
    try ImageFile.write(Images.bar, to: scratch.file("actual/same.png"))
    try ImageFile.write(Images.bar, to: scratch.file("expected/screens/changed.png"))
    try ImageFile.write(Images.barWithDot, to: scratch.file("actual/screens/changed.png"))
    try ImageFile.write(Images.bar, to: scratch.file("expected/grown.png"))
    try ImageFile.write(Bitmap(width: 8, height: 7, filledWith: .white), to: scratch.file("actual/grown.png"))
    try ImageFile.write(Images.bar, to: scratch.file("expected/gone.png"))
    try ImageFile.write(Images.bar, to: scratch.file("actual/new.png"))
    try scratch.write("expected/layout.json", Array("{\"x\":1}\n".utf8))
    try scratch.write("actual/layout.json", Array("{\"x\":1}\n".utf8))
    try scratch.write("expected/broken.png", Array("not a png".utf8))
    try ImageFile.write(Images.bar, to: scratch.file("actual/broken.png"))
    try scratch.write("actual/README.md", Array("notes".utf8))
    try scratch.write("actual/.hidden.png", Array("ignored".utf8))
  }

  @Test("Folders: each pair's own result, matched by relative path")
  func folders() throws {
    try makeFolders()
    let run = try PathComparison.run(
      expected: scratch.file("expected"), actual: scratch.file("actual"),
      options: .init(tolerance: .exact, diff: scratch.file("diffs")))
    let results = Dictionary(uniqueKeysWithValues: run.entries.map { ($0.path, $0.result) })
    #expect(
      results == [
        "same.png": .match, "screens/changed.png": .differ, "grown.png": .sizeMismatch, "gone.png": .removed,
        "new.png": .added, "layout.json": .match, "broken.png": .unreadable,
      ])
    #expect(run.skipped == ["README.md"])
    #expect(!run.matched)
    #expect(run.firstProblem?.reason == "is not a PNG file (no PNG signature)")
    #expect(scratch.exists("diffs/screens/changed.diff.png"))
    #expect(scratch.exists("diffs/grown.diff.png"), "a size mismatch gets a diff image too")
    #expect(!scratch.exists("diffs/same.diff.png"))
    #expect(
      run.summary
        == "7 files: 2 match, 1 differ, 1 size mismatch, 1 added, 1 removed, 1 unreadable; 1 other files not compared")
    let changed = try #require(run.entries.first { $0.path == "screens/changed.png" })
    #expect(changed.line.hasPrefix("differ       screens/changed.png  1 of 48 pixels differ (2.08 %), only 0 allowed"))
    #expect(changed.line.hasSuffix("; diff \(scratch.file("diffs/screens/changed.diff.png"))"))
  }

  @Test("The JSON report has every pair's numbers")
  func json() throws {
    try makeFolders()
    let run = try PathComparison.run(
      expected: scratch.file("expected"), actual: scratch.file("actual"), options: .init(diff: scratch.file("diffs")))
    let text = JSONText.comparison(run).rendered()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["result"] as? String == "error")
    #expect(object["mode"] as? String == "folder")
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(
      summary["added"] == 1 && summary["removed"] == 1 && summary["sizeMismatch"] == 1 && summary["unreadable"] == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    let changed = try #require(files.first { $0["path"] as? String == "screens/changed.png" })
    let comparison = try #require(changed["comparison"] as? [String: Any])
    #expect(comparison["differingPixels"] as? Int == 1)
    #expect(comparison["maxChannelDifference"] as? Int == 255)
    #expect((comparison["region"] as? [String: Int]) == ["x": 0, "y": 0, "width": 1, "height": 1])
    #expect(text.contains("\"tolerance\": {\n    \"pixelRule\": \"channel\",\n    \"channel\": 0,"))
  }

  @Test("Two files; a missing operand or a file against a folder is an error")
  func files() throws {
    try ImageFile.write(Images.bar, to: scratch.file("a.png"))
    try ImageFile.write(Images.barWithDot, to: scratch.file("b.png"))
    let run = try PathComparison.run(
      expected: scratch.file("a.png"), actual: scratch.file("b.png"), options: .init(diff: scratch.file("d.png")))
    #expect(run.mode == .file && run.entries.count == 1 && run.entries[0].result == .differ)
    #expect(scratch.exists("d.png"))
    #expect(throws: InputFileError.self) {
      try PathComparison.run(expected: scratch.file("a.png"), actual: scratch.file("none.png"), options: .init())
    }
    try FileManager.default.createDirectory(atPath: scratch.file("folder"), withIntermediateDirectories: true)
    #expect(throws: OperandMismatch.self) {
      try PathComparison.run(expected: scratch.file("folder"), actual: scratch.file("a.png"), options: .init())
    }
  }
}
