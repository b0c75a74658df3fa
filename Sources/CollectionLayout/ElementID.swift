/// Names one element of a layout: a cell, a supplementary view or a decoration view.
public enum ElementID: Hashable, Sendable, CustomStringConvertible {
  case cell(ElementIndexPath)
  case supplementary(ElementKind, ElementIndexPath)
  case decoration(ElementKind, ElementIndexPath)

  /// The element's category.
  public var category: ElementCategory {
    switch self {
    case .cell: .cell
    case .supplementary: .supplementary
    case .decoration: .decoration
    }
  }

  /// The kind, `nil` for cells.
  public var kind: ElementKind? {
    switch self {
    case .cell: nil
    case .supplementary(let kind, _), .decoration(let kind, _): kind
    }
  }

  /// The index path (for a header or footer, item is 0).
  public var indexPath: ElementIndexPath {
    switch self {
    case .cell(let path), .supplementary(_, let path), .decoration(_, let path): path
    }
  }

  /// A short label for messages: `cell 0:3`, `header 0`, `decoration background 0:0`.
  public var description: String {
    switch self {
    case .cell(let path): "cell \(path)"
    case .supplementary(let kind, let path): "\(kind) \(path.section)"
    case .decoration(let kind, let path): "decoration \(kind) \(path)"
    }
  }
}
