/// Pixels in premultiplied ARGB32, the layout Cairo and pixman use: the images a scene draws
/// (decoded PNG and JPEG files) and the images a render gives.
///
/// Each pixel is one native-endian 32-bit word `0xAARRGGBB` whose colour is already multiplied by
/// alpha (bytes B, G, R, A in memory on little-endian machines, all supported platforms). Rows
/// are ``bytesPerRow`` apart, which may exceed `width * 4`.
///
/// A value whose copies share one allocation: a display list that shows one decoded file in
/// many cells references its pixels instead of copying them, and a rendered frame is handed on
/// (to an encoder, to a video writer) without copying its megabytes. The memory is 16-byte
/// aligned, never moves and never changes once the image exists, so a backend may hand its
/// address to a C library for as long as it holds the image. Equality compares the pixels (the
/// same memory trivially); hashing reads the size and three pixels.
///
/// Use ``rgba()`` for straight (not premultiplied) RGBA bytes.
public struct RasterImage: Hashable, Sendable, CustomStringConvertible {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Distance between the starts of two rows, in bytes: a multiple of 4, at least `width * 4`.
  public let bytesPerRow: Int
  /// The JPEG file these pixels were decoded from, when they were: vector documents (PDF, SVG)
  /// embed it as it is — smaller than any re-encoding and without a second loss — rather than
  /// the pixels re-encoded as PNG.
  public let jpegData: [UInt8]?
  let storage: PixelStorage

  /// An image over `storage`, which holds `bytesPerRow * height` bytes already written.
  init(width: Int, height: Int, bytesPerRow: Int, storage: PixelStorage, jpegData: [UInt8]?) {
    Self.checkShape(width: width, height: height, bytesPerRow: bytesPerRow)
    precondition(storage.count == bytesPerRow * height, "pixel storage of the wrong size")
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.storage = storage
    self.jpegData = jpegData
  }

  /// An image over a copy of premultiplied ARGB32 `pixels`, rows `bytesPerRow` apart.
  ///
  /// - Precondition: `width` and `height` are positive, `bytesPerRow` is a multiple of 4 and at
  ///   least `width * 4`, and `pixels` holds at least `bytesPerRow * height` bytes.
  public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
    Self.checkShape(width: width, height: height, bytesPerRow: bytesPerRow)
    precondition(pixels.count >= bytesPerRow * height, "pixel buffer too small")
    self.init(
      width: width, height: height, bytesPerRow: bytesPerRow,
      storage: Self.storage(copying: pixels, count: bytesPerRow * height), jpegData: nil)
  }

  /// An image over a copy of `argb32` premultiplied pixels, rows packed; `jpegData` is the JPEG
  /// file they were decoded from, if any (see ``jpegData``).
  ///
  /// - Precondition: a positive size, and `argb32.count == width * height * 4`.
  public init(width: Int, height: Int, argb32: [UInt8], jpegData: [UInt8]? = nil) {
    Self.checkShape(width: width, height: height, bytesPerRow: width * 4)
    precondition(
      argb32.count == width * height * 4, "RasterImage: \(argb32.count) bytes for \(width)×\(height) pixels")
    self.init(
      width: width, height: height, bytesPerRow: width * 4,
      storage: Self.storage(copying: argb32, count: argb32.count), jpegData: jpegData)
  }

  static func checkShape(width: Int, height: Int, bytesPerRow: Int) {
    precondition(width > 0 && height > 0, "RasterImage needs a positive size")
    precondition(bytesPerRow >= width * 4 && bytesPerRow % 4 == 0, "bad bytesPerRow \(bytesPerRow)")
  }

  /// New memory holding the first `count` bytes of `bytes`.
  private static func storage(copying bytes: [UInt8], count: Int) -> PixelStorage {
    let storage = PixelStorage(byteCount: count)
    // The array's bytes are borrowed only for the copy (a pointer made from the array itself
    // would dangle after the call that made it).
    bytes.withUnsafeBytes { storage.bytes.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    return storage
  }

  /// An image from straight (not premultiplied) RGBA8 bytes, rows packed (`width * 4` bytes
  /// each), as PNG decoders return them: colours are premultiplied by alpha with rounding
  /// (``premultipliedARGB32(fromRGBA:)``).
  ///
  /// - Precondition: `rgba.count == width * height * 4`, with a positive size.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "bad RGBA buffer")
    self.init(width: width, height: height, argb32: Self.premultipliedARGB32(fromRGBA: rgba))
  }

  /// Whether every pixel is opaque (alpha 255), so a backend may skip blending.
  ///
  /// Found by reading the pixels the first time it is asked, then remembered by every copy: a
  /// rendered frame that nobody asks costs no scan.
  public var isOpaque: Bool {
    switch storage.opacity.load(ordering: .relaxed) {
    case PixelStorage.opaque: return true
    case PixelStorage.translucent: return false
    default:
      let opaque = scanIsOpaque()
      storage.opacity.store(opaque ? PixelStorage.opaque : PixelStorage.translucent, ordering: .relaxed)
      return opaque
    }
  }

  private func scanIsOpaque() -> Bool {
    let bytes = UnsafeRawBufferPointer(storage.bytes)
    for y in 0..<height {
      let row = y * bytesPerRow
      for x in 0..<width where bytes.load(fromByteOffset: row + x * 4, as: UInt32.self) >> 24 != 0xFF {
        return false
      }
    }
    return true
  }

  /// The pixels, `bytesPerRow * height` bytes; the address is stable for the image's life.
  public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    try body(UnsafeRawBufferPointer(storage.bytes))
  }

  /// A copy of the pixels, `bytesPerRow * height` bytes. Each call copies them all: to read
  /// without a copy, use ``withUnsafeBytes(_:)`` or ``pixel(x:y:)``; to compare two images,
  /// `==`.
  public var pixels: [UInt8] { [UInt8](UnsafeRawBufferPointer(storage.bytes)) }

  /// The pixel at (`x`, `y`) as a premultiplied `0xAARRGGBB` word.
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    return storage.bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
  }

  /// What tells one image's memory from another's (a backend keeps one surface per image).
  package var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Equal when the sizes and every pixel are equal, whatever the rows' padding (the same
  /// memory trivially); ``jpegData`` is not compared.
  public static func == (lhs: RasterImage, rhs: RasterImage) -> Bool {
    if lhs.storage === rhs.storage { return true }
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    let left = UnsafeRawBufferPointer(lhs.storage.bytes)
    let right = UnsafeRawBufferPointer(rhs.storage.bytes)
    let rowBytes = lhs.width * 4
    if lhs.bytesPerRow == rowBytes, rhs.bytesPerRow == rowBytes { return left.elementsEqual(right) }
    for y in 0..<lhs.height {
      let one = left[(y * lhs.bytesPerRow)..<(y * lhs.bytesPerRow + rowBytes)]
      let two = right[(y * rhs.bytesPerRow)..<(y * rhs.bytesPerRow + rowBytes)]
      guard one.elementsEqual(two) else { return false }
    }
    return true
  }

  /// Hashes the size and three pixels: cheap, and equal images hash equally.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(pixel(x: 0, y: 0))
    hasher.combine(pixel(x: width / 2, y: height / 2))
    hasher.combine(pixel(x: width - 1, y: height - 1))
  }

  /// The size in pixels and whether it is opaque: `RasterImage(64×64, opaque)`; never the pixels.
  public var description: String { "RasterImage(\(width)×\(height)\(isOpaque ? ", opaque" : ""))" }
}
