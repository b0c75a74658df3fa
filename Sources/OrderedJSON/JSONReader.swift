/// Reads JSON text (RFC 8259, strictly: no comments, no trailing commas) from UTF-8 bytes into
/// ``JSONText`` values: a whole value (``readValue()``), or an object member by member and an
/// array element by element, so that a large document — a manifest of a million frames — is
/// turned into typed values piece by piece, never held as one value.
///
/// ```swift
/// var reader = JSONReader(bytes)
/// try reader.readObject { reader, key in
///   if key == "frames" { _ = try reader.readArray { reader, _ in frames.append(try reader.readValue()) } }
///   else { header[key] = try reader.readValue() }
/// }
/// try reader.finish()
/// ```
///
/// Not `SceneFile`'s parser, which reads scene files (JSONC, with limits for untrusted input)
/// into its own value.
public struct JSONReader {
  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0

  /// Objects and arrays nested this deep are refused: no file this project writes comes close,
  /// and the limit keeps the recursion far from the stack's end.
  public static let maximumDepth = 512

  /// A reader at the start of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the next value whole.
  public mutating func readValue() throws(JSONReadError) -> JSONText {
    try skipSpace()
    guard let byte = current else { throw failure("unexpected end of text, expected a value") }
    switch byte {
    case UInt8(ascii: "{"):
      var members: [(String, JSONText)] = []
      _ = try readObject { reader, key throws(JSONReadError) in members.append((key, try reader.readValue())) }
      return .object(members)
    case UInt8(ascii: "["):
      var elements: [JSONText] = []
      _ = try readArray { reader, _ throws(JSONReadError) in elements.append(try reader.readValue()) }
      return .array(elements)
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
    default:
      for (word, value) in Self.words where bytes[offset...].starts(with: word.utf8) {
        offset += word.utf8.count
        return value
      }
      throw failure("unexpected character, expected a value")
    }
  }

  /// Reads an object, calling `member` with each key in order; `member` must read the key's
  /// value. Returns false, having read nothing, when the next value is not an object.
  public mutating func readObject(
    _ member: (inout JSONReader, String) throws(JSONReadError) -> Void
  ) throws(JSONReadError) -> Bool {
    try readContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { reader, _ throws(JSONReadError) in
      try reader.skipSpace()
      guard reader.current == UInt8(ascii: "\"") else { throw reader.failure("expected a key in quotes") }
      let key = try reader.readString()
      try reader.skipSpace()
      guard reader.current == UInt8(ascii: ":") else { throw reader.failure("expected ':' after a key") }
      reader.offset += 1
      try member(&reader, key)
    }
  }

