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
