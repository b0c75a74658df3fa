import DisplayList
import Testing

/// Decoded images: premultiplied ARGB32 words, opacity detected, equality by pixels.
@Suite struct DecodedImageTests {
  @Test("Straight RGBA is premultiplied with rounding into 0xAARRGGBB words")
  func premultiplies() {
    let image = DecodedImage(width: 2, height: 1, rgba: [255, 128, 0, 255, 200, 100, 50, 128])
    #expect(image.pixel(x: 0, y: 0) == 0xFFFF_8000)
    // (200·128 + 127)/255 = 100, (100·128 + 127)/255 = 50, (50·128 + 127)/255 = 25.
    #expect(image.pixel(x: 1, y: 0) == 0x8064_3219)
    #expect(!image.isOpaque)
    #expect(DecodedImage(width: 1, height: 1, rgba: [1, 2, 3, 255]).isOpaque)
  }

  @Test func equalByPixels() {
    let a = DecodedImage(width: 1, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
    let b = DecodedImage(width: 1, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
    let c = DecodedImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != c)
  }
}
