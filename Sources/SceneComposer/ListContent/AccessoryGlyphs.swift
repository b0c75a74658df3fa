import DisplayList
import Geometry
import SceneModel

/// The system accessories drawn as vector glyphs the size of UIKit's SF Symbols at the body
/// text style (`docs/lists-and-cells.md`, "Accessories"): the disclosure chevron about 8 × 13
/// points, the checkmark 15 × 14, the info, delete, insert and multiselect circles 22 across,
/// the grabber three 19-pt lines; all scaled with Dynamic Type.
enum AccessoryGlyphs {
  /// The label accessory's font: body.
  static func labelFont(_ category: ContentSizeCategory) -> FontDescription {
    ConfigurationFont.style(.body).resolved(for: category)
  }

  /// The glyph's size at `category` (a label's is measured, not given here).
  static func glyphSize(_ kind: CellAccessory.Kind, category: ContentSizeCategory) -> Size {
    let factor = TextStyle.body.scaledValue(for: 1, category: category)
    let size: Size
    switch kind {
    case .disclosureIndicator, .outlineDisclosure: size = Size(width: 8, height: 13)
    case .checkmark: size = Size(width: 15, height: 14)
    case .detail, .delete, .insert, .multiselect: size = Size(width: 22, height: 22)
    case .reorder: size = Size(width: 19, height: 12)
    case .label: size = .zero
    }
    return Size(width: size.width * factor, height: size.height * factor)
  }

