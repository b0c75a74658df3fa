import CairoBackend
import Foundation
import SceneFile
import Testing

@testable import CollectionRender

/// The image cache knows files by identity, not by spelling, and the header check decodes nothing.
@Suite struct ImageLibraryTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CairoBackendTests/Fixtures/pattern.png")

  func folderWithImage() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.fixture, to: folder.appendingPathComponent("a.png"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "a.png")
    return folder
  }

  @Test func oneFileThroughManySpellingsIsDecodedOnce() throws {
    let folder = try folderWithImage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = ImageLibrary()
    let spellings = ["a.png", "./a.png", "sub/../a.png", "sub/.././/a.png", "link.png", folder.path + "/a.png"]
    let bitmaps = try spellings.map { try library.load($0, relativeTo: folder.path + "/scene.json") }
    #expect(library.decodedFileCount == 1)
    #expect(bitmaps.allSatisfy { $0.storageIdentity == bitmaps[0].storageIdentity })
  }

  @Test func aRewrittenFileIsDecodedAgain() throws {
    let folder = try folderWithImage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = ImageLibrary()
    let path = folder.appendingPathComponent("a.png").path
    let first = try library.load(resolvedPath: path)
    let jpeg = Self.fixture.deletingLastPathComponent().appendingPathComponent("pattern.jpg")
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(at: jpeg, to: URL(fileURLWithPath: path))
    let second = try library.load(resolvedPath: path)
    #expect(library.decodedFileCount == 2)
    #expect(first.storageIdentity != second.storageIdentity)
  }

  @Test func theHeaderCheckDecodesNothingAndRejectsALyingHeader() throws {
    let folder = try folderWithImage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = ImageLibrary()
    let standIn = try library.checkHeader("a.png", relativeTo: folder.path + "/scene.json")
    #expect(standIn.storageIdentity == ImageLibrary.headerCheckedStandIn.storageIdentity)
    #expect(library.decodedFileCount == 0)
    var bytes = [UInt8](try Data(contentsOf: Self.fixture))
    bytes.replaceSubrange(16..<24, with: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30])  // 30000×30000
    try Data(bytes).write(to: folder.appendingPathComponent("lying.png"))
    #expect(throws: ImageLoadFailure.self) { try library.checkHeader("lying.png", relativeTo: folder.path + "/s.json") }
    #expect(throws: ImageLoadFailure.self) { try library.load("lying.png", relativeTo: folder.path + "/s.json") }
  }

  @Test func jpegHeaderSizeIsRead() throws {
    let jpeg = Self.fixture.deletingLastPathComponent().appendingPathComponent("pattern.jpg")
    let bytes = [UInt8](try Data(contentsOf: jpeg))
    let header = try ImageHeader(bytes)
    let decoded = try ImageCodec.decode(bytes)
    #expect(header.format == .jpeg)
    #expect(header.width == decoded.width && header.height == decoded.height)
    #expect(throws: RenderError.self) { try ImageHeader(Array(bytes.prefix(3))) }
  }
}
