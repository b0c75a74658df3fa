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
  static let names: Set<String> = Set(drawings.keys)

  /// The symbol `name` in `box` (a square), in `color`; `rightToLeft` mirrors directional
  /// symbols (the chevron).
  static func nodes(_ name: String, in box: Rect, color: Color, rightToLeft: Bool = false) -> [DisplayNode] {
    // The icon set's drawing of the name comes first (docs/symbols.md); the hand-made glyphs
    // and the named placeholder cover what it lacks.
    if let nodes = SymbolCatalog.nodes(named: name, in: box, color: color, rightToLeft: rightToLeft) { return nodes }
    guard let drawing = drawings[name] else { return placeholder(name, in: box, color: color) }
    return drawing(Canvas(box: box, color: color, rightToLeft: rightToLeft))
  }

  /// Where a hand-made glyph is drawn, and the measures the glyphs share.
  struct Canvas {
    /// The symbol's square.
    let box: Rect
    let color: Color
    /// Whether directional symbols point the other way.
    let rightToLeft: Bool

    /// The square's side.
    var side: Double { box.width }
    /// The square's centre.
    var centre: Point { Point(x: box.midX, y: box.midY) }
    /// The stroke width of outlined glyphs.
    var line: Double { side * 0.09 }

    /// The point at fractions (`x`, `y`) of the square from its top-left corner.
    func point(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * side, y: box.minY + y * side) }
  }

  /// The hand-made glyphs by symbol name: each draws its symbol on a canvas.
  static let drawings: [String: @Sendable (Canvas) -> [DisplayNode]] = [
    "circle": { c in [GlyphPaths.ring(in: c.box.insetBy(c.side * 0.04), width: c.line, color: c.color)] },
    "circle.fill": { c in [GlyphPaths.disc(center: c.centre, radius: c.side * 0.46, color: c.color)] },
    "square": { c in
      [
        .shape(
          ShapeNode(
            rect: c.box.insetBy(c.side * 0.06), cornerRadius: c.side * 0.18,
            border: Border(color: c.color, width: c.line)))
      ]
    },
    "square.fill": { c in
      [.shape(ShapeNode(rect: c.box.insetBy(c.side * 0.06), cornerRadius: c.side * 0.18, fill: c.color))]
    },
    "star.fill": { c in
      let points = (0..<10).map { index -> Point in
        let radius = index.isMultiple(of: 2) ? c.side * 0.5 : c.side * 0.2
        let (cosine, sine) = exactCosineAndSine(-Double.pi / 2 + Double(index) * Double.pi / 5)
        return Point(x: c.centre.x + radius * cosine, y: c.centre.y + 0.04 * c.side + radius * sine)
      }
      return [GlyphPaths.polygon(points, color: c.color)]
    },
    "heart.fill": { c in
      // The classic heart curve, x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t.
      let points = (0..<64).map { index -> Point in
        let t = Double(index) / 64 * 2 * Double.pi
        let (c1, s1) = exactCosineAndSine(t)
        let c2 = exactCosineAndSine(2 * t).cosine
        let c3 = exactCosineAndSine(3 * t).cosine
        let c4 = exactCosineAndSine(4 * t).cosine
        let x = 16 * s1 * s1 * s1
        let y = 13 * c1 - 5 * c2 - 2 * c3 - c4
        return Point(x: c.centre.x + x / 34 * c.side, y: c.centre.y + 0.03 * c.side - y / 34 * c.side)
      }
      return [GlyphPaths.polygon(points, color: c.color)]
    },
    "wifi": { c in
      let origin = c.point(0.5, 0.86)
      let arcs = [(0.3, 0.46), (0.58, 0.74)].map { inner, outer in
        GlyphPaths.annularSector(
          center: origin, inner: inner * c.side, outer: outer * c.side, startAngle: -0.75 * Double.pi,
          endAngle: -0.25 * Double.pi, color: c.color)
      }
      let dot = GlyphPaths.disc(
        center: Point(x: origin.x, y: origin.y - 0.06 * c.side), radius: c.side * 0.1, color: c.color)
      return [dot] + arcs
    },
    "person.fill": { c in
      [
        GlyphPaths.disc(center: c.point(0.5, 0.3), radius: c.side * 0.2, color: c.color),
        .path(
          PathNode(
            elements: [
              .move(c.point(0.1, 0.95)),
              .arc(center: c.point(0.5, 0.95), radius: c.side * 0.4, startAngle: Double.pi, endAngle: 2 * Double.pi),
              .close,
            ], fill: c.color)),
      ]
    },
    "house.fill": { c in
      [
        GlyphPaths.polygon(
          [
            c.point(0.5, 0.08), c.point(0.95, 0.5), c.point(0.82, 0.5), c.point(0.82, 0.92), c.point(0.18, 0.92),
            c.point(0.18, 0.5), c.point(0.05, 0.5),
          ], color: c.color)
      ]
    },
    "folder.fill": { c in
      [
        GlyphPaths.polygon(
          [
            c.point(0.04, 0.18), c.point(0.38, 0.18), c.point(0.46, 0.28), c.point(0.96, 0.28), c.point(0.96, 0.84),
            c.point(0.04, 0.84),
          ], color: c.color)
      ]
    },
    "checkmark": { c in
      [GlyphPaths.stroke([c.point(0.12, 0.55), c.point(0.4, 0.82), c.point(0.88, 0.2)], width: c.line, color: c.color)]
    },
    "chevron.forward": { c in chevron(c) },
    "chevron.right": { c in chevron(c) },
    "plus": { c in
      [
        GlyphPaths.bar(
          Rect(x: c.centre.x - c.line / 2, y: c.box.minY + 0.1 * c.side, width: c.line, height: 0.8 * c.side),
          color: c.color),
        GlyphPaths.bar(
          Rect(x: c.box.minX + 0.1 * c.side, y: c.centre.y - c.line / 2, width: 0.8 * c.side, height: c.line),
          color: c.color),
      ]
    },
    "minus": { c in
      [
        GlyphPaths.bar(
          Rect(x: c.box.minX + 0.1 * c.side, y: c.centre.y - c.line / 2, width: 0.8 * c.side, height: c.line),
          color: c.color)
      ]
    },
    "info.circle": { c in
      [
        GlyphPaths.ring(in: c.box.insetBy(c.side * 0.04), width: c.line * 0.8, color: c.color),
        GlyphPaths.disc(center: c.point(0.5, 0.3), radius: c.side * 0.065, color: c.color),
        GlyphPaths.bar(
          Rect(
            x: c.centre.x - c.side * 0.045, y: c.box.minY + 0.43 * c.side, width: c.side * 0.09,
            height: c.side * 0.32),
          color: c.color),
      ]
    },
  ]

  /// The forward chevron (`chevron.forward`, `chevron.right`), mirrored right to left.
  static func chevron(_ c: Canvas) -> [DisplayNode] {
    let x0 = c.rightToLeft ? 0.66 : 0.34
    let x1 = c.rightToLeft ? 0.34 : 0.66
    return [GlyphPaths.stroke([c.point(x0, 0.14), c.point(x1, 0.5), c.point(x0, 0.86)], width: c.line, color: c.color)]
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
