import CairoBackend
import Foundation
import ImageDiff
import SnapshotTesting
import Snapshots

extension Diffing where Value == Data {
  /// PNG images compared by their pixels (decoded through libpng, never by bytes, which change
  /// with zlib versions) with collection-render's ImageDiff, held to `tolerance`.
  ///
  /// A mismatch's message is ImageDiff's one-line report (how many pixels differ, what was
  /// allowed, the largest differences, the region) with the tolerance that would have passed
  /// when the difference is small, and the renderer's versions. Its attachments are the
  /// reference, the new image and the diff image drawn in `diffStyle` (by default expected |
  /// differences | actual, every differing pixel in a solid colour), named `reference.png`,
  /// `failure.png` and `difference.png`.
  ///
  /// ```swift
  /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .image(tolerance: .perceptual()))
  /// assertSnapshot(of: pngData, as: strategy)
  /// ```
  public static func image(
    tolerance: Tolerance = SnapshotCheck.defaultTolerance, diffStyle: DiffImageStyle = .threePanels
  ) -> Self {
    .diff(
      toData: { $0 }, fromData: { $0 },
      diffV2: { reference, actual in
        ImageDifference.compare(reference: reference, actual: actual, tolerance: tolerance, diffStyle: diffStyle)
      })
  }
}

/// The comparison behind `Diffing.image(tolerance:diffStyle:)`.
enum ImageDifference {
  /// The diff image is written for a person to open, not kept: moderate compression.
  static let diffImageOptions = PNGOptions(compressionLevel: 6, filter: .adaptive)

  static func compare(
    reference: Data, actual: Data, tolerance: Tolerance, diffStyle: DiffImageStyle
  ) -> (String, [DiffAttachment])? {
    if let problem = tolerance.problem ?? diffStyle.problem { return ("Cannot compare the images: \(problem)", []) }
    let expected: Bitmap
    let new: Bitmap
    do {
      expected = try ImageFile.decode([UInt8](reference), path: "the reference")
      new = try ImageFile.decode([UInt8](actual), path: "the new snapshot")
    } catch {
      return ("Cannot compare the images: \(error)", [])
    }
    let comparison = ImageComparison(expected: expected, actual: new, tolerance: tolerance)
    let report = comparison.report
    guard !report.passed else { return nil }
    var message = "Newly-taken snapshot does not match reference: \(report)."
    if let suggestion = report.suggestion { message += "\n(\(suggestion))" }
    message += "\nrendered with \(RendererInfo.versions)"
    // The fonts each image was drawn in, when the images say (SnapshotMetadata).
    if let now = SnapshotMetadata(png: [UInt8](actual)) {
      message += "\nfonts: " + (now.fonts.isEmpty ? "none (no text)" : now.fonts.joined(separator: ", "))
      if let then = SnapshotMetadata(png: [UInt8](reference)) {
        message += now.differences(fromReference: then).map { "\n" + $0 }.joined()
      }
    }
    var attachments: [DiffAttachment] = [
      .data(reference, name: "reference.png"), .data(actual, name: "failure.png"),
    ]
    if let diff = try? ImageFile.encode(diffStyle.image(of: comparison), options: diffImageOptions) {
      attachments.append(.data(Data(diff), name: "difference.png"))
    }
    DiffAttachments.recordWhereSnapshotTestingDoesNot(attachments)
    return (message, attachments)
  }
}
