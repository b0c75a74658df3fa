/// How ``PNGCodec`` compresses: a trade between encoding time and file size.
///
/// The defaults (libpng, level 6, no filter) suit single rendered UI frames: large flat areas
/// compress well without filtering, and per-row adaptive filtering costs about half the encoding
/// time of a 1080p frame for a few percent of size (see `docs/benchmarks.md`). For frame
/// sequences, ``PNGEncoder/runs`` is 10–20 times faster again at about the size of libpng's
/// defaults: see ``frames``.
public struct PNGOptions: Sendable, Hashable {
  /// zlib's compression level, 0 (store) ... 9 (smallest, slowest). Used by ``PNGEncoder/libpng``.
  public var compressionLevel: Int
  /// The per-row filter applied before compression. Used by ``PNGEncoder/libpng``.
  public var filter: PNGFilter
  /// Which encoder writes the file.
  public var encoder: PNGEncoder

  /// Options with the given level (default 6), filter (default ``PNGFilter/none``) and encoder
  /// (default ``PNGEncoder/libpng``).
  public init(compressionLevel: Int = 6, filter: PNGFilter = .none, encoder: PNGEncoder = .libpng) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.encoder = encoder
  }

  /// The fastest useful libpng setting: level 1, no filter (larger files).
  public static let fast = PNGOptions(compressionLevel: 1, filter: .none)
  /// libpng's own defaults: level 6 with adaptive filtering (smallest, slowest).
  public static let libpngDefault = PNGOptions(compressionLevel: 6, filter: .adaptive)
  /// The igzip encoder for rendered frames (the default of frame batches).
  public static let frames = PNGOptions(encoder: .igzip)
  /// The igzip encoder without its second look at busy rows: the fastest setting.
  public static let framesFastest = PNGOptions(encoder: .igzipFastest)
  /// libpng at level 9 with adaptive filters: the smallest files, far slower.
  public static let smallest = PNGOptions(compressionLevel: 9, filter: .adaptive)
}

/// The encoder behind ``PNGCodec/encode(_:options:)``.
public enum PNGEncoder: String, Sendable, Hashable, CaseIterable {
  /// libpng and zlib, at ``PNGOptions/compressionLevel`` with ``PNGOptions/filter``.
  case libpng
  /// For rendered UI frames: rows equal to the one above filtered Up (all zeros), others None,
  /// compressed by ISA-L's igzip (a maintained, vectorised deflate) at its level 2; busy rows
  /// (photographs, gradients) are also tried with the Up filter. Level and filter are ignored.
  case igzip
  /// ``igzip`` without the Up trial for busy rows: the same bytes on flat frames.
  case igzipFastest
}

/// A PNG row filter (PNG specification, "Filtering", https://www.w3.org/TR/png/#9Filters).
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
