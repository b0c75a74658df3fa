import SceneModel

/// Why a scene or dataset file cannot be used. Its description is one line naming the file, the
/// JSON path and the reason: `scene.json: $.layout.itemSize.width: must be ≥ 0, got -4`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is (a tool maps it to an exit code).
  public enum Kind: Hashable, Sendable {
    /// The file does not exist or cannot be read.
    case unreadable
    /// The file is not valid JSON.
    case syntax
    /// The JSON is well formed but a value is missing, of the wrong type, or out of range.
    case invalid
  }

  /// What kind of problem it is: unreadable, bad JSON syntax, or an invalid value.
  public var kind: Kind
  /// The file, as the user named it (or as resolved from the scene's `dataset`).
  public var file: String
  /// Where in the file: a JSON path (`$.bounds.width`) or a line and column for syntax errors.
  public var location: String?
  /// Why the value or file cannot be used, as a phrase.
  public var reason: String

  /// An error in `file` at `location` (a JSON path or line and column; nil for the whole file).
  public init(kind: Kind, file: String, location: String?, reason: String) {
    self.kind = kind
    self.file = file
    self.location = location
    self.reason = reason
  }

  /// One line: `file: location: reason`, or `file: reason` without a location.
  public var description: String {
    if let location { return "\(file): \(location): \(reason)" }
    return "\(file): \(reason)"
  }
}
