import SceneModel

/// A parsed JSON value. Objects keep their keys in file order so that errors and unknown-key
/// reports follow the file.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// Every JSON number, as a Double; a number too large for a Double (`1e999`) parses to an
  /// infinity, which validation rejects with the field's path.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// A word for the value's type, for error messages ("a string", "an object", …).
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object: its members in file order, with a dictionary for look-up.
public struct JSONObject: Hashable, Sendable {
  /// The keys in the order they appear in the file.
  public private(set) var keys: [String] = []
  private var values: [String: JSONValue] = [:]

  /// An empty object.
  public init() {}

  /// The value for `key`, or `nil` when absent.
  public subscript(key: String) -> JSONValue? { values[key] }

  /// Adds a member; a repeated key keeps its first position and takes the last value, as most
  /// JSON parsers do.
  mutating func set(_ key: String, _ value: JSONValue) {
    if values.updateValue(value, forKey: key) == nil { keys.append(key) }
  }
}
