import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// What cannot be snapshot is reported in one line, and nothing is recorded from it.
@Suite struct StrategyErrorTests {
  @Test func anInvalidSceneFileIsReportedAndNothingIsRecorded() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = folder + "/broken.json"
    try Data(#"{"bounds": {"width": -5, "height": 10}, "sections": []}"#.utf8).write(to: URL(fileURLWithPath: scene))
    withKnownIssue {
      let message = withSnapshotTesting(record: .missing) {
        verifySnapshot(
          of: URL(fileURLWithPath: scene), as: .image, named: "broken", snapshotDirectory: folder, timeout: 0.1)
      }
      // swift-snapshot-testing gives up waiting for the snapshot …
      #expect(message?.hasPrefix("Exceeded timeout") == true)
    } matching: { issue in
      // … after the strategy said why, with the file and the JSON path.
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "collection-render could not make the snapshot: " + scene
            + ": $.bounds.width: must not be negative, got -5")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["broken.json"])
  }

  @Test func precisionOutOfRangeIsReported() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withKnownIssue {
      _ = withSnapshotTesting(record: .missing) {
        verifySnapshot(
          of: TestScenes.grid(), as: .image(precision: 1.5), named: "grid", snapshotDirectory: folder, timeout: 0.1)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasSuffix("precision must be 0 to 1, got 1.5") }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func aDeviceOverThePixelBudgetIsReported() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let huge = Device(name: "huge", width: 20_000, height: 20_000, scale: 3)
    withKnownIssue {
      _ = withSnapshotTesting(record: .missing) {
        verifySnapshot(
          of: TestScenes.grid(), as: .image(on: huge), named: "grid", snapshotDirectory: folder, timeout: 0.1)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("collection-render could not make the snapshot: ") }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }
}
