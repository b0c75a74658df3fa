import CollectionLayout
import Geometry
import Testing

/// Each mistake of the Xamarin guide's `WaterfallCollectionLayout` (docs/waterfall-layout.md,
/// "The Xamarin port's mistakes"), with a test its behaviour would fail. Comments say what the
/// guide's port did.
@Suite("Waterfall layout — the Xamarin port's mistakes, fixed")
struct WaterfallSeedBugTests {
  // MARK: Bug 1: render directions

  @Test func leftToRightIsItemModuloColumns() {
    // Seed: `index = ColumnCount` → columnHeights[3] is out of range (an exception on the
    // first item). CHT: item % columns → columns 0, 1, 2, 0, 1, 2, 0.
    // W = 320, 3 columns, spacing 10: itemWidth = floor((320 − 20)/3) = 100, x = 110·column.
    let layout = WaterfallLayout(columnCount: 3, itemRenderDirection: .leftToRight)
    // Uniform path (square items 100 tall): rows at 0, 110, 220.
    let p = WF.prepare(layout, [WF.uniform(7)])
    #expect(p.cells(7).map(\.minX) == [0, 110, 220, 0, 110, 220, 0])
    #expect(p.cells(7).map(\.minY) == [0, 0, 0, 110, 110, 110, 220])
    // Per-item path: item 0 is very tall, yet item 3 still goes to column 0 (round-robin
    // ignores heights, unlike shortest-first which would pick column 1).
    let sizes = [WF.size(100, 500), WF.size(100, 10), WF.size(100, 20), WF.size(100, 30)]
    let q = WF.prepare(layout, [WF.sized(sizes)])
    #expect(
      q.cells(4) == [
        WF.rect(0, 0, 100, 500), WF.rect(110, 0, 100, 10), WF.rect(220, 0, 100, 20), WF.rect(0, 510, 100, 30),
      ])
  }

  @Test func rightToLeftIsMirroredModulo() {
    // Seed: `(ColumnCount − 1) − item / ColumnCount` (integer division): with 3 columns items
    // 0–2 → column 2, 3–5 → 1, 6–8 → 0, item 9 → −1 (exception). CHT: (3 − 1) − item % 3 →
    // 2, 1, 0, 2, 1, 0, 2.
    let layout = WaterfallLayout(columnCount: 3, itemRenderDirection: .rightToLeft)
    let p = WF.prepare(layout, [WF.uniform(10)])
    #expect(p.cells(10).map(\.minX) == [220, 110, 0, 220, 110, 0, 220, 110, 0, 220])
    #expect(p.cells(10).map(\.minY) == [0, 0, 0, 110, 110, 110, 220, 220, 220, 330])
    let sizes = [WF.size(100, 500), WF.size(100, 10), WF.size(100, 20), WF.size(100, 30)]
    let q = WF.prepare(layout, [WF.sized(sizes)])
    #expect(
      q.cells(4) == [
        WF.rect(220, 0, 100, 500), WF.rect(110, 0, 100, 10), WF.rect(0, 0, 100, 20), WF.rect(220, 510, 100, 30),
      ])
  }

  // MARK: Bug 2: the per-section interitem spacing

  @Test func perSectionInteritemSpacingIsUsed() {
    // Seed: the delegate's per-section spacing was read into a local (falling back to the
    // *column* spacing) and then ignored; items always stacked 10 apart. Here section 0 says
    // 30: W = 320, square 155 items: item 2 (column 0) at 155 + 30 = 185; the footer region
    // at longest (185 + 155 + 30) − 30 = 340. Section 1 keeps the layout's 10.
    let metrics = SectionMetrics(minimumInteritemSpacing: 30)
    let p = WF.prepare(WaterfallLayout(), [WF.uniform(3, metrics: metrics), WF.uniform(3)])
    #expect(p.cell(2, 0) == WF.rect(0, 185, 155, 155))
    #expect(p.cell(0, 1) == WF.rect(0, 340, 155, 155))
    #expect(p.cell(2, 1) == WF.rect(0, 340 + 165, 155, 155))
    // The per-item path reads it too.
    let sized = WF.sized(Array(repeating: WF.size(1, 1), count: 2) + [WF.size(1, 2)], metrics: metrics)
    let q = WF.prepare(WaterfallLayout(), [sized])
    #expect(q.cell(2) == WF.rect(0, 185, 155, 310))
    #expect(q.contentSize == WF.size(320, 185 + 310))
  }

  // MARK: Bugs 3 and 4: the rect query

  /// The Xamarin guide's `LayoutAttributesForElementsInRect`, transliterated: 20-element union rects
  /// of only the first and last frame of each group, a first loop without `break`.
  static func seedQuery(frames: [Rect], rect: Rect) -> [Int] {
    var unions: [Rect] = []
    var i = 0
    while i < frames.count {
      let first = frames[i]
      i = Swift.min(i + 20, frames.count) - 1
      unions.append(first.union(frames[i]))
      i += 1
    }
    var begin = 0
    var end = unions.count
    for (index, union) in unions.enumerated() where rect.intersects(union) { begin = index * 20 }
    for index in unions.indices.reversed() where rect.intersects(unions[index]) {
      end = Swift.min((index + 1) * 20, frames.count)
      break
    }
    return (begin..<Swift.max(begin, end)).filter { frames[$0].intersects(rect) }
  }

  static func cellIndices(_ p: PreparedWaterfallLayout, in rect: Rect) -> [Int] {
    p.layoutAttributesForElements(in: rect, viewport: p.viewport()).compactMap {
      if case .cell(let path) = $0.element { return path.item }
      return nil
    }
  }

  @Test func rectSpanningTwoUnionGroupsReturnsBoth() {
    // One column, 40 items 100 tall, 10 apart: item k at y = 110·k. The rect y ∈ [2000, 2400)
    // covers items 18 (1980–2080), 19 (2090–2190), 20 (2200–2300), 21 (2310–2410).
    // Seed: `begin` ends at the *last* intersecting group (20), so items 18 and 19 vanish.
    let p = WF.prepare(
      WaterfallLayout(columnCount: 1), [WF.sized(Array(repeating: WF.size(320, 100), count: 40))])
    let rect = WF.rect(0, 2000, 320, 400)
    let frames = p.cells(40)
    #expect(Self.seedQuery(frames: frames, rect: rect) == [20, 21])
    #expect(Self.cellIndices(p, in: rect) == [18, 19, 20, 21])
  }

  @Test func tallItemInsideAGroupIsFound() {
    // Two columns, 40 items 10 tall except item 25 (5000 tall). Shortest first alternates:
    // item k (k ≤ 25) in column k % 2 at y = 20·(k / 2), so item 25 is at (165, 240); items
    // 26–39 then all go to column 0 (260, 280, …, 520). The Xamarin guide's union of group 1 (items
    // 20–39) is only item 20 ∪ item 39 = x 0…155, y 200…530: a rect at x 200–250,
    // y 1000–1050 (inside item 25) intersects no union rect, and the guide's code returns nothing.
    var sizes = Array(repeating: WF.size(155, 10), count: 40)
    sizes[25] = WF.size(155, 5000)
    let p = WF.prepare(WaterfallLayout(), [WF.sized(sizes)])
    let rect = WF.rect(200, 1000, 50, 50)
    #expect(p.cell(25) == WF.rect(165, 240, 155, 5000))
    #expect(p.cell(39) == WF.rect(0, 520, 155, 10))
    #expect(Self.seedQuery(frames: p.cells(40), rect: rect) == [])
    #expect(Self.cellIndices(p, in: rect) == [25])
  }

  // MARK: Bug 7: supplementary lookup

  @Test func supplementaryViewsAreFoundByTheirKind() {
    // Seed: looked up "header"/"footer" while storing UIKit's own kind strings, so it returned
    // an empty attributes object for every header (and its dictionary indexer would throw for
    // a section without one). Here: the same kinds as the rect query, nil when absent.
    let p = WF.prepare(WaterfallLayout(headerHeight: 20, footerHeight: 30), [WF.uniform(1)])
    let fromQuery = p.allLayoutAttributes(viewport: p.viewport()).filter { $0.element.category == .supplementary }
    #expect(fromQuery.map(\.frame) == [p.header()!, p.footer()!])
    #expect(p.header() == WF.rect(0, 0, 320, 20))
    #expect(p.footer() == WF.rect(0, 20 + 155, 320, 30))
    let none = WF.prepare(WaterfallLayout(), [WF.uniform(1)])
    #expect(none.header() == nil && none.footer() == nil)
  }

  // MARK: Bug 8: empty sections

  @Test func emptySectionDoesNotPullTheNextOneUp() {
    // Seed (and CHT): the footer top is `longest − spacing + inset.bottom` even without items,
    // so an empty section ends one spacing *above* where it started. Sections 0 (2 items),
    // 1 (empty), 2 (2 items), no insets: section 0 ends at 155; the guide's port put section 2's items
    // at 145 (overlapping section 0), here at 155.
    let p = WF.prepare(WaterfallLayout(), [WF.uniform(2), WF.uniform(0), WF.uniform(2)])
    #expect(p.cell(0, 2) == WF.rect(0, 155, 155, 155))
    #expect(p.contentSize == WF.size(320, 310))
    // An empty first section: the guide's port started the next one at −10.
    let q = WF.prepare(WaterfallLayout(), [WF.uniform(0), WF.sized([WF.size(1, 1)])])
    #expect(q.cell(0, 1) == WF.rect(0, 0, 155, 155))
    // With insets and a footer, an empty section is exactly its insets and supplementary views.
    let layout = WaterfallLayout(footerHeight: 5, sectionInset: EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
    let r = WF.prepare(layout, [WF.uniform(0), WF.uniform(0)])
    #expect(r.footer(0) == WF.rect(0, 3, 320, 5))
    #expect(r.footer(1) == WF.rect(0, 11, 320, 5))
    #expect(r.contentSize == WF.size(320, 16))
  }
}