  /// Reads an array, calling `element` with each index in order; `element` must read the
  /// element. Returns false, having read nothing, when the next value is not an array.
  public mutating func readArray(
    _ element: (inout JSONReader, Int) throws(JSONReadError) -> Void
  ) throws(JSONReadError) -> Bool {
    try readContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), element)
  }

  /// Checks that nothing but white space follows the value read.
  public func finish() throws(JSONReadError) {
    var copy = self
    try copy.skipSpace()
    guard copy.current == nil else { throw copy.failure("unexpected text after the value") }
  }

  // MARK: Pieces

  private static let words: [(String, JSONText)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// An object's or an array's members between `open` and `close`, separated by commas.
  private mutating func readContainer(
    open: UInt8, close: UInt8, _ item: (inout JSONReader, Int) throws(JSONReadError) -> Void
  ) throws(JSONReadError) -> Bool {
    try skipSpace()
    guard current == open else { return false }
    guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    depth += 1
    offset += 1
    try skipSpace()
    if current == close {
      offset += 1
      depth -= 1
      return true
    }
    var count = 0
    while true {
      try item(&self, count)
      count += 1
      try skipSpace()
      switch current {
      case UInt8(ascii: ","): offset += 1
      case close:
        offset += 1
        depth -= 1
        return true
      default: throw failure("expected ',' or '\(Character(Unicode.Scalar(close)))'")
      }
    }
  }

  private mutating func skipSpace() throws(JSONReadError) {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
  }

  /// `-`, digits without a leading zero, an optional fraction and exponent.
  private mutating func readNumber() throws(JSONReadError) -> Double {
    let start = offset
    if current == UInt8(ascii: "-") { offset += 1 }
    let whole = digits()
    guard whole > 0, whole == 1 || bytes[offset - whole] != UInt8(ascii: "0") else {
      offset = start
      throw failure("invalid number")
    }
    let end = offset
    if current == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw failure("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard digits() > 0 else { throw failure("expected a digit in the exponent") }
    }
    // Most numbers are small whole ones (indices, sizes): up to 15 digits they are exact as an
    // integer, and made without a string.
    if offset == end && whole <= 15 {
      let magnitude = bytes[end - whole..<end].reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
      return bytes[start] == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude)
    }
    // Swift's parser gives the Double nearest the decimal, so what the writer printed reads back
    // as the same value; a number beyond Double's range reads as an infinity.
    guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
      throw failure("invalid number")
    }
    return value
  }

  /// Skips ASCII digits; returns how many.
  private mutating func digits() -> Int {
    let start = offset
    while let byte = current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { offset += 1 }
    return offset - start
  }

  /// What `\x` stands for, for each single-letter escape.
  private static let letterEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
    UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
  ]

  /// A string, from its opening quote; its bytes must be UTF-8.
  private mutating func readString() throws(JSONReadError) -> String {
    offset += 1
    // The decoded bytes of a string with escapes; one without (nearly every one) is made
    // straight from the text's bytes.
    var unescaped: [UInt8]? = nil
    var run = offset
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      if byte == UInt8(ascii: "\"") { break }
      guard byte >= 0x20 else { throw failure("control character in a string") }
      offset += 1
      guard byte == UInt8(ascii: "\\") else { continue }
      unescaped = (unescaped ?? []) + bytes[run..<offset - 1]
      guard let letter = current else { throw failure("unterminated string") }
      offset += 1
      let scalar: Unicode.Scalar
      if let simple = Self.letterEscapes[letter] {
        scalar = simple
      } else if letter == UInt8(ascii: "u") {
        scalar = try readUnicodeEscape()
      } else {
        throw failure("invalid escape")
      }
      unescaped? += Array(String(scalar).utf8)
      run = offset
    }
    let text =
      if let unescaped { String(validating: unescaped + bytes[run..<offset], as: UTF8.self) } else {
        String(validating: bytes[run..<offset], as: UTF8.self)
      }
    offset += 1  // the closing quote
    guard let text else { throw failure("a string is not UTF-8") }
    return text
  }

  /// The scalar of `\uXXXX` (after the `u`), a surrogate pair's second half included.
  private mutating func readUnicodeEscape() throws(JSONReadError) -> Unicode.Scalar {
    var code = try hex4()
    if code >= 0xD800 && code < 0xDC00 {
      guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        throw failure("unpaired surrogate")
      }
      offset += 2
      let low = try hex4()
      guard low >= 0xDC00 && low < 0xE000 else { throw failure("unpaired surrogate") }
      code = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else { throw failure("unpaired surrogate") }
    return scalar
  }

  /// Four hexadecimal digits.
  private mutating func hex4() throws(JSONReadError) -> UInt32 {
    let end = offset + 4
    guard end <= bytes.count, bytes[offset..<end].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let code = UInt32(String(decoding: bytes[offset..<end], as: UTF8.self), radix: 16)
    else { throw failure("expected four hexadecimal digits after \\u") }
    offset = end
    return code
  }

  /// A syntax error at the current byte, with its 1-based line and column.
  private func failure(_ reason: String) -> JSONReadError {
    let before = bytes[..<min(offset, bytes.count)]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart..<before.endIndex], as: UTF8.self).unicodeScalars.count + 1
    return JSONReadError(.text(line: line, column: column), reason)
  }
}

extension JSONText {
  /// The value of a JSON document: `bytes` hold one value and nothing after it but white space.
  public init(parsing bytes: [UInt8]) throws(JSONReadError) {
    var reader = JSONReader(bytes)
    self = try reader.readValue()
    try reader.finish()
  }
}
