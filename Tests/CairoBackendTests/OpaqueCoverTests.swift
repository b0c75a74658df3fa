import CairoBackend
import DisplayList
import Geometry
import Testing

/// Raster drawing skips what an opaque shape on whole pixels paints over (the background under
/// cells, a cell's background under its content view). The pixels must be those of drawing
/// everything: the reference draws the same list with every opaque fill at alpha 0.9999999,
/// which Cairo draws as opaque (its colours are 16-bit) but which covers nothing, so nothing is
/// skipped there.
@Suite("Opaque covers")
struct OpaqueCoverTests {
  /// `nodes` with every opaque fill made "not quite" opaque: drawn the same, skipped nowhere.
  static func withoutCovers(_ nodes: [DisplayNode]) -> [DisplayNode] {
    nodes.map { node in
      switch node {
      case .shape(var shape):
        if let fill = shape.fill, fill.alpha >= 1 { shape.fill?.alpha = 0.999_999_9 }
        return .shape(shape)
      case .group(var group):
        group.children = withoutCovers(group.children)
        return .group(group)
      case .text, .image, .path:
        return node
      }
    }
  }

  static let orange = Color(red8: 0xFF, green8: 0x95, blue8: 0)

  /// Cells on whole pixels, on half pixels, rotated, rounded, translucent, clipped, nested, and a
  /// content view wider than its cell, over a translucent background.
  static let cases: [(String, DisplayList)] = {
    var nodes: [DisplayNode] = []
    for index in 0..<6 {
      nodes.append(
        Scenes.cell(
          Rect(x: 4 + Double(index % 3) * 44, y: 4 + Double(index / 3) * 44, width: 40, height: 40), number: index,
          selected: index == 4))
    }
    nodes.append(Scenes.cell(Rect(x: 140.5, y: 4.25, width: 30, height: 30), number: 7, selected: false))
    nodes.append(
      .group(
        DisplayGroup(
          transform: Scenes.transform(.rotation(0.3), about: Point(x: 155, y: 63)),
          children: [Scenes.cell(Rect(x: 140, y: 48, width: 30, height: 30), number: 8, selected: false)])))
    nodes.append(
      .group(
        DisplayGroup(
          opacity: 0.6,
          children: [Scenes.cell(Rect(x: 4, y: 96, width: 40, height: 40), number: 9, selected: false)])))
    nodes.append(
      .group(
        DisplayGroup(
          clip: Rect(x: 48, y: 96, width: 20, height: 30),
          children: [Scenes.cell(Rect(x: 48, y: 96, width: 40, height: 40), number: 10, selected: false)])))
    nodes.append(.shape(ShapeNode(rect: Rect(x: 92, y: 96, width: 36, height: 36), cornerRadius: 6, fill: orange)))
    nodes.append(.shape(ShapeNode(rect: Rect(x: 98, y: 102, width: 24, height: 24), fill: .white)))
    // An opaque shape larger than the one under it, and one under a group scaled up.
    nodes.append(.shape(ShapeNode(rect: Rect(x: 140, y: 96, width: 20, height: 20), fill: .black)))
    nodes.append(
      .group(
        DisplayGroup(
          transform: Scenes.transform(.scale(2, 2), about: Point(x: 150, y: 106)),
          children: [.shape(ShapeNode(rect: Rect(x: 144, y: 100, width: 12, height: 12), fill: orange))])))
    let translucent = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5)
    return [
      ("white background", DisplayList(size: Size(width: 200, height: 140), background: .white, nodes: nodes)),
      (
        "translucent background",
        DisplayList(size: Size(width: 200, height: 140), background: translucent, nodes: nodes)
      ),
      ("no background", DisplayList(size: Size(width: 200, height: 140), background: nil, nodes: nodes)),
    ]
  }()

  @Test("Skipping covered work changes no pixel", arguments: [1.0, 2.0, 1.5])
  func sameAsDrawingEverything(scale: Double) throws {
    for (name, list) in Self.cases {
      let drawn = try Renderer().rasterize(list, scale: scale)
      var reference = list
      reference.nodes = Self.withoutCovers(list.nodes)
      let expected = try Renderer().rasterize(reference, scale: scale)
      #expect(firstDifference(drawn.pixels, expected.pixels) == nil, "\(name) at scale \(scale)")
    }
  }

  @Test("Covered pixels are painted whole in memory that held another frame")
  func reusedMemory() throws {
    let rasterizer = Rasterizer()
    // A black frame first, so that any pixel the next one failed to paint would stay black.
    _ = try rasterizer.rasterize(
      DisplayList(size: Size(width: 200, height: 140), background: .black, nodes: []), scale: 2)
    for (name, list) in Self.cases {
      var reference = list
      reference.nodes = Self.withoutCovers(list.nodes)
      let expected = try Renderer().rasterize(reference, scale: 2)
      #expect(firstDifference(try rasterizer.rasterize(list, scale: 2).pixels, expected.pixels) == nil, "\(name)")
    }
  }
}
