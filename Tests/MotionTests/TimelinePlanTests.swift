import CollectionLayout
import Geometry
import Motion
import Testing

/// A layout prepared once per bounds size, counting the preparations.
final class TestLayouts: ScrollLayouts {
  let layout: any CollectionLayout
  let content: LayoutContent
  let contentInset: EdgeInsets
  private(set) var prepared: [Size: any PreparedCollectionLayout] = [:]
  private(set) var preparations = 0

  init(_ layout: any CollectionLayout, items: Int, contentInset: EdgeInsets = .zero) {
    self.layout = layout
    self.content = LayoutContent(sections: [LayoutContent.Section(itemCount: items)])
    self.contentInset = contentInset
  }

  func layout(forBoundsSize size: Size) -> any PreparedCollectionLayout {
    if let layout = prepared[size] { return layout }
    preparations += 1
    let layout = self.layout.prepare(
      content, in: LayoutEnvironment(boundsSize: size, contentInset: contentInset, scale: 2))
    prepared[size] = layout
    return layout
  }
}

/// A vertical grid: 1000 items of 100×100, spacing 10, in 390×844 (content 0…≈37000).
private func grid(items: Int = 1000) -> TestLayouts {
  TestLayouts(
    FlowLayout(itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10, minimumLineSpacing: 10),
    items: items)
}

private let phone = Size(width: 390, height: 844)

private func plan(
  _ layouts: TestLayouts, _ segments: [SegmentAction], from offset: Point = .zero, fps: Double = 60, size: Size = phone
)
  throws -> MotionPlan
{
  let timeline = Timeline(fps: fps, segments: segments.map { Segment($0, origin: .options("test")) })
  return try MotionPlanner(layouts: layouts, scale: 2).plan(
    timeline, from: ViewState(contentOffset: offset, boundsSize: size))
}

private func offsets(_ plan: MotionPlan) -> [Point] {
  (0..<plan.frameCount).map { plan.frame($0).state.contentOffset }
}

@Suite struct ScrollPlanTests {
  @Test(
    "Frame k of a linear scroll over N frames sits exactly at from + (to − from)·k/(N−1)",
    arguments: [1, 2, 7, 60, 241])
  func linearFrames(count: Int) throws {
    let from = Point(x: 0, y: 17.25)
    let to = Point(x: 0, y: 3000)
    let timeline = Timeline.scroll(from: from, to: to, count: count, curve: .linear, fps: 60, origin: .options("--to"))
    let result = try MotionPlanner(layouts: grid(), scale: 2).plan(
      timeline, from: ViewState(contentOffset: .zero, boundsSize: phone))
    #expect(result.frameCount == count)
    for k in 0..<count {
      let expected = count == 1 ? from.y : from.y + (to.y - from.y) * Double(k) / Double(count - 1)
      #expect(result.frame(k).state.contentOffset.y == expected, "frame \(k)")
      #expect(result.frame(k).time == Double(k) / 60)
    }
  }

  @Test func curvesKeepTheEnds() throws {
    for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.3, y1: 1.4, x2: 0.6, y2: 1)] {
      let result = try plan(
        grid(), [.scroll(Scroll(to: .offset(Point(x: 0, y: 900)), length: .frames(30), curve: curve))])
      #expect(result.frameCount == 31)
      #expect(result.frame(0).state.contentOffset.y == 0)
      #expect(result.frame(30).state.contentOffset.y == 900)
    }
  }

  @Test("Segments chain: n₁ + n₂ + 1 frames; durations in seconds sample at k/fps")
  func chaining() throws {
    let result = try plan(
      grid(),
      [
        .scroll(Scroll(to: .by(Point(x: 0, y: 300)), length: .frames(10), curve: .linear)),
        .pause(.frames(5)),
        .scroll(Scroll(to: .by(Point(x: 0, y: -300)), length: .seconds(0.25), curve: .linear)),
      ])
    #expect(result.frameCount == 10 + 5 + 15 + 1)
    #expect(result.frame(10).state.contentOffset.y == 300)
    #expect(result.frame(15).state.contentOffset.y == 300)
    #expect(result.frame(15).segment == 2)
    #expect(abs(result.frame(30).state.contentOffset.y) < 1e-9)
    #expect(result.segments.map(\.type) == ["scroll", "pause", "scroll"])
  }

  @Test func durationNotAMultipleOfTheFrameIncludesTheEnd() throws {
    let result = try plan(
      grid(), [.scroll(Scroll(to: .offset(Point(x: 0, y: 100)), length: .seconds(0.11), curve: .linear))])
    // 0.11 s at 60 fps is 6.6 frame intervals: frames 0…7, the last showing the end.
    #expect(result.frameCount == 8)
    #expect(result.frame(7).state.contentOffset.y == 100)
  }

  @Test func badLengthsAreErrors() throws {
    #expect(throws: MotionError.self) { try plan(grid(), [.pause(.seconds(-1))]) }
    #expect(throws: MotionError.self) { try plan(grid(), [.pause(.seconds(.nan))]) }
    #expect(throws: MotionError.self) { try plan(grid(), [.pause(.frames(1))], fps: -30) }
    #expect(throws: MotionError.self) { try plan(grid(), [.pause(.frames(2_000_000))]) }
    #expect(throws: MotionError.self) { try plan(grid(), []) }
  }
}

