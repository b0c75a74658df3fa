/// A timing curve: maps the fraction of an animation's duration that has elapsed to the
/// fraction of the change that is shown.
///
/// The interaction model never picks a curve itself: every animation takes one from outside
/// (the timeline's `Motion` curves plug in through `init(_:)`), and `linear` is the default.
/// Whatever the curve, the endpoints are exact: a progress at or below 0 shows the start, at or
/// above 1 the end, and NaN counts as 0. Between them the curve may leave [0, 1] (a spring's
/// overshoot extrapolates positions and sizes; alphas are clamped).
///
/// ```swift
/// let easeOut = Easing { 1 - (1 - $0) * (1 - $0) }
/// let transition = LayoutTransition(from: grid, fromViewport: v, to: circle, easing: easeOut)
/// ```
public struct Easing: Sendable {
  private let curve: @Sendable (Double) -> Double

  /// A curve from a function of progress; it is only called for progress strictly inside (0, 1).
  public init(_ curve: @escaping @Sendable (Double) -> Double) {
    self.curve = curve
  }

  /// Progress unchanged.
  public static let linear = Easing { $0 }

  /// The eased progress for the elapsed fraction `progress`.
  public func callAsFunction(_ progress: Double) -> Double {
    guard progress > 0 else { return 0 }  // also NaN
    guard progress < 1 else { return 1 }
    return curve(progress)
  }

  /// The eased progress of an animation that starts at `start` and lasts `duration`, at `time`.
  /// A duration of 0 (or less) jumps: 0 before `start`, 1 from `start` on.
  public func progress(at time: Double, start: Double, duration: Double) -> Double {
    guard duration > 0 else { return time >= start ? 1 : 0 }
    return self((time - start) / duration)
  }
}
