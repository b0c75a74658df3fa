import Foundation
import SnapshotTesting
import Snapshots

extension SnapshotTestingConfiguration.Record {
  /// swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` when it names a mode; otherwise `never`
  /// when the `CI` environment variable is set (to anything but empty, `0`, `false` or `no`, as
  /// every CI service sets it), and `missing` on a developer's machine — collection-render's own
  /// rule, so a CI run never records a reference it was missing and passes on a retry.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .fromEnvironment)) struct GridTests { … }
  /// ```
  public static var fromEnvironment: Self { fromEnvironment(ProcessInfo.processInfo.environment) }

  /// The mode `environment` selects, as ``fromEnvironment``.
  public static func fromEnvironment(_ environment: [String: String]) -> Self {
    if let value = environment["SNAPSHOT_TESTING_RECORD"], let mode = Self(rawValue: value) { return mode }
    return RecordMode.isContinuousIntegration(environment) ? .never : .missing
  }
}
