/// Why JSON text could not be read: a syntax error at a line and column, or a value that is not
/// what a typed reader expected at a path (`$.frames[3].pixels: expected an object`).
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public enum Location: Hashable, Sendable {
    /// In the text, at a 1-based line and column (in Unicode scalars).
    case text(line: Int, column: Int)
    /// At a value of the document.
    case path(JSONPath)
  }

  /// Where the problem is.
  public var location: Location
  /// What is wrong, in a few words.
  public var reason: String

  /// An error at `location` for `reason`.
  public init(_ location: Location, _ reason: String) {
    self.location = location
    self.reason = reason
  }

  /// Whether the text is not JSON at all (rather than JSON with an unexpected value).
  public var isSyntaxError: Bool {
    if case .text = location { return true }
    return false
  }

  /// `line 3, column 7: reason` or `$.path: reason`.
  public var description: String {
    switch location {
    case .text(let line, let column): "line \(line), column \(column): \(reason)"
    case .path(let path): "\(path): \(reason)"
    }
  }
}
