import Foundation

/// UIScrollView's deceleration after a fling: the velocity is multiplied by `rate` every
/// millisecond (`UIScrollView.DecelerationRate.normal` 0.998, `.fast` 0.99).
///
/// With v0 the release velocity (points per second), d the rate and k = 1000·ln d (per second,
/// negative), from Ilya Lobanov's "Deceleration mechanics of UIScrollView" and
/// super-ultra/ScrollMechanics:
///
/// ```
/// v(t) = v0 · d^(1000 t) = v0 · e^(k t)
/// x(t) = x0 + v0 · (e^(k t) − 1) / k
/// x∞   = x0 − v0 / k                              the rest point
/// T(ε) = ln(−k·ε / |v0|) / k                      time until less than ε remains
/// t(p) = ln(1 + k·|p − x0| / |v0|) / k            time to reach p on the way
/// ```
public struct Deceleration: Hashable, Sendable {
  /// The factor applied to the velocity every millisecond, in 0 < rate < 1.
  public var rate: Double

  /// A deceleration with `rate` per millisecond.
  ///
  /// - Precondition: 0 < rate < 1.
  public init(rate: Double) {
    precondition(rate > 0 && rate < 1, "a deceleration rate is in 0 < rate < 1")
    self.rate = rate
  }

  /// `UIScrollView.DecelerationRate.normal`.
  public static let normal = Deceleration(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`.
  public static let fast = Deceleration(rate: 0.99)

  /// The named rates, as scene files and the command line write them: `normal` and `fast`.
  public static let named: KeyValuePairs<String, Deceleration> = ["normal": .normal, "fast": .fast]

  /// The rate called `name` (``named``), or nil.
  public init?(named name: String) {
    guard let match = Self.named.first(where: { $0.key == name }) else { return nil }
    self = match.value
  }

  /// The name for the manifest: `normal`, `fast`, or the rate.
  public var name: String {
    Self.named.first(where: { $0.value == self })?.key ?? String(rate)
  }

  /// k = 1000·ln(rate), per second (negative).
  public var coefficient: Double { 1000 * log(rate) }

  /// Where a release at `velocity` from `start` comes to rest: x0 − v0/k.
  public func restOffset(from start: Double, velocity: Double) -> Double {
    start - velocity / coefficient
  }

  /// The distance travelled before resting, −v0/k (same sign as the velocity).
  public func projectedDistance(velocity: Double) -> Double {
    -velocity / coefficient
  }

  /// The offset `time` seconds after a release at `velocity` from `start`.
  public func offset(from start: Double, velocity: Double, at time: Double) -> Double {
    let k = coefficient
    return start + velocity * expm1(k * time) / k
  }

  /// The velocity `time` seconds after a release at `velocity`.
  public func velocity(_ velocity: Double, at time: Double) -> Double {
    velocity * exp(coefficient * time)
  }

  /// The time until less than `threshold` points remain to the rest point:
  /// ln(−k·ε/|v0|)/k, or 0 when less than that remains already.
  public func duration(velocity: Double, threshold: Double) -> Double {
    let k = coefficient
    let remaining = abs(velocity) / -k
    guard remaining > threshold else { return 0 }
    return log(-k * threshold / abs(velocity)) / k
  }

  /// The time at which a release at `velocity` has travelled `distance` (in the direction of the
  /// velocity): ln(1 + k·|distance|/|v0|)/k, or `nil` if it comes to rest before.
  public func time(toTravel distance: Double, velocity: Double) -> Double? {
    let k = coefficient
    let argument = 1 + k * abs(distance) / abs(velocity)
    guard velocity != 0, argument > 0 else { return nil }
    return log(argument) / k
  }

  /// The release velocity that comes to rest exactly `distance` away: −k·distance (the same
  /// rate, a new initial velocity: how a fling is re-timed to land on a snapped target).
  public func velocity(toTravel distance: Double) -> Double {
    -coefficient * distance
  }
}
