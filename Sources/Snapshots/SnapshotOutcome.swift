import Foundation
import ImageDiff
import OrderedJSON

/// What one snapshot check did and found.
public struct SnapshotOutcome: Sendable {
  /// What the check found or did.
  public enum Result: String, Sendable, Hashable {
    /// Compared, and within the tolerance.
    case match
    /// Compared, and beyond the tolerance.
    case differ
    /// A reference was written (new, or replacing one that differed); nothing was verified.
    case recorded
    /// No reference, and the record mode (`never`) does not allow writing one.
    case missing
    /// The reference exists but cannot be read or decoded; it was not overwritten.
    case unreadable
  }

  /// Whether an image or a text (a layout's JSON) was checked.
  public enum Kind: String, Sendable, Hashable { case image, text }

  /// The check's name.
  public var name: String
  /// The reference file.
  public var reference: String
  /// Whether an image or a text was checked.
  public var kind: Kind
  /// What the check found or did; `match` until said otherwise.
  public var result: Result = .match
  /// For ``Result/recorded``: whether an existing reference that differed was replaced.
  public var replacedExisting = false
  /// The size of the reference file written, when one was.
  public var referenceBytes: Int?
  /// The record mode in force, and where it came from.
  public var record: RecordMode.Resolution
  /// The tolerance the check used.
  public var tolerance: Tolerance
  /// The image comparison, when images were compared.
  public var image: DiffReport?
  /// The text comparison, when texts were compared.
  public var text: TextComparison?
  /// What was wrong with the reference, for ``Result/unreadable``.
  public var problem: InputFileError?
  /// Where the actual content was written (on failure).
  public var actualPath: String?
  /// Where the diff image was written (images that differ, or references re-recorded).
  public var diffPath: String?
  /// The size of the actual image, for messages.
  public var actualSize: PixelSize?
  /// The scene file rendered, when the caller says (reports show it).
  public var scene: String?
  /// The fonts and renderer that drew the actual image, when the content says.
  public var metadata: SnapshotMetadata?
  /// The fonts and renderer written in the reference image, when it has them.
  public var referenceMetadata: SnapshotMetadata?

  init(check: SnapshotCheck, content: SnapshotContent) {
    name = check.name
    reference = check.reference
    record = check.record
    tolerance = check.tolerance
    switch content {
    case .image(let bitmap, _, let metadata):
      kind = .image
      actualSize = PixelSize(width: bitmap.width, height: bitmap.height)
      self.metadata = metadata
    case .text:
      kind = .text
    }
  }

  /// Whether the snapshot was verified: compared and within tolerance.
  public var passed: Bool { result == .match }

  /// One line for a list of results:
  /// `differ     flow-grid.iphone-se.png  312 of 750000 pixels differ (0.0416 %), only 0 allowed …`
  /// (the reference's file name, which tells image and layout snapshots apart).
  public var line: String {
    let label = result.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
    return label + (reference as NSString).lastPathComponent + "  " + summary
  }

  /// What happened, in a phrase.
  public var summary: String {
    switch result {
    case .match, .differ:
      if let image { return image.description }
      if let text { return text.summary }
      return ""
    case .recorded:
      var what = replacedExisting ? "re-recorded \(reference), which differed" : "recorded new reference \(reference)"
      if let actualSize {
        what += " (\(actualSize)" + (referenceBytes.map { ", \(Self.bytes($0)))" } ?? ")")
      } else if let referenceBytes {
        what += " (\(Self.bytes(referenceBytes)))"
      }
      if replacedExisting, let image { what += ": " + image.description }
      if replacedExisting, let text { what += ": " + text.summary }
      return what
    case .missing:
      return "no reference \(reference); record mode \(record) does not record"
    case .unreadable:
      return "reference " + (problem?.description ?? reference)
    }
  }

