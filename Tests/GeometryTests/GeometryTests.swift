import Testing

@testable import Geometry

@Suite struct GeometryTests {
  @Test func unionInsetAndOffset() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.union(Rect(x: 20, y: -5, width: 5, height: 5)) == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 4, height: 6))
    #expect(a.offsetBy(dx: 3, dy: -2) == Rect(x: 3, y: -2, width: 10, height: 10))
  }

  @Test func transformsComposeInUIKitOrder() {
    // Scale by 2, then move by (10, 0): (1, 1) → (2, 2) → (12, 2).
    let t = AffineTransform.scale(2, 2).concatenating(.translation(10, 0))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    // A quarter turn clockwise on screen (y down): (1, 0) → (0, 1).
    let r = AffineTransform.rotation(.pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
  }

  /// UIKit rounds origins with C's `round` (halves away from zero) on the pixel grid.
  @Test(arguments: [
    (137.5, 1.0, 138.0), (-0.5, 1.0, -1.0), (137.5, 2.0, 137.5), (412.5 / 3, 3.0, 137.66666666666666),
    (103.5, 3.0, 311.0 / 3), (0.25, 2.0, 0.5), (-0.25, 2.0, -0.5),
  ])
  func pixelRounding(value: Double, scale: Double, expected: Double) {
    #expect(roundToPixel(value, scale: scale) == expected)
  }
}
