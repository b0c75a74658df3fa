import CollectionLayout
import Geometry
import Motion
import Testing

/// Each stage's layout over the same 100 items, prepared for the state's bounds when asked.
private struct StageGrids: ScrollLayouts {
  var stages: [any CollectionLayout]
  let content = LayoutContent(sections: [LayoutContent.Section(itemCount: 100)])

  var contentInset: EdgeInsets { .zero }

  func layout(forBoundsSize size: Size) -> any PreparedCollectionLayout {
    layout(for: ViewState(contentOffset: .zero, boundsSize: size))
  }

  func layout(for state: ViewState) -> any PreparedCollectionLayout {
    stages[state.stage].prepare(
      content, in: LayoutEnvironment(boundsSize: state.boundsSize, contentInset: contentInset, scale: 2))
  }
}

/// Plans transitions only: each lasts 12 frames and adds a stage showing its layout.
private struct TransitionPlanner: AnimatedSegmentPlanning {
  var grids: StageGrids
  /// The segments planned, by index.
  var planned: [Int] = []

  var layouts: any ScrollLayouts { grids }

  mutating func planAnimated(_ segment: Segment, index: Int, from state: ViewState, fps: Double) throws(MotionError)
    -> AnimatedSegmentPlan
  {
    guard case .transition(let transition) = segment.action else {
      throw MotionError(origin: segment.origin, reason: "not a transition")
    }
    grids.stages.append(transition.layout)
    planned.append(index)
    var end = state
    end.stage = grids.stages.count - 1
    return AnimatedSegmentPlan(frames: 12, end: end)
  }
}

private let phone = Size(width: 390, height: 844)
private let tiles = FlowLayout(itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10)
private let rows = FlowLayout(itemSize: Size(width: 390, height: 60), minimumLineSpacing: 0)

private func timeline(_ actions: [SegmentAction]) -> Timeline {
  Timeline(fps: 60, segments: actions.enumerated().map { Segment($1, origin: .options("segment \($0)")) })
}

@Suite struct AnimatedSegmentPlanningTests {
  @Test("The segments after an interaction scroll through the layouts of the stage it added")
  func laterSegmentsSeeTheAddedStage() throws {
    let grids = StageGrids(stages: [tiles])
    var interactions = TransitionPlanner(grids: grids)
    let start = ViewState(contentOffset: .zero, boundsSize: phone)
    let result = try MotionPlanner(layouts: grids, scale: 2).plan(
      timeline([.transition(TransitionSegment(layout: rows)), .page(Page(move: .pages(1000), length: .frames(6)))]),
      from: start, interactions: &interactions)
    #expect(interactions.planned == [0])
    #expect(result.segments[0].frames == 12)
    #expect(result.segments[0].end.stage == 1)
    // The page turn stops at the end of the rows (6000 points), not of the tiles.
    let rowsEnd = 100 * 60 - phone.height
    #expect(result.frame(result.frameCount - 1).state.contentOffset.y == rowsEnd)
    #expect(result.frame(result.frameCount - 1).state.stage == 1)
    #expect(result.frameCount == 12 + 6 + 1)
  }

  @Test("Without an interaction planner, an interaction segment is an error naming it")
  func noPlannerIsAnError() throws {
    let error = #expect(throws: MotionError.self) {
      try MotionPlanner(layouts: StageGrids(stages: [tiles]), scale: 2).plan(
        timeline([.pause(.frames(3)), .transition(TransitionSegment(layout: rows))]),
        from: ViewState(contentOffset: .zero, boundsSize: phone))
    }
    #expect(error?.origin == .options("segment 1"))
    #expect(error?.reason.contains("\"transition\"") == true)
  }
}
