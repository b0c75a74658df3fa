import CollectionLayout
import Geometry
import Testing

// MARK: - Helpers (private, prefixed so they cannot clash with other suites' helpers)

/// Prepares a line layout for one section per entry of `counts`, in a collection view of the
/// given bounds (iPad portrait by default).
private func linePrepare(
  _ layout: LineLayout = LineLayout(), _ sections: [LayoutContent.Section],
  width: Double = 768, height: Double = 1024, scale: Double = 2
) -> PreparedLineLayout {
  layout.prepareLine(
    LayoutContent(sections: sections),
    in: LayoutEnvironment(boundsSize: Size(width: width, height: height), scale: scale))
}

private func lineItems(_ count: Int, metrics: SectionMetrics = SectionMetrics()) -> LayoutContent.Section {
  LayoutContent.Section(itemCount: count, metrics: metrics)
}

private func lineCell(_ item: Int, _ section: Int = 0) -> ElementID {
  .cell(ElementIndexPath(item: item, section: section))
}

extension PreparedLineLayout {
  /// A viewport of the environment's size at the given content offset.
  fileprivate func lineViewport(x: Double = 0, y: Double = 0) -> Viewport {
    Viewport(contentOffset: Point(x: x, y: y), size: environment.boundsSize)
  }

  /// The attributes of a cell shown at `viewport` (fails the test when missing).
  fileprivate func lineItem(_ item: Int, _ viewport: Viewport) -> LayoutAttributes {
    let attributes = layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0), viewport: viewport)
    #expect(attributes != nil, "cell \(item) missing")
    return attributes ?? LayoutAttributes(element: lineCell(item), frame: .zero)
  }

  /// The scroll target for a proposal of (x, y), at rest velocity unless given.
  fileprivate func lineTarget(_ x: Double, _ y: Double = 0, velocity: Point = .zero) -> Point {
    targetContentOffset(
      forProposedContentOffset: Point(x: x, y: y), withScrollingVelocity: velocity,
      viewport: lineViewport(x: x, y: y))
  }

  /// The brute-force answer: every element the flow has, zoomed, whose frame or zoomed frame
  /// intersects `rect`, in the flow's order.
  fileprivate func lineBruteForce(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    flow.allLayoutAttributes(viewport: viewport)
      .map { zoomed($0, viewport: viewport) }
      .filter { $0.frame.overlaps(rect) || $0.transformedFrame.overlaps(rect) }
  }
}

/// Whether `transform` is a uniform scale by `zoom` (within 1e-12).
private func lineIsScale(_ transform: AffineTransform, _ zoom: Double) -> Bool {
  abs(transform.a - zoom) < 1e-12 && abs(transform.d - zoom) < 1e-12 && transform.b == 0
    && transform.c == 0 && transform.tx == 0 && transform.ty == 0
}

/// The Xamarin guide's zoom for a distance `d` with the default constants, in its order.
private func lineSeedZoom(_ d: Double) -> Double { 1 + 0.3 * (1 - abs(d / 200)) }

// MARK: - Tests

