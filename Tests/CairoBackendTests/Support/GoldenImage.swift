import CairoBackend
import CollectionRenderTesting
import DisplayList
import Foundation
import ImageDiff
import Testing

/// Pixel goldens: `Goldens/<name>.png` beside this target's sources, checked with the project's
/// own snapshot library (`CollectionRenderTesting`), so these tests record, compare and report
/// exactly as users' snapshot tests do: decoded pixels (PNG bytes are not a stable unit across
/// zlib versions), a per-channel tolerance with a small budget of differing pixels (anti-aliasing
/// can move between pixman and Cairo versions), record modes from `RECORD` (missing
/// goldens are recorded locally, never when `CI` is set; a recording run fails so the new image
/// is reviewed), and on a mismatch the actual and diff images under `output/test-failures/`.
enum GoldenImage {
  static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CairoBackendTests
  static let goldensFolder = testsFolder.appendingPathComponent("Goldens")
  static let failuresFolder =
    testsFolder
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository
    .appendingPathComponent("output/test-failures")

  /// ±2 per channel, and at most 0.1 % of the pixels beyond that.
  static let defaultTolerance = Tolerance.channel(2, maxDifferingRatio: 0.001)

  /// Renders `list` at `scale` and checks it against the golden `name`.
  static func expectMatch(
    _ name: String, _ list: DisplayList, scale: Double, tolerance: Tolerance = defaultTolerance,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let image = try Renderer().rasterize(list, scale: scale)
    let bitmap = ImageDiff.Bitmap(width: image.width, height: image.height, rgba: image.rgba())
    withSnapshotConfiguration(artifacts: failuresFolder.path) {
      assertSnapshot(
        of: bitmap, as: .image(tolerance: tolerance), named: name, snapshotDirectory: goldensFolder.path,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
