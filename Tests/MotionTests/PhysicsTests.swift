import Foundation
import Motion
import Testing

/// UIScrollView's physics against their closed forms (docs/frames.md, "How the motion is computed").
@Suite struct DecelerationTests {
  @Test func ratesAndCoefficient() {
    #expect(Deceleration.normal.rate == 0.998)
    #expect(Deceleration.fast.rate == 0.99)
    #expect(abs(Deceleration.normal.coefficient - 1000 * log(0.998)) < 1e-12)
    #expect(Deceleration.normal.coefficient < 0)
  }

  @Test("Rest point x∞ = x0 − v0/k", arguments: [Deceleration.normal, .fast])
  func restPoint(deceleration: Deceleration) {
    let k = 1000 * log(deceleration.rate)
    for (x0, v0) in [(0.0, 1000.0), (250.0, -3000.0), (-40.0, 12.5)] {
      #expect(deceleration.restOffset(from: x0, velocity: v0) == x0 - v0 / k)
      // The curve approaches it: after a minute nothing is left.
      #expect(abs(deceleration.offset(from: x0, velocity: v0, at: 60) - (x0 - v0 / k)) < 1e-9)
    }
  }

  @Test("Apple's projection (v0/1000)·d/(1 − d) agrees to 0.6 % (0.11 % for normal)")
  func wwdcProjection() {
    for deceleration in [Deceleration.normal, .fast] {
      let d = deceleration.rate
      let apple = (1000.0 / 1000) * d / (1 - d)
      let model = deceleration.projectedDistance(velocity: 1000)
      #expect(abs(model - apple) / apple < (d == 0.998 ? 0.0011 : 0.006), "\(d): \(model) vs \(apple)")
    }
    // About half the velocity in seconds for normal, a tenth for fast.
    #expect(abs(Deceleration.normal.projectedDistance(velocity: 1) - 0.4995) < 0.0001)
    #expect(abs(Deceleration.fast.projectedDistance(velocity: 1) - 0.0995) < 0.0001)
  }

  @Test("Logged UIKit data: 4.62 pt/ms travels about 2300 pt (the model gives 2308)")
  func loggedUIKitFling() {
    let distance = Deceleration.normal.projectedDistance(velocity: 4620)
    #expect(abs(distance - 2308) < 1)
  }

  @Test("Duration T = ln(−kε/|v0|)/k leaves exactly ε to go")
  func duration() {
    let deceleration = Deceleration.normal
    let k = deceleration.coefficient
    for v0 in [800.0, -2500.0, 9000.0] {
      let epsilon = 0.5
      let duration = deceleration.duration(velocity: v0, threshold: epsilon)
      #expect(abs(duration - log(-k * epsilon / abs(v0)) / k) < 1e-12)
      let rest = deceleration.restOffset(from: 0, velocity: v0)
      let left = abs(rest - deceleration.offset(from: 0, velocity: v0, at: duration))
      #expect(abs(left - epsilon) < 1e-9)
    }
    // Nothing to do when less than ε would be travelled.
    #expect(deceleration.duration(velocity: 0.1, threshold: 0.5) == 0)
  }

  @Test("Time to reach p, t = ln(1 + k·|p − x0|/|v0|)/k, inverts x(t)")
  func timeToTravel() throws {
    let deceleration = Deceleration.fast
    let time = try #require(deceleration.time(toTravel: 150, velocity: 2000))
    #expect(abs(deceleration.offset(from: 10, velocity: 2000, at: time) - 160) < 1e-9)
    // Farther than the rest point: never.
    #expect(deceleration.time(toTravel: 500, velocity: 2000) == nil)
  }

  @Test("Re-timing: v0' = −k·distance comes to rest exactly on the target")
  func retiming() {
    let deceleration = Deceleration.normal
    let velocity = deceleration.velocity(toTravel: 1234.5)
    #expect(abs(deceleration.restOffset(from: 100, velocity: velocity) - 1334.5) < 1e-9)
  }

  @Test func velocityDecays() {
    let deceleration = Deceleration.normal
    // After one millisecond the velocity is multiplied by the rate.
    #expect(abs(deceleration.velocity(1000, at: 0.001) - 998) < 1e-9)
  }
}

@Suite struct RubberBandTests {
  @Test("b(x) = (1 − 1/(x·c/d + 1))·d: the reference's worked values for d = 960")
  func workedValues() {
    #expect(abs(RubberBand.offset(forOvershoot: 100, dimension: 960) - 52.0) < 0.05)
    #expect(abs(RubberBand.offset(forOvershoot: 960, dimension: 960) - 340.6) < 0.1)
    #expect(RubberBand.offset(forOvershoot: 0, dimension: 960) == 0)
    #expect(
      RubberBand.offset(forOvershoot: -100, dimension: 960) == -RubberBand.offset(forOvershoot: 100, dimension: 960))
  }

  @Test func closedForm() {
    for (x, d) in [(10.0, 844.0), (400.0, 390.0), (5000.0, 1080.0)] {
      let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
      #expect(RubberBand.offset(forOvershoot: x, dimension: d) == expected)
      // Never reaches the dimension; starts at the finger's speed times c.
      #expect(RubberBand.offset(forOvershoot: x, dimension: d) < d)
    }
    let slope = RubberBand.offset(forOvershoot: 1e-6, dimension: 500) / 1e-6
    #expect(abs(slope - 0.55) < 1e-6)
  }

  @Test func inverse() {
    for x in [0.0, 3.5, 120, 2000, -700] {
      let banded = RubberBand.offset(forOvershoot: x, dimension: 844)
      #expect(abs(RubberBand.overshoot(forOffset: banded, dimension: 844) - x) < 1e-6)
    }
    #expect(RubberBand.clamp(50, lower: 0, upper: 100, dimension: 300) == 50)
    #expect(
      RubberBand.clamp(-60, lower: 0, upper: 100, dimension: 300) == -RubberBand.offset(
        forOvershoot: 60, dimension: 300))
    #expect(
      abs(
        RubberBand.unclamp(
          RubberBand.clamp(180, lower: 0, upper: 100, dimension: 300), lower: 0, upper: 100, dimension: 300) - 180)
        < 1e-9)
  }
}

