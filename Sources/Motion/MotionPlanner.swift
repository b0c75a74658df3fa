import CollectionLayout
import Geometry

/// What the collection view shows apart from the layout itself: offset, bounds, and the items'
/// selected and highlighted states (sorted, so that equal states compare equal).
public struct ViewState: Hashable, Sendable {
  /// The content offset, in points.
  public var contentOffset: Point
  /// The collection view's bounds size, in points.
  public var boundsSize: Size
  /// The selected items, sorted.
  public var selected: [ElementIndexPath]
  /// The highlighted items, sorted.
  public var highlighted: [ElementIndexPath]
  /// Which layout and data are shown: 0 the scene's; each interaction that changes the layout
  /// or the data (a transition, an update, an ended reorder) starts the next stage.
  public var stage: Int
  /// How far each section that scrolls on its own is scrolled (section index → offset from
  /// its leading edge), as `Viewport.orthogonalOffsets`; absent sections are at 0.
  public var orthogonalOffsets: [Int: Double]

  /// A state at `contentOffset` in bounds of `boundsSize`; the selected and highlighted items are
  /// sorted, so that the order they are given in does not matter.
  public init(
    contentOffset: Point, boundsSize: Size, selected: [ElementIndexPath] = [], highlighted: [ElementIndexPath] = [],
    stage: Int = 0, orthogonalOffsets: [Int: Double] = [:]
  ) {
    self.contentOffset = contentOffset
    self.boundsSize = boundsSize
    self.selected = selected.sorted()
    self.highlighted = highlighted.sorted()
    self.stage = stage
    self.orthogonalOffsets = orthogonalOffsets
  }
}

/// A segment of a timeline that cannot be played, named by its origin.
public struct MotionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The segment that cannot be played.
  public var origin: SegmentOrigin
  /// Why it cannot be played, as one line.
  public var reason: String

  /// An error about the segment at `origin`.
  public init(origin: SegmentOrigin, reason: String) {
    self.origin = origin
    self.reason = reason
  }

  /// The origin and the reason, as one line: `scene.json: $.timeline.segments[2]: …`.
  public var description: String { "\(origin): \(reason)" }
}

/// One segment of a timeline with its place in time and the motion of each axis.
public struct PlannedSegment: Hashable, Sendable {
  /// Its index in the timeline.
  public var index: Int
  /// The segment's type as in scene files: `scroll`, `fling`, `pull`, `page`, `select`, ….
  public var type: String
  /// When it starts, in frames from the start of the timeline (exact for frame counts).
  public var startFrame: Double
  /// How long it lasts, in frames.
  public var frames: Double
  /// The state when it starts (after the jump of a `from`, for scrolls and flings).
  public var start: ViewState
  /// How the content offset's x moves during the segment.
  public var x: AxisMotion
  /// How the content offset's y moves during the segment.
  public var y: AxisMotion
  /// Where a fling or a page comes to rest (after snapping and clamping).
  public var target: Point?
  /// The state an interaction segment ends in (its stage, bounds and offset), when the axes do
  /// not tell it.
  public var finalState: ViewState? = nil
  /// The motion of one section's orthogonal offset (a `scrollSection` segment).
  public var section: SectionMotion? = nil

  /// The state when it ends.
  public var end: ViewState {
    if let finalState { return finalState }
    var state = start
    state.contentOffset = Point(x: x.final, y: y.final)
    if let section { state.orthogonalOffsets[section.section] = section.offset.final }
    return state
  }
}

extension PlannedSegment {
  /// An interaction segment planned by an `AnimatedSegmentPlanning`: the offset stands still
  /// from `state` for the plan's frames, then the segment ends in the plan's end state.
  init(_ animated: AnimatedSegmentPlan, type: String, index: Int, from state: ViewState) {
    self.init(
      index: index, type: type, startFrame: 0, frames: animated.frames, start: state,
      x: .still(state.contentOffset.x), y: .still(state.contentOffset.y), finalState: animated.end)
  }
}

