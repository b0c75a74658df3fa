import Motion
import SceneModel

/// What planning a batch's interaction segments produced, for the frames to draw: the layouts of
/// the stages they lead to and each segment's playback. `InteractionPlanner` builds it segment
/// by segment; `FrameBatch` reads it once the timeline is planned.
struct InteractionPlan {
  /// The layouts of every stage: the scene's, then one for each interaction that changed the
  /// layout or the data.
  var layouts: StageLayouts
  /// The interaction segments' animations, by segment index.
  var playbacks: [Int: InteractionPlayback] = [:]
}

/// One interaction segment planned: its animation, the state it ends in, and the scene of the
/// stage it adds (which `end.stage` names), if it adds one.
struct PlannedInteraction {
  /// What the segment's frames draw.
  var playback: InteractionPlayback
  /// The state when it ends.
  var end: ViewState
  /// The scene of the stage the segment leads to, when it changes the layout or the data.
  var addedStage: Scene? = nil
}
