import Foundation
import Testing

@testable import CollectionRenderTesting

/// How assertions fail, record and read their configuration — in a temporary folder, with
/// explicit record modes, so `RECORD` or `CI` in the environment cannot change the outcome.
@Suite("Assertion failures and configuration")
struct AssertionBehaviourTests {
  let folder = NSTemporaryDirectory() + "collection-render-testing-" + UUID().uuidString
  var references: String { folder + "/references" }
  var artifacts: String { folder + "/artifacts" }

  static let blue: Bitmap = Bitmap(width: 6, height: 4, filledWith: RGBA(0, 122, 255))
  static let blueWithDot: Bitmap = {
    var image = blue
    image[5, 3] = .white
    return image
  }()

  @Test("A recording run is a failure that says what it recorded; the next run passes")
  func recordingFails() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withKnownIssue {
      assertSnapshot(of: Self.blue, as: .image(), named: "blue", record: .missing, snapshotDirectory: references)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Recorded snapshot \"AssertionBehaviourTests/blue\": there was no reference (6×4")
      }
    }
    #expect(FileManager.default.fileExists(atPath: references + "/blue.png"))
    let outcome = assertSnapshot(
      of: Self.blue, as: .image(), named: "blue", record: .missing, snapshotDirectory: references)
    #expect(outcome?.result == .match)
  }

  @Test("A mismatch is reported with its numbers and the paths of the actual and diff images")
  func mismatchMessage() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(of: Self.blue, as: .image(), named: "dot", record: .missing, snapshotDirectory: references)
    withSnapshotConfiguration(artifacts: artifacts) {
      withKnownIssue {
        assertSnapshot(of: Self.blueWithDot, as: .image(), named: "dot", record: .never, snapshotDirectory: references)
      } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined()
        return message.contains("1 of 24 pixels differ (4.17 %), only 0 allowed (±2 per channel; no pixel may differ)")
          && message.contains("region 5,3 1×1")
          && message.contains("actual:    \(artifacts)/AssertionBehaviourTests/dot.actual.png")
          && message.contains("diff:      \(artifacts)/AssertionBehaviourTests/dot.diff.png")
      }
    }
    #expect(FileManager.default.fileExists(atPath: artifacts + "/AssertionBehaviourTests/dot.diff.png"))
  }

  @Test("The same difference passes within a tolerance, and the numbers are still there")
  func tolerance() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(
      of: Self.blue, as: .image(), named: "tolerant", record: .missing, snapshotDirectory: references)
    let outcome = try verifySnapshot(
      of: Self.blueWithDot, as: .image(tolerance: .channel(2, maxDifferingPixels: 1)), named: "tolerant",
      record: .never,
      snapshotDirectory: references)
    #expect(outcome.passed)
    #expect(outcome.image?.differingPixels == 1)
  }

  @Test("A suite or test trait sets the record mode", .snapshots(record: .never))
  func traitScopesRecordMode() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try withSnapshotConfiguration(artifacts: artifacts) {
      try verifySnapshot(of: Self.blue, as: .image(), named: "nothing-here", snapshotDirectory: references)
    }
    #expect(outcome.result == .missing)
    #expect(outcome.record == .init(mode: .never, source: .scoped))
    #expect(!FileManager.default.fileExists(atPath: references + "/nothing-here.png"))
    let inner = try withSnapshotConfiguration(record: .missing, artifacts: artifacts) {
      try verifySnapshot(of: Self.blue, as: .image(), named: "nothing-here", snapshotDirectory: references)
    }
    #expect(inner.result == .recorded, "the inner scope wins")
  }

  @Test("A scene that cannot be loaded is reported with its file, JSON path and reason")
  func invalidScene() {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withKnownIssue {
      assertSnapshot(
        of: .json(#"{"sections": []}"#), as: .layout(), named: "broken", record: .never, snapshotDirectory: references)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == #"Snapshot "broken" could not be made: scene JSON: $: missing required key "bounds" ({"width": …, "#
          + #""height": …} in points)"#
      }
    }
  }

  @Test("Two tests naming the same reference are caught")
  func nameClash() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(
      of: "a", as: .lines(), named: "shared", record: .missing, snapshotDirectory: references, testName: "first()")
    #expect(throws: ReferenceRegistry.Clash.self) {
      try verifySnapshot(
        of: "a", as: .lines(), named: "shared", record: .missing, snapshotDirectory: references, testName: "second()")
    }
    _ = try verifySnapshot(
      of: "a", as: .lines(), named: "shared", record: .missing, snapshotDirectory: references, testName: "first()")
  }

  @Test("Reference names: the test function's name or the given one, file-name safe, no counters")
  func referenceNames() {
    #expect(ReferenceName.make(name: nil, testName: "gridOnPhones()", suffix: nil) == "gridOnPhones")
    #expect(ReferenceName.make(name: nil, testName: "cells(count:)", suffix: "iphone-se") == "cells.iphone-se")
    #expect(ReferenceName.make(name: "Grid / dark mode", testName: "x()", suffix: nil) == "Grid---dark-mode")
    #expect(ReferenceName.make(name: "320x480@2", testName: "x()", suffix: nil) == "320x480@2")
  }

  @Test("References sit in __Snapshots__/<TestFile>/ beside the test; artefacts under the package's output/")
  func locations() {
    let location = TestFileLocation(filePath: "/work/pkg/Tests/GridTests/GridTests.swift")
    #expect(location.snapshotsFolder == "/work/pkg/Tests/GridTests/__Snapshots__/GridTests")
    let here = TestFileLocation(filePath: #filePath)
    if ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] == nil {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      #expect(here.artifactsFolder == root.path + "/output/snapshot-failures")
    }
  }

  @Test("Failures go to Swift Testing inside a @Test")
  func framework() {
    #expect(FailureReporter.current == .swiftTesting)
  }
}
