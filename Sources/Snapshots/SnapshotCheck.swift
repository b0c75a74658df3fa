import CairoBackend
import CollectionRender
import Foundation
import ImageDiff

/// What a snapshot is made of: pixels, or text (a layout snapshot).
public enum SnapshotContent: Sendable {
  /// Pixels; `raster`, when given, is what the pixels were rendered as, encoded as is when the
  /// reference is recorded (no premultiply round trip for translucent pixels); `metadata`, when
  /// given, is written into the PNG files and compared with the reference's on failure.
  case image(Bitmap, raster: RasterImage? = nil, metadata: SnapshotMetadata? = nil)
  /// Text, compared line by line and exactly.
  case text(String)

  /// The bytes of a reference file of this content: a PNG (with the metadata, when there is
  /// some) or UTF-8 text.
  public func fileBytes() throws(RenderError) -> [UInt8] {
    switch self {
    case .image(let bitmap, let raster, let metadata):
      let png =
        if let raster { try PNGCodec.encode(raster, options: ImageFile.referenceOptions) } else {
          try ImageFile.encode(bitmap)
        }
      return metadata?.written(into: png) ?? png
    case .text(let text): return Array(text.utf8)
    }
  }
}

/// One snapshot check: compares content with its reference file, or records the reference,
/// as the record mode says, and writes the failure artefacts (the actual content and the diff
/// image) where a person will find them. Shared by `collection-render snapshot` and the
/// `CollectionRenderTesting` library, so both behave the same.
///
/// ```swift
/// let check = SnapshotCheck(
///   name: "flow-grid.iphone-se", reference: "snapshots/flow-grid.iphone-se.png",
///   artifacts: "output/snapshot-failures", tolerance: .channel(2),
///   record: try RecordMode.resolve(environment: ProcessInfo.processInfo.environment))
/// let outcome = try check.run(.image(bitmap))
/// if !outcome.passed { print(outcome.message) }
/// ```
public struct SnapshotCheck: Sendable {
  /// The environment variable naming the artefacts folder when no flag or argument does.
  public static let artifactsEnvironmentVariable = "SNAPSHOT_ARTIFACTS"

  /// The default tolerance of snapshots: ±2 per channel (rounding differences between Cairo and
  /// pixman versions), and no pixel beyond it.
  public static let defaultTolerance = Tolerance.channel(2)

  /// Numbers in text snapshots closer than this are equal (1e-6 points: far below anything
  /// visible, far above the last-digit differences of two C libraries' `sin` and `cos`).
  public static let textNumericTolerance = 1e-6

  /// A name for messages and artefact files (`flow-grid.iphone-se`; may hold `/`).
  public var name: String
  /// The reference file.
  public var reference: String
  /// The folder for `<name>.actual.png` and `<name>.diff.png`.
  public var artifacts: String
  /// How different the actual image may be from the reference and still match.
  public var tolerance: Tolerance
  /// Whether references are written, and where that setting came from.
  public var record: RecordMode.Resolution
  /// How the diff image of a failed image check is drawn.
  public var diffStyle: DiffImageStyle

  /// A check named `name` against `reference`, writing artefacts under `artifacts`.
  public init(
    name: String, reference: String, artifacts: String, tolerance: Tolerance, record: RecordMode.Resolution,
    diffStyle: DiffImageStyle = .threePanels
  ) {
    self.name = name
    self.reference = reference
    self.artifacts = artifacts
    self.tolerance = tolerance
    self.record = record
    self.diffStyle = diffStyle
  }

