import CollectionRender
import Foundation
import ImageDiff
import Snapshots

/// The HTML report of a test run's snapshots, when the `SNAPSHOT_REPORT` environment variable
/// names its file: every snapshot checked so far, rewritten (atomically, images in the folder
/// beside it) after each check, so the report is whole whenever the run stops. Its accept
/// command for a snapshot that differs is the `cp` that makes the actual file the reference.
final class SnapshotReportLog: @unchecked Sendable {
  /// The environment variable naming the report's file.
  static let environmentVariable = "SNAPSHOT_REPORT"

  /// The log of this process, writing where `SNAPSHOT_REPORT` says (nowhere when it is unset).
  static let shared = SnapshotReportLog(path: ProcessInfo.processInfo.environment[environmentVariable])

  /// The report's file, or `nil` for no report.
  let path: String?
  private let lock = NSLock()
  // Tests run in parallel: the outcomes are guarded by the lock.
  private var outcomes: [SnapshotOutcome] = []

  init(path: String?) {
    self.path = path.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Adds `outcome` (replacing an earlier outcome of the same reference) and rewrites the report.
  func add(_ outcome: SnapshotOutcome) throws(AtomicFile.WriteError) {
    guard let path else { return }
    lock.lock()
    defer { lock.unlock() }
    outcomes.removeAll { $0.reference == outcome.reference }
    outcomes.append(outcome)
    let report = HTMLReport(
      snapshots: outcomes, tolerance: outcomes.first?.tolerance ?? SnapshotCheck.defaultTolerance,
      acceptCommand: \.copyCommand)
    try report.write(to: path)
  }
}
