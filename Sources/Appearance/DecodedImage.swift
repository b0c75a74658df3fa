/// Decoded pixels that image nodes draw: premultiplied ARGB32, the layout Cairo and pixman use.
///
/// Each pixel is one native-endian 32-bit word `0xAARRGGBB` whose colour is already multiplied by
/// alpha (bytes B, G, R, A in memory on little-endian machines); rows are packed, `width * 4`
/// bytes each.
///
/// A class, so that a display list *references* decoded pixels instead of copying them: a scene
/// decodes each image file once, and every cell, frame and render that shows it shares the same
/// storage. The storage is allocated once, never moves and never changes, so a backend may hand
/// its address to a C library for as long as it holds the bitmap.
public final class DecodedImage: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Whether every pixel is opaque (alpha 255), so a backend may skip blending.
  public let isOpaque: Bool
  /// The JPEG file these pixels were decoded from, when they were: vector documents (PDF, SVG)
  /// embed it as it is — smaller than any re-encoding and without a second loss — rather than
  /// the pixels re-encoded as PNG.
  public let jpegData: [UInt8]?
  private let storage: UnsafeMutableRawBufferPointer

  /// Distance between the starts of two rows, in bytes.
  public var bytesPerRow: Int { width * 4 }

  /// A bitmap over a copy of `argb32` premultiplied pixels, rows packed; `jpegData` is the JPEG
  /// file they were decoded from, if any (see ``jpegData``).
  ///
  /// - Precondition: a positive size, and `argb32.count == width * height * 4`.
  public init(width: Int, height: Int, argb32: [UInt8], jpegData: [UInt8]? = nil) {
    precondition(width > 0 && height > 0, "DecodedImage needs a positive size")
    precondition(
      argb32.count == width * height * 4, "DecodedImage: \(argb32.count) bytes for \(width)×\(height) pixels")
    self.width = width
    self.height = height
    self.jpegData = jpegData
    let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: argb32.count, alignment: 16)
    // The array's bytes are borrowed only for the copy (a pointer made from the array itself
    // would dangle after the call that made it).
    argb32.withUnsafeBytes { pixels.copyMemory(from: $0) }
    storage = pixels
    var opaque = true
    for offset in stride(from: 3, to: argb32.count, by: 4) where argb32[offset] != 0xFF {
      opaque = false
      break
    }
    isOpaque = opaque
  }

  /// A bitmap from straight (not premultiplied) RGBA8 bytes, rows packed, as PNG decoders
  /// return them: colours are premultiplied by alpha with rounding.
  public convenience init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "bad RGBA buffer")
    self.init(width: width, height: height, argb32: Self.premultipliedARGB32(fromRGBA: rgba))
  }

  /// Straight RGBA8 bytes as premultiplied ARGB32 words (`(c·a + 127) / 255` per channel), the
  /// layout of ``DecodedImage`` and of Cairo's image surfaces.
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

  deinit {
    storage.deallocate()
  }

  /// The pixels, `bytesPerRow * height` bytes; the address is stable for the bitmap's life.
  public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    try body(UnsafeRawBufferPointer(storage))
  }

  /// The pixel at (`x`, `y`) as a premultiplied `0xAARRGGBB` word.
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    return storage.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
  }

  /// Equal when the sizes and every pixel are equal (the same object trivially).
  public static func == (lhs: DecodedImage, rhs: DecodedImage) -> Bool {
    if lhs === rhs { return true }
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return UnsafeRawBufferPointer(lhs.storage).elementsEqual(UnsafeRawBufferPointer(rhs.storage))
  }

  /// Hashes the size and a few pixels: cheap, and equal bitmaps hash equally.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(pixel(x: 0, y: 0))
    hasher.combine(pixel(x: width / 2, y: height / 2))
    hasher.combine(pixel(x: width - 1, y: height - 1))
  }

  /// The size in pixels and whether it is opaque: `DecodedImage(64×64, opaque)`; never the pixels.
  public var description: String { "DecodedImage(\(width)×\(height)\(isOpaque ? ", opaque" : ""))" }
}
