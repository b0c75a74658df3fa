/// Supplementary views anchored to an item or a group, such as badges: the anchor on the
/// host frame, the anchor on the view, and the offset.
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
}
