internal import CJPEGCodec
import DisplayList

/// Decodes the image files scenes name — PNG through libpng, JPEG through libjpeg-turbo — into
/// ``RasterImage``s ready to draw (premultiplied ARGB32).
///
/// ```swift
/// let bitmap = try ImageCodec.decode(Array(data))   // PNG or JPEG, told apart by signature
/// ```
public enum ImageCodec {
  /// The file formats ``decode(_:maximumPixels:)`` reads.
  public enum Format: String, Sendable, CaseIterable {
    case png
    case jpeg
  }

  /// Images over this many pixels (100 megapixels, 400 MB decoded) are refused before any
  /// pixel is allocated.
  public static let maximumPixels = PixelBudget.maximumPixels
  /// Cairo's image surfaces are at most 32767 pixels on a side (``PixelBudget``).
  public static let maximumDimension = PixelBudget.maximumDimension

  /// The format `bytes` start with, or nil when they are neither PNG nor JPEG.
  public static func format(of bytes: [UInt8]) -> Format? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    return nil
  }

  /// Decodes a PNG (any colour type, bit depth, interlacing) or a JPEG (baseline or
  /// progressive, grey or colour). Throws ``RenderError/image(_:)`` for anything else, for
  /// corrupt or truncated data, and for images beyond the size limits.
  public static func decode(_ bytes: [UInt8], maximumPixels: Int = maximumPixels) throws(RenderError) -> RasterImage {
    switch format(of: bytes) {
    case .png?: return try decodePNG(bytes, maximumPixels: maximumPixels)
    case .jpeg?: return try decodeJPEG(bytes, maximumPixels: maximumPixels)
    case nil:
      throw .image(bytes.isEmpty ? "the file is empty" : "not a PNG or JPEG file (unrecognised signature)")
    }
  }

  private static func decodePNG(_ bytes: [UInt8], maximumPixels: Int) throws(RenderError) -> RasterImage {
    // The header's size, checked before libpng allocates anything (IHDR is always first).
    if bytes.count >= 24 {
      func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
      try checkSize(width: be32(16), height: be32(20), maximumPixels: maximumPixels)
    }
    let decoded: (width: Int, height: Int, rgba: [UInt8])
    do {
      decoded = try PNGCodec.decode(bytes)
    } catch {
      throw .image("corrupt PNG: " + Self.pngReason(error))
    }
    return RasterImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
  }

  private static func decodeJPEG(_ bytes: [UInt8], maximumPixels: Int) throws(RenderError) -> RasterImage {
    // The frame header's size, checked with the same wording as a PNG's before libjpeg runs.
    if let size = ImageHeader.jpegSize(bytes) {
      try checkSize(width: size.width, height: size.height, maximumPixels: maximumPixels)
    }
    var width: Int32 = 0
    var height: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>?
    var message = jpeg_codec_message()
    let status = bytes.withUnsafeBufferPointer { data in
      jpeg_codec_decode_argb32(data.baseAddress, data.count, maximumPixels, &width, &height, &pixels, &message)
    }
    defer { jpeg_codec_free(pixels) }
    switch status {
    case JPEG_CODEC_OK: break
    case JPEG_CODEC_TOO_LARGE: throw .image("too large: " + message.string)
    case JPEG_CODEC_TOO_MANY_SCANS: throw .image("refused: " + message.string)
    default: throw .image("corrupt JPEG: " + message.string)
    }
    try checkSize(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
    let count = Int(width) * Int(height) * 4
    return RasterImage(
      width: Int(width), height: Int(height), argb32: Array(UnsafeBufferPointer(start: pixels, count: count)),
      jpegData: bytes)
  }

  private static func checkSize(width: Int, height: Int, maximumPixels: Int) throws(RenderError) {
    guard width <= maximumDimension, height <= maximumDimension, width * height <= maximumPixels else {
      throw .image(
        "too large: \(width)×\(height) pixels (at most \(maximumDimension) a side and "
          + "\(maximumPixels / 1_000_000) megapixels)")
    }
  }

  private static func pngReason(_ error: RenderError) -> String {
    if case .png(let message) = error {
      let prefix = "decoding failed: "
      return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
    return error.description
  }
}

extension jpeg_codec_message {
  /// The NUL-terminated message text (a fixed-size C array imports as a tuple).
  fileprivate var string: String {
    withUnsafeBytes(of: text) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
