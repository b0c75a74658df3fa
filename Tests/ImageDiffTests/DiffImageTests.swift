import ImageDiff
import Testing

@Suite("The three-panel diff image")
struct DiffImageTests {
  /// The pixel of the middle panel showing image pixel `x`, `y` (found from the layout the
  /// image reports: three equal slots).
  func middlePanelPixel(
    _ diff: Bitmap, comparisonOf expected: Bitmap, x: Int, y: Int, magnification: Int, dx: Int? = nil, dy: Int? = nil
  ) -> RGBA {
    let slot = (diff.width - 2 * 8 - 2 * 12) / 3
    let panelTop = diff.height - 8 - expected.height * magnification
    let (dx, dy) = (dx ?? magnification / 2, dy ?? magnification / 2)
    return diff[8 + slot + 12 + x * magnification + dx, panelTop + y * magnification + dy]
  }

  @Test("Differing pixels are solid red however faint the change; the rest is faded")
  func faintChangeIsRed() {
    let expected = Images.squareWithSoftEdge(edge: 128)
    let actual = Images.with(expected, [(2, 2)], RGBA(254, 255, 255))  // one step on one channel
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: .exact)
    let diff = comparison.diffImage()
    // 20×20 is magnified 12× so that each pixel stays visible.
    #expect(
      middlePanelPixel(diff, comparisonOf: expected, x: 2, y: 2, magnification: 12) == ImageComparison.DiffColor.differs
    )
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
    #expect(
      middlePanelPixel(diff, comparisonOf: expected, x: 15, y: 9, magnification: 12)
        == ImageComparison.DiffColor.antiAliased)
    #expect(
      middlePanelPixel(diff, comparisonOf: expected, x: 1, y: 1, magnification: 12)
        == ImageComparison.DiffColor.tolerated)
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

  @Test("The region's frame never covers a marked pixel, however close to the region it lies")
  func frameLeavesMarksVisible() {
    let expected = Images.squareWithSoftEdge(edge: 128)
    // One real change next to the soft edge: the frame, three magnified pixels outside the
    // region, runs across the edge's anti-aliasing pixels.
    let actual = Images.with(Images.squareWithSoftEdge(edge: 160), [(14, 8)], .white)
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual(threshold: 0.1))
    #expect(comparison.report.differingRegion == PixelRect(x: 14, y: 8, width: 1, height: 1))
    #expect(comparison.report.antiAliasedPixels > 0)
    let panel = comparison.diffImage(layout: .singlePanel, options: .legible)
    let diff = comparison.diffImage()
    let marks: Set<RGBA> = [
      ImageComparison.DiffColor.differs, ImageComparison.DiffColor.antiAliased, ImageComparison.DiffColor.tolerated,
    ]
    var checked = 0
    for y in 0..<20 {
      for x in 0..<20 where marks.contains(panel[x, y]) {
        for dy in 0..<12 {
          for dx in 0..<12 {
            let shown = middlePanelPixel(diff, comparisonOf: expected, x: x, y: y, magnification: 12, dx: dx, dy: dy)
            #expect(shown == panel[x, y], "pixel \(x),\(y) at \(dx),\(dy) of its block")
            checked += 1
          }
        }
      }
    }
    #expect(checked == (comparison.report.differingPixels + comparison.report.antiAliasedPixels) * 144)
  }

  @Test("The three-panel image paints with the given options; a mask shows the checkerboard")
  func threePanelsWithOptions() {
    let expected = Images.squareWithSoftEdge(edge: 128)
    let actual = Images.with(expected, [(2, 2)], .black)
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual())
    var options = DiffImageOptions(darkerDifferenceColor: RGBA(0, 90, 255), differencesOnly: true)
    var diff = comparison.diffImage(layout: .threePanels, options: options)
    // Black on white: the actual image is darker there.
    #expect(middlePanelPixel(diff, comparisonOf: expected, x: 2, y: 2, magnification: 12) == RGBA(0, 90, 255))
    let background = middlePanelPixel(diff, comparisonOf: expected, x: 8, y: 8, magnification: 12)
    #expect(background == .white || background == RGBA(214, 214, 214), "\(background)")
    options.differencesOnly = false
    diff = comparison.diffImage(layout: .threePanels, options: options)
    // pixelmatch's faded black at opacity 0.1: 255 − 255 × 0.1, truncated.
    #expect(middlePanelPixel(diff, comparisonOf: expected, x: 8, y: 8, magnification: 12) == RGBA(229, 229, 229))
  }

  @Test("The single panel of images of different sizes marks the pixels only one has")
  func singlePanelSizeMismatch() {
    let expected = Bitmap(width: 3, height: 2, filledWith: .black)
    let actual = Bitmap(width: 2, height: 3, filledWith: .black)
    let panel = ImageComparison(expected: expected, actual: actual, tolerance: .perceptual())
      .diffImage(layout: .singlePanel)
    #expect(panel.width == 3 && panel.height == 3)
    #expect(panel[2, 0] == RGBA(200, 0, 200) && panel[0, 2] == RGBA(200, 0, 200) && panel[2, 2] == RGBA(200, 0, 200))
    #expect(panel[0, 0] == RGBA(229, 229, 229))
  }
}
