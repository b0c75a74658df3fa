import CairoBackend
import CollectionLayout
import DisplayList
import Geometry
import SceneComposer
import SceneModel

/// The one path from a scene to pixels: scene → prepared layout → the elements to draw →
/// display list → image. `render`, every frame of an animation, `layout`, snapshots and the
/// test API all go through it, so a scene looks the same whatever the route.
///
/// ```swift
/// let pipeline = Pipeline(scene: scene)               // prepares the layout once
/// let png = try pipeline.render(as: .png)              // at the scene's own offset
/// let later = try pipeline.render(at: pipeline.viewport(contentOffset: Point(x: 0, y: 400)), as: .png)
/// ```
public struct Pipeline: Sendable {
  /// The scene being shown.
  public let scene: Scene
  /// The scene's layout, prepared once for the scene's bounds.
  public let prepared: any PreparedCollectionLayout

  /// Prepares the scene's layout for its bounds, content inset and scale.
  public init(scene: Scene) {
    self.init(scene: scene, prepared: scene.layout.prepare(scene.layoutContent, in: scene.layoutEnvironment))
  }

  /// A pipeline for `scene` whose layout is already prepared (an animation prepares each
  /// layout once and shows several states of the data with it).
  public init(scene: Scene, prepared: any PreparedCollectionLayout) {
    self.scene = scene
    self.prepared = prepared
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

  /// The elements an image at `viewport` draws: those on screen, or with the scene's overview
  /// every element of the content.
  public func attributesToDraw(at viewport: Viewport) -> [LayoutAttributes] {
    scene.overview == nil ? visibleAttributes(at: viewport) : prepared.allLayoutAttributes(viewport: viewport)
  }

  /// What to draw at `viewport`; `attributes` replaces the layout's (an animation's frame gives
  /// its own, already chosen for the overview or the screen).
  public func displayList(at viewport: Viewport, attributes: [LayoutAttributes]? = nil) -> DisplayList {
    SceneComposer.compose(
      scene, attributes: attributes ?? attributesToDraw(at: viewport), viewport: viewport,
      contentSize: prepared.contentSize, measure: PangoTextMeasure())
  }

  /// The size in points of the image at `viewport`: the bounds, or the overview's region.
  public func imageSize(at viewport: Viewport) -> Size {
    SceneComposer.imageSize(of: scene, viewport: viewport, contentSize: prepared.contentSize)
  }

  /// Checks the image at `viewport` against `PixelBudget` before anything is composed (an
  /// overview of a long content can be far larger than the bounds).
  public func checkImageSize(at viewport: Viewport) throws(RenderError) {
    let size = imageSize(at: viewport)
    if case .tooLarge(let width, let height)? = PixelBudget.problem(
      width: size.width, height: size.height, scale: scene.scale)
    {
      throw .tooLarge(width: width, height: height)
    }
  }

  /// The image at `viewport` (the scene's own by default), encoded as `format`.
  public func render(
    at viewport: Viewport? = nil, as format: OutputFormat, png: PNGOptions = PNGOptions()
  ) throws(RenderError) -> [UInt8] {
    let viewport = viewport ?? scene.viewport
    if format == .png { try checkImageSize(at: viewport) }
    return try Renderer().render(displayList(at: viewport), as: format, scale: scene.scale, png: png)
  }

  /// The pixels at `viewport`, drawing `attributes` when given (see ``displayList(at:attributes:)``).
  public func rasterize(at viewport: Viewport, attributes: [LayoutAttributes]? = nil) throws(RenderError) -> RasterImage
  {
    try checkImageSize(at: viewport)
    return try Renderer().rasterize(displayList(at: viewport, attributes: attributes), scale: scene.scale)
  }
}
