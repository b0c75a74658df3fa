/// Straight (not premultiplied) RGBA8 pixels, rows packed: what a decoded PNG holds and what
/// ``ImageComparison`` compares.
///
/// ```swift
/// var image = Bitmap(width: 4, height: 3, filledWith: .white)
/// image[1, 2] = RGBA(255, 0, 0)
/// image.rgba.count  // 4 × 3 × 4 bytes
/// ```
public struct Bitmap: Sendable, Hashable {
  /// Width in pixels (at least 1).
  public let width: Int
  /// Height in pixels (at least 1).
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row after row.
  public private(set) var rgba: [UInt8]

  /// An image over existing straight RGBA8 bytes.
  ///
  /// - Precondition: a positive size and `rgba.count == width * height * 4`.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(width > 0 && height > 0, "a Bitmap needs a positive size, got \(width)×\(height)")
    precondition(rgba.count == width * height * 4, "\(rgba.count) bytes for \(width)×\(height) RGBA pixels")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// An image of one colour.
  public init(width: Int, height: Int, filledWith color: RGBA) {
    precondition(width > 0 && height > 0, "a Bitmap needs a positive size, got \(width)×\(height)")
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for offset in stride(from: 0, to: bytes.count, by: 4) {
      bytes[offset] = color.red
      bytes[offset + 1] = color.green
      bytes[offset + 2] = color.blue
      bytes[offset + 3] = color.alpha
    }
    self.init(width: width, height: height, rgba: bytes)
  }

  /// The number of pixels, `width × height`.
  public var pixelCount: Int { width * height }

  /// The pixel at column `x`, row `y` (0-based, from the top-left).
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel \(x),\(y) outside \(width)×\(height)")
      let offset = (y * width + x) * 4
      return RGBA(rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel \(x),\(y) outside \(width)×\(height)")
      let offset = (y * width + x) * 4
      rgba[offset] = newValue.red
      rgba[offset + 1] = newValue.green
      rgba[offset + 2] = newValue.blue
      rgba[offset + 3] = newValue.alpha
    }
  }
}

/// One straight (not premultiplied) RGBA8 colour.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  /// The red channel, 0…255.
  public var red: UInt8
  /// The green channel, 0…255.
  public var green: UInt8
  /// The blue channel, 0…255.
  public var blue: UInt8
  /// 0 transparent … 255 opaque.
  public var alpha: UInt8

  /// A colour of these channels, opaque unless `alpha` is given.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque white.
  public static let white = RGBA(255, 255, 255)
  /// Opaque black.
  public static let black = RGBA(0, 0, 0)
  /// Fully transparent black.
  public static let clear = RGBA(0, 0, 0, 0)

  /// `#RRGGBBAA`.
  public var description: String {
    "#" + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
  }
}

/// A rectangle of whole pixels, for the region where two images differ.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The left column, from 0.
  public var x: Int
  /// The top row, from 0.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// The `width` × `height` pixels from column `x`, row `y`.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `x,y width×height`, e.g. `12,40 30×8`.
  public var description: String { "\(x),\(y) \(width)×\(height)" }
}
