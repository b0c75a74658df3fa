import CollectionLayout
import Geometry
import Testing

/// The worked examples A–L of docs/flow-layout.md ("Worked examples"), with their variants. Scale 2 unless stated.
@Suite("Flow layout — worked examples (docs/flow-layout.md)")
struct FlowWorkedExampleTests {
  // A: width 320, itemSize 60×60, interitem 8, line 8, sectionInset 16, 10 items.
  static let layoutA = FlowLayout(
    itemSize: size(60, 60), minimumInteritemSpacing: 8, minimumLineSpacing: 8,
    sectionInset: EdgeInsets(all: 16))

  @Test func exampleA_uniformGrid() {
    // available = 320 − 32 = 288; n = floor((8 + 288)/(8 + 60)) = floor(4.35) = 4;
    // gap = (320 − 16 − 16 − 240)/3 = 16 ⇒ x = 16, 92, 168, 244; rows at 16 + 68·row.
    let p = prepareFlow(Self.layoutA, [uniform(10)])
    #expect(p.origins(4) == [point(16, 16), point(92, 16), point(168, 16), point(244, 16)])
    #expect(p.origins(8)[4...] == [point(16, 84), point(92, 84), point(168, 84), point(244, 84)])
    // Items 8 and 9 keep the grid columns on the incomplete last line: not spread, not centred.
    #expect(p.cell(8) == Rect(x: 16, y: 152, width: 60, height: 60))
    #expect(p.cell(9) == Rect(x: 92, y: 152, width: 60, height: 60))
    // Section height = 16 + 3·68 − 8 + 16 = 228.
    #expect(p.contentSize == size(320, 228))
    #expect(p.header() == nil && p.footer() == nil)
  }

