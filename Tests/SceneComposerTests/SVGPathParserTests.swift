import DisplayList
import Geometry
import Testing

@testable import SceneComposer

/// SVG path data read into path elements: every command absolute and relative, implicit repeats,
/// numbers that run together, smooth curves, quadratics as cubics, arcs as cubics, and errors.
@Suite("SVG path data")
struct SVGPathParserTests {
  private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  @Test("Absolute moveto, lineto, horizontal, vertical and closepath")
  func absoluteLines() throws {
    #expect(
      try SVGPathParser.elements("M10 20 L30 40 H50 V60 Z")
        == [.move(p(10, 20)), .line(p(30, 40)), .line(p(50, 40)), .line(p(50, 60)), .close])
  }

  @Test("Relative commands move from the current point; the pairs after a moveto are linetos")
  func relativeAndImplicitRepeats() throws {
    #expect(
      try SVGPathParser.elements("m10 20 5 5 l1-1 2.5.5h-3v10")
        == [
          .move(p(10, 20)), .line(p(15, 25)), .line(p(16, 24)), .line(p(18.5, 24.5)), .line(p(15.5, 24.5)),
          .line(p(15.5, 34.5)),
        ])
    #expect(try SVGPathParser.elements("M1,2 3,4") == [.move(p(1, 2)), .line(p(3, 4))])
    #expect(
      try SVGPathParser.elements("M0 0L1 1 2 0 3 1") == [
        .move(p(0, 0)), .line(p(1, 1)), .line(p(2, 0)), .line(p(3, 1)),
      ])
  }

  @Test("After a closepath the current point is the sub-path's start")
  func closepathResetsTheCurrentPoint() throws {
    #expect(
      try SVGPathParser.elements("M10 10 l5 0 z l0 5 m1 1 z")
        == [.move(p(10, 10)), .line(p(15, 10)), .close, .line(p(10, 15)), .move(p(11, 16)), .close])
  }

  @Test("Numbers with signs, exponents and decimal points that start the next number")
  func numberForms() throws {
    #expect(
      try SVGPathParser.elements("M1e2-2.5e-1L.5.5 +3E+1,-0") == [
        .move(p(100, -0.25)), .line(p(0.5, 0.5)), .line(p(30, 0)),
      ])
  }

  @Test("Cubic curves, and S reflecting the previous control point (or the current point after no curve)")
  func cubicAndSmoothCubic() throws {
    let absolute = try SVGPathParser.elements("M0 0 C10 0 20 10 20 20 S30 40 40 40")
    let relative = try SVGPathParser.elements("M0 0 c10 0 20 10 20 20 s10 20 20 20")
    let expected: [PathElement] = [
      .move(p(0, 0)), .curve(control1: p(10, 0), control2: p(20, 10), to: p(20, 20)),
      .curve(control1: p(20, 30), control2: p(30, 40), to: p(40, 40)),
    ]
    #expect(absolute == expected)
    #expect(relative == expected)
    #expect(
      try SVGPathParser.elements("M5 5 L10 0 S20 10 30 0")
        == [.move(p(5, 5)), .line(p(10, 0)), .curve(control1: p(10, 0), control2: p(20, 10), to: p(30, 0))])
  }

  @Test("Quadratic curves become the equal cubic curves; T reflects the previous quadratic control point")
  func quadraticAndSmoothQuadratic() throws {
    #expect(
      try SVGPathParser.elements("M0 0 Q30 30 60 0 T120 0")
        == [
          .move(p(0, 0)), .curve(control1: p(20, 20), control2: p(40, 20), to: p(60, 0)),
          .curve(control1: p(80, -20), control2: p(100, -20), to: p(120, 0)),
        ])
    #expect(
      try SVGPathParser.elements("M0 0 q30 30 60 0 t60 0")
        == SVGPathParser.elements("M0 0 Q30 30 60 0 T120 0"))
    // T after no quadratic: the control point is the current point, a straight curve.
    #expect(
      try SVGPathParser.elements("M0 0 T30 0")
        == [.move(p(0, 0)), .curve(control1: p(0, 0), control2: p(10, 0), to: p(30, 0))])
  }

  @Test("A half circle arc becomes two quarter-circle cubic curves with 4/3·tan(π/8) handles")
  func arcAsCubics() throws {
    let handle = 10 * 4 / 3 * (2.0.squareRoot() - 1)  // 4/3·tan(π/8), radius 10
    let expected: [PathElement] = [
      .move(p(0, 0)), .curve(control1: p(0, -handle), control2: p(10 - handle, -10), to: p(10, -10)),
      .curve(control1: p(10 + handle, -10), control2: p(20, -handle), to: p(20, 0)),
    ]
    for data in [
      "M0 0 A10 10 0 0 1 20 0",  // sweep 1: clockwise on screen, through the top
      "M0 0a10 10 0 0120 0",  // flags touching the next number
      "M0 0 A1 1 0 0 1 20 0",  // radii too small grow to span the chord
      "M0 0 A10 10 0 1 1 20 0",  // a half circle: both arcs are equally large
    ] {
      let elements = try SVGPathParser.elements(data)
      #expect(elements.count == expected.count, "\(data)")
      for (actual, wanted) in zip(elements, expected) { #expect(close(actual, wanted), "\(data): \(actual)") }
    }
    // Sweep 0 goes through the bottom.
    let below = try SVGPathParser.elements("M0 0 A10 10 0 0 0 20 0")
    #expect(close(below[1], .curve(control1: p(0, handle), control2: p(10 - handle, 10), to: p(10, 10))))
  }

  @Test("Arc special cases: a zero radius is a line, equal ends draw nothing, the large-arc flag picks the long way")
  func arcSpecialCases() throws {
    #expect(try SVGPathParser.elements("M0 0 A0 10 0 0 1 20 0") == [.move(p(0, 0)), .line(p(20, 0))])
    #expect(try SVGPathParser.elements("M5 5 A10 10 0 0 1 5 5") == [.move(p(5, 5))])
    // A quarter circle the short way is one curve; the long way, three quarters, three curves.
    let short = try SVGPathParser.elements("M10 0 A10 10 0 0 1 0 10")
    let long = try SVGPathParser.elements("M10 0 A10 10 0 1 0 0 10")
    #expect(short.count == 2 && long.count == 4)
    let handle = 10 * 4 / 3 * (2.0.squareRoot() - 1)
    #expect(close(short[1], .curve(control1: p(10, handle), control2: p(handle, 10), to: p(0, 10))))
    #expect(close(long[2], .curve(control1: p(-10, 0), control2: p(-10, 0), to: p(-10, 0)), controls: false))
    // A rotated ellipse's arc ends exactly where the command says.
    guard case .curve(_, _, let end) = try SVGPathParser.elements("M3 4 A30 10 45 1 1 17.5 -6.25").last else {
      Issue.record("no curve")
      return
    }
    #expect(end == p(17.5, -6.25))
  }

  @Test(
    "Malformed path data fails at the offending byte",
    arguments: [
      ("L10 10", 0, "path data must start with a moveto"), ("10 10", 0, "expected a command letter"),
      ("M10", 3, "expected a number"), ("M0 0 A10 10 0 2 1 5 5", 14, "expected an arc flag, 0 or 1"),
      ("M0 0 Z 5", 7, "expected a command letter"), ("M0 0 X1 1", 5, "expected a command letter"),
      ("M1e", 2, "expected a number"), ("M0 0 L1 -", 8, "expected a number"),
    ])
  func malformed(data: String, offset: Int, reason: String) {
    #expect(throws: SVGPathError(offset: offset, reason: reason)) { try SVGPathParser.elements(data) }
  }

  @Test("Empty path data has no elements")
  func empty() throws {
    #expect(try SVGPathParser.elements("").isEmpty)
    #expect(try SVGPathParser.elements(" \n\t").isEmpty)
  }

  private func close(_ a: PathElement, _ b: PathElement, controls: Bool = true) -> Bool {
    func near(_ u: Point, _ v: Point) -> Bool { abs(u.x - v.x) < 1e-9 && abs(u.y - v.y) < 1e-9 }
    switch (a, b) {
    case (.curve(let a1, let a2, let a3), .curve(let b1, let b2, let b3)):
      return near(a3, b3) && (!controls || (near(a1, b1) && near(a2, b2)))
    default: return a == b
    }
  }
}