@Suite struct BounceSpringTests {
  @Test("x(t) = e^(−βt)(c1 + c2 t), c1 = x0, c2 = v0 + βx0, β = 10")
  func closedForm() {
    let spring = BounceSpring.scrollView
    #expect(spring.beta == 10)
    for (x0, v0, t) in [(50.0, 0.0, 0.1), (-20.0, 300.0, 0.25), (0.0, 2000.0, 0.1)] {
      let expected = exp(-10 * t) * (x0 + (v0 + 10 * x0) * t)
      #expect(abs(spring.displacement(x0, velocity: v0, at: t) - expected) < 1e-12)
    }
    // Arriving at an edge at 2000 pt/s overshoots by v0/(βe) at t = 1/β.
    #expect(abs(spring.displacement(0, velocity: 2000, at: 0.1) - 2000 / (10 * M_E)) < 1e-9)
  }

  @Test func velocityIsTheDerivative() {
    let spring = BounceSpring.scrollView
    let h = 1e-6
    for t in [0.0, 0.05, 0.3] {
      let numeric =
        (spring.displacement(40, velocity: -100, at: t + h) - spring.displacement(40, velocity: -100, at: t)) / h
      #expect(abs(spring.velocity(40, velocity: -100, at: t) - numeric) < 1e-3)
    }
  }

  @Test func settles() {
    let spring = BounceSpring.scrollView
    for (x0, v0) in [(80.0, 0.0), (0.0, 3000.0), (-30.0, 500.0)] {
      let time = spring.settleTime(displacement: x0, velocity: v0, threshold: 0.5)
      #expect(abs(spring.displacement(x0, velocity: v0, at: time)) <= 0.5 + 1e-9)
      for later in stride(from: time, to: time + 2, by: 0.01) {
        #expect(abs(spring.displacement(x0, velocity: v0, at: later)) <= 0.5 + 1e-9)
      }
      #expect(abs(spring.displacement(x0, velocity: v0, at: time - 0.001)) > 0.5 - 1e-6)
    }
  }
}

@Suite struct PagingTests {
  @Test func targetPage() {
    // Slow: the nearest page; fast: the next page in the direction of the velocity.
    #expect(Paging.targetPage(offset: 1100, velocity: 0, pageSize: 768) == 1)
    #expect(Paging.targetPage(offset: 1200, velocity: 100, pageSize: 768) == 2)
    #expect(Paging.targetPage(offset: 800, velocity: 1000, pageSize: 768) == 2)
    #expect(Paging.targetPage(offset: 800, velocity: -1000, pageSize: 768) == 1)
    #expect(Paging.targetPage(offset: 768, velocity: 1000, pageSize: 768) == 2)
    #expect(Paging.targetPage(offset: 768, velocity: -1000, pageSize: 768) == 0)
  }
}

@Suite struct TimingCurveTests {
  @Test(arguments: [
    TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
  ])
  func endpointsAndMonotonic(curve: TimingCurve) {
    #expect(curve.progress(0) == 0)
    #expect(curve.progress(1) == 1)
    var previous = 0.0
    for step in 1...100 {
      let value = curve.progress(Double(step) / 100)
      #expect(value >= previous - 1e-12)
      previous = value
    }
  }

  @Test func knownValues() {
    #expect(TimingCurve.linear.progress(0.3) == 0.3)
    #expect(abs(TimingCurve.easeInOut.progress(0.5) - 0.5) < 1e-9)
    // Ease-in starts slowly, ease-out ends slowly.
    #expect(TimingCurve.easeIn.progress(0.25) < 0.25)
    #expect(TimingCurve.easeOut.progress(0.25) > 0.25)
    // A Bézier through (1/3, 1/3) and (2/3, 2/3) is linear.
    let straight = TimingCurve.cubicBezier(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
    for x in stride(from: 0.0, through: 1, by: 0.05) { #expect(abs(straight.progress(x) - x) < 1e-9) }
    // The solver finds x exactly: CSS `ease` at x = 0.5 (bisection to 1e-15 gives 0.802403387584857).
    let ease = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    #expect(abs(ease.progress(0.5) - 0.802403387584857) < 1e-9)
  }

  @Test func parsing() throws {
    #expect(try TimingCurve.parse("ease-in-out") == .easeInOut)
    #expect(try TimingCurve.parse("cubic-bezier(0.1, 0.7, 1.0, 0.1)") == .cubicBezier(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1))
    #expect(throws: CurveSyntaxError.self) { try TimingCurve.parse("bouncy") }
    #expect(throws: CurveSyntaxError.self) { try TimingCurve.parse("cubic-bezier(1.5, 0, 0, 1)") }
    #expect(throws: CurveSyntaxError.self) { try TimingCurve.parse("cubic-bezier(0, 0, 1)") }
    #expect(TimingCurve.cubicBezier(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1).name == "cubic-bezier(0.1, 0.7, 1, 0.1)")
  }
}
