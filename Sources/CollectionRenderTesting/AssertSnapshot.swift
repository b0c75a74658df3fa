import Foundation
import ImageDiff
import Snapshots

/// Checks `value` against its reference `__Snapshots__/<TestFile>/<name>[.<device>].<ext>` next
/// to the test file, and reports a failure to the running test framework — Swift Testing's
/// `Issue.record` inside a `@Test`, `XCTFail` inside an `XCTestCase` — with the numbers and the
/// paths of the reference, the actual image and the diff image; under Swift Testing those files
/// are also attached, named after the snapshot (`gridOnPhones.iphone-se.actual.png`).
///
/// ```swift
/// @Test func gridOnPhones() {
///   assertSnapshot(of: .file("Scenes/grid.json"), as: .image(on: .iPhoneSE))
///   assertSnapshot(of: .file("Scenes/grid.json"), as: .layout(on: .iPhoneSE))
/// }
/// // __Snapshots__/GridTests/gridOnPhones.iphone-se.png and gridOnPhones.iphone-se.json
/// ```
///
/// - Parameters:
///   - value: What to snapshot.
///   - strategy: How: `.image(on:tolerance:)`, `.layout(on:allElements:)`, `.lines()`, …
///   - name: The reference's name; default the test function's name (no counter is ever added,
///     so names never shift when assertions are added, reordered or repeated).
///   - record: The record mode for this assertion; default from the scope, `RECORD`, or `CI`.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
/// - Returns: What the check did and found, or `nil` when the snapshot could not be made (an
///   invalid scene, a rendering or writing failure — reported as a failure too).
@discardableResult
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: SnapshotStrategy<Value>,
  named name: String? = nil,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome? {
  let location = SourcePosition(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let outcome = try verifySnapshot(
      of: value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, filePath: filePath,
      testName: testName)
    if !outcome.passed {
      FailureReporter.report(outcome.message, at: location)
      FailureAttachments.record(outcome)
    }
    return outcome
  } catch {
    FailureReporter.report(
      "Snapshot \"\(ReferenceName.make(name: name, testName: testName, suffix: strategy.nameSuffix))\" could not be "
        + "made: \(error)",
      at: location)
    return nil
  }
}

/// Checks `value` against its reference like
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// but reports nothing: the outcome is returned for the caller to judge (`#expect(outcome.passed)`,
/// a custom report, a non-test tool).
///
/// - Throws: when the value or the scene cannot be made or rendered, or a file cannot be written.
public func verifySnapshot<Value>(
  of value: Value,
  as strategy: SnapshotStrategy<Value>,
  named name: String? = nil,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  filePath: StaticString = #filePath,
  testName: String = #function
) throws -> SnapshotOutcome {
  let files = TestFileLocation(filePath: "\(filePath)")
  let configuration = SnapshotConfiguration.current
  let resolution = try RecordMode.resolve(
    explicit: record, scoped: configuration.record, environment: ProcessInfo.processInfo.environment)
  let referenceName = ReferenceName.make(name: name, testName: testName, suffix: strategy.nameSuffix)
  let reference = (snapshotDirectory ?? files.snapshotsFolder) + "/" + referenceName + "." + strategy.pathExtension
  try ReferenceRegistry.shared.claim(reference, by: files.testFileName + "." + ReferenceName.function(testName))
  let check = SnapshotCheck(
    name: files.testFileName + "/" + referenceName, reference: reference,
    artifacts: configuration.artifacts ?? files.artifactsFolder, tolerance: strategy.tolerance, record: resolution,
    diffStyle: strategy.diffStyle)
  let outcome = try check.run(strategy.snapshot(value, files.folder))
  try SnapshotReportLog.shared.add(outcome)
  return outcome
}

/// Reference names: the given name or the test function's, made safe for file names.
enum ReferenceName {
  static func make(name: String?, testName: String, suffix: String?) -> String {
    var result = sanitize(name ?? function(testName))
    if let suffix { result += "." + sanitize(suffix) }
    return result
  }

  /// `gridOnPhones()` → `gridOnPhones`, `testGrid()` → `testGrid`, `cells(count:)` → `cells`.
  static func function(_ testName: String) -> String {
    String(testName.prefix { $0 != "(" })
  }

  /// Letters, digits and `._-+@` stay; anything else (spaces, slashes) becomes `-`.
  static func sanitize(_ text: String) -> String {
    let allowed = Set("._-+@")
    let mapped = text.map { $0.isASCII && ($0.isLetter || $0.isNumber) || allowed.contains($0) ? $0 : "-" }
    return String(mapped)
  }
}

/// The folders that belong to a test file.
struct TestFileLocation {
  /// The folder holding the test file.
  let folder: String
  /// The test file's name without `.swift`.
  let testFileName: String

  init(filePath: String) {
    folder = (filePath as NSString).deletingLastPathComponent
    testFileName = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// `<folder>/__Snapshots__/<TestFile>`.
  var snapshotsFolder: String { folder + "/__Snapshots__/" + testFileName }

  /// `$SNAPSHOT_ARTIFACTS`, else `output/snapshot-failures` in the package holding the test
  /// file (the nearest folder with a `Package.swift`), else the temporary folder.
  var artifactsFolder: String {
    if let folder = ProcessInfo.processInfo.environment[SnapshotCheck.artifactsEnvironmentVariable], !folder.isEmpty {
      return folder
    }
    var candidate = folder
    while candidate != "/" && !candidate.isEmpty {
      if FileManager.default.fileExists(atPath: candidate + "/Package.swift") {
        return candidate + "/output/snapshot-failures"
      }
      candidate = (candidate as NSString).deletingLastPathComponent
    }
    return NSTemporaryDirectory() + "snapshot-failures"
  }
}

/// Catches two different tests writing the same reference (same `named:` in one file), which
/// would make them overwrite each other's reference.
final class ReferenceRegistry: @unchecked Sendable {
  static let shared = ReferenceRegistry()
  private let lock = NSLock()
  private var owners: [String: String] = [:]

  struct Clash: Error, CustomStringConvertible {
    var reference: String
    var first: String
    var second: String
    var description: String {
      "the reference \(reference) is used by both \(first) and \(second); give one of them another name (named:)"
    }
  }

  func claim(_ reference: String, by test: String) throws(Clash) {
    let owner: String = lock.withLock {
      if let owner = owners[reference] { return owner }
      owners[reference] = test
      return test
    }
    if owner != test { throw Clash(reference: reference, first: owner, second: test) }
  }
}
