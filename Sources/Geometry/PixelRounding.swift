/// Rounds `value` to the nearest multiple of 1/`scale`, halves away from zero, as UIKit rounds
/// flow-layout origins (`round(v·scale)/scale`; `round` is C's, halves away from zero).
@inlinable
public func roundToPixel(_ value: Double, scale: Double) -> Double {
  if scale == 1 { return value.rounded(.toNearestOrAwayFromZero) }
  return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
}
