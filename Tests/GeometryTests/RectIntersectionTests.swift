import Foundation
import Testing

@testable import Geometry

/// `Rect.intersects(_:)`: CoreGraphics' `CGRectIntersectsRect`, closed rectangles, so touching
/// edges and corners intersect.
@Suite struct RectIntersectionTests {
  let a = Rect(x: 0, y: 0, width: 10, height: 10)

  @Test func anOverlapAndContainmentIntersect() {
    #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    #expect(a.intersects(Rect(x: 2, y: 2, width: 3, height: 3)))
    #expect(Rect(x: 2, y: 2, width: 3, height: 3).intersects(a))
    #expect(a.intersects(a))
  }

  @Test func touchingEdgesAndCornersIntersect() {
    #expect(a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))  // right edge
    #expect(a.intersects(Rect(x: -5, y: 0, width: 5, height: 5)))  // left edge
    #expect(a.intersects(Rect(x: 0, y: -5, width: 5, height: 5)))  // top edge
    #expect(a.intersects(Rect(x: 0, y: 10, width: 5, height: 5)))  // bottom edge
    #expect(a.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))  // bottom-right corner
    #expect(a.intersects(Rect(x: -5, y: -5, width: 5, height: 5)))  // top-left corner
    #expect(!a.intersects(Rect(x: 10.5, y: 0, width: 5, height: 5)))  // apart
    #expect(!a.intersects(Rect(x: 10, y: 10.5, width: 5, height: 5)))  // past the corner
  }

  @Test func aZeroSizeRectangleIntersectsWhatItLiesInOrOn() {
    #expect(a.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))  // inside
    #expect(a.intersects(Rect(x: 10, y: 5, width: 0, height: 0)))  // on the right edge
    #expect(a.intersects(Rect(x: 0, y: 0, width: 0, height: 0)))  // on the top-left corner
    #expect(Rect(x: 10, y: 10, width: 0, height: 0).intersects(a))  // on the bottom-right corner
    #expect(!a.intersects(Rect(x: 11, y: 5, width: 0, height: 0)))  // outside
    let point = Rect(x: 5, y: 5, width: 0, height: 0)
    #expect(point.intersects(point))
  }

  @Test func nanIntersectsNothing() {
    #expect(!a.intersects(Rect(x: .nan, y: 0, width: 5, height: 5)))
    #expect(!Rect(x: 0, y: 0, width: 5, height: .nan).intersects(a))
  }

  /// The answer `CGRect.intersects(_:)` gives (swift-corelibs-foundation here) for every pair of
  /// rectangles with edges on a small grid: apart, touching, overlapping, nested, zero-size.
  @Test func agreesWithCGRect() {
    let spans: [(Double, Double)] = [(0, 0), (0, 2), (0, 4), (2, 2), (2, 4), (4, 4), (1, 3), (4, 6), (5, 6)]
    let rects = spans.flatMap { x in spans.map { y in (x, y) } }.map { x, y in
      (
        Rect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0),
        CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)
      )
    }
    var touchingOnly = 0
    for (r, cgR) in rects {
      for (s, cgS) in rects {
        #expect(r.intersects(s) == cgR.intersects(cgS), "\(r) and \(s)")
        if r.intersects(s) && !r.overlaps(s) { touchingOnly += 1 }
      }
    }
    // The grid exercises the difference between the two predicates.
    #expect(touchingOnly > 100)
  }
}
