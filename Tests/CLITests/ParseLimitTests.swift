import Foundation
import Testing

/// Files that are valid JSON but far too big to hold as a tree are refused while they are
/// parsed, before they cost memory (docs/limits.md, "Budgets"): the most
/// JSON values in a file, the most members of one object, the most sections of a scene —
/// inline and in a dataset. Each file here is just over its limit (the 100 MB files of the same
/// shapes behave alike; their figures are in docs/limits.md); each run is under a 4 GiB
/// address-space limit, killed when it runs too long.
@Suite struct ParseLimitTests {
  /// The limits as docs/limits.md states them (`Self.values`,
  /// `maximumJSONObjectMembers`, `maximumSections`; this target only runs the binary).
  static let values = 4_000_000
  static let members = 100_000
  static let sections = 200_000
  static let head = #"{"bounds": {"width": 390, "height": 844}, "layout": {"type": "flow"}, "#

  /// Runs `render` on `scene` (written to a new folder, with `files` beside it) and expects
  /// exit 65 with `fragment` in its one error line.
  func expectRefused(_ scene: String, files: [String: String] = [:], fragment: String) throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    for (name, text) in files { _ = try folder.write(name, text) }
    let path = try folder.write("scene.json", scene)
    let output = folder.path("out.png")
    let outcome = try BadInputCorpusTests.runLimited(["render", path, "-o", output], logs: logs)
    #expect(outcome.status == 65, "\(outcome.stderr)")
    #expect(outcome.stderr.contains(fragment), "\(outcome.stderr)")
    #expect(outcome.stderr.split(separator: "\n").count == 1, "one error line: \(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func millionsOfTinyItemsAreRefusedBeforeTheTreeIsBuilt() throws {
    let items = String(repeating: "{},", count: Self.values) + "{}"
    try expectRefused(
      Self.head + #""sections": [{"items": ["# + items + "]}]}",
      fragment: "scene.json: line 1, column ")
    try expectRefused(
      Self.head + #""sections": [{"items": ["# + items + "]}]}",
      fragment: "too large to read: more than \(Self.values) JSON values")
  }

  @Test func aLongArrayOfNumbersIsRefusedWhileParsing() throws {
    let numbers = String(repeating: "0,", count: Self.values) + "0"
    try expectRefused(
      Self.head + #""sections": [{"itemCount": 1}], "contentOffset": ["# + numbers + "]}",
      fragment: "more than \(Self.values) JSON values")
  }

  @Test func anObjectOfTooManyKeysIsRefusedAtTheFirstKeyTooMany() throws {
    let keys = (0...Self.members).map { "\"k\($0)\": 0" }.joined(separator: ",")
    try expectRefused(
      Self.head + #""sections": [{"itemCount": 1}], "style": {"# + keys + "}}",
      fragment: "more than \(Self.members) members in one object")
  }

  @Test func tooManySectionsAreRefusedInlineAndInADataset() throws {
    let sections = String(repeating: #"{"items": []},"#, count: Self.sections) + #"{"items": []}"#
    try expectRefused(
      Self.head + #""limits": {"elements": 1000}, "sections": ["# + sections + "]}",
      fragment: "$.sections[\(Self.sections)]: more than \(Self.sections) sections")
    try expectRefused(
      Self.head + #""dataset": "data.json"}"#, files: ["data.json": #"{"sections": ["# + sections + "]}"],
      fragment: "data.json: $.sections[\(Self.sections)]: more than \(Self.sections) sections")
  }

  @Test func stringsWithAndWithoutEscapesReadTheSame() throws {
    // The parser makes a string without escapes straight from the file's bytes, and one with
    // escapes from its decoded bytes: both must draw the same title, and another title must not.
    let folder = try TemporaryFolder()
    func png(_ name: String, _ title: String) throws -> Data {
      let scene = try folder.write(
        name + ".json", #"{"bounds": {"width": 200, "height": 80}, "sections": [{"items": [""# + title + #""]}]}"#)
      let result = try CLI.run(["render", scene, "-o", folder.path(name + ".png")])
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: folder.path(name + ".png")))
    }
    let plain = try png("plain", #"é ☃ 𝄞 \"q\""#)
    let escaped = try png("escaped", #"\u00e9 \u2603 \ud834\udd1e \"q\""#)
    let other = try png("other", #"e ☃ 𝄞 \"q\""#)
    #expect(plain == escaped)
    #expect(plain != other)
  }
}
