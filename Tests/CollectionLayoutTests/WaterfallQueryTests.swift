import CollectionLayout
import Geometry
import Testing

/// A plain re-implementation of the algorithm (CHT's loop with the fixes, every item placed
/// iteratively, every column scanned): an independent reference for random configurations.
/// Horizontal layouts are computed as the vertical layout of the transposed problem.
enum NaiveWaterfall {
  struct Result {
    var cells: [[Rect]]
    var headers: [Rect?]
    var footers: [Rect?]
    var contentSize: Size
  }

  static func t(_ s: Size) -> Size { Size(width: s.height, height: s.width) }
  static func t(_ r: Rect) -> Rect { Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
  static func t(_ i: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
  }

  static func layout(_ layout: WaterfallLayout, _ content: LayoutContent, bounds: Size, scale: Double) -> Result {
    guard layout.scrollDirection == .horizontal else {
      return vertical(layout, content, bounds: bounds, scale: scale)
    }
    var l = layout
    l.scrollDirection = .vertical
    l.headerInset = t(l.headerInset)
    l.footerInset = t(l.footerInset)
    l.sectionInset = t(l.sectionInset)
    l.itemSize = t(l.itemSize)
    let sections = content.sections.map { s -> LayoutContent.Section in
      var m = s.metrics
      m.sectionInset = m.sectionInset.map(t)
      m.headerInset = m.headerInset.map(t)
      m.footerInset = m.footerInset.map(t)
      m.headerReferenceSize = m.headerReferenceSize.map(t)
      m.footerReferenceSize = m.footerReferenceSize.map(t)
      return LayoutContent.Section(itemCount: s.itemCount, itemSizes: s.itemSizes?.map(t), metrics: m)
    }
    let r = vertical(l, LayoutContent(sections: sections), bounds: t(bounds), scale: scale)
    return Result(
      cells: r.cells.map { $0.map(t) }, headers: r.headers.map { $0.map(t) },
      footers: r.footers.map { $0.map(t) }, contentSize: t(r.contentSize))
  }

  static func vertical(_ layout: WaterfallLayout, _ content: LayoutContent, bounds: Size, scale: Double) -> Result {
    let sc = scale > 0 && scale.isFinite ? scale : 1
    let W = bounds.width > 0 ? bounds.width : 0
    func floorPixel(_ v: Double) -> Double {
      let f = (v * sc).rounded(.down) / sc
      return f > 0 && f.isFinite ? f : 0
    }
    var result = Result(cells: [], headers: [], footers: [], contentSize: .zero)
    var top = 0.0
    for section in content.sections {
      let m = section.metrics
      let cols = max(1, m.columnCount ?? layout.columnCount)
      let colSp = m.minimumColumnSpacing ?? layout.minimumColumnSpacing
      let inter = m.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
      let inset = m.sectionInset ?? layout.sectionInset
      let hIn = m.headerInset ?? layout.headerInset
      let fIn = m.footerInset ?? layout.footerInset
      let hH = max(0, m.headerReferenceSize?.height ?? layout.headerHeight)
      let fH = max(0, m.footerReferenceSize?.height ?? layout.footerHeight)
      let w = floorPixel((W - inset.left - inset.right - Double(cols - 1) * colSp) / Double(cols))
      top += hIn.top
      var header: Rect?
      if hH > 0 {
        header = Rect(x: hIn.left, y: top, width: max(0, W - (hIn.left + hIn.right)), height: hH)
        top = top + hH + hIn.bottom
      }
      top += inset.top
      var heights = [Double](repeating: top, count: cols)
      var cells: [Rect] = []
      for i in 0..<section.itemCount {
        let col: Int
        switch layout.itemRenderDirection {
        case .shortestFirst:
          var best = 0
          for c in 0..<cols where heights[c] < heights[best] { best = c }
          col = best
        case .leftToRight: col = i % cols
        case .rightToLeft: col = cols - 1 - i % cols
        }
        let ref = section.itemSizes?[i] ?? layout.itemSize
        let h = ref.width > 0 && ref.height > 0 ? floorPixel(ref.height * w / ref.width) : 0
        let frame = Rect(x: inset.left + (w + colSp) * Double(col), y: heights[col], width: w, height: h)
        cells.append(frame)
        heights[col] = frame.maxY + inter
      }
      top = section.itemCount > 0 ? heights.max()! - inter + inset.bottom : top + inset.bottom
      top += fIn.top
      var footer: Rect?
      if fH > 0 {
        footer = Rect(x: fIn.left, y: top, width: max(0, W - (fIn.left + fIn.right)), height: fH)
        top = top + fH + fIn.bottom
      }
      result.cells.append(cells)
      result.headers.append(header)
      result.footers.append(footer)
    }
    if !content.sections.isEmpty {
      result.contentSize = Size(width: W, height: max(top, layout.minimumContentHeight))
    }
    return result
  }

  /// Equal up to the last bits (closed-form rows vs iterative sums).
  static func close(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  static func close(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }
}

@Suite("Waterfall layout — rect queries and random configurations")
struct WaterfallQueryTests {
  /// A random configuration: 1–4 sections, per-item or uniform sizes, 1–25 columns (above 16
  /// the heap chooses), fractional spacings and insets, headers, footers, every direction.
  static func randomCase(_ random: inout SeededGenerator) -> (WaterfallLayout, LayoutContent, Size, Double) {
    func pick(_ values: [Double]) -> Double { values.randomElement(using: &random)! }
    func insets() -> EdgeInsets {
      EdgeInsets(
        top: pick([0, 3, 7.5]), left: pick([0, 4, 10.25]), bottom: pick([0, 5, 2.5]), right: pick([0, 6, 1.75]))
    }
    var layout = WaterfallLayout(
      columnCount: Int.random(in: 1...5, using: &random), minimumColumnSpacing: pick([0, 10, 7.5, 3.3]),
      minimumInteritemSpacing: pick([0, 10, 4.5, 1.1]), headerHeight: pick([0, 0, 30, 44.5]),
      footerHeight: pick([0, 0, 20, 12.25]), headerInset: insets(), footerInset: insets(),
      sectionInset: insets(),
      itemRenderDirection: WaterfallLayout.ItemRenderDirection.allCases.randomElement(using: &random)!,
      minimumContentHeight: pick([0, 0, 2000]), sectionHeadersPinToVisibleBounds: Bool.random(using: &random),
      scrollDirection: Bool.random(using: &random) ? .vertical : .horizontal,
      itemSize: Size(width: pick([50, 33.3, 0]), height: pick([50, 77.7, 10])))
    if Int.random(in: 0..<8, using: &random) == 0 { layout.columnCount = Int.random(in: 17...25, using: &random) }
    var sections: [LayoutContent.Section] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let count = [0, 1, 3, 17, 60].randomElement(using: &random)!
      var metrics = SectionMetrics()
      if Bool.random(using: &random) { metrics.columnCount = Int.random(in: 0...4, using: &random) }
      if Bool.random(using: &random) { metrics.minimumInteritemSpacing = pick([0, 2, 15]) }
      if Bool.random(using: &random) { metrics.minimumColumnSpacing = pick([0, 2, 15]) }
      if Bool.random(using: &random) { metrics.sectionInset = insets() }
      if Bool.random(using: &random) { metrics.headerReferenceSize = Size(width: 30, height: 25) }
      if Bool.random(using: &random) { metrics.footerReferenceSize = Size(width: 15, height: 0) }
      if Bool.random(using: &random) { metrics.headerInset = insets() }
      let sizes: [Size]? =
        Bool.random(using: &random)
        ? (0..<count).map { _ in
          // Mostly ordinary aspect ratios, some very tall / long items, a few zero dimensions.
          Size(
            width: pick([100, 100, 50, 1, 0]),
            height: pick([20, 40, 100, 139, 1000, 5000, 0]) * (Bool.random(using: &random) ? 1 : 0.37))
        } : nil
      sections.append(LayoutContent.Section(itemCount: count, itemSizes: sizes, metrics: metrics))
    }
    let bounds = Size(width: pick([320, 375, 1024]), height: pick([480, 300, 768]))
    return (layout, LayoutContent(sections: sections), bounds, pick([1, 2, 3]))
  }

  @Test func matchesTheNaiveAlgorithmOnRandomConfigurations() {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let (layout, content, bounds, scale) = Self.randomCase(&random)
      let p = layout.prepareWaterfall(content, in: LayoutEnvironment(boundsSize: bounds, scale: scale))
      let naive = NaiveWaterfall.layout(layout, content, bounds: bounds, scale: scale)
      let viewport = Viewport(contentOffset: .zero, size: bounds)
      var ok = true
      for (s, cells) in naive.cells.enumerated() {
        for (i, frame) in cells.enumerated() {
          let got = p.layoutAttributesForItem(at: ElementIndexPath(item: i, section: s), viewport: viewport)?.frame
          if !NaiveWaterfall.close(got, frame) { ok = false }
        }
        // Pinning aside (offset 0 pins nothing above the section), the natural places.
        let unpinned = layout.sectionHeadersPinToVisibleBounds ? nil : p.header(s, viewport: viewport)
        if !layout.sectionHeadersPinToVisibleBounds && !NaiveWaterfall.close(unpinned, naive.headers[s]) { ok = false }
        if !NaiveWaterfall.close(p.footer(s, viewport: viewport), naive.footers[s]) { ok = false }
      }
      let sizeOK =
        NaiveWaterfall.close(p.contentSize.width, naive.contentSize.width)
        && NaiveWaterfall.close(p.contentSize.height, naive.contentSize.height)
      #expect(ok && sizeOK, "layout \(layout), bounds \(bounds), scale \(scale)")
      if !(ok && sizeOK) { return }
    }
  }

