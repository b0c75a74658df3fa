import DisplayList

/// The bounds every number in a scene is checked against before it reaches arithmetic that
/// could trap (Double → Int conversions, pixel buffers). A value outside them is a clear error.
public enum Limits {
  /// The largest length (size, spacing, inset, radius) in points: far beyond any screen, small
  /// enough that sums of a million of them stay exact enough and finite.
  public static let maximumLength = 1_000_000.0
  /// The largest |coordinate| of a content offset, in points.
  public static let maximumCoordinate = 100_000_000.0
  /// The largest bounds width or height, in points.
  public static let maximumBoundsDimension = 100_000.0
  /// The largest image side in pixels (``PixelBudget``).
  public static let maximumPixelDimension = PixelBudget.maximumDimension
  /// The most pixels one image may have (``PixelBudget``).
  public static let maximumPixelCount = PixelBudget.maximumPixels
  /// The largest pixels-per-point scale.
  public static let maximumScale = 8.0
  /// The most items in one section and in a whole scene.
  public static let maximumItemsPerSection = 10_000_000
  public static let maximumItems = 50_000_000
  /// The largest font size in points.
  public static let maximumFontSize = 1_000.0
}
