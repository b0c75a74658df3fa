import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A changed scene fails with the project's numbers in swift-snapshot-testing's message, and the
/// diff image as an attachment.
@Suite struct ImageFailureTests {
  @Test func changedSceneFailsWithTheNumbersAndTheFilePaths() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    let message = try #require(
      withSnapshotTesting(record: .never) {
        verifySnapshot(
          of: TestScenes.grid(thirdCellColor: .uiGreen), as: .image, named: "grid", snapshotDirectory: folder)
      })
    #expect(message.hasPrefix("Snapshot \"grid\" does not match reference."))
    // swift-snapshot-testing's default diff tool names the reference and the failed snapshot …
    #expect(message.contains("file://" + folder + "/changedSceneFailsWithTheNumbersAndTheFilePaths.grid.png"))
    // … and ImageDiff says how much differs, where, and what was allowed.
    #expect(message.contains("Newly-taken snapshot does not match reference: "))
    #expect(message.contains("pixels differ"))
    #expect(message.contains("only 0 allowed (±2 per channel; no pixel may differ)"))
    #expect(message.contains("region 82,4 30×30"))
    #expect(message.contains("rendered with cairo "))
    // The faces each image was drawn in travel in the PNGs; the same on both sides here.
    #expect(message.contains("\nfonts: "))
    #expect(!message.contains("other fonts"))
  }

  @Test func diffAttachesTheReferenceTheFailureAndTheDiffImage() throws {
    let reference = try png(TestScenes.grid())
    let changed = try png(TestScenes.grid(thirdCellColor: .uiGreen))
    let (message, attachments) = try #require(Diffing<Data>.image().diffV2(reference, changed))
    #expect(message.contains("324 of 9600 pixels differ (3.38 %)"))
    var named: [String: Data] = [:]
    for case .data(let data, let name) in attachments { named[name] = data }
    #expect(named.keys.sorted() == ["difference.png", "failure.png", "reference.png"])
    #expect(named["reference.png"] == reference && named["failure.png"] == changed)
    // The project's diff image: expected | differences | actual, so wider than the images.
    let diff = try ImageFile.decode([UInt8](try #require(named["difference.png"])), path: "difference.png")
    #expect(diff.width > 3 * 120)
    // Identical images give no failure and no attachment.
    #expect(Diffing<Data>.image().diffV2(reference, reference) == nil)
  }

  @Test func aReferenceThatIsNotAPNGIsNamedAsSuch() throws {
    let changed = try png(TestScenes.grid())
    let pointer = Data("version https://git-lfs.github.com/spec/v1\n".utf8)
    let (message, attachments) = try #require(Diffing<Data>.image().diffV2(pointer, changed))
    #expect(message == "Cannot compare the images: the reference: is a Git LFS pointer, not a PNG (run `git lfs pull`)")
    #expect(attachments.isEmpty)
  }

  /// The strategy's own PNG bytes for `scene`.
  func png(_ scene: Scene) throws -> Data {
    var result: Data?
    Snapshotting<Scene, Data>.image.snapshot(scene).run { result = $0 }
    return try #require(result)
  }
}
