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

  /// Prepares the scene's layout for its bounds, content inset, scale and layout direction, with
  /// self-sizing cells measured by the backend's text metrics (``SelfSizing``); a layout that
  /// opts in (`flipsHorizontallyInOppositeLayoutDirection`) is mirrored when the scene's layout
  /// direction is the opposite of the layout's development direction.
  public init(scene: Scene) {
    self.init(scene: scene, prepared: SelfSizing.prepare(scene, measure: PangoTextMeasure()))
  }

  /// A pipeline for `scene` whose layout is already prepared (an animation prepares each
  /// layout once and shows several states of the data with it).
  public init(scene: Scene, prepared: any PreparedCollectionLayout) {
    self.scene = scene
    self.prepared = prepared
  }

  /// The viewport at the scene's content offset, or at `contentOffset`.
  ///
  /// When the layout is mirrored (right to left), the offset counts from the leading edge, the
  /// right: an offset of 0 shows the right end of a horizontally scrolling content, where a
  /// right-to-left collection view starts, and the returned viewport is in the mirrored
  /// content's coordinates.
  public func viewport(contentOffset: Point? = nil) -> Viewport {
    var viewport = scene.viewport
    if let contentOffset { viewport.contentOffset = contentOffset }
    return displayed(viewport)
  }

  /// `viewport`, whose offset counts from the leading edge, in the displayed content's
  /// coordinates: itself, or with a mirrored layout its offset mirrored.
  public func displayed(_ viewport: Viewport) -> Viewport {
    // UIKit's documentation of `flipsHorizontallyInOppositeLayoutDirection`: the collection view
    // "flips the orientation of its horizontal coordinate system to match the leading edge", so a
    // flipped content offset of 0 is the right end. Without the flip, UIKit's offset 0 is the left
    // end and a right-to-left horizontal flow first shows its last items (Apple bug report
    // 25698641, "UICollectionViewFlowLayout has wrong initial scroll position on RTL layout",
    // mirrored at github.com/lionheart/openradar-mirror/issues/10146).
    // A compositional layout mirrors itself right to left (as UIKit's does); its offsets count
    // from the leading edge too.
    // Every layout says so itself (`countsOffsetsFromTheRight`): a mirrored one, a compositional
    // one shown right to left, a UIKit layout class that flips.
    guard prepared.countsOffsetsFromTheRight else { return viewport }
    var viewport = viewport
    viewport.contentOffset.x = prepared.contentSize.width - viewport.contentOffset.x - viewport.size.width
    return viewport
  }

  /// `point`, a point in the content as authored for the layout's development direction (a
  /// timeline's touch), in the displayed content's coordinates: itself, or with a mirrored layout
  /// its mirror image, x′ = contentWidth − x, so that it lands on the element it named in the
  /// development direction, as `displayed(_:)` does for a viewport's offset.
  public func displayed(_ point: Point) -> Point {
    guard prepared.countsOffsetsFromTheRight else { return point }
    return Point(x: prepared.contentSize.width - point.x, y: point.y)
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
  /// its own, already chosen for the overview or the screen). With `Scene.snapsToPixels` every
  /// frame and the content offset are first rounded to device pixels (see
  /// ``snappedToPixels(_:)``).
  public func displayList(at viewport: Viewport, attributes: [LayoutAttributes]? = nil) -> DisplayList {
    var viewport = viewport
    var attributes = attributes ?? attributesToDraw(at: viewport)
    if scene.snapsToPixels {
      // The scroll position too, or whole-pixel frames would still land between pixels.
      viewport.contentOffset = Point(
        x: roundToPixel(viewport.contentOffset.x, scale: scene.scale),
        y: roundToPixel(viewport.contentOffset.y, scale: scene.scale))
      attributes = snappedToPixels(attributes)
    }
    return SceneComposer.compose(
      scene, attributes: attributes, viewport: viewport, contentSize: prepared.contentSize,
      measure: PangoTextMeasure(), reuse: reuseChange(at: viewport))
  }

  /// What VoiceOver would read on screen at `viewport`, in reading order (the elements the
  /// image shows; see `AccessibilityComposer`).
  public func accessibilityElements(at viewport: Viewport) -> [AccessibilityElement] {
    AccessibilityComposer.elements(scene, attributes: attributesToDraw(at: viewport), viewport: viewport)
  }

  /// With an overview's reuse annotation, what scrolling from its `from` offset to `viewport`
  /// does to the cells: the layout is queried at both offsets (`from` counts as the scene's
  /// `contentOffset` does, from the leading edge), the cells that left are queued and those that
  /// came are dequeued. Nil without the annotation.
  public func reuseChange(at viewport: Viewport) -> ReuseChange? {
    guard let annotation = scene.overview?.reuse else { return nil }
    var before = viewport
    before.contentOffset = annotation.from
    before = displayed(before)
    return ReuseChange(
      previousBounds: before.bounds, before: visibleAttributes(at: before), after: visibleAttributes(at: viewport))
  }

  /// `attributes` with every frame's edges rounded to the nearest device pixel (1/scale point),
  /// so that each element covers whole pixels: its origin and its far edges are rounded, and
  /// its size follows (a 49.6-point cell at x 10.3 becomes 10.5…60 at scale 2). Transforms are
  /// kept: a rotated or scaled element is rounded before its transform, as UIKit lays it out.
  public func snappedToPixels(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
    let scale = scene.scale
    return attributes.map { element in
      var element = element
      let frame = element.frame
      let minX = roundToPixel(frame.minX, scale: scale)
      let minY = roundToPixel(frame.minY, scale: scale)
      element.frame = Rect(
        x: minX, y: minY, width: max(roundToPixel(frame.maxX, scale: scale) - minX, 0),
        height: max(roundToPixel(frame.maxY, scale: scale) - minY, 0))
      return element
    }
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

  /// Checks what an image would draw against the scene's budgets (`Budgets`) before anything
  /// is composed: the number of elements (`visibleElements`) and the characters of their labels
  /// together (`textCharacters`; the menu's few actions are not counted).
  public func checkElementCount(_ attributes: [LayoutAttributes]) throws(RenderError) {
    let budgets = scene.budgets
    if attributes.count > budgets.visibleElements {
      throw .tooManyElements(count: attributes.count, budget: budgets.visibleElements)
    }
    var characters = 0
    for attribute in attributes {
      let path = attribute.element.indexPath
      switch attribute.element {
      case .cell: characters += scene.item(at: path)?.title?.count ?? 0
      case .supplementary(let kind, _):
        guard scene.sections.indices.contains(path.section) else { continue }
        characters += scene.sections[path.section].supplementaryData(ofKind: kind.rawValue)?.title?.count ?? 0
      case .decoration: continue
      }
      if characters > budgets.textCharacters {
        throw .tooMuchText(characters: characters, budget: budgets.textCharacters)
      }
    }
  }

  /// The image at `viewport` (the scene's own by default), encoded as `format`.
  public func render(
    at viewport: Viewport? = nil, as format: OutputFormat, png: PNGOptions = PNGOptions()
  ) throws(RenderError) -> [UInt8] {
    let viewport = viewport ?? self.viewport()
    if format == .png { try checkImageSize(at: viewport) }
    let attributes = attributesToDraw(at: viewport)
    try checkElementCount(attributes)
    return try Renderer().render(
      displayList(at: viewport, attributes: attributes), as: format, scale: scene.scale, png: png,
      rowOffset: viewport.rowOffset(scale: scene.scale) ?? 0)
  }

  /// The pixels at `viewport`, drawing `attributes` when given (see ``displayList(at:attributes:)``).
  public func rasterize(at viewport: Viewport, attributes: [LayoutAttributes]? = nil) throws(RenderError) -> RasterImage
  {
    try Renderer().rasterize(rasterDisplayList(at: viewport, attributes: attributes), scale: scene.scale)
  }

  /// What ``rasterize(at:attributes:)`` draws, after the same budget checks (the image's
  /// pixels, the number of elements): for a caller that also reads the display list (the font
  /// faces of a snapshot) without composing it twice.
  public func rasterDisplayList(
    at viewport: Viewport, attributes: [LayoutAttributes]? = nil
  ) throws(RenderError) -> DisplayList {
    try checkImageSize(at: viewport)
    let attributes = attributes ?? attributesToDraw(at: viewport)
    try checkElementCount(attributes)
    return displayList(at: viewport, attributes: attributes)
  }
}
