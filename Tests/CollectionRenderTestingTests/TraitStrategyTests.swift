import CollectionRender
import Foundation
import Testing

@testable import CollectionRenderTesting

/// The snapshot strategy's `traits`: the same scene recorded light and dark gives two different
/// references, each of which matches itself and not the other.
@Suite struct TraitStrategyTests {
  let folder = NSTemporaryDirectory() + "collection-render-traits-" + UUID().uuidString
  var references: String { folder + "/references" }

  static let scene = SceneSource.json(
    #"{"bounds": {"width": 40, "height": 30}, "layout": {"type": "flow", "itemSize": {"width": 10, "height": 10}}, "#
      + #""sections": [{"itemCount": 3}], "style": {"backgroundColor": "systemBackground"}}"#)

  @Test func lightAndDarkAreTwoReferences() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let dark = Traits(userInterfaceStyle: .dark)
    _ = try verifySnapshot(
      of: Self.scene, as: .image(), named: "light", record: .missing, snapshotDirectory: references)
    _ = try verifySnapshot(
      of: Self.scene, as: .image(traits: dark), named: "dark", record: .missing, snapshotDirectory: references)
    let files = try FileManager.default.contentsOfDirectory(atPath: references).sorted()
    #expect(files == ["dark.png", "light.png"])
    #expect(
      try verifySnapshot(
        of: Self.scene, as: .image(traits: dark), named: "dark", record: .never, snapshotDirectory: references
      ).passed)
    #expect(
      try !verifySnapshot(
        of: Self.scene, as: .image(traits: dark), named: "light", record: .never, snapshotDirectory: references
      ).passed)
  }

  @Test func aSceneValueTakesTheLayoutDirection() throws {
    let scene = Scene(
      bounds: Size(width: 100, height: 40), layout: FlowLayout(itemSize: Size(width: 20, height: 20)),
      sections: [SectionData(itemCount: 1)])
    let mirrored = try SceneSource.scene(scene).load(relativeTo: "/", traits: Traits(layoutDirection: .rightToLeft))
    #expect(mirrored.traits.layoutDirection == .rightToLeft)
    guard case .text(let layout) = SceneSnapshot.layout(of: mirrored) else {
      Issue.record("a layout snapshot is text")
      return
    }
    #expect(layout.contains(#""x": 80"#) || layout.contains(#""x":80"#), "\(layout)")
  }
}
