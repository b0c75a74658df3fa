import CollectionLayout
import Geometry
import Motion
import SceneModel

/// The layouts of a batch's stages, as the motion planner and the frames query them. Stage 0 is
/// the scene; each interaction that changes the layout or the data (a transition, an update, an
/// ended reorder) adds a stage. Each stage is prepared once per bounds size, by the memo the
/// batch shares.
struct StageLayouts: ScrollLayouts {
  /// Each stage's scene (its layout and data), by stage number.
  private(set) var stages: [Scene]
  /// The memo the layouts are prepared through.
  let pipelines: PreparedPipelines

  /// The layouts of `scene` alone (stage 0), prepared through `pipelines`.
  init(scene: Scene, pipelines: PreparedPipelines) {
    stages = [scene]
    self.pipelines = pipelines
  }

  /// The scene's content inset, which every stage keeps.
  var contentInset: EdgeInsets { stages[0].contentInset }

  /// The pipeline of stage `stage` at bounds of `size`.
  func pipeline(stage: Int = 0, size: Size) -> Pipeline {
    pipelines.pipeline(stage: stage, of: stages[stage], size: size)
  }

  /// The number the stage showing `scene` gets when it is added, and its pipeline at bounds of
  /// `size`: an interaction is planned with the layout it leads to before its stage is added.
  func nextStage(_ scene: Scene, size: Size) -> (stage: Int, pipeline: Pipeline) {
    (stages.count, pipelines.pipeline(stage: stages.count, of: scene, size: size))
  }

  /// Adds a stage showing `scene` (its layout and data); returns its number, the one
  /// `nextStage(_:size:)` gave.
  mutating func add(_ scene: Scene) -> Int {
    stages.append(scene)
    return stages.count - 1
  }

  func layout(forBoundsSize size: Size) -> any PreparedCollectionLayout {
    pipeline(size: size).prepared
  }

  func layout(for state: ViewState) -> any PreparedCollectionLayout {
    pipeline(stage: state.stage, size: state.boundsSize).prepared
  }
}
