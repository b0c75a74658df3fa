/// A drag-to-reorder gesture over time: a long press, moves, then a release (end) or a cancel,
/// rendered at any instant (the Xamarin guide's long-press handler).
///
/// ```
///  time ─▶  begin            target changes (τ₁, τ₂, …)              release (end/cancel)
///           │ item lifted    │ others animate from where they are      │ moving item settles
///           │ (liftScale)    │ to the new placeholder slots over d     │ into its slot over d
///           ▼                ▼                                         ▼ (cancel: everything
///  moving item: centre on the touch (piecewise-linear path), zIndex Int.max   back to the start)
///  touch events: every 1/touchEventRate s and at every sample; each may change the target
/// ```
import CollectionLayout
import Geometry

/// Where the touch is at a time.
public struct TouchSample: Hashable, Sendable {
  /// Seconds from the start of the interaction.
  public var time: Double
  /// The touch, content coordinates.
  public var location: Point

  /// A touch at `location` (content coordinates) `time` seconds after the drag begins.
  public init(time: Double, location: Point) {
    self.time = time
    self.location = location
  }
}

/// How long things take during a drag.
public struct ReorderTiming: Sendable {
  /// The duration of every animation UIKit runs during a reorder: the others moving to new
  /// placeholder slots, the lift, the drop or the return on cancel; 0.3 s (undocumented by
  /// Apple; PSTCollectionView's value for layout changes).
  public var animationDuration: Double
  /// Touch events per second: how often the target is re-evaluated along the path; 60 (a
  /// 60 Hz touch screen).
  public var touchEventRate: Double
  /// The curve of those animations.
  public var easing: Easing

  /// Timing with UIKit-like defaults: 0.3 s animations, 60 touch events per second, linear easing.
  public init(animationDuration: Double = 0.3, touchEventRate: Double = 60, easing: Easing = .linear) {
    self.animationDuration = animationDuration
    self.touchEventRate = touchEventRate
    self.easing = easing
  }
}

/// A whole drag, precomputed: its target changes and the attributes of every element in play
/// at any time. Cell index paths in frames name items of the data at the start.
public struct ReorderDrag: Sendable {
  /// How the gesture finishes.
  public enum Ending: String, Hashable, Sendable, CaseIterable {
    /// The finger lifts: `endInteractiveMovement()`, the data moves.
    case end
    /// The gesture is cancelled: `cancelInteractiveMovement()`, the data stays.
    case cancel
  }

  /// A new target at a time.
  public struct TargetChange: Hashable, Sendable {
    /// When the target changes, in seconds from the start of the drag.
    public var time: Double
    /// The index path the item would land at (in the moved data).
    public var target: ElementIndexPath

    /// A change to `target` at `time` seconds.
    public init(time: Double, target: ElementIndexPath) {
      self.time = time
      self.target = target
    }
  }

  /// The state machine after the whole gesture (ended, cancelled, or idle for a no-op drag).
  public let movement: InteractiveMovement
  /// The touch path, sorted by time.
  public let touches: [TouchSample]
  /// How the gesture finishes: ended (the data moves) or cancelled (the data stays).
  public let ending: Ending
  /// How long the items animate, how often the target is updated, and along which easing.
  public let timing: ReorderTiming
  /// The item dragged, or `nil` when the first touch hit no movable item (the drag is a no-op).
  public var source: ElementIndexPath? { movement.source }
  /// Every change of target, in time order.
  public let targetChanges: [TargetChange]
  /// The data change at the release, or `nil` (cancelled, a no-op, or dropped where it began).
  public let result: ItemMove?
  /// When the first and last touches happen.
  public let beginTime: Double
  /// The time of the last touch, in seconds.
  public let endTime: Double

  /// The elements in play: visible in the original layout or in any placeholder layout.
  private let tracked: [ElementID]
  /// The layout states: from `time` on, every tracked element animates from `starts` to `ends`.
  private let states: [LayoutState]
  private let original: [ElementID: LayoutAttributes]

  private struct LayoutState: Sendable {
    var time: Double
    var starts: [ElementID: LayoutAttributes]
    var ends: [ElementID: LayoutAttributes]
  }

