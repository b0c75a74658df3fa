/// Boundary supplementary views: headers, footers and other views on the edge of a section or
/// of the whole content.
///
/// ```
///  alignment .top (vertical):          extendsBoundary true: outside the host rect, the
///  ┌──── header, centred across ────┐  section grows by it; false: inside, over the content
///  ├ host rect: insets + groups ────┤  alignments across the scroll axis (.leading,
///  │                                │  .trailing) never extend
///  └────────────────────────────────┘
/// ```
import Geometry

extension CompositionalLayout {
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
}
