/// The line layout: the Xamarin guide's `LineLayout`, a `UICollectionViewFlowLayout` subclass
/// that lays the items out in one scrolling line and zooms the ones near the middle of the
/// screen (Apple's WWDC 2012 "LineLayout" sample).
///
/// Built by composition: a `FlowLayout` configured from the line layout's properties does all
/// the geometry; the line layout only post-processes its attributes (zoom, zIndex) and snaps
/// the scroll target.
///
/// Horizontal scrolling (the Xamarin guide's only mode), iPad portrait 768 × 1024, defaults:
///
/// ```
///  x = offset               visible mid-x = offset + 384                x = offset + 768
///  │                                   ┆                                          │
///  │  ┌────────┐   ┌──────────┐  ┌─────┴──────┐  ┌──────────┐   ┌────────┐      │  y = 412 … 612
///  │  │  1.0   │   │ 1 < z    │  │    1.3     │  │ 1 < z    │   │  1.0   │      │  (inset 400 / 400,
///  │  │        │   │  < 1.3   │  │  zIndex 1  │  │  < 1.3   │   │        │      │   one item per
///  │  └────────┘   └──────────┘  └─────┬──────┘  └──────────┘   └────────┘      │   column, centred)
///  │        ◀── 200 + 50 ──▶           ┆                                          │
///  │                  |mid − centre.x| < activeDistance (200) ⇒ zoomed, zIndex 1  │
///  zoom = 1 + zoomFactor · (1 − |mid − centre.x| / activeDistance), about the centre
/// ```
///
/// With vertical scrolling (an extension: the Xamarin guide only handles horizontal) the picture is
/// transposed: the zoom follows the distance between the visible mid-y and each centre's y.
import Geometry

/// A line layout, configured with the Xamarin guide's property names and defaults.
///
/// Every flow property the Xamarin guide sets or that UIKit lets a subclass set is here with the Xamarin guide's
/// value as default; per-section overrides (`LayoutContent.Section.metrics`) and per-item sizes
/// (`LayoutContent.Section.itemSizes`) work exactly as in `FlowLayout`, because the flow layout
/// does the geometry. Section headers and footers are never pinned (the Xamarin guide does not pin them).
public struct LineLayout: CollectionLayout {
  /// The axis content scrolls along; the flow layout's.
  public typealias ScrollDirection = FlowLayout.ScrollDirection

  /// The size of every item unless the content gives per-item sizes (`ItemSize`); 200 × 200.
  public var itemSize: Size
  /// The scroll direction; horizontal as in the Xamarin guide. Vertical zooms along y (an extension).
  public var scrollDirection: ScrollDirection
  /// The spacing between lines, here between consecutive items of the line
  /// (`MinimumLineSpacing`); 50.
  public var minimumLineSpacing: Double
  /// The spacing between items of one flow line (`MinimumInteritemSpacing`); the flow default
  /// 10. It only matters when more than one item fits across the dimension.
  public var minimumInteritemSpacing: Double
  /// The margins around each section's items (`SectionInset`); top 400, left 0, bottom 400,
  /// right 0 (the Xamarin guide's portrait inset; its landscape inset is (220, 0, 200, 0)).
  public var sectionInset: EdgeInsets
  /// The header size (`HeaderReferenceSize`); zero, so no header.
  public var headerReferenceSize: Size
  /// The footer size (`FooterReferenceSize`); zero, so no footer.
  public var footerReferenceSize: Size
  /// How far from the visible mid-line an element's centre may be and still zoom
  /// (`ACTIVE_DISTANCE`); 200. Strict: an element exactly this far away is not zoomed.
  public var activeDistance: Double
  /// The extra scale of an element centred on the mid-line (`ZOOM_FACTOR`); 0.3, so the centred
  /// item is drawn at 1.3×.
  public var zoomFactor: Double

  /// A line layout; every parameter defaults to the Xamarin guide's value.
  public init(
    itemSize: Size = Size(width: 200, height: 200),
    scrollDirection: ScrollDirection = .horizontal,
    minimumLineSpacing: Double = 50,
    minimumInteritemSpacing: Double = 10,
    sectionInset: EdgeInsets = EdgeInsets(top: 400, left: 0, bottom: 400, right: 0),
    headerReferenceSize: Size = .zero,
    footerReferenceSize: Size = .zero,
    activeDistance: Double = 200,
    zoomFactor: Double = 0.3
  ) {
    self.itemSize = itemSize
    self.scrollDirection = scrollDirection
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.sectionInset = sectionInset
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.activeDistance = activeDistance
    self.zoomFactor = zoomFactor
  }

  /// The flow layout that does the geometry: the Xamarin guide's superclass configured as its
  /// constructor configures it (no pinned headers or footers).
  public var flowLayout: FlowLayout {
    FlowLayout(
      scrollDirection: scrollDirection,
      itemSize: itemSize,
      minimumInteritemSpacing: minimumInteritemSpacing,
      minimumLineSpacing: minimumLineSpacing,
      sectionInset: sectionInset,
      headerReferenceSize: headerReferenceSize,
      footerReferenceSize: footerReferenceSize)
  }

  /// Prepares the flow geometry (UIKit's `prepare()`, inherited unchanged by the Xamarin guide); see
  /// `PreparedLineLayout`.
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> any PreparedCollectionLayout
  {
    prepareLine(content, in: environment)
  }

  /// The same as `prepare(_:in:)`, with the concrete type.
  public func prepareLine(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> PreparedLineLayout
  {
    PreparedLineLayout(layout: self, content: content, environment: environment)
  }
}

extension LineLayout {
  /// Items without a size of their own take `itemSize`.
  public var defaultItemSize: Size { itemSize }

  /// `line`, the name a scene file gives this layout.
  public var layoutName: String { "line" }

  /// True, as for ``FlowLayout`` (a line layout is a `UICollectionViewFlowLayout` subclass): in
  /// right to left the line starts at the right, and the zoom and snapping follow the mirror.
  public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}
