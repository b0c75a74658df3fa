import DisplayList

/// Pixels as Cairo draws them: premultiplied ARGB32.
///
/// Each pixel is one native-endian 32-bit word `0xAARRGGBB` with the colour already multiplied
/// by alpha, which is bytes B, G, R, A in memory on little-endian machines (all supported
/// platforms). Rows are `bytesPerRow` apart, which may exceed `width * 4`.
///
/// Use ``rgba()`` for straight (not premultiplied) RGBA bytes, and ``PNGCodec/encode(_:options:)``
/// to write a file.
public struct RasterImage: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Distance between the starts of two rows, in bytes.
  public let bytesPerRow: Int
  /// `bytesPerRow * height` bytes of premultiplied ARGB32 words.
  public let pixels: [UInt8]

  /// An image over existing premultiplied ARGB32 pixels.
  ///
  /// - Precondition: `width` and `height` are positive, `bytesPerRow` is a multiple of 4 and at
  ///   least `width * 4`, and `pixels` holds at least `bytesPerRow * height` bytes.
  public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0, "RasterImage needs a positive size")
    precondition(bytesPerRow >= width * 4 && bytesPerRow % 4 == 0, "bad bytesPerRow \(bytesPerRow)")
    precondition(pixels.count >= bytesPerRow * height, "pixel buffer too small")
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.pixels = pixels
  }

  /// An image from straight RGBA8 bytes, rows packed (`width * 4` bytes each): colours are
  /// premultiplied by alpha with rounding.
  ///
  /// - Precondition: `rgba.count == width * height * 4`, with a positive size.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "bad RGBA buffer")
    let words = DecodedImage.premultipliedARGB32(fromRGBA: rgba)
    self.init(width: width, height: height, bytesPerRow: width * 4, pixels: words)
  }

  /// Straight (un-premultiplied) RGBA8 bytes, rows packed: `width * height * 4` bytes.
  ///
  /// Colours are divided by alpha with rounding, `(c·255 + a/2) / a`, as Cairo's PNG writer and
  /// ``PNGCodec`` do; fully transparent pixels become (0, 0, 0, 0).
  public func rgba() -> [UInt8] {
    let count = width * height * 4
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      pixels.withUnsafeBytes { source in
        var out = 0
        for y in 0..<height {
          let rowStart = y * bytesPerRow
          for x in 0..<width {
            let word = source.loadUnaligned(fromByteOffset: rowStart + x * 4, as: UInt32.self)
            let alpha = word >> 24
            var red = (word >> 16) & 0xFF
            var green = (word >> 8) & 0xFF
            var blue = word & 0xFF
            if alpha == 0 {
              (red, green, blue) = (0, 0, 0)
            } else if alpha != 0xFF {
              red = (red * 255 + alpha / 2) / alpha
              green = (green * 255 + alpha / 2) / alpha
              blue = (blue * 255 + alpha / 2) / alpha
            }
            buffer[out] = UInt8(truncatingIfNeeded: red)
            buffer[out + 1] = UInt8(truncatingIfNeeded: green)
            buffer[out + 2] = UInt8(truncatingIfNeeded: blue)
            buffer[out + 3] = UInt8(truncatingIfNeeded: alpha)
            out += 4
          }
        }
      }
      initialized = count
    }
  }
}
