import DisplayList
import Geometry

/// Where a symbol's view box points land in its box: `x · scale + translateX`,
/// `y · scaleY + translateY`; a negative `scale` mirrors (right to left).
struct SymbolPlacement: Sendable {
  /// The horizontal scale, negative to mirror.
  var scale: Double
  /// The vertical scale.
  var scaleY: Double
  /// Where the view box's x = 0 lands.
  var translateX: Double
  /// Where the view box's y = 0 lands.
  var translateY: Double

  /// `point` placed.
  func point(_ point: Point) -> Point {
    Point(x: point.x * scale + translateX, y: point.y * scaleY + translateY)
  }

  /// `element` placed; a circular arc under a mirror becomes cubic curves, since a mirrored
  /// arc runs anticlockwise and ``PathElement/arc(center:radius:startAngle:endAngle:)`` runs
  /// clockwise only.
  func apply(_ element: PathElement) -> [PathElement] {
    switch element {
    case .move(let target): return [.move(point(target))]
    case .line(let target): return [.line(point(target))]
    case .curve(let control1, let control2, let target):
      return [.curve(control1: point(control1), control2: point(control2), to: point(target))]
    case .close: return [.close]
    case .arc(let center, let radius, let start, let end):
      if scale > 0 {
        return [.arc(center: point(center), radius: radius * scaleY, startAngle: start, endAngle: end)]
      }
      // Cairo's rule for `cairo_arc`: the end angle grows by whole turns until it is past the start.
      var sweep = end - start
      while sweep < 0 { sweep += 2 * Double.pi }
      let (cosine, sine) = exactCosineAndSine(start)
      let arcStart = Point(x: center.x + radius * cosine, y: center.y + radius * sine)
      let curves = EllipticalArc.curves(
        center: center, radiusX: radius, radiusY: radius, rotation: (1, 0), startAngle: start, sweep: sweep)
      return [.line(point(arcStart))] + curves.flatMap(apply)
    }
  }
}
