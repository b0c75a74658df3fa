import CollectionLayout
import Geometry
import Motion
import SceneFile
import SceneModel

/// One interaction segment of a batch, built once when the batch is planned: the
/// `Interaction` model's animation, the scene whose data its frames' cells name, and how long
/// it lasts. A frame of it is a pure function of its time in the segment.
///
/// ```
/// interaction (attributes at t) ──▶ SceneComposer (with the frame's data and states) ──▶ renderer
/// ```
struct InteractionPlayback: Sendable {
  enum Animation: Sendable {
    /// A `transition`, or a `bounds` change with a length.
    case transition(LayoutTransition)
    case update(ItemUpdateAnimation)
    case reorder(ReorderDrag)
    /// Taps: the layout stands still; the items' states change.
    case taps(TapSequence, layout: any PreparedCollectionLayout, viewport: Viewport)
  }

  var type: String
  var animation: Animation
  /// The scene whose items the frames' cell index paths name (the update's frame items with
  /// their states already set; otherwise the stage's scene).
  var scene: Scene
  /// Whether `scene` already carries the selected/highlighted flags to draw.
  var sceneHasStates: Bool
  /// The length in seconds.
  var seconds: Double
  /// A JSON object's members describing the segment in the manifest (`"key": value, …`).
  var summary: String

  /// What to draw at `time` seconds from the segment's start.
  func frame(at time: Double) -> InteractionFrame {
    let progress = seconds > 0 ? Swift.min(1, Swift.max(0, time / seconds)) : 1
    switch animation {
    case .transition(let transition): return transition.frame(at: progress)
    case .update(let update): return update.frame(at: progress)
    case .reorder(let drag): return drag.frame(at: time)
    case .taps(_, let layout, let viewport):
      return InteractionFrame(viewport: viewport, attributes: layout.visibleAttributes(at: viewport))
    }
  }

  /// The manifest's description of the frame at `time` (members of a JSON object).
  func details(at time: Double) -> String {
    let progress = seconds > 0 ? Swift.min(1, Swift.max(0, time / seconds)) : 1
    var out = "\"type\": \"\(type)\", \"progress\": \(LayoutJSON.number(progress))"
    if case .reorder(let drag) = animation, let source = drag.source {
      // After a cancel the item goes back to where it came from.
      let cancelled = drag.ending == .cancel && time >= drag.endTime
      let target = cancelled ? source : drag.targetChanges.last(where: { $0.time <= time })?.target ?? source
      let touch = drag.touch(at: time)
      out += ", \"source\": \(Self.path(source)), \"target\": \(Self.path(target))"
      if time >= drag.beginTime && time <= drag.endTime {
        out += ", \"touch\": {\"x\": \(LayoutJSON.number(touch.x)), \"y\": \(LayoutJSON.number(touch.y))}"
      }
    }
    return out
  }

  /// The selected and highlighted items of a taps frame at `time`, over `base`'s highlights.
  func tapStates(at time: Double, base: ViewState) -> (selected: [ElementIndexPath], highlighted: [ElementIndexPath])? {
    guard case .taps(let sequence, _, _) = animation else { return nil }
    let state = sequence.state(at: time)
    return (state.selected.sorted(), Set(base.highlighted).union(state.highlighted).sorted())
  }

  static func path(_ path: ElementIndexPath) -> String { "{\"section\": \(path.section), \"item\": \(path.item)}" }
}

/// What planning one animated segment starts from: the segment, the frame rate, the state before
/// it, its stage's scene and pipeline, and the viewport in the displayed content; and the checks
/// and conversions every kind of segment uses.
struct AnimatedSegmentStart {
  let segment: Segment
  let fps: Double
  let state: ViewState
  let stageScene: Scene
  let pipeline: Pipeline
  let viewport: Viewport

  /// The seconds `length` lasts, within a segment's limits.
  func check(_ length: SegmentLength) throws(MotionError) -> Double {
    let seconds = length.seconds(fps: fps)
    guard seconds.isFinite, seconds >= 0, seconds <= Timeline.maximumSegmentSeconds else {
      throw MotionError(
        origin: segment.origin, reason: "duration must be 0…\(Int(Timeline.maximumSegmentSeconds)) seconds")
    }
    return seconds
  }

  func easing(_ curve: TimingCurve) -> Easing { Easing { curve.progress($0) } }

  /// `location` in the displayed content. A timeline is written once, for the layout's
  /// development direction: in the opposite direction a mirrored layout's touches are mirrored
  /// with it, so they touch the same items. An item the layout does not have is an error.
  func location(_ location: TouchLocation) throws(MotionError) -> TouchLocation {
    switch location {
    case .item(let path):
      guard pipeline.prepared.layoutAttributesForItem(at: path, viewport: viewport) != nil else {
        throw MotionError(origin: segment.origin, reason: "no item \(path.item) in section \(path.section)")
      }
      return location
    case .point(let point):
      return .point(pipeline.displayed(point))
    }
  }

}

