import Foundation
import Testing

/// `compare` and `snapshot`'s diff image flags (pixelmatch's output options) and `--backdrop`,
/// held to the outputs pixelmatch 7.2.0 itself wrote for the committed fixture pairs.
@Suite struct DiffImageFlagTests {
  static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/ImageDiffTests/Fixtures/pixelmatch")

  /// One diff output pixelmatch wrote: the pair, its options as flags, the image and its count.
  struct PixelmatchOutput: CustomStringConvertible, Sendable {
    var pair: String
    var flags: [String]
    var output: String
    var differingPixels: Int
    var description: String { "\(pair) \(flags.joined(separator: " "))" }
  }

  /// The manifest's outputs, each option turned into the flag a user would type.
  static let outputs: [PixelmatchOutput] = {
    guard let data = try? Data(contentsOf: fixtures.appendingPathComponent("manifest.json")),
      let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let outputs = manifest["outputs"] as? [[String: Any]]
    else { return [] }
    return outputs.map { entry in
      let options = entry["options"] as? [String: Any] ?? [:]
      func color(_ key: String) -> String? {
        (options[key] as? [Int]).map { $0.map(String.init).joined(separator: ",") }
      }
      var flags = [
        "--perceptual-threshold", "\((options["threshold"] as? Double) ?? 0.1)", "--diff-layout", "single",
        "--diff-always",
      ]
      if options["includeAA"] as? Bool == true { flags += ["--anti-aliasing", "count"] }
      if options["checkerboard"] as? Bool == false { flags += ["--backdrop", "white"] }
      if let alpha = options["alpha"] as? Double { flags += ["--alpha", "\(alpha)"] }
      if let aaColor = color("aaColor") { flags += ["--aa-color", aaColor] }
      if let diffColor = color("diffColor") { flags += ["--diff-color", diffColor] }
      if let diffColorAlt = color("diffColorAlt") { flags += ["--diff-color-alt", diffColorAlt] }
      if options["diffMask"] as? Bool == true { flags += ["--diff-mask"] }
      return PixelmatchOutput(
        pair: entry["pair"] as? String ?? "", flags: flags, output: entry["output"] as? String ?? "",
        differingPixels: entry["differingPixels"] as? Int ?? -1)
    }
  }()

  @Test func theManifestHasOutputsWithEveryOption() {
    let flags = Set(Self.outputs.flatMap(\.flags))
    for flag in ["--alpha", "--aa-color", "--diff-color", "--diff-color-alt", "--diff-mask", "--backdrop"] {
      #expect(flags.contains(flag), "no fixture output uses \(flag)")
    }
  }

  /// `compare A B --diff-layout single` with pixelmatch's options as flags writes, pixel for
  /// pixel, the output pixelmatch wrote, and counts what it counted.
  @Test(arguments: outputs)
  func singlePanelIsPixelmatchsOutput(_ output: PixelmatchOutput) throws {
    let folder = try TemporaryFolder()
    let a = Self.fixtures.appendingPathComponent("\(output.pair)-a.png").path
    let b = Self.fixtures.appendingPathComponent("\(output.pair)-b.png").path
    let result = try CLI.run(["compare", a, b, "--diff", folder.path("diff.png")] + output.flags, in: folder.url)
    #expect(result.status == (output.differingPixels == 0 ? 0 : 1), "\(result.stderr)")
    #expect(result.stdout.contains("  \(output.differingPixels) of "), "\(result.stdout)")
    guard folder.exists("diff.png") else { return }  // identical images: no diff image at all
    let expected = Self.fixtures.appendingPathComponent(output.output).path
    let same = try CLI.run(["compare", expected, folder.path("diff.png"), "--diff", folder.path("x.png")])
    #expect(same.status == 0, "\(same.stdout)")
  }

