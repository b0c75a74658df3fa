/// How one coordinate of the content offset moves during a segment, as a function of the time
/// since the segment began. Every case ends exactly on its final value.
public indirect enum AxisMotion: Hashable, Sendable {
  /// Does not move.
  case still(Double)
  /// From `from` to `to` over `duration` seconds (`frames` frame intervals when the segment is
  /// counted in frames, so that frame j of n sits exactly at progress j/n), following `curve`.
  case tween(from: Double, to: Double, duration: Double, frames: Double?, curve: TimingCurve)
  /// UIScrollView's deceleration from `from` at `velocity` (points per second), ending exactly
  /// at `to` once `duration` seconds have passed.
  case decay(from: Double, velocity: Double, deceleration: Deceleration, duration: Double, to: Double)
  /// The bounce: a spring from `rest + displacement` with `velocity` back to `rest`.
  case spring(rest: Double, displacement: Double, velocity: Double, spring: BounceSpring, duration: Double)
  /// A finger moving from `from` to `to` (in content-offset terms) over `duration` seconds along
  /// `curve`; past `lower…upper` the content follows through the rubber band.
  case drag(
    from: Double, to: Double, duration: Double, frames: Double?, curve: TimingCurve,
    lower: Double, upper: Double, dimension: Double)
  /// `first`, then `then` from the moment `first` ends.
  case sequence(AxisMotion, then: AxisMotion)

  /// How long the motion lasts, in seconds.
  public var duration: Double {
    switch self {
    case .still: 0
    case .tween(_, _, let duration, _, _): duration
    case .decay(_, _, _, let duration, _): duration
    case .spring(_, _, _, _, let duration): duration
    case .drag(_, _, let duration, _, _, _, _, _): duration
    case .sequence(let first, let then): first.duration + then.duration
    }
  }

  /// The value once the motion has ended.
  public var final: Double {
    switch self {
    case .still(let value): value
    case .tween(_, let to, _, _, _): to
    case .decay(_, _, _, _, let to): to
    case .spring(let rest, _, _, _, _): rest
    case .drag(_, let to, _, _, _, let lower, let upper, let dimension):
      RubberBand.clamp(to, lower: lower, upper: upper, dimension: dimension)
    case .sequence(_, let then): then.final
    }
  }

  /// The value `time` seconds after the start; `frame` is the same instant counted in frames
  /// from the start (used for exact progress when the motion is counted in frames).
  public func value(at time: Double, frame: Double) -> Double {
    switch self {
    case .still(let value):
      return value
    case .tween(let from, let to, let duration, let frames, let curve):
      return from
        + Self.progress(
          time: time, frame: frame, duration: duration, frames: from == to ? nil : frames, curve: curve, span: to - from
        )
    case .decay(let from, let velocity, let deceleration, let duration, let to):
      if time >= duration { return to }
      if time <= 0 { return from }
      return deceleration.offset(from: from, velocity: velocity, at: time)
    case .spring(let rest, let displacement, let velocity, let spring, let duration):
      if time >= duration { return rest }
      return rest + spring.displacement(displacement, velocity: velocity, at: Swift.max(time, 0))
    case .drag(let from, let to, let duration, let frames, let curve, let lower, let upper, let dimension):
      let finger =
        from
        + Self.progress(time: time, frame: frame, duration: duration, frames: frames, curve: curve, span: to - from)
      return RubberBand.clamp(finger, lower: lower, upper: upper, dimension: dimension)
    case .sequence(let first, let then):
      let split = first.duration
      if time < split { return first.value(at: time, frame: frame) }
      let frameSplit = first.frameLength
      return then.value(at: time - split, frame: frameSplit.map { frame - $0 } ?? .nan)
    }
  }

  /// The length in frames when the motion is counted in frames throughout.
  var frameLength: Double? {
    switch self {
    case .still: 0
    case .tween(_, _, _, let frames, _): frames
    case .drag(_, _, _, let frames, _, _, _, _): frames
    case .decay, .spring: nil
    case .sequence(let first, let then):
      if let a = first.frameLength, let b = then.frameLength { a + b } else { nil }
    }
  }

  /// `span` times the curve's progress. Counted in frames, frame j of n is exactly `span·j/n`
  /// for the linear curve (the issue's `from + (to − from)·k/(N−1)`).
  static func progress(
    time: Double, frame: Double, duration: Double, frames: Double?, curve: TimingCurve, span: Double
  ) -> Double {
    if let frames, frames > 0, frame.isFinite {
      let j = Swift.min(Swift.max(frame, 0), frames)
      if case .linear = curve { return span * j / frames }
      return span * curve.progress(j / frames)
    }
    guard duration > 0 else { return span }
    let fraction = Swift.min(Swift.max(time / duration, 0), 1)
    if case .linear = curve { return span * fraction }
    return span * curve.progress(fraction)
  }
}
