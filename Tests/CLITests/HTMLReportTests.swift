import Foundation
import Testing

/// `compare --report` and `snapshot --report`: a compact list with filters and search, each
/// entry opening onto tabs, zoom, a slider with a divider on the picture, the changed region
/// and the command that accepts it; checked in headless Chromium.
@Suite(.serialized) struct HTMLReportTests {
  static let grid = CLI.repositoryRoot.appendingPathComponent("samples/flow-grid/scene.json").path

  /// Two folders of frames: the same scroll, one rendered from a shifted start so every frame
  /// differs by a different amount, plus a file only one folder has and a matching one.
  static func folders(in folder: TemporaryFolder) throws -> (String, String) {
    let expected = folder.path("expected")
    let actual = folder.path("actual")
    #expect(try CLI.run(["frames", grid, "--to", "0,300", "--count", "4", "-o", expected, "--quiet"]).status == 0)
    #expect(
      try CLI.run(["frames", grid, "--from", "0,2", "--to", "0,310", "--count", "4", "-o", actual, "--quiet"]).status
        == 0)
    for name in ["same.png"] {
      try FileManager.default.copyItem(atPath: expected + "/frame_00003.png", toPath: expected + "/" + name)
      try FileManager.default.copyItem(atPath: expected + "/frame_00003.png", toPath: actual + "/" + name)
    }
    try FileManager.default.copyItem(atPath: expected + "/frame_00000.png", toPath: actual + "/extra.png")
    return (expected, actual)
  }

  /// A snapshot suite of two scenes, image and layout each, recorded and then changed: one cell's
  /// title in `grid` (a small region of its image; its layout stays), the section inset of
  /// `other` (its image and every cell's x in its layout). Returns the scene paths, relative
  /// to `folder`.
  static func changedSuite(in folder: TemporaryFolder) throws -> [String] {
    let text = try String(contentsOfFile: grid, encoding: .utf8).replacingOccurrences(
      of: #""$schema": "../../schema/scene.schema.json","#, with: "")
    try folder.write("scenes/grid/scene.json", text)
    try folder.write("scenes/other.json", text)
    let scenes = ["scenes/grid/scene.json", "scenes/other.json"]
    #expect(
      try CLI.run(["snapshot"] + scenes + ["--layout", "--image", "--reference", "refs/"], in: folder.url).status == 1)
    let title = (#""items": ["0", "1", "2", "3""#, #""items": ["0", "1", "2", "3x""#)
    try folder.write("scenes/grid/scene.json", text.replacingOccurrences(of: title.0, with: title.1))
    let inset = (#""sectionInset": {"top": 16, "left": 16"#, #""sectionInset": {"top": 16, "left": 18"#)
    try folder.write("scenes/other.json", text.replacingOccurrences(of: inset.0, with: inset.1))
    return scenes
  }

  @Test func compareReportListsEveryPairMostDifferentFirstWithItsImagesBesideIt() throws {
    let folder = try TemporaryFolder()
    let (expected, actual) = try Self.folders(in: folder)
    let report = folder.path("report.html")
    let result = try CLI.run([
      "compare", expected, actual, "--report", report, "--json", "--diff", folder.path("diffs"),
    ])
    #expect(result.status == 1)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    let json = try jsonObject(result.stdout)
    let files = try #require(json["files"] as? [[String: Any]])
    for file in files {
      let path = try #require(file["path"] as? String)
      #expect(html.contains(">\(path)</h2>"), "\(path) missing")
    }
    // No external resource; the images are files in report-files/ beside the page.
    for external in ["src=\"http", "href=\"http", "<link", "src=\"/", "src=\"file:", "@import", "url(http"] {
      #expect(!html.contains(external), "\(external)")
    }
    #expect(!html.contains("data:image/png;base64,"))
    let images = try FileManager.default.contentsOfDirectory(atPath: folder.path("report-files"))
    #expect(images.contains("report.json"))
    #expect(images.filter { $0.hasSuffix(".png") }.count == 4 * 3 + 1)  // 4 frames × 3, extra.png's actual
    for image in images where image.hasSuffix(".png") { #expect(html.contains("src=\"report-files/\(image)\"")) }
    // Images that differ come in order of their differing ratio, most first.
    let frames = files.compactMap { file -> (String, Double)? in
      guard let path = file["path"] as? String, path.hasPrefix("frame_"),
        let image = file["comparison"] as? [String: Any], let ratio = image["differingRatio"] as? Double
      else { return nil }
      return (path, ratio)
    }
    #expect(frames.count == 4)
    let positions = frames.sorted { $0.1 > $1.1 }.map { html.range(of: ">\($0.0)</h2>")?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    // The matching pair comes last and carries no image.
    let same = try #require(html.range(of: ">same.png</h2>"))
    #expect(html[same.upperBound...].range(of: "<img") == nil)
  }

  @Test func aSelfContainedReportHasItsImagesInsideAndNoFolder() throws {
    let folder = try TemporaryFolder()
    let (expected, actual) = try Self.folders(in: folder)
    let report = folder.path("one.html")
    let result = try CLI.run([
      "compare", expected, actual, "--report", report, "--report-self-contained", "--diff", folder.path("diffs"),
    ])
    #expect(result.status == 1)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 13)  // each image once
    #expect(!FileManager.default.fileExists(atPath: folder.path("one-files")))
    // In the browser every other use of an image took its source from the first.
    let dom = try HeadlessBrowser.dom(URL(fileURLWithPath: report).absoluteString)
    let copies = dom.components(separatedBy: "data-source=").count - 1
    let filled = try Regex(#"data-source="entry-\d+-(expected|actual|diff)" src="data:image/png;base64,"#)
    #expect(copies > 13)
    #expect(dom.matches(of: filled).count == copies)
    #expect(try CLI.run(["compare", expected, actual, "--report-self-contained"]).status == 64)
  }

  @Test func anUnwritableReportIsExit73() throws {
    let folder = try TemporaryFolder()
    let png = folder.path("a.png")
    #expect(try CLI.run(["render", Self.grid, "-o", png]).status == 0)
    try "x".write(toFile: folder.path("file"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["compare", png, png, "--report", folder.path("file/report.html")])
    #expect(result.status == 73, "\(result.stderr)")
  }
}
