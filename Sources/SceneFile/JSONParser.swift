import SceneModel

/// A JSON parser (RFC 8259, plus the JSONC extensions editors use for settings files: `//` and
/// `/* */` comments and a trailing comma before `]` or `}`) that reports the line and column of a
/// syntax error.
///
/// Written here rather than using `JSONDecoder` so that every later error can name the exact JSON
/// path, and numbers out of Double's range come back as infinities for validation to report
/// (instead of a generic decoding failure).
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  /// Objects and arrays nested this deep or deeper are checked but kept empty (see
  /// ``shallowRoot(_:)``).
  private var keptDepth = Int.max
  /// Whether the top-level object names a key twice (the last value is kept).
  private var repeatsARootKey = false
  /// How many more values may be kept (``Limits/maximumJSONValues``): counted before each is
  /// built, so that a file of millions of tiny values is refused before it costs gigabytes.
  private var valuesLeft = Limits.maximumJSONValues

  /// A syntax error at a 1-based line and column; or, with `isLimit`, valid JSON the parser
  /// refuses to hold (``Limits/maximumJSONValues``, ``Limits/maximumJSONObjectMembers``).
  struct SyntaxError: Error {
    var line: Int
    var column: Int
    var message: String
    var isLimit = false
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON document: a value and nothing after it but white space.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }

  /// Checks the whole document as ``parse(_:)`` does, with its errors, but keeps only the
  /// top-level members (objects and arrays among them come back empty): what a big dataset's
  /// file needs to be told wrong without holding all of it. Also says whether a top-level key
  /// appears twice.
  static func shallowRoot(_ bytes: [UInt8]) throws(SyntaxError) -> (root: JSONValue, repeatsAKey: Bool) {
    var parser = JSONParser(bytes: bytes)
    parser.keptDepth = 1
    let root = try parser.document()
    return (root, parser.repeatsARootKey)
  }

  private mutating func document() throws(SyntaxError) -> JSONValue {
    // A UTF-8 byte-order mark is tolerated, as editors on some systems write one.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    if let encoding = NonUTF8Encoding(startOf: bytes) {
      throw error("the file is \(encoding.rawValue) text; save it as UTF-8")
    }
    try skipWhitespace()
    let value = try parseValue(depth: 0)
    try skipWhitespace()
    if index < bytes.count { throw error("unexpected text after the JSON value") }
    return value
  }

  /// Parses the value that starts at `index` of `bytes` (white space and comments first), as if
  /// nested `depth` levels deep, and moves `index` past it; nil when it is not valid. The dataset
  /// scanner reads the members it has no fast path for with it.
  static func value(in bytes: [UInt8], at index: inout Int, depth: Int) -> JSONValue? {
    var parser = JSONParser(bytes: bytes)
    parser.index = index
    do {
      try parser.skipWhitespace()
      let value = try parser.parseValue(depth: depth)
      index = parser.index
      return value
    } catch {
      return nil
    }
  }

  // Deep nesting is no scene file; the limit keeps recursion far from the stack's end.
  private static let maximumDepth = 512

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    // A value at `depth` is kept when its container (at depth − 1) is; only kept values cost memory.
    if depth <= keptDepth {
      guard valuesLeft > 0 else {
        throw limitError(
          "more than \(Limits.maximumJSONValues) JSON values (objects, arrays, strings, numbers…) in one file; "
            + "give a scene's items as a dataset of titles and sizes (docs/datasets.md)")
      }
      valuesLeft -= 1
    }
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object(try parseObject(depth: depth))
    case UInt8(ascii: "["): return .array(try parseArray(depth: depth))
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character \(describe(bytes[index])), expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONObject {
    index += 1
    var object = JSONObject()
    try skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return object
    }
    var members = 0
    while true {
      try skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a quoted key") }
      members += 1
      guard members <= Limits.maximumJSONObjectMembers else {
        throw limitError("more than \(Limits.maximumJSONObjectMembers) members in one object")
      }
      let key = try parseString()
      try skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\"") }
      index += 1
      try skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      if depth < keptDepth {
        if depth == 0, object[key] != nil { repeatsARootKey = true }
        object.set(key, value)
      }
      try skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        // JSONC: a trailing comma before the closing brace.
        try skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          index += 1
          return object
        }
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        return object
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> [JSONValue] {
    index += 1
    var array: [JSONValue] = []
    try skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return array
    }
    while true {
      try skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      if depth < keptDepth { array.append(value) }
      try skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        // JSONC: a trailing comma before the closing bracket.
        try skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          index += 1
          return array
        }
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        return array
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    var runStart = index
    // The bytes of a string with escapes, decoded; a string without any (nearly every one) is
    // made straight from the file's bytes.
    var pending: [UInt8]? = nil
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        pending?.append(contentsOf: bytes[runStart..<index])
        index += 1
        break
      }
      if byte < 0x20 { throw error("control character in a string (escape it)") }
      if byte == UInt8(ascii: "\\") {
        if pending == nil { pending = [] }
        pending?.append(contentsOf: bytes[runStart..<index])
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[index]
        index += 1
        var scalar: Unicode.Scalar
        switch escape {
        case UInt8(ascii: "\""): scalar = "\""
        case UInt8(ascii: "\\"): scalar = "\\"
        case UInt8(ascii: "/"): scalar = "/"
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "t"): scalar = "\t"
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let decoded = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalar = decoded
        default: throw error("invalid escape \\\(describe(escape))")
        }
        pending?.append(contentsOf: String(Character(scalar)).utf8)
        runStart = index
        continue
      }
      index += 1
    }
    let text =
      if let pending { String(validating: pending, as: UTF8.self) } else {
        String(validating: bytes[start..<(index - 1)], as: UTF8.self)
      }
    guard let text else { throw error("a string is not valid UTF-8") }
    return text
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw error("numbers must not have leading zeros") }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // Swift's Double parser returns ±infinity for out-of-range literals such as 1e999.
    guard let value = Double(text) else { throw error("invalid number \(text)") }
    return value
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let expected = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected
    else { throw error("unexpected character \(describe(bytes[index])), expected a value") }
    index += expected.count
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  /// Skips white space and comments (`// to the end of the line` and `/* up to */`).
  private mutating func skipWhitespace() throws(SyntaxError) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        let start = index
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else {
          index = start  // the error names where the comment opens
          throw error("unterminated /* comment")
        }
        index += 2
      case UInt8(ascii: "/"):
        throw error("unexpected character '/' (a comment starts with // or /*)")
      default: return
      }
    }
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  /// A limit reached at the current position (not a syntax error).
  private func limitError(_ message: String) -> SyntaxError {
    var limit = error(message)
    limit.isLimit = true
    return limit
  }

  private func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // count characters, not UTF-8 continuation bytes
      }
    }
    return SyntaxError(line: line, column: column, message: message)
  }
}