/// The Xamarin guide's LineLayout, numbers derived by hand from the flow layout's rules
/// (docs/flow-layout.md, "The uniform grid") and the guide's formulas.
///
/// Common geometry, iPad portrait 768 × 1024, defaults, 20 items: the flow scrolls
/// horizontally with dimension 1024; available = 1024 − (400 + 400) = 224;
/// n = floor((10 + 224)/(10 + 200)) = floor(234/210) = 1 ⇒ one item per column, centred:
/// y = 400 + (1024 − 200 − 400 − 400)·0.5 = 412. Columns advance by 200 + 50 = 250 ⇒ x = 250·i,
/// centre x = 250·i + 100, centre y = 512. Content width = 250·20 − 50 = 4950.
/// The visible mid-x is offset.x + 384.
@Suite("Line layout")
struct LineLayoutTests {
  @Test func defaultsAreTheSeeds() {
    let layout = LineLayout()
    #expect(layout.itemSize == Size(width: 200, height: 200))
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.minimumLineSpacing == 50 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == EdgeInsets(top: 400, left: 0, bottom: 400, right: 0))
    #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    #expect(layout.activeDistance == 200 && layout.zoomFactor == 0.3)
    // The composed flow layout carries every property, unpinned.
    let flow = layout.flowLayout
    #expect(flow.scrollDirection == .horizontal && flow.itemSize == layout.itemSize)
    #expect(flow.minimumLineSpacing == 50 && flow.minimumInteritemSpacing == 10)
    #expect(flow.sectionInset == layout.sectionInset)
    #expect(!flow.sectionHeadersPinToVisibleBounds && !flow.sectionFootersPinToVisibleBounds)
  }

  @Test func geometryIsTheFlowLayouts() {
    let p = linePrepare(LineLayout(), [lineItems(20)])
    #expect(p.contentSize == Size(width: 4950, height: 1024))
    #expect(p.contentSize == p.flow.contentSize)
    let viewport = p.lineViewport()
    for i in 0..<20 {
      #expect(p.lineItem(i, viewport).frame == Rect(x: 250 * Double(i), y: 412, width: 200, height: 200))
    }
    // The protocol entry point answers the same.
    let any = LineLayout().prepare(LayoutContent(sections: [lineItems(20)]), in: p.environment)
    #expect(any.contentSize == p.contentSize)
    #expect(any.allLayoutAttributes(viewport: viewport) == p.allLayoutAttributes(viewport: viewport))
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 20, section: 0), viewport: viewport) == nil)
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1), viewport: viewport) == nil)
  }

  @Test func centredItemZoomsToOnePointThree() {
    // Item 2's centre x = 600; mid-x = offset + 384 = 600 ⇒ offset 216. Distance 0 ⇒
    // zoom = 1 + 0.3·(1 − 0) = 1.3 (exactly, in Double), zIndex 1; the zoomed frame is 260 × 260
    // about (600, 512): (470, 382, 260, 260). Items 1 and 3 (centres 350, 850) are 250 > 200
    // away: untouched (identity, zIndex 0).
    let p = linePrepare(LineLayout(), [lineItems(20)])
    let viewport = p.lineViewport(x: 216)
    let item2 = p.lineItem(2, viewport)
    #expect(item2.transform == .scale(1.3, 1.3))
    #expect(item2.zIndex == 1)
    #expect(item2.frame == Rect(x: 500, y: 412, width: 200, height: 200))
    #expect(item2.transformedFrame == Rect(x: 470, y: 382, width: 260, height: 260))
    for neighbour in [1, 3] {
      let attributes = p.lineItem(neighbour, viewport)
      #expect(attributes.transform == .identity && attributes.zIndex == 0)
    }
    // The visible rect x 216 … 984 meets items 1 (250…450), 2 and 3 (750…950); item 4
    // (1000…1200, not zoomed) is fetched by the widened query but filtered out.
    let visible = p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
    #expect(visible.map(\.element) == [lineCell(1), lineCell(2), lineCell(3)])
    #expect(visible.map(\.zIndex) == [0, 1, 0])
    #expect(visible[1] == item2)
  }

  @Test func midpointBetweenTwoCellsZoomsBoth() {
    // Items 2 and 3 have centres 600 and 850; the mid-point 725 is the visible mid-x at offset
    // 725 − 384 = 341. Distances +125 and −125 ⇒ zoom 1 + 0.3·(1 − 125/200) = 1 + 0.3·0.375
    // = 1.1125 for both, zIndex 1. Items 1 and 4 are 375 away: untouched.
    let p = linePrepare(LineLayout(), [lineItems(20)])
    let viewport = p.lineViewport(x: 341)
    for i in [2, 3] {
      let attributes = p.lineItem(i, viewport)
      #expect(lineIsScale(attributes.transform, 1.1125))
      #expect(attributes.transform == .scale(lineSeedZoom(125), lineSeedZoom(125)))
      #expect(attributes.zIndex == 1)
    }
    for i in [1, 4] {
      #expect(p.lineItem(i, viewport).transform == .identity)
      #expect(p.lineItem(i, viewport).zIndex == 0)
    }
  }

  @Test func zoomFallsLinearlyAndTheActiveDistanceIsStrict() {
    let p = linePrepare(LineLayout(), [lineItems(20)])
    // Offset 416 ⇒ mid-x 800: item 2 (centre 600) is exactly 200 away ⇒ not zoomed (the Xamarin guide's
    // strict `<`); item 3 (850) is 50 away ⇒ 1 + 0.3·(1 − 0.25) = 1.225.
    let atEdge = p.lineViewport(x: 416)
    #expect(p.lineItem(2, atEdge).transform == .identity && p.lineItem(2, atEdge).zIndex == 0)
    #expect(lineIsScale(p.lineItem(3, atEdge).transform, 1.225))
    // Offset 415 ⇒ mid-x 799: item 2 is 199 away ⇒ 1 + 0.3·(1/200) = 1.0015, zIndex 1.
    let inside = p.lineViewport(x: 415)
    #expect(lineIsScale(p.lineItem(2, inside).transform, 1.0015))
    #expect(p.lineItem(2, inside).zIndex == 1)
    // The zoom depends only on the scroll-axis distance, not on the cross axis offset.
    #expect(p.lineItem(3, p.lineViewport(x: 416, y: -300)) == p.lineItem(3, atEdge))
  }

  @Test func widenedRectQueryReturnsElementsWhoseZoomedFrameIntersects() {
    // Offset 216: item 2 (frame x 500…700, y 412…612) is drawn at 1.3×, covering
    // x 470…730, y 382…642. Growth bound: 200/2 · 0.3 + 1 = 31 pt on each side.
    let p = linePrepare(LineLayout(), [lineItems(20)])
    let viewport = p.lineViewport(x: 216)
    // x 701…720: past the frame, so the flow alone returns nothing; the zoomed frame reaches
    // 730 ⇒ item 2 is returned, zoomed.
    let right = Rect(x: 701, y: 0, width: 19, height: 1024)
    #expect(p.flow.layoutAttributesForElements(in: right, viewport: viewport).isEmpty)
    let found = p.layoutAttributesForElements(in: right, viewport: viewport)
    #expect(found.map(\.element) == [lineCell(2)])
    #expect(found.first?.transform == .scale(1.3, 1.3))
    // x 700…720 only touches the frame: the flow returns item 2 (UIKit's flow rule), and the
    // line keeps it because its zoomed frame overlaps the rect.
    let touching = Rect(x: 700, y: 0, width: 20, height: 1024)
    #expect(p.flow.layoutAttributesForElements(in: touching, viewport: viewport).map(\.element) == [lineCell(2)])
    #expect(p.layoutAttributesForElements(in: touching, viewport: viewport).map(\.element) == [lineCell(2)])
    // x 729…749: still inside the zoomed frame (ends at 730).
    #expect(
      p.layoutAttributesForElements(in: Rect(x: 729, y: 0, width: 20, height: 1024), viewport: viewport)
        .map(\.element) == [lineCell(2)])
    // x 730…749: the zoomed frame only touches at 730, item 3 starts at 750 ⇒ nothing.
    #expect(
      p.layoutAttributesForElements(in: Rect(x: 730, y: 0, width: 20, height: 1024), viewport: viewport)
        .isEmpty)
    // Across: y 390…400 is above the frame (412) but inside the zoomed frame (382).
    let above = Rect(x: 550, y: 390, width: 100, height: 10)
    #expect(p.flow.layoutAttributesForElements(in: above, viewport: viewport).isEmpty)
    #expect(p.layoutAttributesForElements(in: above, viewport: viewport).map(\.element) == [lineCell(2)])
    // An unzoomed item just outside the rect stays out: item 3 (750…950) is not zoomed at
    // this offset, so x 950…960 meets nothing even though it is within the 31-pt widening.
    #expect(
      p.layoutAttributesForElements(in: Rect(x: 950, y: 0, width: 10, height: 1024), viewport: viewport)
        .isEmpty)
  }

  @Test func rectQueriesMatchBruteForce() {
    // Headers, footers, several sections, per-item sizes (some oversize, some sharing a line),
    // a shrinking zoom (factor −2.5: down to −1.5, a flip, still growing by 0.5), both
    // directions; thin and full-height rects swept across the content at several offsets.
    let mixed = [
      Size(width: 120, height: 200), Size(width: 300, height: 150), Size(width: 40, height: 220),
      Size(width: 200, height: 200), Size(width: 260, height: 100),
    ]
    let configurations: [(LineLayout, [LayoutContent.Section])] = [
      (LineLayout(), [lineItems(20)]),
      (
        LineLayout(
          headerReferenceSize: Size(width: 160, height: 0),
          footerReferenceSize: Size(width: 90, height: 0)),
        [
          lineItems(6), LayoutContent.Section(itemCount: mixed.count, itemSizes: mixed),
          lineItems(0), lineItems(3, metrics: SectionMetrics(minimumLineSpacing: 5)),
        ]
      ),
      (
        LineLayout(
          scrollDirection: .vertical, sectionInset: EdgeInsets(top: 0, left: 284, bottom: 0, right: 284),
          headerReferenceSize: Size(width: 0, height: 70), zoomFactor: 0.8),
        [lineItems(9), LayoutContent.Section(itemCount: mixed.count, itemSizes: mixed)]
      ),
      (LineLayout(activeDistance: 400, zoomFactor: -2.5), [lineItems(12)]),
    ]
    // How many queries returned an element that only its zoomed frame brings into the rect.
    var widenedHits = 0
    for (layout, sections) in configurations {
      let p = linePrepare(layout, sections)
      let horizontal = layout.scrollDirection == .horizontal
      let extent = horizontal ? p.contentSize.width : p.contentSize.height
      for offset in stride(from: -300.0, through: extent, by: 137) {
        let viewport = horizontal ? p.lineViewport(x: offset) : p.lineViewport(y: offset)
        #expect(p.allLayoutAttributes(viewport: viewport) == p.lineBruteForce(in: .everything, viewport: viewport))
        for start in stride(from: offset - 200, through: offset + 1000, by: 61) {
          for length in [1.0, 45, 300] {
            let rect =
              horizontal
              ? Rect(x: start, y: 380 + length / 10, width: length, height: 40)
              : Rect(x: 380 + length / 10, y: start, width: 40, height: length)
            let answer = p.layoutAttributesForElements(in: rect, viewport: viewport)
            #expect(answer == p.lineBruteForce(in: rect, viewport: viewport))
            if answer.count > p.flow.layoutAttributesForElements(in: rect, viewport: viewport).count {
              widenedHits += 1
            }
            let band =
              horizontal
              ? Rect(x: start, y: -50, width: length, height: 1200)
              : Rect(x: -50, y: start, width: 1000, height: length)
            #expect(
              p.layoutAttributesForElements(in: band, viewport: viewport)
                == p.lineBruteForce(in: band, viewport: viewport))
          }
        }
      }
    }
    #expect(widenedHits > 0)
  }

  @Test func headersZoomAsInTheSeed() {
    // Header 160 wide: frame (0, 0, 160, 1024), zIndex 10 from the flow; items start at x 160.
    // Offset −204 ⇒ mid-x 180: the header (centre 80) is 100 away ⇒ 1 + 0.3·0.5 = 1.15 and
    // zIndex 1 (the guide's layout zooms every attribute super returns); item 0 (160…360, centre 260) is
    // 80 away ⇒ 1 + 0.3·0.6 = 1.18.
    let layout = LineLayout(headerReferenceSize: Size(width: 160, height: 50))
    let p = linePrepare(layout, [lineItems(20)])
    let header = ElementIndexPath(item: 0, section: 0)
    let resting = p.lineViewport()
    let plain = p.layoutAttributesForSupplementaryView(ofKind: .header, at: header, viewport: resting)
    #expect(plain?.frame == Rect(x: 0, y: 0, width: 160, height: 1024))
    #expect(plain?.transform == .identity && plain?.zIndex == 10)  // 304 away at offset 0

    let viewport = p.lineViewport(x: -204)
    let zoomedHeader = p.layoutAttributesForSupplementaryView(ofKind: .header, at: header, viewport: viewport)
    #expect(zoomedHeader.map { lineIsScale($0.transform, 1.15) } == true)
    #expect(zoomedHeader?.zIndex == 1)
    #expect(lineIsScale(p.lineItem(0, viewport).transform, 1.18))
    #expect(p.lineItem(0, viewport).frame == Rect(x: 160, y: 412, width: 200, height: 200))
    #expect(p.layoutAttributesForSupplementaryView(ofKind: .footer, at: header, viewport: viewport) == nil)
    // The rect query returns the same attributes, cells first, then the header.
    let visible = p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
    #expect(visible.map(\.element) == [lineCell(0), lineCell(1), .supplementary(.header, header)])
    #expect(visible.last == zoomedHeader)
    #expect(visible.first == p.lineItem(0, viewport))
  }

  @Test func snapsTheNearestCellToTheCentre() {
    let p = linePrepare(LineLayout(), [lineItems(20)])
    // Proposed 200 ⇒ centre 584; item 2 (600) is 16 away ⇒ 216, where item 2 is centred.
    #expect(p.lineTarget(200) == Point(x: 216, y: 0))
    // Already centred: unchanged.
    #expect(p.lineTarget(216) == Point(x: 216, y: 0))
    // Exactly between items 2 and 3 (centre 725, −125 and +125): the first wins ⇒ 216.
    #expect(p.lineTarget(341) == Point(x: 216, y: 0))
    // One point further (centre 726): item 3 (+124) ⇒ 342 + 124 = 466 = 850 − 384.
    #expect(p.lineTarget(342) == Point(x: 466, y: 0))
    // The other coordinate is kept.
    #expect(p.lineTarget(200, 7) == Point(x: 216, y: 7))
    // Velocity is ignored (the proposal already includes the flick).
    #expect(p.lineTarget(200, velocity: Point(x: 5000, y: 0)) == Point(x: 216, y: 0))
    #expect(p.lineTarget(200, velocity: Point(x: -5000, y: 0)) == Point(x: 216, y: 0))
    // Not clamped: at the largest offset 4950 − 768 = 4182 (centre 4566) item 18 (4600) is
    // nearest ⇒ 4216 > 4182; centring item 19 (4850) needs 4466, which is returned as is.
    #expect(p.lineTarget(4182) == Point(x: 4216, y: 0))
    #expect(p.lineTarget(4466) == Point(x: 4466, y: 0))
    // Beyond the content no cell meets the window 10000…10768: the search widens and finds
    // item 19 ⇒ 10000 + (4850 − 10384) = 4466. Before it: item 0 (100) ⇒ −5000 + 4716 = −284.
    #expect(p.lineTarget(10000) == Point(x: 4466, y: 0))
    #expect(p.lineTarget(-5000) == Point(x: -284, y: 0))
  }

  @Test func headersAreNotSnapTargets() {
    // Header 160 wide (centre 80), item 0 at 160…360 (centre 260). Proposed −300 ⇒ centre 84:
    // the guide's code would centre the header (84 → 80, target −304); cells only ⇒ item 0,
    // −300 + (260 − 84) = −124.
    let p = linePrepare(LineLayout(headerReferenceSize: Size(width: 160, height: 0)), [lineItems(20)])
    #expect(p.lineTarget(-300) == Point(x: -124, y: 0))
  }

  @Test func snappingWithoutCellsReturnsTheProposal() {
    let empty = linePrepare(LineLayout(), [lineItems(0)])
    #expect(empty.lineTarget(123, 4) == Point(x: 123, y: 4))
    #expect(empty.layoutAttributesForElements(in: .everything, viewport: empty.lineViewport()).isEmpty)
    #expect(empty.contentSize == Size(width: 0, height: 1024))  // left + right insets are 0
    let noSections = linePrepare(LineLayout(), [])
    #expect(noSections.lineTarget(-50) == Point(x: -50, y: 0))
    // A header and footer but no cell: still the proposal (headers are never targets).
    let headerOnly = linePrepare(
      LineLayout(headerReferenceSize: Size(width: 160, height: 0), footerReferenceSize: Size(width: 40, height: 0)),
      [lineItems(0)])
    #expect(headerOnly.lineTarget(-300) == Point(x: -300, y: 0))
    // A zero-width viewport: the Xamarin guide's window is empty; the widening search still finds item 2.
    let p = linePrepare(LineLayout(), [lineItems(20)])
    let target = p.targetContentOffset(
      forProposedContentOffset: Point(x: 590, y: 0), withScrollingVelocity: .zero,
      viewport: Viewport(contentOffset: .zero, size: Size(width: 0, height: 1024)))
    #expect(target == Point(x: 600, y: 0))
  }

  @Test func snappingAcrossGapsWiderThanTheScreen() {
    // Line spacing 2000: items at x = 0, 2200, 4400 (centres 100, 2300, 4500). Proposed 800 ⇒
    // centre 1184; the window 800…1568 meets no cell; widened: item 0 is 1084 away, item 1
    // 1116 ⇒ 800 − 1084 = −284.
    let p = linePrepare(LineLayout(minimumLineSpacing: 2000), [lineItems(3)])
    #expect(p.lineItem(1, p.lineViewport()).frame.minX == 2200)
    #expect(p.lineTarget(800) == Point(x: -284, y: 0))
    // Proposed 900 ⇒ centre 1284: item 0 1184 away, item 1 1016 ⇒ 900 + 1016 = 1916.
    #expect(p.lineTarget(900) == Point(x: 1916, y: 0))
  }

  @Test func snappingFindsANearerCellOutsideTheSeedsWindow() {
    // Vertical, one item per row (x 284), per-item heights 1000 and 10, line spacing 50:
    // item 0 at y 0…1000 (centre 500), item 1 at y 1050…1060 (centre 1055). A 100-pt-high
    // viewport proposed at y 900 (centre 950): the Xamarin guide's window 900…1000 only meets item 0
    // (−450 ⇒ the guide's code would return 450), but item 1 is nearer (+105) ⇒ 900 + 105 = 1005.
    let layout = LineLayout(
      scrollDirection: .vertical, sectionInset: EdgeInsets(top: 0, left: 284, bottom: 0, right: 284))
    let sizes = [Size(width: 200, height: 1000), Size(width: 200, height: 10)]
    let p = linePrepare(
      layout, [LayoutContent.Section(itemCount: 2, itemSizes: sizes)], width: 768, height: 100)
    let viewport = p.lineViewport()
    #expect(p.lineItem(0, viewport).frame == Rect(x: 284, y: 0, width: 200, height: 1000))
    #expect(p.lineItem(1, viewport).frame == Rect(x: 284, y: 1050, width: 200, height: 10))
    #expect(p.lineTarget(0, 900) == Point(x: 0, y: 1005))
  }

  @Test func verticalLineZoomsAlongY() {
    // Vertical, portrait 768 × 1024, inset (0, 284, 0, 284): dimension 768, available 200,
    // n = floor(210/210) = 1 ⇒ x = 284 + (768 − 200 − 568)·0.5 = 284; rows advance by 250 ⇒
    // y = 250·i, centre y = 250·i + 100. Content 768 × (250·20 − 50) = 768 × 4950.
    // Mid-y = offset.y + 512.
    let layout = LineLayout(
      scrollDirection: .vertical, sectionInset: EdgeInsets(top: 0, left: 284, bottom: 0, right: 284))
    let p = linePrepare(layout, [lineItems(20)])
    #expect(p.contentSize == Size(width: 768, height: 4950))
    // Offset y 88 ⇒ mid-y 600 = item 2's centre ⇒ 1.3; items 1 and 3 are 250 away.
    let centred = p.lineViewport(y: 88)
    #expect(p.lineItem(2, centred).frame == Rect(x: 284, y: 500, width: 200, height: 200))
    #expect(p.lineItem(2, centred).transform == .scale(1.3, 1.3))
    #expect(p.lineItem(2, centred).zIndex == 1)
    #expect(p.lineItem(1, centred).transform == .identity && p.lineItem(3, centred).zIndex == 0)
    // A horizontal offset changes nothing: only y counts.
    #expect(p.lineItem(2, p.lineViewport(x: 500, y: 88)) == p.lineItem(2, centred))
    // Offset y 213 ⇒ mid-y 725, between items 2 and 3 ⇒ both 1.1125.
    let between = p.lineViewport(y: 213)
    #expect(lineIsScale(p.lineItem(2, between).transform, 1.1125))
    #expect(lineIsScale(p.lineItem(3, between).transform, 1.1125))
    // Snapping moves y only: proposed (5, 100) ⇒ centre 612 ⇒ item 2 (600) ⇒ (5, 88).
    #expect(p.lineTarget(5, 100) == Point(x: 5, y: 88))
    // The widened query across: x 260…280 lies left of the frame (284) but inside the zoomed
    // frame (600 − 130 … ⇒ x 254…514) at offset 88.
    let left = Rect(x: 260, y: 550, width: 20, height: 20)
    #expect(p.layoutAttributesForElements(in: left, viewport: centred).map(\.element) == [lineCell(2)])
  }

  @Test func landscapeWithTheRotationInset() {
    // iPad landscape 1024 × 768 with the sample's rotation inset (220, 0, 200, 0): dimension
    // 768, available 768 − 420 = 348, n = floor(358/210) = 1 ⇒ centred:
    // y = 220 + (768 − 200 − 220 − 200)·0.5 = 220 + 74 = 294. x = 250·i as in portrait.
    let layout = LineLayout(sectionInset: EdgeInsets(top: 220, left: 0, bottom: 200, right: 0))
    let p = linePrepare(layout, [lineItems(20)], width: 1024, height: 768)
    #expect(p.contentSize == Size(width: 4950, height: 768))
    let resting = p.lineViewport()
    #expect(p.lineItem(0, resting).frame == Rect(x: 0, y: 294, width: 200, height: 200))
    // Offset 0 ⇒ mid-x 512. Centres 100, 350, 600, 850: distances 412, 162, −88, −338.
    // Item 1: 1 + 0.3·(1 − 0.81) = 1.057; item 2: 1 + 0.3·(1 − 0.44) = 1.168; 0 and 3 unzoomed.
    #expect(lineIsScale(p.lineItem(1, resting).transform, 1.057))
    #expect(lineIsScale(p.lineItem(2, resting).transform, 1.168))
    #expect(p.lineItem(1, resting).transform == .scale(lineSeedZoom(162), lineSeedZoom(162)))
    #expect(p.lineItem(0, resting).transform == .identity && p.lineItem(3, resting).transform == .identity)
    // Resting at 0 is not a snap point: item 2 is 88 right of the centre ⇒ 88.
    #expect(p.lineTarget(0) == Point(x: 88, y: 0))
    // At 88 item 2 (centre (600, 394)) is centred: 1.3, zoomed frame (470, 264, 260, 260).
    let centred = p.lineViewport(x: 88)
    #expect(p.lineItem(2, centred).transformedFrame == Rect(x: 470, y: 264, width: 260, height: 260))
    let visible = p.layoutAttributesForElements(in: centred.bounds, viewport: centred)
    // x 88…1112: items 0 (0…200) through 4 (1000…1200).
    #expect(visible.map(\.element) == (0...4).map { lineCell($0) })
  }

  @Test func everyBoundsChangeInvalidates() {
    let p = linePrepare(LineLayout(), [lineItems(20)])
    let old = Rect(x: 0, y: 0, width: 768, height: 1024)
    #expect(p.shouldInvalidateLayout(forBoundsChange: old.offsetBy(dx: 1, dy: 0), from: old))
    #expect(p.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 1024, height: 768), from: old))
    // The flow alone would not invalidate on a scroll (nothing pinned).
    #expect(!p.flow.shouldInvalidateLayout(forBoundsChange: old.offsetBy(dx: 1, dy: 0), from: old))
  }
}