  /// The accessory's nodes, its glyph centred in `frame` (in the cell's coordinates).
  static func nodes(
    _ accessory: CellAccessory, frame: Rect, state: CellConfigurationState, traits: Traits
  ) -> [DisplayNode] {
    let category = traits.preferredContentSizeCategory
    let tint = accessory.resolvedTint.resolved(with: traits)
    let rightToLeft = traits.layoutDirection == .rightToLeft
    if case .label(let text) = accessory.kind {
      return [
        .text(
          TextNode(
            text: text, frame: frame, font: labelFont(category), color: tint, alignment: .center,
            verticalAlignment: .center, maximumLines: 1, truncation: .end))
      ]
    }
    let size = glyphSize(accessory.kind, category: category)
    // Points given in a glyph's own box, left to right. Right to left mirrors only the
    // chevrons, which point forward; a checkmark reads the same in every language.
    let glyph = GlyphBox(
      box: Rect(
        x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height),
      mirrors: rightToLeft && (accessory.kind == .disclosureIndicator || accessory.kind == .outlineDisclosure))
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure:
      let expanded = accessory.kind == .outlineDisclosure && state.isExpanded
      return [chevron(glyph, expanded: expanded, rightToLeft: rightToLeft, color: tint)]
    case .checkmark:
      return [checkmark(glyph, color: tint)]
    case .detail:
      return detail(glyph, color: tint)
    case .delete, .insert:
      return deleteOrInsert(glyph, insert: accessory.kind == .insert, color: tint)
    case .reorder:
      return grabber(glyph, color: tint)
    case .multiselect:
      guard state.isSelected else {
        return [
          GlyphPaths.ring(
            in: glyph.box, width: 1.5 * glyph.factor, color: ConfigurationColor.tertiaryLabel.resolved(with: traits))
        ]
      }
      return selectedCircle(glyph, color: tint)
    case .label:
      return []
    }
  }

  /// A glyph's box in the cell, and its points given in the box's own coordinates.
  struct GlyphBox {
    /// The glyph's box in the cell.
    let box: Rect
    /// Whether points are mirrored in the box (right to left, for glyphs that point forward).
    let mirrors: Bool

    /// The glyph's scale: its box's height against the 22-point circles' designs.
    var factor: Double { box.height / 22 }

    /// The point (`x`, `y`) from the box's top-leading corner, in the cell.
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: mirrors ? box.maxX - x : box.minX + x, y: box.minY + y)
    }
  }

  /// The disclosure chevron, pointing forward; `expanded` turns it a quarter to point down,
  /// about the box's centre.
  static func chevron(_ glyph: GlyphBox, expanded: Bool, rightToLeft: Bool, color: Color) -> DisplayNode {
    let box = glyph.box
    let width = box.width / 4
    var points = [
      glyph.point(width / 2, width / 2), glyph.point(box.width - width / 2, box.height / 2),
      glyph.point(width / 2, box.height - width / 2),
    ]
    if expanded {
      let centre = Point(x: box.midX, y: box.midY)
      points = points.map {
        let dx = $0.x - centre.x
        let dy = $0.y - centre.y
        return rightToLeft ? Point(x: centre.x + dy, y: centre.y - dx) : Point(x: centre.x - dy, y: centre.y + dx)
      }
    }
    return GlyphPaths.stroke(points, width: width, color: color)
  }

  /// The checkmark.
  static func checkmark(_ glyph: GlyphBox, color: Color) -> DisplayNode {
    let box = glyph.box
    let width = box.height * 0.16
    let points = [
      glyph.point(width / 2, box.height * 0.55), glyph.point(box.width * 0.36, box.height - width / 2),
      glyph.point(box.width - width / 2, width / 2),
    ]
    return GlyphPaths.stroke(points, width: width, color: color)
  }

  /// The detail (info) button: a ring with an "i".
  static func detail(_ glyph: GlyphBox, color: Color) -> [DisplayNode] {
    let box = glyph.box
    let factor = glyph.factor
    let stem = 2 * factor
    return [
      GlyphPaths.ring(in: box, width: 1.6 * factor, color: color),
      GlyphPaths.disc(center: Point(x: box.midX, y: box.minY + 6.8 * factor), radius: 1.4 * factor, color: color),
      GlyphPaths.bar(
        Rect(x: box.midX - stem / 2, y: box.minY + 9.6 * factor, width: stem, height: 7 * factor), color: color),
    ]
  }

  /// The delete (minus) or insert (plus) disc, its mark in white.
  static func deleteOrInsert(_ glyph: GlyphBox, insert: Bool, color: Color) -> [DisplayNode] {
    let box = glyph.box
    let factor = glyph.factor
    let mark = Rect(x: box.midX - 5.5 * factor, y: box.midY - 1.2 * factor, width: 11 * factor, height: 2.4 * factor)
    var nodes = [
      GlyphPaths.disc(center: Point(x: box.midX, y: box.midY), radius: box.width / 2, color: color),
      GlyphPaths.bar(mark, color: .white),
    ]
    if insert {
      nodes.append(
        GlyphPaths.bar(
          Rect(
            x: mark.midX - mark.height / 2, y: mark.midY - mark.width / 2, width: mark.height,
            height: mark.width), color: .white))
    }
    return nodes
  }

  /// The reorder grabber: three lines.
  static func grabber(_ glyph: GlyphBox, color: Color) -> [DisplayNode] {
    let box = glyph.box
    let thickness = 1.8 * glyph.factor
    return (0..<3).map { line in
      GlyphPaths.bar(
        Rect(
          x: box.minX, y: box.minY + Double(line) * (box.height - thickness) / 2, width: box.width,
          height: thickness), color: color)
    }
  }

  /// The multiselect circle of a selected cell: a disc with a white checkmark.
  static func selectedCircle(_ glyph: GlyphBox, color: Color) -> [DisplayNode] {
    let box = glyph.box
    let factor = glyph.factor
    return [
      GlyphPaths.disc(center: Point(x: box.midX, y: box.midY), radius: box.width / 2, color: color),
      GlyphPaths.stroke(
        [
          glyph.point(6.5 * factor, 11.5 * factor), glyph.point(9.8 * factor, 14.8 * factor),
          glyph.point(15.5 * factor, 7.5 * factor),
        ], width: 2 * factor, color: .white),
    ]
  }
}
