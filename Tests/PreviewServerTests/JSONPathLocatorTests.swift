import OrderedJSON
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

  /// The path of `steps` from the root.
  static func path(_ steps: JSONPath.Component...) -> JSONPath { JSONPath(steps) }

  @Test(arguments: [
    (path(), 1, 1), (path(.key("bounds")), 3, 13), (path(.key("bounds"), .key("width")), 3, 23),
    (path(.key("bounds"), .key("height")), 3, 37), (path(.key("layout"), .key("itemSize"), .key("width")), 5, 38),
    (path(.key("sections"), .index(0), .key("items"), .index(1)), 6, 32),
    (path(.key("sections"), .index(0), .key("items"), .index(1), .key("title")), 6, 42),
    (path(.key("sections"), .index(0), .key("items"), .index(2)), 6, 48),
    (path(.key("sections"), .index(1), .key("it\"ems")), 6, 67),
    (path(.key("weird key"), .key("é"), .index(1), .index(0)), 7, 27),
    // A missing key or index points at the object or array that lacks it.
    (path(.key("layout"), .key("spacing")), 4, 13), (path(.key("sections"), .index(5)), 6, 15),
  ])
  func findsTheValue(_ path: JSONPath, _ line: Int, _ column: Int) throws {
    let position = try #require(JSONPathLocator.position(of: path, in: Array(Self.text.utf8)))
    #expect(position.line == line && position.column == column, "\(path): \(position)")
  }

  @Test func textCutShortOrNestedTooDeepGivesTheDeepestPlaceFound() {
    // Text cut short: the last object reached.
    let cut = JSONPathLocator.position(
      of: Self.path(.key("bounds"), .key("width")), in: Array("{\"bounds\": {\"width\"".utf8))
    #expect(cut?.line == 1 && cut?.column == 12)
    // Nesting past the limit stops there instead of recursing on.
    let deep = String(repeating: "[", count: 5_000)
    let stopped = JSONPathLocator.position(
      of: JSONPath(Array(repeating: .index(0), count: 600)), in: Array(deep.utf8))
    #expect(stopped?.column == JSONPathLocator.Scanner.maximumDepth)
  }
}
