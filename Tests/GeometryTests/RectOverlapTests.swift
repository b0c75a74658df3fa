import Testing

@testable import Geometry

/// `Rect.overlaps(_:)`: a shared area greater than zero; touching edges and corners do not count.
@Suite struct RectOverlapTests {
  let a = Rect(x: 0, y: 0, width: 10, height: 10)

  @Test func anOverlapWithAreaCounts() {
    #expect(a.overlaps(Rect(x: 9, y: 9, width: 5, height: 5)))
    #expect(Rect(x: 9, y: 9, width: 5, height: 5).overlaps(a))
    // Containment, either way round, and the rectangle itself.
    #expect(a.overlaps(Rect(x: 2, y: 2, width: 3, height: 3)))
    #expect(Rect(x: 2, y: 2, width: 3, height: 3).overlaps(a))
    #expect(a.overlaps(a))
  }

  @Test func touchingEdgesAndCornersDoNotOverlap() {
    #expect(!a.overlaps(Rect(x: 10, y: 0, width: 5, height: 5)))  // right edge
    #expect(!a.overlaps(Rect(x: -5, y: 0, width: 5, height: 5)))  // left edge
    #expect(!a.overlaps(Rect(x: 0, y: -5, width: 5, height: 5)))  // top edge
    #expect(!a.overlaps(Rect(x: 0, y: 10, width: 5, height: 5)))  // bottom edge
    #expect(!a.overlaps(Rect(x: 10, y: 10, width: 5, height: 5)))  // bottom-right corner
    #expect(!a.overlaps(Rect(x: -5, y: -5, width: 5, height: 5)))  // top-left corner
    #expect(!a.overlaps(Rect(x: 10.5, y: 0, width: 5, height: 5)))  // apart
  }

  @Test func aZeroSizeRectangleOverlapsOnlyAnInteriorItLiesIn() {
    #expect(a.overlaps(Rect(x: 5, y: 5, width: 0, height: 0)))
    #expect(Rect(x: 5, y: 5, width: 0, height: 0).overlaps(a))
    #expect(a.overlaps(Rect(x: 5, y: -5, width: 0, height: 20)))  // a zero-width line across
    #expect(!a.overlaps(Rect(x: 10, y: 5, width: 0, height: 0)))  // on the right edge
    #expect(!a.overlaps(Rect(x: 0, y: 0, width: 0, height: 0)))  // on the top-left corner
    #expect(!a.overlaps(Rect(x: 0, y: 5, width: 0, height: 3)))  // along the left edge
    let point = Rect(x: 5, y: 5, width: 0, height: 0)
    #expect(!point.overlaps(point))
  }

  @Test func nanOverlapsNothing() {
    #expect(!a.overlaps(Rect(x: .nan, y: 0, width: 5, height: 5)))
    #expect(!Rect(x: 0, y: 0, width: .nan, height: 5).overlaps(a))
  }
}
