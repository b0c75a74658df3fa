import CairoBackend
import CollectionLayout
import DisplayList
import Geometry
import SceneComposer
import SceneFile

/// The one place where the stages meet: scene → prepared layout → visible attributes → display
/// list → image bytes. The CLI, the benchmarks and the tests all go through it.
public struct Pipeline: Sendable {
  /// The scene being shown.
  public let scene: Scene
  /// The scene's layout, prepared once for the scene's bounds.
  public let prepared: any PreparedCollectionLayout

  /// Prepares the scene's layout for its bounds, content inset and scale.
  public init(scene: Scene) {
    self.scene = scene
    self.prepared = scene.layout.layout.prepare(scene.layoutContent, in: scene.layoutEnvironment)
  }

  /// The viewport at the scene's content offset, or at `contentOffset`.
  public func viewport(contentOffset: Point? = nil) -> Viewport {
    var viewport = scene.viewport
    if let contentOffset { viewport.contentOffset = contentOffset }
    return viewport
  }

  /// The attributes of every element on screen at `viewport`.
  public func visibleAttributes(at viewport: Viewport) -> [LayoutAttributes] {
    prepared.layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
  }

  /// What to draw at `viewport`.
  public func displayList(at viewport: Viewport) -> DisplayList {
    SceneComposer.compose(scene, attributes: visibleAttributes(at: viewport), viewport: viewport)
  }

  /// The image at `viewport`, encoded as `format`.
  public func render(
    at viewport: Viewport, as format: OutputFormat, png: PNGOptions = PNGOptions()
  ) throws(RenderError) -> [UInt8] {
    try Renderer().render(displayList(at: viewport), as: format, scale: scene.scale, png: png)
  }
}
