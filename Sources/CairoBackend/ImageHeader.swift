import DisplayList

/// The size an image file declares in its header (PNG's IHDR, JPEG's start-of-frame), read
/// without decoding a pixel: for callers that must validate an image but never draw it.
public struct ImageHeader: Hashable, Sendable {
  /// The file's format: PNG or JPEG.
  public var format: ImageCodec.Format
  /// The width the header declares, in pixels.
  public var width: Int
  /// The height the header declares, in pixels.
  public var height: Int

  /// Reads the header of the PNG or JPEG in `bytes`, checking its size against the same limits
  /// as ``ImageCodec/decode(_:maximumPixels:)``. Throws ``RenderError/image(_:)`` for a file
  /// that is neither, a header cut short, or a size beyond the limits.
  public init(_ bytes: [UInt8]) throws(RenderError) {
    switch ImageCodec.format(of: bytes) {
    case .png?:
      guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
        throw .image("corrupt PNG: the header is missing or cut short")
      }
      func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
      (format, width, height) = (.png, be32(16), be32(20))
    case .jpeg?:
      guard let size = Self.jpegSize(bytes) else {
        throw .image("corrupt JPEG: no frame header (SOF) with the image's size")
      }
      (format, width, height) = (.jpeg, size.width, size.height)
    case nil:
      throw .image(bytes.isEmpty ? "the file is empty" : "not a PNG or JPEG file (unrecognised signature)")
    }
    guard width > 0, height > 0 else { throw .image("corrupt \(format == .png ? "PNG" : "JPEG"): an empty size") }
    guard width <= ImageCodec.maximumDimension, height <= ImageCodec.maximumDimension,
      width * height <= ImageCodec.maximumPixels
    else {
      throw .image(
        "too large: \(width)×\(height) pixels (at most \(ImageCodec.maximumDimension) a side and "
          + "\(ImageCodec.maximumPixels / 1_000_000) megapixels)")
    }
  }

  /// The size in the first start-of-frame marker of a JPEG, walking the marker segments.
  static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // fill byte
        offset += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
        offset += 2
        continue
      }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard offset + 9 <= bytes.count else { return nil }
        let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
        let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
        return (width, height)
      }
      if marker == 0xDA || marker == 0xD9 { return nil }  // scan data or the end before any frame
      offset += 2 + length
    }
    return nil
  }
}
