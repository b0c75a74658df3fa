import OrderedJSON
import Testing

/// The one writer: each layout's text, streamed or whole, numbers and escapes.
@Suite struct JSONWriterTests {
  static let sample = JSONText.object([
    ("version", .int(1)),
    ("size", .object([("width", .int(120)), ("height", .number(80.5))])),
    ("list", .array([.string("a\tb"), .null, .bool(true)])),
    ("empty", .object([])),
    ("none", .array([])),
  ])

  @Test("Indented: one member a line, small objects of scalars on one line, tabs as letters")
  func indented() {
    #expect(
      Self.sample.rendered() == """
        {
          "version": 1,
          "size": {"width": 120, "height": 80.5},
          "list": [
            "a\\tb",
            null,
            true
          ],
          "empty": {},
          "none": []
        }

        """)
  }

  @Test("An object of scalars longer than 80 characters, or holding a container, takes lines")
  func longObjectsTakeLines() {
    let long = JSONText.object([("text", .string(String(repeating: "x", count: 80)))])
    #expect(long.rendered() == "{\n  \"text\": \"\(String(repeating: "x", count: 80))\"\n}\n")
    let nested = JSONText.object([("a", .object([("b", .int(1))]))])
    #expect(nested.rendered() == "{\n  \"a\": {\"b\": 1}\n}\n")
  }

  @Test("Compact: one line, no spaces, control characters as \\u escapes")
  func compact() {
    #expect(
      Self.sample.text(in: .compact)
        == #"{"version":1,"size":{"width":120,"height":80.5},"list":["a\u0009b",null,true],"empty":{},"none":[]}"#)
  }

  @Test("Line levels: the root's members and its arrays' elements a line each, deeper values on their line")
  func lineLevels() {
    let layout = JSONLayout(spaced: true, objectLineLevels: 1, arrayLineLevels: 2)
    let manifest = JSONText.object([
      ("fps", .int(60)),
      ("frames", .array([.object([("index", .int(0)), ("at", .object([("x", .int(0)), ("y", .number(0.5))]))])])),
    ])
    #expect(
      manifest.rendered(layout) == """
        {
          "fps": 60,
          "frames": [
            {"index": 0, "at": {"x": 0, "y": 0.5}}
          ]
        }

        """)
    let compactLines = JSONLayout(spaced: false, objectLineLevels: 0, arrayLineLevels: 2)
    let layoutJSON = JSONText.object([
      ("size", .object([("width", .int(1))])), ("elements", .array([.int(1), .int(2)])),
    ])
    #expect(layoutJSON.rendered(compactLines) == "{\"size\":{\"width\":1},\"elements\":[\n  1,\n  2\n]}\n")
  }

  @Test("A document written a container at a time is the value written whole")
  func streamingEqualsWhole() {
    for layout in [JSONLayout.indented, .compact, JSONLayout(spaced: true, objectLineLevels: 1, arrayLineLevels: 2)] {
      var writer = JSONWriter(layout: layout)
      writer.beginObject()
      writer.write(.int(1), key: "version")
      writer.write(.object([("width", .int(120)), ("height", .number(80.5))]), key: "size")
      writer.beginArray("list")
      for element in [JSONText.string("a\tb"), .null, .bool(true)] { writer.write(element) }
      writer.end()
      writer.beginObject("empty")
      writer.end()
      writer.beginArray("none")
      writer.end()
      writer.end()
      #expect(writer.document == Self.sample.rendered(layout))
    }
  }

  @Test(
    "Numbers: the shortest text that reads back as the same Double; non-finite ones as null",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (16.0, "16"), (-40.0, "-40"), (137.5, "137.5"), (320.0 / 3, "106.66666666666667"),
      (1e15, "1000000000000000"), (1e20, "1e+20"), (0.1 + 0.2, "0.30000000000000004"),
      (Double.leastNonzeroMagnitude, "5e-324"),
    ])
  func numbers(value: Double, text: String) throws {
    #expect(JSONWriter.number(value) == text)
    #expect(JSONText.number(value).text(in: .compact) == text)
    #expect(try JSONText(parsing: Array(text.utf8)) == .number(value))
  }

  @Test func nonFiniteNumbersAreNull() {
    #expect(JSONText.array([.number(.infinity), .number(.nan)]).text(in: .compact) == "[null,null]")
  }

  @Test("Escapes: quotes, backslashes and controls always; tab and return as letters; HTML script characters")
  func escapes() {
    let text = "\"\\\n\t\r\u{1}<\u{2028}é"
    #expect(JSONWriter.stringLiteral(text) == #""\"\\\n\u0009\u000d\u0001<"# + "\u{2028}é\"")
    #expect(JSONWriter.stringLiteral(text, escapes: .tabAndReturnLetters) == #""\"\\\n\t\r\u0001<"# + "\u{2028}é\"")
    #expect(JSONWriter.stringLiteral(text, escapes: .htmlScript) == #""\"\\\n\u0009\u000d\u0001\u003c\u2028é""#)
  }
}
