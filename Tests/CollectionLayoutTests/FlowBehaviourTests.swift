import CollectionLayout
import Geometry
import Testing

/// Further cases with numbers derived by hand from the rules of flow-layout.md.
@Suite("Flow layout — derived behaviour")
struct FlowBehaviourTests {
  @Test func defaultsMatchUIKit() {
    let layout = FlowLayout()
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.itemSize == size(50, 50))
    #expect(layout.minimumInteritemSpacing == 10 && layout.minimumLineSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
    #expect(FlowLayout.ScrollDirection.allCases == [.vertical, .horizontal])
    // The protocol entry point gives the same geometry as the typed one.
    let env = LayoutEnvironment(boundsSize: size(320, 480), scale: 2)
    let content = LayoutContent(sections: [uniform(3)])
    let any = layout.prepare(content, in: env)
    let typed = layout.prepareFlow(content, in: env)
    let viewport = Viewport(contentOffset: .zero, size: size(320, 480))
    #expect(any.allLayoutAttributes(viewport: viewport) == typed.allLayoutAttributes(viewport: viewport))
    #expect(any.contentSize == typed.contentSize)
  }

  @Test func horizontalUniformWithHeaderAndFooter() {
    // Height 200, item 50 wide × 40 tall, interitem 10, line 5, inset (t 10, l 20, b 10, r 30),
    // header 25 wide, footer 15 wide (heights ignored horizontally), 5 items.
    // available = 200 − 20 = 180; n = floor((10 + 180)/(10 + 40)) = 3;
    // gap = (200 − 10 − 10 − 120)/2 = 30 ⇒ y = 10, 80, 150.
    // Columns start after header + left = 45 and advance by 50 + 5 = 55 ⇒ x = 45, 100.
    // Footer at 45 + 55·2 − 5 + 30 = 180; section width 195.
    let layout = FlowLayout(
      scrollDirection: .horizontal, itemSize: size(50, 40), minimumInteritemSpacing: 10,
      minimumLineSpacing: 5, sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 30),
      headerReferenceSize: size(25, 999), footerReferenceSize: size(15, 999))
    let p = prepareFlow(layout, [uniform(5)], width: 320, height: 200)
    #expect(p.origins(5) == [point(45, 10), point(45, 80), point(45, 150), point(100, 10), point(100, 80)])
    // Headers and footers span the dimension (the height), not moved by top/bottom insets.
    #expect(p.header() == Rect(x: 0, y: 0, width: 25, height: 200))
    #expect(p.footer() == Rect(x: 180, y: 0, width: 15, height: 200))
    #expect(p.contentSize == size(195, 200))
  }

  @Test func horizontalPerItemWithHeaderAndFooter() {
    // Height 200, interitem 4, line 20, inset (t 10, l 5, b 10, r 5), header 30, footer 10 wide.
    // Per-item horizontal: columns are filled with the line spacing (20) and separated by the
    // interitem spacing (4). Along extents (heights) 50, 50, 60, 70, 40; available 180:
    //  180 → 110 → 40; 60 > 40 ⇒ column [0, 1] complete; 180 − 80 = 100 → 10; 40 > 10 ⇒
    //  column [2, 3] complete; last column [4]: rules (a), (b) fail (120 ≠ 10) ⇒ top-aligned.
    // Column 0 at x = 5 + 30 = 35, 60 wide: gap = 200 − 100 − 20 = 80 ⇒ y = 10, 140;
    //   x = 35 + (30 − 30), 35 + (30 − 20) = 35, 45.
    // Column 1 at 35 + 4 + 60 = 99, 80 wide: gap = 200 − 130 − 20 = 50 ⇒ y = 10, 120;
    //   x = 99, 99 + (40 − 15) = 124.
    // Column 2 at 99 + 4 + 80 = 183, 50 wide: y = 10, x = 183.
    // Footer at 183 + 4 + 50 − 4 + 5 = 238; section width 248.
    let layout = FlowLayout(
      scrollDirection: .horizontal, minimumInteritemSpacing: 4, minimumLineSpacing: 20,
      sectionInset: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5),
      headerReferenceSize: size(30, 0), footerReferenceSize: size(10, 0))
    let p = prepareFlow(
      layout, [sized([size(60, 50), size(40, 50), size(80, 60), size(30, 70), size(50, 40)])],
      height: 200)
    #expect(p.origins(5) == [point(35, 10), point(45, 140), point(99, 10), point(124, 120), point(183, 10)])
    #expect(p.header() == Rect(x: 0, y: 0, width: 30, height: 200))
    #expect(p.footer() == Rect(x: 238, y: 0, width: 10, height: 200))
    #expect(p.contentSize == size(248, 200))
  }

  /// Two sections of 10 items 60×60 (n = 4, 3 lines of 70 − 10), header 20, footer 30:
  /// each section is 20 + 3·70 − 10 + 30 = 250 tall; footers naturally at 220 and 470.
  static func pinnedFooters() -> PreparedFlowLayout {
    let layout = FlowLayout(
      itemSize: size(60, 60), headerReferenceSize: size(0, 20), footerReferenceSize: size(0, 30),
      sectionFootersPinToVisibleBounds: true)
    return prepareFlow(layout, [uniform(10), uniform(10)], width: 320, height: 200)
  }

  @Test func pinnedFootersAtRest() {
    // Offset 0, visible 0…200. Footer 0: 200 < 220 + 30 ⇒ y = 200 − 30 = 170 (170 − 20 ≥ 0).
    // Footer 1: ⇒ 170, but 170 − 20 < 250 ⇒ y = 20 + 250 = 270 (just below its header).
    let p = Self.pinnedFooters()
    let viewport = p.viewport(offsetY: 0)
    #expect(p.footer(0, viewport: viewport) == Rect(x: 0, y: 170, width: 320, height: 30))
    #expect(p.footer(1, viewport: viewport)?.minY == 270)
    // The rect query returns footer 0 at its pinned place; footer 1 (270…300) is outside.
    let footers = p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
      .filter { $0.element.kind == .footer }
    #expect(footers.map(\.frame) == [Rect(x: 0, y: 170, width: 320, height: 30)])
  }

  @Test func pinnedFootersScrolled() {
    let p = Self.pinnedFooters()
    // Offset 100, visible 100…300: footer 0 back at its natural 220 (300 ≥ 250); footer 1 at
    // 300 − 30 = 270 (270 − 20 = 250 is not < 250).
    let scrolled = p.viewport(offsetY: 100)
    #expect(p.footer(0, viewport: scrolled)?.minY == 220)
    #expect(p.footer(1, viewport: scrolled)?.minY == 270)
    // Bounce at −80, visible −80…120: footer 0 at 120 − 30 = 90 (90 − 20 ≥ 0).
    #expect(p.footer(0, viewport: p.viewport(offsetY: -80))?.minY == 90)
    // Scrolled far below: footers never go below their natural place.
    #expect(p.footer(0, viewport: p.viewport(offsetY: 1000))?.minY == 220)
  }

  @Test func pinnedHeadersWithContentInsetAndReducedDimension() {
    // Example A's layout with a 44-pt header, content inset (t 64, l 10, b 34, r 10):
    // dimension = 320 − 10 − 10 = 300, available 268, n = floor(276/68) = 4,
    // gap = (300 − 32 − 240)/3 = 9.333… ⇒ raw x = 16, 85.33, 154.67, 224 ⇒ at scale 2:
    // 16, 85.5 (170.67 → 171), 154.5 (309.33 → 309), 224. Headers are 300 wide.
    var layout = FlowWorkedExampleTests.layoutA
    layout.headerReferenceSize = size(0, 44)
    layout.sectionHeadersPinToVisibleBounds = true
    let inset = EdgeInsets(top: 64, left: 10, bottom: 34, right: 10)
    let p = prepareFlow(layout, [uniform(10), uniform(10)], contentInset: inset)
    #expect(p.origins(4) == [point(16, 60), point(85.5, 60), point(154.5, 60), point(224, 60)])
    #expect(p.contentSize == size(300, 544))
    // At rest (offset −64) the visible top is 0: header at 0.
    #expect(p.header(0, viewport: p.restingViewport) == Rect(x: 0, y: 0, width: 300, height: 44))
    // Offset 50 ⇒ visible top 114: the header sits below the top inset.
    #expect(p.header(0, viewport: p.viewport(offsetY: 50))?.minY == 114)
    // Offset 200 ⇒ 264, but 264 + 44 > 272 ⇒ 228; header 1 at 272 (264 < 272).
    #expect(p.header(0, viewport: p.viewport(offsetY: 200))?.minY == 228)
    #expect(p.header(1, viewport: p.viewport(offsetY: 200))?.minY == 272)
    // Offset 300 ⇒ visible top 364 lies in section 1 (272…544): header 1 pinned at 364.
    #expect(p.header(1, viewport: p.viewport(offsetY: 300))?.minY == 364)
  }

  @Test func horizontalPinnedHeader() {
    // Example E's grid (170 wide) with a 30-wide header pinned; second section identical.
    // Section width = 30 + 170 = 200. Offset x 50 ⇒ header 0 at 50 (50 + 30 ≤ 200);
    // offset 180 ⇒ 180 + 30 > 200 ⇒ 170; header 1 at its natural 200.
    let layout = FlowLayout(
      scrollDirection: .horizontal, headerReferenceSize: size(30, 0),
      sectionHeadersPinToVisibleBounds: true)
    let p = prepareFlow(layout, [uniform(7), uniform(7)], width: 320, height: 200)
    #expect(p.contentSize == size(400, 200))
    #expect(p.header(0, viewport: p.viewport(offsetX: 50)) == Rect(x: 50, y: 0, width: 30, height: 200))
    #expect(p.header(0, viewport: p.viewport(offsetX: 180))?.minX == 170)
    #expect(p.header(1, viewport: p.viewport(offsetX: 180))?.minX == 200)
  }

  @Test func horizontalContentInsetReducesDimension() {
    // Height 200 with content inset top 20, bottom 30 ⇒ dimension 150; 50×50, spacing 10:
    // n = floor(160/60) = 2, gap = 150 − 100 = 50 ⇒ y = 0, 100; 7 items ⇒ 4 columns
    // (x = 0, 60, 120, 180) ⇒ contentSize (230, 150).
    let layout = FlowLayout(scrollDirection: .horizontal)
    let inset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    let p = prepareFlow(layout, [uniform(7)], width: 320, height: 200, contentInset: inset)
    #expect(p.origins(3) == [point(0, 0), point(0, 100), point(60, 0)])
    #expect(p.cell(6).origin == point(180, 0))
    #expect(p.contentSize == size(230, 150))
  }

  @Test func perSectionOverrides() {
    // Layout: 100×50, interitem 10, line 10, no inset, header 15. Section 0 (3 items) uses it:
    // n = floor(330/110) = 3, gap 10 ⇒ x = 0, 110, 220 at y = 15; height 15 + 50 = 65.
    // Section 1 overrides inset 5, interitem 0, line 2, header 20, footer 10 (4 items):
    // available 310, n = floor(310/100) = 3, gap = (320 − 10 − 300)/2 = 5 ⇒ x = 5, 110, 215;
    // first line at 65 + 20 + 5 = 90, second at 90 + 52 = 142; footer at
    // 65 + (25 + 52·2 − 2 + 5) = 197; section 142 ⇒ content height 207.
    // Section 2 overrides the header away (height 0) and keeps the rest.
    let layout = FlowLayout(itemSize: size(100, 50), headerReferenceSize: size(0, 15))
    let overrides = SectionMetrics(
      sectionInset: EdgeInsets(all: 5), minimumInteritemSpacing: 0, minimumLineSpacing: 2,
      headerReferenceSize: size(0, 20), footerReferenceSize: size(0, 10))
    let p = prepareFlow(
      layout,
      [
        uniform(3), uniform(4, metrics: overrides),
        uniform(1, metrics: SectionMetrics(headerReferenceSize: .zero)),
      ])
    #expect(p.origins(3) == [point(0, 15), point(110, 15), point(220, 15)])
    #expect(p.header(0) == Rect(x: 0, y: 0, width: 320, height: 15))
    #expect(p.footer(0) == nil)
    #expect(p.origins(4, section: 1) == [point(5, 90), point(110, 90), point(215, 90), point(5, 142)])
    #expect(p.header(1) == Rect(x: 0, y: 65, width: 320, height: 20))
    #expect(p.footer(1) == Rect(x: 0, y: 197, width: 320, height: 10))
    // Section 2 starts at 207: no header; one item alone in a grid of n = 3 ⇒ x = 0.
    #expect(p.header(2) == nil)
    #expect(p.cell(0, 2).origin == point(0, 207))
    #expect(p.contentSize == size(320, 257))
  }

  @Test func perItemOverridesSwapSpacingsHorizontally() {
    // Overrides feed the per-item swap too: section interitem 30, line 1, horizontal height 100.
    // Along extents 40, 40, 50: column spacing inside = line (1): 100 → 59 → 18; 50 > 18 breaks.
    // Column 0 [40, 40] complete: gap = 100 − 80 = 20 ⇒ y = 0, 60; 30 wide (items 20, 30 wide
    // ⇒ x = 5, 0). Column 1 at 0 + 30 (interitem between columns) + 30 = 60: [50] last ⇒ y 0.
    let layout = FlowLayout(scrollDirection: .horizontal)
    let metrics = SectionMetrics(minimumInteritemSpacing: 30, minimumLineSpacing: 1)
    let p = prepareFlow(
      layout, [sized([size(20, 40), size(30, 40), size(10, 50)], metrics: metrics)], height: 100)
    #expect(p.origins(3) == [point(5, 0), point(0, 60), point(60, 0)])
    #expect(p.contentSize == size(70, 100))
  }

  @Test func sectionsStackWithEmptySectionsBetween() {
    // Width 200, 50×50, spacing 10 ⇒ n = floor(210/60) = 3, gap 25 ⇒ x = 0, 75, 150.
    // Header 10, footer 5, inset top 4, bottom 6.
    // Section 0 (3 items): 10 + 4 + 50 + 6 + 5 = 75. Section 1 (empty) at 75:
    // header at 75, footer at 75 + 10 + 4 + 6 = 95, height 25. Section 2 (2 items) at 100:
    // items at 114; footer at 100 + 70 = 170. Section 3 (empty, no header/footer by override)
    // still adds its insets: 10 ⇒ total 185.
    let layout = FlowLayout(
      sectionInset: EdgeInsets(top: 4, left: 0, bottom: 6, right: 0),
      headerReferenceSize: size(0, 10), footerReferenceSize: size(0, 5))
    let bare = SectionMetrics(headerReferenceSize: .zero, footerReferenceSize: .zero)
    let p = prepareFlow(layout, [uniform(3), uniform(0), uniform(2), uniform(0, metrics: bare)], width: 200)
    #expect(p.origins(3) == [point(0, 14), point(75, 14), point(150, 14)])
    #expect(p.header(1) == Rect(x: 0, y: 75, width: 200, height: 10))
    #expect(p.footer(1) == Rect(x: 0, y: 95, width: 200, height: 5))
    #expect(p.origins(2, section: 2) == [point(0, 114), point(75, 114)])
    #expect(p.footer(2)?.minY == 170)
    #expect(p.header(3) == nil && p.footer(3) == nil)
    #expect(p.contentSize == size(200, 185))
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1), viewport: p.restingViewport) == nil)
    // Order: cells (by section, item), then headers, then footers.
    let all = p.allLayoutAttributes(viewport: p.restingViewport).map(\.element)
    let expected: [ElementID] =
      [0, 1, 2].map { .cell(ElementIndexPath(item: $0, section: 0)) }
      + [0, 1].map { .cell(ElementIndexPath(item: $0, section: 2)) }
      + [0, 1, 2].map { .supplementary(.header, ElementIndexPath(item: 0, section: $0)) }
      + [0, 1, 2].map { .supplementary(.footer, ElementIndexPath(item: 0, section: $0)) }
    #expect(all == expected)
  }

  @Test func zeroDimensionLaysOutNothing() {
    // Content inset eating the whole width ⇒ dimension 0 ⇒ nothing (docs/flow-layout.md, "The line's length").
    let layout = FlowLayout(headerReferenceSize: size(0, 20))
    let p = prepareFlow(
      layout, [uniform(5)], width: 100, contentInset: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
    #expect(p.contentSize == .zero)
    #expect(p.allLayoutAttributes(viewport: p.restingViewport).isEmpty)
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: p.restingViewport) == nil)
    #expect(p.header(0) == nil)
  }

  @Test func zeroSizesAndZeroSpacingNeverTrap() {
    let zero = FlowLayout(itemSize: .zero, minimumInteritemSpacing: 0, minimumLineSpacing: 0)
    // (0 + 320)/(0 + 0) = +∞ ⇒ n saturates: one line, every item at the left edge.
    let p = prepareFlow(zero, [uniform(1000)])
    #expect(p.cell(999) == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(p.contentSize == size(320, 0))
    // 0/0 = NaN (no room at all) ⇒ n = 1, centred: x = left + (320 − 0 − 160 − 160)/2 = 160.
    var squeezed = zero
    squeezed.sectionInset = EdgeInsets(top: 0, left: 160, bottom: 0, right: 160)
    let q = prepareFlow(squeezed, [uniform(3)])
    #expect(q.origins(3) == [point(160, 0), point(160, 0), point(160, 0)])
    // Insets wider than the view: (0 − 80)/(0 + 0) = −∞ ⇒ n = 1, begin = 200 + (−80)/2 = 160.
    squeezed.sectionInset = EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
    #expect(prepareFlow(squeezed, [uniform(2)]).cell(1).minX == 160)
    // Per-item with zero widths and zero spacing: everything fits one (incomplete) line.
    let r = prepareFlow(zero, [sized([size(0, 0), size(0, 10), size(0, 5), size(0, 0)])])
    // One incomplete line 10 thick; y = 5 − h/2 (2.5 is on the half-point grid at scale 2).
    #expect(r.origins(4) == [point(0, 5), point(0, 0), point(0, 2.5), point(0, 5)])
    // Horizontal, zero height view ⇒ dimension 0 ⇒ nothing.
    let h = prepareFlow(FlowLayout(scrollDirection: .horizontal), [uniform(3)], height: 0)
    #expect(h.contentSize == .zero)
    // Every query survives a degenerate rect. The zero rect at the origin touches every
    // zero-size cell there (closed rectangles, as CGRectIntersectsRect), so it returns them all;
    // one a point away touches none.
    #expect(p.layoutAttributesForElements(in: .zero, viewport: p.restingViewport).count == 1000)
    let beside = Rect(x: 1, y: 0, width: 0, height: 0)
    #expect(p.layoutAttributesForElements(in: beside, viewport: p.restingViewport).isEmpty)
    let nan = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    #expect(p.layoutAttributesForElements(in: nan, viewport: p.restingViewport).isEmpty)
  }

  @Test func uniformDetectionIgnoresLeadingZeroSizes() {
    // docs/flow-layout.md, "Two paths: the uniform grid and per-item lines": the equality scan treats (0, 0)
    // as "not set", so leading zero sizes are skipped and the section is uniform with 50×50 — which then
    // applies to item 0 as well.
    let p = prepareFlow(FlowLayout(), [sized([.zero, size(50, 50), size(50, 50)])])
    #expect(p.cell(0) == Rect(x: 0, y: 0, width: 50, height: 50))
    // n = floor(330/60) = 5, gap = (320 − 250)/4 = 17.5 ⇒ x = 0, 67.5, 135.
    #expect(p.cell(2).origin == point(135, 0))
    // A zero size after a non-zero one breaks uniformity: per-item, left-aligned, min spacing.
    let q = prepareFlow(FlowLayout(), [sized([size(50, 50), .zero, size(50, 50)])])
    #expect(q.cell(1) == Rect(x: 60, y: 25, width: 0, height: 0))
    #expect(q.cell(2).origin == point(70, 0))
  }

  @Test func scaleZeroRoundsToWholePoints() {
    // A non-positive scale rounds like scale 1 (37.5 → 38 would be 137.5 → 138).
    let p = prepareFlow(FlowWorkedExampleTests.layoutB, [uniform(2)], width: 375, scale: 0)
    #expect(p.cell(1).minX == 138)
  }

  @Test func shouldInvalidateLayout() {
    let plain = prepareFlow(FlowLayout(), [uniform(10)])
    let a = Rect(x: 0, y: 0, width: 320, height: 480)
    #expect(plain.shouldInvalidateLayout(forBoundsChange: a.offsetBy(dx: 0, dy: 100), from: a) == false)
    #expect(plain.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 321, height: 480), from: a))
    #expect(plain.shouldInvalidateLayout(forBoundsChange: a, from: a) == false)
    let headers = prepareFlow(FlowLayout(sectionHeadersPinToVisibleBounds: true), [uniform(10)])
    #expect(headers.shouldInvalidateLayout(forBoundsChange: a.offsetBy(dx: 0, dy: 1), from: a))
    #expect(headers.shouldInvalidateLayout(forBoundsChange: a, from: a) == false)
    let footers = prepareFlow(FlowLayout(sectionFootersPinToVisibleBounds: true), [uniform(10)])
    #expect(footers.shouldInvalidateLayout(forBoundsChange: a.offsetBy(dx: 5, dy: 0), from: a))
  }

  @Test func supplementaryLookups() {
    let p = prepareFlow(FlowLayout(headerReferenceSize: size(0, 10)), [uniform(2)])
    #expect(
      p.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: ElementIndexPath(item: 0, section: 0), viewport: p.restingViewport) == nil)
    #expect(p.header(1) == nil)  // no such section
    #expect(p.header(-1) == nil)
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 2, section: 0), viewport: p.restingViewport) == nil)
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: -1, section: 0), viewport: p.restingViewport) == nil)
    #expect(
      p.layoutAttributesForDecorationView(
        ofKind: "x", at: ElementIndexPath(item: 0, section: 0), viewport: p.restingViewport) == nil)
    let header = p.layoutAttributesForSupplementaryView(
      ofKind: .header, at: ElementIndexPath(item: 3, section: 0), viewport: p.restingViewport)
    #expect(header?.element == .supplementary(.header, ElementIndexPath(item: 0, section: 0)))
  }
}
