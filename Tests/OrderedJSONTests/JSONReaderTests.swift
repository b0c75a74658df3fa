import OrderedJSON
import Testing

/// The reader: what the writer writes reads back as the same value; strict JSON; errors with a
/// line and column, or a path.
@Suite struct JSONReaderTests {
  func parse(_ text: String) throws(JSONReadError) -> JSONText { try JSONText(parsing: Array(text.utf8)) }

  @Test("What the writer writes, in every layout, reads back as the same value, keys in order")
  func roundTrip() throws {
    let value = JSONText.object([
      ("z", .int(1)), ("a", .array([.number(0.1), .number(-2.5e-8), .number(1e300), .string("é \"q\" \u{1F600}\n")])),
      ("m", .object([("k", .null), ("b", .bool(false))])), ("e", .object([])), ("l", .array([])),
    ])
    for layout in [JSONLayout.indented, .compact, JSONLayout(spaced: true, objectLineLevels: 1, arrayLineLevels: 2)] {
      #expect(try JSONText(parsing: Array(value.rendered(layout).utf8)) == value)
    }
  }

  @Test("Equality keeps the members' order")
  func orderMatters() {
    let ab = JSONText.object([("a", .int(1)), ("b", .int(2))])
    #expect(ab != .object([("b", .int(2)), ("a", .int(1))]))
    #expect(ab == .object([("a", .number(1)), ("b", .number(2))]))
  }

  @Test("Escapes, surrogate pairs and white space")
  func escapes() throws {
    #expect(try parse(#" [ "\u00e9\ud83d\ude00\/\b\f\t" ] "#) == .array([.string("é\u{1F600}/\u{8}\u{C}\t")]))
  }

  @Test(
    "Not JSON: each error gives its line and column",
    arguments: [
      ("{\"a\": 1,}", "line 1, column 9: expected a key in quotes"),
      ("[1 2]", "line 1, column 4: expected ',' or ']'"),
      ("{\n  \"a\": 01\n}", "line 2, column 8: invalid number"),
      ("// comment\n{}", "line 1, column 1: unexpected character, expected a value"),
      ("{} x", "line 1, column 4: unexpected text after the value"),
      ("\"a", "line 1, column 3: unterminated string"),
      ("\"\\ud800\"", "line 1, column 8: unpaired surrogate"),
      ("", "line 1, column 1: unexpected end of text, expected a value"),
      ("[1.]", "line 1, column 4: expected a digit after '.'"),
      ("\"\u{1}\"", "line 1, column 2: control character in a string"),
    ])
  func syntaxErrors(text: String, message: String) {
    #expect(throws: JSONReadError.self) { try parse(text) }
    do {
      _ = try parse(text)
    } catch {
      #expect(error.description == message)
      #expect(error.isSyntaxError)
    }
  }

  @Test("Nesting deeper than the limit is refused, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: 513)
    #expect(throws: JSONReadError.self) { try parse(deep) }
    let allowed = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try parse(allowed) }
  }

  @Test("A document read member by member and element by element")
  func streaming() throws {
    var reader = JSONReader(Array(#"{"n": 2, "list": [{"a": 1}, {"a": 2}], "x": null}"#.utf8))
    var keys: [String] = []
    var elements: [JSONText] = []
    let isObject = try reader.readObject { reader, key throws(JSONReadError) in
      keys.append(key)
      if key == "list" {
        _ = try reader.readArray { reader, index throws(JSONReadError) in elements.append(try reader.readValue()) }
      } else {
        _ = try reader.readValue()
      }
    }
    try reader.finish()
    #expect(isObject)
    #expect(keys == ["n", "list", "x"])
    #expect(elements == [.object([("a", .int(1))]), .object([("a", .int(2))])])
    var array = JSONReader(Array("[1]".utf8))
    #expect(try array.readObject { _, _ throws(JSONReadError) in } == false)
    #expect(try array.readValue() == .array([.int(1)]))
  }

  @Test("Typed reading: each problem at its path; members nobody asked for are refused")
  func typedReading() throws {
    let value = try parse(#"{"size": {"width": 1.5, "height": 2}, "count": 2.5, "extra": true}"#)
    var object = try JSONObjectReader(value, at: .root)
    let width = try JSONObjectReader.read(try object.required("size"), at: .root.appending("size")) {
      size throws(JSONReadError) in try size.number("width") + (try size.number("height"))
    }
    #expect(width == 3.5)
    #expect(throws: JSONReadError(.path(JSONPath.root.appending("count")), "expected a whole number")) {
      try object.int("count")
    }
    #expect(throws: JSONReadError(.path(JSONPath.root.appending("name")), "missing")) { try object.string("name") }
    #expect(throws: JSONReadError(.path(JSONPath.root.appending("extra")), "unknown key")) { try object.finish() }
    #expect(object.keys == ["size", "count", "extra"])
  }
}
