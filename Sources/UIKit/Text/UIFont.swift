package import DisplayList
import Foundation
package import SceneModel

/// A font (UIKit's `UIFont`): a family, a size and a weight, or a Dynamic Type text style whose
/// size follows the content size category. The renderer sets text in it with the backend's
/// fonts: the system font is the project's system face (see `docs/lists-and-cells.md`), a named
/// font is looked up by family through fontconfig.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font as the renderer sets it.
  package let rendered: FontDescription
  /// The text style the font came from (`preferredFont(forTextStyle:)`), if any.
  package let textStyle: SceneModel.TextStyle?

  package init(_ font: FontDescription, textStyle: SceneModel.TextStyle? = nil) {
    rendered = font
    self.textStyle = textStyle
    super.init()
  }

  /// A font of the family `fontName` (a family or a PostScript-style `Family-Weight` name) at
  /// `fontSize` points; nil for an empty name or a size that is not a positive finite number.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
    var family = fontName
    var weight = FontWeight.regular
    if let dash = fontName.lastIndex(of: "-") {
      let suffix = fontName[fontName.index(after: dash)...].lowercased()
      if let named = FontWeight.allCases.first(where: { $0.name.lowercased() == suffix }) {
        family = String(fontName[..<dash])
        weight = named
      }
    }
    self.init(FontDescription(family: family, size: Double(fontSize), weight: weight))
  }

  /// The point size.
  open var pointSize: CGFloat { CGFloat(rendered.size) }
  /// The family name.
  open var familyName: String { rendered.family }
  /// The font's name: the family, with the weight when it is not regular.
  open var fontName: String {
    rendered.weight == .regular ? rendered.family : "\(rendered.family)-\(rendered.weight.name)"
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    var font = rendered
    font.size = Double(fontSize)
    return UIFont(font, textStyle: nil)
  }

  /// The system font at `fontSize` in `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(FontDescription(family: Style.systemFontFamily, size: Double(fontSize), weight: weight.model))
  }

  /// The system font at `fontSize`, regular.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

  /// The system font at `fontSize`, bold.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

  /// The system font at `fontSize`, italic.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(FontDescription(family: Style.systemFontFamily, size: Double(fontSize), italic: true))
  }

  /// The font of a text style at the current traits' content size category
  /// (`UITraitCollection.current`), from the Dynamic Type tables.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at `traitCollection`'s content size category (the current
  /// traits' when nil).
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  )
    -> UIFont
  {
    let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory.model
    let textStyle = style.model ?? .body
    return UIFont(textStyle.font(for: category, family: Style.systemFontFamily), textStyle: textStyle)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return rendered == other.rendered && textStyle == other.textStyle
  }

  open override var hash: Int { rendered.hashValue }

  /// A Dynamic Type text style (`UIFont.TextStyle`).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name as UIKit spells it: `UICTFontTextStyleBody`.
    public var rawValue: String
    /// The style named `rawValue`; a name UIKit does not define has no size here.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The largest title (`largeTitle`): 34 points at the default size category.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The first-level title (`title1`): 28 points at the default size category.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title (`title2`): 22 points at the default size category.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title (`title3`): 20 points at the default size category.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings (`headline`): 17 points, semibold, at the default size category.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadings (`subheadline`): 15 points at the default size category.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text (`body`): 17 points at the default size category.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts (`callout`): 16 points at the default size category.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnotes (`footnote`): 13 points at the default size category.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard captions (`caption1`): 12 points at the default size category.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate captions (`caption2`): 11 points at the default size category.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The scene model's style; nil for a name UIKit does not define.
    package var model: SceneModel.TextStyle? {
      let styles: [TextStyle: SceneModel.TextStyle] = [
        .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
        .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption1,
        .caption2: .caption2,
      ]
      return styles[self]
    }
  }

  /// A font weight (`UIFont.Weight`): UIKit's values from −0.8 (ultra light) to 0.62 (black).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight as UIKit's number: 0 regular, negative lighter, positive heavier.
    public var rawValue: CGFloat
    /// The weight of UIKit's number `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The weight of UIKit's number `rawValue`.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultra light, −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin, −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// Light, −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// Regular, 0: the weight of body text.
    public static let regular = Weight(rawValue: 0)
    /// Medium, 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold, 0.3: the weight of the headline style.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold, 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy, 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black, 0.62: the heaviest.
    public static let black = Weight(rawValue: 0.62)

    /// The OpenType weight nearest to this one.
    package var model: FontWeight {
      let table: [(CGFloat, FontWeight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
        (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
  }
}
