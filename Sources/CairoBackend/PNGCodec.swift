internal import CPNGCodec

/// PNG encoding of rendered pixels and decoding of any PNG, through libpng.
///
/// libpng's classic API reports errors by `longjmp`, which must never unwind through Swift
/// frames, so the libpng calls (and their `setjmp`) live in the C target `CPNGCodec`; this type
/// only sees status codes and messages, and copies results into Swift arrays.
///
/// ```swift
/// let image = try Renderer().rasterize(list, scale: 2)
/// let file = try PNGCodec.encode(image, options: PNGOptions(compressionLevel: 6, filter: .none))
/// let (width, height, rgba) = try PNGCodec.decode(file)
/// ```
public enum PNGCodec {
  /// Decoding refuses images over this many pixels (1 gigapixel) before allocating.
  public static let maximumDecodedPixels = 1 << 30

  /// Encodes `image` as PNG bytes: colour type RGB when every pixel is opaque, RGBA otherwise,
  /// 8 bits per channel, no ancillary chunks (equal pixels and options give equal bytes), with
  /// the encoder `options` name.
  ///
  /// - Parameter rowOffset: for the igzip encoders, the rows of content above the image's top
  ///   row (0 for a still image; ``PNGBands/wholeRows(points:scale:)``). Their bands of rows are
  ///   laid on the content (see ``PNGBands``), which changes the bytes, never the pixels: a
  ///   frame encoded here with its offset has the bytes ``Rasterizer/png(_:scale:rowOffset:options:)``
  ///   writes for it.
  public static func encode(_ image: RasterImage, options: PNGOptions, rowOffset: Int = 0) throws(RenderError)
    -> [UInt8]
  {
    guard (0...9).contains(options.compressionLevel) else {
      throw .png("compression level \(options.compressionLevel) is outside 0...9")
    }
    guard image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
      throw .tooLarge(width: image.width, height: image.height)
    }
    var buffer = png_codec_buffer()
    var message = png_codec_message()
    defer { png_codec_buffer_free(&buffer) }
    // The encoder reads the image's own memory: no copy of the pixels.
    let status = image.withUnsafeBytes { bytes in
      let pixels = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
      switch options.encoder {
      case .libpng:
        return png_codec_encode_argb32(
          pixels, Int32(image.width), Int32(image.height), image.bytesPerRow,
          Int32(options.compressionLevel), options.filter.codecValue, &buffer, &message)
      case .igzip, .igzipFastest:
        return png_codec_encode_argb32_fast(
          pixels, Int32(image.width), Int32(image.height), image.bytesPerRow,
          options.encoder == .igzip ? 1 : 0, Int32(PNGBands.firstBandRows(rowOffset: rowOffset)), &buffer,
          &message)
      }
    }
    guard status == PNG_CODEC_OK else { throw .png("encoding failed: " + message.string) }
    return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
  }

  /// Decodes a PNG of any colour type, bit depth or interlacing to straight RGBA8 with rows
  /// packed (`width * 4` bytes each). Throws ``RenderError/png(_:)`` for anything that is not a
  /// valid PNG, including truncated files.
  public static func decode(_ bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int, rgba: [UInt8]) {
    var buffer = png_codec_buffer()
    var message = png_codec_message()
    var width: Int32 = 0
    var height: Int32 = 0
    defer { png_codec_buffer_free(&buffer) }
    let status = bytes.withUnsafeBufferPointer { data in
      png_codec_decode_rgba(
        data.baseAddress, data.count, maximumDecodedPixels, &width, &height, &buffer, &message)
    }
    guard status == PNG_CODEC_OK else { throw .png("decoding failed: " + message.string) }
    return (Int(width), Int(height), Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size)))
  }
}

extension PNGCodec {
  /// Checks that `bytes` are a whole PNG file without decoding its pixels — the signature, IHDR
  /// first, every chunk's CRC, IEND as the last bytes — and returns its size from IHDR. A file
  /// cut short or altered throws ``RenderError/png(_:)``. Costs a CRC over the file.
  public static func checkStructure(_ bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
    var message = png_codec_message()
    var width: Int32 = 0
    var height: Int32 = 0
    let status = bytes.withUnsafeBufferPointer { data in
      png_codec_check_structure(data.baseAddress, data.count, &width, &height, &message)
    }
    guard status == PNG_CODEC_OK else { throw .png(message.string) }
    return (Int(width), Int(height))
  }
}

extension PNGFilter {
  fileprivate var codecValue: png_codec_filter {
    switch self {
    case .none: PNG_CODEC_FILTER_NONE
    case .sub: PNG_CODEC_FILTER_SUB
    case .up: PNG_CODEC_FILTER_UP
    case .adaptive: PNG_CODEC_FILTER_ADAPTIVE
    }
  }
}

extension png_codec_message {
  /// The NUL-terminated message text (a fixed-size C array imports as a tuple).
  var string: String {
    withUnsafeBytes(of: text) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
