import CairoBackend
import DisplayList
import Geometry
import Testing

/// Cubic curves in a path node reach the output: filled along the curve, not along its chord, in
/// PNG, and written as curves in SVG.
@Suite("Curves in PNG and SVG")
struct CurveOutputTests {
  /// A dome: from (10, 50) a curve up to (90, 50) whose top is at y = 20 (a cubic curve with both
  /// control points at y = 10 peaks at 3/4 of the way up), closed along the base.
  static let dome = DisplayList(
    size: Size(width: 100, height: 60), background: .white,
    nodes: [
      .path(
        PathNode(
          elements: [
            .move(Point(x: 10, y: 50)),
            .curve(control1: Point(x: 10, y: 10), control2: Point(x: 90, y: 10), to: Point(x: 90, y: 50)), .close,
          ],
          fill: .black))
    ])

  @Test("PNG: the inside of the curve is filled, above its top is not")
  func png() throws {
    let image = try Renderer().rasterize(Self.dome, scale: 1)
    let rgba = image.rgba()
    func red(_ x: Int, _ y: Int) -> UInt8 { rgba[(y * image.width + x) * 4] }
    #expect(red(50, 25) == 0)  // under the top (y = 20), above the chord (y = 50)
    #expect(red(50, 45) == 0)
    #expect(red(20, 40) == 0)  // near the left end, inside the bulge (the curve is at y ≈ 30 there)
    #expect(red(50, 15) == 255)  // above the top
    #expect(red(5, 30) == 255)  // left of the dome
  }

  @Test("SVG: the curve is written as a cubic curve")
  func svg() throws {
    let text = String(decoding: try Renderer().render(Self.dome, as: .svg, scale: 1), as: UTF8.self)
    #expect(text.contains("M 10 50 C 10 10 90 10 90 50 Z"), "\(text)")
  }
}
