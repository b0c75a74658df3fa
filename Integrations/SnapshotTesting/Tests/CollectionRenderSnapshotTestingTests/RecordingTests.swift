import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// Recording works as swift-snapshot-testing's own strategies do: the same files, the same record
/// modes, the same messages.
@Suite struct RecordingTests {
  @Test func missingReferenceIsRecordedAndTheAssertionFails() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let message = withSnapshotTesting(record: .missing) {
      verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
    // `<testName>.<name>.png`, the test function's name without its parentheses.
    let reference = folder + "/missingReferenceIsRecordedAndTheAssertionFails.grid.png"
    #expect(message?.contains(reference) == true)
    let bitmap = try ImageFile.read(reference)
    #expect(bitmap.width == 120 && bitmap.height == 80)

    // The next run compares with what was recorded, and passes.
    let again = withSnapshotTesting(record: .missing) {
      verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(again == nil)
  }

  @Test func unnamedSnapshotsAreCountedAsSnapshotTestingCountsThem() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(of: TestScenes.grid(), as: .image, snapshotDirectory: folder)
      _ = verifySnapshot(of: TestScenes.grid(), as: .layout, snapshotDirectory: folder)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    // A counter per test name and folder, whatever the strategy; the path extension is the
    // strategy's.
    #expect(files.count == 2)
    #expect(
      files.contains { $0.hasPrefix("unnamedSnapshotsAreCountedAsSnapshotTestingCountsThem.") && $0.hasSuffix(".png") })
    #expect(
      files.contains { $0.hasPrefix("unnamedSnapshotsAreCountedAsSnapshotTestingCountsThem.") && $0.hasSuffix(".json") }
    )
  }

  @Test func neverRecordsNothing() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let message = withSnapshotTesting(record: .never) {
      verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func allRerecordsAndFails() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let reference = folder + "/allRerecordsAndFails.grid.png"
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    let message = withSnapshotTesting(record: .all) {
      verifySnapshot(
        of: TestScenes.grid(cellColor: .uiGreen), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(message?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
    // The green grid is now the reference.
    let recorded = withSnapshotTesting(record: .never) {
      verifySnapshot(
        of: TestScenes.grid(cellColor: .uiGreen), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(recorded == nil)
    #expect(FileManager.default.fileExists(atPath: reference))
  }

  @Test func failedRerecordsOnlyWhatDiffers() throws {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let reference = folder + "/failedRerecordsOnlyWhatDiffers.grid.png"
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: reference))
    let matching = withSnapshotTesting(record: .failed) {
      verifySnapshot(of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(matching == nil)
    let changed = withSnapshotTesting(record: .failed) {
      verifySnapshot(
        of: TestScenes.grid(cellColor: .uiGreen), as: .image, named: "grid", snapshotDirectory: folder)
    }
    #expect(
      changed?.hasPrefix("Snapshot \"grid\" does not match reference. A new snapshot was automatically recorded.")
        == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) != before)
  }

  @Test func recordModeFromTheEnvironment() {
    #expect(SnapshotTestingConfiguration.Record.fromEnvironment([:]) == .missing)
    #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "true"]) == .never)
    #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "1"]) == .never)
    #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "false"]) == .missing)
    #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": ""]) == .missing)
    // swift-snapshot-testing's own variable comes first, as its own default does.
    #expect(
      SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"])
        == .failed)
    #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    // A value swift-snapshot-testing does not know is ignored, as swift-snapshot-testing ignores it.
    #expect(
      SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "yes"]) == .never)
  }
}
