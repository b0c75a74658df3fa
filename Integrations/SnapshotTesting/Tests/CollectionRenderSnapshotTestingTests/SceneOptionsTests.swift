import CollectionRenderSnapshotTesting
import Foundation
import Testing

/// The device, scale and offset options change the scene as the `snapshot` command's do.
@Suite struct SceneOptionsTests {
  func layout(_ strategy: Snapshotting<Scene, String>, _ scene: Scene = TestScenes.grid(itemCount: 12)) -> String? {
    var json: String?
    strategy.snapshot(scene).run { json = $0 }
    return json
  }

  func image(_ strategy: Snapshotting<Scene, Data>) throws -> Bitmap {
    var png: Data?
    strategy.snapshot(TestScenes.grid()).run { png = $0 }
    return try ImageFile.decode([UInt8](try #require(png)), path: "snapshot")
  }

  @Test func offsetScrollsTheContent() {
    let json = layout(.layout(offset: Point(x: 0, y: 36)))
    #expect(json?.contains(#""viewport":{"x":0,"y":36,"width":120,"height":80}"#) == true)
    // Rows 2 to 4 are in view; row 1 (y 4 to 34) is not.
    #expect(json?.contains(#""item":0,"#) == false)
    #expect(json?.contains(#""item":3,"frame":{"x":8,"y":40,"#) == true)
  }

  @Test func scaleAndDeviceSetThePixelSize() throws {
    let double = try image(.image(scale: 2))
    #expect(double.width == 240 && double.height == 160)
    let phone = try image(.image(on: .iPhoneSE))
    #expect(phone.width == 750 && phone.height == 1334)
    // A scale given with a device replaces the device's.
    let phoneAtOne = try image(.image(on: .iPhoneSE, scale: 1))
    #expect(phoneAtOne.width == 375 && phoneAtOne.height == 667)
  }

  @Test func allElementsListsTheElementsOutOfView() {
    let visible = layout(.layout)
    let all = layout(.layout(allElements: true))
    #expect(visible?.contains(#""item":11,"#) == false)
    #expect(all?.contains(#""item":11,"#) == true)
  }
}
