import CollectionLayout

extension ContentSizeCategory {
  /// The leading (line spacing) of the `body` text style at this category, from the Human
  /// Interface Guidelines' Dynamic Type tables (xS 19 … xxxL 29); the accessibility sizes take
  /// xxxL's, the cap UIKit's lists use for their minimum row height.
  public var listBodyLeading: Double {
    switch self {
    case .extraSmall: 19
    case .small: 20
    case .medium: 21
    case .large: 22
    case .extraLarge: 24
    case .extraExtraLarge: 27
    case .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
      29
    }
  }

  /// A list row's minimum height at this category: twice the body leading (44 at `large`,
  /// 58 from xxxL on). See `docs/lists-and-cells.md`.
  public var listMinimumRowHeight: Double { ListConfiguration.minimumRowHeight(bodyLeading: listBodyLeading) }
}
