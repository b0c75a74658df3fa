/// The file formats a ``Renderer`` produces.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// A raster image: pixels are the display list's size times the scale.
  case png
  /// Scalable vector graphics, one page in points; text as glyph outlines.
  case svg
  /// A one-page PDF in points, fonts embedded.
  case pdf

  /// The format for a file extension such as `"png"` or `"PDF"` (case-insensitive, no dot);
  /// `nil` for anything else.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }

  /// The usual file extension, without the dot.
  public var pathExtension: String { rawValue }
}
