extension ImageComparison {
  /// The differences painted over the faded expected image, one pixel per pixel of the canvas:
  /// pixelmatch's `output` for the same images, tolerance and options, and the middle panel of
  /// the three-panel image.
  ///
  /// pixelmatch leaves the pixels it does not paint as its output buffer held them; a new
  /// buffer holds zeros, so those pixels are transparent black here.
  ///
  /// Also says how many differing pixels were painted in each difference colour, for a legend.
  func diffPanel(options: DiffImageOptions) -> (bitmap: Bitmap, plainDifferences: Int, darkerDifferences: Int) {
    var pixels = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
    var plainDifferences = 0
    var darkerDifferences = 0
    let backdrop = report.tolerance.backdrop
    expected.rgba.withUnsafeBufferPointer { first in
      actual.rgba.withUnsafeBufferPointer { second in
        for y in 0..<canvas.height {
          for x in 0..<canvas.width {
            let inExpected = x < expected.width && y < expected.height
            let e = (y * expected.width + x) * 4
            let a = (y * actual.width + x) * 4
            let color: RGBA
            switch marks[y * canvas.width + x] {
            case .differs:
              if let darker = options.darkerDifferenceColor,
                ColorDistance.signedSquared(first, e, second, a, backdrop: backdrop) < 0
              {
                darkerDifferences += 1
                color = darker
              } else {
                plainDifferences += 1
                color = options.differenceColor
              }
            case .outside:
              color = options.oneImageOnlyColor
            case .antiAliased:
              if options.differencesOnly { continue }
              color = options.antiAliasingColor
            case .tolerated where options.toleratedColor != nil:
              if options.differencesOnly { continue }
              color = options.toleratedColor!
            case .same, .tolerated:
              if options.differencesOnly { continue }
              // Like pixelmatch, the faded image is the first one wherever it has a pixel.
              let gray =
                inExpected
                ? ColorDistance.fadedGray(first, e, opacity: options.originalOpacity)
                : ColorDistance.fadedGray(second, a, opacity: options.originalOpacity)
              color = RGBA(gray, gray, gray)
            }
            let offset = (y * canvas.width + x) * 4
            pixels[offset] = color.red
            pixels[offset + 1] = color.green
            pixels[offset + 2] = color.blue
            pixels[offset + 3] = color.alpha
          }
        }
      }
    }
    return (Bitmap(width: canvas.width, height: canvas.height, rgba: pixels), plainDifferences, darkerDifferences)
  }
}
