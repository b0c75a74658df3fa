/// Binary search over a monotone predicate, the one search every layout's rect and item
/// queries use (flow sections, lines and items; compositional sections and groups; waterfall
/// sections, rows, columns and slots).
///
/// ```
///  index:      0    1    2    3    4    5
///  predicate:  F    F    F    T    T    T
///                            ▲ partitionPoint
/// ```

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
