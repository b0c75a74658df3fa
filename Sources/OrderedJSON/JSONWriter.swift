/// The project's one JSON writer: prints ``JSONText`` values in a ``JSONLayout``, keys in their
/// order and numbers as the shortest decimal that reads back as the same Double.
///
/// A value is written whole (``write(_:key:)``), or a document is built a container at a time
/// (``beginObject(_:)``, ``beginArray(_:)``, ``end()``) so that a large one — a manifest of a
/// million frames — never exists as one value:
///
/// ```swift
/// var writer = JSONWriter(layout: .indented)
/// writer.beginObject()
/// writer.write(.int(1), key: "version")
/// writer.beginArray("frames")
/// for frame in frames { writer.write(frame.json) }
/// writer.end()
/// writer.end()
/// print(writer.document, terminator: "")
/// ```
public struct JSONWriter: Sendable {
  /// An object or array begun and not yet ended.
  private struct Container: Sendable {
    var isObject: Bool
    var onLines: Bool
    /// The indentation of the line the container starts on.
    var indent: String
    /// What starts a member's line, when the container is on lines: a newline and the indent.
    var memberLine: String
    var count = 0
  }

  /// How the text is laid out.
  public let layout: JSONLayout
  /// The text written so far, as UTF-8 (appending bytes costs a fraction of appending to a
  /// String, which a manifest of a million frames feels).
  public private(set) var utf8: [UInt8] = []
  private var open: [Container] = []

  /// A writer with nothing written yet.
  public init(layout: JSONLayout) {
    self.layout = layout
  }

  /// The text written so far.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The text with a newline after it, once every container has ended: the document.
  public var document: String { text + "\n" }

  /// Begins an object: the root, the next element of the array being written, or its member
  /// `key` of the object being written.
  public mutating func beginObject(_ key: String? = nil) {
    begin(isObject: true, key: key, onLines: nil)
  }

  /// Begins an array, as ``beginObject(_:)`` begins an object.
  public mutating func beginArray(_ key: String? = nil) {
    begin(isObject: false, key: key, onLines: nil)
  }

  /// Ends the object or array begun last.
  public mutating func end() {
    let container = open.removeLast()
    if container.onLines && container.count > 0 { append("\n" + container.indent) }
    utf8.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
  }

  /// Writes `value` whole: the root, the next element of the array being written, or its member
  /// `key` of the object being written.
  public mutating func write(_ value: JSONText, key: String? = nil) {
    switch value {
    case .object(let members):
      if let line = oneLine(value, members) {
        startValue(key)
        utf8 += line
        return
      }
      begin(isObject: true, key: key, onLines: nil)
      for (name, member) in members { write(member, key: name) }
      end()
    case .array(let elements):
      begin(isObject: false, key: key, onLines: nil)
      for element in elements { write(element) }
      end()
    case .string(let string):
      startValue(key)
      appendString(string)
    case .number(let number):
      startValue(key)
      append(number.isFinite ? Self.number(number) : "null")
    case .bool(let flag):
      startValue(key)
      append(flag ? "true" : "false")
    case .null:
      startValue(key)
      append("null")
    }
  }

  /// A finite Double as JSON: the shortest text that reads back as the same value, with no
  /// fraction for whole numbers; -0 prints as 0.
  public static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    // Whole numbers up to 2^53 are exact integers: print them without a fraction.
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `string` as a JSON string literal, quotes included, escaped as `escapes` says.
  public static func stringLiteral(_ string: String, escapes: JSONLayout.Escapes = []) -> String {
    var writer = JSONWriter(
      layout: JSONLayout(spaced: false, objectLineLevels: 0, arrayLineLevels: 0, escapes: escapes))
    writer.appendString(string)
    return writer.text
  }

  // MARK: Pieces

  private mutating func begin(isObject: Bool, key: String?, onLines: Bool?) {
    startValue(key)
    let level = open.count
    utf8.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    let indent = lineIndent
    open.append(
      Container(
        isObject: isObject, onLines: onLines ?? layout.onLines(isObject: isObject, level: level), indent: indent,
        memberLine: "\n" + indent + "  "))
  }

  /// The indentation of the line a value starts on, in the innermost open container.
  private var lineIndent: String {
    guard let container = open.last else { return "" }
    return container.onLines ? container.indent + "  " : container.indent
  }

  /// Writes what comes before a value in the open container: the comma, the line break or
  /// space, and the key.
  private mutating func startValue(_ key: String?) {
    guard !open.isEmpty else { return }
    let last = open.count - 1
    let first = open[last].count == 0
    if !first { utf8.append(UInt8(ascii: ",")) }
    if open[last].onLines {
      append(open[last].memberLine)
    } else if !first && layout.spaced {
      utf8.append(UInt8(ascii: " "))
    }
    open[last].count += 1
    if let key {
      appendString(key)
      append(layout.spaced ? ": " : ":")
    }
  }

  /// The one-line text of an object of scalars where its level prints objects one member a
  /// line, when the layout allows it and it is short enough.
  private func oneLine(_ object: JSONText, _ members: [(String, JSONText)]) -> [UInt8]? {
    guard layout.oneLineObjectWidth > 0, layout.onLines(isObject: true, level: open.count), !members.isEmpty,
      members.allSatisfy(\.1.isScalar)
    else { return nil }
    var line = JSONWriter(layout: layout)
    line.begin(isObject: true, key: nil, onLines: false)
    for (name, member) in members { line.write(member, key: name) }
    line.end()
    return line.text.count <= layout.oneLineObjectWidth ? line.utf8 : nil
  }

  private mutating func append(_ string: String) {
    utf8.append(contentsOf: string.utf8)
  }

  private mutating func appendString(_ string: String) {
    let escapes = layout.escapes
    utf8.append(UInt8(ascii: "\""))
    // Nearly every string (keys, names, file names) needs no escape: it goes in whole.
    let plain = string.utf8.allSatisfy {
      $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        && !(escapes.contains(.htmlScript) && ($0 == UInt8(ascii: "<") || $0 == 0xE2))
    }
    if plain {
      append(string)
      utf8.append(UInt8(ascii: "\""))
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": append("\\\"")
      case "\\": append("\\\\")
      case "\n": append("\\n")
      case "\t" where escapes.contains(.tabAndReturnLetters): append("\\t")
      case "\r" where escapes.contains(.tabAndReturnLetters): append("\\r")
      case "<" where escapes.contains(.htmlScript): append("\\u003c")
      case _
      where scalar.value < 0x20
        || (escapes.contains(.htmlScript) && (scalar.value == 0x2028 || scalar.value == 0x2029)):
        let hex = String(scalar.value, radix: 16)
        append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: UTF8.encode(scalar) { utf8.append($0) }
      }
    }
    utf8.append(UInt8(ascii: "\""))
  }
}
