import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// `.layout`: the `layout` command's JSON, diffed as lines.
@Suite struct LayoutSnapshotTests {
  @Test func layoutIsTheLayoutCommandsJSON() throws {
    var json: String?
    Snapshotting<Scene, String>.layout.snapshot(TestScenes.grid()).run { json = $0 }
    let scene = TestScenes.grid()
    let pipeline = Pipeline(scene: scene)
    let viewport = pipeline.viewport()
    #expect(
      json
        == LayoutJSON.encode(
          contentSize: pipeline.prepared.contentSize, viewport: viewport,
          elements: pipeline.visibleAttributes(at: viewport)))
  }

  @Test func changedLayoutFailsWithALineDiff() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(of: TestScenes.grid(), as: .layout, named: "grid", snapshotDirectory: folder)
    }
    #expect(FileManager.default.fileExists(atPath: folder + "/changedLayoutFailsWithALineDiff.grid.json"))
    let message = try #require(
      withSnapshotTesting(record: .never) {
        verifySnapshot(of: TestScenes.grid(itemCount: 5), as: .layout, named: "grid", snapshotDirectory: folder)
      })
    #expect(message.hasPrefix("Snapshot \"grid\" does not match reference."))
    // swift-snapshot-testing's own patch: a hunk header, removed lines after `−`, added after `+`.
    #expect(message.contains("@@ \u{2212}2,8 +2,7 @@"))
    #expect(message.contains("\u{2212}  {\"category\":\"cell\",\"kind\":null,\"section\":0,\"item\":5,"))
    #expect(message.contains("+  {\"category\":\"cell\",\"kind\":null,\"section\":0,\"item\":4,"))
  }

  @Test func numbersWithinAMillionthOfAPointAreEqual() throws {
    let reference = #"{"frame": {"x": 0.1234567, "y": 2}}"#
    #expect(Diffing<String>.layoutJSON.diffV2(reference, #"{"frame": {"x": 0.1234569, "y": 2}}"#) == nil)
    let (message, attachments) = try #require(
      Diffing<String>.layoutJSON.diffV2(reference, #"{"frame": {"x": 0.1235, "y": 2}}"#))
    #expect(message.contains("0.1235"))
    var names: [String] = []
    for case .data(_, let name) in attachments { names.append(name) }
    #expect(names == ["difference.patch"])
  }

  @Test func devicesReplaceBoundsAndScale() throws {
    var json: String?
    Snapshotting<Scene, String>.layout(on: .iPhoneSE).snapshot(TestScenes.grid(itemCount: 40)).run { json = $0 }
    #expect(json?.hasPrefix(#"{"contentSize":{"width":375,"#) == true)
    #expect(json?.contains(#""viewport":{"x":0,"y":0,"width":375,"height":667}"#) == true)
  }
}
