/// What comparing two images found: the measured numbers, the tolerance they were held to, and
/// the verdict. A value, never an error: a mismatch is an ordinary outcome of a comparison.
///
/// The numbers are reported whether or not the comparison passed, so a tolerance can be chosen
/// from facts (how far apart were the images that passed?) rather than by trial on CI.
public struct DiffReport: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The expected image's size.
  public var expectedSize: PixelSize
  /// The actual image's size.
  public var actualSize: PixelSize
  /// The tolerance the images were held to.
  public var tolerance: Tolerance
  /// Pixels compared: the larger width × the larger height (all of both images).
  public var pixelCount: Int
  /// Pixels that differ beyond the tolerance's pixel rule, including pixels that only one image
  /// has when the sizes differ, and excluding ignored anti-aliasing.
  public var differingPixels: Int
  /// Pixels beyond the pixel rule that look like anti-aliasing and were ignored (0 unless
  /// ``Tolerance/ignoresAntiAliasing``).
  public var antiAliasedPixels: Int
  /// Pixels that are not identical but within the pixel rule.
  public var toleratedPixels: Int
  /// The largest difference on any channel (0–255, colours weighted by alpha), where both images
  /// have pixels.
  public var maximumChannelDifference: Int
  /// The largest perceived colour distance (0–1, see ``Tolerance/PixelRule/perceptual(threshold:)``),
  /// where both images have pixels.
  public var maximumColorDistance: Double
  /// The smallest rectangle holding every differing pixel, or `nil` when none differs.
  public var differingRegion: PixelRect?
  /// How many pixels the tolerance allows to differ in an image of ``pixelCount`` pixels.
  public var allowedDifferingPixels: Int

  /// A report of these measured numbers; ``passed`` follows from them and the tolerance.
  public init(
    expectedSize: PixelSize, actualSize: PixelSize, tolerance: Tolerance, pixelCount: Int, differingPixels: Int,
    antiAliasedPixels: Int, toleratedPixels: Int, maximumChannelDifference: Int, maximumColorDistance: Double,
    differingRegion: PixelRect?
  ) {
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.tolerance = tolerance
    self.pixelCount = pixelCount
    self.differingPixels = differingPixels
    self.antiAliasedPixels = antiAliasedPixels
    self.toleratedPixels = toleratedPixels
    self.maximumChannelDifference = maximumChannelDifference
    self.maximumColorDistance = maximumColorDistance
    self.differingRegion = differingRegion
    self.allowedDifferingPixels = tolerance.allowedDifferingPixels(of: pixelCount)
  }

  /// Whether both images have the same width and height.
  public var sizesMatch: Bool { expectedSize == actualSize }

  /// Whether the images match within the tolerance: same size, and no more differing pixels than
  /// allowed.
  public var passed: Bool { sizesMatch && differingPixels <= allowedDifferingPixels }

  /// Whether every pixel is equal (colours under full transparency aside).
  public var isIdentical: Bool { sizesMatch && differingPixels == 0 && antiAliasedPixels == 0 && toleratedPixels == 0 }

  /// `differingPixels / pixelCount`.
  public var differingRatio: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

  /// One line with the verdict and the numbers, e.g.
  /// `312 of 9600 pixels differ (3.25 %), 0 allowed (±2 per channel; no pixel may differ);
  /// largest channel difference 255, colour distance 1; region 10,4 20×12`.
  public var description: String {
    var text: String
    if !sizesMatch {
      text = "size mismatch: expected \(expectedSize), actual \(actualSize); "
    } else {
      text = ""
    }
    text += "\(differingPixels) of \(pixelCount) pixels differ (\(percent(differingRatio)))"
    text += passed ? ", \(allowedDifferingPixels) allowed" : ", only \(allowedDifferingPixels) allowed"
    text += " (\(tolerance))"
    if antiAliasedPixels > 0 { text += "; \(antiAliasedPixels) anti-aliasing pixels ignored" }
    if toleratedPixels > 0 { text += "; \(toleratedPixels) within tolerance" }
    text +=
      "; largest channel difference \(maximumChannelDifference), colour distance \(formatted(maximumColorDistance))"
    if let differingRegion { text += "; region \(differingRegion)" }
    return text
  }

  /// For a failed comparison of same-size images, the smallest tolerances that would have
  /// passed, e.g. `would pass with ±3 per channel, or with 312 differing pixels allowed (3.25 %)`.
  /// A per-pixel rule is suggested only when the differences are small (at most 32 steps, or a
  /// perceptual distance of 0.3): beyond that they are changes, not noise.
  public var suggestion: String? {
    guard sizesMatch, !passed else { return nil }
    var ways: [String] = []
    switch tolerance.pixel {
    case .channel where maximumChannelDifference <= 32 && (!tolerance.ignoresAntiAliasing || antiAliasedPixels == 0):
      ways.append("±\(maximumChannelDifference) per channel")
    case .perceptual where maximumColorDistance <= 0.3:
      // Rounded up to three decimals, so that the suggested value really passes.
      let threshold = (maximumColorDistance * 1000).rounded(.up) / 1000
      ways.append("a perceptual threshold of \(formatted(threshold))")
    default: break
    }
    let pixels =
      "\(differingPixels) differing pixel\(differingPixels == 1 ? "" : "s") allowed (\(percent(differingRatio)))"
    if ways.isEmpty { return "would pass only with " + pixels }
    return "would pass with " + ways[0] + ", or with " + pixels
  }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A size of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `375×667`.
  public var description: String { "\(width)×\(height)" }
}
