import Foundation

/// UIScrollView's resistance when dragged past an edge: an overshoot x beyond the edge, along an
/// axis where the view measures `dimension`
/// points, shows as
///
/// ```
/// b(x) = (1 − 1 / (x·c / dimension + 1)) · dimension        c = 0.55
/// ```
/// which starts at the finger's speed (b'(0) = c) and never reaches `dimension`. Sources:
/// "Analysis of Apple's rubber band scrolling" (squareb), ScrollMechanics' `RubberBand.swift`.
public enum RubberBand {
  /// Apple's constant.
  public static let coefficient = 0.55

  /// How far past the edge the content shows for a finger `overshoot` points past it (negative
  /// overshoots mirror positive ones).
  public static func offset(forOvershoot overshoot: Double, dimension: Double, coefficient: Double = coefficient)
    -> Double
  {
    guard dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let banded = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// `value` inside `lower…upper` unchanged; beyond it, the edge plus the banded overshoot.
  public static func clamp(_ value: Double, lower: Double, upper: Double, dimension: Double) -> Double {
    if value < lower { return lower + offset(forOvershoot: value - lower, dimension: dimension) }
    if value > upper { return upper + offset(forOvershoot: value - upper, dimension: dimension) }
    return value
  }

  /// The finger overshoot that shows as `banded` past the edge: the inverse of
  /// ``offset(forOvershoot:dimension:coefficient:)``, x = (dimension/c)·(1/(1 − b/dimension) − 1).
  /// A band of `dimension` or more (never reached by dragging) maps to the same as just below it.
  public static func overshoot(forOffset banded: Double, dimension: Double, coefficient: Double = coefficient) -> Double
  {
    guard dimension > 0 else { return banded }
    let b = Swift.min(abs(banded), dimension * (1 - 1e-9))
    let x = dimension / coefficient * (1 / (1 - b / dimension) - 1)
    return banded < 0 ? -x : x
  }

  /// The finger position for a shown `value`: the inverse of ``clamp(_:lower:upper:dimension:)``.
  public static func unclamp(_ value: Double, lower: Double, upper: Double, dimension: Double) -> Double {
    if value < lower { return lower + overshoot(forOffset: value - lower, dimension: dimension) }
    if value > upper { return upper + overshoot(forOffset: value - upper, dimension: dimension) }
    return value
  }
}

/// The bounce back to an edge: a critically damped spring (mass 1, stiffness 100, damping ratio 1),
/// Lobanov's approximation of UIScrollView's (docs/frames.md, "How the motion is computed"; Apple's
/// exact constants are not published). With β = √(stiffness/mass), a displacement x0 from the rest
/// point and a velocity v0:
///
/// ```
/// x(t) = e^(−β t) · (c1 + c2 · t)        c1 = x0,  c2 = v0 + β·x0
/// ```
public struct BounceSpring: Hashable, Sendable {
  /// Stiffness over mass, per second squared.
  public var stiffness: Double

  /// A spring of `stiffness` (per second squared, positive; 100 by default).
  public init(stiffness: Double = 100) {
    precondition(stiffness > 0, "a spring needs a positive stiffness")
    self.stiffness = stiffness
  }

  /// UIScrollView's bounce as modelled by Lobanov.
  public static let scrollView = BounceSpring()

  /// β = √stiffness (the damping rate of a critically damped unit mass).
  public var beta: Double { stiffness.squareRoot() }

  /// The displacement from rest `time` seconds after starting at `displacement` with `velocity`.
  public func displacement(_ displacement: Double, velocity: Double, at time: Double) -> Double {
    let beta = self.beta
    let c2 = velocity + beta * displacement
    return exp(-beta * time) * (displacement + c2 * time)
  }

  /// The velocity `time` seconds after starting at `displacement` with `velocity`.
  public func velocity(_ displacement: Double, velocity: Double, at time: Double) -> Double {
    let beta = self.beta
    let c2 = velocity + beta * displacement
    return exp(-beta * time) * (c2 - beta * (displacement + c2 * time))
  }

  /// The time after which the displacement stays below `threshold` (by bisection on the
  /// monotonic tail after the turning point and the crossing, if any).
  public func settleTime(displacement: Double, velocity: Double, threshold: Double) -> Double {
    let beta = self.beta
    let c1 = displacement
    let c2 = velocity + beta * displacement
    // x(t) = e^(−βt)(c1 + c2 t) has at most one zero (t = −c1/c2) and one extremum
    // (t = (c2 − β c1)/(β c2)); after both, |x| decreases monotonically to 0.
    var tail = 0.0
    if c2 != 0 {
      let zero = -c1 / c2
      let extremum = (c2 - beta * c1) / (beta * c2)
      if zero.isFinite { tail = Swift.max(tail, zero) }
      if extremum.isFinite { tail = Swift.max(tail, extremum) }
    }
    func size(_ t: Double) -> Double { abs(self.displacement(displacement, velocity: velocity, at: t)) }
    if size(tail) < threshold { return tail }
    var high = tail + 1 / beta
    while size(high) >= threshold { high = tail + (high - tail) * 2 }
    var low = tail
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if size(middle) >= threshold { low = middle } else { high = middle }
      if high - low < 1e-9 { break }
    }
    return high
  }
}

/// Paging (`isPagingEnabled`): the scroll view stops on multiples of its bounds size. UIKit's
/// choice of page is not documented (docs/frames.md, "How the motion is computed"); the common
/// emulation: a slow release settles on the nearest page, a faster one moves to the next page in
/// the direction of the velocity.
public enum Paging {
  /// Below this speed (points per second) a release settles on the nearest page.
  public static let velocityThreshold = 300.0

  /// The page (index) a release at `offset` with `velocity` settles on, pages `pageSize` apart.
  public static func targetPage(offset: Double, velocity: Double, pageSize: Double) -> Int {
    let position = offset / pageSize
    if abs(velocity) < velocityThreshold { return Int(position.rounded(.toNearestOrAwayFromZero)) }
    return velocity > 0 ? Int(position.rounded(.down)) + 1 : Int(position.rounded(.up)) - 1
  }
}
