import SceneModel

/// A location in a JSON document, printed as `$.sections[2].items[0].size.width`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  var components: [Component] = []

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
