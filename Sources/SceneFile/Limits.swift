/// The bounds every number in a scene file is checked against before it reaches arithmetic that
/// could trap (Double → Int conversions, pixel buffers). A value outside them is a clear error.
public enum Limits {
  /// The largest length (size, spacing, inset, radius) in points: far beyond any screen, small
  /// enough that sums of a million of them stay exact enough and finite.
  public static let maximumLength = 1_000_000.0
  /// The largest |coordinate| of a content offset, in points.
  public static let maximumCoordinate = 100_000_000.0
  /// The largest bounds width or height, in points.
  public static let maximumBoundsDimension = 100_000.0
  /// The largest image side in pixels (Cairo's image surfaces stop at 32767).
  public static let maximumPixelDimension = 32_767
  /// The most pixels one image may have: 100 megapixels, 400 MB of RGBA.
  public static let maximumPixelCount = 100_000_000
  /// The largest pixels-per-point scale.
  public static let maximumScale = 8.0
  /// The most items in one section and in a whole scene.
  public static let maximumItemsPerSection = 10_000_000
  public static let maximumItems = 50_000_000
  /// The largest font size in points.
  public static let maximumFontSize = 1_000.0
}
