import CairoBackend
import CollectionRender
import DisplayList
import Foundation
import SceneFile
import SceneModel
import Testing

@Suite("Image decoding")
struct ImageCodecTests {
  /// 0xAARRGGBB of the pattern's four areas (see samples/docs/images/make-images.c).
  static let green: UInt32 = 0xFF2D_B84C
  static let red: UInt32 = 0xFFE5_3935
  static let blue: UInt32 = 0xFF1E_63D6
  static let yellow: UInt32 = 0xFFFF_D400

  @Test func pngDecodesToPremultipliedPixels() throws {
    let bitmap = try ImageCodec.decode(try SceneFixtures.bytes("pattern.png"))
    #expect(bitmap.width == 32 && bitmap.height == 16)
    #expect(bitmap.isOpaque)
    #expect(bitmap.pixel(x: 1, y: 1) == Self.green)
    #expect(bitmap.pixel(x: 8, y: 8) == Self.red)
    #expect(bitmap.pixel(x: 24, y: 8) == Self.blue)
    #expect(bitmap.pixel(x: 20, y: 15) == Self.yellow)
  }

  @Test func jpegDecodesThroughLibjpeg() throws {
    let bytes = try SceneFixtures.bytes("pattern.jpg")
    #expect(ImageCodec.format(of: bytes) == .jpeg)
    let bitmap = try ImageCodec.decode(bytes)
    #expect(bitmap.width == 32 && bitmap.height == 16)
    #expect(bitmap.isOpaque)
    func close(_ a: UInt32, _ b: UInt32) -> Bool {
      (0..<4).allSatisfy { channel in
        let shift = UInt32(channel * 8)
        let x = Int((a >> shift) & 0xFF)
        let y = Int((b >> shift) & 0xFF)
        return abs(x - y) <= 24
      }
    }
    #expect(close(bitmap.pixel(x: 8, y: 7), Self.red))
    #expect(close(bitmap.pixel(x: 24, y: 7), Self.blue))
  }

  @Test func translucentPixelsArePremultiplied() {
    let bitmap = RasterImage(width: 1, height: 1, rgba: [255, 128, 0, 128])
    #expect(bitmap.pixel(x: 0, y: 0) == 0x8080_4000)
    #expect(!bitmap.isOpaque)
  }

  @Test(arguments: [
    ("truncated PNG", "pattern.png", 60, "corrupt PNG"),
    ("truncated JPEG", "pattern.jpg", 200, "corrupt JPEG: Premature end of JPEG file"),
  ])
  func truncatedFilesAreErrors(name: String, fixture: String, keep: Int, message: String) throws {
    let bytes = Array(try SceneFixtures.bytes(fixture).prefix(keep))
    #expect(throws: RenderError.self) { try ImageCodec.decode(bytes) }
    do {
      _ = try ImageCodec.decode(bytes)
    } catch {
      #expect(error.description.hasPrefix(message), "\(name): \(error)")
    }
  }

  @Test(arguments: [
    ([UInt8](), "the file is empty"),
    (Array("GIF89a not supported".utf8), "not a PNG or JPEG file (unrecognised signature)"),
    ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0], "corrupt JPEG"),
  ])
  func notAnImage(bytes: [UInt8], message: String) {
    do {
      _ = try ImageCodec.decode(bytes)
      Issue.record("decoded \(bytes)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }

  @Test func hugeImagesAreRefusedBeforeDecoding() throws {
    // A PNG signature and an IHDR chunk claiming 40000×40000 pixels.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    let side: [UInt8] = [0x00, 0x00, 0x9C, 0x40]  // 40000, big-endian
    bytes += side + side
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    do {
      _ = try ImageCodec.decode(bytes)
      Issue.record("decoded a 40000×40000 header")
    } catch {
      #expect(error.description.hasPrefix("too large: 40000×40000 pixels"), "\(error)")
    }
  }

  @Test func libraryDecodesEachFileOncePerProcess() throws {
    let library = ImageLibrary()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-library-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pattern.png")
    try Data(try SceneFixtures.bytes("pattern.png")).write(to: file)
    let scene = folder.appendingPathComponent("scene.json").path
    let first = try library.load("pattern.png", relativeTo: scene)
    let second = try library.load("pattern.png", relativeTo: scene)
    #expect(first.storageIdentity == second.storageIdentity)
    #expect(library.decodedFileCount == 1)
    // A changed file is decoded again.
    try Data(try SceneFixtures.bytes("pattern.jpg")).write(to: file)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: file.path)
    #expect(try library.load("pattern.png", relativeTo: scene).storageIdentity != first.storageIdentity)
    #expect(library.decodedFileCount == 2)
    #expect(throws: ImageLoadFailure.self) { try library.load("nowhere.png", relativeTo: scene) }
  }
}
