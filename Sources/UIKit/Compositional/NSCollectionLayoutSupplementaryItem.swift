/// A view anchored to an item's or a group's frame, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`, iOS 13). It repeats with its item and takes the
/// item's index path (a group's: its first item's).
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The view's zIndex; 1 by default.
  open var zIndex: Int = 1

  private let kind: String
  private let container: NSCollectionLayoutAnchor
  private let item: NSCollectionLayoutAnchor?

  init(
    size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor?
  ) {
    kind = elementKind
    container = containerAnchor
    item = itemAnchor
    super.init(size: size, supplementaryItems: [])
  }

  /// A view of `elementKind` whose matching corner or edge sits on `containerAnchor`
  /// (`supplementaryItemWithLayoutSize:elementKind:containerAnchor:`).
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  /// A view of `elementKind` whose `itemAnchor` point sits on `containerAnchor`
  /// (`supplementaryItemWithLayoutSize:elementKind:containerAnchor:itemAnchor:`).
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
  }

  /// A supplementary item with the values of `other` (not UIKit API; see
  /// `NSCollectionLayoutItem`).
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutItem) {
    let supplementary = other as? NSCollectionLayoutSupplementaryItem
    kind = supplementary?.kind ?? ""
    container = supplementary?.container ?? NSCollectionLayoutAnchor(edges: [])
    item = supplementary?.item
    super.init(copying: other)
    zIndex = supplementary?.zIndex ?? 1
  }

  /// The view's kind.
  open var elementKind: String { kind }
  /// The point on the item's or group's frame the view attaches to.
  open var containerAnchor: NSCollectionLayoutAnchor { container }
  /// The point on the view that sits on the container anchor; `nil` for the matching corner.
  open var itemAnchor: NSCollectionLayoutAnchor? { item }
}

/// A header, footer or other view on the edge of a section or of the whole content (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`, iOS 13). Its index path is (section, 0); a
/// layout-wide one's (0, 0).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Whether the section grows to make room for the view; true by default. Only alignments on
  /// an edge along the scroll axis extend.
  open var extendsBoundary: Bool = true
  /// Whether the view stays in the visible bounds while its section shows; false by default.
  open var pinToVisibleBounds: Bool = false

  private let boundaryAlignment: NSRectAlignment
  private let absoluteOffset: CGPoint

  init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
    boundaryAlignment = alignment
    self.absoluteOffset = absoluteOffset
    super.init(
      size: size, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: NSCollectionLayoutBoundarySupplementaryItem.edges(of: alignment), absoluteOffset: absoluteOffset),
      itemAnchor: nil)
  }

  /// A view of `elementKind` at `alignment` on its section
  /// (`boundarySupplementaryItemWithLayoutSize:elementKind:alignment:`).
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A view of `elementKind` at `alignment`, moved by `absoluteOffset` points
  /// (`boundarySupplementaryItemWithLayoutSize:elementKind:alignment:absoluteOffset:`).
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: absoluteOffset)
  }

  /// A boundary item with the values of `other` (not UIKit API; see `NSCollectionLayoutItem`).
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutItem) {
    let boundary = other as? NSCollectionLayoutBoundarySupplementaryItem
    boundaryAlignment = boundary?.boundaryAlignment ?? .none
    absoluteOffset = boundary?.absoluteOffset ?? .zero
    super.init(copying: other)
    extendsBoundary = boundary?.extendsBoundary ?? true
    pinToVisibleBounds = boundary?.pinToVisibleBounds ?? false
  }

  /// Where the view sits on its section.
  open var alignment: NSRectAlignment { boundaryAlignment }
  /// The offset added after alignment.
  open var offset: CGPoint { absoluteOffset }

  /// The container edges an alignment names.
  private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
    switch alignment {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`, iOS 13): a background
/// covering the whole section, inset by its `contentInsets`. Register the view class for its
/// kind with the layout's `register(_:forDecorationViewOfKind:)`.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The view's zIndex; 0 by default. Cells of a section with a background are raised to 1,
  /// and its supplementary views to at least 1.
  open var zIndex: Int = 0

  private let kind: String

  init(elementKind: String) {
    kind = elementKind
    super.init(
      size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A decoration item with the values of `other` (not UIKit API; see `NSCollectionLayoutItem`).
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutItem) {
    let decoration = other as? NSCollectionLayoutDecorationItem
    kind = decoration?.kind ?? ""
    super.init(copying: other)
    zIndex = decoration?.zIndex ?? 0
  }

  /// A background for the whole section (`backgroundDecorationItemWithElementKind:`).
  open class func background(elementKind: String) -> Self {
    Self.init(copying: NSCollectionLayoutDecorationItem(elementKind: elementKind))
  }

  /// The view's kind.
  open var elementKind: String { kind }
}
