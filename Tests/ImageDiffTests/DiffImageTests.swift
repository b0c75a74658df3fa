import ImageDiff
import Testing

@Suite("The three-panel diff image")
struct DiffImageTests {
  /// The pixel of the middle panel showing image pixel `x`, `y` (found from the layout the
  /// image reports: three equal slots).
  func middlePanelPixel(_ diff: Bitmap, comparisonOf expected: Bitmap, x: Int, y: Int, magnification: Int) -> RGBA {
    let slot = (diff.width - 2 * 8 - 2 * 12) / 3
    let panelTop = diff.height - 8 - expected.height * magnification
    return diff[8 + slot + 12 + x * magnification + magnification / 2, panelTop + y * magnification + magnification / 2]
  }

  @Test("Differing pixels are solid red however faint the change; the rest is faded")
  func faintChangeIsRed() {
    let expected = Images.squareWithSoftEdge(edge: 128)
    let actual = Images.with(expected, [(2, 2)], RGBA(254, 255, 255))  // one step on one channel
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: .exact)
    let diff = comparison.diffImage()
    // 20×20 is magnified 12× so that each pixel stays visible.
    #expect(middlePanelPixel(diff, comparisonOf: expected, x: 2, y: 2, magnification: 12) == ImageComparison.DiffColor.differs)
    let faded = middlePanelPixel(diff, comparisonOf: expected, x: 8, y: 8, magnification: 12)
    #expect(faded.red == faded.green && faded.red > 150 && faded.red < 200, "black shows as light grey: \(faded)")
    #expect(middlePanelPixel(diff, comparisonOf: expected, x: 0, y: 0, magnification: 12) == .white)
  }

  @Test("Ignored anti-aliasing is yellow, tolerated differences blue")
  func legendColours() {
    let expected = Images.squareWithSoftEdge(edge: 128)
    var actual = Images.squareWithSoftEdge(edge: 160)
    actual[1, 1] = RGBA(250, 250, 250)
    let diff = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual(threshold: 0.1)).diffImage()
    #expect(middlePanelPixel(diff, comparisonOf: expected, x: 15, y: 9, magnification: 12) == ImageComparison.DiffColor.antiAliased)
    #expect(middlePanelPixel(diff, comparisonOf: expected, x: 1, y: 1, magnification: 12) == ImageComparison.DiffColor.tolerated)
  }

  @Test("Large images are not magnified; the size is three slots, a header and margins")
  func layout() {
    let big = Bitmap(width: 400, height: 300, filledWith: .white)
    let diff = ImageComparison(expected: big, actual: big, tolerance: .exact).diffImage()
    #expect(diff.width == 2 * 8 + 3 * 400 + 2 * 12)
    #expect(diff.height == 360)  // labels at twice the size: 52-pixel header
  }

  @Test("Images of different sizes still get a diff image")
  func sizeMismatch() {
    let expected = Bitmap(width: 20, height: 20, filledWith: .white)
    let actual = Bitmap(width: 20, height: 24, filledWith: .white)
    let diff = ImageComparison(expected: expected, actual: actual, tolerance: .exact).diffImage()
    let magnification = 10  // 240 / 24
    let slot = (diff.width - 2 * 8 - 2 * 12) / 3
    let panelTop = diff.height - 8 - 24 * magnification
    let belowExpected = diff[8 + slot + 12 + 5 * magnification, panelTop + 22 * magnification]
    #expect(belowExpected == ImageComparison.DiffColor.outside)
  }
}
