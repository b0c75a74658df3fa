import Geometry

/// Text laid out in a box, as a `UILabel` lays out its text in its bounds.
public struct TextNode: Hashable, Sendable {
  /// The text to draw; it may hold line breaks.
  public var text: String
  /// The label's frame; text wraps to its width and is aligned vertically within its height.
  public var frame: Rect
  /// The font the text is drawn in.
  public var font: FontDescription
  /// The text's colour (`textColor`).
  public var color: Color
  /// The horizontal alignment of each line in the frame (`textAlignment`).
  public var alignment: TextAlignment
  /// Where the block of lines sits vertically in the frame.
  public var verticalAlignment: VerticalAlignment
  /// The most lines to show; 0 means no limit (`numberOfLines`).
  public var maximumLines: Int
  /// How text that does not fit is shortened.
  public var truncation: Truncation

  /// A label's text in `frame`; by default aligned naturally, centred vertically, on one line,
  /// truncated at the end (UILabel's defaults).
  public init(
    text: String, frame: Rect, font: FontDescription, color: Color,
    alignment: TextAlignment = .natural, verticalAlignment: VerticalAlignment = .center,
    maximumLines: Int = 1, truncation: Truncation = .end
  ) {
    self.text = text
    self.frame = frame
    self.font = font
    self.color = color
    self.alignment = alignment
    self.verticalAlignment = verticalAlignment
    self.maximumLines = maximumLines
    self.truncation = truncation
  }
}

/// A font by family, size in points and weight, resolved through fontconfig with fallback for
/// scripts the family lacks (CJK, Hangul, …).
public struct FontDescription: Hashable, Sendable {
  /// One family or a comma-separated list, as Pango accepts.
  public var family: String
  /// The size in points.
  public var size: Double
  /// The weight, thin (100) to black (900), as CSS numbers it.
  public var weight: FontWeight
  /// Whether the italic (or oblique) face is used.
  public var italic: Bool
  /// The family (or list) drawn instead when a name of ``family`` is not installed; nil makes a
  /// missing family an error. The stand-in for Apple's system font uses it: Inter Display when
  /// installed, else the default family (`docs/lists-and-cells.md`, "Fonts").
  public var fallbackFamily: String?

  /// A font of `family` at `size` points; regular, upright and without fallback unless given.
  public init(
    family: String, size: Double, weight: FontWeight = .regular, italic: Bool = false, fallbackFamily: String? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.fallbackFamily = fallbackFamily
  }
}

/// Font weights by their CSS/OpenType numbers.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  case thin = 100
  case ultraLight = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  /// The name used in scene files.
  public var name: String {
    switch self {
    case .thin: "thin"
    case .ultraLight: "ultraLight"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }
}

/// Horizontal alignment of text lines (`NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Leading edge for the text's direction: left for Latin, right for Arabic or Hebrew.
  case natural
  case left
  case center
  case right
  case justified
}

/// Vertical placement of the text block in its frame.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  case top
  case center
  case bottom
}

/// Where an ellipsis replaces text that does not fit (`NSLineBreakMode` truncation modes).
public enum Truncation: String, Hashable, Sendable, CaseIterable {
  /// Cut at the frame's edge with no ellipsis.
  case clip
  case head
  case middle
  case end
}
