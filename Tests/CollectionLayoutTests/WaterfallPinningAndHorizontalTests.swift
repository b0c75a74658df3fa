import CollectionLayout
import Geometry
import Testing

@Suite("Waterfall layout — pinned headers and horizontal scrolling")
struct WaterfallPinningAndHorizontalTests {
  /// W = 320 × 480: 2 columns of 155 (square items), header 40, footer 30, pinned.
  /// Section 0: header 0–40, 6 items in rows at 40, 205, 370 (ending 525), footer 525–555.
  /// Section 1: header 555–595, 2 items at 595 (ending 750), footer 750–780.
  static let layout = WaterfallLayout(headerHeight: 40, footerHeight: 30, sectionHeadersPinToVisibleBounds: true)
  static let content = LayoutContent(sections: [WF.uniform(6), WF.uniform(2)])

  static func prepared(contentInset: EdgeInsets = .zero) -> PreparedWaterfallLayout {
    layout.prepareWaterfall(
      content, in: LayoutEnvironment(boundsSize: WF.size(320, 480), contentInset: contentInset))
  }

  @Test func naturalGeometry() {
    let p = Self.prepared()
    #expect(p.cell(5) == WF.rect(165, 370, 155, 155))
    #expect(p.footer(0) == WF.rect(0, 525, 320, 30))
    #expect(p.cell(0, 1) == WF.rect(0, 595, 155, 155))
    #expect(p.contentSize == WF.size(320, 780))
  }

