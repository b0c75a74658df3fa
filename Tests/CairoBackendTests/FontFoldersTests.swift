import CairoBackend
import DisplayList
import Foundation
import Geometry
import Testing

/// A user's font folder (`Tests/Fonts`, holding "Fixture Mono", a family no machine has): its
/// families become installed and text is drawn in them; a folder that cannot be used says why,
/// naming it, and registers nothing.
@Suite struct FontFoldersTests {
  static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fonts").path

  /// `text` in `family`, 17 points, in a 300 × 40 list.
  static func label(_ text: String, family: String) -> DisplayList {
    DisplayList(
      size: Size(width: 300, height: 40), background: Color(red: 1, green: 1, blue: 1),
      nodes: [
        .text(
          TextNode(
            text: text, frame: Rect(x: 10, y: 8, width: 280, height: 24),
            font: FontDescription(family: family, size: 17), color: Color(red: 0, green: 0, blue: 0)))
      ])
  }

  @Test func aFolderAddsItsFamiliesAndTextIsDrawnInThem() throws {
    let added = try FontFolders.register(Self.fonts)
    #expect(added == ["Fixture Mono"])
    #expect(FontCatalog.isKnown("Fixture Mono"))
    #expect(FontCatalog.installedFamilies.contains("Fixture Mono"))
    // Twice is once.
    #expect(try FontFolders.register(Self.fonts + "/") == ["Fixture Mono"])
    #expect(FontFolders.registered.contains { $0.families == ["Fixture Mono"] })
    // Drawn in the fixture's monospaced glyphs: other pixels than the proportional DejaVu Sans.
    let renderer = Renderer()
    let fixture = try renderer.rasterize(Self.label("iiii WWWW", family: "Fixture Mono"), scale: 1)
    let sans = try renderer.rasterize(Self.label("iiii WWWW", family: "DejaVu Sans"), scale: 1)
    #expect(fixture.pixels != sans.pixels)
    // The same on another thread, whose font map was made before or after: fonts are per process.
    let other = try Thread.runAndWait {
      try Renderer().rasterize(Self.label("iiii WWWW", family: "Fixture Mono"), scale: 1).pixels
    }
    #expect(other == fixture.pixels)
  }

  @Test(arguments: [
    ("nope", FontFolderError.Kind.unreadable, "no such folder"),
    ("LICENSE.txt", .unreadable, "not a folder"),
    ("empty", .invalid, "holds no font file (.ttf, .otf, .ttc or .otc)"),
    ("broken", .invalid, "Broken.otf is not a font FreeType can read"),
  ])
  func aFolderThatCannotBeUsedSaysWhy(_ name: String, _ kind: FontFolderError.Kind, _ reason: String) {
    let folder = Self.fonts + "/" + name
    #expect(throws: FontFolderError(kind, folder: folder, reason: reason)) { try FontFolders.register(folder) }
  }
}

extension FontFoldersTests {
  @Test func budgetsAreCheckedBeforeAnyFontIsOpened() throws {
    let folder = NSTemporaryDirectory() + "collection-render-fonts-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // A sparse file: 129 MiB claimed, nothing written.
    let big = folder + "/Big.ttf"
    _ = FileManager.default.createFile(atPath: big, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try handle.truncate(atOffset: 129 << 20)
    try handle.close()
    #expect(
      throws: FontFolderError(
        .invalid, folder: folder, reason: "Big.ttf is 129 MiB, more than the 128 MiB a font may have")
    ) {
      try FontFolders.register(folder)
    }
    try FileManager.default.removeItem(atPath: big)
    for index in 0...FontFolders.maximumFiles {
      _ = FileManager.default.createFile(atPath: folder + "/\(index).otf", contents: nil)
    }
    #expect(throws: FontFolderError(.invalid, folder: folder, reason: "holds more than 256 font files")) {
      try FontFolders.register(folder)
    }
  }
}

extension Thread {
  /// `body`'s result, run on a new thread and waited for.
  static func runAndWait<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) throws -> Value {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<Value, any Error>?
    Thread {
      result = Result { try body() }
      done.signal()
    }.start()
    done.wait()
    return try result!.get()
  }
}
