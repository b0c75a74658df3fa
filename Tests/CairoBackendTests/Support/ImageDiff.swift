/// How far two images may differ and still match: a per-channel tolerance plus a budget of
/// pixels allowed to exceed it (anti-aliasing can move between library versions; see
/// `ecosystem.md` §3.1).
struct ImageTolerance: Sendable {
  /// Largest per-channel difference (0...255) that still counts as equal.
  var channel: Int = 2
  /// Fraction of pixels (0...1) that may differ by more than `channel`.
  var differingPixelFraction: Double = 0.001

  static let exact = ImageTolerance(channel: 0, differingPixelFraction: 0)
}

/// Straight RGBA8 pixels, rows packed.
struct RGBAImage: Equatable {
  var width: Int
  var height: Int
  var rgba: [UInt8]
}

/// The outcome of comparing two images of the same size.
struct ImageDifference {
  /// Pixels where some channel differs by more than the tolerance.
  var differingPixels: Int
  /// The largest channel difference anywhere.
  var maximumChannelDifference: Int
  /// Differing pixels in red over a faded copy of the expected image.
  var diffImage: RGBAImage

  /// Compares straight RGBA pixels; fully transparent pixels are equal whatever their colour.
  init(expected: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance) {
    precondition(expected.width == actual.width && expected.height == actual.height)
    var differing = 0
    var maximum = 0
    var diff = [UInt8](repeating: 0, count: expected.rgba.count)
    for offset in stride(from: 0, to: expected.rgba.count, by: 4) {
      var pixelMaximum = 0
      if expected.rgba[offset + 3] != 0 || actual.rgba[offset + 3] != 0 {
        for channel in 0..<4 {
          let delta = abs(Int(expected.rgba[offset + channel]) - Int(actual.rgba[offset + channel]))
          pixelMaximum = max(pixelMaximum, delta)
        }
      }
      maximum = max(maximum, pixelMaximum)
      if pixelMaximum > tolerance.channel {
        differing += 1
        diff[offset] = 255
        diff[offset + 3] = 255
      } else {
        // Luminance of the expected pixel over white, faded to a quarter of its contrast.
        let alpha = Int(expected.rgba[offset + 3])
        let luminance =
          (299 * Int(expected.rgba[offset]) + 587 * Int(expected.rgba[offset + 1])
            + 114 * Int(expected.rgba[offset + 2])) / 1000
        let overWhite = (luminance * alpha + 255 * (255 - alpha)) / 255
        let faded = UInt8(255 - (255 - overWhite) / 4)
        diff[offset] = faded
        diff[offset + 1] = faded
        diff[offset + 2] = faded
        diff[offset + 3] = 255
      }
    }
    differingPixels = differing
    maximumChannelDifference = maximum
    diffImage = RGBAImage(width: expected.width, height: expected.height, rgba: diff)
  }

  /// Whether the difference is within `tolerance`'s pixel budget.
  func isWithin(_ tolerance: ImageTolerance, pixelCount: Int) -> Bool {
    Double(differingPixels) <= tolerance.differingPixelFraction * Double(pixelCount)
  }
}
