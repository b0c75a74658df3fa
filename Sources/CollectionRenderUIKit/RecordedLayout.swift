import CollectionLayout
import Geometry

/// What a UIKit layout answered for one viewport, kept as a value: a scene made from a
/// collection view (``UIKit/UICollectionView/renderedScene()``) holds it, so the scene renders,
/// compares and travels between threads like any other, and draws exactly what the layout
/// answered. Asked about another viewport or rect, it answers with the recorded elements that
/// meet the rect (it cannot run the layout again).
public struct RecordedLayout: CollectionLayout {
  /// The layout's class name.
  public var name: String
  /// The recorded content size.
  public var contentSize: Size
  /// The viewport the answers are for.
  public var viewport: Viewport
  /// The layout's answers for the viewport, as drawn (payloads included).
  public var attributes: [LayoutAttributes]

  /// A recording of the layout `name`'s answers (`attributes`) for `viewport`.
  public init(name: String, contentSize: Size, viewport: Viewport, attributes: [LayoutAttributes]) {
    self.name = name
    self.contentSize = contentSize
    self.viewport = viewport
    self.attributes = attributes
  }

  /// The recorded layout's class name, for reports and manifests.
  public var layoutName: String { name }

  /// A prepared layout answering from the recording; `content` is not read (the answers are fixed).
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
    Prepared(recording: self, environment: environment)
  }

  struct Prepared: PreparedCollectionLayout {
    let recording: RecordedLayout
    let environment: LayoutEnvironment

    var contentSize: Size { recording.contentSize }

    func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
      if viewport == recording.viewport && rect == viewport.bounds { return recording.attributes }
      return recording.attributes.filter { $0.transformedFrame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
      recording.attributes.first { $0.element == .cell(indexPath) }
    }

    func layoutAttributesForSupplementaryView(
      ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
    )
      -> LayoutAttributes?
    {
      recording.attributes.first { $0.element == .supplementary(kind, indexPath) }
    }

    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport)
      -> LayoutAttributes?
    {
      recording.attributes.first { $0.element == .decoration(kind, indexPath) }
    }
  }
}