/// How one section's orthogonal offset moves during a segment.
public struct SectionMotion: Hashable, Sendable {
  /// The data section.
  public var section: Int
  /// Its offset from the section's leading edge over time.
  public var offset: AxisMotion
  /// Where a release comes to rest (after snapping); `nil` for a scroll to an offset.
  public var target: Double?
}

/// One frame to render: its time and what it shows.
public struct FrameState: Hashable, Sendable {
  /// The frame's index in the whole batch, from 0.
  public var index: Int
  /// Seconds from the start: index / fps.
  public var time: Double
  /// The index of the timeline segment the frame belongs to.
  public var segment: Int
  /// What the frame shows: offset, bounds, selection, stage.
  public var state: ViewState
}

/// A timeline laid out in time: every segment's motion, and the frames that sample it.
public struct MotionPlan: Hashable, Sendable {
  /// Frames per second.
  public var fps: Double
  /// Every segment of the timeline, in order, placed in time.
  public var segments: [PlannedSegment]
  /// Frames in the batch: the frames at 0, 1/fps, … up to the first at or after the end.
  public var frameCount: Int
  /// The length of the animation, in seconds.
  public var duration: Double

  /// The frame at `index` (0 ..< frameCount).
  public func frame(_ index: Int) -> FrameState {
    let u = Double(index)
    // The last segment that has started by this frame; instant segments at the same moment
    // come before the one that follows them, so their changes show in this frame.
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].startFrame <= u + 1e-9 { low = middle } else { high = middle - 1 }
    }
    let segment = segments[low]
    let localFrame = u - segment.startFrame
    let localTime = localFrame / fps
    if let final = segment.finalState, localFrame >= segment.frames - 1e-9 {
      return FrameState(index: index, time: u / fps, segment: segment.index, state: final)
    }
    var state = segment.start
    state.contentOffset = Point(
      x: segment.x.value(at: localTime, frame: localFrame), y: segment.y.value(at: localTime, frame: localFrame))
    if let section = segment.section {
      state.orthogonalOffsets[section.section] = section.offset.value(at: localTime, frame: localFrame)
    }
    return FrameState(index: index, time: u / fps, segment: segment.index, state: state)
  }
}

/// Turns a timeline into a `MotionPlan`: UIScrollView's physics, the layout's snapping, paging
/// and the instant changes, segment by segment.
public struct MotionPlanner {
  /// The layouts the timeline scrolls through, asked for content sizes and snapping targets.
  public var layouts: any ScrollLayouts
  /// A motion ends when less than this remains (points): half a pixel.
  public var threshold: Double

  /// A planner over `layouts`; motions settle to within half a pixel at `scale`.
  public init(layouts: any ScrollLayouts, scale: Double) {
    self.layouts = layouts
    self.threshold = 0.5 / Swift.max(scale, 1e-9)
  }

  /// The plan for `timeline` starting from `start`, for timelines of scrolls and instant changes:
  /// an interaction segment (`SegmentAction.isAnimatedInteraction`) throws a `MotionError`
  /// naming it, since playing one takes an interaction planner (`plan(_:from:interactions:)`).
  public func plan(_ timeline: Timeline, from start: ViewState) throws(MotionError) -> MotionPlan {
    try plan(timeline, from: start) { segment, _, _, _ throws(MotionError) in
      throw MotionError(
        origin: segment.origin, reason: "\"\(segment.type)\" segments cannot be played without an interaction planner")
    }
  }

  /// The plan for `timeline` starting from `start`, its interaction segments planned by
  /// `interactions`, which ends holding what it built for them. `layouts` answers until the
  /// first interaction segment, `interactions.layouts` (with the stages it added) after each.
  public func plan(
    _ timeline: Timeline, from start: ViewState, interactions: inout some AnimatedSegmentPlanning
  ) throws(MotionError) -> MotionPlan {
    try plan(timeline, from: start) { segment, index, state, fps throws(MotionError) in
      let animated = try interactions.planAnimated(segment, index: index, from: state, fps: fps)
      return (animated, interactions.layouts)
    }
  }

