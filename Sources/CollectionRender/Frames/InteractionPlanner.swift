import CollectionLayout
import Geometry
import Motion
import OrderedJSON
import SceneFile
import SceneModel

/// Plans a batch's interaction segments for the motion planner (`AnimatedSegmentPlanning`):
/// each segment's playback, and the stage it leads to when it changes the layout or the data,
/// gathered into `plan`. Each kind of segment is planned by a function that returns what it
/// planned (`PlannedInteraction`); only `planAnimated` adds it to the plan.
struct InteractionPlanner: AnimatedSegmentPlanning {
  /// What the segments planned so far produced.
  private(set) var plan: InteractionPlan

  /// A planner of the interactions played over `scene`, whose stages are prepared through
  /// `pipelines`.
  init(scene: Scene, pipelines: PreparedPipelines) {
    plan = InteractionPlan(layouts: StageLayouts(scene: scene, pipelines: pipelines))
  }

  /// The scene the batch starts from (stage 0).
  var scene: Scene { plan.layouts.stages[0] }

  /// The layouts of the stages planned so far, for the motion planner's later segments.
  var layouts: any ScrollLayouts { plan.layouts }

  /// Plans `segment` from `state`, adds its playback and the stage it leads to (if any) to
  /// `plan`, and tells the motion planner its length in frames and its end state.
  mutating func planAnimated(_ segment: Segment, index: Int, from state: ViewState, fps: Double) throws(MotionError)
    -> AnimatedSegmentPlan
  {
    let planned = try planned(start(of: segment, in: state, fps: fps))
    if let scene = planned.addedStage {
      let stage = plan.layouts.add(scene)
      assert(stage == planned.end.stage, "a stage is added under the number nextStage gave it")
    }
    plan.playbacks[index] = planned.playback
    // 1.9 s at 30 fps is 57 frames, not 57.00000000000001.
    let frames = planned.playback.seconds * fps
    let whole = frames.rounded()
    return AnimatedSegmentPlan(frames: abs(frames - whole) < 1e-9 ? whole : frames, end: planned.end)
  }

  /// What planning `segment` in `state` starts from: its stage's scene and pipeline, and the
  /// viewport in the displayed content.
  func start(of segment: Segment, in state: ViewState, fps: Double) -> AnimatedSegmentStart {
    let start = plan.layouts.pipeline(stage: state.stage, size: state.boundsSize)
    // States keep offsets as authored (from the leading edge); the models work in the displayed
    // content, so a mirrored layout's offsets go through `displayed` both ways (an involution).
    let viewport = start.displayed(
      Viewport(
        contentOffset: state.contentOffset, size: state.boundsSize, contentInset: scene.contentInset,
        orthogonalOffsets: state.orthogonalOffsets))
    return AnimatedSegmentStart(
      segment: segment, fps: fps, state: state, stageScene: plan.layouts.stages[state.stage], pipeline: start,
      viewport: viewport)
  }

  /// The interaction segment `from.segment`, planned by its kind.
  func planned(_ from: AnimatedSegmentStart) throws(MotionError) -> PlannedInteraction {
    let segment = from.segment
    switch segment.action {
    case .bounds(let change): return try planBoundsChange(change, from: from)
    case .transition(let spec): return try planTransition(spec, from: from)
    case .update(let spec): return try planUpdate(spec, from: from)
    case .reorder(let spec): return try planReorder(spec, from: from)
    case .taps(let spec): return try planTaps(spec, from: from)
    default:
      throw MotionError(origin: segment.origin, reason: "\"\(segment.type)\" is not an animated segment")
    }
  }

  /// A viewport of `size` at the authored `contentOffset` (the scene's insets and sections'
  /// offsets), displayed by `pipeline`.
  func displayedViewport(_ contentOffset: Point, size: Size, by pipeline: Pipeline) -> Viewport {
    pipeline.displayed(
      Viewport(
        contentOffset: contentOffset, size: size, contentInset: scene.contentInset,
        orthogonalOffsets: scene.viewport.orthogonalOffsets))
  }

