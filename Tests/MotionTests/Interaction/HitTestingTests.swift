import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Hit testing: indexPathForItem(at:viewport:)")
struct HitTestingTests {
  let grid = Grid.prepared(8)
  let viewport = Grid.viewport()

  @Test func gridFramesAreTheDerivedOnes() {
    for k in 0..<8 {
      #expect(grid.layoutAttributesForItem(at: path(k), viewport: viewport)?.frame == Grid.frame(k))
    }
  }

  @Test func minimumEdgesBelongToTheCellMaximumEdgesDoNot() {
    // Item 0 covers [10, 60) × [10, 60) (CGRectContainsPoint: min inclusive, max exclusive).
    #expect(grid.indexPathForItem(at: point(10, 10), viewport: viewport) == path(0))
    #expect(grid.indexPathForItem(at: point(59.999, 59.999), viewport: viewport) == path(0))
    #expect(grid.indexPathForItem(at: point(60, 30), viewport: viewport) == nil)  // right edge: the gap
    #expect(grid.indexPathForItem(at: point(30, 60), viewport: viewport) == nil)  // bottom edge: the gap
    #expect(grid.indexPathForItem(at: point(9.999, 30), viewport: viewport) == nil)  // the section inset
    // Item 1 starts at x = 70, item 4 (second row) at y = 70; item 7 ends at (240, 120).
    #expect(grid.indexPathForItem(at: point(70, 10), viewport: viewport) == path(1))
    #expect(grid.indexPathForItem(at: point(10, 70), viewport: viewport) == path(4))
    #expect(grid.indexPathForItem(at: point(239.5, 119.5), viewport: viewport) == path(7))
    #expect(grid.indexPathForItem(at: point(240, 119.5), viewport: viewport) == nil)
  }

  @Test func gapsHitNothing() {
    // Between items 0 and 1: x ∈ [60, 70); between rows: y ∈ [60, 70); below the last row.
    #expect(grid.indexPathForItem(at: point(65, 30), viewport: viewport) == nil)
    #expect(grid.indexPathForItem(at: point(30, 65), viewport: viewport) == nil)
    #expect(grid.indexPathForItem(at: point(65, 65), viewport: viewport) == nil)
    #expect(grid.indexPathForItem(at: point(30, 200), viewport: viewport) == nil)
    #expect(grid.indexPathForItem(at: point(.nan, 30), viewport: viewport) == nil)
  }

