import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// `.image(traits:)` takes the project's `Traits`: right to left and dark mode give other images.
@Suite struct TraitsTests {
  func png<Value>(_ value: Value, as strategy: Snapshotting<Value, Data>) throws -> Bitmap {
    var result: Data?
    strategy.snapshot(value).run { result = $0 }
    return try ImageFile.decode([UInt8](try #require(result)), path: "snapshot")
  }

  @Test func darkModeChangesTheSceneFilesColours() throws {
    let list = TestScenes.file("mail-list.json")
    let light = try png(list, as: .image)
    let dark = try png(list, as: .image(traits: Traits(userInterfaceStyle: .dark)))
    // systemGroupedBackground: #F2F2F7 in light, #000000 in dark (the top-left pixel).
    #expect(Array(light.rgba[0..<4]) == [0xF2, 0xF2, 0xF7, 0xFF])
    #expect(Array(dark.rgba[0..<4]) == [0x00, 0x00, 0x00, 0xFF])
  }

  @Test func rightToLeftMirrorsTheLayout() throws {
    let list = TestScenes.file("mail-list.json")
    var ltr: String?
    var rtl: String?
    Snapshotting<URL, String>.layout.snapshot(list).run { ltr = $0 }
    Snapshotting<URL, String>.layout(traits: Traits(layoutDirection: .rightToLeft)).snapshot(list).run { rtl = $0 }
    // The section inset is 8 on the left, 48 on the right: cells start at x 8, or at x 48 mirrored.
    #expect(ltr?.contains(#""item":0,"frame":{"x":8,"#) == true)
    #expect(rtl?.contains(#""item":0,"frame":{"x":48,"#) == true)
    let left = try png(list, as: .image)
    let right = try png(list, as: .image(traits: Traits(layoutDirection: .rightToLeft)))
    #expect(left.rgba != right.rgba)
  }

  @Test func sceneValuesTakeTheLayoutDirectionAndScale() throws {
    let scene = TestScenes.grid(itemCount: 2)
    let ltr = try png(scene, as: .image)
    let rtl = try png(scene, as: .image(traits: Traits(layoutDirection: .rightToLeft)))
    #expect(ltr.rgba != rtl.rgba)
    let double = try png(scene, as: .image(traits: Traits(displayScale: 2)))
    #expect(double.width == 240 && double.height == 160)
  }
}
