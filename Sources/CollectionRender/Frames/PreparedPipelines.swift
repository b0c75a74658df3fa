import Geometry
import SceneModel

/// A layout prepared for one stage's layout and data at one bounds size.
struct PipelineKey: Hashable, Sendable {
  var stage: Int
  var size: Size
}

/// A memo of one pure function: the pipeline of a stage's scene at a bounds size,
/// `Pipeline(scene:)` of the scene with those bounds. Preparing a layout measures text through
/// Pango (self-sizing), so a batch prepares each (stage, bounds size) once, for the planners and
/// the frames alike. It only remembers answers; what planning produces is `InteractionPlan`.
///
/// A class, so that layout queries (`ScrollLayouts`' are not `mutating`) can fill it in. The key
/// names the scene by its stage number: a batch numbers its stages once, so a number stands for
/// one scene.
final class PreparedPipelines {
  /// The pipelines prepared so far.
  private(set) var prepared: [PipelineKey: Pipeline] = [:]

  /// The pipeline of `scene`, the scene of stage `stage`, at bounds of `size`.
  func pipeline(stage: Int, of scene: Scene, size: Size) -> Pipeline {
    let key = PipelineKey(stage: stage, size: size)
    if let pipeline = prepared[key] { return pipeline }
    var resized = scene
    resized.bounds = size
    let pipeline = Pipeline(scene: resized)
    prepared[key] = pipeline
    return pipeline
  }
}