  /// The drag along `touches` (at least one) in `layout` laid out for `content`, shown at
  /// `viewport`, finishing as `ending` at the last touch.
  public init(
    layout: any CollectionLayout, content: LayoutContent, environment: LayoutEnvironment,
    viewport: Viewport, touches: [TouchSample], ending: Ending = .end,
    options: ReorderOptions = ReorderOptions(), timing: ReorderTiming = ReorderTiming()
  ) {
    let path = touches.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    self.touches = path
    self.ending = ending
    self.timing = timing
    var movement = InteractiveMovement(
      layout: layout, content: content, environment: environment, viewport: viewport, options: options)
    beginTime = path.first?.time ?? 0
    endTime = path.last?.time ?? 0

    // Every placeholder the drag visits, by target, with the time it starts.
    var visits: [Visit] = []
    var changes: [TargetChange] = []
    if let first = path.first, movement.begin(at: first.location) {
      visits.append((first.time, movement))
      for time in Self.eventTimes(path, rate: timing.touchEventRate) {
        if movement.updateTargetPosition(Self.touch(at: time, along: path)), let target = movement.target {
          changes.append(TargetChange(time: time, target: target))
          visits.append((time, movement))
        }
      }
      switch ending {
      case .end:
        let move = movement.end()
        result = move.flatMap { $0.isIdentity ? nil : $0 }
      case .cancel:
        let moved = movement.target != movement.source
        movement.cancel()
        result = nil
        if moved { visits.append((endTime, movement)) }
      }
    } else {
      result = nil
    }
    self.movement = movement
    targetChanges = changes

    let tracked = Self.trackedElements(movement: movement, viewport: viewport, visits: visits)
    self.tracked = tracked

    var original: [ElementID: LayoutAttributes] = [:]
    for element in tracked {
      original[element] = movement.originalLayout.layoutAttributes(for: element, viewport: viewport)
    }
    self.original = original

    states = Self.layoutStates(visits: visits, tracked: tracked, original: original, timing: timing)
  }

  /// A placeholder layout the drag visits, and the time it starts.
  private typealias Visit = (time: Double, movement: InteractiveMovement)

  /// The elements in play, named as in the original data: visible in the original layout at
  /// `viewport` or in any visit's placeholder layout; in layout order.
  private static func trackedElements(movement: InteractiveMovement, viewport: Viewport, visits: [Visit])
    -> [ElementID]
  {
    var seen = Set<ElementID>()
    var tracked: [ElementID] = []
    for attributes in movement.originalLayout.visibleAttributes(at: viewport)
    where seen.insert(attributes.element).inserted {
      tracked.append(attributes.element)
    }
    for visit in visits {
      for attributes in visit.movement.attributes() where seen.insert(attributes.element).inserted {
        tracked.append(attributes.element)
      }
    }
    tracked.sort(by: ElementID.layoutOrder)
    return tracked
  }

  /// Each visit's layout state: its end state the visit's placeholder layout (else the one
  /// before, else the original); its start state where the previous animation had got to.
  private static func layoutStates(
    visits: [Visit], tracked: [ElementID], original: [ElementID: LayoutAttributes], timing: ReorderTiming
  ) -> [LayoutState] {
    var states: [LayoutState] = []
    for visit in visits {
      var ends: [ElementID: LayoutAttributes] = [:]
      for element in tracked {
        ends[element] =
          visit.movement.placeholderAttributes(for: element)
          ?? states.last?.ends[element] ?? original[element]
      }
      var starts = ends
      if let previous = states.last {
        for element in tracked {
          starts[element] = presented(element, at: visit.time, in: previous, timing: timing)
        }
      }
      states.append(LayoutState(time: visit.time, starts: starts, ends: ends))
    }
    return states
  }

  /// The instants the touch is sampled after the first: every 1/rate s, and every sample.
  static func eventTimes(_ path: [TouchSample], rate: Double) -> [Double] {
    guard let first = path.first, let last = path.last else { return [] }
    var times = path.dropFirst().map(\.time)
    if rate > 0, rate.isFinite, last.time > first.time {
      let count = Int(((last.time - first.time) * rate).rounded(.up))
      if count < 1_000_000 {
        for k in 1..<Swift.max(1, count) { times.append(first.time + Double(k) / rate) }
      }
    }
    return times.sorted()
  }

