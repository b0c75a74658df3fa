/// Anti-aliasing detection after Vyšniauskas ("Anti-aliased pixel and intensity slope detector",
/// 2009), decided exactly as pixelmatch 7.2 decides it: a pixel is taken for anti-aliasing when
/// it sits on an intensity slope — among its neighbours there are both darker and brighter ones,
/// and at most two of the same brightness — and the darkest or the brightest neighbour lies
/// inside a flat area (three or more identical neighbours) in *both* images, i.e. the pixel is
/// the soft edge of a shape that did not move.
enum AntiAliasing {
  /// Whether the pixel at `x`, `y` of `image` looks like anti-aliasing; `other` is the image it
  /// is compared with (same size). The comparison asks this of both images.
  static func isAntiAliased(
    _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int, other: UnsafeBufferPointer<UInt8>,
    backdrop: Tolerance.Backdrop
  ) -> Bool {
    let centre = (y * width + x) * 4
    // A pixel on the image's border has fewer neighbours; it starts with one "equal" neighbour.
    var equal = isOnBorder(x: x, y: y, width: width, height: height) ? 1 : 0
    // The neighbours that differ most in each direction, as centre-minus-neighbour brightness.
    var brighterBy = 0.0
    var darkerBy = 0.0
    var brightestPixel = (x: 0, y: 0)
    var darkestPixel = (x: 0, y: 0)
    // Column by column, top to bottom, as pixelmatch walks them: of several equally bright
    // extremes the first one is kept, and whether *it* lies in a flat area decides the answer.
    for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
      for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) where neighbourX != x || neighbourY != y {
        // Positive when the centre is brighter than this neighbour.
        let difference = ColorDistance.brightnessDifference(
          image, centre: centre, neighbour: (neighbourY * width + neighbourX) * 4, backdrop: backdrop)
        if difference == 0 {
          equal += 1
          if equal > 2 { return false }  // part of a flat area, not an edge
        } else if difference < brighterBy {
          brighterBy = difference
          brightestPixel = (neighbourX, neighbourY)
        } else if difference > darkerBy {
          darkerBy = difference
          darkestPixel = (neighbourX, neighbourY)
        }
      }
    }
    guard brighterBy != 0, darkerBy != 0 else { return false }  // not on a slope
    func flatInBoth(_ pixel: (x: Int, y: Int)) -> Bool {
      hasThreeEqualNeighbours(image, x: pixel.x, y: pixel.y, width: width, height: height)
        && hasThreeEqualNeighbours(other, x: pixel.x, y: pixel.y, width: width, height: height)
    }
    return flatInBoth(brightestPixel) || flatInBoth(darkestPixel)
  }

  private static func isOnBorder(x: Int, y: Int, width: Int, height: Int) -> Bool {
    x == 0 || y == 0 || x == width - 1 || y == height - 1
  }

  /// Whether three or more neighbours of the pixel have exactly its bytes (the border counts as one).
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
