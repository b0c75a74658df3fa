/// Perceived colour difference, measured in the YIQ colour space as proposed by Kotsarenko and
/// Ramos ("Measuring perceived color difference using YIQ NTSC transmission color space in
/// mobile applications", 2010) and used by pixelmatch, Playwright and jest-image-snapshot.
///
/// The squared distance is `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`, at most 35215 for any two
/// colours (black against white gives 32857, a distance of 0.97). A *threshold* `t` (0…1)
/// accepts squared distances up to `35215·t²`, so `t` reads as a fraction of the largest
/// possible distance.
///
/// Translucent pixels are blended over a background first. pixelmatch 5 blends over white only,
/// which makes a transparent pixel equal to an opaque white one; here both pixels are blended
/// over white *and* over black and the larger distance counts, so alpha differences are seen.
enum ColorDistance {
  /// The largest squared distance between two colours.
  static let maximumSquared = 35215.0

  /// The squared distance that `threshold` (0…1) accepts.
  static func squaredLimit(threshold: Double) -> Double { maximumSquared * threshold * threshold }

  /// A squared distance as a fraction of the largest possible distance (0…1).
  static func normalized(squared: Double) -> Double { min(1, (abs(squared) / maximumSquared).squareRoot()) }

  /// The squared perceived distance between two straight RGBA pixels (`first` and `second` are
  /// byte offsets into their buffers).
  static func squared(
    _ image1: UnsafeBufferPointer<UInt8>, _ first: Int, _ image2: UnsafeBufferPointer<UInt8>, _ second: Int
  ) -> Double {
    let alpha1 = image1[first + 3]
    let alpha2 = image2[second + 3]
    let overWhite = squared(image1, first, image2, second, background: 255)
    guard alpha1 < 255 || alpha2 < 255 else { return overWhite }
    return max(overWhite, squared(image1, first, image2, second, background: 0))
  }

  private static func squared(
    _ image1: UnsafeBufferPointer<UInt8>, _ first: Int, _ image2: UnsafeBufferPointer<UInt8>, _ second: Int,
    background: Double
  ) -> Double {
    let (r1, g1, b1) = blended(image1, first, over: background)
    let (r2, g2, b2) = blended(image2, second, over: background)
    let y = luma(r1, g1, b1) - luma(r2, g2, b2)
    let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
    let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// The brightness (Y) of the pixel at `first` minus that at `second`, both over white: positive
  /// when the first is brighter. Anti-aliasing detection looks at brightness only.
  static func brightnessDifference(_ image: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int) -> Double {
    if image[first] == image[second] && image[first + 1] == image[second + 1] && image[first + 2] == image[second + 2]
      && image[first + 3] == image[second + 3]
    {
      return 0
    }
    let (r1, g1, b1) = blended(image, first, over: 255)
    let (r2, g2, b2) = blended(image, second, over: 255)
    return luma(r1, g1, b1) - luma(r2, g2, b2)
  }

  /// The luma of a straight RGBA pixel over white, 0…255 (for the faded diff background).
  static func lumaOverWhite(_ image: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Double {
    let (r, g, b) = blended(image, offset, over: 255)
    return luma(r, g, b)
  }

  private static func blended(_ image: UnsafeBufferPointer<UInt8>, _ offset: Int, over background: Double) -> (Double, Double, Double) {
    let alpha = Double(image[offset + 3]) / 255
    func channel(_ value: UInt8) -> Double { background + (Double(value) - background) * alpha }
    return (channel(image[offset]), channel(image[offset + 1]), channel(image[offset + 2]))
  }

  // The NTSC YIQ coefficients from the paper.
  private static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
  private static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
  private static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
}

/// Anti-aliasing detection after Vyšniauskas ("Anti-aliased pixel and intensity slope detector",
/// 2009), as pixelmatch applies it: a pixel is taken for anti-aliasing when it sits on an
/// intensity slope — among its eight neighbours there are both darker and brighter ones, at most
/// two of the same brightness — and the darkest or the brightest neighbour lies inside a flat
/// area (three or more identical neighbours) in *both* images, i.e. the pixel is the soft edge
/// of a shape that did not move.
enum AntiAliasing {
  /// Whether the pixel at `x`, `y` of `image` looks like anti-aliasing; `other` is the image it
  /// is compared with (same size).
  static func isAntiAliased(
    _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int, other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let centre = (y * width + x) * 4
    // A pixel on the image's border has fewer neighbours; it starts with one "equal" neighbour.
    var equal = isOnBorder(x: x, y: y, width: width, height: height) ? 1 : 0
    var darkest = 0.0, brightest = 0.0
    var darkestPixel = (x: 0, y: 0), brightestPixel = (x: 0, y: 0)
    for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) {
      for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) where neighbourX != x || neighbourY != y {
        // Positive when the neighbour is brighter than the centre.
        let difference = -ColorDistance.brightnessDifference(image, centre, (neighbourY * width + neighbourX) * 4)
        if difference == 0 {
          equal += 1
          if equal > 2 { return false }  // part of a flat area, not an edge
        } else if difference < darkest {
          darkest = difference
          darkestPixel = (neighbourX, neighbourY)
        } else if difference > brightest {
          brightest = difference
          brightestPixel = (neighbourX, neighbourY)
        }
      }
    }
    guard darkest < 0, brightest > 0 else { return false }  // not on a slope
    func flatInBoth(_ pixel: (x: Int, y: Int)) -> Bool {
      hasThreeEqualNeighbours(image, x: pixel.x, y: pixel.y, width: width, height: height)
        && hasThreeEqualNeighbours(other, x: pixel.x, y: pixel.y, width: width, height: height)
    }
    return flatInBoth(darkestPixel) || flatInBoth(brightestPixel)
  }

  private static func isOnBorder(x: Int, y: Int, width: Int, height: Int) -> Bool {
    x == 0 || y == 0 || x == width - 1 || y == height - 1
  }

  /// Whether three or more neighbours of the pixel have exactly its colour (the border counts as one).
  private static func hasThreeEqualNeighbours(
    _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int
  ) -> Bool {
    let centre = (y * width + x) * 4
    var equal = isOnBorder(x: x, y: y, width: width, height: height) ? 1 : 0
    for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) {
      for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) where neighbourX != x || neighbourY != y {
        let other = (neighbourY * width + neighbourX) * 4
        if image[centre] == image[other] && image[centre + 1] == image[other + 1]
          && image[centre + 2] == image[other + 2] && image[centre + 3] == image[other + 3]
        {
          equal += 1
          if equal > 2 { return true }
        }
      }
    }
    return false
  }
}
