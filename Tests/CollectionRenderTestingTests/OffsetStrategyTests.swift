import CollectionRender
import Foundation
import Testing

@testable import CollectionRenderTesting

/// The scene strategies take a content offset and a scale as the swift-snapshot-testing
/// integration's `.image(on:traits:scale:offset:…)` does, and a failure's files are attached
/// under the snapshot's name.
@Suite struct OffsetStrategyTests {
  static let scene = SceneSource.json(
    #"{"bounds": {"width": 40, "height": 30}, "layout": {"type": "flow", "itemSize": {"width": 40, "height": 10}}, "#
      + #""sections": [{"itemCount": 12, "itemTitle": "{item}"}]}"#)

  @Test func anOffsetScrollsTheSceneAsTheCommandLinesDoes() throws {
    let folder = NSTemporaryDirectory() + "collection-render-offset-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let top = try Self.scene.load(relativeTo: folder, traits: nil, device: nil).contentOffset
    #expect(top == .zero)
    let scrolled = try Self.scene.load(
      relativeTo: folder, traits: nil, device: nil, scale: 3, offset: Point(x: 0, y: 50))
    #expect(scrolled.contentOffset == Point(x: 0, y: 50) && scrolled.scale == 3)
    guard case .text(let layout) = SceneSnapshot.layout(of: scrolled) else {
      Issue.record("a layout snapshot is text")
      return
    }
    #expect(layout.contains(#""viewport":{"x":0,"y":50,"width":40,"height":30}"#), "\(layout.prefix(200))")
    // Through the strategies: the scrolled image and layout are other references than the top's.
    _ = try verifySnapshot(of: Self.scene, as: .image(), named: "top", record: .missing, snapshotDirectory: folder)
    let image = try verifySnapshot(
      of: Self.scene, as: .image(offset: Point(x: 0, y: 50)), named: "top", record: .never, snapshotDirectory: folder)
    #expect(image.result == .differ)
    let layoutOutcome = try verifySnapshot(
      of: Self.scene, as: .layout(offset: Point(x: 0, y: 50)), named: "scrolled", record: .missing,
      snapshotDirectory: folder)
    #expect(layoutOutcome.result == .recorded)
    let json = try String(contentsOfFile: folder + "/scrolled.json", encoding: .utf8)
    #expect(json.contains(#""y":50"#) || json.contains(#""y": 50"#))
    // An offset out of range is an error, as --offset's is, never a crash.
    #expect(throws: InvalidOption.self) {
      try Self.scene.load(relativeTo: folder, traits: nil, device: nil, offset: Point(x: 0, y: .infinity))
    }
  }

  @Test func failureAttachmentsAreNamedAfterTheSnapshot() throws {
    let folder = NSTemporaryDirectory() + "collection-render-attach-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(
      of: Self.scene, as: .image(on: .iPhoneSE), named: "grid", record: .missing, snapshotDirectory: folder)
    let outcome = try withSnapshotConfiguration(artifacts: folder + "/artifacts") {
      try verifySnapshot(
        of: Self.scene, as: .image(on: .iPhoneSE, offset: Point(x: 0, y: 40)), named: "grid", record: .never,
        snapshotDirectory: folder)
    }
    #expect(outcome.result == .differ)
    let files = FailureAttachments.files(of: outcome)
    #expect(
      files.map(\.name) == ["grid.iphone-se.reference.png", "grid.iphone-se.actual.png", "grid.iphone-se.diff.png"])
    #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    #expect(FailureAttachments.insert("actual", into: "list.accessibility.txt") == "list.accessibility.actual.txt")
  }
}
