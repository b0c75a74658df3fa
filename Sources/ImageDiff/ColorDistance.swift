/// Perceived colour difference, measured in the YIQ colour space as proposed by Kotsarenko and
/// Ramos ("Measuring perceived color difference using YIQ NTSC transmission color space in
/// mobile applications", 2010), computed exactly as pixelmatch 7.2 computes it, so that counts
/// agree with pixelmatch, Playwright and jest-image-snapshot to the pixel.
///
/// The squared distance is `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`, at most 35215 for any two
/// colours (black against white gives 32857, a distance of 0.97). A *threshold* `t` (0…1)
/// accepts squared distances up to `35215·t²`, so `t` reads as a fraction of the largest
/// possible distance.
///
/// When either pixel is translucent, both are blended over a ``Tolerance/Backdrop`` first, with
/// straight alpha: `channel·α + backdrop·(1 − α)`.
///
/// Every value is computed with the same operations in the same order as pixelmatch's
/// JavaScript (IEEE doubles, no fused multiply-add), so a distance that lands exactly on the
/// threshold is decided the same way.
enum ColorDistance {
  /// The largest squared distance between two colours.
  static let maximumSquared = 35215.0

  /// The squared distance that `threshold` (0…1) accepts.
  static func squaredLimit(threshold: Double) -> Double { maximumSquared * threshold * threshold }

  /// A squared distance as a fraction of the largest possible distance (0…1).
  static func normalized(squared: Double) -> Double { min(1, (abs(squared) / maximumSquared).squareRoot()) }

  /// The squared perceived distance between two straight RGBA pixels (`first` and `second` are
  /// byte offsets into their buffers), negative when the second pixel is darker than the first.
  /// The backdrop is chosen by `first`.
  static func signedSquared(
    _ image1: UnsafeBufferPointer<UInt8>, _ first: Int, _ image2: UnsafeBufferPointer<UInt8>, _ second: Int,
    backdrop: Tolerance.Backdrop
  ) -> Double {
    let (dr, dg, db) = channelDifferences(
      red: Int(image1[first]), green: Int(image1[first + 1]), blue: Int(image1[first + 2]),
      alpha: Int(image1[first + 3]), image2, second, backdrop: backdrop, backdropOffset: first)
    let y = luma(dr, dg, db)
    let i = inPhase(dr, dg, db)
    let q = quadrature(dr, dg, db)
    let squared = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -squared : squared
  }

  /// The brightness (Y) of the pixel at `centre` minus that of the pixel at `neighbour`, in one
  /// image: positive when the centre is brighter. Both are blended over the backdrop of the
  /// centre pixel. Anti-aliasing detection looks at brightness only.
  static func brightnessDifference(
    _ image: UnsafeBufferPointer<UInt8>, centre: Int, neighbour: Int, backdrop: Tolerance.Backdrop
  ) -> Double {
    let red = Int(image[centre])
    let green = Int(image[centre + 1])
    let blue = Int(image[centre + 2])
    let alpha = Int(image[centre + 3])
    if red == Int(image[neighbour]) && green == Int(image[neighbour + 1]) && blue == Int(image[neighbour + 2])
      && alpha == Int(image[neighbour + 3])
    {
      return 0
    }
    let (dr, dg, db) = channelDifferences(
      red: red, green: green, blue: blue, alpha: alpha, image, neighbour, backdrop: backdrop, backdropOffset: centre)
    return luma(dr, dg, db)
  }

  /// The faded grey that stands for an unchanged pixel in pixelmatch's diff output:
  /// `255 + (Y − 255) · opacity · α / 255`, with Y the luma of the pixel's colour (not blended),
  /// stored into a byte as JavaScript stores a number into a `Uint8Array` (truncated, wrapped).
  static func fadedGray(_ image: UnsafeBufferPointer<UInt8>, _ offset: Int, opacity: Double) -> UInt8 {
    let y = luma(Double(image[offset]), Double(image[offset + 1]), Double(image[offset + 2]))
    let value = 255 + (y - 255) * opacity * Double(image[offset + 3]) / 255
    guard value.isFinite else { return 0 }
    // The remainder is exact, so wrapping it equals wrapping the truncated value, without overflow.
    return UInt8(truncatingIfNeeded: Int(value.truncatingRemainder(dividingBy: 256).rounded(.towardZero)))
  }

  /// The red, green and blue differences of a pixel given by its channels and the pixel at
  /// `offset` of `image`: plain differences when both are opaque, else the differences of both
  /// blended over the backdrop at `backdropOffset`.
  private static func channelDifferences(
    red: Int, green: Int, blue: Int, alpha: Int, _ image: UnsafeBufferPointer<UInt8>, _ offset: Int,
    backdrop: Tolerance.Backdrop, backdropOffset: Int
  ) -> (Double, Double, Double) {
    let red2 = Int(image[offset])
    let green2 = Int(image[offset + 1])
    let blue2 = Int(image[offset + 2])
    let alpha2 = Int(image[offset + 3])
    guard alpha < 255 || alpha2 < 255 else { return (Double(red - red2), Double(green - green2), Double(blue - blue2)) }
    // (c₁α₁ + b(255 − α₁)) − (c₂α₂ + b(255 − α₂)), over 255: whole numbers until the division,
    // so the result is the same double as pixelmatch's.
    let (redB, greenB, blueB) = backdrop.color(atByteOffset: backdropOffset)
    let alphaDifference = alpha - alpha2
    return (
      Double(red * alpha - red2 * alpha2 - redB * alphaDifference) / 255,
      Double(green * alpha - green2 * alpha2 - greenB * alphaDifference) / 255,
      Double(blue * alpha - blue2 * alpha2 - blueB * alphaDifference) / 255
    )
  }

  // The NTSC YIQ coefficients from the paper.
  private static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }
  private static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.59597799 - g * 0.27417610 - b * 0.32180189
  }
  private static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694
  }
}
