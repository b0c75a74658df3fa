/// Searching repeated groups for the compositional layout's queries (monotone sequences are
/// searched with `partitionPoint`).
///
/// ```
///  repetition k covers base + k·step + [reachMin, reachMax],
///  so k lies between (low − base − reachMax) / step and (high − base − reachMin) / step
/// ```
import Geometry

/// Closed-form range helpers for the compositional layout's queries.
enum CompositionalSearch {
  /// The repetitions k in 0 ..< count whose reach `base + k·step + [reachMin, reachMax]` may
  /// meet `low … high`: a superset (one extra on each side), from solving both inequalities for
  /// k; every repetition when `step` is 0 or the arithmetic is not finite.
  static func groupRange(
    low: Double, high: Double, base: Double, step: Double, reachMin: Double, reachMax: Double, count: Int
  ) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    guard step != 0 else {
      return base + reachMin < high && base + reachMax > low ? 0..<count : 0..<0
    }
    let first = (low - base - reachMax) / step
    let second = (high - base - reachMin) / step
    let lower = Swift.min(first, second).rounded(.down) - 1
    let upper = Swift.max(first, second).rounded(.up) + 1
    guard lower.isFinite && upper.isFinite else { return 0..<count }
    let last = Double(count - 1)
    if upper < 0 || lower > last { return 0..<0 }
    let from = Int(Swift.max(0, lower))
    let through = Int(Swift.min(last, upper))
    return from..<(through + 1)
  }
}
