/// The pixel grid flow origins round to, and the margin the rect queries widen their searches
/// by to cover that rounding (the searches themselves use `partitionPoint`).
import Geometry

/// Where flow origins land on the pixel grid, and how far searches must look past it.
enum FlowRounding {
  /// The scale origins round to.
  ///
  /// Why: UIKit falls back to the main screen's scale when the view's is 0;
  /// a headless renderer has no main screen, so a scale that is not a
  /// positive finite number rounds to whole points, which also keeps `roundToPixel` from
  /// dividing by zero.
  static func sanitizedScale(_ scale: Double) -> Double {
    scale > 0 && scale.isFinite ? scale : 1
  }

  /// How far, at most, a rounded origin (or an absolute coordinate computed in a different
  /// floating-point order) can lie from the raw coordinates a search compares against.
  ///
  /// Rounding moves an origin by at most half a pixel; the relative term covers the last-bit
  /// differences between section-relative and absolute sums. Searches widen their bounds by this
  /// margin and then test every candidate's rounded frame exactly, so the margin only costs a
  /// few extra candidates, never a wrong answer.
  static func searchMargin(scale: Double, magnitudes a: Double, _ b: Double) -> Double {
    let magnitude = Swift.max(Swift.abs(a), Swift.abs(b))
    let relative = magnitude.isFinite ? magnitude * 1e-9 : 0
    return 1 / scale + relative + 1e-9
  }
}
