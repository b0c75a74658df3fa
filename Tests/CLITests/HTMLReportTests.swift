import Foundation
import Testing

/// `compare --report` and `snapshot --report`: one self-contained HTML file, every pair with its
/// numbers and images, the most different first; checked in headless Chromium.
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

  @Test func compareReportListsEveryPairMostDifferentFirstAndIsSelfContained() throws {
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
    // Every pair is in the report.
    for file in files {
      let path = try #require(file["path"] as? String)
      #expect(html.contains(">\(path)</h2>") || html.contains(" \(path)</h2>"), "\(path) missing")
    }
    // Self-contained: no external resource of any kind.
    for external in ["src=\"http", "href=\"http", "<link", "src=\"/", "src=\"file:", "@import", "url(http"] {
      #expect(!html.contains(external), "\(external)")
    }
    #expect(html.contains("data:image/png;base64,"))
    // Images that differ come in order of their differing ratio, most first.
    let images = files.compactMap { file -> (String, Double)? in
      guard let path = file["path"] as? String, path.hasPrefix("frame_"),
        let image = file["comparison"] as? [String: Any], let ratio = image["differingRatio"] as? Double
      else { return nil }
      return (path, ratio)
    }
    #expect(images.count == 4)
    let positions = images.sorted { $0.1 > $1.1 }.map { html.range(of: " \($0.0)</h2>")?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    // The matching pair comes last and carries no image.
    let same = try #require(html.range(of: " same.png</h2>"))
    #expect(html[same.upperBound...].range(of: "<section") == nil)
  }

  @Test func theReportWorksInABrowserAndShowsEveryFailure() throws {
    let folder = try TemporaryFolder()
    let (expected, actual) = try Self.folders(in: folder)
    let report = folder.path("report.html")
    _ = try CLI.run(["compare", expected, actual, "--report", report, "--diff", folder.path("diffs")])
    let dom = try HeadlessBrowser.dom(URL(fileURLWithPath: report).absoluteString)
    // The page's script ran offline: every slider image took its source from its panel.
    let sliderImages = dom.components(separatedBy: "data-source=").count - 1
    let filled = (try? Regex(#"data-source="entry-\d+-(expected|actual)" src="data:image/png;base64,"#))
      .map { dom.matches(of: $0).count }
    #expect(sliderImages == 8)  // the four frames, expected and actual each
    #expect(filled == sliderImages)
    for failure in ["frame_00000.png", "frame_00001.png", "frame_00002.png", "frame_00003.png", "extra.png"] {
      #expect(dom.contains(failure), "\(failure)")
    }
    #expect(dom.contains("6 failed"))
    let shot = folder.path("report.png")
    try HeadlessBrowser.screenshot(URL(fileURLWithPath: report).absoluteString, to: shot)
    #expect(((try? FileManager.default.attributesOfItem(atPath: shot)[.size] as? Int) ?? 0) > 10_000)
  }

  @Test func snapshotReportShowsTheReferenceActualAndDiff() throws {
    let folder = try TemporaryFolder()
    let references = folder.path("refs/")
    #expect(try CLI.run(["snapshot", Self.grid, "--reference", references]).status == 1)  // recorded
    let report = folder.path("snapshots.html")
    let result = try CLI.run([
      "snapshot", Self.grid, "--reference", references, "--offset", "0,40", "--report", report, "--artifacts",
      folder.path("artifacts"),
    ])
    #expect(result.status == 1)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.contains("flow-grid"))
    for label in ["expected", "actual", "diff"] { #expect(html.contains("id=\"entry-0-\(label)\""), "\(label)") }
    #expect(html.contains("1 failed"))
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
