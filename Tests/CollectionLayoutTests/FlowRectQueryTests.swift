import CollectionLayout
import Geometry
import Testing

/// Rect queries must return exactly the elements whose (rounded, possibly pinned) frames
/// intersect the rect, in the documented order — the brute-force set — while only touching
/// O(log n + visible) elements.
@Suite("Flow layout — rect queries")
struct FlowRectQueryTests {
  /// Random rects around and inside the content, some degenerate (zero width or height), some
  /// with edges exactly on element edges (where origin rounding matters most).
  static func randomRects(
    for p: PreparedFlowLayout, count: Int, using rng: inout SeededGenerator
  ) -> [Rect] {
    let content = p.contentSize
    let all = p.allLayoutAttributes(viewport: p.restingViewport)
    var rects: [Rect] = []
    for index in 0..<count {
      switch index % 4 {
      case 0, 1:
        let w = Double.random(in: 0...(content.width / 2), using: &rng)
        let h = Double.random(in: 0...(content.height / 3), using: &rng)
        let x = Double.random(in: -40...(content.width + 10), using: &rng)
        let y = Double.random(in: -40...(content.height + 10), using: &rng)
        rects.append(Rect(x: x, y: y, width: index % 8 == 1 ? 0 : w, height: h))
      default:
        // Edges on the edges of two random elements.
        guard let a = all.randomElement(using: &rng)?.frame,
          let b = all.randomElement(using: &rng)?.frame
        else { continue }
        let x0 = Swift.min(a.maxX, b.minX)
        let y0 = Swift.min(a.maxY, b.minY)
        rects.append(
          Rect(x: x0, y: y0, width: Swift.max(a.maxX, b.minX) - x0, height: Swift.max(a.maxY, b.minY) - y0))
      }
    }
    return rects
  }

  /// Viewports at random offsets (including bounce offsets) for pinned layouts.
  static func randomViewport(for p: PreparedFlowLayout, using rng: inout SeededGenerator) -> Viewport {
    let content = p.contentSize
    return p.viewport(
      offsetX: Double.random(in: -100...(content.width + 100), using: &rng),
      offsetY: Double.random(in: -100...(content.height + 100), using: &rng))
  }

  static func checkAgainstBruteForce(_ p: PreparedFlowLayout, seed: UInt64, rects: Int = 40) {
    var rng = SeededGenerator(seed: seed)
    for rect in randomRects(for: p, count: rects, using: &rng) {
      let viewport = randomViewport(for: p, using: &rng)
      let found = p.layoutAttributesForElements(in: rect, viewport: viewport)
      let expected = p.bruteForce(in: rect, viewport: viewport)
      #expect(found == expected, "rect \(rect) at offset \(viewport.contentOffset)")
    }
  }

  /// A grid layout with fractional metrics everywhere, both pinning flags, several sections.
  static func fractionalGrid(_ direction: FlowLayout.ScrollDirection) -> PreparedFlowLayout {
    let layout = FlowLayout(
      scrollDirection: direction, itemSize: size(37.3, 21.7), minimumInteritemSpacing: 3.1,
      minimumLineSpacing: 2.9, sectionInset: EdgeInsets(top: 5.5, left: 7.25, bottom: 3.3, right: 1.1),
      headerReferenceSize: size(13.3, 13.3), footerReferenceSize: size(7.7, 7.7),
      sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true)
    return prepareFlow(
      layout, [uniform(5000), uniform(0), uniform(7), uniform(1, metrics: SectionMetrics(minimumLineSpacing: 0))],
      width: 333.3, height: 211.1, contentInset: EdgeInsets(top: 3, left: 2, bottom: 1, right: 4),
      scale: 3)
  }

  /// A per-item layout with random fractional sizes (some zero, some oversize).
  static func randomPerItem(_ direction: FlowLayout.ScrollDirection, count: Int, seed: UInt64)
    -> PreparedFlowLayout
  {
    var rng = SeededGenerator(seed: seed)
    let sizes = (0..<count).map { index -> Size in
      if index % 97 == 5 { return size(0, 0) }
      if index % 131 == 7 { return size(400, 400) }  // wider/taller than any line
      return size(
        (Double.random(in: 0...90, using: &rng) * 3).rounded() / 3,
        (Double.random(in: 0...60, using: &rng) * 4).rounded() / 4)
    }
    let layout = FlowLayout(
      scrollDirection: direction, minimumInteritemSpacing: 4.5, minimumLineSpacing: 6.25,
      sectionInset: EdgeInsets(top: 3, left: 9.5, bottom: 2, right: 0.5),
      headerReferenceSize: size(17, 17), footerReferenceSize: size(9, 9),
      sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true)
    let small = Array(sizes.prefix(5))
    return prepareFlow(layout, [sized(sizes), uniform(0), sized(small)], width: 320, height: 250, scale: 3)
  }

  @Test(arguments: FlowLayout.ScrollDirection.allCases)
  func gridMatchesBruteForce(direction: FlowLayout.ScrollDirection) {
    Self.checkAgainstBruteForce(Self.fractionalGrid(direction), seed: 1)
  }

  @Test(arguments: FlowLayout.ScrollDirection.allCases)
  func perItemMatchesBruteForce(direction: FlowLayout.ScrollDirection) {
    Self.checkAgainstBruteForce(Self.randomPerItem(direction, count: 5000, seed: 2), seed: 3)
  }