  @Test func rectQueryEqualsBruteForceOnRandomRects() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<150 {
      let (layout, content, bounds, scale) = Self.randomCase(&random)
      let p = layout.prepareWaterfall(content, in: LayoutEnvironment(boundsSize: bounds, scale: scale))
      let size = p.contentSize
      for _ in 0..<25 {
        let x = Double.random(in: -100...(size.width + 100), using: &random)
        let y = Double.random(in: -100...(size.height + 100), using: &random)
        let w: Double = [0, 1, 40, 400, 5000].randomElement(using: &random)!
        let h: Double = [0, 1, 40, 400, 5000].randomElement(using: &random)!
        let rect = Rect(x: x, y: y, width: w, height: h)
        let offset = Point(
          x: Double.random(in: -200...(size.width + 200), using: &random),
          y: Double.random(in: -200...(size.height + 200), using: &random))
        let viewport = Viewport(
          contentOffset: offset, size: bounds, contentInset: EdgeInsets(top: 20, left: 5, bottom: 10, right: 0))
        let got = p.layoutAttributesForElements(in: rect, viewport: viewport)
        let expected = p.bruteForce(in: rect, content: content, viewport: viewport)
        #expect(got == expected, "rect \(rect), layout \(layout)")
        if got != expected { return }
        // The viewport's own bounds, as the renderer queries it.
        #expect(
          p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
            == p.bruteForce(in: viewport.bounds, content: content, viewport: viewport))
      }
      // Everything: every element exactly once.
      let viewport = Viewport(contentOffset: .zero, size: bounds)
      let all = p.allLayoutAttributes(viewport: viewport)
      #expect(all == p.bruteForce(in: .everything, content: content, viewport: viewport))
      #expect(Set(all.map(\.element)).count == all.count)
    }
  }

  @Test func negativeSpacingFallsBackToAnExactScan() {
    // A negative interitem spacing breaks the order inside columns (and the uniform rows run
    // backwards); queries must still equal brute force. (The scene decoder rejects negative
    // spacings; the layout stays correct anyway.)
    var random = SeededGenerator(seed: 99)
    for direction in WaterfallLayout.ItemRenderDirection.allCases {
      for sizes in [nil, (0..<40).map { _ in WF.size(100, Double.random(in: 1...300, using: &random)) }] {
        let layout = WaterfallLayout(
          columnCount: 3, minimumColumnSpacing: -120, minimumInteritemSpacing: -150, itemRenderDirection: direction)
        let content = LayoutContent(sections: [
          LayoutContent.Section(itemCount: 40, itemSizes: sizes), LayoutContent.Section(itemCount: 5),
        ])
        let p = layout.prepareWaterfall(content, in: LayoutEnvironment(boundsSize: WF.size(320, 480)))
        let naive = NaiveWaterfall.layout(layout, content, bounds: WF.size(320, 480), scale: 1)
        #expect(NaiveWaterfall.close(p.cell(39), naive.cells[0][39]))
        for _ in 0..<40 {
          let rect = Rect(
            x: Double.random(in: -400...400, using: &random), y: Double.random(in: -6000...3000, using: &random),
            width: 150, height: Double.random(in: 0...800, using: &random))
          #expect(
            p.layoutAttributesForElements(in: rect, viewport: p.viewport())
              == p.bruteForce(in: rect, content: content, viewport: p.viewport()))
        }
      }
    }
  }

  @Test func millionItemsPrepareAndQuery() {
    // A million per-item sizes, shortest first: prepared once; a screen-sized query deep in the
    // content returns exactly the brute-force set among the items near it. (Release builds
    // prepare this in a few tens of milliseconds; no timing is asserted here.)
    let count = 1_000_000
    var random = SeededGenerator(seed: 1)
    let sizes = (0..<count).map { _ in WF.size(100, Double(Int.random(in: 40...139, using: &random))) }
    let content = LayoutContent(sections: [WF.sized(sizes)])
    let p = WaterfallLayout(columnCount: 3).prepareWaterfall(
      content, in: LayoutEnvironment(boundsSize: WF.size(375, 667), scale: 3))
    let middle = p.contentSize.height / 2
    let viewport = Viewport(contentOffset: Point(x: 0, y: middle), size: WF.size(375, 667))
    let visible = p.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
    #expect(visible.count > 6 && visible.count < 60)
    // Brute force over a window of indices around the visible ones (items are roughly sorted).
    guard case .cell(let first)? = visible.first?.element else {
      Issue.record("no cells")
      return
    }
    let window = max(0, first.item - 500)..<min(count, first.item + 500)
    let expected = window.compactMap { item -> LayoutAttributes? in
      let a = p.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0), viewport: viewport)
      return a.flatMap { $0.frame.overlaps(viewport.bounds) ? $0 : nil }
    }
    #expect(visible == expected)
    // Uniform sections are closed form: ten million items cost nothing to prepare.
    let huge = WaterfallLayout().prepareWaterfall(
      LayoutContent(sections: [WF.uniform(10_000_000)]), in: LayoutEnvironment(boundsSize: WF.size(320, 480)))
    #expect(huge.contentSize == WF.size(320, 5_000_000.0 * 165 - 10))
    #expect(huge.cell(9_999_999) == WF.rect(165, 4_999_999.0 * 165, 155, 155))
  }
}
