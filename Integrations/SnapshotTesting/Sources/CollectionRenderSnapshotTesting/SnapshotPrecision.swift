import ImageDiff
import Snapshots

extension Tolerance {
  /// swift-snapshot-testing's two numbers as a collection-render tolerance, compared by the
  /// pixelmatch-exact ImageDiff.
  ///
  /// - `precision`: the fraction of pixels that must match (1, the default: every pixel);
  ///   below 1 it becomes `maxDifferingRatio = 1 − precision`.
  /// - `perceptualPrecision`: how alike a pixel must be to match. Below 1 it becomes the
  ///   perceptual rule with `threshold = 1 − perceptualPrecision` — pixelmatch's YIQ distance,
  ///   where 0 is the same colour and black against white 0.97, with anti-aliasing pixels
  ///   ignored as pixelmatch does (swift-snapshot-testing's own metric, CIE ΔE on Apple's GPUs,
  ///   is also 0 for equal colours and about 1 for black against white, so `0.98` keeps its
  ///   meaning: small colour shifts pass, changes do not). At 1, the default, it is
  ///   collection-render's snapshot default, ±2 steps per channel: the rounding differences
  ///   between Cairo and pixman builds, and nothing a person can see.
  ///
  /// ```swift
  /// Tolerance(precision: 1, perceptualPrecision: 1)        // ±2 per channel, no pixel beyond
  /// Tolerance(precision: 0.99, perceptualPrecision: 0.98)  // 1 % of pixels, distance ≤ 0.02
  /// ```
  ///
  /// A value outside 0…1 gives a tolerance whose `Tolerance.problem` says so; the
  /// strategies report it as a failure.
  public init(precision: Double, perceptualPrecision: Double) {
    self = SnapshotCheck.defaultTolerance
    if perceptualPrecision != 1 {
      // A NaN stays NaN, so `problem` reports it instead of a comparison silently passing.
      self = .perceptual(threshold: 1 - perceptualPrecision)
    }
    if precision != 1 { maxDifferingRatio = 1 - precision }
  }

  /// Why swift-snapshot-testing's `precision` and `perceptualPrecision` cannot be used, in their
  /// own names, or `nil` when both are 0…1.
  static func precisionProblem(precision: Double, perceptualPrecision: Double) -> String? {
    if !(0...1).contains(precision) { return "precision must be 0 to 1, got \(precision)" }
    if !(0...1).contains(perceptualPrecision) {
      return "perceptualPrecision must be 0 to 1, got \(perceptualPrecision)"
    }
    return nil
  }
}
