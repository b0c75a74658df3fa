import Testing

@testable import PreviewServer

/// JSON paths of scene errors found in the file's text, as a line and a column.
@Suite struct JSONPathLocatorTests {
  static let text = """
    {
      // JSONC: comments and trailing commas
      "bounds": {"width": -3, "height": 100},
      "layout": {"type": "flow", /* a block
        comment */ "itemSize": {"width": 60,},},
      "sections": [{"items": ["a", {"title": "b"}, "c"]}, {"it\\"ems": []}],
      "weird key": {"é": [1, [2, 3]]}
    }
    """

  @Test(arguments: [
    ("$", 1, 1), ("$.bounds", 3, 13), ("$.bounds.width", 3, 23), ("$.bounds.height", 3, 37),
    ("$.layout.itemSize.width", 5, 38), ("$.sections[0].items[1]", 6, 32), ("$.sections[0].items[1].title", 6, 42),
    ("$.sections[0].items[2]", 6, 48), ("$.sections[1][\"it\"ems\"]", 6, 67), ("$[\"weird key\"].é[1][0]", 7, 27),
    // A missing key or index points at the object or array that lacks it.
    ("$.layout.spacing", 4, 13), ("$.sections[5]", 6, 15),
  ])
  func findsTheValue(_ path: String, _ line: Int, _ column: Int) throws {
    let position = try #require(JSONPathLocator.position(of: path, in: Array(Self.text.utf8)))
    #expect(position.line == line && position.column == column, "\(path): \(position)")
  }

  @Test func anythingElseGivesTheDeepestPlaceFoundOrNothing() {
    // Not a JSON path: nothing.
    #expect(JSONPathLocator.position(of: "line 3, column 2", in: Array(Self.text.utf8)) == nil)
    #expect(JSONPathLocator.position(of: "$.bounds[", in: Array(Self.text.utf8)) == nil)
    // Text cut short: the last object reached.
    let cut = JSONPathLocator.position(of: "$.bounds.width", in: Array("{\"bounds\": {\"width\"".utf8))
    #expect(cut?.line == 1 && cut?.column == 12)
    // Nesting past the limit stops there instead of recursing on.
    let deep = String(repeating: "[", count: 5_000)
    let stopped = JSONPathLocator.position(of: "$" + String(repeating: "[0]", count: 600), in: Array(deep.utf8))
    #expect(stopped?.column == JSONPathLocator.Scanner.maximumDepth)
  }
}