  /// The touch at `time`: linear between samples, held before the first and after the last.
  static func touch(at time: Double, along path: [TouchSample]) -> Point {
    guard let first = path.first else { return .zero }
    guard time > first.time else { return first.location }
    for (a, b) in zip(path, path.dropFirst()) where time < b.time {
      let t = (time - a.time) / (b.time - a.time)
      return AttributeInterpolation.lerp(a.location, b.location, t)
    }
    return path.last!.location
  }

  /// The touch at `time`.
  public func touch(at time: Double) -> Point { Self.touch(at: time, along: touches) }

  private static func presented(
    _ element: ElementID, at time: Double, in state: LayoutState, timing: ReorderTiming
  ) -> LayoutAttributes? {
    guard let start = state.starts[element], let end = state.ends[element] else { return nil }
    let progress = timing.easing.progress(at: time, start: state.time, duration: timing.animationDuration)
    return AttributeInterpolation.interpolate(start, end, progress: progress)
  }

  /// When every animation has finished: the release plus one animation.
  public var restTime: Double { endTime + Swift.max(0, timing.animationDuration) }

  /// How long the interaction lasts, from the first touch to rest.
  public var duration: Double { restTime - beginTime }

  /// What to draw at `progress` ∈ [0, 1] of `duration` (linear: the drag's own timing is in
  /// its touch times and animations).
  public func frame(atProgress progress: Double) -> InteractionFrame {
    let clamped = progress.isNaN ? 0 : Swift.min(1, Swift.max(0, progress))
    return frame(at: beginTime + clamped * duration)
  }

  /// The moving item's attributes while the finger is down, at `time` (its slot as presented,
  /// centred on the touch, lifted, on top).
  private func movingAttributes(at time: Double, state: LayoutState) -> LayoutAttributes? {
    guard let source = movement.source,
      let slot = Self.presented(.cell(source), at: time, in: state, timing: timing)
    else { return nil }
    let lift = timing.easing.progress(at: time, start: beginTime, duration: timing.animationDuration)
    let scale = AttributeInterpolation.lerp(1, movement.options.liftScale, lift)
    return InteractiveMovement.lifted(slot, centre: movement.centre(forTouch: touch(at: time)), scale: scale)
  }

  /// What to draw at `time` (seconds from the start of the interaction): the original layout
  /// before the first touch and for a no-op drag; then the drag; after the release the item
  /// settles into its slot (or, cancelled, everything returns), at rest from `restTime` on.
  public func frame(at time: Double) -> InteractionFrame {
    let viewport = movement.viewport
    guard let source = movement.source, time >= beginTime,
      let stateIndex = states.lastIndex(where: { $0.time <= time }) ?? states.indices.first
    else {
      return InteractionFrame(viewport: viewport, attributes: tracked.compactMap { original[$0] })
    }
    let state = states[stateIndex]
    let moving = ElementID.cell(source)
    var attributes: [LayoutAttributes] = []
    for element in tracked {
      if element == moving {
        if let item = movingItem(at: time, state: state) { attributes.append(item) }
      } else if let shown = Self.presented(element, at: time, in: state, timing: timing) {
        attributes.append(shown)
      }
    }
    return InteractionFrame(viewport: viewport, attributes: attributes)
  }

  private func movingItem(at time: Double, state: LayoutState) -> LayoutAttributes? {
    guard time >= endTime, let source = movement.source else {
      return movingAttributes(at: time, state: state)
    }
    // Released: from where it was at the release to its slot in the final state.
    guard let releaseState = states.last(where: { $0.time <= endTime }) ?? states.first,
      let released = movingAttributes(at: endTime, state: releaseState),
      let slot = states.last?.ends[.cell(source)]
    else { return nil }
    let progress = timing.easing.progress(at: time, start: endTime, duration: timing.animationDuration)
    var shown = AttributeInterpolation.interpolate(released, slot, progress: progress)
    if progress < 1 { shown.zIndex = Int.max }
    return shown
  }
}
