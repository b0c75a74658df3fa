/// The layout's two axes as one: *main* is the axis the collection view scrolls along (y when
/// vertical), *cross* the other one. Sections stack along main; an orthogonal section repeats
/// its groups along cross.
///
/// ```
///  vertical                       horizontal
///  ── cross (x) ──▶               │ ┌ s0 ┐┌ s1 ┐┌ s2 ┐
///  ┌ section 0 ┐  │               │ │    ││    ││    │  cross (y)
///  ┌ section 1 ┐  │ main (y)      ▼ └────┘└────┘└────┘
///  ┌ section 2 ┐  ▼                 ── main (x) ──▶
/// ```
import Geometry

struct CompositionalAxis: Hashable, Sendable {
  /// True when the layout scrolls horizontally.
  let isHorizontal: Bool

  @inline(__always) func main(_ size: Size) -> Double { isHorizontal ? size.width : size.height }
  @inline(__always) func cross(_ size: Size) -> Double { isHorizontal ? size.height : size.width }
  @inline(__always) func main(_ point: Point) -> Double { isHorizontal ? point.x : point.y }
  @inline(__always) func cross(_ point: Point) -> Double { isHorizontal ? point.y : point.x }

  @inline(__always) func minMain(_ rect: Rect) -> Double { isHorizontal ? rect.minX : rect.minY }
  @inline(__always) func maxMain(_ rect: Rect) -> Double { isHorizontal ? rect.maxX : rect.maxY }
  @inline(__always) func minCross(_ rect: Rect) -> Double { isHorizontal ? rect.minY : rect.minX }
  @inline(__always) func maxCross(_ rect: Rect) -> Double { isHorizontal ? rect.maxY : rect.maxX }

  /// The inset before the content along main (top when vertical).
  @inline(__always) func mainLeading(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.left : insets.top }
  /// The inset after the content along main (bottom when vertical).
  @inline(__always) func mainTrailing(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.right : insets.bottom }
  /// The inset before the content along cross (leading when vertical).
  @inline(__always) func crossLeading(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.top : insets.left }
  /// The inset after the content along cross (trailing when vertical).
  @inline(__always) func crossTrailing(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.bottom : insets.right }

  /// The point with the given coordinates.
  @inline(__always) func point(main: Double, cross: Double) -> Point {
    isHorizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
  }

  /// The size with the given extents.
  @inline(__always) func size(main: Double, cross: Double) -> Size {
    isHorizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  /// The rectangle with the given origin and extents.
  @inline(__always) func rect(main: Double, cross: Double, mainExtent: Double, crossExtent: Double) -> Rect {
    isHorizontal
      ? Rect(x: main, y: cross, width: mainExtent, height: crossExtent)
      : Rect(x: cross, y: main, width: crossExtent, height: mainExtent)
  }

  /// `rect` moved by `main` and `cross`.
  @inline(__always) func offset(_ rect: Rect, main: Double, cross: Double) -> Rect {
    isHorizontal ? rect.offsetBy(dx: main, dy: cross) : rect.offsetBy(dx: cross, dy: main)
  }
}

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
