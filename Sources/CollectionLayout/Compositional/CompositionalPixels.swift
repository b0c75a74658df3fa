/// The compositional layout's own pixel arithmetic: resolving layout dimensions (fractions floor
/// with a tolerance, `PixelGrid.floorWithTolerance`), insetting boxes and rounding final frames.
/// The rules the layouts share (scale, non-negative lengths, the floors) are `PixelGrid`'s.
///
/// ```
///  LayoutDimension ──resolve──▶ length ≥ 0 (fractions floored to the grid)
///  box ──inset (never below 0)──▶ content box ──round (x, y, width, height)──▶ frame
/// ```
import Geometry

/// Pixel arithmetic shared by the compositional layout's stages.
enum CompositionalPixels {
  /// A dimension's length in a container of effective size `container`; never negative, NaN
  /// or infinite. Estimates resolve to themselves here; measurement happens in the solver.
  @inline(__always) static func resolve(_ dimension: LayoutDimension, in container: Size, scale: Double) -> Double {
    let value: Double
    switch dimension {
    case .absolute(let length), .estimated(let length): value = length
    case .fractionalWidth(let fraction):
      value = PixelGrid.floorWithTolerance(fraction * container.width, scale: scale)
    case .fractionalHeight(let fraction):
      value = PixelGrid.floorWithTolerance(fraction * container.height, scale: scale)
    }
    return PixelGrid.nonNegativeLength(value)
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
