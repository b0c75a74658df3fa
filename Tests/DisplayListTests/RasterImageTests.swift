import DisplayList
import Testing

/// Images: premultiplied ARGB32 words, opacity detected, equality by pixels, memory shared by
/// copies and lent from one drawing to the next.
@Suite struct RasterImageTests {
  @Test("Straight RGBA is premultiplied with rounding into 0xAARRGGBB words")
  func premultiplies() {
    let image = RasterImage(width: 2, height: 1, rgba: [255, 128, 0, 255, 200, 100, 50, 128])
    #expect(image.pixel(x: 0, y: 0) == 0xFFFF_8000)
    // (200·128 + 127)/255 = 100, (100·128 + 127)/255 = 50, (50·128 + 127)/255 = 25.
    #expect(image.pixel(x: 1, y: 0) == 0x8064_3219)
    #expect(!image.isOpaque)
    #expect(RasterImage(width: 1, height: 1, rgba: [1, 2, 3, 255]).isOpaque)
  }

  @Test("Un-premultiplying rounds to nearest, clears transparent pixels and leaves opaque ones")
  func straight() {
    // (100·255 + 64)/128 = 199, (50·255 + 64)/128 = 100, (25·255 + 64)/128 = 50.
    #expect(RasterImage.straightARGB32(0x8064_3219) == 0x80C7_6432)
    #expect(RasterImage.straightARGB32(0x0012_3456) == 0)
    #expect(RasterImage.straightARGB32(0xFF12_3456) == 0xFF12_3456)
    let image = RasterImage(width: 2, height: 1, argb32: [0x19, 0x32, 0x64, 0x80, 1, 2, 3, 0])
    #expect(image.rgba() == [199, 100, 50, 128, 0, 0, 0, 0])
  }

  @Test func equalByPixels() {
    let a = RasterImage(width: 1, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
    let b = RasterImage(width: 1, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
    let c = RasterImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != c)
  }

  @Test("Rows' padding is not compared: packed and padded rows of the same pixels are equal")
  func paddingIgnored() {
    let packed = RasterImage(width: 1, height: 2, argb32: [1, 2, 3, 255, 4, 5, 6, 255])
    let padded = RasterImage(
      width: 1, height: 2, bytesPerRow: 8, pixels: [1, 2, 3, 255, 9, 9, 9, 9, 4, 5, 6, 255, 7, 7, 7, 7])
    #expect(packed == padded && packed.hashValue == padded.hashValue)
    #expect(padded.pixel(x: 0, y: 1) == 0xFF06_0504)
    #expect(padded.rgba() == [3, 2, 1, 255, 6, 5, 4, 255])
    let other = RasterImage(
      width: 1, height: 2, bytesPerRow: 8, pixels: [1, 2, 3, 255, 9, 9, 9, 9, 4, 5, 7, 255, 7, 7, 7, 7])
    #expect(packed != other)
  }

  @Test("Copies share the memory; a drawing reuses it only when nothing else holds it")
  func memoryLentWhenFree() {
    let opaque: UInt32 = 0xFF00_00FF
    func fill(_ word: UInt32) -> (UnsafeMutableRawPointer) -> Void {
      { base in for index in 0..<4 { base.storeBytes(of: word, toByteOffset: index * 4, as: UInt32.self) } }
    }
    var last: RasterImage?
    let first = RasterImage.drawing(width: 2, height: 2, bytesPerRow: 8, reusing: &last, fill(opaque))
    let copy = first
    #expect(copy.storageIdentity == first.storageIdentity && first.isOpaque)
    // Held by `first`: new memory, and `first` keeps its pixels.
    last = first
    let second = RasterImage.drawing(width: 2, height: 2, bytesPerRow: 8, reusing: &last, fill(0x8000_0080))
    #expect(last == nil)
    #expect(second.storageIdentity != first.storageIdentity)
    #expect(first.pixel(x: 1, y: 1) == opaque && second.pixel(x: 1, y: 1) == 0x8000_0080)
    // Held by nothing else: the same memory, its opacity found again.
    let identity = second.storageIdentity
    #expect(!second.isOpaque)
    last = consume second
    let third = RasterImage.drawing(width: 2, height: 2, bytesPerRow: 8, reusing: &last, fill(opaque))
    #expect(third.storageIdentity == identity && third.isOpaque)
  }
}
