import CollectionRender
import CollectionRenderTesting
import CoverFlowLayout
import Testing

/// The carousel's geometry, a fling through it, and snapshots of it, all through the public
/// products of collection-render.
@Suite struct CoverFlowLayoutTests {
  static let scene = Scene(
    bounds: Size(width: 390, height: 300), layout: CoverFlowLayout.sample,
    sections: [
      SectionData(itemCount: 5, itemTitleFormat: "{number}"), SectionData(itemCount: 7, itemTitleFormat: "{number}"),
    ])

  static var prepared: any PreparedCollectionLayout {
    scene.layout.prepare(scene.layoutContent, in: scene.layoutEnvironment)
  }

  @Test func centreItemIsFullSizeAndOnTop() throws {
    // At offset 220 = 2 · 110 item 2 is at the centre of the bounds: x = 195 + 220 = 415.
    let viewport = Viewport(contentOffset: Point(x: 220, y: 0), size: Self.scene.bounds)
    let visible = Self.prepared.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
    let centre = try #require(visible.first { $0.element == .cell(ElementIndexPath(item: 2, section: 0)) })
    #expect(centre.frame == Rect(x: 335, y: 40, width: 160, height: 220))
    #expect(centre.transform == .identity && centre.alpha == 1)
    #expect(visible.allSatisfy { $0.zIndex <= centre.zIndex })
    // A neighbour 110 points away shrinks by 0.3 · 110 / 195.
    let neighbour = try #require(visible.first { $0.element == .cell(ElementIndexPath(item: 3, section: 0)) })
    #expect(abs(neighbour.transform.a - (1 - 0.3 * 110 / 195)) < 1e-12)
    #expect(neighbour.zIndex == -1)
  }

  @Test func itemsRunAcrossSections() throws {
    // Section 1 item 0 is the sixth cover: centre x = 195 + 5 · 110.
    let attributes = try #require(
      Self.prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1), viewport: Self.scene.viewport))
    #expect(attributes.center.x == 745)
    #expect(
      Self.prepared.layoutAttributesForItem(at: ElementIndexPath(item: 7, section: 1), viewport: Self.scene.viewport)
        == nil)
    #expect(Self.prepared.contentSize == Size(width: 390 + 11 * 110, height: 300))
  }

  @Test func rectQueryMatchesBruteForce() {
    let prepared = Self.prepared
    for offset in stride(from: -100.0, through: 1_400, by: 37) {
      let viewport = Viewport(contentOffset: Point(x: offset, y: 0), size: Self.scene.bounds)
      let all = (0..<12).compactMap { index in
        prepared.layoutAttributesForItem(
          at: index < 5 ? ElementIndexPath(item: index, section: 0) : ElementIndexPath(item: index - 5, section: 1),
          viewport: viewport)
      }
      let expected = all.filter { $0.transformedFrame.overlaps(viewport.bounds) }
      #expect(prepared.layoutAttributesForElements(in: viewport.bounds, viewport: viewport) == expected, "at \(offset)")
    }
  }

  @Test("A fling comes to rest with a cover at the centre")
  func flingSnapsToACover() throws {
    let fling = Timeline(fps: 30, segments: [Segment(.fling(Fling(velocity: Point(x: 1_500, y: 0))))])
    let batch = try FrameBatch(scene: Self.scene, timeline: fling)
    let rest = try #require(batch.frames.last).state.state.contentOffset
    #expect(rest.x > 0 && rest.x.truncatingRemainder(dividingBy: 110) == 0, "at rest at \(rest.x)")
    #expect(batch.plan.frameCount > 10)
    // Every frame draws through the same pipeline as a render.
    var times = FrameBatch.StageTimes()
    let last = try batch.rasterize(batch.plan.frameCount - 1, times: &times)
    var atRest = Self.scene
    atRest.contentOffset = rest
    #expect(try Pipeline(scene: atRest).rasterize(at: atRest.viewport).pixels == last.pixels)
  }

  @Test func snapshots() {
    var scene = Self.scene
    scene.contentOffset = Point(x: 165, y: 0)  // between two covers
    assertSnapshot(of: .scene(scene), as: .image())
    assertSnapshot(of: .scene(scene), as: .layout())
  }
}
