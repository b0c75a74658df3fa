import CollectionRender
import Foundation
import ImageDiff

extension HTMLReport {
  /// The report of a `compare` run: every pair, with the images of those that are not identical.
  public init(comparison: PathComparison) {
    let entries = comparison.entries.map { entry -> Entry in
      let (expectedPath, actualPath): (String, String) =
        comparison.mode == .folder
        ? (
          (comparison.expected as NSString).appendingPathComponent(entry.path),
          (comparison.actual as NSString).appendingPathComponent(entry.path)
        ) : (comparison.expected, comparison.actual)
      var report = Entry(
        name: entry.path, status: entry.result.rawValue, passed: entry.result == .match,
        summary: Self.summary(of: entry), image: entry.image, text: entry.text,
        expectedPath: entry.result == .added ? nil : expectedPath,
        actualPath: entry.result == .removed ? nil : actualPath)
      let isImage = entry.text == nil && entry.result != .unreadable
      if isImage && !(entry.image?.isIdentical ?? false) {
        if entry.result != .added { report.expectedPNG = try? ImageFile.readBytes(expectedPath) }
        if entry.result != .removed { report.actualPNG = try? ImageFile.readBytes(actualPath) }
        report.diffPNG = Self.diff(report.expectedPNG, report.actualPNG, tolerance: comparison.tolerance)
      }
      return report
    }
    self.init(
      title: "compare \(comparison.expected) \(comparison.actual)",
      subtitle:
        "Tolerance: \(comparison.tolerance) · \(comparison.summary) · collection-render \(PackageVersion.current)",
      entries: entries)
  }

  /// The report of a `snapshot` run: every snapshot, with the reference, the actual image and
  /// the differences of those that failed; `acceptCommand` gives the command line that accepts
  /// an outcome's actual content (the caller knows how it was run).
  public init(
    snapshots outcomes: [SnapshotOutcome], tolerance: Tolerance,
    acceptCommand: (SnapshotOutcome) -> String? = { _ in nil }
  ) {
    let entries = outcomes.map { outcome -> Entry in
      var report = Entry(
        name: outcome.name, status: outcome.result.rawValue, passed: outcome.passed, summary: outcome.summary,
        image: outcome.image, text: outcome.text, expectedPath: outcome.reference, actualPath: outcome.actualPath,
        scene: outcome.scene, acceptCommand: outcome.passed ? nil : acceptCommand(outcome))
      if outcome.kind == .image && !outcome.passed {
        report.expectedPNG = try? ImageFile.readBytes(outcome.reference)
        report.actualPNG = outcome.actualPath.flatMap { try? ImageFile.readBytes($0) }
        if outcome.result == .differ {
          report.diffPNG = Self.diff(report.expectedPNG, report.actualPNG, tolerance: outcome.tolerance)
        }
      }
      return report
    }
    self.init(
      title: Self.snapshotTitle(count: outcomes.count),
      subtitle: "Tolerance: \(tolerance) · rendered with \(RendererInfo.versions) · collection-render "
        + PackageVersion.current,
      entries: entries)
  }

  /// The title of a `snapshot` run's report: `snapshot: 12 snapshots`.
  static func snapshotTitle(count: Int) -> String { "snapshot: \(count) snapshot\(count == 1 ? "" : "s")" }

  /// `title` with its count of snapshots set to `count`, for a merged report.
  static func retitled(_ title: String, count: Int) -> String {
    title.hasPrefix("snapshot: ") ? snapshotTitle(count: count) : title
  }

  /// What `compare` prints after a pair's status and path.
  static func summary(of entry: PathComparison.Entry) -> String {
    switch entry.result {
    case .added: "only in ACTUAL"
    case .removed: "only in EXPECTED"
    case .unreadable: entry.problem?.description ?? "unreadable"
    case .match, .differ, .sizeMismatch: entry.image?.description ?? entry.text?.summary ?? ""
    }
  }

  /// The differences painted over the faded expected image (one panel), as PNG bytes.
  static func diff(_ expected: [UInt8]?, _ actual: [UInt8]?, tolerance: Tolerance) -> [UInt8]? {
    guard let expected, let actual, let expectedImage = try? ImageFile.decode(expected, path: "expected"),
      let actualImage = try? ImageFile.decode(actual, path: "actual")
    else { return nil }
    let comparison = ImageComparison(expected: expectedImage, actual: actualImage, tolerance: tolerance)
    return try? ImageFile.encode(
      comparison.diffImage(layout: .singlePanel, options: .legible), options: PNGCompressionSetting.defaultOptions)
  }
}
