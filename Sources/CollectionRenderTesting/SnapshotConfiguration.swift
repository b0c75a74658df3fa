import Snapshots

/// Settings for every snapshot assertion in a scope: a Swift Testing trait
/// (`@Suite(.snapshots(record: .failed, fonts: ["Fonts"]))`) or
/// `withSnapshotConfiguration(record:) { … }`.
///
/// The record mode is resolved in this order: the assertion's `record:` argument, the innermost
/// scope, the `RECORD` environment variable, then `never` when `CI` is set and `missing`
/// otherwise.
public struct SnapshotConfiguration: Sendable {
  /// The record mode, or `nil` to leave it to the environment.
  public var record: RecordMode?
  /// The folder for failure artefacts, or `nil` for `$SNAPSHOT_ARTIFACTS`, else
  /// `<package root>/output/snapshot-failures`.
  public var artifacts: String?
  /// Folders of the app's own font files (Apple's SF Pro, a brand face), registered before a
  /// scene is loaded so that its labels can name their families; relative paths are taken from
  /// the folder of the test file, as scene paths are. Scopes add to the folders outside them.
  public var fonts: [String]

  /// Settings that leave the record mode (`nil`) and the artefacts folder (`nil`) to the
  /// environment unless given, with the font folders `fonts`.
  public init(record: RecordMode? = nil, artifacts: String? = nil, fonts: [String] = []) {
    self.record = record
    self.artifacts = artifacts
    self.fonts = fonts
  }

  /// The configuration of the current task (scopes nest: inner values win).
  @TaskLocal public static var current = SnapshotConfiguration()

  func overriding(with inner: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: inner.record ?? record, artifacts: inner.artifacts ?? artifacts,
      fonts: fonts + inner.fonts.filter { !fonts.contains($0) })
  }
}

/// Runs `operation` with snapshot settings (works in XCTest and Swift Testing alike). Its result
/// is discardable, as `assertSnapshot`'s is, so that a closure holding one assertion needs no `_ =`.
@discardableResult
public func withSnapshotConfiguration<Result>(
  record: RecordMode? = nil, artifacts: String? = nil, fonts: [String] = [], operation: () throws -> Result
) rethrows -> Result {
  let configuration = SnapshotConfiguration.current.overriding(
    with: SnapshotConfiguration(record: record, artifacts: artifacts, fonts: fonts))
  return try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs `operation` with snapshot settings (works in XCTest and Swift Testing alike). Its result
/// is discardable, as `assertSnapshot`'s is, so that a closure holding one assertion needs no `_ =`.
@discardableResult
public func withSnapshotConfiguration<Result>(
  record: RecordMode? = nil, artifacts: String? = nil, fonts: [String] = [], operation: () async throws -> Result
) async rethrows -> Result {
  let configuration = SnapshotConfiguration.current.overriding(
    with: SnapshotConfiguration(record: record, artifacts: artifacts, fonts: fonts))
  return try await SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

#if canImport(Testing)
  import Testing

  /// `@Suite(.snapshots(record: .never))`, `@Test(.snapshots(artifacts: "/tmp/x"))`: snapshot
  /// settings for a suite (and everything in it) or a test.
  public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings the trait applies.
    public var configuration: SnapshotConfiguration
    /// True: a suite's settings apply to every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with ``configuration`` in force, as `withSnapshotConfiguration` does.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withSnapshotConfiguration(
        record: configuration.record, artifacts: configuration.artifacts, fonts: configuration.fonts
      ) {
        try await function()
      }
    }
  }

  extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for this suite or test.
    public static func snapshots(record: RecordMode? = nil, artifacts: String? = nil, fonts: [String] = []) -> Self {
      SnapshotTrait(configuration: SnapshotConfiguration(record: record, artifacts: artifacts, fonts: fonts))
    }
  }
#endif
