import CollectionLayout
import Geometry
import Testing

// MARK: - Support shared by the waterfall tests

/// Helpers for the waterfall tests (named apart from the flow tests' helpers).
enum WF {
  static func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// A section of `count` items of the layout's `itemSize`.
  static func uniform(_ count: Int, metrics: SectionMetrics = SectionMetrics()) -> LayoutContent.Section {
    LayoutContent.Section(itemCount: count, metrics: metrics)
  }

  /// A section whose delegate returns `sizes`.
  static func sized(_ sizes: [Size], metrics: SectionMetrics = SectionMetrics()) -> LayoutContent.Section {
    LayoutContent.Section(itemCount: sizes.count, itemSizes: sizes, metrics: metrics)
  }

  static func prepare(
    _ layout: WaterfallLayout, _ sections: [LayoutContent.Section], width: Double = 320,
    height: Double = 480, contentInset: EdgeInsets = .zero, scale: Double = 1
  ) -> PreparedWaterfallLayout {
    layout.prepareWaterfall(
      LayoutContent(sections: sections),
      in: LayoutEnvironment(
        boundsSize: Size(width: width, height: height), contentInset: contentInset, scale: scale))
  }
}

extension PreparedWaterfallLayout {
  func viewport(x: Double = 0, y: Double = 0) -> Viewport {
    Viewport(
      contentOffset: Point(x: x, y: y), size: environment.boundsSize,
      contentInset: environment.contentInset)
  }

  /// A cell's frame (fails the test and returns .zero when missing).
  func cell(_ item: Int, _ section: Int = 0) -> Rect {
    let attributes = layoutAttributesForItem(at: ElementIndexPath(item: item, section: section), viewport: viewport())
    #expect(attributes != nil, "cell \(section):\(item) missing")
    return attributes?.frame ?? .zero
  }

  func cells(_ count: Int, section: Int = 0) -> [Rect] { (0..<count).map { cell($0, section) } }

  func header(_ section: Int = 0, viewport: Viewport? = nil) -> Rect? {
    layoutAttributesForSupplementaryView(
      ofKind: .header, at: ElementIndexPath(item: 0, section: section), viewport: viewport ?? self.viewport())?.frame
  }

  func footer(_ section: Int = 0, viewport: Viewport? = nil) -> Rect? {
    layoutAttributesForSupplementaryView(
      ofKind: .footer, at: ElementIndexPath(item: 0, section: section), viewport: viewport ?? self.viewport())?.frame
  }

  /// The brute-force answer to a rect query, built from the single-element queries only (not
  /// from the rect query): every cell by section and item, then headers, then footers.
  func bruteForce(in rect: Rect, content: LayoutContent, viewport: Viewport) -> [LayoutAttributes] {
    var cells: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    for (s, section) in content.sections.enumerated() {
      for item in 0..<section.itemCount {
        if let a = layoutAttributesForItem(at: ElementIndexPath(item: item, section: s), viewport: viewport),
          a.frame.overlaps(rect)
        {
          cells.append(a)
        }
      }
      let path = ElementIndexPath(item: 0, section: s)
      if let a = layoutAttributesForSupplementaryView(ofKind: .header, at: path, viewport: viewport),
        a.frame.overlaps(rect)
      {
        headers.append(a)
      }
      if let a = layoutAttributesForSupplementaryView(ofKind: .footer, at: path, viewport: viewport),
        a.frame.overlaps(rect)
      {
        footers.append(a)
      }
    }
    return cells + headers + footers
  }
}

// MARK: - Exact geometry

@Suite("Waterfall layout — exact geometry")
struct WaterfallGeometryTests {
  /// The Xamarin guide's iOS 9 sample (docs/waterfall-layout.md, "Worked example"): defaults (2
  /// columns, spacing 10/10, no insets), `SizeForItem = ((W − 40)/3, Heights[i])`. Four of its
  /// heights: 100, 40, 139, 70.
  static let seedHeights: [Double] = [100, 40, 139, 70]
  static func seedSizes(width: Double) -> [Size] {
    seedHeights.map { WF.size((width - 40) / 3, $0) }
  }