  /// Compares or records. Throws only when the tolerance or diff style is out of range
  /// (``InvalidComparisonSettings``) or a file cannot be written (``AtomicFile/WriteError``) or
  /// encoded; every other outcome, a mismatch included, is a value.
  public func run(_ content: SnapshotContent) throws -> SnapshotOutcome {
    try InvalidComparisonSettings.check(tolerance, diffStyle)
    var outcome = SnapshotOutcome(check: self, content: content)
    // Artefacts of an earlier run of this check no longer say anything true.
    removeArtifacts(of: content)
    let exists = FileManager.default.fileExists(atPath: reference)
    guard exists else {
      if record.mode.recordsMissing {
        outcome.referenceBytes = try writeReference(content)
        outcome.result = .recorded
      } else {
        outcome.result = .missing
        outcome.actualPath = try writeActual(content)
      }
      return outcome
    }

    switch content {
    case .image(let bitmap, _, _):
      let expected: Bitmap
      do {
        let bytes = try ImageFile.readBytes(reference)
        expected = try ImageFile.decode(bytes, path: reference)
        outcome.referenceMetadata = SnapshotMetadata(png: bytes)
      } catch {
        outcome.result = .unreadable
        outcome.problem = error
        outcome.actualPath = try writeActual(content)
        return outcome
      }
      let comparison = ImageComparison(expected: expected, actual: bitmap, tolerance: tolerance)
      outcome.image = comparison.report
      let identical = comparison.report.isIdentical
      if record.mode == .all && !identical || record.mode == .failed && !comparison.report.passed {
        outcome.diffPath = try writeDiff(comparison)
        outcome.referenceBytes = try writeReference(content)
        outcome.result = .recorded
        outcome.replacedExisting = true
      } else if comparison.report.passed {
        outcome.result = .match
      } else {
        outcome.result = .differ
        outcome.actualPath = try writeActual(content)
        outcome.diffPath = try writeDiff(comparison)
      }
    case .text(let text):
      let expected: String
      do { expected = try ImageFile.readText(reference) } catch {
        outcome.result = .unreadable
        outcome.problem = error
        outcome.actualPath = try writeActual(content)
        return outcome
      }
      let comparison = TextComparison(expected: expected, actual: text, numericTolerance: Self.textNumericTolerance)
      outcome.text = comparison
      if record.mode == .all && !comparison.identical || record.mode == .failed && !comparison.matches {
        outcome.referenceBytes = try writeReference(content)
        outcome.result = .recorded
        outcome.replacedExisting = true
      } else if comparison.matches {
        outcome.result = .match
      } else {
        outcome.result = .differ
        outcome.actualPath = try writeActual(content)
      }
    }
    return outcome
  }

  var referenceExtension: String {
    let ext = (reference as NSString).pathExtension
    return ext.isEmpty ? "txt" : ext
  }

  func artifactPath(_ suffix: String) -> String {
    (artifacts as NSString).appendingPathComponent(name + suffix)
  }

  private func writeReference(_ content: SnapshotContent) throws -> Int {
    let data = try content.fileBytes()
    try AtomicFile.write(data, to: reference)
    return data.count
  }

  private func writeActual(_ content: SnapshotContent) throws -> String {
    let path: String
    switch content {
    case .image: path = artifactPath(".actual.png")
    case .text: path = artifactPath(".actual." + referenceExtension)
    }
    try AtomicFile.write(content.fileBytes(), to: path)
    return path
  }

  private func writeDiff(_ comparison: ImageComparison) throws -> String {
    let path = artifactPath(".diff.png")
    try ImageFile.write(
      diffStyle.image(of: comparison), to: path, options: PNGOptions(compressionLevel: 6, filter: .adaptive))
    return path
  }

  /// Removes the actual and diff files an earlier run of this check left: only those this kind
  /// of content writes, because an image check and a layout check of one scene share a name
  /// (`grid.iphone-se.actual.png` and `grid.iphone-se.actual.json`), and neither may delete
  /// the other's evidence.
  private func removeArtifacts(of content: SnapshotContent) {
    let suffixes: [String]
    switch content {
    case .image: suffixes = [".actual.png", ".diff.png"]
    case .text: suffixes = [".actual." + referenceExtension]
    }
    for suffix in suffixes {
      try? FileManager.default.removeItem(atPath: artifactPath(suffix))
    }
  }
}
