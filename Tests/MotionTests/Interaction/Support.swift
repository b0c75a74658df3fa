import CollectionLayout
import Geometry
import Motion
import Testing

/// A layout that shows fixed attributes, whatever the viewport: for hit-testing and
/// interpolation cases no real layout produces. Rect queries return the elements whose frame
/// or transformed area overlaps the rect with a positive area, in the given order.
struct FixedLayout: PreparedCollectionLayout, CollectionLayout {
  var elements: [LayoutAttributes]
  var environment = LayoutEnvironment(boundsSize: Size(width: 400, height: 400))
  var contentSize = Size(width: 400, height: 400)

  func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
    self
  }

  func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    elements.filter { $0.frame.overlaps(rect) || $0.transformedFrame.overlaps(rect) }
  }

  func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    elements.first { $0.element == .cell(indexPath) }
  }

  func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  )
    -> LayoutAttributes?
  {
    elements.first { $0.element == .supplementary(kind, indexPath) }
  }
}

func path(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }
func cell(_ item: Int, _ section: Int = 0) -> ElementID { .cell(path(item, section)) }
func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// The grid most tests use: a vertical flow of 50 × 50 items, spacing 10, section inset 10, in
/// bounds 250 wide, scale 1. 4·50 + 3·10 = 230 = 250 − 2·10 fits exactly, so four items per
/// row with spacing exactly 10:
///   item k at x = 10 + 60·(k mod 4), y = 10 + 60·⌊k/4⌋ (rows at y 10, 70, 130, …).
enum Grid {
  static let layout = FlowLayout(
    itemSize: Size(width: 50, height: 50), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
    sectionInset: EdgeInsets(all: 10))
  static func environment(height: Double = 400) -> LayoutEnvironment {
    LayoutEnvironment(boundsSize: Size(width: 250, height: height))
  }
  static func viewport(height: Double = 400, y: Double = 0) -> Viewport {
    Viewport(contentOffset: Point(x: 0, y: y), size: Size(width: 250, height: height))
  }
  static func content(_ counts: Int...) -> LayoutContent {
    LayoutContent(sections: counts.map { LayoutContent.Section(itemCount: $0) })
  }
  static func prepared(_ counts: Int...) -> any PreparedCollectionLayout {
    layout.prepare(LayoutContent(sections: counts.map { LayoutContent.Section(itemCount: $0) }), in: environment())
  }
  /// The frame of item k of a one-section grid.
  static func frame(_ k: Int) -> Rect { rect(10 + 60 * Double(k % 4), 10 + 60 * Double(k / 4), 50, 50) }
}

extension InteractionFrame {
  /// The frame of a cell in this frame (fails the test when missing).
  func frame(of element: ElementID) -> Rect? {
    let found = attributes(for: element)
    #expect(found != nil, "\(element) missing")
    return found?.frame
  }
}
