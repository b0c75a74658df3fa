import CairoBackend
import Foundation
import Testing

@Suite("PNG codec")
struct PNGCodecTests {
  /// A deterministic image of premultiplied pixels: opaque, or with every alpha from 0 to 255.
  static func sampleImage(width: Int = 37, height: Int = 23, opaque: Bool) -> RasterImage {
    var state: UInt32 = 0x1234_5678
    func next() -> UInt32 {
      state = state &* 1_664_525 &+ 1_013_904_223
      return state >> 8
    }
    let bytesPerRow = width * 4 + 8  // padded rows, as Cairo may use
    var pixels = [UInt8](repeating: 0xEE, count: bytesPerRow * height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha = opaque ? 255 : UInt32((x * 7 + y * 11) % 256)
        let word = next()
        let red = (word & 0xFF) * alpha / 255
        let green = ((word >> 8) & 0xFF) * alpha / 255
        let blue = ((word >> 16) & 0xFF) * alpha / 255
        let offset = y * bytesPerRow + x * 4
        // Native-endian 0xAARRGGBB: B, G, R, A on little-endian machines.
        pixels[offset] = UInt8(blue)
        pixels[offset + 1] = UInt8(green)
        pixels[offset + 2] = UInt8(red)
        pixels[offset + 3] = UInt8(alpha)
      }
    }
    return RasterImage(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels)
  }

  /// The colour type byte of the IHDR chunk (2 = RGB, 6 = RGBA).
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  @Test("Round trip of an opaque image: RGB colour type, pixels unchanged")
  func opaqueRoundTrip() throws {
    let image = Self.sampleImage(opaque: true)
    let png = try PNGCodec.encode(image, options: PNGOptions())
    #expect(Self.colorType(png) == 2)
    let decoded = try PNGCodec.decode(png)
    #expect(decoded.width == image.width && decoded.height == image.height)
    #expect(firstDifference(decoded.rgba, image.rgba()) == nil)
  }

  @Test("Round trip with transparency: RGBA colour type, un-premultiplied pixels")
  func transparentRoundTrip() throws {
    let image = Self.sampleImage(opaque: false)
    let png = try PNGCodec.encode(image, options: PNGOptions())
    #expect(Self.colorType(png) == 6)
    let decoded = try PNGCodec.decode(png)
    #expect(firstDifference(decoded.rgba, image.rgba()) == nil)
  }

  @Test("Every compression level and filter decodes to the same pixels", arguments: PNGFilter.allCases)
  func everyLevelAndFilter(filter: PNGFilter) throws {
    let image = Self.sampleImage(opaque: false)
    let expected = image.rgba()
    for level in 0...9 {
      let png = try PNGCodec.encode(image, options: PNGOptions(compressionLevel: level, filter: filter))
      #expect(try firstDifference(PNGCodec.decode(png).rgba, expected) == nil, "level \(level), filter \(filter)")
    }
  }

  @Test("Encoding is deterministic")
  func deterministicEncoding() throws {
    let image = Self.sampleImage(opaque: false)
    #expect(
      try firstDifference(
        PNGCodec.encode(image, options: .libpngDefault), PNGCodec.encode(image, options: .libpngDefault)) == nil)
  }

  @Test("RasterImage(rgba:) premultiplies, and rgba() undoes it for opaque and transparent pixels")
  func rasterImageFromRGBA() {
    let rgba: [UInt8] = [255, 128, 0, 255, 10, 20, 30, 0, 200, 100, 50, 255]
    let image = RasterImage(width: 3, height: 1, rgba: rgba)
    #expect(image.rgba() == [255, 128, 0, 255, 0, 0, 0, 0, 200, 100, 50, 255])
  }

  @Test("Palette with tRNS, 16-bit grey with alpha and 1-bit grey decode to straight RGBA8")
  func decodesOtherColorTypes() throws {
    let palette = try PNGCodec.decode(
      Self.base64(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAMAAABFaP0WAAAADFBMVEX/AAAA/wAAAP/////7AGD2AAAAAnRSTlP/gAgPs2oAAAAOSUR"
          + "BVHicY2BgZGBiBgAAEQAHnqIqEgAAAABJRU5ErkJggg=="
      ))
    #expect(palette.width == 2 && palette.height == 2)
    #expect(palette.rgba == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 255, 255, 255, 255])
    let grey16 = try PNGCodec.decode(
      Self.base64(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAQAAAAOu2tCAAAAEUlEQVR4nGMQMvn//z9DAwMAEfYDxJFKTPkAAAAASUVORK5CYII="))
    #expect(grey16.rgba == [0x12, 0x12, 0x12, 255, 255, 255, 255, 0x80])
    let grey1 = try PNGCodec.decode(
      Self.base64(
        "iVBORw0KGgoAAAANSUhEUgAAAAMAAAABAQAAAAAzmykZAAAACklEQVR4nGNYAAAAogCh3I2xzAAAAABJRU5ErkJggg=="))
    #expect(grey1.rgba == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
  }

  @Test("Garbage, empty and truncated input throw a PNG error instead of crashing")
  func invalidInputThrows() throws {
    #expect(throws: RenderError.png("decoding failed: not a PNG file: the 8-byte PNG signature is missing")) {
      try PNGCodec.decode(Array("definitely not a png".utf8))
    }
    #expect(throws: RenderError.self) { try PNGCodec.decode([]) }

    let png = try PNGCodec.encode(Self.sampleImage(opaque: false), options: PNGOptions())
    do {
      _ = try PNGCodec.decode(Array(png.prefix(png.count / 2)))
      Issue.record("a truncated PNG decoded")
    } catch {
      #expect(error.description.contains("decoding failed"))
    }
    var corrupted = png
    for index in 60..<80 { corrupted[index] ^= 0x5A }  // inside IDAT: CRC mismatch
    #expect(throws: RenderError.self) { try PNGCodec.decode(corrupted) }
  }

  @Test("An out-of-range compression level is an error")
  func invalidCompressionLevel() {
    #expect(throws: RenderError.png("compression level 10 is outside 0...9")) {
      try PNGCodec.encode(Self.sampleImage(opaque: true), options: PNGOptions(compressionLevel: 10))
    }
  }

  static func base64(_ text: String) -> [UInt8] { Array(Data(base64Encoded: text)!) }
}