/// Builds playbacks and the stages they lead to; the `PipelineCache` owns it.
extension PipelineCache {
  func planAnimated(_ segment: Segment, index: Int, from state: ViewState, fps: Double) throws(MotionError)
    -> AnimatedSegmentPlan
  {
    let start = pipeline(stage: state.stage, size: state.boundsSize)
    // States keep offsets as authored (from the leading edge); the models work in the displayed
    // content, so a mirrored layout's offsets go through `displayed` both ways (an involution).
    let viewport = start.displayed(
      Viewport(
        contentOffset: state.contentOffset, size: state.boundsSize, contentInset: scene.contentInset,
        orthogonalOffsets: state.orthogonalOffsets))
    let from = AnimatedSegmentStart(
      segment: segment, fps: fps, state: state, stageScene: stages[state.stage], pipeline: start, viewport: viewport)
    let (playback, end): (InteractionPlayback, ViewState)
    switch segment.action {
    case .bounds(let change): (playback, end) = try planBoundsChange(change, from: from)
    case .transition(let spec): (playback, end) = try planTransition(spec, from: from)
    case .update(let spec): (playback, end) = try planUpdate(spec, from: from)
    case .reorder(let spec): (playback, end) = try planReorder(spec, from: from)
    case .taps(let spec): (playback, end) = try planTaps(spec, from: from)
    default:
      throw MotionError(origin: segment.origin, reason: "\"\(segment.type)\" is not an animated segment")
    }
    playbacks[index] = playback
    // 1.9 s at 30 fps is 57 frames, not 57.00000000000001.
    let frames = playback.seconds * fps
    let whole = frames.rounded()
    return AnimatedSegmentPlan(frames: abs(frames - whole) < 1e-9 ? whole : frames, end: end)
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
  func planBoundsChange(_ change: BoundsChange, from: AnimatedSegmentStart) throws(MotionError)
    -> (InteractionPlayback, ViewState)
  {
    let state = from.state
    var end = state
    let seconds = try from.check(change.length ?? .frames(0))
    let resized = pipeline(stage: state.stage, size: change.size)
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
      seconds: seconds, summary: "\"animated\": true")
    return (playback, end)
  }

  /// A new stage: the start's scene changed by `change`, and its pipeline at the start's bounds.
  func nextStage(from: AnimatedSegmentStart, _ change: (inout Scene) -> Void)
    -> (scene: Scene, stage: Int, pipeline: Pipeline)
  {
    var next = from.stageScene
    change(&next)
    let stage = addStage(next)
    return (next, stage, pipeline(stage: stage, size: from.state.boundsSize))
  }

