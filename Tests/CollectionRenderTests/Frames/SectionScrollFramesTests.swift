import Foundation
import Testing

@testable import CollectionRender

/// `scrollSection` segments: a section's orthogonal offset moves through the same Viewport path
/// a single render uses, snapped as the section's `orthogonalScrollingBehavior` says.
@Suite struct SectionScrollFramesTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../samples/frames/carousel-paging.json").standardized.path

  static func batch(_ segments: [SegmentAction], scene: Scene? = nil) throws -> FrameBatch {
    let scene = try scene ?? SceneLoader.load(path: sample)
    return try FrameBatch(scene: scene, timeline: Timeline(fps: 30, segments: segments.map { Segment($0) }))
  }

  static func release(_ section: Int, _ velocity: Double) -> SegmentAction {
    .scrollSection(SectionScroll(section: section, move: .velocity(velocity)))
  }

  @Test func everyFrameEqualsARenderAtThatSectionOffset() throws {
    let scene = try SceneLoader.load(path: Self.sample)
    let batch = try Self.batch([
      .scrollSection(SectionScroll(section: 0, move: .offset(250), length: .frames(7), curve: .easeInOut)),
      Self.release(1, 1200),
    ])
    var checked = 0
    for index in [2, 5, 7, 9, batch.plan.frameCount - 1] {
      let offsets = batch.drawnOrthogonalOffsets(batch.frames[index].state.state)
      #expect(!offsets.isEmpty)
      var single = scene
      for (section, offset) in offsets { single.sections[section].orthogonalOffset = offset }
      let pipeline = Pipeline(scene: single)
      var times = FrameBatch.StageTimes()
      let frame = try batch.rasterize(index, times: &times)
      let render = try pipeline.rasterize(at: pipeline.viewport())
      #expect(frame.pixels == render.pixels, "frame \(index) at \(offsets)")
      checked += 1
    }
    #expect(checked == 5)
    // Mid-scroll the carousel is between 0 and 250, on the pixel grid (scale 2).
    let middle = batch.drawnOrthogonalOffsets(batch.frames[3].state.state)[0] ?? -1
    #expect(middle > 0 && middle < 250 && (middle * 2).rounded() == middle * 2)
  }

  @Test func rightToLeftTheCarouselMovesRightAndFramesEqualRenders() throws {
    var scene = try SceneLoader.load(path: Self.sample)
    scene.traits.layoutDirection = .rightToLeft
    let batch = try Self.batch([Self.release(0, 900)], scene: scene)
    // The same resting offset as left to right: offsets count from the leading (right) edge.
    #expect(batch.plan.segments[0].end.orthogonalOffsets[0] == 390)
    let last = batch.plan.frameCount - 1
    var single = scene
    single.sections[0].orthogonalOffset = 390
    let pipeline = Pipeline(scene: single)
    var times = FrameBatch.StageTimes()
    #expect(try batch.rasterize(last, times: &times).pixels == pipeline.rasterize(at: pipeline.viewport()).pixels)
    // The first card starts at the right; a page later the second card is where it was.
    let unscrolled = Pipeline(scene: scene)
    let path = ElementIndexPath(item: 0, section: 0)
    let first = try #require(unscrolled.prepared.layoutAttributesForItem(at: path, viewport: unscrolled.viewport()))
    #expect(first.frame == Rect(x: 16, y: 52, width: 358, height: 224))
    let second = try #require(
      pipeline.prepared.layoutAttributesForItem(
        at: ElementIndexPath(item: 1, section: 0), viewport: pipeline.viewport()))
    #expect(second.frame == first.frame)
  }

  @Test func pagingMovesOnePageWhateverTheSpeed() throws {
    for velocity in [400.0, 900, 5000] {
      let batch = try Self.batch([Self.release(0, velocity)])
      // The carousel pages by the strip's width, 390.
      #expect(batch.plan.segments[0].end.orthogonalOffsets[0] == 390, "velocity \(velocity)")
      #expect(batch.plan.segments[0].section?.target == 390)
    }
    // Slower than the paging threshold: back to the nearest page.
    let slow = try Self.batch([Self.release(0, 100)])
    #expect(slow.plan.segments[0].end.orthogonalOffsets[0] == 0)
    // From the second page, a release backwards returns to the first.
    let back = try Self.batch([Self.release(0, 900), Self.release(0, -900)])
    #expect(back.plan.segments[1].end.orthogonalOffsets[0] == 0)
  }

  @Test func groupPagingRestsOnTheNextGroupsLeadingEdge() throws {
    // The shelf: groups 0.8 × 390 = 312 wide, leading inset 16: group k's edge at 16 + 312k.
    let batch = try Self.batch([Self.release(1, 1200), Self.release(1, 1200), Self.release(1, -300)])
    let ends = batch.plan.segments.map { $0.end.orthogonalOffsets[1] }
    #expect(ends == [312, 624, 312])
  }

  /// The sample with section 1's behaviour replaced.
  static func shelf(_ behavior: CompositionalLayout.OrthogonalScrollingBehavior) throws -> Scene {
    var scene = try SceneLoader.load(path: sample)
    var layout = try #require(scene.layout as? CompositionalLayout)
    guard case .perSection(var sections) = layout.sectionProvider else { throw CancellationError() }
    sections[1]?.orthogonalScrollingBehavior = behavior
    layout.sectionProvider = .perSection(sections)
    scene.layout = layout
    return scene
  }

  @Test func groupPagingCenteredCentresTheNextGroup() throws {
    // Group 1 starts at 16 + 312 = 328 in the strip; centred: 328 − (390 − 312)/2 = 289.
    let batch = try Self.batch([Self.release(1, 800), Self.release(1, -800)], scene: Self.shelf(.groupPagingCentered))
    #expect(batch.plan.segments[0].end.orthogonalOffsets[1] == 289)
    // Back: the first group centred, 16 − 39 = −23 (before the strip's start, as UIKit allows).
    #expect(batch.plan.segments[1].end.orthogonalOffsets[1] == -23)
  }

  @Test func continuousGroupLeadingBoundaryRestsOnAGroupEdgeAfterDecelerating() throws {
    // The deceleration would stop at 1500·0.998/0.002 ms ÷ 1000 = 748.5; the next group edge
    // (312k) is 936, clamped to the largest offset, 890.
    let batch = try Self.batch([Self.release(1, 1500)], scene: Self.shelf(.continuousGroupLeadingBoundary))
    #expect(batch.plan.segments[0].end.orthogonalOffsets[1] == 890)
    // A decay, not the paging tween: it lasts as the deceleration does.
    #expect(batch.plan.segments[0].frames > 30)
    let gentle = try Self.batch([Self.release(1, 500)], scene: Self.shelf(.continuousGroupLeadingBoundary))
    // 500 pt/s rests at 249.5: forward, the next edge is 312.
    #expect(gentle.plan.segments[0].end.orthogonalOffsets[1] == 312)
  }

  @Test func continuousDeceleratesAndClampsToTheContent() throws {
    var scene = try SceneLoader.load(path: Self.sample)
    var layout = try #require(scene.layout as? CompositionalLayout)
    guard case .perSection(var sections) = layout.sectionProvider else {
      Issue.record("per section")
      return
    }
    sections[1]?.orthogonalScrollingBehavior = .continuous
    layout.sectionProvider = .perSection(sections)
    scene.layout = layout
    let prepared = try #require(Pipeline(scene: scene).prepared as? any OrthogonalScrollingLayout)
    let maximum = try #require(prepared.orthogonalScrollInfo(forSection: 1)).maximumOffset
    // 12 items in groups of 3: 4 groups of 312, insets 16: 1280 long, 890 past the 390 visible.
    #expect(maximum == 890)
    let gentle = try Self.batch([Self.release(1, 600)], scene: scene)
    let rest = Deceleration.normal.restOffset(from: 0, velocity: 600)
    #expect(gentle.plan.segments[0].end.orthogonalOffsets[1] == rest)
    #expect(gentle.plan.segments[0].frames > 30)
    let hard = try Self.batch([Self.release(1, 20_000)], scene: scene)
    #expect(hard.plan.segments[0].end.orthogonalOffsets[1] == maximum)
    let scrolled = try Self.batch(
      [.scrollSection(SectionScroll(section: 1, move: .by(5000), length: .frames(3)))], scene: scene)
    #expect(scrolled.plan.segments[0].end.orthogonalOffsets[1] == maximum)
  }

  @Test func errorsNameTheSegment() throws {
    func reason(_ action: SegmentAction, scene: Scene? = nil) throws -> String {
      do {
        _ = try Self.batch([action], scene: scene)
        return ""
      } catch {
        return (error as? MotionError)?.reason ?? "\(error)"
      }
    }
    #expect(try reason(Self.release(5, 100)) == "no section 5; the scene has 2 sections")
    var flat = try SceneLoader.load(path: Self.sample)
    flat.layout = FlowLayout()
    #expect(try reason(Self.release(0, 100), scene: flat).contains("no sections that scroll sideways"))
    var vertical = try SceneLoader.load(path: Self.sample)
    var layout = try #require(vertical.layout as? CompositionalLayout)
    guard case .perSection(var sections) = layout.sectionProvider else { return }
    sections[0]?.orthogonalScrollingBehavior = .none
    layout.sectionProvider = .perSection(sections)
    vertical.layout = layout
    #expect(
      try reason(Self.release(0, 100), scene: vertical)
        == "section 0 does not scroll sideways (its orthogonalScrollingBehavior is none)")
  }
}
