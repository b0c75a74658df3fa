/// Searching monotone sequences and repeated groups for the compositional layout's queries.
///
/// ```
///  index:      0    1    2    3    4    5          repetition k covers
///  predicate:  F    F    F    T    T    T          base + k·step + [reachMin, reachMax]
///                            ▲ partitionPoint      so k lies between (low − base − reachMax) / step
///                                                  and (high − base − reachMin) / step
/// ```
import Geometry

/// Binary search and closed-form range helpers for the compositional layout's queries.
enum CompositionalSearch {
  /// The first index in `range` for which `predicate` holds, assuming it is false on a prefix
  /// and true on the rest; `range.upperBound` when it never holds. O(log n), never traps.
  @inline(__always)
  static func partitionPoint(_ range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }

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
