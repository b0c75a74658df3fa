import Appearance

/// A font a content configuration holds: a Dynamic Type text style (`UIFont.preferredFont(forTextStyle:)`,
/// optionally with a heavier weight, as UIKit's "emphasized" styles are), sized at the scene's content size
/// category when the cell is drawn, or a fixed font.
///
/// Text styles are set in ``Style/systemFontFamily``, the stand-in for Apple's system font (see
/// `docs/lists-and-cells.md`, "Fonts").
public enum ConfigurationFont: Hashable, Sendable {
  /// A text style; `weight` nil keeps the style's own weight (semibold for `headline`, else regular).
  case textStyle(TextStyle, weight: FontWeight? = nil)
  /// A font as given, whatever the content size category.
  case fixed(FontDescription)

  /// The font at `category`.
  public func resolved(for category: ContentSizeCategory) -> FontDescription {
    switch self {
    case .textStyle(let style, let weight):
      var font = Style.systemFont(size: style.pointSize(for: category), weight: style.weight)
      if let weight { font.weight = weight }
      return font
    case .fixed(let font):
      return font
    }
  }

  /// A text style at `weight` (the style's own weight when nil).
  public static func style(_ style: TextStyle, _ weight: FontWeight? = nil) -> ConfigurationFont {
    .textStyle(style, weight: weight)
  }
}

extension Style {
  /// The family of text set by content configurations and accessories: Inter Display, a freely
  /// licensed face close to Apple's SF Pro (Debian's `fonts-inter`, installed by the set-up
  /// script), with Noto Sans CJK for Chinese, Japanese and Korean. Of the faces measured, its
  /// average advance is the nearest to SF's published one (`docs/lists-and-cells.md`, "Fonts").
  /// Fonts in it carry ``defaultFontFamily`` as their `fallbackFamily`: without it installed,
  /// the renderer draws them in the default family. Every other label keeps
  /// ``defaultFontFamily``.
  public static let systemFontFamily = "Inter Display, Noto Sans CJK SC"

  /// A font in ``systemFontFamily`` that falls back to ``defaultFontFamily``.
  public static func systemFont(size: Double, weight: FontWeight = .regular) -> FontDescription {
    FontDescription(family: systemFontFamily, size: size, weight: weight, fallbackFamily: defaultFontFamily)
  }
}
