/// A JSON value whose objects keep their members in order: what the project writes (the
/// `layout` command's JSON, the frames manifest, the `--json` reports, the preview's answers)
/// and reads back (a manifest). ``JSONWriter`` prints it in a ``JSONLayout``; ``JSONReader``
/// reads it from text.
///
/// Not `SceneFile`'s `JSONValue`, which a scene file parses into (JSONC, limits, keys looked up
/// by name): this one is built by code, in the order its text must show.
public enum JSONText: Sendable, Equatable {
  /// An object's members, in order.
  case object([(String, JSONText)])
  /// An array's elements.
  case array([JSONText])
  /// A string.
  case string(String)
  /// A number; a non-finite one prints as `null` (JSON has no infinities).
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// A whole number.
  public static func int(_ value: Int) -> JSONText { .number(Double(value)) }

  /// A string, or `null` for nil.
  public static func optional(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

  /// Equal values: the same kind, and objects with the same members in the same order.
  public static func == (lhs: JSONText, rhs: JSONText) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }

  /// The text in `layout`, ending with a newline: a document.
  public func rendered(_ layout: JSONLayout = .indented) -> String {
    var writer = JSONWriter(layout: layout)
    writer.write(self)
    return writer.document
  }

  /// The text in `layout` without a newline, to stand inside other text (an HTML script).
  public func text(in layout: JSONLayout) -> String {
    var writer = JSONWriter(layout: layout)
    writer.write(self)
    return writer.text
  }

  /// Whether this is a string, number, boolean or null.
  public var isScalar: Bool {
    switch self {
    case .object, .array: false
    default: true
    }
  }

  /// The value of the member named `key` of an object (the last, if it is named twice); nil for
  /// other values.
  public subscript(key: String) -> JSONText? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.0 == key }?.1
  }

  /// The elements of an array; nil for other values.
  public var elements: [JSONText]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The text of a string; nil for other values.
  public var stringValue: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The value of a number; nil for other values.
  public var numberValue: Double? {
    guard case .number(let value) = self else { return nil }
    return value
  }
}
