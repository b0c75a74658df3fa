import Geometry
import OrderedJSON
import SceneModel

/// Reads one JSON object of a scene file: typed, validated members, each error naming the file,
/// the JSON path and the reason. Unknown keys are errors (with a suggestion), so a typo such as
/// `itemsize` is reported instead of silently ignored.
struct ObjectReader {
  let object: JSONObject
  let path: JSONPath
  let file: String

  /// Checks that `value` is an object whose keys are all in `allowedKeys`.
  init(_ value: JSONValue, at path: JSONPath, file: String, allowedKeys: [String]) throws(SceneError) {
    guard case .object(let object) = value else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path),
        reason: "expected an object, got \(value.typeDescription)")
    }
    self.object = object
    self.path = path
    self.file = file
    for key in object.keys where !allowedKeys.contains(key) {
      var reason = "unknown key \"\(key)\""
      if let suggestion = Self.closest(to: key, in: allowedKeys) { reason += " (did you mean \"\(suggestion)\"?)" }
      reason += "; allowed: " + allowedKeys.joined(separator: ", ")
      throw SceneError(kind: .invalid, file: file, location: .path(path.appending(key)), reason: reason)
    }
  }

  /// An error at member `key` (or at this object when `key` is nil).
  func error(_ key: String?, _ reason: String) -> SceneError {
    SceneError(
      kind: .invalid, file: file, location: .path(key.map { path.appending($0) } ?? path), reason: reason)
  }

  func has(_ key: String) -> Bool { object[key] != nil }

  /// A member that must be present.
  func required(_ key: String) throws(SceneError) -> JSONValue {
    guard let value = object[key] else { throw error(nil, "missing required key \"\(key)\"") }
    return value
  }

  // MARK: Scalars

  func bool(_ key: String) throws(SceneError) -> Bool? {
    guard let value = object[key] else { return nil }
    guard case .bool(let flag) = value else { throw error(key, "expected true or false, got \(value.typeDescription)") }
    return flag
  }

  func string(_ key: String) throws(SceneError) -> String? {
    guard let value = object[key] else { return nil }
    guard case .string(let text) = value else { throw error(key, "expected a string, got \(value.typeDescription)") }
    return text
  }

  /// A string shown as text (a title, a label): within the scene's label budgets.
  func label(_ key: String, _ budgets: Budgets) throws(SceneError) -> String? {
    guard let text = try string(key) else { return nil }
    try Self.checkLabel(text, budgets, at: path.appending(key), file: file)
    return text
  }

  /// Checks the text shown at `path` against the label budgets (``Budgets/labelProblem(_:)``).
  static func checkLabel(_ text: String, _ budgets: Budgets, at path: JSONPath, file: String) throws(SceneError) {
    if let problem = budgets.labelProblem(text) {
      throw SceneError(kind: .invalid, file: file, location: .path(path), reason: problem)
    }
  }

  /// A string member that must be one of `choices`.
  func choice(_ key: String, _ choices: [String]) throws(SceneError) -> String? {
    guard let text = try string(key) else { return nil }
    guard choices.contains(text) else {
      var reason = "\"\(text)\" is not one of: " + choices.joined(separator: ", ")
      if let suggestion = Self.closest(to: text, in: choices) { reason += " (did you mean \"\(suggestion)\"?)" }
      throw error(key, reason)
    }
    return text
  }

  /// A string naming one case of `Choice` (by its raw value).
  func enumeration<Choice: RawRepresentable & CaseIterable>(_ key: String, as type: Choice.Type = Choice.self)
    throws(SceneError) -> Choice? where Choice.RawValue == String
  {
    try choice(key, Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
  }

  /// A number within `range`, finite; `1e999` and friends are rejected here.
  func number(_ key: String, in range: ClosedRange<Double>, what: String = "") throws(SceneError) -> Double? {
    guard let value = object[key] else { return nil }
    return try Self.number(value, in: range, at: path.appending(key), file: file)
  }

  static func number(_ value: JSONValue, in range: ClosedRange<Double>, at path: JSONPath, file: String)
    throws(SceneError) -> Double
  {
    guard case .number(let number) = value else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path),
        reason: "expected a number, got \(value.typeDescription)")
    }
    guard number.isFinite else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path), reason: "number is out of range (not finite)")
    }
    guard range.contains(number) else {
      let reason: String
      if number < range.lowerBound {
        reason =
          range.lowerBound == 0
          ? "must not be negative, got \(format(number))"
          : "must be ≥ \(format(range.lowerBound)), got \(format(number))"
      } else {
        reason = "must be ≤ \(format(range.upperBound)), got \(format(number))"
      }
      throw SceneError(kind: .invalid, file: file, location: .path(path), reason: reason)
    }
    return number
  }

  /// A length in points: finite, ≥ 0 and at most `Limits.maximumLength`.
  func length(_ key: String) throws(SceneError) -> Double? {
    try number(key, in: 0...Limits.maximumLength)
  }

  /// A whole number within `range`.
  func integer(_ key: String, in range: ClosedRange<Int>) throws(SceneError) -> Int? {
    guard let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
    guard number == number.rounded() else { throw error(key, "must be a whole number, got \(Self.format(number))") }
    return Int(number)
  }

  // MARK: Geometry

  /// `{"width", "height"}` lengths; `positive` requires both > 0.
  func size(_ key: String, positive: Bool = false, maximum: Double = Limits.maximumLength) throws(SceneError) -> Size? {
    guard let value = object[key] else { return nil }
    let reader = try ObjectReader(value, at: path.appending(key), file: file, allowedKeys: ["width", "height"])
    let width = try reader.number(try reader.requiredKey("width"), in: 0...maximum)!
    let height = try reader.number(try reader.requiredKey("height"), in: 0...maximum)!
    if positive {
      if width == 0 { throw reader.error("width", "must be greater than 0") }
      if height == 0 { throw reader.error("height", "must be greater than 0") }
    }
    return Size(width: width, height: height)
  }

  /// `{"x", "y", "width", "height"}`: coordinates (default 0) and lengths (required).
  func rect(_ key: String) throws(SceneError) -> Rect? {
    guard let value = object[key] else { return nil }
    let reader = try ObjectReader(
      value, at: path.appending(key), file: file, allowedKeys: ["x", "y", "width", "height"])
    let range = -Limits.maximumLength...Limits.maximumLength
    return Rect(
      x: try reader.number("x", in: range) ?? 0, y: try reader.number("y", in: range) ?? 0,
      width: try reader.number(try reader.requiredKey("width"), in: 0...Limits.maximumLength)!,
      height: try reader.number(try reader.requiredKey("height"), in: 0...Limits.maximumLength)!)
  }

  /// `{"x", "y"}` coordinates (default 0 each).
  func point(_ key: String) throws(SceneError) -> Point? {
    guard let value = object[key] else { return nil }
    let reader = try ObjectReader(value, at: path.appending(key), file: file, allowedKeys: ["x", "y"])
    let range = -Limits.maximumCoordinate...Limits.maximumCoordinate
    return Point(x: try reader.number("x", in: range) ?? 0, y: try reader.number("y", in: range) ?? 0)
  }

  /// `{"top", "left", "bottom", "right"}` lengths (absent edges are 0), or one number for all four.
  func insets(_ key: String) throws(SceneError) -> EdgeInsets? {
    guard let value = object[key] else { return nil }
    if case .number = value {
      return EdgeInsets(all: try Self.number(value, in: 0...Limits.maximumLength, at: path.appending(key), file: file))
    }
    let reader = try ObjectReader(
      value, at: path.appending(key), file: file, allowedKeys: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try reader.length("top") ?? 0, left: try reader.length("left") ?? 0,
      bottom: try reader.length("bottom") ?? 0, right: try reader.length("right") ?? 0)
  }

  /// Returns `key` after checking that it is present, for `required` numbers.
  func requiredKey(_ key: String) throws(SceneError) -> String {
    guard has(key) else { throw error(nil, "missing required key \"\(key)\"") }
    return key
  }

  // MARK: Nesting

  /// A nested object member, read with its own allowed keys.
  func object(_ key: String, allowedKeys: [String]) throws(SceneError) -> ObjectReader? {
    guard let value = object[key] else { return nil }
    return try ObjectReader(value, at: path.appending(key), file: file, allowedKeys: allowedKeys)
  }

  /// An array member, with each element's path.
  func array(_ key: String) throws(SceneError) -> [(value: JSONValue, path: JSONPath)]? {
    guard let value = object[key] else { return nil }
    guard case .array(let elements) = value else { throw error(key, "expected an array, got \(value.typeDescription)") }
    let base = path.appending(key)
    return elements.enumerated().map { (value: $0.element, path: base.appending(index: $0.offset)) }
  }

  // MARK: Helpers

  /// A number as a message quotes it: a whole number as an integer, never as `9.0` or
  /// `9007199254740992.0`. JSON numbers are read as Doubles, which hold every integer below 2^53
  /// exactly; from 2^53 on, a Double stands for more than one integer (2^53 + 1 is read as 2^53),
  /// so it is quoted as "about" its value (`9007199254740993` reads as `about
  /// 9007199254740992`). Fractions and whole numbers of 2^64 or more are quoted as Swift writes
  /// Doubles (`0.5`, `1e+20`).
  static func format(_ number: Double) -> String {
    let magnitude = abs(number)
    guard number == number.rounded(), magnitude < 0x1p64 else { return String(number) }
    let digits = (number < 0 ? "-" : "") + String(UInt64(magnitude))  // exact: a whole Double below 2^64
    return magnitude < 0x1p53 ? digits : "about " + digits
  }

  /// The allowed key nearest to `key` by edit distance, if it is close enough to be a typo.
  static func closest(to key: String, in candidates: [String]) -> String? {
    let lowered = key.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= max(2, candidate.count / 3), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
