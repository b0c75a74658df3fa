/// Search helpers for the flow layout's rect queries: binary search over monotone sequences
/// (sections, lines, rows, columns, items in a line) and the safety margin that covers
/// origin rounding.
///
/// ```
///  index:      0    1    2    3    4    5
///  predicate:  F    F    F    T    T    T
///                            ▲ partitionPoint
/// ```
import Geometry

/// The first index in `range` for which `predicate` holds, assuming it is false on a prefix and
/// true on the rest; `range.upperBound` when it never holds. O(log n), never traps.
@inline(__always)
func partitionPoint(_ range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
  var low = range.lowerBound
  var high = range.upperBound
  while low < high {
    let mid = low + (high - low) / 2
    if predicate(mid) { high = mid } else { low = mid + 1 }
  }
  return low
}

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
