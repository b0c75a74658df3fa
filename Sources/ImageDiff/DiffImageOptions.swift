/// How the differences are painted: pixelmatch's output options, and two more for what
/// pixelmatch never shows (tolerated pixels and pixels only one image has).
///
/// The defaults are pixelmatch's, so `comparison.diffImage(layout: .singlePanel)` is, pixel for
/// pixel, the `output` pixelmatch writes for the same images and tolerance:
///
/// ```swift
/// var options = DiffImageOptions()           // alpha 0.1, aaColor yellow, diffColor red
/// options.darkerDifferenceColor = RGBA(0, 160, 255)  // pixelmatch's diffColorAlt
/// options.differencesOnly = true                     // pixelmatch's diffMask
/// let overlay = comparison.diffImage(layout: .singlePanel, options: options)
/// ```
public struct DiffImageOptions: Sendable, Hashable {
  /// How much of the expected image shows behind the marks, 0 (white) … 1 (its full contrast):
  /// pixelmatch's `alpha`. Unchanged pixels are drawn as grey, faded towards white.
  public var originalOpacity: Double
  /// The colour of a pixel that differs: pixelmatch's `diffColor`.
  public var differenceColor: RGBA
  /// The colour of a differing pixel where the actual image is darker than the expected one
  /// (dark on light, typically something added): pixelmatch's `diffColorAlt`. `nil` paints
  /// those in ``differenceColor`` too.
  public var darkerDifferenceColor: RGBA?
  /// The colour of a differing pixel taken for anti-aliasing and ignored: pixelmatch's `aaColor`.
  public var antiAliasingColor: RGBA
  /// Whether only the counted differences are painted, over a transparent background (a mask):
  /// pixelmatch's `diffMask`. Anti-aliasing and tolerated pixels are then left out too.
  public var differencesOnly: Bool
  /// The colour of a pixel that differs but within the pixel rule, or `nil` to draw it as an
  /// unchanged pixel (as pixelmatch does).
  public var toleratedColor: RGBA?
  /// The colour of a pixel that only one image has (sizes differ; pixelmatch refuses those).
  public var oneImageOnlyColor: RGBA

  /// Options; each default is pixelmatch's.
  public init(
    originalOpacity: Double = 0.1, differenceColor: RGBA = RGBA(255, 0, 0), darkerDifferenceColor: RGBA? = nil,
    antiAliasingColor: RGBA = RGBA(255, 255, 0), differencesOnly: Bool = false, toleratedColor: RGBA? = nil,
    oneImageOnlyColor: RGBA = RGBA(200, 0, 200)
  ) {
    self.originalOpacity = originalOpacity
    self.differenceColor = differenceColor
    self.darkerDifferenceColor = darkerDifferenceColor
    self.antiAliasingColor = antiAliasingColor
    self.differencesOnly = differencesOnly
    self.toleratedColor = toleratedColor
    self.oneImageOnlyColor = oneImageOnlyColor
  }

  /// pixelmatch's defaults.
  public static let pixelmatch = DiffImageOptions()

  /// What ``ImageComparison/diffImage()`` paints: the expected image at 30 % of its contrast,
  /// so that even faint marks stand out, and tolerated pixels in blue.
  public static let legible = DiffImageOptions(
    originalOpacity: 0.3, differenceColor: ImageComparison.DiffColor.differs,
    antiAliasingColor: ImageComparison.DiffColor.antiAliased, toleratedColor: ImageComparison.DiffColor.tolerated,
    oneImageOnlyColor: ImageComparison.DiffColor.outside)

  /// What is wrong with these options, or `nil` when every value is in range.
  public var problem: String? {
    guard originalOpacity >= 0 && originalOpacity <= 1 else {
      return "the opacity of the original image must be 0 to 1, got \(originalOpacity)"
    }
    return nil
  }
}

/// How a diff image is laid out.
public enum DiffImageLayout: Sendable, Hashable {
  /// One panel the size of the images: the differences painted over the faded expected image,
  /// exactly as pixelmatch's `output`.
  case singlePanel
  /// **expected | differences | actual** under labelled headers, magnified when small; see
  /// ``ImageComparison/diffImage()``.
  case threePanels
}
