import Appearance

/// A Dynamic Type text style (`UIFont.TextStyle`): a font whose size follows the user's
/// preferred content size category.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The style's point size at `category` (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
  public func pointSize(for category: ContentSizeCategory) -> Double {
    Self.sizes[self]![ContentSizeCategory.allCases.firstIndex(of: category)!]
  }

  /// The style's weight: semibold for `headline`, regular for the others.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The style's font at `category`, in `family`.
  public func font(for category: ContentSizeCategory, family: String = Style.defaultFontFamily) -> FontDescription {
    FontDescription(family: family, size: pointSize(for: category), weight: weight)
  }

  /// `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)`: `size` chosen for the
  /// default category (`large`) scaled as this style scales at `category`.
  public func scaledValue(for size: Double, category: ContentSizeCategory) -> Double {
    size * pointSize(for: category) / pointSize(for: .large)
  }

  /// Point sizes for each content size category in `ContentSizeCategory.allCases` order
  /// (xS … xxxL, then AX1 … AX5), from the Human Interface Guidelines' Dynamic Type tables; the
  /// same table, with its source, is the data file `data/traits/dynamic-type-sizes.json` of this
  /// project, and a test checks every entry against it.
  static let sizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]
}
