/// How ``PNGCodec`` compresses: a trade between encoding time and file size.
///
/// The defaults (level 6, no filter) suit rendered UI frames: large flat areas compress well
/// without filtering, and per-row adaptive filtering costs about half the encoding time of a
/// 1080p frame for a few percent of size (see `bench/README.md`).
public struct PNGOptions: Sendable, Hashable {
  /// zlib's compression level, 0 (store) ... 9 (smallest, slowest).
  public var compressionLevel: Int
  /// The per-row filter applied before compression.
  public var filter: PNGFilter

  /// Options with the given level (default 6) and filter (default ``PNGFilter/none``).
  public init(compressionLevel: Int = 6, filter: PNGFilter = .none) {
    self.compressionLevel = compressionLevel
    self.filter = filter
  }

  /// The fastest useful setting: level 1, no filter (larger files).
  public static let fast = PNGOptions(compressionLevel: 1, filter: .none)
  /// libpng's own defaults: level 6 with adaptive filtering (smallest, slowest).
  public static let libpngDefault = PNGOptions(compressionLevel: 6, filter: .adaptive)
}

/// A PNG row filter (PNG specification §9).
public enum PNGFilter: String, Sendable, Hashable, CaseIterable {
  /// Rows are compressed as they are. Fastest.
  case none
  /// Each byte minus the corresponding byte of the pixel to the left.
  case sub
  /// Each byte minus the byte above.
  case up
  /// libpng chooses among all five filters for every row (its default). Slowest.
  case adaptive
}
