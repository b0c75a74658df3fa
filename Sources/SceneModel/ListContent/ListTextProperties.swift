import Appearance

/// How a content configuration draws one of its texts
/// (`UIListContentConfiguration.TextProperties`).
public struct ListTextProperties: Hashable, Sendable {
  /// How the text is changed before it is drawn (`UIListContentConfiguration.TextProperties.TextTransform`).
  public enum Transform: String, Hashable, Sendable, CaseIterable {
    case none, uppercase, lowercase, capitalized
  }

  /// `font`.
  public var font: ConfigurationFont
  /// `color`.
  public var color: ConfigurationColor
  /// `alignment`: natural, center or justified.
  public var alignment: TextAlignment
  /// `numberOfLines`; 0 wraps without limit (the default).
  public var numberOfLines: Int
  /// `lineBreakMode`: where text cut at the last line shows the ellipsis.
  public var lineBreakMode: Truncation
  /// `transform`: a grouped header's uppercase.
  public var transform: Transform

  /// Text in `font`; by default in the label colour, natural alignment, unlimited lines, truncated
  /// at the end, untransformed (UIKit's defaults).
  public init(
    font: ConfigurationFont, color: ConfigurationColor = .label, alignment: TextAlignment = .natural,
    numberOfLines: Int = 0, lineBreakMode: Truncation = .end, transform: Transform = .none
  ) {
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.transform = transform
  }

  /// `text` as the label draws it, after ``transform``.
  public func displayed(_ text: String) -> String {
    switch transform {
    case .none: text
    case .uppercase: text.uppercased()
    case .lowercase: text.lowercased()
    case .capitalized: text.capitalizedWords()
    }
  }
}

extension String {
  /// Every word's first letter uppercased and the rest lowercased (`capitalized`).
  fileprivate func capitalizedWords() -> String {
    var result = ""
    var atWordStart = true
    for character in self {
      if character.isLetter || character.isNumber {
        result += atWordStart ? character.uppercased() : character.lowercased()
        atWordStart = false
      } else {
        result.append(character)
        atWordStart = true
      }
    }
    return result
  }
}