  /// The plan for `timeline` from `start`, segment by segment; `planAnimated` plans each
  /// interaction segment and gives the layouts the segments after it scroll through.
  private func plan(
    _ timeline: Timeline, from start: ViewState,
    planAnimated: (Segment, Int, ViewState, Double) throws(MotionError) -> (AnimatedSegmentPlan, any ScrollLayouts)
  ) throws(MotionError) -> MotionPlan {
    let fps = timeline.fps
    guard let first = timeline.segments.first else {
      throw MotionError(origin: .options("timeline"), reason: "the timeline has no segments")
    }
    guard fps.isFinite, fps > 0, fps <= Timeline.maximumFPS else {
      throw MotionError(
        origin: first.origin, reason: "fps must be greater than 0 and at most \(Int(Timeline.maximumFPS)), got \(fps)")
    }
    var planner = self
    var state = start
    var frame = 0.0
    var planned: [PlannedSegment] = []
    for (index, segment) in timeline.segments.enumerated() {
      var next: PlannedSegment
      if segment.action.isAnimatedInteraction {
        let (animated, layouts) = try planAnimated(segment, index, state, fps)
        next = PlannedSegment(animated, type: segment.type, index: index, from: state)
        planner.layouts = layouts
      } else {
        next = try planner.plan(segment, index: index, from: state, fps: fps)
      }
      next.startFrame = frame
      frame += next.frames
      state = next.end
      planned.append(next)
      if frame > Double(Timeline.maximumFrames) {
        throw MotionError(
          origin: segment.origin,
          reason: "the animation would have more than \(Timeline.maximumFrames) frames at \(Self.format(fps)) fps")
      }
    }
    let count = Int((frame - 1e-9).rounded(.up)) + 1
    return MotionPlan(fps: fps, segments: planned, frameCount: Swift.max(count, 1), duration: frame / fps)
  }

  // MARK: Segments

  /// A segment of scrolling or an instant change, planned from `state`; interaction segments are
  /// planned by the caller's `AnimatedSegmentPlanning`.
  func plan(_ segment: Segment, index: Int, from state: ViewState, fps: Double) throws(MotionError) -> PlannedSegment {
    var state = state
    let layout = layouts.layout(for: state)
    func planned(_ x: AxisMotion, _ y: AxisMotion, frames: Double, target: Point? = nil) -> PlannedSegment {
      PlannedSegment(
        index: index, type: segment.type, startFrame: 0, frames: frames, start: state, x: x, y: y, target: target)
    }
    let offset = state.contentOffset
    switch segment.action {
    case .scroll(let scroll):
      if let from = scroll.from { state.contentOffset = from }
      let (x, y, frames) = try scrollMotion(scroll, from: state.contentOffset, segment: segment, fps: fps)
      return planned(x, y, frames: frames)

    case .fling(var fling):
      if let from = fling.from { state.contentOffset = from }
      if let physics = layout.scrollPhysics {
        if physics.isPagingEnabled {
          // A paging scroll view settles a release on a page, whatever the deceleration.
          var paged = try plan(
            Segment(.page(Page(move: .velocity(fling.velocity))), origin: segment.origin), index: index,
            from: state, fps: fps)
          paged.type = segment.type
          return paged
        }
        // The scroll view's own rate, as the layout set it, decelerates the fling.
        if physics.decelerationRate > 0, physics.decelerationRate < 1 {
          fling.deceleration = Deceleration(rate: physics.decelerationRate)
        }
      }
      let (x, y, target) = flingMotion(fling, state: state, layout: layout)
      let seconds = Swift.max(x.duration, y.duration)
      return planned(x, y, frames: seconds * fps, target: target)

    case .pull(let pull):
      let (x, y, frames) = try pullMotion(pull, segment: segment, layout: layout, state: state, fps: fps)
      return planned(x, y, frames: frames)

    case .page(let page):
      let (x, y, frames, target) = try pageMotion(page, segment: segment, layout: layout, state: state, fps: fps)
      return planned(x, y, frames: frames, target: target)

    case .scrollSection(let scroll):
      let motion = try sectionMotion(scroll, segment: segment, layout: layout, state: state, fps: fps)
      var result = planned(.still(offset.x), .still(offset.y), frames: motion.frames)
      result.section = motion.motion
      return result

    case .pause(let length):
      let length = try checked(length, fps: fps, segment: segment)
      return planned(.still(offset.x), .still(offset.y), frames: length.frames(fps: fps))

    case .bounds(let change):
      state = resized(state, to: change)
      return planned(.still(state.contentOffset.x), .still(state.contentOffset.y), frames: 0)

    case .item(let change):
      state = try applying(change, to: state, layout: layout, segment: segment)
      return planned(.still(offset.x), .still(offset.y), frames: 0)

    case .transition, .update, .reorder, .taps:
      // Never reached: the timeline's loop gives interaction segments (isAnimatedInteraction) to
      // the caller's planner.
      return planned(.still(offset.x), .still(offset.y), frames: 0)
    }
  }