  /// A full explanation for a failed test or a verbose report: the verdict with its numbers,
  /// the files to look at, and how to go on.
  public var message: String {
    var lines: [String]
    switch result {
    case .match:
      lines = ["Snapshot \"\(name)\" matches its reference: \(summary)."]
    case .differ:
      lines = ["Snapshot \"\(name)\" does not match its reference: \(summary)."]
      if let suggestion = image?.suggestion { lines.append("  (\(suggestion))") }
      if let text { lines += text.excerpt.map { "  " + $0 } }
    case .recorded:
      var what =
        replacedExisting
        ? "Re-recorded snapshot \"\(name)\": it differed from its reference"
        : "Recorded snapshot \"\(name)\": there was no reference"
      if let actualSize {
        what += " (\(actualSize)" + (referenceBytes.map { ", \(Self.bytes($0)))" } ?? ")")
      } else if let referenceBytes {
        what += " (\(Self.bytes(referenceBytes)))"
      }
      lines = [
        what + "; record mode \(record).",
        "  Nothing was verified: look at the reference, commit it, and run again.",
      ]
      if replacedExisting, let image { lines.append("  It differed by: " + image.description) }
      if replacedExisting, let text { lines += text.excerpt.map { "  " + $0 } }
    case .missing:
      lines = [
        "Snapshot \"\(name)\" has no reference, and record mode \(record) does not write one.",
        "  Record it where references are made (record mode missing, e.g. RECORD=missing), look at it, and commit it.",
      ]
    case .unreadable:
      lines = [
        "Snapshot \"\(name)\": the reference \(problem?.description ?? reference).",
        "  It was not compared and is never overwritten: fix or delete it.",
      ]
    }
    lines.append("  reference: \(reference)")
    if let actualPath { lines.append("  actual:    \(actualPath)") }
    if let diffPath { lines.append("  diff:      \(diffPath)  (expected | differences | actual)") }
    if let copy = copyCommand { lines.append("  to accept: \(copy)  (or record mode failed)") }
    if result == .differ && kind == .image {
      lines.append("  rendered with \(metadata?.renderer ?? RendererInfo.versions)")
      if let metadata {
        lines.append(
          "  fonts:     " + (metadata.fonts.isEmpty ? "none (no text)" : metadata.fonts.joined(separator: ", ")))
        if let referenceMetadata { lines += metadata.differences(fromReference: referenceMetadata).map { "  " + $0 } }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// For a snapshot that differs, the shell command that makes its actual content the
  /// reference: `cp '<actual>' '<reference>'`.
  public var copyCommand: String? {
    guard result == .differ, let actualPath else { return nil }
    return "cp '\(actualPath)' '\(reference)'"
  }

  static func bytes(_ count: Int) -> String {
    count < 10_000 ? "\(count) bytes" : "\((count + 512) / 1024) KB"
  }
}

extension JSONText {
  /// One snapshot outcome.
  public static func outcome(_ outcome: SnapshotOutcome) -> JSONText {
    var members: [(String, JSONText)] = [
      ("name", .string(outcome.name)),
      ("kind", .string(outcome.kind.rawValue)),
      ("result", .string(outcome.result.rawValue)),
      ("reference", .string(outcome.reference)),
    ]
    if outcome.result == .recorded { members.append(("replacedExisting", .bool(outcome.replacedExisting))) }
    if let bytes = outcome.referenceBytes { members.append(("referenceBytes", .int(bytes))) }
    if let image = outcome.image { members.append(("comparison", .report(image))) }
    if let text = outcome.text { members.append(("comparison", .text(text))) }
    if let problem = outcome.problem { members.append(("problem", .string(problem.reason))) }
    if let scene = outcome.scene { members.append(("scene", .string(scene))) }
    if let metadata = outcome.metadata { members.append(("fonts", .array(metadata.fonts.map { .string($0) }))) }
    if let reference = outcome.referenceMetadata, reference.fonts != outcome.metadata?.fonts {
      members.append(("referenceFonts", .array(reference.fonts.map { .string($0) })))
    }
    members.append(("actual", .optional(outcome.actualPath)))
    members.append(("diff", .optional(outcome.diffPath)))
    return .object(members)
  }
}