@Suite struct FlingPlanTests {
  @Test("A fling decelerates from the release to the rest point x0 − v0/k, re-timed onto it")
  func plainFling() throws {
    let layouts = grid()
    let result = try plan(layouts, [.fling(Fling(velocity: Point(x: 0, y: 2000)))], from: Point(x: 0, y: 1000))
    let rest = Deceleration.normal.restOffset(from: 1000, velocity: 2000)
    let last = result.frame(result.frameCount - 1).state.contentOffset
    #expect(last.y == rest, "ends exactly on the rest point (the flow layout does not snap)")
    #expect(result.segments[0].target == Point(x: 0, y: rest))
    // Starts at the release velocity: the first step is about v0/fps.
    let first = result.frame(1).state.contentOffset.y - 1000
    #expect(abs(first - 2000.0 / 60) < 2)
    // Monotonic, and the duration is T(ε) for half a pixel at scale 2.
    let ys = offsets(result).map(\.y)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    let expected = Deceleration.normal.duration(velocity: 2000, threshold: 0.25)
    #expect(abs(result.duration - expected) < 1e-9)
  }

  @Test("Snapping: the line layout's targetContentOffset puts a cell centre exactly in the middle")
  func lineLayoutSnaps() throws {
    let layouts = TestLayouts(LineLayout(), items: 20)
    let size = Size(width: 768, height: 1024)
    for velocity in [1500.0, 2600, -900] {
      let result = try plan(
        layouts, [.fling(Fling(velocity: Point(x: velocity, y: 0)))], from: Point(x: 1500, y: 0), size: size)
      let rest = result.frame(result.frameCount - 1).state.contentOffset
      let layout = layouts.layout(forBoundsSize: size)
      let viewport = Viewport(contentOffset: rest, size: size)
      let centres = layout.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
        .filter { $0.element.category == .cell }.map { $0.frame.midX }
      let middle = rest.x + size.width / 2
      #expect(centres.contains(middle), "v \(velocity): rest \(rest.x), middle \(middle), centres \(centres)")
      // Proposed: the unsnapped rest point; the target differs from it by under half a cell pitch.
      let unsnapped = Deceleration.normal.restOffset(from: 1500, velocity: velocity)
      #expect(abs(rest.x - unsnapped) <= 125)
    }
  }

  @Test("Past the end: decelerate into the edge, overshoot with the arriving velocity, bounce back to the edge")
  func bounceAtTheEnd() throws {
    let layouts = grid(items: 30)  // 10 rows of 110: content 1100 − bounds 844 = 256 of scroll
    let result = try plan(layouts, [.fling(Fling(velocity: Point(x: 0, y: 3000)))], from: Point(x: 0, y: 0))
    let maximum = layouts.layout(forBoundsSize: phone).contentSize.height - phone.height
    let ys = offsets(result).map(\.y)
    let peak = ys.max()!
    #expect(peak > maximum + 5, "overshoots (peak \(peak), edge \(maximum))")
    #expect(peak < maximum + 200)
    #expect(ys.last == maximum, "comes back exactly to the edge")
    // The overshoot is the spring's, v/(β·e) at most for the arriving velocity.
    let arriving = Deceleration.normal.velocity(3000, at: Deceleration.normal.time(toTravel: maximum, velocity: 3000)!)
    #expect(peak - maximum <= arriving / (10 * 2.718281828) + 1e-6)
  }

