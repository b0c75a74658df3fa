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
  /// The kind's name: `header`, `footer`, or a layout's own kind.
  public var rawValue: String

  /// The kind named `rawValue`; any string is a kind.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The kind named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The kind named by a string literal: `"background"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// A section header (`UICollectionView.elementKindSectionHeader`).
  public static let header: ElementKind = "header"
  /// A section footer (`UICollectionView.elementKindSectionFooter`).
  public static let footer: ElementKind = "footer"

  /// Orders kinds by name, so that element lists sort deterministically.
  public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }
  /// The kind's name.
  public var description: String { rawValue }
}
