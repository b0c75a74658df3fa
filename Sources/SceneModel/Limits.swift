import Appearance

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
  /// The most items in a whole scene: 50,000,000.
  public static let maximumItems = 50_000_000
  /// The largest font size in points.
  public static let maximumFontSize = 1_000.0
  /// The most JSON values (objects, arrays, strings, numbers, booleans, nulls) one file may hold
  /// when it is read as a tree — a scene file, or a dataset the column scanner hands to the
  /// general decoder. Counted while the file is parsed, before each value is built: a tree node
  /// costs up to a few hundred bytes, so 128 MiB of `{},` or `0,` would otherwise build gigabytes
  /// before any budget could see them. At the limit a file parses in a few seconds within about
  /// a gigabyte; big data belongs in a dataset file, which is scanned into columns instead.
  public static let maximumJSONValues = 4_000_000
  /// The most members of one JSON object. Objects in scene files are records and small maps
  /// (styles, variants); the limit stops a file of millions of keys in one object, which costs
  /// a hash-table insertion each, long before ``maximumJSONValues`` would.
  public static let maximumJSONObjectMembers = 100_000
  /// The most sections in one scene (inline or in a dataset). A section carries its settings,
  /// header and footer whether it uses them (about two kilobytes), so a million empty sections
  /// would take gigabytes: the count is checked before any section is built.
  public static let maximumSections = 200_000
}