  /// A change of bounds, animated as a layout transition between the two sizes.
  func planBoundsChange(_ change: BoundsChange, from: AnimatedSegmentStart) throws(MotionError) -> PlannedInteraction {
    let state = from.state
    var end = state
    let seconds = try from.check(change.length ?? .frames(0))
    let resized = plan.layouts.pipeline(stage: state.stage, size: change.size)
    let target =
      change.contentOffset.map {
        displayedViewport($0, size: change.size, by: resized)
      }
      ?? ScrollGeometry.viewportKeepingCenterItem(
        from: from.pipeline.prepared, fromViewport: from.viewport, to: resized.prepared, size: change.size)
    let transition = LayoutTransition(
      from: from.pipeline.prepared, fromViewport: from.viewport, to: resized.prepared, toViewport: target,
      easing: from.easing(change.curve))
    end.boundsSize = change.size
    end.contentOffset = resized.displayed(transition.toViewport).contentOffset
    let playback = InteractionPlayback(
      type: "bounds", animation: .transition(transition), scene: from.stageScene, sceneHasStates: false,
      seconds: seconds, summary: [("animated", .bool(true))])
    return PlannedInteraction(playback: playback, end: end)
  }

  /// A new stage: the start's scene changed by `change`, the number it will have, and its
  /// pipeline at the start's bounds.
  func nextStage(from: AnimatedSegmentStart, _ change: (inout Scene) -> Void)
    -> (scene: Scene, stage: Int, pipeline: Pipeline)
  {
    var next = from.stageScene
    change(&next)
    let (stage, pipeline) = plan.layouts.nextStage(next, size: from.state.boundsSize)
    return (next, stage, pipeline)
  }

  /// A layout transition to another layout (a new stage).
  func planTransition(_ spec: TransitionSegment, from: AnimatedSegmentStart) throws(MotionError) -> PlannedInteraction {
    let state = from.state
    var end = state
    let seconds = try from.check(spec.length)
    let (next, stage, after) = nextStage(from: from) { $0.layout = spec.layout }
    let transition = LayoutTransition(
      from: from.pipeline.prepared, fromViewport: from.viewport, to: after.prepared,
      toViewport: spec.contentOffset.map {
        displayedViewport($0, size: state.boundsSize, by: after)
      },
      easing: from.easing(spec.curve))
    end.stage = stage
    end.contentOffset = after.displayed(transition.toViewport).contentOffset
    let playback = InteractionPlayback(
      type: from.segment.type, animation: .transition(transition), scene: from.stageScene, sceneHasStates: false,
      seconds: seconds, summary: [("layout", .string(spec.layout.layoutName))])
    return PlannedInteraction(playback: playback, end: end, addedStage: next)
  }

  /// An animated update of the sections (a new stage, shown by the segment's layout when it
  /// names one), items matched by identity.
  func planUpdate(_ spec: UpdateSegment, from: AnimatedSegmentStart) throws(MotionError) -> PlannedInteraction {
    let state = from.state
    var end = state
    let seconds = try from.check(spec.length)
    let (next, stage, after) = nextStage(from: from) { scene in
      scene.sections = spec.sections
      if let layout = spec.layout { scene.layout = layout }
    }
    let diff = ItemDiff(from: Self.identities(from.stageScene), to: Self.identities(next))
    let update = ItemUpdateAnimation(
      before: from.pipeline.prepared, beforeViewport: from.viewport, after: after.prepared,
      afterViewport: spec.contentOffset.map {
        displayedViewport($0, size: state.boundsSize, by: after)
      },
      diff: diff, easing: from.easing(spec.curve))
    // Selections follow their items; deleted items lose theirs.
    let selected = state.selected.compactMap { diff.newIndexPath(forOld: $0) }
    let highlighted = state.highlighted.compactMap { diff.newIndexPath(forOld: $0) }
    end.stage = stage
    end.contentOffset = after.displayed(update.afterViewport).contentOffset
    end.selected = selected.sorted()
    end.highlighted = highlighted.sorted()
    let frameScene = Self.updateScene(
      before: from.stageScene, after: next, frameItems: update.frameItems, before: state, after: end)
    let playback = InteractionPlayback(
      type: from.segment.type, animation: .update(update), scene: frameScene, sceneHasStates: true, seconds: seconds,
      summary: [
        ("inserted", .int(diff.insertions.count)), ("deleted", .int(diff.deletions.count)),
        ("moved", .int(diff.moves.count)),
      ])
    return PlannedInteraction(playback: playback, end: end, addedStage: next)
  }

