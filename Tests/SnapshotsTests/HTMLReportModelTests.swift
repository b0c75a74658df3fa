import Foundation
import ImageDiff
import Testing

@testable import Snapshots

/// The report's pieces that need no browser: changes marked within lines, the close-up of a
/// changed region, the selection of a shard's snapshots, and a report read back from its files.
@Suite struct HTMLReportModelTests {
  @Test func aMovedFrameMarksTheNumberNotTheLine() {
    let excerpt = [
      #"- 3: {"item":1,"frame":{"x":84,"y":16}}"#, #"+ 3: {"item":1,"frame":{"x":86,"y":16}}"#,
      "… 2 more changed lines",
    ]
    let lines = InlineChanges.lines(of: excerpt)
    #expect(lines.map(\.kind) == [.removed, .added, .note])
    #expect(lines[0].prefix == "- 3: ")
    #expect(lines[0].segments.filter(\.changed).map(\.text) == ["84"])
    #expect(lines[1].segments.filter(\.changed).map(\.text) == ["86"])
    // The segments put together are the line's content, unchanged.
    #expect(lines[1].segments.map(\.text).joined() == #"{"item":1,"frame":{"x":86,"y":16}}"#)
    // An added line with nothing to pair is changed whole.
    let lone = InlineChanges.lines(of: ["+ 9: {}"])
    #expect(lone[0].segments == [InlineChanges.Segment(text: "{}", changed: true)])
  }

  @Test func theReportMarksChangedWordsInTheExcerpt() {
    let text = TextComparison(expected: "a\n{\"x\":84}\nb", actual: "a\n{\"x\":86}\nb")
    let report = HTMLReport(
      title: "t", subtitle: "s", entries: [.init(name: "n", status: "differ", passed: false, summary: "", text: text)])
    let html = report.html()
    #expect(html.contains(#"<span class="line removed">- 2: {&quot;x&quot;:<mark>84</mark>}</span><span"#))
    #expect(html.contains(#"<span class="line added">+ 2: {&quot;x&quot;:<mark>86</mark>}</span>"#))
  }

  @Test func aSmallRegionIsEnlargedAndALargeOneHasNoCloseUp() throws {
    let size = PixelSize(width: 1536, height: 2048)
    let small = try #require(HTMLReport.CloseUp(region: PixelRect(x: 100, y: 200, width: 10, height: 4), in: size))
    #expect(small.crop == PixelRect(x: 92, y: 192, width: 26, height: 20))
    #expect(small.scale == 8)  // at most 8, though 320 / 26 is 12
    // At the image's edge the margin is cut off.
    let corner = try #require(HTMLReport.CloseUp(region: PixelRect(x: 0, y: 0, width: 179, height: 28), in: size))
    #expect(corner.crop.x == 0 && corner.crop.y == 0 && corner.crop.width == 223)
    #expect(corner.scale == 1)  // 223 pixels wide: cropped, not enlarged
    #expect(HTMLReport.CloseUp(region: PixelRect(x: 0, y: 0, width: 1536, height: 2048), in: size) == nil)
  }

  @Test func shardsTakeDisjointChecksThatCoverThePlan() throws {
    let plan = try SnapshotPlan(
      scenes: ["a.json", "b.json", "c.json", "d.json", "e.json"], devices: [nil], kinds: .imageAndLayout,
      reference: "refs/")
    var taken: [String] = []
    for index in 1...3 {
      let part = SnapshotSelection(filters: [], shard: (index, 3)).shardChecks(plan.checks)
      #expect(part.count >= 3 && part.count <= 4)
      taken += part.map(\.reference)
    }
    #expect(taken.sorted() == plan.checks.map(\.reference).sorted())
    #expect(SnapshotSelection.all.shardChecks(plan.checks) == plan.checks)
  }

  @Test func filtersMatchNamesAndGlobs() {
    let selection = SnapshotSelection(filters: ["grid.iphone-se", "circle.*"], shard: nil)
    #expect(selection.includes(name: "grid.iphone-se"))
    #expect(!selection.includes(name: "grid.ipad-portrait"))
    #expect(selection.includes(name: "circle.dark"))
    #expect(SnapshotSelection.all.includes(name: "anything"))
  }

  @Test func aReportWrittenWithItsFilesReadsBackAndMergesToTheSamePage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let entries = (0..<4).map { index in
      HTMLReport.Entry(
        name: "scene-\(index)", status: index == 2 ? "recorded" : "match", passed: index != 2, summary: "s",
        actualPNG: index == 2 ? png : nil, expectedPath: "refs/scene-\(index).png", scene: "scene-\(index).json")
    }
    let whole = HTMLReport(title: HTMLReport.snapshotTitle(count: 4), subtitle: "sub", entries: entries)
    let first = HTMLReport(
      title: HTMLReport.snapshotTitle(count: 2), subtitle: "sub", entries: [entries[3], entries[1]])
    let second = HTMLReport(
      title: HTMLReport.snapshotTitle(count: 2), subtitle: "sub", entries: [entries[0], entries[2]])
    try first.write(to: folder + "/1/report.html")
    try second.write(to: folder + "/2/report.html")
    let merged = HTMLReport.merged([try HTMLReport.read(from: folder + "/1"), try HTMLReport.read(from: folder + "/2")])
    #expect(merged.html(images: .files) == whole.html(images: .files))
    #expect(merged.entries.first { $0.status == "recorded" }?.actualPNG == png)
    // A self-contained page has no data to merge.
    try whole.write(to: folder + "/one.html", images: .embedded)
    #expect(throws: InputFileError.self) { try HTMLReport.read(from: folder + "/one.html") }
  }
}
