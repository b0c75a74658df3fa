import ImageDiff
import Testing

@Suite("Comparing images")
struct ImageComparisonTests {
  let base = Images.squareWithSoftEdge(edge: 128)

  @Test("Identical images match with every number at zero")
  func identical() {
    let report = ImageComparison(expected: base, actual: base, tolerance: .exact).report
    #expect(report.passed && report.isIdentical)
    #expect(report.differingPixels == 0 && report.toleratedPixels == 0 && report.antiAliasedPixels == 0)
    #expect(report.maximumChannelDifference == 0 && report.maximumColorDistance == 0)
    #expect(report.differingRegion == nil)
    #expect(report.pixelCount == 400)
    #expect(
      report.description
        == "0 of 400 pixels differ (0 %), 0 allowed (exact pixels; no pixel may differ); "
        + "largest channel difference 0, colour distance 0"
    )
  }

  @Test("Differences within the channel tolerance pass, and are still reported")
  func withinChannelTolerance() {
    let actual = Images.with(base, [(1, 1), (2, 1), (3, 1)], RGBA(253, 255, 254))
    let tolerant = ImageComparison(expected: base, actual: actual, tolerance: .channel(2)).report
    #expect(tolerant.passed && !tolerant.isIdentical)
    #expect(tolerant.differingPixels == 0)
    #expect(tolerant.toleratedPixels == 3)
    #expect(tolerant.maximumChannelDifference == 2)
    #expect(tolerant.description.contains("3 within tolerance"))

    let exact = ImageComparison(expected: base, actual: actual, tolerance: .exact).report
    #expect(!exact.passed)
    #expect(exact.differingPixels == 3)
    #expect(exact.differingRegion == PixelRect(x: 1, y: 1, width: 3, height: 1))
    #expect(exact.suggestion == "would pass with ±2 per channel, or with 3 differing pixels allowed (0.75 %)")
  }

  @Test("Differences beyond the tolerance fail with the count, ratio and region")
  func beyondTolerance() {
    let actual = Images.with(base, [(8, 8), (9, 8), (8, 12)], .white)
    let report = ImageComparison(expected: base, actual: actual, tolerance: .channel(2)).report
    #expect(!report.passed)
    #expect(report.differingPixels == 3)
    #expect(report.differingRatio == 3.0 / 400)
    #expect(report.maximumChannelDifference == 255)
    #expect(report.maximumColorDistance > 0.96)  // black against white
    #expect(report.differingRegion == PixelRect(x: 8, y: 8, width: 2, height: 5))
    #expect(
      report.description.hasPrefix(
        "3 of 400 pixels differ (0.75 %), only 0 allowed (±2 per channel; no pixel may differ)"))
    #expect(report.description.hasSuffix("region 8,8 2×5"))
  }

  @Test("A budget of differing pixels: the smaller of the count and the ratio")
  func pixelBudget() {
    let actual = Images.with(base, [(8, 8), (9, 8), (8, 12)], .white)
    func passes(_ tolerance: Tolerance) -> Bool {
      ImageComparison(expected: base, actual: actual, tolerance: tolerance).report.passed
    }
    #expect(passes(.channel(0, maxDifferingPixels: 3)))
    #expect(!passes(.channel(0, maxDifferingPixels: 2)))
    #expect(passes(.channel(0, maxDifferingRatio: 0.0075)))
    #expect(!passes(.channel(0, maxDifferingRatio: 0.007)))
    #expect(!passes(.channel(0, maxDifferingPixels: 10, maxDifferingRatio: 0.005)))
    #expect(Tolerance.channel(0, maxDifferingRatio: 0.001).allowedDifferingPixels(of: 1000) == 1)
    #expect(Tolerance.exact.allowedDifferingPixels(of: 1000) == 0)
  }

  @Test("Colour under a fully transparent pixel does not count; alpha does")
  func transparency() {
    let clearRed = Bitmap(width: 2, height: 1, filledWith: RGBA(255, 0, 0, 0))
    let clearBlue = Bitmap(width: 2, height: 1, filledWith: RGBA(0, 0, 255, 0))
    #expect(ImageComparison(expected: clearRed, actual: clearBlue, tolerance: .exact).report.isIdentical)

    let white = Bitmap(width: 2, height: 1, filledWith: .white)
    let transparentWhite = Bitmap(width: 2, height: 1, filledWith: RGBA(255, 255, 255, 0))
    for tolerance in [Tolerance.exact, .perceptual(threshold: 0.1)] {
      let report = ImageComparison(expected: white, actual: transparentWhite, tolerance: tolerance).report
      #expect(!report.passed, "\(tolerance)")
      #expect(report.differingPixels == 2, "\(tolerance)")
    }
  }

  @Test("Different sizes never pass, and the pixels only one image has count")
  func sizeMismatch() {
    let taller = Bitmap(width: 20, height: 22, filledWith: .white)
    let white = Bitmap(width: 20, height: 20, filledWith: .white)
    let report = ImageComparison(expected: white, actual: taller, tolerance: .channel(255, maxDifferingRatio: 1)).report
    #expect(!report.sizesMatch && !report.passed)
    #expect(report.pixelCount == 440)
    #expect(report.differingPixels == 40)
    #expect(report.differingRegion == PixelRect(x: 0, y: 20, width: 20, height: 2))
    #expect(report.description.hasPrefix("size mismatch: expected 20×20, actual 20×22; "))
    #expect(report.suggestion == nil)
  }

  @Test("Tolerance values out of range are named")
  func toleranceProblems() {
    #expect(Tolerance.channel(256).problem == "the channel tolerance must be 0 to 255, got 256")
    #expect(Tolerance.perceptual(threshold: 1.5).problem == "the perceptual threshold must be 0 to 1, got 1.5")
    #expect(Tolerance.channel(0, maxDifferingPixels: -1).problem != nil)
    #expect(Tolerance.channel(0, maxDifferingRatio: 2).problem != nil)
    #expect(Tolerance.perceptual(threshold: 0.1).problem == nil)
    #expect(
      Tolerance.perceptual(threshold: 0.1, maxDifferingPixels: 20, maxDifferingRatio: 0.001).description
        == "perceptual distance ≤ 0.1, anti-aliasing ignored; up to 20 pixels and 0.1 % may differ")
  }
}
