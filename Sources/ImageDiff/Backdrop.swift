extension Tolerance {
  /// What a translucent pixel is blended over before its colour is compared (pixelmatch's
  /// `checkerboard` option).
  ///
  /// Over white alone, a transparent pixel and an opaque white one look the same; the
  /// checkerboard tells them apart because its channels are dark or light depending on where
  /// the pixel is.
  public enum Backdrop: Sendable, Hashable, Codable {
    /// pixelmatch's default since version 7: each channel of the backdrop is 48 or 207,
    /// chosen per pixel from the pixel's position. Red is always 48 (the choice depends on the
    /// parity of the pixel's byte offset, which is a multiple of four); green and blue follow the
    /// offset divided by φ and by φ + 1, so they alternate irregularly across the image.
    case checkerboard
    /// Plain white, as pixelmatch's `checkerboard: false` and pixelmatch before version 7.
    case white

    /// The backdrop's red, green and blue for the pixel at byte offset `offset` (4 × its index
    /// in the row-packed image).
    func color(atByteOffset offset: Int) -> (red: Int, green: Int, blue: Int) {
      switch self {
      case .white:
        return (255, 255, 255)
      case .checkerboard:
        // The quotients are truncated to 32-bit integers as JavaScript's `| 0` does, so that a
        // huge image would pick the same channels as pixelmatch too.
        let green = Self.int32(Double(offset) / 1.618033988749895) % 2
        let blue = Self.int32(Double(offset) / 2.618033988749895) % 2
        return (48 + 159 * (offset % 2), 48 + 159 * green, 48 + 159 * blue)
      }
    }

    /// JavaScript's ToInt32: truncated toward zero, then wrapped to a signed 32-bit integer.
    private static func int32(_ value: Double) -> Int {
      guard value.isFinite else { return 0 }
      return Int(Int32(truncatingIfNeeded: Int64(value.rounded(.towardZero))))
    }
  }
}