  /// A scroll from `begin` to its end (a point, or `begin` moved by a distance) along its curve;
  /// each axis's motion, and the segment's frames.
  func scrollMotion(_ scroll: Scroll, from begin: Point, segment: Segment, fps: Double) throws(MotionError)
    -> (x: AxisMotion, y: AxisMotion, frames: Double)
  {
    let length = try checked(scroll.length, fps: fps, segment: segment)
    let end: Point
    switch scroll.to {
    case .offset(let point): end = point
    case .by(let delta): end = Point(x: begin.x + delta.x, y: begin.y + delta.y)
    }
    let frames = length.frames(fps: fps)
    let seconds = length.seconds(fps: fps)
    let exact = length.isFrames ? frames : nil
    return (
      .tween(from: begin.x, to: end.x, duration: seconds, frames: exact, curve: scroll.curve),
      .tween(from: begin.y, to: end.y, duration: seconds, frames: exact, curve: scroll.curve), frames
    )
  }

  /// `state` at new bounds: at the offset the change gives, or else at its offset kept within the
  /// scroll range of the content laid out at the new size.
  func resized(_ state: ViewState, to change: BoundsChange) -> ViewState {
    var state = state
    let offset = state.contentOffset
    state.boundsSize = change.size
    let range = scrollRange(layouts.layout(for: state), boundsSize: change.size)
    state.contentOffset =
      change.contentOffset
      ?? Point(
        x: Swift.min(Swift.max(offset.x, range.minX), range.maxX),
        y: Swift.min(Swift.max(offset.y, range.minY), range.maxY))
    return state
  }

  /// A pull: the content dragged by `pull.by` past its edges with the rubber band, then sprung
  /// back to the edge it passed; each axis's motion, and the segment's frames.
  func pullMotion(
    _ pull: Pull, segment: Segment, layout: any PreparedCollectionLayout, state: ViewState, fps: Double
  ) throws(MotionError) -> (x: AxisMotion, y: AxisMotion, frames: Double) {
    let offset = state.contentOffset
    let length = try checked(pull.length, fps: fps, segment: segment)
    let range = scrollRange(layout, boundsSize: state.boundsSize)
    let frames = length.frames(fps: fps)
    let seconds = length.seconds(fps: fps)
    let exact = length.isFrames ? frames : nil
    func axis(_ start: Double, _ delta: Double, _ lower: Double, _ upper: Double, _ dimension: Double) -> AxisMotion {
      // The finger starts where the content shows now (inside the range, the same place).
      let finger = RubberBand.unclamp(start, lower: lower, upper: upper, dimension: dimension)
      let drag = AxisMotion.drag(
        from: finger, to: finger + delta, duration: seconds, frames: exact, curve: pull.curve,
        lower: lower, upper: upper, dimension: dimension)
      let shown = drag.final
      let edge = Swift.min(Swift.max(shown, lower), upper)
      guard shown != edge else { return drag }
      let duration = BounceSpring.scrollView.settleTime(displacement: shown - edge, velocity: 0, threshold: threshold)
      return .sequence(
        drag,
        then: .spring(rest: edge, displacement: shown - edge, velocity: 0, spring: .scrollView, duration: duration))
    }
    let x = axis(offset.x, pull.by.x, range.minX, range.maxX, state.boundsSize.width)
    let y = axis(offset.y, pull.by.y, range.minY, range.maxY, state.boundsSize.height)
    return (x, y, Swift.max(x.duration, y.duration, seconds) * fps)
  }