  /// A layout transition to another layout (a new stage).
  func planTransition(_ spec: TransitionSegment, from: AnimatedSegmentStart) throws(MotionError)
    -> (InteractionPlayback, ViewState)
  {
    let state = from.state
    var end = state
    let seconds = try from.check(spec.length)
    let (_, stage, after) = nextStage(from: from) { $0.layout = spec.layout }
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
      seconds: seconds, summary: "\"layout\": \"\(LayoutJSON.escape(spec.layout.layoutName))\"")
    return (playback, end)
  }

  /// An animated update of the sections (a new stage), items matched by identity.
  func planUpdate(_ spec: UpdateSegment, from: AnimatedSegmentStart) throws(MotionError)
    -> (InteractionPlayback, ViewState)
  {
    let state = from.state
    var end = state
    let seconds = try from.check(spec.length)
    let (next, stage, after) = nextStage(from: from) { $0.sections = spec.sections }
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
      summary:
        "\"inserted\": \(diff.insertions.count), \"deleted\": \(diff.deletions.count), \"moved\": \(diff.moves.count)"
    )
    return (playback, end)
  }

  /// An interactive reorder: the touches' drag, and the move it makes (a new stage).
  func planReorder(_ spec: ReorderSegment, from: AnimatedSegmentStart) throws(MotionError)
    -> (InteractionPlayback, ViewState)
  {
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
    var summary = "\"ending\": \"\(spec.ending.rawValue)\", \"sizing\": \"\(spec.sizing.rawValue)\""
    if let source = drag.source {
      summary += ", \"source\": \(InteractionPlayback.path(source))"
    } else {
      summary += ", \"source\": null"  // the long press hit nothing movable: a no-op
    }
    if let move = drag.result {
      summary +=
        ", \"move\": {\"from\": \(InteractionPlayback.path(move.from)), \"to\": \(InteractionPlayback.path(move.to))}"
      var next = from.stageScene
      next.sections = Self.moved(from.stageScene.sections, move: move, content: drag.movement.resultingContent)
      end.stage = addStage(next)
      end.selected = state.selected.map { move.destination(of: $0) }.sorted()
      end.highlighted = state.highlighted.map { move.destination(of: $0) }.sorted()
    } else {
      summary += ", \"move\": null"
    }
    let playback = InteractionPlayback(
      type: from.segment.type, animation: .reorder(drag), scene: from.stageScene, sceneHasStates: false,
      seconds: drag.source == nil ? (touches.last?.time ?? 0) : drag.restTime, summary: summary)
    return (playback, end)
  }

  /// Taps: the highlight and selection they make, by UIKit's rules and the scene's.
  func planTaps(_ spec: TapsSegment, from: AnimatedSegmentStart) throws(MotionError)
    -> (InteractionPlayback, ViewState)
  {
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
      "{\"time\": \(LayoutJSON.number($0.time)), \"kind\": \"\($0.kind.rawValue)\", \"item\": "
        + "\(InteractionPlayback.path($0.item))}"
    }
    let playback = InteractionPlayback(
      type: from.segment.type, animation: .taps(sequence, layout: from.pipeline.prepared, viewport: from.viewport),
      scene: stageScene, sceneHasStates: false, seconds: seconds,
      summary: "\"events\": [" + events.joined(separator: ", ") + "]")
    return (playback, end)
  }

  // MARK: Data

  /// The scene's own rule (item, else section, else scene) as an `ItemRule`.
  static func sceneRule(_ scene: Scene, _ item: KeyPath<ItemData, Bool?>, scene own: KeyPath<Scene, Bool>) -> ItemRule {
    var refused = Set<ElementIndexPath>()
    var allowed = Set<ElementIndexPath>()
    let sectionKey: KeyPath<SectionData, Bool?> = item == \ItemData.shouldHighlight ? \.shouldHighlight : \.shouldSelect
    for (s, section) in scene.sections.enumerated() {
      let sectionAnswer = section[keyPath: sectionKey] ?? scene[keyPath: own]
      for i in 0..<section.itemCount {
        let answer = (i < section.items.count ? section.items[i][keyPath: item] : nil) ?? sectionAnswer
        if answer {
          allowed.insert(ElementIndexPath(item: i, section: s))
        } else {
          refused.insert(ElementIndexPath(item: i, section: s))
        }
      }
    }
    if refused.isEmpty { return .always }
    return scene[keyPath: own] ? .except(refused) : .only(allowed)
  }

  /// Every item's identity for the diff: its `id`, else its title, else its position.
  static func identities(_ scene: Scene) -> [[String]] {
    scene.sections.enumerated().map { s, section in
      (0..<section.itemCount).map { i in
        let item = section.item(at: i, section: s)
        if let id = item?.id { return "id:" + id }
        if let title = item?.title { return "title:" + title }
        return "position:\(s):\(i)"
      }
    }
  }

  /// The scene an update's frames draw: section s holds `frameItems[s]` (new items, then the
  /// deleted old ones), with the selection before (deleted items) or after (the others).
  static func updateScene(
    before old: Scene, after new: Scene, frameItems: [[ItemUpdateAnimation.FrameItem]], before: ViewState,
    after: ViewState
  ) -> Scene {
    var scene = new
    let oldSelected = Set(before.selected)
    let oldHighlighted = Set(before.highlighted)
    let newSelected = Set(after.selected)
    let newHighlighted = Set(after.highlighted)
    scene.sections = frameItems.enumerated().map { s, items in
      var section = s < new.sections.count ? new.sections[s] : old.sections[s]
      section.items = ItemList(
        items.lazy.map { frameItem in
          var data: ItemData
          switch frameItem {
          case .after(let path):
            data = new.sections[path.section].item(at: path.item, section: path.section) ?? ItemData()
            data.isSelected = newSelected.contains(path)
            data.isHighlighted = newHighlighted.contains(path)
          case .before(let path):
            data = old.sections[path.section].item(at: path.item, section: path.section) ?? ItemData()
            data.isSelected = oldSelected.contains(path)
            data.isHighlighted = oldHighlighted.contains(path)
          }
          return data
        })
      section.itemCount = section.items.count
      return section
    }
    return scene
  }

  /// The data after an ended drag: the Xamarin guide's `MoveItem`, every item listed; the items' sizes
  /// are the resulting content's (with `staysWithSlot` each slot keeps its size, the Xamarin guide's
  /// Heights; with `travelsWithItem` the item keeps its own).
  static func moved(_ sections: [SectionData], move: ItemMove, content: LayoutContent) -> [SectionData] {
    let items = sections.enumerated().map { s, section in
      (0..<section.itemCount).map { section.item(at: $0, section: s) ?? ItemData() }
    }
    let moved = move.applied(to: items)
    return sections.enumerated().map { s, section in
      var section = section
      section.items = ItemList(moved[s])
      section.itemCount = moved[s].count
      if s < content.sections.count, let sizes = content.sections[s].itemSizes {
        for i in section.items.indices where i < sizes.count { section.items[i].size = sizes[i] }
      }
      return section
    }
  }
}
