/// Pixel arithmetic shared by the compositional layout's stages: the scale, non-negative
/// bounds, fractions floored to the grid, insets and final rounding.
///
/// ```
///  LayoutDimension ──resolve──▶ length ≥ 0 (fractions floored to the grid)
///  box ──inset (never below 0)──▶ content box ──round (x, y, width, height)──▶ frame
/// ```
import Geometry

/// Pixel arithmetic shared by the compositional layout's stages.
enum CompositionalPixels {
  /// The display scale: a scale that is not a positive finite number counts as 1, so that
  /// nothing divides by zero.
  static func sanitizedScale(_ scale: Double) -> Double {
    scale > 0 && scale.isFinite ? scale : 1
  }

  /// `value` when it is finite and positive, else 0: the layout never sees a negative,
  /// infinite or NaN bounds size.
  static func nonNegative(_ value: Double) -> Double {
    value > 0 && value.isFinite ? value : 0
  }

  /// `⌊value · scale⌋ / scale`: fractional dimensions floor to the pixel grid.
  ///
  /// Why the tolerance: `0.29 · 100` is 28.999999999999996 in binary, so `.fractionalWidth(0.29)`
  /// of 100 points would floor to 28 at 1×. A product within 10⁻⁷ pixel below a pixel boundary
  /// counts as on it.
  @inline(__always) static func floor(_ value: Double, scale: Double) -> Double {
    (value * scale + 1e-7).rounded(.down) / scale
  }

  /// A dimension's length in a container of effective size `container`; never negative, NaN
  /// or infinite. Estimates resolve to themselves here; measurement happens in the solver.
  @inline(__always) static func resolve(_ dimension: LayoutDimension, in container: Size, scale: Double) -> Double {
    let value: Double
    switch dimension {
    case .absolute(let length), .estimated(let length): value = length
    case .fractionalWidth(let fraction): value = floor(fraction * container.width, scale: scale)
    case .fractionalHeight(let fraction): value = floor(fraction * container.height, scale: scale)
    }
    return value > 0 && value.isFinite ? value : 0
  }

  /// Both dimensions of `size` in `container`.
  @inline(__always) static func resolve(_ size: LayoutSize, in container: Size, scale: Double) -> Size {
    Size(
      width: resolve(size.widthDimension, in: container, scale: scale),
      height: resolve(size.heightDimension, in: container, scale: scale))
  }

  /// `rect` inset by `insets`, its width and height never below 0.
  @inline(__always) static func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
    Rect(
      x: rect.minX + insets.left, y: rect.minY + insets.top,
      width: Swift.max(0, rect.width - insets.left - insets.right),
      height: Swift.max(0, rect.height - insets.top - insets.bottom))
  }

  /// A final frame on the pixel grid: x, y, width and height each rounded (halves away from
  /// zero), unlike flow layout, which rounds only origins.
  @inline(__always) static func round(_ rect: Rect, scale: Double) -> Rect {
    Rect(
      x: roundToPixel(rect.minX, scale: scale), y: roundToPixel(rect.minY, scale: scale),
      width: roundToPixel(rect.width, scale: scale), height: roundToPixel(rect.height, scale: scale))
  }
}
