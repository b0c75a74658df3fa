/// The pixel arithmetic the layouts share: the scale lengths snap to, the lengths they never let
/// go negative, the two floors (exact for the waterfall, with a tolerance for compositional
/// fractions) and the margin rect searches widen by to cover rounding. Rounding to the nearest
/// pixel is Geometry's `roundToPixel`.
///
/// ```
///  scale 2:  0     0.5    1.0    1.5    2.0
///            ├──────┼──────┼──────┼──────┤
///                         ▲ v = 0.99999999    floor(v) = ⌊v · 2⌋ / 2 = 0.5
///                                             floorWithTolerance(v) = 1.0 (v · 2 is 2 − 2·10⁻⁸)
/// ```
import Geometry

/// Pixel-grid rules shared by the flow, waterfall, compositional and list layouts.
enum PixelGrid {
  /// The scale lengths snap to: a scale that is not a positive finite number counts as 1.
  ///
  /// Why: UIKit falls back to the main screen's scale when the view's is 0, and CHT's Swift
  /// version falls back to 1 when `displayScale` is 0; a headless renderer has no main screen,
  /// so such a scale rounds to whole points, which also keeps every rounding and floor from
  /// dividing by zero.
  @inline(__always) static func sanitizedScale(_ scale: Double) -> Double {
    scale > 0 && scale.isFinite ? scale : 1
  }

  /// `value` when it is a finite number > 0, else 0: lengths (bounds, item and column extents)
  /// are never negative, NaN or infinite.
  @inline(__always) static func nonNegativeLength(_ value: Double) -> Double {
    value > 0 && value.isFinite ? value : 0
  }

  /// `size` with each extent made a `nonNegativeLength`: the bounds a layout lays out in.
  @inline(__always) static func nonNegativeSize(_ size: Size) -> Size {
    Size(width: nonNegativeLength(size.width), height: nonNegativeLength(size.height))
  }

  /// The waterfall's `pixelFloor`, CHT's `CHTFloorCGFloat`: `⌊value · scale⌋ / scale`, the
  /// largest grid value ≤ `value`, with no tolerance (unlike `floorWithTolerance`), as CHT and
  /// docs/waterfall-layout.md compute it. At scale 1 this is the Xamarin guide's `Math.Floor`.
  @inline(__always) static func floor(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.down) / scale
  }

  /// `⌊value · scale + 10⁻⁷⌋ / scale`: how the compositional layout floors fractional dimensions
  /// to the pixel grid.
  ///
  /// Why the tolerance: `0.29 · 100` is 28.999999999999996 in binary, so `.fractionalWidth(0.29)`
  /// of 100 points would floor to 28 at 1×. A product within 10⁻⁷ pixel below a pixel boundary
  /// counts as on it. The waterfall keeps the exact `floor`, which is CHT's.
  @inline(__always) static func floorWithTolerance(_ value: Double, scale: Double) -> Double {
    (value * scale + 1e-7).rounded(.down) / scale
  }

  /// How far, at most, a rounded origin (or a coordinate computed in a different floating-point
  /// order) can lie from the raw coordinates a search compares against, for coordinates of at
  /// most `magnitude` in absolute value.
  ///
  /// Rounding moves an origin by at most half a pixel; the relative term covers the last-bit
  /// differences between section-relative and absolute sums. Searches widen their bounds by this
  /// margin and then test every candidate's rounded frame exactly, so the margin only costs a
  /// few extra candidates, never a wrong answer.
  static func searchMargin(scale: Double, magnitude: Double) -> Double {
    1 / scale + (magnitude.isFinite ? magnitude * 1e-9 : 0) + 1e-9
  }

  /// `searchMargin` for coordinates between `a` and `b` (a search's two bounds).
  static func searchMargin(scale: Double, magnitudes a: Double, _ b: Double) -> Double {
    searchMargin(scale: scale, magnitude: Swift.max(Swift.abs(a), Swift.abs(b)))
  }
}
