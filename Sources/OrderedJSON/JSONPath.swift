/// A location in a JSON document, printed as `$.sections[2].items[0].size.width`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step from a value to a value inside it.
  public enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array, from 0.
    case index(Int)
  }

  /// The steps from the document's root, outermost first.
  public private(set) var components: [Component] = []

  /// The path of `components` from the root.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document's root, `$`.
  public static let root = JSONPath()

  /// The path of member `key` of the object here.
  public func appending(_ key: String) -> JSONPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// The path of element `index` of the array here.
  public func appending(index: Int) -> JSONPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The path from `$`: `.key` for plain keys, `["key"]` for others, `[n]` for array elements.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key):
        let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        text += plain ? ".\(key)" : "[\"\(key)\"]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
