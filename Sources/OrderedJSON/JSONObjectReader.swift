/// An object's members read into typed values, every error naming the member's path
/// (`$.frames[3].pixels.width: expected a whole number`); ``finish()`` refuses the members
/// nobody asked for, so that a typed value reads only the text it would write.
///
/// ```swift
/// let size = try JSONObjectReader.read(value, at: .root.appending("bounds")) { object throws(JSONReadError) in
///   Size(width: try object.number("width"), height: try object.number("height"))
/// }
/// ```
public struct JSONObjectReader {
  /// The object's path in its document.
  public let path: JSONPath
  private let members: [(String, JSONText)]
  /// The keys asked for (a key asked for and absent is not a member).
  private var asked: [String] = []

  /// The members of `value`, an object at `path`; throws when it is another kind of value.
  public init(_ value: JSONText, at path: JSONPath) throws(JSONReadError) {
    guard case .object(let members) = value else { throw JSONReadError(.path(path), "expected an object") }
    self.path = path
    self.members = members
  }

  /// `value`, an object at `path`, read by `read`, which must ask for every member (see
  /// ``finish()``).
  public static func read<T>(
    _ value: JSONText, at path: JSONPath, _ read: (inout JSONObjectReader) throws(JSONReadError) -> T
  ) throws(JSONReadError) -> T {
    var object = try JSONObjectReader(value, at: path)
    let result = try read(&object)
    try object.finish()
    return result
  }

  /// The keys in order.
  public var keys: [String] { members.map(\.0) }

  /// The value of `key`, or nil when the object has none.
  public mutating func value(_ key: String) -> JSONText? {
    asked.append(key)
    return members.last { $0.0 == key }?.1
  }

  /// The value of `key`; throws when the object has none.
  public mutating func required(_ key: String) throws(JSONReadError) -> JSONText {
    guard let value = value(key) else { throw JSONReadError(.path(path.appending(key)), "missing") }
    return value
  }

  /// The value of `key` read by `read` (given the value and its path), or nil when absent.
  public mutating func optional<T>(
    _ key: String, _ read: (JSONText, JSONPath) throws(JSONReadError) -> T
  ) throws(JSONReadError) -> T? {
    guard let value = value(key) else { return nil }
    return try read(value, path.appending(key))
  }

  /// The value of `key` read by `read` (given the value and its path); throws when absent.
  public mutating func member<T>(
    _ key: String, _ read: (JSONText, JSONPath) throws(JSONReadError) -> T
  ) throws(JSONReadError) -> T {
    try read(try required(key), path.appending(key))
  }

  /// The string of `key`.
  public mutating func string(_ key: String) throws(JSONReadError) -> String {
    try member(key) { value, path throws(JSONReadError) in try value.string(at: path) }
  }

  /// The number of `key`.
  public mutating func number(_ key: String) throws(JSONReadError) -> Double {
    try member(key) { value, path throws(JSONReadError) in try value.number(at: path) }
  }

  /// The whole number of `key`.
  public mutating func int(_ key: String) throws(JSONReadError) -> Int {
    try member(key) { value, path throws(JSONReadError) in try value.int(at: path) }
  }

  /// The boolean of `key`.
  public mutating func bool(_ key: String) throws(JSONReadError) -> Bool {
    try member(key) { value, path throws(JSONReadError) in try value.bool(at: path) }
  }

  /// Throws when the object has a member not asked for.
  public func finish() throws(JSONReadError) {
    if let other = members.first(where: { !asked.contains($0.0) }) {
      throw JSONReadError(.path(path.appending(other.0)), "unknown key")
    }
  }
}

extension JSONText {
  /// The text of a string at `path`; throws for other values.
  public func string(at path: JSONPath) throws(JSONReadError) -> String {
    guard case .string(let text) = self else { throw JSONReadError(.path(path), "expected a string") }
    return text
  }

  /// The value of a number at `path`; throws for other values.
  public func number(at path: JSONPath) throws(JSONReadError) -> Double {
    guard case .number(let value) = self else { throw JSONReadError(.path(path), "expected a number") }
    return value
  }

  /// The value of a whole number (an Int exactly) at `path`; throws for other values.
  public func int(at path: JSONPath) throws(JSONReadError) -> Int {
    guard case .number(let value) = self, let whole = Int(exactly: value) else {
      throw JSONReadError(.path(path), "expected a whole number")
    }
    return whole
  }

  /// The value of a boolean at `path`; throws for other values.
  public func bool(at path: JSONPath) throws(JSONReadError) -> Bool {
    guard case .bool(let flag) = self else { throw JSONReadError(.path(path), "expected true or false") }
    return flag
  }

  /// The elements of an array at `path`, each with its path; throws for other values.
  public func array(at path: JSONPath) throws(JSONReadError) -> [(JSONText, JSONPath)] {
    guard case .array(let elements) = self else { throw JSONReadError(.path(path), "expected an array") }
    return elements.enumerated().map { ($1, path.appending(index: $0)) }
  }
}
