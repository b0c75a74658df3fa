import CollectionLayout
import Geometry
import Motion
import SceneModel

/// A layout prepared for one stage's layout and data at one bounds size.
struct PipelineKey: Hashable, Sendable {
  var stage: Int
  var size: Size
}

/// The scene's layout prepared once per stage and bounds size, for the planner and the frames.
/// Stage 0 is the scene; each interaction that changes the layout or the data (a transition, an
/// update, an ended reorder) adds a stage, and the interaction segments' animations are kept
/// here as the planner meets them.
final class PipelineCache: ScrollLayouts {
  let scene: Scene
  private(set) var pipelines: [PipelineKey: Pipeline] = [:]
  private(set) var stages: [Scene]
  var playbacks: [Int: InteractionPlayback] = [:]

  init(scene: Scene) {
    self.scene = scene
    stages = [scene]
    pipelines[PipelineKey(stage: 0, size: scene.bounds)] = Pipeline(scene: scene)
  }

  var contentInset: EdgeInsets { scene.contentInset }

  /// Adds a stage showing `scene` (its layout and data); returns its number.
  func addStage(_ scene: Scene) -> Int {
    stages.append(scene)
    return stages.count - 1
  }

  func pipeline(stage: Int = 0, size: Size) -> Pipeline {
    let key = PipelineKey(stage: stage, size: size)
    if let pipeline = pipelines[key] { return pipeline }
    var resized = stages[stage]
    resized.bounds = size
    let pipeline = Pipeline(scene: resized)
    pipelines[key] = pipeline
    return pipeline
  }

  func pipeline(for size: Size) -> Pipeline { pipeline(stage: 0, size: size) }

  func layout(forBoundsSize size: Size) -> any PreparedCollectionLayout {
    pipeline(for: size).prepared
  }

  func layout(for state: ViewState) -> any PreparedCollectionLayout {
    pipeline(stage: state.stage, size: state.boundsSize).prepared
  }
}
