/// Compares two images pixel by pixel under a ``Tolerance``: the ``DiffReport`` with the
/// numbers, and what was found at each pixel for the ``diffImage()``.
///
/// ```swift
/// let comparison = ImageComparison(expected: reference, actual: rendered, tolerance: .channel(2))
/// if !comparison.report.passed {
///   print(comparison.report)            // 312 of 9600 pixels differ (3.25 %), only 0 allowed …
///   let panels = comparison.diffImage() // expected | differences | actual
/// }
/// ```
///
/// In perceptual mode the counts are pixelmatch's: `expected` plays pixelmatch's `img1` and
/// `actual` its `img2`, and ``DiffReport/differingPixels`` is the number pixelmatch returns for
/// the same threshold, `includeAA` and `checkerboard` (see ``Tolerance/perceptual``).
///
/// Images of different sizes are compared over the larger width and height: the pixels that
/// only one image has count as differing, and the report says the sizes differ (it never
/// passes), so a one-pixel growth still gets a diff image and numbers for the overlap.
public struct ImageComparison: Sendable {
  /// What the comparison found at one pixel of the compared canvas.
  enum Mark {
    /// Equal bytes, or equal colours weighted by alpha and within the pixel rule.
    case same
    /// Not equal, but within the pixel rule.
    case tolerated
    /// Beyond the pixel rule, but taken for anti-aliasing and ignored.
    case antiAliased
    /// Beyond the pixel rule: counts against the budget.
    case differs
    /// Only one of the images has this pixel (the sizes differ).
    case outside
  }

  /// The reference image.
  public let expected: Bitmap
  /// The image compared with it.
  public let actual: Bitmap
  /// The numbers and the verdict.
  public let report: DiffReport
  /// One ``Mark`` per pixel of the canvas (`canvas.width × canvas.height`), rows packed; a byte each.
  let marks: [Mark]
  /// The larger width and the larger height.
  let canvas: PixelSize

  /// Compares `actual` with `expected`.
  ///
  /// - Precondition: `tolerance.problem == nil`.
  public init(expected: Bitmap, actual: Bitmap, tolerance: Tolerance) {
    precondition(tolerance.problem == nil, tolerance.problem ?? "")
    self.expected = expected
    self.actual = actual
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let size = PixelSize(width: width, height: height)
    canvas = size
    let sameSize = expected.width == actual.width && expected.height == actual.height

    var counts = (differing: 0, antiAliased: 0, tolerated: 0)
    var maxima = Maxima()
    var region = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
    let limits = Limits(tolerance, ignoresAntiAliasing: tolerance.ignoresAntiAliasing && sameSize)

    var marks = [Mark](repeating: .same, count: width * height)
    expected.rgba.withUnsafeBufferPointer { first in
      actual.rgba.withUnsafeBufferPointer { second in
        for y in 0..<height {
          for x in 0..<width {
            let mark: Mark
            if x >= expected.width || y >= expected.height || x >= actual.width || y >= actual.height {
              mark = .outside
            } else {
              let e = (y * expected.width + x) * 4
              let a = (y * actual.width + x) * 4
              mark = Self.compare(
                first, e, second, a, x: x, y: y, canvas: size, limits: limits, maxima: &maxima)
            }
            switch mark {
            case .same: continue
            case .tolerated: counts.tolerated += 1
            case .antiAliased: counts.antiAliased += 1
            case .differs, .outside:
              counts.differing += 1
              region = (min(region.minX, x), min(region.minY, y), max(region.maxX, x), max(region.maxY, y))
            }
            marks[y * width + x] = mark
          }
        }
      }
    }
    self.marks = marks
    report = DiffReport(
      expectedSize: PixelSize(width: expected.width, height: expected.height),
      actualSize: PixelSize(width: actual.width, height: actual.height), tolerance: tolerance,
      pixelCount: width * height, differingPixels: counts.differing, antiAliasedPixels: counts.antiAliased,
      toleratedPixels: counts.tolerated, maximumChannelDifference: maxima.channel,
      maximumColorDistance: ColorDistance.normalized(squared: maxima.squaredDistance),
      differingRegion: region.maxX < 0
        ? nil
        : PixelRect(
          x: region.minX, y: region.minY, width: region.maxX - region.minX + 1, height: region.maxY - region.minY + 1))
  }

