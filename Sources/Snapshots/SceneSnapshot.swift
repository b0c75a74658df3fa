import CairoBackend
import CollectionRender
import ImageDiff
import SceneFile
import SceneModel

/// A scene as snapshot content: its image, or its layout as the `layout` command's JSON.
///
/// ```swift
/// let scene = try SceneSnapshot.scene(try SceneLoader.load(path: "scene.json"), on: .iPhoneSE)
/// let image = try SceneSnapshot.image(of: scene)                 // pixels, bounds × scale
/// let layout = SceneSnapshot.layout(of: scene)                   // text, no fonts involved
/// ```
public enum SceneSnapshot {
  /// `scene` with its bounds and scale replaced by `device`'s (unchanged for `nil`), checked
  /// like any ``SceneOverrides``.
  public static func scene(_ scene: Scene, on device: Device?) throws(InvalidOption) -> Scene {
    guard let device else { return scene }
    return try SceneOverrides(bounds: device.bounds, scale: device.scale).apply(to: scene)
  }

  /// What the scene shows, as pixels (bounds × scale), with the font faces its text is drawn
  /// in (``SnapshotMetadata``).
  public static func image(of scene: Scene) throws(RenderError) -> SnapshotContent {
    let pipeline = Pipeline(scene: scene)
    let list = try pipeline.rasterDisplayList(at: pipeline.viewport())
    let raster = try Renderer().rasterize(list, scale: scene.scale)
    let faces = FontsInUse.faces(in: list)
    return .image(
      Bitmap(width: raster.width, height: raster.height, rgba: raster.rgba()), raster: raster,
      metadata: SnapshotMetadata(faces: faces))
  }

  /// What VoiceOver would read on the scene's screen, in reading order, one numbered line per
  /// element (`3. Wi-Fi, Home, button`): text that depends on the layout and the data only, so
  /// it never flakes with fonts or rasterizers.
  public static func accessibility(of scene: Scene) -> SnapshotContent {
    let pipeline = Pipeline(scene: scene)
    return .text(AccessibilityComposer.text(pipeline.accessibilityElements(at: pipeline.viewport())))
  }

  /// What the scene shows with its accessibility elements outlined and numbered in reading
  /// order, as pixels.
  public static func accessibilityImage(of scene: Scene) throws(RenderError) -> SnapshotContent {
    var overlaid = scene
    overlaid.showsAccessibilityOverlay = true
    return try image(of: overlaid)
  }

  /// The scene's layout as the `layout` command prints it: the attributes of the visible
  /// elements (every element with `allElements`). It depends on geometry only — no fonts, no
  /// rasterizer — so it is the same on every machine.
  public static func layout(of scene: Scene, allElements: Bool = false) -> SnapshotContent {
    let pipeline = Pipeline(scene: scene)
    let viewport = pipeline.viewport()
    let elements =
      allElements ? pipeline.prepared.allLayoutAttributes(viewport: viewport) : pipeline.visibleAttributes(at: viewport)
    return .text(LayoutJSON.encode(contentSize: pipeline.prepared.contentSize, viewport: viewport, elements: elements))
  }
}