  @Test func noBounceStopsAtTheEdge() throws {
    let layouts = grid(items: 30)
    let result = try plan(layouts, [.fling(Fling(velocity: Point(x: 0, y: 3000), bounces: false))])
    let maximum = layouts.layout(forBoundsSize: phone).contentSize.height - phone.height
    #expect(offsets(result).map(\.y).max() == maximum)
  }
}

@Suite struct PullPageBoundsTests {
  @Test("A pull past the top follows the rubber band, then springs back to the edge")
  func pullPastTheTop() throws {
    let result = try plan(grid(), [.pull(Pull(by: Point(x: 0, y: -300), length: .frames(20), curve: .linear))])
    let ys = offsets(result).map(\.y)
    // At the end of the drag the content shows the banded overshoot of the finger's 300 points.
    #expect(abs(ys[20] - -RubberBand.offset(forOvershoot: 300, dimension: 844)) < 1e-9)
    #expect(ys[10] == -RubberBand.offset(forOvershoot: 150, dimension: 844))
    #expect(ys.last == 0)
    #expect(result.frameCount > 21, "the bounce takes frames after the drag")
  }

  @Test func pullInsideTheContentIsAPlainDrag() throws {
    let result = try plan(
      grid(), [.pull(Pull(by: Point(x: 0, y: 200), length: .frames(10), curve: .linear))], from: Point(x: 0, y: 500))
    #expect(result.frameCount == 11)
    #expect(result.frame(10).state.contentOffset.y == 700)
  }

  @Test func paging() throws {
    let layouts = grid()
    let pages = try plan(layouts, [.page(Page(move: .pages(2)))], from: Point(x: 0, y: 900))
    #expect(pages.frame(pages.frameCount - 1).state.contentOffset.y == 844 * 3)
    let flick = try plan(layouts, [.page(Page(move: .velocity(Point(x: 0, y: -1000))))], from: Point(x: 0, y: 2000))
    #expect(flick.frame(flick.frameCount - 1).state.contentOffset.y == 844 * 2)
    // The default lasts 0.3 s: 18 intervals at 60 fps.
    #expect(flick.frameCount == 19)
  }

  @Test("A bounds change prepares the layout once for the new size and keeps the offset in range")
  func rotation() throws {
    let layouts = grid()
    let landscape = Size(width: 844, height: 390)
    let result = try plan(
      layouts,
      [
        .scroll(Scroll(to: .offset(Point(x: 0, y: 400)), length: .frames(10))),
        .bounds(BoundsChange(size: landscape)),
        .scroll(Scroll(to: .by(Point(x: 0, y: 100)), length: .frames(10))),
        .bounds(BoundsChange(size: phone)),
        .pause(.frames(2)),
      ])
    #expect(layouts.preparations == 2)
    #expect(result.frame(9).state.boundsSize == phone)
    #expect(result.frame(10).state.boundsSize == landscape)
    #expect(result.frame(10).state.contentOffset.y == 400)
    #expect(result.frame(20).state.boundsSize == phone)
    #expect(result.frameCount == 23)
  }

  @Test func selectionAtAFrame() throws {
    let item = ElementIndexPath(item: 5, section: 0)
    let other = ElementIndexPath(item: 6, section: 0)
    let result = try plan(
      grid(),
      [
        .pause(.frames(3)), .item(ItemChange(.highlight, item: item)), .pause(.frames(2)),
        .item(ItemChange(.unhighlight, item: item)), .item(ItemChange(.select, item: item)), .pause(.frames(2)),
        .item(ItemChange(.select, item: other, extend: true)), .pause(.frames(1)),
        .item(ItemChange(.select, item: other)),
      ])
    #expect(result.frame(2).state.highlighted.isEmpty)
    #expect(result.frame(3).state.highlighted == [item])
    #expect(result.frame(5).state.highlighted.isEmpty)
    #expect(result.frame(5).state.selected == [item])
    #expect(result.frame(7).state.selected == [item, other])
    #expect(result.frame(8).state.selected == [other])
    #expect(throws: MotionError.self) {
      try plan(grid(items: 10), [.item(ItemChange(.select, item: ElementIndexPath(item: 10, section: 0)))])
    }
  }
}