  @Test func seedSampleAt375Scale1() {
    // itemWidth = floor((375 − 0 − 0 − (2 − 1)·10) / 2) = floor(182.5) = 182.
    // Reference width (375 − 40)/3 = 111.666…; height = floor(h · 182 / 111.666…):
    //   100 → floor(162.985…) = 162;  40 → floor(65.194…) = 65;
    //   139 → floor(226.549…) = 226;  70 → floor(114.089…) = 114.
    // Shortest first (ties → column 0), columns at x = 0 and 0 + (182 + 10)·1 = 192:
    //   item 0 → col 0 at 0      (col 0: 162 + 10 = 172)
    //   item 1 → col 1 at 0      (col 1: 65 + 10 = 75)
    //   item 2 → col 1 at 75     (75 < 172; col 1: 75 + 226 + 10 = 311)
    //   item 3 → col 0 at 172    (172 < 311; col 0: 172 + 114 + 10 = 296)
    // Content height = longest (311) − 10 + inset 0 = 301; width = bounds width.
    let p = WF.prepare(WaterfallLayout(), [WF.sized(Self.seedSizes(width: 375))], width: 375, scale: 1)
    #expect(
      p.cells(4) == [
        WF.rect(0, 0, 182, 162), WF.rect(192, 0, 182, 65), WF.rect(192, 75, 182, 226),
        WF.rect(0, 172, 182, 114),
      ])
    #expect(p.contentSize == WF.size(375, 301))
  }

  @Test func seedSampleAt375Scale2() {
    // Pixel floor floor(v·2)/2: itemWidth = floor(365)/2 = 182.5; heights
    //   100 · 182.5 / 111.666… = 163.43… → floor(326.86)/2 = 163
    //    40 → 65.37… → 65;  139 → 227.17… → 227;  70 → 114.40… → 114.
    // Columns at 0 and 182.5 + 10 = 192.5. Col 0: 0 → 173; col 1: 0 → 75 → 75 + 227 + 10 = 312;
    // item 3 into col 0 at 173. Content = 312 − 10 = 302.
    let p = WF.prepare(WaterfallLayout(), [WF.sized(Self.seedSizes(width: 375))], width: 375, scale: 2)
    #expect(
      p.cells(4) == [
        WF.rect(0, 0, 182.5, 163), WF.rect(192.5, 0, 182.5, 65), WF.rect(192.5, 75, 182.5, 227),
        WF.rect(0, 173, 182.5, 114),
      ])
    #expect(p.contentSize == WF.size(375, 302))
  }

  @Test func seedSampleAt375Scale3() {
    // itemWidth = floor(182.5·3)/3 = 547/3 = 182.333…; heights
    //   100 · (547/3) / 111.666… = 163.28… → floor(489.85)/3 = 163
    //    40 → 65.31… → floor(195.94)/3 = 65;  139 → 226.96… → floor(680.89)/3 = 680/3
    //    70 → 114.29… → floor(342.9)/3 = 114.
    // Col 1 ends at (75 + 680/3) + 10; content = that − 10 + 0.
    let p = WF.prepare(WaterfallLayout(), [WF.sized(Self.seedSizes(width: 375))], width: 375, scale: 3)
    let w = 547.0 / 3
    #expect(
      p.cells(4) == [
        WF.rect(0, 0, w, 163), WF.rect(0 + (w + 10) * 1, 0, w, 65),
        WF.rect(0 + (w + 10) * 1, 75, w, 680.0 / 3), WF.rect(0, 173, w, 114),
      ])
    #expect(p.contentSize == WF.size(375, (75 + 680.0 / 3 + 10) - 10 + 0))
  }

  @Test func seedSampleAtIPadWidths() {
    // docs/waterfall-layout.md, "Worked example": W = 768 → itemWidth floor(758/2) = 379, heights 40…139 map to
    // floor(40·379/242.67) = 62 … floor(139·379/242.67) = 217; W = 1024 → 507, 61 … 214.
    for (width, itemWidth, low, high) in [(768.0, 379.0, 62.0, 217.0), (1024, 507, 61, 214)] {
      let sizes = [WF.size((width - 40) / 3, 40), WF.size((width - 40) / 3, 139)]
      let p = WF.prepare(WaterfallLayout(), [WF.sized(sizes)], width: width)
      #expect(p.cell(0) == WF.rect(0, 0, itemWidth, low))
      #expect(p.cell(1) == WF.rect(itemWidth + 10, 0, itemWidth, high))
    }
  }

  @Test func seedAlgorithmOnHundredRandomHeights() {
    // The Xamarin guide's whole sample (100 items, integer heights 40…139) against a transliteration of
    // its C# PrepareLayout (whole-point floors, shortest first, strict < scan): identical.
    var random = SeededGenerator(seed: 2017)
    let heights = (0..<100).map { _ in Double(Int.random(in: 0..<100, using: &random) + 40) }
    for width in [320.0, 375, 414, 768, 1024] {
      let reference = (width - 40) / 3
      let p = WF.prepare(
        WaterfallLayout(), [WF.sized(heights.map { WF.size(reference, $0) })], width: width)
      // The guide's code, step by step.
      let itemWidth = ((width - 0 - 0) - Double(2 - 1) * 10) / 2
      let w = itemWidth.rounded(.down)
      var columns = [0.0, 0.0]
      var expected: [Rect] = []
      for h in heights {
        let column = columns[1] < columns[0] ? 1 : 0
        let frame = WF.rect(0 + (w + 10) * Double(column), columns[column], w, (h * w / reference).rounded(.down))
        expected.append(frame)
        columns[column] = frame.maxY + 10
      }
      #expect(p.cells(100) == expected)
      #expect(p.contentSize == WF.size(width, columns.max()! - 10 + 0))
    }
  }

  @Test func defaultItemSizeIsSquare() {
    // No delegate sizes: the reference 50×50 makes every item itemWidth tall.
    // W = 320: itemWidth = floor(310/2) = 155; rows at 0, 165, 330 (round-robin).
    let p = WF.prepare(WaterfallLayout(), [WF.uniform(5)])
    #expect(
      p.cells(5) == [
        WF.rect(0, 0, 155, 155), WF.rect(165, 0, 155, 155), WF.rect(0, 165, 155, 155),
        WF.rect(165, 165, 155, 155), WF.rect(0, 330, 155, 155),
      ])
    // Longest column (0) ends at 330 + 155 + 10 = 495 → content 485.
    #expect(p.contentSize == WF.size(320, 485))
    // A delegate giving the same size everywhere lays out identically.
    let q = WF.prepare(WaterfallLayout(), [WF.sized(Array(repeating: WF.size(7, 7), count: 5))])
    #expect(q.cells(5) == p.cells(5))
    #expect(q.contentSize == p.contentSize)
  }

  @Test func zeroReferenceDimensionsGiveZeroHeight() {
    // The guide's port (and CHT before it) computes a height only when both reference dimensions are
    // > 0, else 0: a width of 0 never divides by zero. Zero-height items still advance their
    // column by the spacing: item 0 col 0 at 0, item 1 col 1 at 0, item 2 col 0 at 0 + 0 + 10.
    let sizes = [WF.size(0, 100), WF.size(100, 0), WF.size(0, 0), WF.size(-5, 20)]
    let p = WF.prepare(WaterfallLayout(), [WF.sized(sizes)])
    #expect(
      p.cells(4) == [
        WF.rect(0, 0, 155, 0), WF.rect(165, 0, 155, 0), WF.rect(0, 10, 155, 0), WF.rect(165, 10, 155, 0),
      ])
    #expect(p.contentSize == WF.size(320, 10))
    // The same through the uniform path (the layout's own itemSize).
    var layout = WaterfallLayout()
    layout.itemSize = WF.size(0, 50)
    let q = WF.prepare(layout, [WF.uniform(4)])
    #expect(q.cells(4) == p.cells(4))
  }

  @Test func insetsAndPerSectionColumns() {
    // W = 320, sectionInset 16 all round, 3 columns, column spacing 8 (section overrides),
    // scale 2: width = 320 − 16 − 16 = 288; (288 − 2·8)/3 = 90.666… → floor(181.33)/2 = 90.5.
    // Columns at 16, 16 + 98.5 = 114.5, 16 + 98.5·2 = 213. Square items (90.5 tall), rows at
    // top inset 16 and 16 + 90.5 + 10 = 116.5.
    let metrics = SectionMetrics(sectionInset: EdgeInsets(all: 16), columnCount: 3, minimumColumnSpacing: 8)
    let p = WF.prepare(WaterfallLayout(), [WF.uniform(4, metrics: metrics)], scale: 2)
    #expect(
      p.cells(4) == [
        WF.rect(16, 16, 90.5, 90.5), WF.rect(114.5, 16, 90.5, 90.5), WF.rect(213, 16, 90.5, 90.5),
        WF.rect(16, 116.5, 90.5, 90.5),
      ])
    // Longest column 0: 116.5 + 90.5 + 10 = 217 → 217 − 10 + 16 = 223.
    #expect(p.contentSize == WF.size(320, 223))
  }

  @Test func headersFootersAndTheirInsets() {
    // headerHeight 40 inside headerInset (5, 10, 7, 20): frame (10, 5, 320 − 30, 40), then
    // top = 5 + 40 + 7 = 52; sectionInset.top 3 → items from 55. footerHeight 30 inside
    // footerInset (2, 4, 6, 8): footer at (longest − 10 + sectionInset.bottom 3) + 2.
    let layout = WaterfallLayout(
      headerHeight: 40, footerHeight: 30,
      headerInset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 20),
      footerInset: EdgeInsets(top: 2, left: 4, bottom: 6, right: 8),
      sectionInset: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
    let p = WF.prepare(layout, [WF.uniform(3), WF.uniform(0)])
    #expect(p.header(0) == WF.rect(10, 5, 290, 40))
    #expect(p.cells(3) == [WF.rect(0, 55, 155, 155), WF.rect(165, 55, 155, 155), WF.rect(0, 220, 155, 155)])
    // Longest: 220 + 155 + 10 = 385 → 385 − 10 + 3 = 378 → footer at 380, 30 tall, ends 410,
    // + footerInset.bottom 6 → section 1 starts at 416.
    #expect(p.footer(0) == WF.rect(4, 380, 308, 30))
    // Section 1 is empty: header at 416 + 5; items would start at 421 + 40 + 7 + 3 = 471;
    // footer region at 471 + 3 = 474, footer at 476 … 506, + 6 = 512.
    #expect(p.header(1) == WF.rect(10, 421, 290, 40))
    #expect(p.footer(1) == WF.rect(4, 476, 308, 30))
    #expect(p.contentSize == WF.size(320, 512))
    let header = p.layoutAttributesForSupplementaryView(
      ofKind: .header, at: ElementIndexPath(item: 3, section: 0), viewport: p.viewport())
    #expect(header?.zIndex == 10)
    #expect(header?.element == .supplementary(.header, ElementIndexPath(item: 0, section: 0)))
    #expect(
      p.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: ElementIndexPath(item: 0, section: 0), viewport: p.viewport()) == nil)
  }

  @Test func headerInsetLeadingEdgeAppliesWithoutHeader() {
    // As CHT: headerInset.top and footerInset.top are added even without a header / footer;
    // their bottoms only with one. Here only the tops (5 and 2) count: items at 5, content
    // = (5 + 155 + 10 − 10 + 0) + 2 = 162.
    let layout = WaterfallLayout(
      headerInset: EdgeInsets(top: 5, left: 0, bottom: 100, right: 0),
      footerInset: EdgeInsets(top: 2, left: 0, bottom: 100, right: 0))
    let p = WF.prepare(layout, [WF.uniform(1)])
    #expect(p.cell(0) == WF.rect(0, 5, 155, 155))
    #expect(p.header() == nil && p.footer() == nil)
    #expect(p.contentSize == WF.size(320, 162))
  }

  @Test func sectionReferenceSizesOverrideHeaderAndFooterHeights() {
    // Vertical: only the height of headerReferenceSize / footerReferenceSize counts.
    let metrics = SectionMetrics(headerReferenceSize: WF.size(999, 25), footerReferenceSize: WF.size(1, 15))
    let p = WF.prepare(
      WaterfallLayout(headerHeight: 50, footerHeight: 50), [WF.uniform(0, metrics: metrics), WF.uniform(0)])
    #expect(p.header(0) == WF.rect(0, 0, 320, 25))
    #expect(p.footer(0) == WF.rect(0, 25, 320, 15))
    // Section 1 uses the layout's 50 / 50 and starts at 40.
    #expect(p.header(1) == WF.rect(0, 40, 320, 50))
    #expect(p.footer(1) == WF.rect(0, 90, 320, 50))
    // A reference size of height 0 removes the header.
    let none = SectionMetrics(headerReferenceSize: WF.size(320, 0))
    #expect(WF.prepare(WaterfallLayout(headerHeight: 50), [WF.uniform(1, metrics: none)]).header() == nil)
  }

  @Test func minimumContentHeight() {
    // Content height is at least minimumContentHeight; zero without sections (as CHT).
    let p = WF.prepare(WaterfallLayout(minimumContentHeight: 1000), [WF.uniform(1)])
    #expect(p.contentSize == WF.size(320, 1000))
    let q = WF.prepare(WaterfallLayout(minimumContentHeight: 100), [WF.uniform(5)])
    #expect(q.contentSize == WF.size(320, 485))
    let empty = WF.prepare(WaterfallLayout(minimumContentHeight: 100), [])
    #expect(empty.contentSize == .zero)
    #expect(empty.allLayoutAttributes(viewport: empty.viewport()).isEmpty)
  }

  @Test func columnCountBelowOneIsOneColumn() {
    // Clamped to 1: one column the full width (320 − 0)/1 = 320, items stacked.
    for count in [0, -3, Int.min] {
      let p = WF.prepare(WaterfallLayout(columnCount: count), [WF.uniform(2)])
      #expect(p.cells(2) == [WF.rect(0, 0, 320, 320), WF.rect(0, 330, 320, 320)])
      let q = WF.prepare(
        WaterfallLayout(), [WF.sized([WF.size(1, 1), WF.size(2, 1)], metrics: SectionMetrics(columnCount: count))])
      #expect(q.cells(2) == [WF.rect(0, 0, 320, 320), WF.rect(0, 330, 320, 160)])
    }
  }

  @Test func hugeColumnCountsAndZeroWidthsNeverTrap() {
    // Int.max columns: (320 − (Int.max − 1)·10)/Int.max < 0 → item width 0 (never negative),
    // heights 0; column c at 0 + (0 + 10)·c. Only min(columns, items) columns are stored.
    for direction in WaterfallLayout.ItemRenderDirection.allCases {
      let layout = WaterfallLayout(columnCount: .max, itemRenderDirection: direction)
      for section in [WF.uniform(3), WF.sized([WF.size(1, 2), WF.size(3, 4), WF.size(5, 6)])] {
        let p = WF.prepare(layout, [section])
        let first = direction == .rightToLeft ? Double(Int.max - 1) * 10 : 0
        #expect(p.cell(0) == WF.rect(first, 0, 0, 0))
        #expect(p.cell(2).size == .zero)
        // Right to left, the three items sit at x ≈ 9.2·10¹⁹, beyond even `Rect.everything`.
        let expected = direction == .rightToLeft ? 0 : 3
        #expect(p.allLayoutAttributes(viewport: p.viewport()).count == expected)
        #expect(p.layoutAttributesForElements(in: WF.rect(-1, -1, 25, 2), viewport: p.viewport()).count == expected)
      }
    }
    // Zero bounds: zero-width items, no trap; NaN scale counts as 1.
    let zero = WaterfallLayout().prepareWaterfall(
      LayoutContent(sections: [WF.uniform(3), WF.sized([WF.size(10, 10)])]),
      in: LayoutEnvironment(boundsSize: .zero, scale: .nan))
    #expect(zero.cell(0) == WF.rect(0, 0, 0, 0))
    #expect(zero.cell(2) == WF.rect(0, 10, 0, 0))
    #expect(zero.contentSize == WF.size(0, 10))
    // Negative item counts count as none; mismatched per-item sizes are ignored.
    var odd = LayoutContent.Section(itemCount: 2, itemSizes: [WF.size(1, 2), WF.size(1, 2)])
    odd.itemSizes = [WF.size(1, 2)]
    let negative = LayoutContent.Section(itemCount: 0)
    var broken = negative
    broken.itemCount = -4
    let q = WF.prepare(WaterfallLayout(), [odd, broken])
    #expect(q.cell(1) == WF.rect(165, 0, 155, 155))
    #expect(q.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1), viewport: q.viewport()) == nil)
    #expect(q.layoutAttributesForItem(at: ElementIndexPath(item: -1, section: 0), viewport: q.viewport()) == nil)
    #expect(q.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 7), viewport: q.viewport()) == nil)
  }

  @Test func manyColumnsShortestFirstUsesTheSameTieRule() {
    // 40 columns (above the linear-scan limit, so the heap chooses): W = 40·10 + 39·0 = 400,
    // spacing 0 → each column 10 wide. Heights (reference 10 wide): column c first gets item c;
    // then the shortest again, ties to the lowest column.
    let layout = WaterfallLayout(columnCount: 40, minimumColumnSpacing: 0, minimumInteritemSpacing: 0)
    var heights = (0..<40).map { Double(($0 * 7) % 5 + 1) }  // 1…5, many ties
    heights += [3, 3, 3, 3, 3, 3]
    let p = WF.prepare(layout, [WF.sized(heights.map { WF.size(10, $0) })], width: 400)
    // Simulate with a plain scan over all 40 columns.
    var columns = [Double](repeating: 0, count: 40)
    for (item, h) in heights.enumerated() {
      var best = 0
      for c in 1..<40 where columns[c] < columns[best] { best = c }
      #expect(p.cell(item) == WF.rect(Double(best) * 10, columns[best], 10, h))
      columns[best] += h
    }
  }
}
