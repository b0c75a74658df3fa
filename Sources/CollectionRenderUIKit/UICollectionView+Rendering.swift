import CairoBackend
import CollectionLayout
import CollectionRender
import DisplayList
import Geometry
import SceneModel
import Snapshots
import UIKit

/// Rendering a collection view built in Swift with the app's own layout, data source and cells,
/// through the same pipeline as scene files.
///
/// ```swift
/// @MainActor @Test func mosaic() throws {
///   let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                         collectionViewLayout: MosaicLayout())
///   collectionView.dataSource = photos
///   let png = try collectionView.render(as: .png)
///   let scene = try collectionView.renderedScene()     // a value: snapshot it, render it anywhere
/// }
/// ```
///
/// Each call lays the collection view out as UIKit would at its current bounds, content offset
/// and traits, asks the layout for the visible bounds, asks the data source for the cells it
/// returned, applies the attributes to them, and draws what they show.
extension UICollectionView {
  /// The scene the collection view shows now: its bounds, offset, insets and traits, with the
  /// layout's answers for the visible bounds recorded (``RecordedLayout``) and each element's
  /// view read into what it draws. A plain value: render it, snapshot it, compare it.
  public func renderedScene() throws(UIKitLayoutError) -> Scene {
    try onItsScreen { () throws(UIKitLayoutError) -> Scene in try recordedScene() }
  }

  private func recordedScene() throws(UIKitLayoutError) -> Scene {
    let bridge = CollectionViewBridge(self)
    let live = liveScene(bridge)
    let pipeline = Pipeline(scene: live)
    let viewport = pipeline.viewport()
    let attributes = pipeline.attributesToDraw(at: viewport)
    if let failure = bridge.failure { throw failure }
    if let misuse {
      throw UIKitLayoutError(layout: String(describing: type(of: self)), call: misuse.call, reason: misuse.reason)
    }
    var scene = live
    scene.layout = RecordedLayout(
      name: bridge.layoutName, contentSize: pipeline.prepared.contentSize, viewport: viewport, attributes: attributes)
    // The recording is in the displayed coordinates (mirrored right to left when the layout
    // flips): its offset is the displayed one.
    scene.contentOffset = viewport.contentOffset
    return scene
  }

  /// The scene the collection view shows on `device` (its size and scale) with `traits` (added
  /// to the view's own: appearance, layout direction, size classes, scale): the view is laid
  /// out at that size with those traits, as a device would show it, recorded, and put back as
  /// it was.
  ///
  /// ```swift
  /// let scene = try view.renderedScene(on: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark))
  /// ```
  public func renderedScene(on device: Device?, traits: UITraitCollection? = nil) throws(UIKitLayoutError) -> Scene {
    let savedBounds = bounds
    let savedTraits = ownTraitCollection
    defer {
      setTraitCollection(savedTraits)
      bounds = savedBounds
    }
    var added = [traitCollection]
    if let device {
      bounds = CGRect(origin: bounds.origin, size: CGSize(width: device.bounds.width, height: device.bounds.height))
      added.append(UITraitCollection(displayScale: device.scale))
    }
    if let traits { added.append(traits) }
    setTraitCollection(UITraitCollection(traitsFrom: added))
    return try renderedScene()
  }

  /// The image of what the collection view shows, as `format` (PNG by default).
  public func render(as format: OutputFormat = .png) throws -> [UInt8] {
    try Pipeline(scene: renderedScene()).render(as: format)
  }

  /// The layout attributes of the visible elements (with `allElements`, of every element the
  /// layout returns for its whole content) as the `layout` command's JSON.
  public func layoutJSON(allElements: Bool = false) throws(UIKitLayoutError) -> String {
    try onItsScreen { () throws(UIKitLayoutError) -> String in try answers(allElements: allElements) }
  }

  private func answers(allElements: Bool) throws(UIKitLayoutError) -> String {
    let bridge = CollectionViewBridge(self)
    let pipeline = Pipeline(scene: liveScene(bridge))
    let viewport = pipeline.viewport()
    let elements =
      allElements
      ? pipeline.prepared.layoutAttributesForElements(
        in: Rect(origin: .zero, size: pipeline.prepared.contentSize).union(viewport.bounds), viewport: viewport)
      : pipeline.visibleAttributes(at: viewport)
    if let failure = bridge.failure { throw failure }
    return LayoutJSON.encode(contentSize: pipeline.prepared.contentSize, viewport: viewport, elements: elements)
  }

  /// Runs `body` with UIKit's process-wide screen (`UIScreen.main`, `UITraitCollection.current`,
  /// `UIApplication.shared`) answering with this view's traits and size, and puts the screen back after,
  /// so one render never changes what another sees.
  func onItsScreen<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    let saved = UITraitCollection.current
    let savedScreen = RenderingEnvironment.screenBounds
    UITraitCollection.current = UITraitCollection(traitsFrom: [saved, traitCollection])
    RenderingEnvironment.screenBounds = CGRect(origin: .zero, size: bounds.size)
    defer {
      UITraitCollection.current = saved
      RenderingEnvironment.screenBounds = savedScreen
    }
    return try body()
  }

  /// A scene that shows the collection view through `bridge`: live, for the main thread only.
  func liveScene(_ bridge: CollectionViewBridge) -> Scene {
    let traits = traitCollection
    let counts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    var scene = Scene(
      bounds: Size(width: Double(bounds.width), height: Double(bounds.height)),
      contentOffset: Point(x: Double(contentOffset.x), y: Double(contentOffset.y)),
      contentInset: EdgeInsets(
        top: Double(adjustedContentInset.top), left: Double(adjustedContentInset.left),
        bottom: Double(adjustedContentInset.bottom), right: Double(adjustedContentInset.right)),
      scale: traits.displayScale > 0 ? Double(traits.displayScale) : 1,
      layout: BridgedLayout(bridge: bridge), sections: counts.map { SectionData(itemCount: $0) },
      style: Self.plainStyle(background: backgroundColor?.rendered(with: traits)),
      traits: Traits(
        layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
        userInterfaceStyle: traits.userInterfaceStyle == .dark ? .dark : .light,
        displayScale: traits.displayScale > 0 ? Double(traits.displayScale) : nil))
    scene.safeAreaInsets = EdgeInsets(
      top: Double(safeAreaInsets.top), left: Double(safeAreaInsets.left), bottom: Double(safeAreaInsets.bottom),
      right: Double(safeAreaInsets.right))
    scene.layoutMargins = EdgeInsets(
      top: Double(layoutMargins.top), left: Double(layoutMargins.left), bottom: Double(layoutMargins.bottom),
      right: Double(layoutMargins.right))
    return scene
  }

  /// What UIKit draws for views that give nothing: nothing. Cells, headers and decorations draw
  /// what their views show (payloads); the collection view its background colour, if any.
  static func plainStyle(background: Color?) -> Style {
    let clear = ViewStyle()
    return Style(
      backgroundColor: background,
      cell: CellStyle(
        backgroundView: clear, selectedBackgroundView: clear, contentView: clear, highlightedContentColor: .clear),
      header: SupplementaryStyle(view: clear, titleLabel: LabelStyle()),
      footer: SupplementaryStyle(view: clear, titleLabel: LabelStyle()), decorations: [:])
  }
}