  @Test func higherZIndexWinsThenTheLaterElement() {
    let a = LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100))
    var b = LayoutAttributes(element: cell(1), frame: rect(50, 50, 100, 100), zIndex: 1)
    var c = LayoutAttributes(element: cell(2), frame: rect(50, 50, 100, 100), zIndex: 1)
    let v = Viewport(contentOffset: .zero, size: Size(width: 400, height: 400))
    // (75, 75) is in all three; b and c share zIndex 1 above a's 0: the later, c, wins.
    #expect(FixedLayout(elements: [a, b, c]).indexPathForItem(at: point(75, 75), viewport: v) == path(2))
    // Raise b: the greatest zIndex wins whatever the order.
    b.zIndex = 2
    #expect(FixedLayout(elements: [a, b, c]).indexPathForItem(at: point(75, 75), viewport: v) == path(1))
    // (25, 25) is only in a.
    #expect(FixedLayout(elements: [a, b, c]).indexPathForItem(at: point(25, 25), viewport: v) == path(0))
    // Hidden, or alpha below 0.01 (UIView.hitTest's threshold): not hittable; 0.01 is.
    b.isHidden = true
    c.alpha = 0.009
    #expect(FixedLayout(elements: [a, b, c]).indexPathForItem(at: point(75, 75), viewport: v) == path(0))
    c.alpha = 0.01
    #expect(FixedLayout(elements: [a, b, c]).indexPathForItem(at: point(75, 75), viewport: v) == path(2))
    c.alpha = 0
    #expect(FixedLayout(elements: [a, b, c]).indexPathForItem(at: point(75, 75), viewport: v) == path(0))
  }

  @Test func scaledCellsAreHitOverTheirScaledArea() {
    // A 100 × 100 cell centred on (150, 150) scaled 1.5 covers [75, 225): (80, 150) is outside
    // the untransformed frame [100, 200) but hit; (70, 150) is not. Scaled 0.5: [125, 175).
    var scaled = LayoutAttributes(element: cell(0), frame: rect(100, 100, 100, 100), transform: .scale(1.5, 1.5))
    let v = Viewport(contentOffset: .zero, size: Size(width: 400, height: 400))
    #expect(FixedLayout(elements: [scaled]).indexPathForItem(at: point(80, 150), viewport: v) == path(0))
    #expect(FixedLayout(elements: [scaled]).indexPathForItem(at: point(70, 150), viewport: v) == nil)
    #expect(FixedLayout(elements: [scaled]).indexPathForItem(at: point(75, 75), viewport: v) == path(0))
    scaled.transform = .scale(0.5, 0.5)
    #expect(FixedLayout(elements: [scaled]).indexPathForItem(at: point(110, 150), viewport: v) == nil)
    #expect(FixedLayout(elements: [scaled]).indexPathForItem(at: point(125, 150), viewport: v) == path(0))
    // Collapsed (scale 0): nothing to hit.
    scaled.transform = .scale(0, 0)
    #expect(FixedLayout(elements: [scaled]).indexPathForItem(at: point(150, 150), viewport: v) == nil)
  }

  @Test func rotatedCellsAreHitOverTheirRotatedArea() {
    // The same square turned 45°: a diamond whose corners are 50√2 ≈ 70.7 from the centre on
    // the axes. (150, 81) is 69 above the centre: inside. (105, 105), near the untransformed
    // corner (100, 100), maps back to (−45√2, 0) ≈ (−63.6, 0): |x| > 50, outside.
    let rotated = LayoutAttributes(
      element: cell(0), frame: rect(100, 100, 100, 100), transform: .rotation(Double.pi / 4))
    let layout = FixedLayout(elements: [rotated])
    let v = Viewport(contentOffset: .zero, size: Size(width: 400, height: 400))
    #expect(layout.indexPathForItem(at: point(150, 81), viewport: v) == path(0))
    #expect(layout.indexPathForItem(at: point(150, 79), viewport: v) == nil)  // 71 > 70.7
    #expect(layout.indexPathForItem(at: point(105, 105), viewport: v) == nil)
    // A translation in the transform moves the hit area with it.
    let moved = LayoutAttributes(element: cell(0), frame: rect(0, 0, 10, 10), transform: .translation(100, 0))
    #expect(FixedLayout(elements: [moved]).indexPathForItem(at: point(105, 5), viewport: v) == path(0))
    #expect(FixedLayout(elements: [moved]).indexPathForItem(at: point(5, 5), viewport: v) == nil)
  }

  @Test func theLineLayoutsZoomedCellIsHitBeyondItsFrame() {
    // The Xamarin guide's line layout, iPad portrait 768 × 1024 at offset 0: items 200 × 200 at
    // x = 250k, y = 412 (inset 400/400 centres them). The visible mid-x is 384. Item 1's centre
    // (350) is 34 away: zoom 1 + 0.3·(1 − 34/200) = 1.249, half-width 124.9, so it covers
    // x ∈ [225.1, 474.9). Items 0 (centre 100) and 2 (centre 600) are 284 and 216 away: not
    // zoomed.
    let line = LineLayout().prepare(
      LayoutContent(sections: [LayoutContent.Section(itemCount: 5)]),
      in: LayoutEnvironment(boundsSize: Size(width: 768, height: 1024)))
    let v = Viewport(contentOffset: .zero, size: Size(width: 768, height: 1024))
    #expect(line.indexPathForItem(at: point(230, 512), viewport: v) == path(1))  // the gap, zoomed over
    #expect(line.indexPathForItem(at: point(220, 512), viewport: v) == nil)
    #expect(line.indexPathForItem(at: point(470, 512), viewport: v) == path(1))
    #expect(line.indexPathForItem(at: point(480, 512), viewport: v) == nil)
    #expect(line.indexPathForItem(at: point(199, 512), viewport: v) == path(0))
    #expect(line.indexPathForItem(at: point(500, 512), viewport: v) == path(2))
  }

  @Test func onlyCellsCountForIndexPathButATapLandsOnTheTopmostElement() {
    // A header (zIndex 10, like the flow's) drawn over a cell: UIKit's indexPathForItem(at:)
    // still answers the cell; a touch lands on the header.
    let cellAttributes = LayoutAttributes(element: cell(0), frame: rect(0, 0, 100, 100))
    let header = LayoutAttributes(element: .supplementary(.header, path(0)), frame: rect(0, 0, 400, 40), zIndex: 10)
    let layout = FixedLayout(elements: [cellAttributes, header])
    let v = Viewport(contentOffset: .zero, size: Size(width: 400, height: 400))
    #expect(layout.indexPathForItem(at: point(50, 20), viewport: v) == path(0))
    #expect(layout.layoutAttributesForTopmostElement(at: point(50, 20), viewport: v)?.element == header.element)
    #expect(layout.layoutAttributesForTopmostElement(at: point(50, 60), viewport: v)?.element == cell(0))
    #expect(layout.layoutAttributesForTopmostElement(at: point(200, 60), viewport: v) == nil)
  }

  @Test func thePinnedFlowHeaderCoversCellsScrolledUnderIt() {
    // With a 40-pt header the rows start at 40 + 10 = 50, so row 1 (items 4–7) is at
    // y ∈ [110, 160). Scrolled to y = 100, the pinned header sits at y ∈ [100, 140), over the
    // top of row 1: the touch at (30, 115) lands on the header, while indexPathForItem still
    // answers item 4; at (30, 145) the touch reaches the cell.
    var layout = Grid.layout
    layout.headerReferenceSize = Size(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let prepared = layout.prepare(Grid.content(12), in: Grid.environment(height: 200))
    let v = Grid.viewport(height: 200, y: 100)
    #expect(prepared.layoutAttributesForItem(at: path(4), viewport: v)?.frame == rect(10, 110, 50, 50))
    #expect(prepared.indexPathForItem(at: point(30, 115), viewport: v) == path(4))
    #expect(
      prepared.layoutAttributesForTopmostElement(at: point(30, 115), viewport: v)?.element
        == .supplementary(.header, path(0)))
    #expect(prepared.layoutAttributesForTopmostElement(at: point(30, 145), viewport: v)?.element == cell(4))
  }
}
