/// Plans the segments drawn from an interaction's frames (`SegmentAction.isAnimatedInteraction`)
/// for ``MotionPlanner/plan(_:from:interactions:)``: how long each lasts and the state it leaves.
///
/// Planning one may add a stage (`ViewState.stage`: a layout or data that later segments show),
/// so a planner is a value that each plan changes (`mutating`), and it answers for the stages it
/// has added: the motion planner scrolls the segments after an interaction through ``layouts``.
/// Whatever else it builds (the animations to draw) it keeps, for its owner to read when the
/// timeline is planned.
public protocol AnimatedSegmentPlanning {
  /// The layouts of every stage planned so far: the start's, and one more for each interaction
  /// segment that changed the layout or the data.
  var layouts: any ScrollLayouts { get }

  /// Plans `segment`, the timeline's segment `index`, starting in `state` at `fps` frames a
  /// second: its length and the state it ends in (which may name a stage it added).
  mutating func planAnimated(_ segment: Segment, index: Int, from state: ViewState, fps: Double) throws(MotionError)
    -> AnimatedSegmentPlan
}

/// What the caller's plan of an interaction segment tells the planner.
public struct AnimatedSegmentPlan: Hashable, Sendable {
  /// How long it lasts, in frames.
  public var frames: Double
  /// The state when it ends.
  public var end: ViewState

  /// A plan lasting `frames` frames and ending in `end`.
  public init(frames: Double, end: ViewState) {
    self.frames = frames
    self.end = end
  }
}
