import Foundation
import Testing

@Suite struct CompareCommandTests {
  func compare(_ arguments: [String], in folder: TemporaryFolder) throws -> CLI.Result {
    try CLI.run(["compare"] + arguments, in: folder.url, environment: [:])
  }

  @Test func identicalImagesMatchWithTheirNumbers() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "a.png")
    try folder.render(SnapshotScenes.grid(), to: "b.png")
    let result = try compare(["a.png", "b.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "match        b.png  0 of 9600 pixels differ (0 %), 0 allowed (exact pixels; no pixel may differ); "
        + "largest channel difference 0, colour distance 0\n"
    )
    #expect(!folder.exists("output"), "no diff image for a match")
  }

  @Test func aFaintDifferenceFailsExactlyAndPassesWithinAChannelTolerance() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "a.png")
    try folder.render(SnapshotScenes.grid(contentColor: "#FEFFFF"), to: "b.png")
    let exact = try compare(["a.png", "b.png"], in: folder)
    #expect(exact.status == 1)
    #expect(exact.stdout.hasPrefix("differ       b.png  "))
    #expect(exact.stdout.contains("largest channel difference 1"))
    #expect(exact.stdout.contains("; diff output/compare/b.diff.png"))
    let diff = try #require(
      pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("output/compare/b.diff.png")))))
    #expect(diff.width > 3 * 120, "three panels: expected | differences | actual")

    let tolerant = try compare(["a.png", "b.png", "--channel-tolerance", "1"], in: folder)
    #expect(tolerant.status == 0)
    #expect(
      tolerant.stdout.contains(
        "0 of 9600 pixels differ (0 %), 0 allowed (±1 per channel; no pixel may differ); 2249 within tolerance"))
    #expect(!folder.exists("output/compare/b.diff.png"), "the stale diff of a now-matching pair is removed")
  }

  @Test func aPixelBudgetAndARatio() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "a.png")
    try folder.render(SnapshotScenes.grid(contentColor: "#FEFFFF"), to: "b.png")
    #expect(try compare(["a.png", "b.png", "--max-pixels", "2249"], in: folder).status == 0)
    #expect(try compare(["a.png", "b.png", "--max-pixels", "2248"], in: folder).status == 1)
    #expect(try compare(["a.png", "b.png", "--max-ratio", "23.5%"], in: folder).status == 0)
    #expect(try compare(["a.png", "b.png", "--max-ratio", "0.2"], in: folder).status == 1)
  }

  @Test func antiAliasingOnlyDifferencesPassInPerceptualMode() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.rings(radius: 28), to: "a.png")
    try folder.render(SnapshotScenes.rings(radius: 28.3), to: "b.png")
    let channel = try compare(["a.png", "b.png", "--channel-tolerance", "2"], in: folder)
    #expect(channel.status == 1)
    let perceptual = try compare(["a.png", "b.png", "--perceptual"], in: folder)
    #expect(perceptual.status == 0, "\(perceptual.stdout)")
    #expect(perceptual.stdout.contains("anti-aliasing pixels ignored"))
    let counted = try compare(["a.png", "b.png", "--perceptual", "--anti-aliasing", "count"], in: folder)
    #expect(counted.status == 1)
  }

  @Test func foldersReportAddedRemovedAndSizeMismatchAsResultsOfTheirOwn() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "expected/same.png")
    try folder.render(SnapshotScenes.grid(), to: "actual/same.png")
    try folder.render(SnapshotScenes.grid(), to: "expected/removed.png")
    try folder.render(SnapshotScenes.grid(), to: "actual/added.png")
    try folder.render(SnapshotScenes.grid(), to: "expected/sub/grown.png")
    try folder.render(SnapshotScenes.grid(bounds: #"{"width": 120, "height": 90}"#), to: "actual/sub/grown.png")
    let result = try compare(["expected", "actual"], in: folder)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[0] == "added        added.png  only in ACTUAL")
    #expect(lines[1] == "removed      removed.png  only in EXPECTED")
    #expect(lines[2].hasPrefix("match        same.png  0 of 9600 pixels differ"))
    #expect(
      lines[3].hasPrefix(
        "sizeMismatch sub/grown.png  size mismatch: expected 120×80, actual 120×90; 1200 of 10800 pixels differ"))
    #expect(lines[4] == "4 files: 1 match, 0 differ, 1 size mismatch, 1 added, 1 removed, 0 unreadable")
    #expect(folder.exists("output/compare/sub/grown.diff.png"))

    let json = try compare(["expected", "actual", "--json"], in: folder)
    #expect(json.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["result"] as? String == "differ")
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["result"] as? String } == ["added", "removed", "match", "sizeMismatch"])
  }

  @Test func errorsAreDistinctFromDifferences() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "a.png")
    try folder.write("text.png", "not a png")
    try folder.write("lfs.png", "version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n")
    let cases: [(arguments: [String], status: Int32, message: String)] = [
      (["a.png", "missing.png"], 66, "collection-render: error: missing.png: no such file or folder\n"),
      (["a.png", "text.png"], 65, "collection-render: error: text.png: is not a PNG file (no PNG signature)\n"),
      (
        ["lfs.png", "a.png"], 65,
        "collection-render: error: lfs.png: is a Git LFS pointer, not a PNG (run `git lfs pull`)\n"
      ),
      (
        ["a.png", "."], 64,
        "collection-render: error: . is a folder but a.png is a file; compare two files or two folders "
          + "(see collection-render compare --help)\n"
      ),
    ]
    for testCase in cases {
      let result = try compare(testCase.arguments, in: folder)
      #expect(result.status == testCase.status, "\(testCase.arguments): \(result.stderr)")
      #expect(result.stderr == testCase.message)
      #expect(result.stdout.isEmpty)
    }
    let badTolerance = try compare(["a.png", "a.png", "--channel-tolerance", "300"], in: folder)
    #expect(badTolerance.status == 64)
    #expect(badTolerance.stderr.contains("the channel tolerance must be 0 to 255, got 300"))
    let twoRules = try compare(["a.png", "a.png", "--channel-tolerance", "2", "--perceptual"], in: folder)
    #expect(twoRules.status == 64)
  }

  @Test func anUnreadableFileInAFolderIsAnErrorAfterTheOtherResults() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "expected/a.png")
    try folder.render(SnapshotScenes.grid(), to: "actual/a.png")
    try folder.write("expected/b.png", "not a png")
    try folder.render(SnapshotScenes.grid(), to: "actual/b.png")
    let result = try compare(["expected", "actual"], in: folder)
    #expect(result.status == 65)
    #expect(result.stdout.contains("match        a.png"))
    #expect(result.stdout.contains("unreadable   b.png  expected/b.png: is not a PNG file (no PNG signature)"))
  }

  /// A design change in low-contrast colours — a #F2F2F7 cell on white whose corner radius goes
  /// from 10 to 14 points — stays under the perceptual threshold at every pixel and passes
  /// `--perceptual`, while the snapshot default (±2 per channel) catches it
  /// (docs/snapshot-testing.md, "Tolerances").
  @Test func aLowContrastCornerChangePassesPerceptuallyButNotTheChannelDefault() throws {
    let folder = try TemporaryFolder()
    func cards(radius: Int) -> String {
      #"{"bounds": {"width": 200, "height": 100}, "scale": 2, "layout": {"type": "flow", "#
        + #""itemSize": {"width": 80, "height": 60}, "minimumInteritemSpacing": 10, "sectionInset": 10}, "#
        + #""sections": [{"itemCount": 2}], "style": {"backgroundColor": "white", "cell": {"#
        + ##""backgroundView": null, "contentView": {"backgroundColor": "#F2F2F7", "cornerRadius": \##(radius), "##
        + #""borderWidth": 0}}}}"#
    }
    try folder.render(cards(radius: 10), to: "r10.png")
    try folder.render(cards(radius: 14), to: "r14.png")
    let perceptual = try compare(["r10.png", "r14.png", "--perceptual", "--diff", "p.png"], in: folder)
    #expect(perceptual.status == 0, "\(perceptual.stdout)")
    let channel = try compare(["r10.png", "r14.png", "--channel-tolerance", "2", "--diff", "c.png"], in: folder)
    #expect(channel.status == 1, "\(channel.stdout)")
    #expect(channel.stdout.contains("largest channel difference 13"), "\(channel.stdout)")
  }

  /// `compare --report` shows the differences in the report: the diff images that would go to
  /// `output/compare` are written only where `--diff` asks.
  @Test func aReportWritesNothingElseUnlessAsked() throws {
    let folder = try TemporaryFolder()
    try folder.render(SnapshotScenes.grid(), to: "a.png")
    try folder.render(SnapshotScenes.grid(contentColor: "#FEFFFF"), to: "b.png")
    let result = try compare(["a.png", "b.png", "--report", "report.html"], in: folder)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(!folder.exists("output"), "nothing in the current folder but the report")
    #expect(!result.stdout.contains("diff output/compare"))
    #expect(folder.exists("report.html"))
    let asked = try compare(["a.png", "b.png", "--report", "report.html", "--diff", "d.png"], in: folder)
    #expect(asked.status == 1 && folder.exists("d.png") && !folder.exists("output"))
  }

  /// A passing snapshot run writes nothing: no artefacts folder, no variant sheet.
  @Test func aPassingSnapshotWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "grid.json",
      String(SnapshotScenes.grid().dropLast(1))
        + #", "variants": [{"name": "light"}, {"name": "dark", "traits": {"userInterfaceStyle": "dark"}}]}"#)
    let record = try CLI.run(["snapshot", "grid.json", "--reference", "refs/"], in: folder.url)
    #expect(record.status == 1, "recorded: \(record.stdout)\(record.stderr)")
    #expect(folder.exists("output/snapshot-failures/grid.variants.png"), "new references are looked at")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("output"))
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    let pass = try CLI.run(["snapshot", "grid.json", "--reference", "refs/"], in: folder.url)
    #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("refs")).count == 2)
  }

  @Test(arguments: ["compare", "snapshot", "merge-reports"])
  func helpExplainsWithExamplesAndExitStatus(command: String) throws {
    let result = try CLI.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("collection-render \(command) "))
    #expect(result.stdout.contains("Exit status: 0"))
  }
}
