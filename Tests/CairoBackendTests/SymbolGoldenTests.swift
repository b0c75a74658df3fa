import CairoBackend
import DisplayList
import Geometry
import SceneComposer
import Testing

/// Symbols from the icon set drawn through the real backend: a grid of thirty, as list cells show
/// them, checked against a pixel golden.
@Suite("Symbol goldens")
struct SymbolGoldenTests {
  /// Five rows of six: outlines in black, filled variants in the system blue, and in the last row
  /// the forward and backward symbols left to right, then right to left (mirrored).
  static let grid: [(name: String, rightToLeft: Bool)] =
    [
      "envelope", "gear", "bell", "wifi", "airplane", "moon",
      "sun.max", "magnifyingglass", "trash", "square.and.arrow.up", "heart", "heart.fill",
      "star.fill", "person.2", "house.fill", "folder", "photo", "music.note.list",
      "calendar", "location", "paperplane", "lock", "checkmark.circle.fill", "exclamationmark.triangle",
    ].map { ($0, false) }
    + [("chevron.forward", false), ("arrow.backward", false), ("ellipsis.circle", false)]
    + [("chevron.forward", true), ("arrow.backward", true), ("ellipsis.circle", true)]

  static let cell = 40.0
  static let icon = 28.0
  static let blue = Color(red: 0, green: 122.0 / 255, blue: 1)

  static var list: DisplayList {
    var nodes: [DisplayNode] = []
    for (index, symbol) in grid.enumerated() {
      let column = Double(index % 6)
      let row = Double(index / 6)
      let box = Rect(
        x: column * cell + (cell - icon) / 2, y: row * cell + (cell - icon) / 2, width: icon, height: icon)
      let color = symbol.name.hasSuffix(".fill") ? blue : .black
      nodes += SymbolCatalog.nodes(named: symbol.name, in: box, color: color, rightToLeft: symbol.rightToLeft) ?? []
    }
    return DisplayList(size: Size(width: 6 * cell, height: 5 * cell), background: .white, nodes: nodes)
  }

  @Test("Thirty common symbols, outlines and fills, forward/backward mirrored in right to left")
  func symbolGrid() throws {
    #expect(Self.list.nodes.count >= Self.grid.count)
    try GoldenImage.expectMatch("symbols-grid", Self.list, scale: 2)
  }

  @Test("The same symbols give byte-identical PNG, SVG and PDF, render after render")
  func deterministic() throws {
    for format in [OutputFormat.png, .svg, .pdf] {
      let first = try Renderer().render(Self.list, as: format, scale: 2)
      let second = try Renderer().render(Self.list, as: format, scale: 2)
      #expect(first == second, "\(format)")
    }
  }
}
