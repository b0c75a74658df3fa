import CollectionLayout
import Geometry
import SceneFile
import SceneModel
import Testing

@testable import CollectionRender

@Suite struct PipelineTests {
  /// Right to left, a horizontal compositional layout starts at its right end: offset 0 (from
  /// the leading edge) shows the first item at the right, as a flipped flow layout does.
  @Test func rightToLeftCompositionalOffsetsCountFromTheLeadingEdge() throws {
    typealias Layout = CompositionalLayout
    let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
    var configuration = Layout.Configuration()
    configuration.scrollDirection = .horizontal
    let layout = Layout(
      section: Layout.Section(group: .horizontal(layoutSize: size, subitems: [Layout.Item(layoutSize: size)])),
      configuration: configuration)
    var scene = Scene(
      bounds: Size(width: 300, height: 200), layout: layout, sections: [SectionData(itemCount: 10)])
    scene.traits.layoutDirection = .rightToLeft
    let pipeline = Pipeline(scene: scene)
    #expect(pipeline.prepared.contentSize == Size(width: 1000, height: 200))
    let viewport = pipeline.viewport()
    #expect(viewport.contentOffset.x == 700)
    let visible = pipeline.visibleAttributes(at: viewport).filter { $0.element.category == .cell }
    #expect(visible.map(\.element.indexPath.item).sorted() == [0, 1, 2])
    let first = try #require(visible.first { $0.element.indexPath.item == 0 })
    #expect(first.frame == Rect(x: 900, y: 0, width: 100, height: 200))
  }

  /// docs/flow-layout.md, example A: 10 items of 60×60 in a 320-pt wide view, spacing 8, insets 16.
  let scene = Scene(
    bounds: Size(width: 320, height: 100),
    layout: FlowLayout(
      itemSize: Size(width: 60, height: 60), minimumInteritemSpacing: 8, minimumLineSpacing: 8,
      sectionInset: EdgeInsets(all: 16)),
    sections: [SectionData(itemCount: 10)])

  @Test func preparesOnceAndQueriesPerViewport() {
    let pipeline = Pipeline(scene: scene)
    #expect(pipeline.prepared.contentSize == Size(width: 320, height: 228))
    // Rows at y = 16, 84, 152: a 100-pt viewport at y 0 sees rows 1–2, at y 130 rows 2–3.
    #expect(pipeline.visibleAttributes(at: pipeline.viewport()).map(\.element.indexPath.item) == Array(0..<8))
    let lower = pipeline.viewport(contentOffset: Point(x: 0, y: 130))
    #expect(pipeline.visibleAttributes(at: lower).map(\.element.indexPath.item) == Array(4..<10))
  }

  @Test func displayListIsInViewportSpace() {
    let pipeline = Pipeline(scene: scene)
    let list = pipeline.displayList(at: pipeline.viewport(contentOffset: Point(x: 0, y: 130)))
    #expect(list.size == Size(width: 320, height: 100))
    #expect(list.nodes.count == 6)
    // Item 4 at content (16, 84) shows at (16, −46) when the offset is 130.
    guard case .group(let first) = list.nodes[0] else {
      Issue.record("not a group")
      return
    }
    #expect(first.transform == .translation(16, -46))
  }

  @Test func overridesAreValidated() throws {
    #expect(throws: InvalidOption.self) { try SceneOverrides(bounds: Size(width: 0, height: 10)).apply(to: scene) }
    #expect(throws: InvalidOption.self) { try SceneOverrides(contentOffset: Point(x: .nan, y: 0)).apply(to: scene) }
    #expect(throws: InvalidOption.self) { try SceneOverrides(scale: 9).apply(to: scene) }
    #expect(throws: InvalidOption.self) {
      try SceneOverrides(bounds: Size(width: 30_000, height: 30_000)).apply(to: scene)
    }
    let rotated = try SceneOverrides(bounds: Size(width: 100, height: 320), scale: 3).apply(to: scene)
    #expect(rotated.bounds == Size(width: 100, height: 320) && rotated.scale == 3)
  }
}