  /// An interactive reorder: the touches' drag, and the move it makes (a new stage).
  func planReorder(_ spec: ReorderSegment, from: AnimatedSegmentStart) throws(MotionError) -> PlannedInteraction {
    let state = from.state
    var end = state
    var touches: [TouchSample] = []
    for touch in spec.touches {
      guard let point = try from.location(touch.location).point(in: from.pipeline.prepared, viewport: from.viewport)
      else {
        throw MotionError(origin: from.segment.origin, reason: "a touch names an item the layout does not have")
      }
      touches.append(TouchSample(time: touch.time, location: point))
    }
    let options = ReorderOptions(
      sizing: spec.sizing, anchor: spec.anchor, liftScale: spec.liftScale,
      canMoveItem: spec.canMoveItem, allowsMovingAcrossSections: spec.allowsMovingAcrossSections)
    let start = from.pipeline.scene
    let drag = ReorderDrag(
      layout: start.layout, content: start.layoutContent, environment: start.layoutEnvironment,
      viewport: from.viewport, touches: touches, ending: spec.ending,
      options: options,
      timing: ReorderTiming(
        animationDuration: spec.animationDuration, touchEventRate: spec.touchEventRate,
        easing: from.easing(spec.curve)))
    var summary: [(String, JSONText)] = [
      ("ending", .string(spec.ending.rawValue)), ("sizing", .string(spec.sizing.rawValue)),
    ]
    // A null source: the long press hit nothing movable, a no-op.
    summary.append(("source", drag.source.map(InteractionPlayback.path) ?? .null))
    var moved: Scene?
    if let move = drag.result {
      summary.append(
        ("move", .object([("from", InteractionPlayback.path(move.from)), ("to", InteractionPlayback.path(move.to))])))
      var next = from.stageScene
      next.sections = Self.moved(from.stageScene.sections, move: move, content: drag.movement.resultingContent)
      moved = next
      // The number the stage is added under (its layout is prepared when a later segment asks).
      end.stage = plan.layouts.stages.count
      end.selected = state.selected.map { move.destination(of: $0) }.sorted()
      end.highlighted = state.highlighted.map { move.destination(of: $0) }.sorted()
    } else {
      summary.append(("move", .null))
    }
    let playback = InteractionPlayback(
      type: from.segment.type, animation: .reorder(drag), scene: from.stageScene, sceneHasStates: false,
      seconds: drag.source == nil ? (touches.last?.time ?? 0) : drag.restTime, summary: summary)
    return PlannedInteraction(playback: playback, end: end, addedStage: moved)
  }

  /// Taps: the highlight and selection they make, by UIKit's rules and the scene's.
  func planTaps(_ spec: TapsSegment, from: AnimatedSegmentStart) throws(MotionError) -> PlannedInteraction {
    var end = from.state
    var taps: [Tap] = []
    for tap in spec.taps {
      taps.append(
        Tap(
          at: try from.location(tap.location), down: tap.downTime, up: tap.upTime,
          upAt: try tap.upLocation.map { spot throws(MotionError) in try from.location(spot) }))
    }
    let stageScene = from.stageScene
    let rules = TapRules(
      shouldHighlight: spec.shouldHighlight
        ?? Self.sceneRule(stageScene, \.shouldHighlight, scene: \.shouldHighlight),
      shouldSelect: spec.shouldSelect ?? Self.sceneRule(stageScene, \.shouldSelect, scene: \.shouldSelect),
      shouldDeselect: spec.shouldDeselect, allowsMultipleSelection: spec.allowsMultipleSelection)
    let sequence = TapSequence(
      layout: from.pipeline.prepared, viewport: from.viewport, taps: taps, rules: rules,
      initialSelection: Set(from.state.selected))
    let seconds =
      try spec.length.map { length throws(MotionError) in try from.check(length) }
      ?? ((spec.taps.map(\.upTime).max() ?? 0) + TapsSegment.settleTime)
    let final = sequence.state(at: .infinity)
    end.selected = final.selected.sorted()
    let events = sequence.events.map {
      JSONText.object([
        ("time", .number($0.time)), ("kind", .string($0.kind.rawValue)), ("item", InteractionPlayback.path($0.item)),
      ])
    }
    let playback = InteractionPlayback(
      type: from.segment.type, animation: .taps(sequence, layout: from.pipeline.prepared, viewport: from.viewport),
      scene: stageScene, sceneHasStates: false, seconds: seconds,
      summary: [("events", .array(events))])
    return PlannedInteraction(playback: playback, end: end)
  }
}
