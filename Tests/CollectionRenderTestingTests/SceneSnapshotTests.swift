import CollectionRenderTesting
import Testing

/// The library used as a user would: references in `__Snapshots__/SceneSnapshotTests/`,
/// committed beside this file. Run with `RECORD=failed` to re-record after an intended change.
@Suite("Scene snapshots (Swift Testing)")
struct SceneSnapshotTests {
  static let grid = SceneSource.file("Scenes/tiny-grid.json")
  /// A small custom device keeps the image references tiny.
  static let mini = Device(name: "mini", width: 100, height: 70, scale: 2)

  @Test("A scene's image at its own bounds and scale")
  func tinyGrid() {
    assertSnapshot(of: Self.grid, as: .image())
  }

  @Test("A scene's image on a device, with a perceptual tolerance")
  func tinyGridOnMini() {
    let outcome = assertSnapshot(of: Self.grid, as: .image(on: Self.mini, tolerance: .perceptual()))
    #expect(outcome?.actualSize == PixelSize(width: 200, height: 140))
  }

  @Test("Layout snapshots on every device preset: geometry only, the same on every machine")
  func layoutOnEveryPreset() {
    for device in Device.presets {
      assertSnapshot(of: Self.grid, as: .layout(on: device))
    }
  }

  @Test("Scene JSON written in the test, every element of its layout")
  func inlineScene() {
    let json = #"""
      {"bounds": {"width": 100, "height": 40}, "layout": {"type": "circle", "itemSize": {"width": 10, "height": 10}},
       "sections": [{"itemCount": 5}]}
      """#
    assertSnapshot(of: .json(json), as: .layout(allElements: true), named: "circle-of-five")
  }

  @Test("Any bitmap, and any text")
  func bitmapsAndText() {
    var checkerboard = Bitmap(width: 4, height: 4, filledWith: .white)
    for y in 0..<4 { for x in 0..<4 where (x + y) % 2 == 0 { checkerboard[x, y] = RGBA(0, 122, 255) } }
    assertSnapshot(of: checkerboard, as: .image(tolerance: .exact), named: "checkerboard")
    assertSnapshot(of: "one\ntwo\n", as: .lines(), named: "two-lines")
  }

  @Test("A strategy for another type, through pullback")
  func pullback() {
    let titles: SnapshotStrategy<[String]> = SnapshotStrategy<String>.lines().pullback {
      $0.joined(separator: "\n") + "\n"
    }
    assertSnapshot(of: ["Monkey", "Tamarin", "Capuchin"], as: titles, named: "titles")
  }
}
