/// The pixel grid waterfall item sizes snap to: CHT's floor, its scale fallback, and lengths that
/// are never negative.
///
/// ```
///  extent = pixelFloor(reference.height · itemWidth / reference.width) ≥ 0
/// ```
import Geometry

/// The pixel grid item sizes snap to.
enum WaterfallRounding {
  /// The scale sizes floor to: a scale that is not a positive finite number counts as 1, as
  /// CHT's Swift version falls back to 1 when `displayScale` is 0.
  static func sanitizedScale(_ scale: Double) -> Double {
    scale > 0 && scale.isFinite ? scale : 1
  }

  /// CHT's `CHTFloorCGFloat`: `floor(value · scale) / scale`, the largest grid value ≤ `value`.
  /// At scale 1 this is the Xamarin guide's `Math.Floor`.
  @inline(__always) static func pixelFloor(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.down) / scale
  }

  /// `value` when it is a finite number > 0, else 0: sizes are never negative, NaN or infinite.
  @inline(__always) static func nonNegativeLength(_ value: Double) -> Double {
    value > 0 && value.isFinite ? value : 0
  }
}
