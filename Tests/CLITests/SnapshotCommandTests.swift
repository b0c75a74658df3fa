import Foundation
import Testing

@Suite struct SnapshotCommandTests {
  func snapshot(_ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]) throws
    -> CLI.Result
  {
    try CLI.run(["snapshot"] + arguments, in: folder.url, environment: environment)
  }

  @Test func locallyAMissingReferenceIsRecordedAndTheRunFailsThenItMatches() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    let first = try snapshot(["grid.json", "--reference", "refs/grid.png"], in: folder)
    #expect(first.status == 1)
    #expect(first.stdout.hasPrefix("recorded   grid.png  recorded new reference refs/grid.png (120×80, "))
    #expect(first.stdout.contains("record mode missing (default)"))
    #expect(first.stdout.contains("recorded references were not verified"))
    #expect(folder.exists("refs/grid.png"))
    let second = try snapshot(["grid.json", "--reference", "refs/grid.png"], in: folder)
    #expect(second.status == 0, "\(second.stdout)")
    #expect(
      second.stdout.hasPrefix(
        "match      grid.png  0 of 9600 pixels differ (0 %), 0 allowed (±2 per channel; no pixel may differ)"))
  }

  /// A reference drawn in other fonts (here: the scene's family changed, as another machine's
  /// fonts would change the face) says so under the failure, naming the faces on each side,
  /// fallbacks included; `--json` lists them.
  @Test func aReferenceDrawnInOtherFontsSaysWhichFonts() throws {
    let folder = try TemporaryFolder()
    let scene =
      #"{"bounds": {"width": 320, "height": 120}, "#
      + #""layout": {"type": "flow", "itemSize": {"width": 300, "height": 44}}, "#
      + #""style": {"cell": {"titleLabel": {"font": {"family": "DejaVu Sans", "size": 17}}}}, "#
      + #""sections": [{"items": ["Wi-Fi 你好", "Bluetooth"]}]}"#
    try folder.write("sans.json", scene)
    try folder.write("serif.json", scene.replacingOccurrences(of: "DejaVu Sans", with: "DejaVu Serif"))
    #expect(try snapshot(["sans.json", "--reference", "refs/x.png"], in: folder).status == 1)
    #expect(try snapshot(["sans.json", "--reference", "refs/x.png"], in: folder).status == 0)
    let other = try snapshot(["serif.json", "--reference", "refs/x.png", "--artifacts", "art"], in: folder)
    #expect(other.status == 1)
    #expect(other.stdout.contains("the reference was drawn with other fonts, which can explain the difference:"))
    #expect(other.stdout.contains("only the reference: DejaVu Sans Book"), "\(other.stdout)")
    #expect(other.stdout.contains("only this run:      DejaVu Serif Book"), "\(other.stdout)")
    let json = try snapshot(["serif.json", "--reference", "refs/x.png", "--artifacts", "art", "--json"], in: folder)
    #expect(json.stdout.contains(#""referenceFonts": ["#) && json.stdout.contains("(DejaVuSerif.ttf)"))
  }

  @Test func onCIAMissingReferenceFailsAndNothingIsRecorded() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    for _ in 0..<2 {  // a retry does not pass either
      let result = try snapshot(["grid.json", "--reference", "refs/grid.png"], in: folder, environment: ["CI": "true"])
      #expect(result.status == 1)
      #expect(
        result.stdout.hasPrefix(
          "missing    grid.png  no reference refs/grid.png; record mode never (default because CI is set) does not "
            + "record"
        ))
      #expect(result.stdout.contains("actual:    output/snapshot-failures/grid.actual.png"))
      #expect(!folder.exists("refs/grid.png"))
    }
    let explicit = try snapshot(
      ["grid.json", "--reference", "refs/grid.png", "--record", "missing"], in: folder, environment: ["CI": "true"])
    #expect(explicit.status == 1)
    #expect(folder.exists("refs/grid.png"), "a flag is an explicit choice, even on CI")
  }

  @Test func recordModeFromTheEnvironmentAndAFlag() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    let never = try snapshot(
      ["grid.json", "--reference", "refs/grid.png"], in: folder, environment: ["RECORD": "never"])
    #expect(never.status == 1 && !folder.exists("refs/grid.png"))
    #expect(never.stdout.contains("record mode never (RECORD environment variable)"))
    let typo = try snapshot(
      ["grid.json", "--reference", "refs/grid.png"], in: folder, environment: ["RECORD": "sometimes"])
    #expect(typo.status == 64)
    #expect(
      typo.stderr
        == "collection-render: error: RECORD=sometimes is not a record mode; use missing, all, failed or never "
        + "(see collection-render snapshot --help)\n")
    let flag = try snapshot(
      ["grid.json", "--reference", "refs/grid.png", "--record", "never"], in: folder, environment: ["RECORD": "all"])
    #expect(flag.status == 1 && !folder.exists("refs/grid.png"))
  }

  @Test func aChangeFailsWithArtefactsAndRecordModeFailedAcceptsIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    _ = try snapshot(["grid.json", "--reference", "refs/grid.png"], in: folder)
    try folder.write("grid.json", SnapshotScenes.grid(contentColor: "yellow"))
    let differ = try snapshot(["grid.json", "--reference", "refs/grid.png", "--artifacts", "failures"], in: folder)
    #expect(differ.status == 1)
    #expect(differ.stdout.hasPrefix("differ     grid.png  "))
    #expect(differ.stdout.contains("would pass only with "))
    #expect(differ.stdout.contains("diff:      failures/grid.diff.png"))
    #expect(differ.stdout.contains("to accept the differences: run again with --record failed"))
    #expect(folder.exists("failures/grid.actual.png") && folder.exists("failures/grid.diff.png"))

    let accepted = try snapshot(
      ["grid.json", "--reference", "refs/grid.png", "--record", "failed", "--artifacts", "failures"], in: folder)
    #expect(accepted.status == 1, "recording never passes")
    #expect(accepted.stdout.hasPrefix("recorded   grid.png  re-recorded refs/grid.png, which differed"))
    let after = try snapshot(["grid.json", "--reference", "refs/grid.png", "--artifacts", "failures"], in: folder)
    #expect(after.status == 0)
    #expect(!folder.exists("failures/grid.actual.png"), "no stale artefacts once it matches")
  }

  @Test func devicesAndLayoutsGoToAFolderOfNamedReferences() throws {
    let folder = try TemporaryFolder()
    try folder.write("cards/scene.json", SnapshotScenes.grid())
    let result = try snapshot(["cards/scene.json", "--device", "all", "--layout", "--reference", "refs"], in: folder)
    #expect(result.status == 1)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("refs")).sorted()
    #expect(
      names == [
        "cards.ipad-landscape.json", "cards.ipad-portrait.json", "cards.iphone-15.json", "cards.iphone-se.json",
      ])
    let layout = try String(contentsOfFile: folder.path("refs/cards.ipad-landscape.json"), encoding: .utf8)
    #expect(layout.hasPrefix(#"{"contentSize":{"width":1024,"#))
    let again = try snapshot(
      ["cards/scene.json", "--device", "iphone-se,ipad-landscape", "--layout", "--reference", "refs", "--json"],
      in: folder)
    #expect(again.status == 0, "\(again.stdout)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
    #expect(object["result"] as? String == "match")
    let snapshots = try #require(object["snapshots"] as? [[String: Any]])
    #expect(snapshots.map { $0["name"] as? String } == ["cards.iphone-se", "cards.ipad-landscape"])
    #expect(snapshots.allSatisfy { $0["kind"] as? String == "text" })
  }

  @Test func aLayoutReferenceIsAJSONFileAndIgnoresPixels() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    #expect(try snapshot(["grid.json", "--reference", "grid.layout.json"], in: folder).status == 1)
    try folder.write("grid.json", SnapshotScenes.grid(contentColor: "yellow"))
    let sameLayout = try snapshot(["grid.json", "--reference", "grid.layout.json"], in: folder)
    #expect(sameLayout.status == 0, "colours are not layout: \(sameLayout.stdout)")
    #expect(sameLayout.stdout.hasPrefix("match      grid.layout.json  identical text"))
  }

  @Test func badCombinationsAreCommandLineErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", SnapshotScenes.grid())
    let cases: [(arguments: [String], message: String)] = [
      (
        ["grid.json", "--device", "all", "--reference", "one.png"],
        "4 snapshots (scenes × devices × kinds) need a folder of references, not one file"
      ),
      (["grid.json", "--layout", "--reference", "one.png"], "a layout reference is a .json file"),
      (
        ["grid.json", "--device", "watch", "--reference", "refs"],
        "--device watch: not a device; use iphone-se, iphone-15, ipad-portrait, ipad-landscape, all, or "
          + "WIDTHxHEIGHT@SCALE"
      ),
      (
        ["grid.json", "--device", "iphone-se", "--bounds", "10x10", "--reference", "refs"],
        "give either --device or --bounds/--scale"
      ),
    ]
    for testCase in cases {
      let result = try snapshot(testCase.arguments, in: folder)
      #expect(result.status == 64, "\(testCase.arguments): \(result.stderr)")
      #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    }
    let missingScene = try snapshot(["nowhere.json", "--reference", "refs"], in: folder)
    #expect(missingScene.status == 66)
    #expect(missingScene.stderr == "collection-render: error: nowhere.json: no such file\n")
  }
}
