import DisplayList
import Foundation
import Geometry

/// The status bar's signal and Wi-Fi glyphs, full strength, as an iPhone draws them left of the
/// battery: four bars rising left to right, and a fan of two bands over a wedge opening upwards.
enum StatusBarGlyphs {
  /// The four signal bars, 3 points wide and 1.5 apart (16.5 in all), 4 to 11 points tall,
  /// standing on `bottom`, the last one ending at `right`.
  static func signal(right: Double, bottom: Double, ink: Color) -> [DisplayNode] {
    let heights = [4.0, 6.5, 9, 11]
    return heights.enumerated().map { index, height in
      let x = right - 16.5 + Double(index) * 4.5
      return .shape(
        ShapeNode(rect: Rect(x: x, y: bottom - height, width: 3, height: height), cornerRadius: 1, fill: ink))
    }
  }

  /// The signal bars' width, for placing what comes left of them.
  static let signalWidth = 16.5

  /// The Wi-Fi fan: a wedge and two bands around the point (`centerX`, `bottom`), spanning 45°
  /// either side of straight up, 11 points tall and about 15.6 wide.
  static func wifi(centerX: Double, bottom: Double, ink: Color) -> [DisplayNode] {
    let center = Point(x: centerX, y: bottom)
    let start = -3 * Double.pi / 4
    let end = -Double.pi / 4
    // The wedge.
    var nodes: [DisplayNode] = [
      .path(
        PathNode(
          elements: [.move(center), .arc(center: center, radius: 3.9, startAngle: start, endAngle: end), .close],
          fill: ink))
    ]
    // The bands, each an outer arc, then the inner arc traced back.
    for (inner, outer) in [(4.9, 7.5), (8.5, 11.0)] {
      let backStart = point(center, inner, end)
      let (control1, control2, to) = quarterArcBack(center: center, radius: inner, from: end, to: start)
      nodes.append(
        .path(
          PathNode(
            elements: [
              .move(point(center, outer, start)), .arc(center: center, radius: outer, startAngle: start, endAngle: end),
              .line(backStart), .curve(control1: control1, control2: control2, to: to), .close,
            ], fill: ink)))
    }
    return nodes
  }

  /// The Wi-Fi fan's width: twice 11 × sin 45°.
  static let wifiWidth = 2 * 11 * sin(Double.pi / 4)

  private static func point(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  /// One cubic Bézier for the arc of `radius` from angle `from` to `to` (a quarter turn at most),
  /// anticlockwise on screen when `to` < `from`: the path elements' arc only turns clockwise.
  /// The control points lie 4/3 · tan(θ/4) · radius along the tangents (the usual approximation,
  /// within 0.03 % of the radius for a quarter turn).
  private static func quarterArcBack(center: Point, radius: Double, from: Double, to: Double) -> (
    Point, Point, Point
  ) {
    let k = 4.0 / 3 * tan((to - from) / 4) * radius
    let start = point(center, radius, from)
    let finish = point(center, radius, to)
    return (
      Point(x: start.x - k * sin(from), y: start.y + k * cos(from)),
      Point(x: finish.x + k * sin(to), y: finish.y - k * cos(to)), finish
    )
  }
}