  /// When two pixels count as different: the tolerance's limit on a channel or on the
  /// perceptual distance, the backdrop colours blend over, and whether anti-aliased pixels are
  /// told apart (only when the sizes match).
  struct Limits {
    let channel: Int
    let squaredDistance: Double
    /// Whether the perceptual distance decides (else the channel difference does).
    let perceptual: Bool
    let backdrop: Tolerance.Backdrop
    let ignoresAntiAliasing: Bool

    init(_ tolerance: Tolerance, ignoresAntiAliasing: Bool) {
      switch tolerance.pixel {
      case .channel(let steps): (channel, squaredDistance) = (steps, .infinity)
      case .perceptual(let threshold):
        (channel, squaredDistance) = (255, ColorDistance.squaredLimit(threshold: threshold))
      }
      perceptual = squaredDistance != .infinity
      backdrop = tolerance.backdrop
      self.ignoresAntiAliasing = ignoresAntiAliasing
    }
  }

  /// The largest differences seen: in a channel, and the squared colour distance.
  struct Maxima {
    var channel = 0
    var squaredDistance = 0.0
  }

  /// How the pixel at (`x`, `y`), in both images (`first` at byte `e`, `second` at `a`),
  /// compares: the same bytes, within the tolerance, anti-aliasing, or a difference; `maxima`
  /// grows by its differences.
  @inline(__always)
  static func compare(
    _ first: UnsafeBufferPointer<UInt8>, _ e: Int, _ second: UnsafeBufferPointer<UInt8>, _ a: Int, x: Int, y: Int,
    canvas: PixelSize, limits: Limits, maxima: inout Maxima
  ) -> Mark {
    if first[e] == second[a] && first[e + 1] == second[a + 1] && first[e + 2] == second[a + 2]
      && first[e + 3] == second[a + 3]
    {
      return .same
    }
    let channel = channelDifference(first, e, second, a)
    maxima.channel = max(maxima.channel, channel)
    let squared = abs(ColorDistance.signedSquared(first, e, second, a, backdrop: limits.backdrop))
    maxima.squaredDistance = max(maxima.squaredDistance, squared)
    // In perceptual mode even colours that look equal premultiplied can be beyond a
    // threshold of 0 (pixelmatch blends, it does not round), so the distance decides.
    let beyond = limits.perceptual ? squared > limits.squaredDistance : channel > limits.channel
    if !beyond { return channel == 0 ? .same : .tolerated }
    if limits.ignoresAntiAliasing
      && (AntiAliasing.isAntiAliased(
        first, x: x, y: y, width: canvas.width, height: canvas.height, other: second, backdrop: limits.backdrop)
        || AntiAliasing.isAntiAliased(
          second, x: x, y: y, width: canvas.width, height: canvas.height, other: first, backdrop: limits.backdrop))
    {
      return .antiAliased
    }
    return .differs
  }

  /// The largest channel difference of two pixels, colours weighted by alpha (premultiplied,
  /// rounded): a colour under a fully transparent pixel never counts.
  static func channelDifference(
    _ first: UnsafeBufferPointer<UInt8>, _ e: Int, _ second: UnsafeBufferPointer<UInt8>, _ a: Int
  ) -> Int {
    let alpha1 = Int(first[e + 3])
    let alpha2 = Int(second[a + 3])
    if alpha1 == 255 && alpha2 == 255 {
      return max(
        abs(Int(first[e]) - Int(second[a])), abs(Int(first[e + 1]) - Int(second[a + 1])),
        abs(Int(first[e + 2]) - Int(second[a + 2])))
    }
    var largest = abs(alpha1 - alpha2)
    for channel in 0..<3 {
      let one = (Int(first[e + channel]) * alpha1 + 127) / 255
      let two = (Int(second[a + channel]) * alpha2 + 127) / 255
      largest = max(largest, abs(one - two))
    }
    return largest
  }
}
