/// Views a compositional layout adds around its cells: supplementary views anchored to an item
/// or group (badges), boundary supplementary views of a section or of the whole layout
/// (headers, footers), and section background decorations.
///
/// ```
///  anchor point on the container:        ◉ (top, trailing)  a = (1, 0)
///  ┌ cell ────────────────────◉          without an item anchor the badge's matching corner
///  │                          │          sits on the point: x = cell.x + a.x·(cell.w − w)
///  │                          │          with an item anchor b: x = cell.x + a.x·cell.w − b.x·w
///  └──────────────────────────┘          then the offset (absolute, or a fraction of w and h)
/// ```
import Geometry

extension CompositionalLayout {
  /// Edges of a rectangle, named for a left-to-right layout (`NSDirectionalRectEdge`).
  public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public var rawValue: UInt8
    /// Edges from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
  }

  /// A point on a rectangle's edges plus an offset (`NSCollectionLayoutAnchor`).
  ///
  /// Along each axis the point is at the start (leading, top), the end (trailing, bottom), or
  /// the middle when neither or both of that axis's edges are given.
  public struct Anchor: Hashable, Sendable {
    /// The edges the point sits on (`edges`).
    public var edges: DirectionalRectEdge
    /// The offset: points, or fractions of the anchored view's size when `isFractionalOffset`
    /// (`offset`).
    public var offset: Point
    /// Whether `offset` is in fractions of the anchored view's width and height
    /// (`isFractionalOffset`).
    public var isFractionalOffset: Bool

    /// An anchor without offset (`NSCollectionLayoutAnchor(edges:)`).
    public init(edges: DirectionalRectEdge) {
      self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor with an offset in points (`NSCollectionLayoutAnchor(edges:absoluteOffset:)`).
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
      self.edges = edges
      self.offset = absoluteOffset
      self.isFractionalOffset = false
    }

    /// An anchor with an offset in fractions of the anchored view's size
    /// (`NSCollectionLayoutAnchor(edges:fractionalOffset:)`): (0.3, −0.3) moves a badge 30 %
    /// of its width right and 30 % of its height up.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
      self.edges = edges
      self.offset = fractionalOffset
      self.isFractionalOffset = true
    }
  }

  /// A supplementary view anchored to an item's cell frame or a group's frame, such as a badge
  /// (`NSCollectionLayoutSupplementaryItem`). It repeats with its item and takes the item's
  /// index path.
  public struct SupplementaryItem: Hashable, Sendable {
    /// The view's size, resolved against the frame it is anchored to (`layoutSize`).
    public var layoutSize: LayoutSize
    /// The view's kind (`elementKind`).
    public var elementKind: ElementKind
    /// The point on the item's frame the view attaches to (`containerAnchor`).
    public var containerAnchor: Anchor
    /// The point on the view that sits on the container anchor (`itemAnchor`); `nil` attaches
    /// the view's matching corner.
    public var itemAnchor: Anchor?
    /// The view's zIndex (`zIndex`); 1.
    public var zIndex: Int

    /// A supplementary view (`NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`).
    public init(layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: Anchor) {
      self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary view with an item anchor
    /// (`NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
    public init(layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: Anchor, itemAnchor: Anchor?) {
      self.layoutSize = layoutSize
      self.elementKind = elementKind
      self.containerAnchor = containerAnchor
      self.itemAnchor = itemAnchor
      self.zIndex = 1
    }
  }

  /// Where a boundary supplementary view sits on its section (`NSRectAlignment`, less `none`).
  public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
    /// Above the section, centred across (a header when scrolling vertically).
    case top
    /// Above the section, at its leading edge.
    case topLeading
    /// At the leading edge, centred vertically (a header when scrolling horizontally).
    case leading
    /// Below the section, at its leading edge.
    case bottomLeading
    /// Below the section, centred across (a footer when scrolling vertically).
    case bottom
    /// Below the section, at its trailing edge.
    case bottomTrailing
    /// At the trailing edge, centred vertically (a footer when scrolling horizontally).
    case trailing
    /// Above the section, at its trailing edge.
    case topTrailing

    /// The anchor point as fractions of the host rectangle: 0 at the leading / top edge, 1 at
    /// the trailing / bottom edge, ½ when the alignment names neither.
    var anchorFactors: (x: Double, y: Double) {
      switch self {
      case .top: (0.5, 0)
      case .topLeading: (0, 0)
      case .leading: (0, 0.5)
      case .bottomLeading: (0, 1)
      case .bottom: (0.5, 1)
      case .bottomTrailing: (1, 1)
      case .trailing: (1, 0.5)
      case .topTrailing: (1, 0)
      }
    }
  }

  /// A header, footer or other view on a section's (or the whole layout's) boundary
  /// (`NSCollectionLayoutBoundarySupplementaryItem`). Its index path is (section, 0); a
  /// layout-wide one has (0, 0).
  public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The view's size (`layoutSize`): fractional widths are of the layout's width (less the
    /// section's leading and trailing insets while `supplementariesFollowContentInsets`),
    /// fractional heights of the bounds height.
    public var layoutSize: LayoutSize
    /// The view's kind (`elementKind`).
    public var elementKind: ElementKind
    /// Where the view sits on the section (`alignment`).
    public var alignment: BoundaryAlignment
    /// An offset added after alignment (`offset`).
    public var absoluteOffset: Point
    /// Whether the section grows to make room for the view (`extendsBoundary`); true. Only
    /// alignments on an edge along the scroll axis extend.
    public var extendsBoundary: Bool
    /// Whether the view stays in the visible bounds while its section is on screen
    /// (`pinToVisibleBounds`); false.
    public var pinToVisibleBounds: Bool
    /// The view's zIndex (`zIndex`); 1.
    public var zIndex: Int
    /// Insets from the view's box to its frame (`contentInsets`); zero.
    public var contentInsets: EdgeInsets

    /// A boundary view (`NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`).
    public init(layoutSize: LayoutSize, elementKind: ElementKind, alignment: BoundaryAlignment) {
      self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary view with an offset
    /// (`NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:absoluteOffset:)`).
    public init(
      layoutSize: LayoutSize, elementKind: ElementKind, alignment: BoundaryAlignment, absoluteOffset: Point
    ) {
      self.layoutSize = layoutSize
      self.elementKind = elementKind
      self.alignment = alignment
      self.absoluteOffset = absoluteOffset
      self.extendsBoundary = true
      self.pinToVisibleBounds = false
      self.zIndex = 1
      self.contentInsets = .zero
    }
  }

  /// A view behind a section (`NSCollectionLayoutDecorationItem`); only backgrounds, as in
  /// UIKit's public API. Its index path is (section, 0).
  public struct DecorationItem: Hashable, Sendable {
    /// The view's kind (`elementKind`).
    public var elementKind: ElementKind
    /// Insets from the section's whole frame to the view's frame (`contentInsets`); zero.
    public var contentInsets: EdgeInsets
    /// The view's zIndex (`zIndex`); 0.
    public var zIndex: Int

    /// A background covering the whole section: the full layout width by the section's
    /// extent including its insets and extending headers and footers
    /// (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    public static func background(elementKind: ElementKind) -> DecorationItem {
      DecorationItem(elementKind: elementKind, contentInsets: .zero, zIndex: 0)
    }

    /// A background with all its properties.
    public init(elementKind: ElementKind, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
      self.elementKind = elementKind
      self.contentInsets = contentInsets
      self.zIndex = zIndex
    }
  }
}