  @Test func theDefaultIsStillThreePanels() throws {
    let folder = try TemporaryFolder()
    let a = Self.fixtures.appendingPathComponent("text-shift-1px-a.png").path
    let b = Self.fixtures.appendingPathComponent("text-shift-1px-b.png").path
    let three = try CLI.run(["compare", a, b, "--perceptual", "--diff", folder.path("three.png")], in: folder.url)
    let single = try CLI.run(
      ["compare", a, b, "--perceptual", "--diff-layout", "single", "--diff", folder.path("single.png")], in: folder.url)
    #expect(three.status == 1 && single.status == 1)
    let threeSize = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("three.png")))))
    let singleSize = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("single.png")))))
    let imageSize = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: a))))
    #expect(singleSize == imageSize)
    #expect(threeSize.width > 2 * imageSize.width)
  }

  @Test func theBackdropChangesTheCountOfTranslucentPixelsAndShowsInTheJSON() throws {
    let folder = try TemporaryFolder()
    let a = Self.fixtures.appendingPathComponent("transparent-vs-white-a.png").path
    let b = Self.fixtures.appendingPathComponent("transparent-vs-white-b.png").path
    let checkerboard = try CLI.run(["compare", a, b, "--perceptual", "--json"], in: folder.url)
    let white = try CLI.run(["compare", a, b, "--perceptual", "--backdrop", "white", "--json"], in: folder.url)
    #expect(checkerboard.status == 1, "over the checkerboard, transparent is not white")
    #expect(white.status == 0, "over white, transparent and white look the same")
    #expect(checkerboard.stdout.contains(#""backdrop": "checkerboard""#), "\(checkerboard.stdout)")
    #expect(white.stdout.contains(#""backdrop": "white""#), "\(white.stdout)")
  }

  @Test(arguments: [
    (["--alpha", "1.5"], "--alpha must be 0 to 1"),
    (["--alpha", "x"], "--alpha"),
    (["--diff-color", "255,0"], "--diff-color"),
    (["--diff-color-alt", "256,0,0"], "--diff-color-alt"),
    (["--aa-color", "#12345"], "--aa-color"),
    (["--diff-layout", "four"], "--diff-layout"),
    (["--backdrop", "grey"], "--backdrop"),
  ])
  func badValuesAreUsageErrors(flags: [String], message: String) throws {
    let folder = try TemporaryFolder()
    let a = Self.fixtures.appendingPathComponent("text-shift-1px-a.png").path
    let compare = try CLI.run(["compare", a, a] + flags, in: folder.url)
    #expect(compare.status == 64, "\(compare.stderr)")
    #expect(compare.stderr.contains(message), "\(compare.stderr)")
    let snapshot = try CLI.run(["snapshot", "s.json", "--reference", "r.png"] + flags, in: folder.url)
    #expect(snapshot.status == 64, "\(snapshot.stderr)")
    #expect(snapshot.stderr.contains(message), "\(snapshot.stderr)")
    #expect(try folder.contents().isEmpty, "nothing written")
  }

  @Test func hexColoursAreAccepted() throws {
    let folder = try TemporaryFolder()
    let a = Self.fixtures.appendingPathComponent("added-removed-a.png").path
    let b = Self.fixtures.appendingPathComponent("added-removed-b.png").path
    let flags = ["--perceptual-threshold", "0.05", "--diff-layout", "single", "--alpha", "0.5"]
    _ = try CLI.run(
      [
        "compare", a, b, "--diff", folder.path("rgb.png"), "--aa-color", "0,200,0", "--diff-color", "255,0,255",
        "--diff-color-alt", "0,160,255",
      ] + flags, in: folder.url)
    _ = try CLI.run(
      [
        "compare", a, b, "--diff", folder.path("hex.png"), "--aa-color", "#00C800", "--diff-color", "#ff00ff",
        "--diff-color-alt", "#00A0FF",
      ] + flags, in: folder.url)
    let same = try CLI.run(["compare", folder.path("rgb.png"), folder.path("hex.png")], in: folder.url)
    #expect(same.status == 0, "\(same.stdout)")
    let pixelmatch = Self.fixtures.appendingPathComponent("output-added-removed-colours.png").path
    #expect(try CLI.run(["compare", pixelmatch, folder.path("hex.png")], in: folder.url).status == 0)
  }

  /// `snapshot --diff-layout single` (with the colour flags) writes pixelmatch's single panel
  /// as the failure's diff image.
  @Test func snapshotWritesTheChosenDiffImage() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    _ = try CLI.run(["snapshot", "grid.json", "--reference", "refs/grid.png"], in: folder.url)
    try folder.write("grid.json", SnapshotScenes.grid(contentColor: "yellow"))
    let differ = try CLI.run(
      [
        "snapshot", "grid.json", "--reference", "refs/grid.png", "--artifacts", "failures", "--diff-layout", "single",
        "--diff-color", "0,0,255", "--alpha", "0.5", "--json",
      ], in: folder.url)
    #expect(differ.status == 1, "\(differ.stderr)")
    let diff = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("failures/grid.diff.png")))))
    #expect(diff.width == 120 && diff.height == 80, "one panel, the image's size")
    // The same panel from `compare` with the same flags: the two commands draw alike.
    let compared = try CLI.run(
      [
        "compare", "refs/grid.png", "failures/grid.actual.png", "--channel-tolerance", "2", "--diff", "c.png",
        "--diff-layout", "single", "--diff-color", "0,0,255", "--alpha", "0.5",
      ], in: folder.url)
    #expect(compared.status == 1)
    #expect(try CLI.run(["compare", "c.png", "failures/grid.diff.png"], in: folder.url).status == 0)
  }

  /// `snapshot --layout --image`: the image check and the layout check share a name, and each
  /// keeps the other's failure artefacts.
  @Test func imageAndLayoutFailuresKeepEachOthersArtefacts() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    _ = try CLI.run(["snapshot", "grid.json", "--layout", "--image", "--reference", "refs"], in: folder.url)
    try folder.write(
      "grid.json",
      SnapshotScenes.grid(contentColor: "yellow").replacingOccurrences(of: #""itemCount": 6"#, with: #""itemCount": 5"#)
    )
    let differ = try CLI.run(
      ["snapshot", "grid.json", "--layout", "--image", "--reference", "refs", "--artifacts", "failures"],
      in: folder.url)
    #expect(differ.status == 1, "\(differ.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("failures")).sorted()
    #expect(names == ["grid.actual.json", "grid.actual.png", "grid.diff.png"], "\(differ.stdout)")
  }
}