  /// A page turn: by a number of pages, or to the page a release velocity settles on, along the
  /// paging axis (the one the content overflows when not given); each axis's motion, the
  /// segment's frames and the offset it rests at.
  func pageMotion(
    _ page: Page, segment: Segment, layout: any PreparedCollectionLayout, state: ViewState, fps: Double
  ) throws(MotionError) -> (x: AxisMotion, y: AxisMotion, frames: Double, target: Point) {
    let offset = state.contentOffset
    let length = try checked(page.length, fps: fps, segment: segment)
    let range = scrollRange(layout, boundsSize: state.boundsSize)
    let size = layout.contentSize
    let axis =
      page.axis
      ?? (size.width > state.boundsSize.width && size.height <= state.boundsSize.height ? .horizontal : .vertical)
    let horizontal = axis == .horizontal
    let pageSize = horizontal ? state.boundsSize.width : state.boundsSize.height
    let current = horizontal ? offset.x : offset.y
    let targetPage: Int
    switch page.move {
    case .pages(let pages):
      targetPage = Int((current / pageSize).rounded(.toNearestOrAwayFromZero)) + pages
    case .velocity(let velocity):
      targetPage = Paging.targetPage(
        offset: current, velocity: horizontal ? velocity.x : velocity.y, pageSize: pageSize)
    }
    let lower = horizontal ? range.minX : range.minY
    let upper = horizontal ? range.maxX : range.maxY
    let destination = Swift.min(Swift.max(Double(targetPage) * pageSize, lower), upper)
    let frames = length.frames(fps: fps)
    let seconds = length.seconds(fps: fps)
    let exact = length.isFrames ? frames : nil
    let moving = AxisMotion.tween(from: current, to: destination, duration: seconds, frames: exact, curve: page.curve)
    let target = horizontal ? Point(x: destination, y: offset.y) : Point(x: offset.x, y: destination)
    return horizontal
      ? (moving, .still(offset.y), frames, target)
      : (.still(offset.x), moving, frames, target)
  }

  /// `state` after an item change: the item selected, deselected, highlighted or unhighlighted;
  /// an item the layout does not have is an error.
  func applying(
    _ change: ItemChange, to state: ViewState, layout: any PreparedCollectionLayout, segment: Segment
  ) throws(MotionError) -> ViewState {
    var state = state
    let viewport = Viewport(
      contentOffset: state.contentOffset, size: state.boundsSize, contentInset: layouts.contentInset)
    guard layout.layoutAttributesForItem(at: change.item, viewport: viewport) != nil else {
      throw MotionError(
        origin: segment.origin, reason: "no item \(change.item.item) in section \(change.item.section)")
    }
    switch change.action {
    case .select:
      state.selected = change.extend ? Array(Set(state.selected + [change.item])).sorted() : [change.item]
    case .deselect:
      state.selected.removeAll { $0 == change.item }
    case .highlight:
      state.highlighted = Array(Set(state.highlighted + [change.item])).sorted()
    case .unhighlight:
      state.highlighted.removeAll { $0 == change.item }
    }
    return state
  }

