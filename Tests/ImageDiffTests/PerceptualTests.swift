import ImageDiff
import Testing

@Suite("Perceptual comparison and anti-aliasing")
struct PerceptualTests {
  let expected = Images.squareWithSoftEdge(edge: 128)
  /// The same square with its soft edge one shade lighter: what another Cairo or pixman
  /// version may produce. Only anti-aliasing pixels differ.
  let lighterEdge = Images.squareWithSoftEdge(edge: 160)

  @Test("Anti-aliasing-only differences are ignored, counted and shown in perceptual mode")
  func antiAliasingOnly() {
    let report = ImageComparison(expected: expected, actual: lighterEdge, tolerance: .perceptual(threshold: 0.1)).report
    #expect(report.passed)
    #expect(report.differingPixels == 0)
    #expect(report.antiAliasedPixels == 10)
    #expect(report.description.contains("10 anti-aliasing pixels ignored"))
  }

  @Test("The same differences count when anti-aliasing is not ignored, and in channel mode")
  func antiAliasingCounted() {
    let counted = ImageComparison(
      expected: expected, actual: lighterEdge, tolerance: .perceptual(threshold: 0.1, ignoresAntiAliasing: false)
    ).report
    #expect(!counted.passed && counted.differingPixels == 10)
    let channel = ImageComparison(expected: expected, actual: lighterEdge, tolerance: .channel(2)).report
    #expect(!channel.passed && channel.differingPixels == 10)
    #expect(channel.maximumChannelDifference == 32)
  }

  @Test("A real change inside a flat area is not taken for anti-aliasing")
  func realChangeStillCounts() {
    let actual = Images.with(lighterEdge, [(8, 8)], .white)
    let report = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual(threshold: 0.1)).report
    #expect(!report.passed)
    #expect(report.differingPixels == 1)
    #expect(report.antiAliasedPixels == 10)
    #expect(report.differingRegion == PixelRect(x: 8, y: 8, width: 1, height: 1))
  }

  @Test("Colour changes below the threshold pass; the measured distance suggests a threshold")
  func threshold() {
    let actual = Images.with(expected, [(8, 8), (9, 9)], RGBA(20, 20, 20))
    let loose = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual(threshold: 0.1)).report
    #expect(loose.passed && loose.toleratedPixels == 2)
    #expect(loose.maximumColorDistance > 0.075 && loose.maximumColorDistance < 0.076)
    let strict = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual(threshold: 0.07)).report
    #expect(!strict.passed && strict.differingPixels == 2)
    let suggestion = try! #require(strict.suggestion)
    #expect(suggestion.hasPrefix("would pass with a perceptual threshold of 0.076"))
  }
}

@Suite("Perceptual details pixelmatch decides")
struct PixelmatchDetailTests {
  @Test("At threshold 0 any change of blended colour counts, even one that rounds away premultiplied")
  func thresholdZero() {
    let first = Bitmap(width: 3, height: 1, filledWith: RGBA(0, 0, 0, 1))
    let second = Bitmap(width: 3, height: 1, filledWith: RGBA(100, 0, 0, 1))
    let exact = ImageComparison(expected: first, actual: second, tolerance: .exact).report
    #expect(exact.differingPixels == 0)  // premultiplied, both are 0
    let perceptual = ImageComparison(
      expected: first, actual: second, tolerance: .perceptual(threshold: 0, ignoresAntiAliasing: false)
    ).report
    #expect(perceptual.differingPixels == 3)
  }

  @Test("Over white, a transparent pixel equals opaque white; the checkerboard tells them apart")
  func backdrop() {
    let white = Bitmap(width: 4, height: 1, filledWith: .white)
    let clear = Bitmap(width: 4, height: 1, filledWith: RGBA(255, 255, 255, 0))
    let overWhite = Tolerance.perceptual(threshold: 0, backdrop: .white)
    #expect(ImageComparison(expected: white, actual: clear, tolerance: overWhite).report.differingPixels == 0)
    #expect(ImageComparison(expected: white, actual: clear, tolerance: .perceptual()).report.differingPixels == 4)
    #expect(
      overWhite.description
        == "perceptual distance ≤ 0, anti-aliasing ignored, translucency over white; no pixel may differ")
  }

  @Test("Diff options out of range are named")
  func optionProblems() {
    #expect(DiffImageOptions().problem == nil)
    #expect(
      DiffImageOptions(originalOpacity: 1.5).problem == "the opacity of the original image must be 0 to 1, got 1.5")
  }
}
