/// Between premultiplied ARGB32 and straight (not premultiplied) colour: the one premultiply
/// and the one un-premultiply of the package.
extension RasterImage {
  /// Straight RGBA8 bytes as premultiplied ARGB32 words (`(c·a + 127) / 255` per channel), the
  /// layout of ``RasterImage`` and of Cairo's image surfaces.
  public static func premultipliedARGB32(fromRGBA rgba: [UInt8]) -> [UInt8] {
    let count = rgba.count - rgba.count % 4
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      rgba.withUnsafeBytes { source in
        let out = UnsafeMutableRawBufferPointer(buffer)
        for offset in stride(from: 0, to: count, by: 4) {
          let alpha = UInt32(source[offset + 3])
          func premultiply(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
          let word =
            alpha << 24 | premultiply(source[offset]) << 16 | premultiply(source[offset + 1]) << 8
            | premultiply(source[offset + 2])
          out.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
        }
      }
      initialized = count
    }
  }

  /// The premultiplied `0xAARRGGBB` `word` with its colour divided by alpha: a straight
  /// `0xAARRGGBB` word. Each channel is `(c·255 + a/2) / a`, at most 255, as Cairo's PNG writer
  /// and the PNG encoder round; a fully transparent pixel becomes 0.
  @inlinable
  package static func straightARGB32(_ word: UInt32) -> UInt32 {
    let alpha = word >> 24
    guard alpha != 0xFF else { return word }
    guard alpha != 0 else { return 0 }
    func straight(_ channel: UInt32) -> UInt32 { min((channel * 255 + alpha / 2) / alpha, 255) }
    return alpha << 24 | straight((word >> 16) & 0xFF) << 16 | straight((word >> 8) & 0xFF) << 8
      | straight(word & 0xFF)
  }

  /// Straight (un-premultiplied) RGBA8 bytes, rows packed: `width * height * 4` bytes, colours
  /// rounded as ``straightARGB32(_:)`` says; fully transparent pixels become (0, 0, 0, 0).
  public func rgba() -> [UInt8] {
    let count = width * height * 4
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      withUnsafeBytes { source in
        var out = 0
        for y in 0..<height {
          let rowStart = y * bytesPerRow
          for x in 0..<width {
            let word = Self.straightARGB32(source.load(fromByteOffset: rowStart + x * 4, as: UInt32.self))
            buffer[out] = UInt8(truncatingIfNeeded: word >> 16)
            buffer[out + 1] = UInt8(truncatingIfNeeded: word >> 8)
            buffer[out + 2] = UInt8(truncatingIfNeeded: word)
            buffer[out + 3] = UInt8(truncatingIfNeeded: word >> 24)
            out += 4
          }
        }
      }
      initialized = count
    }
  }
}
