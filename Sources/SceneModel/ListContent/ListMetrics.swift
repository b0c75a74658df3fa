/// The Dynamic Type–dependent numbers of list rows that are not a property of a configuration
/// (`docs/lists-and-cells.md`, "Cell content"): body leading, minimum row height, the symbol
/// slot, indentation. Classic UIKit (iOS 15–18) values.
public enum ListMetrics {
  /// The body text style's leading (line height) at `category`, from the Human Interface
  /// Guidelines' Dynamic Type table: 22 at `large`. Up to `extraExtraExtraLarge` it is
  /// ``ContentSizeCategory/listBodyLeading`` (which the list layout caps there); the
  /// accessibility sizes have their own, taller leadings (34, 40, 48, 56, 64).
  public static func bodyLeading(_ category: ContentSizeCategory) -> Double {
    switch category {
    case .accessibilityMedium: 34
    case .accessibilityLarge: 40
    case .accessibilityExtraLarge: 48
    case .accessibilityExtraExtraLarge: 56
    case .accessibilityExtraExtraExtraLarge: 64
    default: category.listBodyLeading
    }
  }

  /// A cell's least height: the list layout's ``ContentSizeCategory/listMinimumRowHeight``
  /// (twice the body leading, capped at `extraExtraExtraLarge`: 44 at `large`, 58 at most).
  public static func minimumRowHeight(_ category: ContentSizeCategory) -> Double { category.listMinimumRowHeight }

  /// The standard symbol slot's width: 24 points (28 in a sidebar) at `large`, scaled as the
  /// body style scales (`UIFontMetrics`).
  public static func symbolSlotWidth(_ category: ContentSizeCategory, sidebar: Bool) -> Double {
    TextStyle.body.scaledValue(for: sidebar ? 28 : 24, category: category)
  }

  /// The side of the square a symbol image is drawn in: 20 points at `large` (an SF Symbol at
  /// the body style, large scale), scaled as the body style scales.
  public static func symbolSize(_ category: ContentSizeCategory) -> Double {
    TextStyle.body.scaledValue(for: 20, category: category)
  }

  /// The leading indentation of one outline level: 10 points, 20 in a sidebar.
  public static func indentationWidth(sidebar: Bool) -> Double { sidebar ? 20 : 10 }
}
