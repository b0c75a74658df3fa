import CairoBackend
import DisplayList
import Foundation
import Testing

/// Pixel goldens: `Goldens/<name>.png` beside this target's sources, compared by decoded pixels
/// (PNG bytes are not a stable unit across zlib versions).
///
/// Recording (`RECORD` environment variable):
/// - unset: a missing golden is recorded locally, but is a failure when `CI` is set;
/// - `1` or `missing`: record missing goldens;
/// - `all`: re-record every golden this run touches.
/// Recording always fails the test with "recorded", so new references are reviewed, never
/// silently accepted.
///
/// On a mismatch, `output/test-failures/<name>.actual.png` and `<name>.diff.png` are written at
/// the repository root (differing pixels in red) and named in the failure.
enum GoldenImage {
  static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CairoBackendTests
  static let goldensFolder = testsFolder.appendingPathComponent("Goldens")
  static let repositoryRoot = testsFolder
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
  static let failuresFolder = repositoryRoot.appendingPathComponent("output/test-failures")

  /// Goldens are written small: maximum compression with adaptive filtering.
  static let goldenPNGOptions = PNGOptions(compressionLevel: 9, filter: .adaptive)

  enum RecordMode {
    case missing, all, never

    static var current: RecordMode {
      let environment = ProcessInfo.processInfo.environment
      switch environment["RECORD"]?.lowercased() {
      case "1", "missing", "true", "yes": return .missing
      case "all": return .all
      case "0", "never", "false", "no": return .never
      default: return environment["CI"] == nil ? .missing : .never
      }
    }
  }

  /// Renders `list` at `scale` and compares it with the golden `name`.
  static func expectMatch(
    _ name: String, _ list: DisplayList, scale: Double, tolerance: ImageTolerance = ImageTolerance(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let image = try Renderer().rasterize(list, scale: scale)
    let actual = RGBAImage(width: image.width, height: image.height, rgba: image.rgba())
    let goldenURL = goldensFolder.appendingPathComponent(name + ".png")
    let mode = RecordMode.current

    guard FileManager.default.fileExists(atPath: goldenURL.path), mode != .all else {
      guard mode != .never else {
        Issue.record("missing golden \(goldenURL.path); run locally with RECORD=1", sourceLocation: sourceLocation)
        return
      }
      try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
      try Data(PNGCodec.encode(image, options: goldenPNGOptions)).write(to: goldenURL)
      Issue.record("recorded new reference \(goldenURL.path): review it, then run again", sourceLocation: sourceLocation)
      return
    }

    let golden = try PNGCodec.decode(Array(try Data(contentsOf: goldenURL)))
    let expected = RGBAImage(width: golden.width, height: golden.height, rgba: golden.rgba)
    guard expected.width == actual.width, expected.height == actual.height else {
      let actualURL = try writeFailure(image, named: name + ".actual.png")
      let message =
        "\(name): size \(actual.width)×\(actual.height) differs from the golden's "
        + "\(expected.width)×\(expected.height); actual written to \(actualURL.path)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let difference = ImageDifference(expected: expected, actual: actual, tolerance: tolerance)
    guard !difference.isWithin(tolerance, pixelCount: actual.width * actual.height) else { return }
    let actualURL = try writeFailure(image, named: name + ".actual.png")
    let diff = difference.diffImage
    let diffURL = try writeFailure(
      RasterImage(width: diff.width, height: diff.height, rgba: diff.rgba), named: name + ".diff.png")
    let message =
      "\(name): \(difference.differingPixels) pixels differ by more than \(tolerance.channel) "
      + "(largest difference \(difference.maximumChannelDifference)); see \(actualURL.path) "
      + "and \(diffURL.path)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  private static func writeFailure(_ image: RasterImage, named fileName: String) throws -> URL {
    try FileManager.default.createDirectory(at: failuresFolder, withIntermediateDirectories: true)
    let url = failuresFolder.appendingPathComponent(fileName)
    try Data(PNGCodec.encode(image, options: PNGOptions())).write(to: url)
    return url
  }
}