  /// The offsets the content may rest at: from (−left, −top) inset to the content's end.
  public func scrollRange(_ layout: any PreparedCollectionLayout, boundsSize: Size) -> Rect {
    let inset = layouts.contentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = Swift.max(minX, layout.contentSize.width + inset.right - boundsSize.width)
    let maxY = Swift.max(minY, layout.contentSize.height + inset.bottom - boundsSize.height)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A fling: the rest point from the deceleration, clamped, snapped by the layout and clamped
  /// again; each axis then decelerates onto its target (the velocity re-timed: same rate, new
  /// initial velocity −k·distance), or, when the rest point lies past an edge the target keeps,
  /// decelerates into the edge and bounces back.
  func flingMotion(_ fling: Fling, state: ViewState, layout: any PreparedCollectionLayout)
    -> (AxisMotion, AxisMotion, Point)
  {
    let range = scrollRange(layout, boundsSize: state.boundsSize)
    let start = state.contentOffset
    let deceleration = fling.deceleration
    let rest = Point(
      x: deceleration.restOffset(from: start.x, velocity: fling.velocity.x),
      y: deceleration.restOffset(from: start.y, velocity: fling.velocity.y))
    let proposed = Point(
      x: Swift.min(Swift.max(rest.x, range.minX), range.maxX), y: Swift.min(Swift.max(rest.y, range.minY), range.maxY))
    var target = proposed
    if fling.snaps {
      let viewport = Viewport(contentOffset: start, size: state.boundsSize, contentInset: layouts.contentInset)
      let snapped = layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: fling.velocity, viewport: viewport)
      if snapped.x.isFinite, snapped.y.isFinite { target = snapped }
    }
    target = Point(
      x: Swift.min(Swift.max(target.x, range.minX), range.maxX),
      y: Swift.min(Swift.max(target.y, range.minY), range.maxY))

    func axis(
      _ x0: Double, _ v0: Double, _ rest: Double, _ proposed: Double, _ target: Double, _ lower: Double, _ upper: Double
    )
      -> AxisMotion
    {
      // Released outside the range (after a pull): straight back to the edge.
      if x0 < lower || x0 > upper {
        let edge = x0 < lower ? lower : upper
        let duration = BounceSpring.scrollView.settleTime(displacement: x0 - edge, velocity: v0, threshold: threshold)
        return .spring(rest: edge, displacement: x0 - edge, velocity: v0, spring: .scrollView, duration: duration)
      }
      let pastEdge = rest < lower || rest > upper
      if pastEdge, fling.bounces, target == proposed, v0 != 0 {
        // Decelerate into the edge, then the spring takes the velocity it arrives with.
        let edge = rest < lower ? lower : upper
        let reach = deceleration.time(toTravel: edge - x0, velocity: v0) ?? 0
        let arriving = deceleration.velocity(v0, at: reach)
        let settle = BounceSpring.scrollView.settleTime(displacement: 0, velocity: arriving, threshold: threshold)
        let spring = AxisMotion.spring(
          rest: edge, displacement: 0, velocity: arriving, spring: .scrollView, duration: settle)
        if reach <= 0 { return spring }
        return .sequence(
          .decay(from: x0, velocity: v0, deceleration: deceleration, duration: reach, to: edge), then: spring)
      }
      let distance = target - x0
      if distance == 0 { return .still(x0) }
      let velocity = deceleration.velocity(toTravel: distance)
      let duration = deceleration.duration(velocity: velocity, threshold: threshold)
      return .decay(from: x0, velocity: velocity, deceleration: deceleration, duration: duration, to: target)
    }
    let x = axis(start.x, fling.velocity.x, rest.x, proposed.x, target.x, range.minX, range.maxX)
    let y = axis(start.y, fling.velocity.y, rest.y, proposed.y, target.y, range.minY, range.maxY)
    // A bouncing axis rests on its edge.
    return (x, y, Point(x: x.final, y: y.final))
  }