  @Test func longLinesOfTinyItemsMatchBruteForce() {
    // Per-item lines of hundreds of items exercise the binary search inside a line.
    var rng = SeededGenerator(seed: 4)
    let sizes = (0..<3000).map { _ in size(Double.random(in: 0...1.5, using: &rng), 10) }
    let layout = FlowLayout(minimumInteritemSpacing: 0.25, minimumLineSpacing: 1)
    let p = prepareFlow(layout, [sized(sizes)], width: 320, scale: 2)
    Self.checkAgainstBruteForce(p, seed: 5)
  }

  @Test(arguments: FlowLayout.ScrollDirection.allCases)
  func itemLookupAgreesWithRectQuery(direction: FlowLayout.ScrollDirection) {
    for p in [Self.fractionalGrid(direction), Self.randomPerItem(direction, count: 2000, seed: 6)] {
      let viewport = p.restingViewport
      for attributes in p.allLayoutAttributes(viewport: viewport) {
        switch attributes.element {
        case .cell(let path):
          #expect(p.layoutAttributesForItem(at: path, viewport: viewport) == attributes)
        case .supplementary(let kind, let path):
          #expect(
            p.layoutAttributesForSupplementaryView(ofKind: kind, at: path, viewport: viewport)
              == attributes)
        case .decoration:
          Issue.record("flow layouts have no decoration views")
        }
      }
      // A small rect around each of a few cells finds that cell.
      for item in stride(from: 0, to: 2000, by: 97) {
        let path = ElementIndexPath(item: item, section: 0)
        guard let cell = p.layoutAttributesForItem(at: path, viewport: viewport),
          cell.frame.width > 0, cell.frame.height > 0
        else { continue }
        let probe = Rect(x: cell.frame.midX, y: cell.frame.midY, width: 0.01, height: 0.01)
        #expect(p.layoutAttributesForElements(in: probe, viewport: viewport).contains(cell))
      }
    }
  }

  @Test func millionItemGridMiddleRect() {
    // 1,000,000 uniform items: prepare is closed form; a rect in the middle returns exactly
    // the cells a brute-force scan of the surrounding rows finds.
    let layout = FlowLayout(
      itemSize: size(61.3, 47.9), minimumInteritemSpacing: 5.3, minimumLineSpacing: 3.7,
      sectionInset: EdgeInsets(top: 2, left: 3.5, bottom: 4, right: 2.5))
    let p = prepareFlow(layout, [uniform(1_000_000)], width: 390, scale: 3)
    // n = floor((5.3 + 384)/(5.3 + 61.3)) = floor(5.845) = 5 ⇒ 200,000 lines of pitch 51.6.
    let lines = 200_000.0
    #expect(abs(p.contentSize.height - (2 + 51.6 * lines - 3.7 + 4)) < 1e-6)
    let middle = p.contentSize.height / 2
    let rect = Rect(x: 100.3, y: middle - 0.7, width: 150, height: 300)
    let found = p.layoutAttributesForElements(in: rect, viewport: p.restingViewport)
    // Brute force over the 20 lines around the rect (100 items each side of the middle line).
    let middleLine = Int(middle / 51.6)
    var expected: [LayoutAttributes] = []
    for item in ((middleLine - 10) * 5)..<((middleLine + 20) * 5) {
      let cell = p.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0), viewport: p.restingViewport)!
      if cell.frame.intersects(rect) { expected.append(cell) }
    }
    #expect(!found.isEmpty)
    #expect(found == expected)
    // The last item is where the closed form says: line 199,999, column 4.
    // gap = (390 − 3.5 − 2.5 − 5·61.3)/4 = 19.375 ⇒ raw x = 3.5 + 4·80.675 = 326.2, which
    // rounds at scale 3 to 979/3 = 326.333… (so the right edge passes the inset by 1/7.5 pt).
    let last = p.cell(999_999)
    #expect(last.minX == 979.0 / 3.0)
    #expect(abs(last.minY - (2 + 51.6 * (lines - 1))) < 0.5)
  }

  @Test func bigPerItemSectionMiddleRect() {
    // 100,000 per-item cells: a middle rect matches a scan of every cell.
    let p = Self.randomPerItem(.vertical, count: 100_000, seed: 7)
    let viewport = p.restingViewport
    let rect = Rect(x: 50, y: p.contentSize.height / 2, width: 200, height: 400)
    let found = p.layoutAttributesForElements(in: rect, viewport: viewport)
      .filter { $0.element.category == .cell && $0.element.indexPath.section == 0 }
    var expected: [LayoutAttributes] = []
    for item in 0..<100_000 {
      let cell = p.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0), viewport: viewport)!
      if cell.frame.intersects(rect) { expected.append(cell) }
    }
    #expect(!found.isEmpty)
    #expect(found == expected)
  }

  @Test func everythingRectReturnsEveryElementOnce() {
    let p = Self.fractionalGrid(.vertical)
    let all = p.allLayoutAttributes(viewport: p.restingViewport)
    // 5000 + 0 + 7 + 1 cells, 4 headers, 4 footers.
    #expect(all.count == 5008 + 8)
    #expect(Set(all.map(\.element)).count == all.count)
    let cells = all.prefix(5008).map(\.element.indexPath)
    #expect(cells == cells.sorted())
  }
}
