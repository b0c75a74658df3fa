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

  /// What to draw at `viewport`: what is on screen, or with the scene's `overview` the whole
  /// content with the viewport outlined. Text around which things are sized (the edit menu) is
  /// measured with the backend's Pango, exactly as it will be drawn.
  public func displayList(at viewport: Viewport) -> DisplayList {
    if let overview = scene.overview {
      return SceneComposer.composeOverview(
        scene, attributes: prepared.allLayoutAttributes(viewport: viewport), viewport: viewport,
        contentSize: prepared.contentSize, overview: overview, measure: PangoTextMeasure())
    }
    return SceneComposer.compose(
      scene, attributes: visibleAttributes(at: viewport), viewport: viewport, measure: PangoTextMeasure())
  }

  /// The size in points of the image at `viewport`: the bounds, or the overview's region.
  public func imageSize(at viewport: Viewport) -> Size {
    guard let overview = scene.overview else { return viewport.size }
    return SceneComposer.overviewRegion(
      viewport: viewport, contentSize: prepared.contentSize, margin: overview.margin, scale: scene.scale
    ).size
  }

  /// The image at `viewport`, encoded as `format`.
  public func render(
    at viewport: Viewport, as format: OutputFormat, png: PNGOptions = PNGOptions()
  ) throws(RenderError) -> [UInt8] {
    if scene.overview != nil, format == .png {
      // Refuse an overview too large to draw before composing every element of the content.
      let size = imageSize(at: viewport)
      let width = (size.width * scene.scale).rounded()
      let height = (size.height * scene.scale).rounded()
      if width > Double(Renderer.maximumPixelDimension) || height > Double(Renderer.maximumPixelDimension)
        || width * height > Double(Renderer.maximumPixelCount)
      {
        throw .tooLarge(
          width: Int(min(width, 1e15)), height: Int(min(height, 1e15)),
          limit: "the overview of the whole content exceeds \(Renderer.maximumPixelDimension) pixels a side or "
            + "\(Renderer.maximumPixelCount / 1_000_000) megapixels; lower --scale or the overview's margin")
      }
    }
    return try Renderer().render(displayList(at: viewport), as: format, scale: scene.scale, png: png)
  }
}
