import CollectionLayout
import Geometry
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Circle layout")
struct CircleLayoutTests {
  static func prepare(
    _ layout: CircleLayout = CircleLayout(), _ sections: [LayoutContent.Section], width: Double, height: Double
  ) -> PreparedCircleLayout {
    layout.prepareCircle(
      LayoutContent(sections: sections), in: LayoutEnvironment(boundsSize: Size(width: width, height: height)))
  }

  static func items(_ count: Int) -> LayoutContent.Section { LayoutContent.Section(itemCount: count) }

  static let origin = Viewport(contentOffset: .zero, size: Size(width: 1024, height: 768))

  static func frame(_ p: PreparedCircleLayout, _ item: Int, _ section: Int = 0) -> Rect? {
    p.layoutAttributesForItem(at: ElementIndexPath(item: item, section: section), viewport: origin)?.frame
  }

  @Test func fourItemsExact() {
    // 500 × 500: centre (250, 250), radius min(500, 500)/2.5 = 200, items 70 × 70.
    // θ = 2πk/4: 3 o'clock, 6 o'clock (y down: clockwise), 9, 12. Centres (450, 250),
    // (250, 450), (50, 250), (250, 50); origins = centre − 35.
    let p = Self.prepare(CircleLayout(), [Self.items(4)], width: 500, height: 500)
    #expect(p.center == Point(x: 250, y: 250))
    #expect(p.radius == 200)
    #expect(
      (0..<4).map { Self.frame(p, $0) } == [
        Rect(x: 415, y: 215, width: 70, height: 70), Rect(x: 215, y: 415, width: 70, height: 70),
        Rect(x: 15, y: 215, width: 70, height: 70), Rect(x: 215, y: 15, width: 70, height: 70),
      ])
    #expect(p.contentSize == Size(width: 500, height: 500))
  }

  @Test func twentyItemsOnIPadLandscape() {
    // 1024 × 768 (the Xamarin guide's iPad, landscape): centre (512, 384), radius 768/2.5 = 307.2.
    let p = Self.prepare(CircleLayout(), [Self.items(20)], width: 1024, height: 768)
    #expect(p.radius == 768 / 2.5)
    #expect(abs(p.radius - 307.2) < 1e-12)
    // Quarter turns are exact: items 0, 5, 10, 15 at 3, 6, 9 and 12 o'clock.
    #expect(Self.frame(p, 0) == Rect(x: 512 + 768 / 2.5 - 35, y: 384 - 35, width: 70, height: 70))
    #expect(Self.frame(p, 5) == Rect(x: 512 - 35, y: 384 + 768 / 2.5 - 35, width: 70, height: 70))
    #expect(Self.frame(p, 10) == Rect(x: 512 - 768 / 2.5 - 35, y: 384 - 35, width: 70, height: 70))
    #expect(Self.frame(p, 15) == Rect(x: 512 - 35, y: 384 - 768 / 2.5 - 35, width: 70, height: 70))
    // Every item: centre = (512 + 307.2·cos(2πk/20), 384 + 307.2·sin(2πk/20)).
    for k in 0..<20 {
      let angle = 2 * Double.pi * Double(k) / 20
      let centre = Self.frame(p, k)!.center
      #expect(abs(centre.x - (512 + 307.2 * cos(angle))) < 1e-9, "item \(k)")
      #expect(abs(centre.y - (384 + 307.2 * sin(angle))) < 1e-9, "item \(k)")
      #expect(Self.frame(p, k)!.size == Size(width: 70, height: 70))
    }
    // Item 1 is clockwise from item 0 on screen: below it (y grows downwards).
    #expect(Self.frame(p, 1)!.midY > Self.frame(p, 0)!.midY)
    // Item 2 at 36°: cos 36° = (1 + √5)/4, sin 36° = √(10 − 2√5)/4.
    let c2 = Self.frame(p, 2)!.center
    #expect(abs(c2.x - (512 + 307.2 * (1 + 5.0.squareRoot()) / 4)) < 1e-9)
    #expect(abs(c2.y - (384 + 307.2 * (10 - 2 * 5.0.squareRoot()).squareRoot() / 4)) < 1e-9)
  }

  @Test func startAngleAndRadius() {
    // startAngle −π/2 puts item 0 at 12 o'clock (exactly); radius 100 overrides the default.
    let layout = CircleLayout(itemSize: Size(width: 20, height: 10), radius: 100, startAngle: -Double.pi / 2)
    let p = Self.prepare(layout, [Self.items(4)], width: 400, height: 300)
    #expect(Self.frame(p, 0) == Rect(x: 190, y: 45, width: 20, height: 10))
    #expect(Self.frame(p, 1) == Rect(x: 290, y: 145, width: 20, height: 10))
    #expect(Self.frame(p, 3) == Rect(x: 90, y: 145, width: 20, height: 10))
  }

  @Test func allSectionsShareTheCircleInIndexOrder() {
    // Decision: the circle holds every section's items, section 0 first. Sections of 2, 0 and 2
    // items are 4 slots: section 2's item 0 is the third (9 o'clock).
    let p = Self.prepare(CircleLayout(), [Self.items(2), Self.items(0), Self.items(2)], width: 500, height: 500)
    #expect(p.itemCount == 4)
    #expect(Self.frame(p, 1, 0) == Rect(x: 215, y: 415, width: 70, height: 70))
    #expect(Self.frame(p, 0, 2) == Rect(x: 15, y: 215, width: 70, height: 70))
    #expect(Self.frame(p, 1, 2) == Rect(x: 215, y: 15, width: 70, height: 70))
    #expect(Self.frame(p, 0, 1) == nil)
    #expect(Self.frame(p, 2, 0) == nil)
    #expect(Self.frame(p, 0, 3) == nil)
    #expect(Self.frame(p, -1, 0) == nil)
    // The rect query lists them by section, then item, then the decoration.
    let all = p.allLayoutAttributes(viewport: Self.origin).map(\.element)
    #expect(
      all == [
        .cell(ElementIndexPath(item: 0, section: 0)), .cell(ElementIndexPath(item: 1, section: 0)),
        .cell(ElementIndexPath(item: 0, section: 2)), .cell(ElementIndexPath(item: 1, section: 2)),
        .decoration(CircleLayout.decorationKind, ElementIndexPath(item: 0, section: 0)),
      ])
  }

  @Test func perItemSizesAreCentredOnTheirPoint() {
    let sizes = [Size(width: 10, height: 20), Size(width: 100, height: 50)]
    let p = Self.prepare(
      CircleLayout(), [LayoutContent.Section(itemCount: 2, itemSizes: sizes)], width: 500, height: 500)
    // n = 2: items at 3 and 9 o'clock.
    #expect(Self.frame(p, 0) == Rect(x: 445, y: 240, width: 10, height: 20))
    #expect(Self.frame(p, 1) == Rect(x: 0, y: 225, width: 100, height: 50))
  }

  @Test func decorationFillsTheBoundsBehindTheItems() {
    let p = Self.prepare(CircleLayout(), [Self.items(3)], width: 1024, height: 768)
    let expected = LayoutAttributes(
      element: .decoration("background", ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 0, width: 1024, height: 768), zIndex: -1)
    #expect(CircleLayout.decorationKind == "background")
    #expect(
      p.layoutAttributesForDecorationView(
        ofKind: CircleLayout.decorationKind, at: ElementIndexPath(item: 0, section: 0), viewport: Self.origin)
        == expected)
    #expect(
      p.layoutAttributesForDecorationView(
        ofKind: CircleLayout.decorationKind, at: ElementIndexPath(item: 1, section: 0), viewport: Self.origin) == nil)
    #expect(
      p.layoutAttributesForDecorationView(
        ofKind: "other", at: ElementIndexPath(item: 0, section: 0), viewport: Self.origin) == nil)
    // In the rect query: last, when the rect intersects the bounds; never outside them.
    let centre = p.layoutAttributesForElements(in: Rect(x: 500, y: 370, width: 20, height: 20), viewport: Self.origin)
    #expect(centre == [expected])  // the centre holds no item, only the background
    #expect(p.allLayoutAttributes(viewport: Self.origin).last == expected)
    #expect(
      p.layoutAttributesForElements(in: Rect(x: 2000, y: 0, width: 10, height: 10), viewport: Self.origin).isEmpty)
    #expect(
      p.layoutAttributesForSupplementaryView(
        ofKind: .header, at: ElementIndexPath(item: 0, section: 0), viewport: Self.origin)
        == nil)
  }

  @Test func insertAndDeleteAnimation() {
    // Apple's sample: an inserted item starts at the centre, transparent, its own size; a
    // deleted one ends at the centre, transparent, scaled to 0.1.
    let p = Self.prepare(CircleLayout(), [Self.items(20)], width: 1024, height: 768)
    let path = ElementIndexPath(item: 7, section: 0)
    let initial = p.initialLayoutAttributesForAppearingItem(at: path, viewport: Self.origin)
    #expect(
      initial == LayoutAttributes(element: .cell(path), frame: Rect(x: 477, y: 349, width: 70, height: 70), alpha: 0))
    #expect(
      p.initialLayoutAttributesForAppearingItem(at: ElementIndexPath(item: 20, section: 0), viewport: Self.origin)
        == nil)
    let before = p.layoutAttributesForItem(at: path, viewport: Self.origin)!
    let final = p.finalLayoutAttributesForDisappearingItem(at: path, from: before, viewport: Self.origin)
    #expect(final?.frame == Rect(x: 477, y: 349, width: 70, height: 70))
    #expect(final?.transform == .scale(0.1, 0.1))
    #expect(final?.alpha == 0)
    #expect(final?.element == .cell(path))
    // It covers 7 × 7 pt around the centre.
    #expect(final?.transformedFrame == Rect(x: 508.5, y: 380.5, width: 7, height: 7))
    // Nothing depends on the offset: only a size change invalidates.
    #expect(
      !p.shouldInvalidateLayout(
        forBoundsChange: Rect(x: 0, y: 50, width: 1024, height: 768), from: Rect(x: 0, y: 0, width: 1024, height: 768)))
    #expect(
      p.shouldInvalidateLayout(
        forBoundsChange: Rect(x: 0, y: 0, width: 768, height: 1024), from: Rect(x: 0, y: 0, width: 1024, height: 768)))
  }

  @Test func edgeCasesNeverTrap() {
    // No items: only the decoration.
    let empty = Self.prepare(CircleLayout(), [Self.items(0)], width: 300, height: 200)
    #expect(empty.allLayoutAttributes(viewport: Self.origin).map(\.element.category) == [.decoration])
    let none = Self.prepare(CircleLayout(), [], width: 300, height: 200)
    #expect(none.allLayoutAttributes(viewport: Self.origin).count == 1)
    // One item: at startAngle, (150 + 80, 100) with radius 200/2.5 = 80.
    let one = Self.prepare(CircleLayout(), [Self.items(1)], width: 300, height: 200)
    #expect(Self.frame(one, 0) == Rect(x: 195, y: 65, width: 70, height: 70))
    // Zero radius: everything at the centre.
    let zero = Self.prepare(CircleLayout(radius: 0), [Self.items(5)], width: 300, height: 200)
    #expect((0..<5).allSatisfy { Self.frame(zero, $0) == Rect(x: 115, y: 65, width: 70, height: 70) })
    // Zero-size items and zero bounds.
    let dots = Self.prepare(CircleLayout(itemSize: .zero), [Self.items(3)], width: 0, height: 0)
    #expect(Self.frame(dots, 2) == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(dots.contentSize == .zero)
    _ = dots.allLayoutAttributes(viewport: Self.origin)
    // Broken content (mismatched sizes, negative count) is tolerated.
    var odd = LayoutContent.Section(itemCount: 2, itemSizes: [Size(width: 1, height: 1), Size(width: 1, height: 1)])
    odd.itemSizes = [Size(width: 5, height: 5)]
    var negative = Self.items(0)
    negative.itemCount = -3
    let broken = Self.prepare(CircleLayout(), [odd, negative], width: 300, height: 200)
    #expect(broken.itemCount == 2)
    #expect(Self.frame(broken, 1)?.size == Size(width: 70, height: 70))
    // Non-finite numbers do not trap either.
    let nan = Self.prepare(CircleLayout(radius: .nan, startAngle: .infinity), [Self.items(3)], width: 300, height: 200)
    _ = nan.allLayoutAttributes(viewport: Self.origin)
  }

  @Test func rectQueryEqualsBruteForce() {
    var random = SeededGenerator(seed: 5)
    for n in [1, 2, 7, 20, 100] {
      let sizes = (0..<n).map { _ in
        Size(width: Double.random(in: 0...120, using: &random), height: Double.random(in: 0...120, using: &random))
      }
      for section in [Self.items(n), LayoutContent.Section(itemCount: n, itemSizes: sizes)] {
        let p = Self.prepare(CircleLayout(startAngle: 0.3), [section, Self.items(3)], width: 1024, height: 768)
        let all =
          (0..<n).compactMap {
            p.layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0), viewport: Self.origin)
          }
          + (0..<3).compactMap {
            p.layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 1), viewport: Self.origin)
          }
          + [
            p.layoutAttributesForDecorationView(
              ofKind: CircleLayout.decorationKind, at: ElementIndexPath(item: 0, section: 0), viewport: Self.origin)!
          ]
        #expect(all.count == n + 4)
        for _ in 0..<100 {
          let rect = Rect(
            x: Double.random(in: -200...1200, using: &random), y: Double.random(in: -200...1000, using: &random),
            width: [0, 1, 50, 300].randomElement(using: &random)!,
            height: [0, 1, 50, 300].randomElement(using: &random)!)
          #expect(
            p.layoutAttributesForElements(in: rect, viewport: Self.origin) == all.filter { $0.frame.overlaps(rect) })
        }
      }
    }
  }
}
