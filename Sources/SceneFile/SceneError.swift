import OrderedJSON
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

  /// Where in a file a problem lies.
  public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// The value at a JSON path: `$.bounds.width`.
    case path(JSONPath)
    /// A place in the text, lines and columns from 1 (syntax errors): `line 3, column 25`.
    case position(line: Int, column: Int)
    /// The value at a JSON path, and where it sits in the file's text:
    /// `$.bounds.width (line 3, column 25)`.
    case pathAt(JSONPath, line: Int, column: Int)

    /// The location as the error line prints it.
    public var description: String {
      switch self {
      case .path(let path): path.description
      case .position(let line, let column): "line \(line), column \(column)"
      case .pathAt(let path, let line, let column): "\(path) (line \(line), column \(column))"
      }
    }

    /// The JSON path, when the location has one.
    public var path: JSONPath? {
      switch self {
      case .path(let path), .pathAt(let path, _, _): path
      case .position: nil
      }
    }
  }

  /// What kind of problem it is: unreadable, bad JSON syntax, or an invalid value.
  public var kind: Kind
  /// The file, as the user named it (or as resolved from the scene's `dataset`).
  public var file: String
  /// Where in the file: a JSON path (`$.bounds.width`) or a line and column for syntax errors;
  /// nil for the whole file.
  public var location: Location?
  /// Why the value or file cannot be used, as a phrase.
  public var reason: String

  /// An error in `file` at `location` (a JSON path or line and column; nil for the whole file).
  public init(kind: Kind, file: String, location: Location?, reason: String) {
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
