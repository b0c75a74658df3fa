import SceneModel
import Testing

@testable import SceneFile

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(#"{"a": [1, -2.5, 3e2, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
    guard case .object(let object) = value, case .array(let array)? = object["a"] else {
      Issue.record("not an object with an array")
      return
    }
    #expect(object.keys == ["a", "b"])
    #expect(array == [.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null, .string("x\né😀")])
  }

  @Test func outOfRangeNumbersBecomeInfinity() throws {
    // 1e999 overflows a Double: the parser keeps it (as +inf) so validation can name its path.
    #expect(try parse("1e999") == .number(.infinity))
    #expect(try parse("-1e999") == .number(-.infinity))
  }

  @Test(arguments: [
    ("{", 1, 2, "expected a quoted key"),
    ("{\"a\" 1}", 1, 6, "expected ':'"),
    ("[1,,]", 1, 4, "unexpected character ','"),
    ("[,]", 1, 2, "unexpected character ','"),
    ("{,}", 1, 2, "expected a quoted key"),
    ("{\"a\": 1 /* open\n", 1, 9, "unterminated /* comment"),
    ("{\"a\": 1 / 2}", 1, 9, "a comment starts with // or /*"),
    ("// only a comment\n", 2, 1, "unexpected end of file"),
    ("{\"a\":1}\n x", 2, 2, "unexpected text after the JSON value"),
    ("01", 1, 2, "leading zeros"),
    ("\"abc", 1, 5, "unterminated string"),
    ("nul", 1, 1, "expected a value"),
    ("", 1, 1, "unexpected end of file"),
  ])
  func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
    do {
      _ = try parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test func commentsAndTrailingCommasAreAccepted() throws {
    let text = """
      // A scene file with comments (JSONC).
      {
        "a": [1, 2, /* two */ 3,],  // a trailing comma in an array
        /* a block
           comment */ "b": {"c": "// not a comment", "d": "/* nor this */",},
      }
      """
    guard case .object(let object) = try parse(text) else {
      Issue.record("not an object")
      return
    }
    #expect(object["a"] == .array([.number(1), .number(2), .number(3)]))
    guard case .object(let b)? = object["b"] else {
      Issue.record("no object b")
      return
    }
    #expect(b["c"] == .string("// not a comment"))
    #expect(b["d"] == .string("/* nor this */"))
  }

  @Test func errorsAfterCommentsStillNameTheirLineAndColumn() {
    let text = "{\n  // the bounds\n  /* in points */ \"bounds\" 1\n}"
    do {
      _ = try parse(text)
      Issue.record("parsed")
    } catch {
      #expect(error.line == 3)
      #expect(error.column == 28)
      #expect(error.message.contains("expected ':'"))
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000)
    #expect(throws: JSONParser.SyntaxError.self) { try parse(text) }
  }

  @Test func repeatedKeysKeepTheLastValue() throws {
    guard case .object(let object) = try parse(#"{"a": 1, "b": 2, "a": 3}"#) else { return }
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == .number(3))
  }
}
