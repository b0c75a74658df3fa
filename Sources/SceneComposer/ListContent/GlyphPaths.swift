import CollectionLayout
import DisplayList
import Geometry

/// Vector building blocks for accessory glyphs, symbols and list backgrounds: strokes as filled
/// outlines (the display list fills paths only), discs, rings and rectangles with some corners
/// rounded.
enum GlyphPaths {
  /// A polyline `width` wide with round joins and caps, in `color`. The segments and joins
  /// overlap, so they are drawn opaque inside a group that carries the colour's alpha: a
  /// translucent stroke (tertiary label) stays even where pieces overlap.
  static func stroke(_ points: [Point], width: Double, color: Color) -> DisplayNode {
    let opaque = Color(red: color.red, green: color.green, blue: color.blue)
    let half = width / 2
    var children: [DisplayNode] = []
    for (start, end) in zip(points, points.dropFirst()) {
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
      let nx = -dy / length * half
      let ny = dx / length * half
      children.append(
        .path(
          PathNode(
            elements: [
              .move(Point(x: start.x + nx, y: start.y + ny)), .line(Point(x: end.x + nx, y: end.y + ny)),
              .line(Point(x: end.x - nx, y: end.y - ny)), .line(Point(x: start.x - nx, y: start.y - ny)), .close,
            ], fill: opaque)))
    }
    for point in points { children.append(disc(center: point, radius: half, color: opaque)) }
    return .group(DisplayGroup(opacity: color.alpha, children: children))
  }

  /// A filled circle.
  static func disc(center: Point, radius: Double, color: Color) -> DisplayNode {
    .path(
      PathNode(
        elements: [
          .move(Point(x: center.x + radius, y: center.y)),
          .arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi), .close,
        ], fill: color))
  }

  /// A circle's outline `width` wide, inside the square `box`.
  static func ring(in box: Rect, width: Double, color: Color) -> DisplayNode {
    .shape(ShapeNode(rect: box, cornerRadius: box.width / 2, border: Border(color: color, width: width)))
  }

  /// A bar with round ends.
  static func bar(_ rect: Rect, color: Color) -> DisplayNode {
    .shape(ShapeNode(rect: rect, cornerRadius: min(rect.width, rect.height) / 2, fill: color))
  }

  /// A polygon through `points`.
  static func polygon(_ points: [Point], color: Color) -> DisplayNode {
    guard let first = points.first else { return .group(DisplayGroup(children: [])) }
    return .path(PathNode(elements: [.move(first)] + points.dropFirst().map { .line($0) } + [.close], fill: color))
  }

  /// The ring between `outer` and `inner` radii from `startAngle` to `endAngle` (clockwise on
  /// screen) around `center`: the outer edge as an arc, the inner one sampled back.
  static func annularSector(
    center: Point, inner: Double, outer: Double, startAngle: Double, endAngle: Double, color: Color
  ) -> DisplayNode {
    func point(_ angle: Double, _ radius: Double) -> Point {
      let (cosine, sine) = exactCosineAndSine(angle)
      return Point(x: center.x + radius * cosine, y: center.y + radius * sine)
    }
    var elements: [PathElement] = [
      .move(point(startAngle, outer)),
      .arc(center: center, radius: outer, startAngle: startAngle, endAngle: endAngle),
    ]
    let steps = 24
    for step in 0...steps {
      let angle = endAngle - (endAngle - startAngle) * Double(step) / Double(steps)
      elements.append(.line(point(angle, inner)))
    }
    elements.append(.close)
    return .path(PathNode(elements: elements, fill: color))
  }

  /// The outline of `rect` with `corners` rounded to `radius` (clamped to half the shorter
  /// side), the others square.
  static func roundedRect(_ rect: Rect, radius: Double, corners: RectCorners) -> [PathElement] {
    let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
    let quarter = Double.pi / 2
    func corner(_ which: RectCorners) -> Double { corners.contains(which) ? r : 0 }
    var elements: [PathElement] = [.move(Point(x: rect.minX + corner(.topLeft), y: rect.minY))]
    let topRight = corner(.topRight)
    elements.append(.line(Point(x: rect.maxX - topRight, y: rect.minY)))
    if topRight > 0 {
      elements.append(
        .arc(
          center: Point(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, startAngle: -quarter,
          endAngle: 0))
    }
    let bottomRight = corner(.bottomRight)
    elements.append(.line(Point(x: rect.maxX, y: rect.maxY - bottomRight)))
    if bottomRight > 0 {
      elements.append(
        .arc(
          center: Point(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, startAngle: 0,
          endAngle: quarter))
    }
    let bottomLeft = corner(.bottomLeft)
    elements.append(.line(Point(x: rect.minX + bottomLeft, y: rect.maxY)))
    if bottomLeft > 0 {
      elements.append(
        .arc(
          center: Point(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft,
          startAngle: quarter, endAngle: 2 * quarter))
    }
    let topLeft = corner(.topLeft)
    elements.append(.line(Point(x: rect.minX, y: rect.minY + topLeft)))
    if topLeft > 0 {
      elements.append(
        .arc(
          center: Point(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, startAngle: 2 * quarter,
          endAngle: 3 * quarter))
    }
    elements.append(.close)
    return elements
  }
}