  @Test func pinnedHeaderAtSeveralOffsets() {
    // y = min(max(sectionStart, V.min), footerRegionStart − header), V.min = offset (no inset).
    // Section 0: start 0, footer region at 525 → y ≤ 485. Section 1: start 555, region 750 → ≤ 710.
    let p = Self.prepared()
    let cases: [(offset: Double, header0: Double, header1: Double)] = [
      (-50, 0, 555),  // bounce above the top: headers stay at their natural places
      (0, 0, 555),
      (100, 100, 555),  // stuck to the top of the visible bounds
      (485, 485, 555),  // exactly where the section's end starts pushing
      (500, 485, 555),  // pushed up by the end of section 0 (its footer region)
      (560, 485, 560),  // section 0's header stays inside its section; section 1's pins
      (720, 485, 710),  // section 1's pushed up by its own end
      (2000, 485, 710),  // far below the content
    ]
    for c in cases {
      let viewport = p.viewport(y: c.offset)
      #expect(p.header(0, viewport: viewport) == WF.rect(0, c.header0, 320, 40), "offset \(c.offset)")
      #expect(p.header(1, viewport: viewport) == WF.rect(0, c.header1, 320, 40), "offset \(c.offset)")
      // The rect query returns the pinned frames, like brute force.
      let got = p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
      #expect(got == p.bruteForce(in: viewport.bounds, content: Self.content, viewport: viewport))
      // Footers and cells do not move.
      #expect(p.footer(0, viewport: viewport) == WF.rect(0, 525, 320, 30))
    }
    // At offset 500 the visible rect is 500–980: section 0's header (485–525) is in it.
    let at500 = p.layoutAttributesForElements(in: WF.rect(0, 500, 320, 480), viewport: p.viewport(y: 500))
    #expect(
      at500.contains {
        $0.element == .supplementary(.header, ElementIndexPath(item: 0, section: 0)) && $0.frame.minY == 485
      })
    // Scrolling invalidates only because headers pin; a size change always does.
    #expect(p.shouldInvalidateLayout(forBoundsChange: WF.rect(0, 10, 320, 480), from: WF.rect(0, 0, 320, 480)))
    let unpinned = WF.prepare(WaterfallLayout(headerHeight: 40), [WF.uniform(6)])
    #expect(!unpinned.shouldInvalidateLayout(forBoundsChange: WF.rect(0, 10, 320, 480), from: WF.rect(0, 0, 320, 480)))
    #expect(unpinned.shouldInvalidateLayout(forBoundsChange: WF.rect(0, 0, 321, 480), from: WF.rect(0, 0, 320, 480)))
    #expect(unpinned.header(viewport: unpinned.viewport(y: 300)) == WF.rect(0, 0, 320, 40))
  }

  @Test func pinnedHeaderUsesTheInsetBounds() {
    // Content inset top 64: the header sticks below it, at V.min = offset + 64. At the resting
    // offset −64 that is 0 (natural); at 36 it is 100; negative offsets beyond leave it at 0.
    let p = Self.prepared(contentInset: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    for (offset, expected) in [(-64.0, 0.0), (-200, 0), (36, 100), (500, 485)] {
      #expect(p.header(0, viewport: p.viewport(y: offset)) == WF.rect(0, expected, 320, 40), "offset \(offset)")
    }
  }

  @Test func pinnedHeaderKeepsItsInsets() {
    // headerInset (5, 8, 5, 8): the slot is 5 + 40 + 5 = 50, its top pins; the header is 5
    // below the slot's top. Natural: header 5–45, items from 50: 6 items, rows at 50, 215, 380,
    // footer region at 380 + 155 = 535 → slot top ≤ 485, header y ≤ 490.
    let layout = WaterfallLayout(
      headerHeight: 40, headerInset: EdgeInsets(top: 5, left: 8, bottom: 5, right: 8),
      sectionHeadersPinToVisibleBounds: true)
    let p = WF.prepare(layout, [WF.uniform(6)])
    for (offset, y) in [(-10.0, 5.0), (0, 5), (100, 105), (485, 490), (600, 490)] {
      #expect(p.header(viewport: p.viewport(y: offset)) == WF.rect(8, y, 304, 40), "offset \(offset)")
    }
  }

  @Test func pinnedHeaderPushedAboveItsSectionIsStillFound() {
    // A negative sectionInset.top (which the decoder rejects, but the layout tolerates) can end
    // an empty section above its own header: start 0, header 0–40, items would start at −60,
    // footer region at −60. The section's end pushes the pinned header to −100…−60, outside
    // everything else the section has; the rect query must still find it there.
    let layout = WaterfallLayout(
      headerHeight: 40, sectionInset: EdgeInsets(top: -100, left: 0, bottom: 0, right: 0),
      sectionHeadersPinToVisibleBounds: true)
    let content = LayoutContent(sections: [WF.uniform(0)])
    let p = layout.prepareWaterfall(content, in: LayoutEnvironment(boundsSize: WF.size(320, 480)))
    let viewport = p.viewport(y: 10)
    #expect(p.header(viewport: viewport) == WF.rect(0, -100, 320, 40))
    let rect = WF.rect(0, -90, 320, 10)
    #expect(p.layoutAttributesForElements(in: rect, viewport: viewport).count == 1)
    #expect(
      p.layoutAttributesForElements(in: rect, viewport: viewport)
        == p.bruteForce(in: rect, content: content, viewport: viewport))
  }

  // MARK: Horizontal

  /// Bounds 480 × 300, horizontal: 2 rows, spacings 10, sectionInset (top 10, left 20,
  /// bottom 10, right 30), header 40 wide.
  static let horizontal = WaterfallLayout(
    headerHeight: 40, sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 30),
    scrollDirection: .horizontal)
  static let horizontalSizes = [WF.size(100, 50), WF.size(50, 100), WF.size(30, 30), WF.size(10, 27)]

  @Test func horizontalRows() {
    // Row height = floor((300 − 10 − 10 − (2 − 1)·10)/2) = 135; rows at y = 10 and
    // 10 + (135 + 10) = 155. Widths from the aspect ratio: floor(w·135/h):
    //   100×50 → 270;  50×100 → floor(67.5) = 67;  30×30 → 135;  10×27 → floor(50) = 50.
    // Header: x 0, 40 wide, the full height. Items start at x = 40 + 20 = 60.
    // Shortest row first: item 0 → row 0 at 60 (row 0: 340); item 1 → row 1 at 60 (137);
    // item 2 → row 1 at 137 (282); item 3 → row 1 at 282 (342).
    // Content width = 342 − 10 + 30 = 362; height = the bounds height.
    let p = WF.prepare(Self.horizontal, [WF.sized(Self.horizontalSizes)], width: 480, height: 300)
    #expect(p.header() == WF.rect(0, 0, 40, 300))
    #expect(
      p.cells(4) == [
        WF.rect(60, 10, 270, 135), WF.rect(60, 155, 67, 135), WF.rect(137, 155, 135, 135), WF.rect(282, 155, 50, 135),
      ])
    #expect(p.contentSize == WF.size(362, 300))
    // At scale 2 the 67.5 survives and moves item 2: x = 60 + 67.5 + 10 = 137.5.
    let q = WF.prepare(Self.horizontal, [WF.sized(Self.horizontalSizes)], width: 480, height: 300, scale: 2)
    #expect(q.cell(1) == WF.rect(60, 155, 67.5, 135))
    #expect(q.cell(2) == WF.rect(137.5, 155, 135, 135))
  }

  @Test func horizontalDirectionsAndSectionOverrides() {
    // Left to right means the top row first; right to left the bottom row first.
    var layout = Self.horizontal
    layout.itemRenderDirection = .leftToRight
    let ltr = WF.prepare(layout, [WF.uniform(3)], width: 480, height: 300)
    #expect(ltr.cells(3).map(\.minY) == [10, 155, 10])
    layout.itemRenderDirection = .rightToLeft
    let rtl = WF.prepare(layout, [WF.uniform(3)], width: 480, height: 300)
    #expect(rtl.cells(3).map(\.minY) == [155, 10, 155])
    // Square items 135 wide; rows advance by 145: item 2 at x = 60 + 145.
    #expect(rtl.cell(2) == WF.rect(205, 155, 135, 135))
    // A section's header reference size counts by its *width* when horizontal; its footer too.
    let metrics = SectionMetrics(headerReferenceSize: WF.size(25, 999), footerReferenceSize: WF.size(12, 0))
    let p = WF.prepare(Self.horizontal, [WF.uniform(0, metrics: metrics)], width: 480, height: 300)
    #expect(p.header() == WF.rect(0, 0, 25, 300))
    // Empty: footer region at 25 + 20 + 30 = 75.
    #expect(p.footer() == WF.rect(75, 0, 12, 300))
    #expect(p.contentSize == WF.size(87, 300))
  }

  @Test func horizontalPinnedHeader() {
    // Pinned to the left of the inset bounds: footer region at 362 → header x ≤ 322.
    var layout = Self.horizontal
    layout.sectionHeadersPinToVisibleBounds = true
    let content = LayoutContent(sections: [WF.sized(Self.horizontalSizes), WF.uniform(2)])
    let p = layout.prepareWaterfall(
      content,
      in: LayoutEnvironment(
        boundsSize: WF.size(480, 300), contentInset: EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)))
    for (offset, x) in [(-100.0, 0.0), (-16, 0), (84, 100), (400, 322)] {
      let viewport = p.viewport(x: offset)
      #expect(p.header(0, viewport: viewport) == WF.rect(x, 0, 40, 300), "offset \(offset)")
      #expect(
        p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
          == p.bruteForce(in: viewport.bounds, content: content, viewport: viewport))
    }
  }
}
