import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Layout transitions and bounds changes")
struct LayoutTransitionTests {
  /// 250 × 400: the grid's four items in one row at y = 10 (x = 10, 70, 130, 190), or with a
  /// 40-pt header at y = 50.
  static let bounds = Size(width: 250, height: 400)
  static let viewport = Viewport(contentOffset: .zero, size: bounds)

  /// The circle: centre (125, 200), radius min(250, 400)/2.5 = 100, 50 × 50 items at θ = 2πk/4:
  /// centres (225, 200), (125, 300), (25, 200), (125, 100); frames = centre − 25.
  static let circle = CircleLayout(itemSize: Size(width: 50, height: 50))
    .prepare(Grid.content(4), in: LayoutEnvironment(boundsSize: bounds))
  static let circleFrames = [
    rect(200, 175, 50, 50), rect(100, 275, 50, 50), rect(0, 175, 50, 50), rect(100, 75, 50, 50),
  ]

  @Test func gridToCircleInterpolatesEveryCellAndFadesTheRest() {
    var grid = Grid.layout
    grid.headerReferenceSize = Size(width: 0, height: 40)
    let from = grid.prepare(Grid.content(4), in: LayoutEnvironment(boundsSize: Self.bounds))
    let transition = LayoutTransition(from: from, fromViewport: Self.viewport, to: Self.circle)
    // Neither layout scrolls here (content 250 × 110 and 250 × 400 in 250 × 400): offset 0.
    #expect(transition.toViewport == Self.viewport)
    // In play: 4 cells, the header (grid only), the background decoration (circle only).
    #expect(
      transition.tweens.map(\.element) == [
        cell(0), cell(1), cell(2), cell(3), .supplementary(.header, path(0)),
        .decoration(CircleLayout.decorationKind, path(0)),
      ])
    let start = transition.frame(at: 0)
    let mid = transition.frame(at: 0.5)
    let end = transition.frame(at: 1)
    for k in 0..<4 {
      let gridFrame = rect(10 + 60 * Double(k), 50, 50, 50)
      #expect(start.frame(of: cell(k)) == gridFrame)
      #expect(end.frame(of: cell(k)) == Self.circleFrames[k])
      // Half-way: the mean of the origins, e.g. item 0 ((10 + 200)/2, (50 + 175)/2) = (105, 112.5).
      let circleFrame = Self.circleFrames[k]
      #expect(
        mid.frame(of: cell(k))
          == rect(
            (gridFrame.minX + circleFrame.minX) / 2, (gridFrame.minY + circleFrame.minY) / 2, 50, 50))
    }
    #expect(mid.frame(of: cell(0)) == rect(105, 112.5, 50, 50))
    // The header fades out where it is (alpha 1 → 0), the decoration fades in where it ends.
    let header = ElementID.supplementary(.header, path(0))
    let background = ElementID.decoration(CircleLayout.decorationKind, path(0))
    #expect(start.attributes(for: header)?.alpha == 1)
    #expect(mid.attributes(for: header)?.alpha == 0.5)
    #expect(mid.attributes(for: header)?.frame == rect(0, 0, 250, 40))
    #expect(end.attributes(for: header)?.alpha == 0)
    #expect(start.attributes(for: background)?.alpha == 0)
    #expect(mid.attributes(for: background)?.alpha == 0.5)
    #expect(mid.attributes(for: background)?.frame == rect(0, 0, 250, 400))
    #expect(mid.attributes(for: background)?.zIndex == -1)
    #expect(end.attributes(for: background)?.alpha == 1)
    // At 1 every element of the circle is exactly as the circle lays it out.
    for attributes in Self.circle.visibleAttributes(at: Self.viewport) {
      #expect(end.attributes(for: attributes.element) == attributes)
    }
  }

  @Test func easingShapesTheProgress() {
    // An ease-in x²: at 0.5 the frame is a quarter of the way: item 0 from (10, 10) to
    // (200, 175) is at (10 + 190/4, 10 + 165/4) = (57.5, 51.25).
    let transition = LayoutTransition(
      from: Grid.prepared(4), fromViewport: Self.viewport, to: Self.circle, easing: Easing { $0 * $0 })
    #expect(transition.frame(at: 0.5).frame(of: cell(0)) == rect(57.5, 51.25, 50, 50))
    #expect(transition.frame(at: 1).frame(of: cell(0)) == Self.circleFrames[0])
  }

  @Test func theCentreItemIsUnderTheCentreOrTheNearestVisible() {
    // 100 items, 25 rows (row r at y = 10 + 60r), scrolled to y = 600: the centre of the
    // viewport is (125, 800), in the gap x ∈ [120, 130) of row 13 (y ∈ [790, 840)). The nearest
    // centres are items 53 (95, 815) and 54 (155, 815), both at √(30² + 15²): the first wins.
    let grid = Grid.prepared(100)
    #expect(ScrollGeometry.centerItem(of: grid, viewport: Grid.viewport(y: 600)) == path(53))
    // At y = 575 the centre (125, 775) is in the gap between rows 12 and 13 and between columns:
    // items 49, 50 (centres (95, 755), (155, 755)) and 53, 54 ((95, 815), (155, 815)) are at
    // √(30² + 20²) and √(30² + 40²): item 49.
    #expect(ScrollGeometry.centerItem(of: grid, viewport: Grid.viewport(y: 575)) == path(49))
    // Under the centre directly: a viewport 200 wide at y = 600 has its centre at (100, 800),
    // inside item 53 (x ∈ [70, 120), y ∈ [790, 840)).
    let narrow = Viewport(contentOffset: point(0, 600), size: Size(width: 200, height: 400))
    #expect(ScrollGeometry.centerItem(of: grid, viewport: narrow) == path(53))
    #expect(ScrollGeometry.centerItem(of: Grid.prepared(0), viewport: Grid.viewport()) == nil)
  }

  @Test func rotationKeepsTheCentreItemInView() {
    // Portrait 250 × 400 → landscape 400 × 250, at y = 600 (centre item 53, see above).
    // In 400 wide, 6 items fit (6·50 + 5·10 = 350 ≤ 380 < 410), the 30 pt left over widen the
    // 5 gaps to 16: x = 10 + 66c. Item 53 is row 8, column 5: (340, 490), centre (365, 515).
    // Centring it in 400 × 250 asks for offset (365 − 200, 515 − 125) = (165, 390); x clamps
    // to 0 (content 400 wide), y stays (content 10 + 17·60 = 1030 tall, at most 1030 − 250).
    let transition = LayoutTransition.boundsChange(
      layout: Grid.layout, content: Grid.content(100), environment: Grid.environment(),
      viewport: Grid.viewport(y: 600), to: Size(width: 400, height: 250))
    #expect(transition.toViewport == Viewport(contentOffset: point(0, 390), size: Size(width: 400, height: 250)))
    let end = transition.frame(at: 1)
    #expect(end.frame(of: cell(53)) == rect(340, 490, 50, 50))
    #expect(transition.frame(at: 0).frame(of: cell(53)) == rect(70, 790, 50, 50))
    // Half-way: the viewport is 325 × 325 at (0, 495); item 53 at ((70 + 340)/2, (790 + 490)/2).
    let mid = transition.frame(at: 0.5)
    #expect(mid.viewport == Viewport(contentOffset: point(0, 495), size: Size(width: 325, height: 325)))
    #expect(mid.frame(of: cell(53)) == rect(205, 640, 50, 50))
    // The elements in play are exactly those visible before or after.
    let before = Set(Grid.prepared(100).visibleAttributes(at: Grid.viewport(y: 600)).map(\.element))
    let landscape = Grid.layout.prepare(
      Grid.content(100), in: LayoutEnvironment(boundsSize: Size(width: 400, height: 250)))
    let after = Set(landscape.visibleAttributes(at: transition.toViewport).map(\.element))
    #expect(Set(transition.tweens.map(\.element)) == before.union(after))
    #expect(end.attributes.count == before.union(after).count)
  }

  @Test func anExplicitViewportAndTheLineLayoutsSnap() {
    // Grid → the Xamarin guide's line layout (horizontal, 200 × 200 items 250 apart, inset 400/400) in
    // 768 × 1024. The grid fits 12 per row (12·50 + 11·10 = 710 ≤ 748 < 770) with gaps
    // 10 + 38/11; origins round to whole points: column 5 at round(327.27) = 327, column 6 at
    // round(390.73) = 391. The centre (384, 512) is in row 8 (y ∈ [490, 540)) between them,
    // 32 from both centres (352 and 416): the first, item 8·12 + 5 = 101, wins. The line layout
    // puts item 101 at x = 250·101 = 25250, centre 25350: offset 25350 − 384 = 24966 (its
    // target offset snaps to the same cell), y clamped to 0.
    let environment = LayoutEnvironment(boundsSize: Size(width: 768, height: 1024))
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 768, height: 1024))
    let grid = Grid.layout.prepare(Grid.content(200), in: environment)
    let line = LineLayout().prepare(Grid.content(200), in: environment)
    let transition = LayoutTransition(from: grid, fromViewport: viewport, to: line)
    let item = ScrollGeometry.centerItem(of: grid, viewport: viewport)!
    #expect(item == path(101))
    #expect(transition.toViewport.contentOffset == point(24966, 0))
    let centre = line.layoutAttributesForItem(at: item, viewport: transition.toViewport)!.center
    #expect(centre.x - transition.toViewport.contentOffset.x == 384)
    #expect(transition.toViewport.contentOffset.y == 0)
    // The centred item is zoomed 1.3 at the end (distance 0), 1 at the start.
    #expect(transition.frame(at: 1).attributes(for: .cell(item))?.transform == .scale(1.3, 1.3))
    #expect(transition.frame(at: 0).attributes(for: .cell(item))?.transform == .identity)
    // An explicit end viewport is used as given.
    let given = Viewport(contentOffset: point(500, 0), size: viewport.size)
    #expect(LayoutTransition(from: grid, fromViewport: viewport, to: line, toViewport: given).toViewport == given)
  }

  @Test func clampingFollowsUIScrollView() {
    let inset = EdgeInsets(top: 20, left: 5, bottom: 30, right: 5)
    // Content 250 × 1000 in 250 × 400 with the inset: x ∈ [−5, max(−5, 250 + 5 − 250)] = [−5, 5],
    // y ∈ [−20, 1000 + 30 − 400] = [−20, 630].
    let clamp = { (x: Double, y: Double) in
      ScrollGeometry.clamp(
        point(x, y), contentSize: Size(width: 250, height: 1000),
        viewportSize: Size(width: 250, height: 400), contentInset: inset)
    }
    #expect(clamp(-50, -50) == point(-5, -20))
    #expect(clamp(50, 5000) == point(5, 630))
    #expect(clamp(1, 300) == point(1, 300))
    // Content smaller than the bounds: only the minimum.
    #expect(
      ScrollGeometry.clamp(
        point(10, 10), contentSize: Size(width: 100, height: 100),
        viewportSize: Size(width: 250, height: 400), contentInset: .zero) == .zero)
  }
}
