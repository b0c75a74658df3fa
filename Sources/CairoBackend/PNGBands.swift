internal import CPNGCodec

/// The bands of rows the frames encoders (``PNGEncoder/igzip``, ``PNGEncoder/igzipFastest``)
/// compress one by one: ``rows`` rows each, their edges on fixed rows of the content — every
/// ``rows``-th row counted from the content's top — so that when a frame scrolls, a band keeps
/// its bytes, and ``Rasterizer/png(_:scale:rowOffset:options:)`` copies them instead of
/// drawing and compressing the band again. The first band of an image is cut short to reach the
/// next edge.
public enum PNGBands {
  /// Rows in a band.
  public static let rows = Int(PNG_CODEC_BAND_ROWS)

  /// The whole device rows `points` points make at `scale` — say, the rows of content above an
  /// image's top row, its `rowOffset` — or nil when they are not whole (an image's bands then
  /// start at its top).
  public static func wholeRows(points: Double, scale: Double) -> Int? {
    let pixels = points * scale
    let rounded = pixels.rounded()
    // Within 10⁻⁶ px of a whole pixel, and far inside Int and Cairo's coordinate range.
    guard abs(pixels - rounded) < 1e-6, abs(rounded) < 1e12 else { return nil }
    return Int(rounded)
  }

  /// The rows of an image's first band, 1...``rows``, when `rowOffset` rows of content lie
  /// above its top.
  static func firstBandRows(rowOffset: Int) -> Int {
    rows - ((rowOffset % rows) + rows) % rows
  }
}
