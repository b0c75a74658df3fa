/// The three kinds of view a collection view shows (`UICollectionView.ElementCategory`).
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
  /// A data-driven view for one item.
  case cell
  /// A data-driven view for a section, such as a header or footer.
  case supplementary
  /// A purely visual view that a layout adds, not driven by data.
  case decoration
}

/// The kind of a supplementary or decoration view, an open set of strings
/// (`UICollectionView.elementKindSectionHeader`, …).
public struct ElementKind: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  /// A section header (`UICollectionView.elementKindSectionHeader`).
  public static let header: ElementKind = "header"
  /// A section footer (`UICollectionView.elementKindSectionFooter`).
  public static let footer: ElementKind = "footer"

  public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { rawValue }
}