  @Test func exampleA_delegateSizesAllEqual() {
    // The delegate returning 60×60 for every item is detected as uniform: same numbers.
    let p = prepareFlow(Self.layoutA, [sized(Array(repeating: size(60, 60), count: 10))])
    let reference = prepareFlow(Self.layoutA, [uniform(10)])
    #expect(
      p.allLayoutAttributes(viewport: p.restingViewport)
        == reference.allLayoutAttributes(viewport: reference.restingViewport))
    #expect(p.cell(9).origin == point(92, 152))
    #expect(p.contentSize == size(320, 228))
  }

  @Test func exampleA_withHeader() {
    // Header 44 tall spans the width at the section top; inset.top sits between header and the
    // first row: rows at 44 + 16 = 60, 128, 196; height 228 + 44 = 272.
    var layout = Self.layoutA
    layout.headerReferenceSize = size(123, 44)  // the width is ignored when vertical
    let p = prepareFlow(layout, [uniform(10)])
    #expect(p.header() == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(p.cell(0).origin == point(16, 60))
    #expect(p.cell(4).origin == point(16, 128))
    #expect(p.cell(9).origin == point(92, 196))
    #expect(p.contentSize == size(320, 272))
    let header = p.layoutAttributesForSupplementaryView(
      ofKind: .header, at: ElementIndexPath(item: 0, section: 0), viewport: p.restingViewport)
    #expect(header?.zIndex == 10)
    #expect(
      p.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: p.restingViewport)?.zIndex == 0)
  }

  // B: width 375, itemSize 100×100, interitem 10, inset 0, 5 items: n = floor(385/110) = 3,
  // gap = (375 − 300)/2 = 37.5 ⇒ raw x = 0, 137.5, 275.
  static let layoutB = FlowLayout(itemSize: size(100, 100))

  @Test func exampleB_fractionalGapAtScale2() {
    let p = prepareFlow(Self.layoutB, [uniform(5)], width: 375, scale: 2)
    #expect(p.origins(5) == [point(0, 0), point(137.5, 0), point(275, 0), point(0, 110), point(137.5, 110)])
  }

  @Test func exampleB_fractionalGapAtScale3() {
    // 137.5·3 = 412.5 rounds half away from zero to 413 ⇒ 413/3 = 137.6667.
    let p = prepareFlow(Self.layoutB, [uniform(5)], width: 375, scale: 3)
    #expect(p.cell(1).origin == point(413.0 / 3.0, 0))
    #expect(p.cell(2).origin == point(275, 0))
    #expect(p.cell(4).origin == point(413.0 / 3.0, 110))
  }

  @Test func exampleB_fractionalGapAtScale1() {
    // round(137.5) = 138 (half away from zero).
    let p = prepareFlow(Self.layoutB, [uniform(5)], width: 375, scale: 1)
    #expect(p.cell(1).origin == point(138, 0))
    #expect(p.cell(3).origin == point(0, 110))
  }

  // C: width 320, itemSize 320/3 wide, all spacing 0.
  static let third = 320.0 / 3.0
  static let layoutC = FlowLayout(
    itemSize: size(third, 100), minimumInteritemSpacing: 0, minimumLineSpacing: 0)

  @Test func exampleC_uniformThreeUpAtScale2() {
    // 320/(320/3) evaluates to exactly 3.0 ⇒ n = 3, gap 0. Origins round (106.667·2 = 213.33 → 213
    // ⇒ 106.5; 213.33·2 = 426.67 → 427 ⇒ 213.5); widths stay 320/3.
    let p = prepareFlow(Self.layoutC, [uniform(3)], scale: 2)
    #expect(p.cell(0) == Rect(x: 0, y: 0, width: Self.third, height: 100))
    #expect(p.cell(1) == Rect(x: 106.5, y: 0, width: Self.third, height: 100))
    #expect(p.cell(2) == Rect(x: 213.5, y: 0, width: Self.third, height: 100))
  }

  @Test func exampleC_uniformThreeUpAtScale3() {
    // At scale 3 the raw origins land on the pixel grid: seamless.
    let p = prepareFlow(Self.layoutC, [uniform(3)], scale: 3)
    #expect(p.origins(3) == [point(0, 0), point(320.0 / 3.0, 0), point(640.0 / 3.0, 0)])
  }

  @Test func exampleC_perItemFitsOnlyTwo() {
    // One item of a different height forces the per-item path. Repeated subtraction:
    // 320 − w = 213.33…, − w = 106.66666666666664 < w = 106.66666666666667 ⇒ only 2 per line.
    let w = Self.third
    #expect((320 - (0 + w)) - (0 + w) < w)
    let p = prepareFlow(
      Self.layoutC, [sized([size(w, 100), size(w, 100), size(w, 100), size(w, 120)])], scale: 2)
    // Line 1 = items 0, 1 justified: gap = 320 − 2w ⇒ x = 0 and 0 + gap + w = 213.33 → 213.5.
    #expect(p.cell(0).origin == point(0, 0))
    #expect(p.cell(1).origin == point(213.5, 0))
    // Line 2 = items 2, 3 is exactly as full as line 1 (rule b) ⇒ also justified. It is 120
    // thick (item 3); item 2 (100 tall) is centred: y = 100 + (60 − 50) = 110.
    #expect(p.cell(2) == Rect(x: 0, y: 110, width: w, height: 100))
    #expect(p.cell(3) == Rect(x: 213.5, y: 100, width: w, height: 120))
    #expect(p.contentSize == size(320, 220))
  }

  // D: width 320, insets 0, interitem 10, line 10, heights 40.
  static let layoutD = FlowLayout()

  @Test func exampleD_perItemWidths() {
    // Line 1 = [100, 80, 90] (remaining 320 → 210 → 120 → 20; 60 > 20 breaks), justified:
    // gap = (320 − 270)/2 = 25 ⇒ x = 0, 125, 230. Line 2 = [60, 90] incomplete ⇒ left, min
    // spacing: x = 0, 70 at y = 50. Height 90.
    let p = prepareFlow(Self.layoutD, [sized(widths([100, 80, 90, 60, 90], height: 40))])
    #expect(p.origins(5) == [point(0, 0), point(125, 0), point(230, 0), point(0, 50), point(70, 50)])
    #expect(p.contentSize == size(320, 90))
  }

  @Test func exampleD2_singleItemLinesAllCentred() {
    // Every line holds one item ⇒ rule (a) makes the last complete too: all centred.
    let p = prepareFlow(Self.layoutD, [sized(widths([200, 250, 100], height: 40))])
    #expect(p.origins(3) == [point(60, 0), point(35, 50), point(110, 100)])
  }

  @Test func exampleD3_lastLineWithTwoItemsIncomplete() {
    // Lines [200], [250] centred; last [100, 100] (remaining 100 ≠ 60) ⇒ left: x = 0, 110.
    let p = prepareFlow(Self.layoutD, [sized(widths([200, 250, 100, 100], height: 40))])
    #expect(p.origins(4) == [point(60, 0), point(35, 50), point(0, 100), point(110, 100)])
  }

  @Test func exampleD4_lastSingleItemIncompleteAfterMultiItemLine() {
    // [100, 100] justified x = 0, 220; [250] complete single ⇒ centred x = 35; last [100]:
    // rule (a) fails (line 1 held 2), rule (b) fails (210 ≠ 60) ⇒ x = 0.
    let p = prepareFlow(Self.layoutD, [sized(widths([100, 100, 250, 100], height: 40))])
    #expect(p.origins(4) == [point(0, 0), point(220, 0), point(35, 50), point(0, 100)])
  }

  @Test func exampleD5_verticalCentringInLine() {
    // One incomplete line ⇒ left, min spacing: x = 0, 110, 220. Line 60 thick; centred:
    // y = 30 − 20 = 10, 0, 30 − 10 = 20. Section height 60.
    let p = prepareFlow(Self.layoutD, [sized([size(100, 40), size(100, 60), size(50, 20)])])
    #expect(p.origins(3) == [point(0, 10), point(110, 0), point(220, 20)])
    #expect(p.contentSize == size(320, 60))
  }

  @Test func exampleD6_oneLinePerItemSizesLeftAligned() {
    let layout = FlowLayout(sectionInset: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    let p = prepareFlow(layout, [sized(widths([100, 90], height: 40))])
    #expect(p.origins(2) == [point(16, 0), point(126, 0)])
  }

  @Test func exampleG_oneLineUniformSpreadAt320() {
    // n = floor((10 + 288)/110) = 2, gap = (320 − 32 − 200)/1 = 88 ⇒ x = 16, 204.
    let layout = FlowLayout(
      itemSize: size(100, 40), sectionInset: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    let p = prepareFlow(layout, [uniform(2)], width: 320)
    #expect(p.origins(2) == [point(16, 0), point(204, 0)])
  }

  @Test func exampleG_oneLineUniformSpreadAt400() {
    // n = floor((10 + 368)/110) = 3 (more columns than items), gap = (400 − 32 − 300)/2 = 34
    // ⇒ x = 16, 150; the third column stays empty.
    let layout = FlowLayout(
      itemSize: size(100, 40), sectionInset: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    let p = prepareFlow(layout, [uniform(2)], width: 400)
    #expect(p.origins(2) == [point(16, 0), point(150, 0)])
  }

  @Test func exampleH_headerFooterInsetsPerItem() {
    // available 288: [100, 80] (288 → 178 → 88; 90 > 88) justified: gap = 320 − 180 − 32 = 108
    // ⇒ x = 16, 224 at y = 30 + 10 = 40. [90×50, 60, 90] (288 → 188 → 118 → 18) incomplete:
    // x = 16, 116, 186 at y = 40 + 40 + 12 = 92, centred in a 50-thick line: 92, 97, 97.
    // Footer at 92 + 50 + 10 = 152; section 172.
    let layout = FlowLayout(
      minimumLineSpacing: 12, sectionInset: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16),
      headerReferenceSize: size(0, 30), footerReferenceSize: size(0, 20))
    let p = prepareFlow(
      layout, [sized([size(100, 40), size(80, 40), size(90, 50), size(60, 40), size(90, 40)])])
    #expect(p.origins(5) == [point(16, 40), point(224, 40), point(16, 92), point(116, 97), point(186, 97)])
    #expect(p.header() == Rect(x: 0, y: 0, width: 320, height: 30))
    #expect(p.footer() == Rect(x: 0, y: 152, width: 320, height: 20))
    #expect(p.contentSize == size(320, 172))
  }

  @Test func exampleE_horizontalUniform() {
    // Height 200: n = floor(210/60) = 3 per column, gap = (200 − 150)/2 = 25 ⇒ y = 0, 75, 150;
    // columns at x = 0, 60, 120; item 6 at (120, 0); contentSize (3·60 − 10, 200) = (170, 200).
    let layout = FlowLayout(scrollDirection: .horizontal)
    let p = prepareFlow(layout, [uniform(7)], width: 320, height: 200)
    #expect(
      p.origins(7) == [
        point(0, 0), point(0, 75), point(0, 150), point(60, 0), point(60, 75), point(60, 150),
        point(120, 0),
      ])
    #expect(p.contentSize == size(170, 200))
  }

  @Test func exampleF_emptySection() {
    // Insets still apply: footer at 44 + 10 + 30 = 84, section 84 + 30 = 114.
    let layout = FlowLayout(
      sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 20),
      headerReferenceSize: size(0, 44), footerReferenceSize: size(0, 30))
    let p = prepareFlow(layout, [uniform(0)])
    #expect(p.header() == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(p.footer() == Rect(x: 0, y: 84, width: 320, height: 30))
    #expect(p.contentSize == size(320, 114))
    #expect(p.allLayoutAttributes(viewport: p.restingViewport).count == 2)
  }

  @Test func exampleI_oversizeUniformCentredOverflowing() {
    // n = max(floor(330/410), 1) = 1 ⇒ begin = (320 − 400)/2 = −40: centred, no clamp.
    let layout = FlowLayout(itemSize: size(400, 50))
    let p = prepareFlow(layout, [uniform(2)])
    #expect(p.cell(0) == Rect(x: -40, y: 0, width: 400, height: 50))
    #expect(p.cell(1).origin == point(-40, 60))
  }

  @Test func exampleI_oversizePerItemEmptyFirstLine() {
    // Item 0 does not fit the starting line ⇒ an empty line (0 thick) closes first and still
    // adds one line spacing: the 400-wide item sits at (0, 10), not centred (A < a). The
    // 100-wide item: rule (a) fails (the empty line held no item) ⇒ left, at y 10 + 50 + 10.
    let p = prepareFlow(FlowLayout(), [sized([size(400, 50), size(100, 50)])])
    #expect(p.cell(0) == Rect(x: 0, y: 10, width: 400, height: 50))
    #expect(p.cell(1) == Rect(x: 0, y: 70, width: 100, height: 50))
    #expect(p.contentSize == size(320, 120))
  }

  // J: A with a 44-pt header, two sections (section 0 spans 0…272, section 1 starts at 272),
  // adjusted inset 0, sectionHeadersPinToVisibleBounds.
  static func preparedJ() -> PreparedFlowLayout {
    var layout = layoutA
    layout.headerReferenceSize = size(0, 44)
    layout.sectionHeadersPinToVisibleBounds = true
    return prepareFlow(layout, [uniform(10), uniform(10)])
  }

  @Test func exampleJ_pinnedHeaderAtOffset100() {
    let p = Self.preparedJ()
    let viewport = p.viewport(offsetY: 100)
    #expect(p.header(0, viewport: viewport) == Rect(x: 0, y: 100, width: 320, height: 44))
    #expect(p.header(1, viewport: viewport)?.minY == 272)
    // The query returns the pinned frame.
    let found = p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
      .filter { $0.element == .supplementary(.header, ElementIndexPath(item: 0, section: 0)) }
    #expect(found.map(\.frame) == [Rect(x: 0, y: 100, width: 320, height: 44)])
  }

  @Test func exampleJ_pinnedHeaderPushedUpAtOffset250() {
    // max(0, 250) = 250, but 250 + 44 > 272 ⇒ y = 272 − 44 = 228; header 1 at its natural 272.
    let p = Self.preparedJ()
    let viewport = p.viewport(offsetY: 250)
    #expect(p.header(0, viewport: viewport)?.minY == 228)
    #expect(p.header(1, viewport: viewport)?.minY == 272)
  }

  @Test func exampleJ_bounceDoesNotPin() {
    // contentOffset −50: max(0, −50) = 0 ⇒ the header stays at its natural 0.
    let p = Self.preparedJ()
    #expect(p.header(0, viewport: p.viewport(offsetY: -50))?.minY == 0)
  }

  @Test func exampleK_horizontalPerItemSpacingSwap() {
    // Non-uniform ⇒ per-item; horizontally the column is filled with the *line* spacing (20):
    // 200 → 130 → 60 → −10, all fit one column (incomplete ⇒ top-aligned with spacing 20):
    // y = 0, 70, 140. Column 70 wide; x centred: 35 − 25 = 10, 0, 35 − 30 = 5.
    let layout = FlowLayout(
      scrollDirection: .horizontal, minimumInteritemSpacing: 4, minimumLineSpacing: 20)
    let p = prepareFlow(layout, [sized([size(50, 50), size(70, 50), size(60, 50)])], height: 200)
    #expect(p.origins(3) == [point(10, 0), point(0, 70), point(5, 140)])
    #expect(p.contentSize == size(70, 200))
  }

  @Test func exampleK_uniformVariantUsesJustifiedGap() {
    // Uniform 50×50: interitem 4 only decides n = floor(204/54) = 3; the justified gap is
    // (200 − 150)/2 = 25 ⇒ y = 0, 75, 150.
    let layout = FlowLayout(
      scrollDirection: .horizontal, itemSize: size(50, 50), minimumInteritemSpacing: 4,
      minimumLineSpacing: 20)
    let p = prepareFlow(layout, [uniform(3)], height: 200)
    #expect(p.origins(3) == [point(0, 0), point(0, 75), point(0, 150)])
  }

  @Test func exampleL_hairlineGapsFromOriginRounding() {
    // Width 414 at scale 3, delegate 103.5×113 for all 8 items (uniform), spacing 0: n = 4,
    // gap 0, raw x = 0, 103.5, 207, 310.5 → ×3 = 310.5, 931.5 round to 311, 932.
    let layout = FlowLayout(minimumInteritemSpacing: 0, minimumLineSpacing: 0)
    let p = prepareFlow(
      layout, [sized(Array(repeating: size(103.5, 113), count: 8))], width: 414, scale: 3)
    #expect(p.origins(4) == [point(0, 0), point(311.0 / 3.0, 0), point(207, 0), point(932.0 / 3.0, 0)])
    #expect(p.cell(5).origin == point(311.0 / 3.0, 113))
    #expect(p.cell(1).width == 103.5)  // sizes are never rounded
    // 1/6-pt gap after item 0, 1/6-pt overlap after item 1.
    #expect(abs((p.cell(1).minX - p.cell(0).maxX) - 1.0 / 6.0) < 1e-12)
    #expect(abs((p.cell(2).minX - p.cell(1).maxX) + 1.0 / 6.0) < 1e-12)
  }
}
