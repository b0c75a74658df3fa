import DisplayList
import Geometry
import SceneModel

/// A few common SF Symbols drawn as vector paths in their square (``ListMetrics/symbolSize(_:)``),
/// in the image's tint: `circle`, `circle.fill`, `square`, `square.fill`, `star.fill`,
/// `heart.fill`, `wifi`, `person.fill`, `house.fill`, `folder.fill`, `checkmark`,
/// `chevron.forward` (`chevron.right`), `plus`, `minus`, `info.circle`. Any other name draws a
/// rounded box with the name in it, so a missing symbol is visible and named
/// (`docs/lists-and-cells.md`, "Symbols").
enum SymbolGlyphs {
  /// The names drawn as glyphs.
  static let names: Set<String> = [
    "circle", "circle.fill", "square", "square.fill", "star.fill", "heart.fill", "wifi", "person.fill",
    "house.fill", "folder.fill", "checkmark", "chevron.forward", "chevron.right", "plus", "minus", "info.circle",
  ]

  /// The symbol `name` in `box` (a square), in `color`; `rightToLeft` mirrors directional
  /// symbols (the chevron).
  static func nodes(_ name: String, in box: Rect, color: Color, rightToLeft: Bool = false) -> [DisplayNode] {
    // The icon set's drawing of the name comes first (docs/symbols.md); the hand-made glyphs
    // and the named placeholder cover what it lacks.
    if let nodes = SymbolCatalog.nodes(named: name, in: box, color: color, rightToLeft: rightToLeft) { return nodes }
    let side = box.width
    func point(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * side, y: box.minY + y * side) }
    let centre = Point(x: box.midX, y: box.midY)
    let line = side * 0.09
    switch name {
    case "circle":
      return [GlyphPaths.ring(in: box.insetBy(side * 0.04), width: line, color: color)]
    case "circle.fill":
      return [GlyphPaths.disc(center: centre, radius: side * 0.46, color: color)]
    case "square":
      return [
        .shape(
          ShapeNode(
            rect: box.insetBy(side * 0.06), cornerRadius: side * 0.18, border: Border(color: color, width: line)))
      ]
    case "square.fill":
      return [.shape(ShapeNode(rect: box.insetBy(side * 0.06), cornerRadius: side * 0.18, fill: color))]
    case "star.fill":
      let points = (0..<10).map { index -> Point in
        let radius = index.isMultiple(of: 2) ? side * 0.5 : side * 0.2
        let (cosine, sine) = exactCosineAndSine(-Double.pi / 2 + Double(index) * Double.pi / 5)
        return Point(x: centre.x + radius * cosine, y: centre.y + 0.04 * side + radius * sine)
      }
      return [GlyphPaths.polygon(points, color: color)]
    case "heart.fill":
      // The classic heart curve, x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t.
      let points = (0..<64).map { index -> Point in
        let t = Double(index) / 64 * 2 * Double.pi
        let (c1, s1) = exactCosineAndSine(t)
        let c2 = exactCosineAndSine(2 * t).cosine
        let c3 = exactCosineAndSine(3 * t).cosine
        let c4 = exactCosineAndSine(4 * t).cosine
        let x = 16 * s1 * s1 * s1
        let y = 13 * c1 - 5 * c2 - 2 * c3 - c4
        return Point(x: centre.x + x / 34 * side, y: centre.y + 0.03 * side - y / 34 * side)
      }
      return [GlyphPaths.polygon(points, color: color)]
    case "wifi":
      let origin = point(0.5, 0.86)
      let arcs = [(0.3, 0.46), (0.58, 0.74)].map { inner, outer in
        GlyphPaths.annularSector(
          center: origin, inner: inner * side, outer: outer * side, startAngle: -0.75 * Double.pi,
          endAngle: -0.25 * Double.pi, color: color)
      }
      return [GlyphPaths.disc(center: Point(x: origin.x, y: origin.y - 0.06 * side), radius: side * 0.1, color: color)]
        + arcs
    case "person.fill":
      return [
        GlyphPaths.disc(center: point(0.5, 0.3), radius: side * 0.2, color: color),
        .path(
          PathNode(
            elements: [
              .move(point(0.1, 0.95)),
              .arc(center: point(0.5, 0.95), radius: side * 0.4, startAngle: Double.pi, endAngle: 2 * Double.pi),
              .close,
            ], fill: color)),
      ]
    case "house.fill":
      return [
        GlyphPaths.polygon(
          [
            point(0.5, 0.08), point(0.95, 0.5), point(0.82, 0.5), point(0.82, 0.92), point(0.18, 0.92),
            point(0.18, 0.5), point(0.05, 0.5),
          ], color: color)
      ]
    case "folder.fill":
      return [
        GlyphPaths.polygon(
          [
            point(0.04, 0.18), point(0.38, 0.18), point(0.46, 0.28), point(0.96, 0.28), point(0.96, 0.84),
            point(0.04, 0.84),
          ], color: color)
      ]
    case "checkmark":
      return [GlyphPaths.stroke([point(0.12, 0.55), point(0.4, 0.82), point(0.88, 0.2)], width: line, color: color)]
    case "chevron.forward", "chevron.right":
      let x0 = rightToLeft ? 0.66 : 0.34
      let x1 = rightToLeft ? 0.34 : 0.66
      return [GlyphPaths.stroke([point(x0, 0.14), point(x1, 0.5), point(x0, 0.86)], width: line, color: color)]
    case "plus":
      return [
        GlyphPaths.bar(
          Rect(x: centre.x - line / 2, y: box.minY + 0.1 * side, width: line, height: 0.8 * side), color: color),
        GlyphPaths.bar(
          Rect(x: box.minX + 0.1 * side, y: centre.y - line / 2, width: 0.8 * side, height: line), color: color),
      ]
    case "minus":
      return [
        GlyphPaths.bar(
          Rect(x: box.minX + 0.1 * side, y: centre.y - line / 2, width: 0.8 * side, height: line), color: color)
      ]
    case "info.circle":
      return [
        GlyphPaths.ring(in: box.insetBy(side * 0.04), width: line * 0.8, color: color),
        GlyphPaths.disc(center: point(0.5, 0.3), radius: side * 0.065, color: color),
        GlyphPaths.bar(
          Rect(x: centre.x - side * 0.045, y: box.minY + 0.43 * side, width: side * 0.09, height: side * 0.32),
          color: color),
      ]
    default:
      return placeholder(name, in: box, color: color)
    }
  }

  /// A rounded box with `name` in small text: a symbol the renderer does not draw.
  static func placeholder(_ name: String, in box: Rect, color: Color) -> [DisplayNode] {
    [
      .shape(ShapeNode(rect: box, cornerRadius: box.width * 0.15, border: Border(color: color, width: 1))),
      .text(
        TextNode(
          text: name, frame: box.insetBy(1.5),
          font: Style.systemFont(size: max(4, box.width * 0.26)),
          color: color, alignment: .center, verticalAlignment: .center, maximumLines: 2, truncation: .middle)),
    ]
  }
}

extension Rect {
  /// The rectangle inset by `amount` on every side.
  fileprivate func insetBy(_ amount: Double) -> Rect { inset(by: EdgeInsets(all: amount)) }
}
