import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Hit testing picks from the drawn attributes")
struct HitTestingDrawnAttributesTests {
  let viewport = Viewport(contentOffset: .zero, size: Size(width: 400, height: 400))
  let probe = rect(49.5, 49.5, 1, 1)

  @Test func aTapLandsOnTheCellThatIsDrawn() {
    // The bounds query draws cell 0 over (0, 0)–(100, 100); a 1 × 1 query there would answer
    // cell 7 in the same place.
    let layout = RectDependentLayout(
      drawn: [LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100))],
      small: [LayoutAttributes(element: cell(7), frame: rect(0, 0, 100, 100))])
    #expect(layout.layoutAttributesForElements(in: probe, viewport: viewport).map(\.element) == [cell(7)])
    #expect(layout.indexPathForItem(at: point(50, 50), viewport: viewport) == path(0))
    #expect(layout.layoutAttributesForTopmostElement(at: point(50, 50), viewport: viewport)?.element == cell(0))
  }

  @Test func theTopmostDrawnElementWinsOnOverlap() {
    // Drawn: cells 0 and 1 overlap at (75, 75), 1 drawn later, and a header (zIndex 10) above
    // them at the top. The small answer lists the cells the other way round and drops the
    // header, so a fresh small query would pick cell 0 and miss the header.
    let a = LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100))
    let b = LayoutAttributes(element: cell(1), frame: rect(50, 50, 100, 100))
    let header = LayoutAttributes(
      element: .supplementary(.header, path(0)), frame: rect(0, 0, 400, 60), zIndex: 10)
    let layout = RectDependentLayout(drawn: [a, b, header], small: [b, a])
    #expect(layout.indexPathForItem(at: point(75, 75), viewport: viewport) == path(1))
    #expect(layout.layoutAttributesForTopmostElement(at: point(75, 75), viewport: viewport)?.element == cell(1))
    // Under the header: the touch lands on it, indexPathForItem still answers the top cell.
    #expect(
      layout.layoutAttributesForTopmostElement(at: point(75, 55), viewport: viewport)?.element
        == header.element)
    #expect(layout.indexPathForItem(at: point(75, 55), viewport: viewport) == path(1))
  }

  @Test func whatIsDrawnInvisibleIsNotHitEvenIfASmallQueryShowsIt() {
    // Drawn: cell 2 faded out (alpha 0) over cell 0; the small answer shows cell 2 opaque.
    let under = LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100))
    var faded = LayoutAttributes(element: cell(2), frame: rect(0, 0, 100, 100), zIndex: 1)
    faded.alpha = 0
    var opaque = faded
    opaque.alpha = 1
    let layout = RectDependentLayout(drawn: [under, faded], small: [under, opaque])
    #expect(layout.indexPathForItem(at: point(50, 50), viewport: viewport) == path(0))
  }

  @Test func aPointOutsideTheBoundsStillFindsItsElement() {
    // Cell 3 lies below the 400-pt bounds; a point on it (a drag past the edge) is answered
    // from the bounds query widened to the point, not from a small query (which has cell 9).
    let below = LayoutAttributes(element: cell(3), frame: rect(0, 500, 100, 100))
    let layout = RectDependentLayout(
      drawn: [LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100)), below],
      small: [LayoutAttributes(element: cell(9), frame: rect(0, 500, 100, 100))])
    #expect(layout.indexPathForItem(at: point(50, 550), viewport: viewport) == path(3))
    #expect(layout.layoutAttributesForTopmostElement(at: point(50, 550), viewport: viewport)?.element == cell(3))
    #expect(layout.indexPathForItem(at: point(50, 450), viewport: viewport) == nil)
    #expect(layout.indexPathForItem(at: point(-20, 50), viewport: viewport) == nil)
  }

  @Test func callersHoldingTheDrawnAttributesGetTheSameAnswer() {
    let a = LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100))
    let b = LayoutAttributes(element: cell(1), frame: rect(50, 50, 100, 100))
    let header = LayoutAttributes(
      element: .supplementary(.header, path(0)), frame: rect(0, 0, 400, 60), zIndex: 10)
    let layout = RectDependentLayout(drawn: [a, b, header], small: [])
    let drawn = layout.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
    for p in [point(75, 75), point(75, 55), point(20, 20), point(300, 300)] {
      #expect(
        LayoutAttributes.topmostCell(at: p, in: drawn)?.element.indexPath
          == layout.indexPathForItem(at: p, viewport: viewport))
      #expect(
        LayoutAttributes.topmost(at: p, in: drawn)
          == layout.layoutAttributesForTopmostElement(at: p, viewport: viewport))
    }
    #expect(LayoutAttributes.topmostCell(at: point(75, 55), in: drawn)?.element == cell(1))
    #expect(LayoutAttributes.topmost(at: point(75, 55), in: drawn)?.element == header.element)
  }
}
