import Foundation
import ImageDiff
import Testing

/// The image pairs under `Fixtures/pixelmatch` and what pixelmatch 7.2.0 made of them, as its
/// `manifest.json` records (its `generatedBy` says how those numbers were produced).
///
/// The files are read next to this source file, so the test target needs no resources.
enum PixelmatchFixtures {
  struct Manifest: Decodable {
    let generatedBy: String
    let pixelmatch: String
    let pairs: [Pair]
    let outputs: [Output]
  }

  struct Pair: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let description: String
    let width: Int
    let height: Int
    let expected: String
    let actual: String
    let counts: [Count]

    var testDescription: String { name }
  }

  /// What `pixelmatch(a, b, null, width, height, {threshold, includeAA, checkerboard})` returned.
  struct Count: Decodable, Sendable {
    let threshold: Double
    let includeAA: Bool
    let checkerboard: Bool
    let differingPixels: Int

    var tolerance: Tolerance {
      .perceptual(
        threshold: threshold, ignoresAntiAliasing: !includeAA, backdrop: checkerboard ? .checkerboard : .white)
    }
  }

  /// pixelmatch's options, as written in the manifest (absent ones take pixelmatch's defaults).
  struct Options: Decodable, Sendable {
    var threshold: Double?
    var includeAA: Bool?
    var checkerboard: Bool?
    var alpha: Double?
    var aaColor: [UInt8]?
    var diffColor: [UInt8]?
    var diffColorAlt: [UInt8]?
    var diffMask: Bool?

    var tolerance: Tolerance {
      .perceptual(
        threshold: threshold ?? 0.1, ignoresAntiAliasing: !(includeAA ?? false),
        backdrop: checkerboard ?? true ? .checkerboard : .white)
    }

    var diffImageOptions: DiffImageOptions {
      func rgb(_ channels: [UInt8]) -> RGBA { RGBA(channels[0], channels[1], channels[2]) }
      var options = DiffImageOptions()
      if let alpha { options.originalOpacity = alpha }
      if let aaColor { options.antiAliasingColor = rgb(aaColor) }
      if let diffColor { options.differenceColor = rgb(diffColor) }
      if let diffColorAlt { options.darkerDifferenceColor = rgb(diffColorAlt) }
      if let diffMask { options.differencesOnly = diffMask }
      return options
    }
  }

  /// pixelmatch's `output` for one pair and one set of options.
  struct Output: Decodable, Sendable, CustomTestStringConvertible {
    let pair: String
    let options: Options
    let output: String
    let differingPixels: Int

    var testDescription: String { output }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pixelmatch")

  static func manifest() throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  }

  static func image(_ file: String) throws -> Bitmap {
    try PNGFile.read(folder.appendingPathComponent(file))
  }
}
