import DisplayList
import Foundation
import Geometry

/// Elliptical arcs as cubic Bézier curves, the way SVG's `A` command and Cairo's circular arcs are
/// turned into the curves a ``PathElement`` can hold.
enum EllipticalArc {
  /// The curves of SVG's `A` command from `start` to `end`, following SVG 1.1's implementation
  /// notes (appendix F.6.5, "Conversion from endpoint to center parameterization", and F.6.6,
  /// "Correction of out-of-range radii"): no curve when the ends coincide, a straight line when
  /// a radius is zero, radii scaled up when they cannot reach from one end to the other.
  static func curves(
    from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double,
    largeArc: Bool, sweep: Bool
  ) -> [PathElement] {
    if start == end { return [] }
    var rx = abs(radiusX)
    var ry = abs(radiusY)
    if rx == 0 || ry == 0 { return [.line(end)] }
    let phi = rotationDegrees * Double.pi / 180
    let (cosPhi, sinPhi) = exactCosineAndSine(phi)
    // F.6.5.1: the start point in the ellipse's own axes, about the chord's midpoint.
    let halfDX = (start.x - end.x) / 2
    let halfDY = (start.y - end.y) / 2
    let x1 = cosPhi * halfDX + sinPhi * halfDY
    let y1 = -sinPhi * halfDX + cosPhi * halfDY
    // F.6.6.2: radii too small to span the chord grow, keeping their ratio.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    // F.6.5.2: the centre in the ellipse's axes; the sign picks one of the two candidate ellipses.
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    let sign: Double = largeArc == sweep ? -1 : 1
    let coefficient = sign * max(0, numerator / denominator).squareRoot()
    let centerX1 = coefficient * rx * y1 / ry
    let centerY1 = -coefficient * ry * x1 / rx
    // F.6.5.3: back to user space.
    let center = Point(
      x: cosPhi * centerX1 - sinPhi * centerY1 + (start.x + end.x) / 2,
      y: sinPhi * centerX1 + cosPhi * centerY1 + (start.y + end.y) / 2)
    // F.6.5.5–6: the start angle and the sweep, negative when the arc runs against the angles.
    let startAngle = angle(from: (1, 0), to: ((x1 - centerX1) / rx, (y1 - centerY1) / ry))
    var delta = angle(
      from: ((x1 - centerX1) / rx, (y1 - centerY1) / ry), to: ((-x1 - centerX1) / rx, (-y1 - centerY1) / ry))
    if !sweep && delta > 0 { delta -= 2 * Double.pi }
    if sweep && delta < 0 { delta += 2 * Double.pi }
    var curves = self.curves(
      center: center, radiusX: rx, radiusY: ry, rotation: (cosPhi, sinPhi), startAngle: startAngle, sweep: delta)
    // The last curve ends exactly where the command said, whatever the rounding on the way.
    if case .curve(let control1, let control2, _) = curves.last {
      curves[curves.count - 1] = .curve(control1: control1, control2: control2, to: end)
    }
    return curves
  }

  /// The curves of an ellipse's arc around `center` from `startAngle` through `sweep` radians
  /// (positive: towards +y, clockwise on screen), the ellipse's axes turned by `rotation`
  /// (cosine, sine), in at most quarter-turn pieces.
  ///
  /// Each piece is the standard approximation of a circular arc of angle θ by one cubic curve,
  /// control points along the end tangents at 4/3·tan(θ/4) of the radius (Riškus, "Approximation
  /// of a cubic Bézier curve by circular arcs and vice versa", 2006), off by at most 0.03 % of the
  /// radius for a quarter turn: well under a device pixel at icon sizes.
  static func curves(
    center: Point, radiusX: Double, radiusY: Double, rotation: (cosine: Double, sine: Double),
    startAngle: Double, sweep: Double
  ) -> [PathElement] {
    guard sweep != 0, sweep.isFinite else { return [] }
    // A sweep a rounding error past a quarter turn stays one piece.
    let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4.0 / 3.0 * tan(step / 4)
    func place(_ x: Double, _ y: Double) -> Point {
      Point(
        x: center.x + radiusX * x * rotation.cosine - radiusY * y * rotation.sine,
        y: center.y + radiusX * x * rotation.sine + radiusY * y * rotation.cosine)
    }
    return (0..<count).map { index in
      let from = exactCosineAndSine(startAngle + Double(index) * step)
      let to = exactCosineAndSine(startAngle + Double(index + 1) * step)
      return .curve(
        control1: place(from.cosine - handle * from.sine, from.sine + handle * from.cosine),
        control2: place(to.cosine + handle * to.sine, to.sine - handle * to.cosine),
        to: place(to.cosine, to.sine))
    }
  }

  /// The signed angle from `u` to `v` (F.6.5.4), in (−π, π].
  private static func angle(from u: (Double, Double), to v: (Double, Double)) -> Double {
    atan2(u.0 * v.1 - u.1 * v.0, u.0 * v.0 + u.1 * v.1)
  }
}