  /// A `scrollSection` segment: the section's offset moves to (or by) an offset along a curve,
  /// clamped to the section's range, or decelerates from a release onto the resting offset the
  /// section's behaviour snaps the deceleration's rest point to.
  func sectionMotion(
    _ scroll: SectionScroll, segment: Segment, layout: any PreparedCollectionLayout, state: ViewState, fps: Double
  ) throws(MotionError) -> (motion: SectionMotion, frames: Double) {
    guard let scrolling = layout as? any OrthogonalScrollingLayout else {
      throw MotionError(
        origin: segment.origin, reason: "the layout has no sections that scroll sideways (a compositional layout's)")
    }
    let section = scroll.section
    guard section >= 0, section < scrolling.numberOfSections else {
      throw MotionError(
        origin: segment.origin, reason: "no section \(section); the scene has \(scrolling.numberOfSections) sections")
    }
    guard let range = scrolling.orthogonalOffsetRange(forSection: section) else {
      throw MotionError(
        origin: segment.origin,
        reason: "section \(section) does not scroll sideways (its orthogonalScrollingBehavior is none)")
    }
    let start = Swift.min(Swift.max(state.orthogonalOffsets[section] ?? 0, range.lowerBound), range.upperBound)
    func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, range.lowerBound), range.upperBound) }
    switch scroll.move {
    case .offset, .by:
      let length = try checked(scroll.length, fps: fps, segment: segment)
      let end: Double
      if case .offset(let to) = scroll.move {
        end = clamped(to)
      } else if case .by(let by) = scroll.move {
        end = clamped(start + by)
      } else {
        end = start
      }
      let frames = length.frames(fps: fps)
      let motion = AxisMotion.tween(
        from: start, to: end, duration: length.seconds(fps: fps), frames: length.isFrames ? frames : nil,
        curve: scroll.curve)
      return (SectionMotion(section: section, offset: motion, target: nil), frames)
    case .velocity(let velocity):
      let deceleration = scroll.deceleration
      let info = scrolling.orthogonalScrollInfo(forSection: section)
      if let info, info.pages {
        // A paging scroll view moves one page per swipe whatever the speed: to the next resting
        // offset in the direction of the release (a nudge of 1 % of the visible width finds it),
        // the nearest below `Paging.velocityThreshold`; then UIKit's short settling animation.
        let moving = Swift.abs(velocity) >= Paging.velocityThreshold
        let nudge = moving ? (velocity > 0 ? 1 : -1) * 0.01 * info.visibleLength : 0
        let snapped = scrolling.targetOrthogonalOffset(
          forSection: section, proposedOffset: start + nudge, velocity: moving ? velocity : 0)
        let target = clamped(snapped.isFinite ? snapped : start)
        let length = Page.defaultLength
        let motion = AxisMotion.tween(
          from: start, to: target, duration: length.seconds(fps: fps), frames: nil, curve: .easeOut)
        return (
          SectionMotion(section: section, offset: motion, target: target), target == start ? 0 : length.frames(fps: fps)
        )
      }
      let rest = clamped(deceleration.restOffset(from: start, velocity: velocity))
      let snapped = scrolling.targetOrthogonalOffset(forSection: section, proposedOffset: rest, velocity: velocity)
      let target = clamped(snapped.isFinite ? snapped : rest)
      let distance = target - start
      guard distance != 0 else {
        return (SectionMotion(section: section, offset: .still(start), target: target), 0)
      }
      // The release re-timed onto the target, as a fling of the whole content is.
      let v0 = deceleration.velocity(toTravel: distance)
      let duration = deceleration.duration(velocity: v0, threshold: threshold)
      let motion = AxisMotion.decay(
        from: start, velocity: v0, deceleration: deceleration, duration: duration, to: target)
      return (SectionMotion(section: section, offset: motion, target: target), duration * fps)
    }
  }

  func checked(_ length: SegmentLength, fps: Double, segment: Segment) throws(MotionError) -> SegmentLength {
    switch length {
    case .seconds(let seconds):
      guard seconds.isFinite, seconds >= 0, seconds <= Timeline.maximumSegmentSeconds else {
        throw MotionError(
          origin: segment.origin,
          reason: "duration must be 0…\(Int(Timeline.maximumSegmentSeconds)) seconds, got \(Self.format(seconds))")
      }
    case .frames(let frames):
      guard frames >= 0, frames <= Timeline.maximumFrames else {
        throw MotionError(origin: segment.origin, reason: "frames must be 0…\(Timeline.maximumFrames), got \(frames)")
      }
    }
    return length
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
