/// The flow layout: items fill lines along one axis, lines stack along the scroll axis.
/// Mirrors `UICollectionViewFlowLayout` (with its private `_UIFlowLayoutSection` /
/// `_UIFlowLayoutRow` machinery), rule for rule.
///
/// Vertical scrolling (the default); a horizontal layout is the same picture transposed
/// (lines become columns, header at the left, footer at the right):
///
/// ```
///  x = 0                                      x = dimension
///  ┌──────────────────────────────────────────┐
///  │ header (spans the dimension, zIndex 10)  │
///  ├──────────────────────────────────────────┤  ← sectionInset.top
///  │ ┌────┐    ┌────┐    ┌────┐    ┌────┐     │  line 0: justified (gaps ≥ interitem)
///  │ └────┘    └────┘    └────┘    └────┘     │  ← minimumLineSpacing
///  │ ┌────┐    ┌────┐                         │  last line: grid columns (uniform)
///  │ └────┘    └────┘                         │  or left + minimum spacing (per-item)
///  ├──────────────────────────────────────────┤  ← sectionInset.bottom
///  │ footer                                   │
///  └──────────────────────────────────────────┘  next section starts here, no gap
/// ```
import Geometry

/// A flow layout, configured with UIKit's property names and defaults
/// (`UICollectionViewFlowLayout`).
///
/// Per-section overrides come from `LayoutContent.Section.metrics` (the delegate's
/// `insetForSectionAt` & co.) and per-item sizes from `LayoutContent.Section.itemSizes`
/// (`sizeForItemAt`). Self-sizing (`estimatedItemSize`) gives the items their measured sizes
/// through the same per-item path. The private row-alignment options are not modelled: the
/// layout always uses UIKit's defaults for them.
public struct FlowLayout: CollectionLayout {
  /// The axis content scrolls along (`UICollectionView.ScrollDirection`), for every layout that
  /// has one (the line, waterfall and compositional layouts name this same type).
  public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content grows downwards (a flow layout's lines are rows that fill left to right).
    case vertical
    /// Content grows rightwards (a flow layout's lines are columns that fill top to bottom).
    case horizontal
  }

  /// The scroll direction (`scrollDirection`); vertical by default.
  public var scrollDirection: ScrollDirection
  /// The size of every item unless the content gives per-item sizes (`itemSize`); 50 × 50.
  public var itemSize: Size
  /// The minimum spacing between items of one line (`minimumInteritemSpacing`); 10.
  ///
  /// On the per-item path of a horizontal layout UIKit uses this value *between columns*
  /// instead.
  public var minimumInteritemSpacing: Double
  /// The minimum spacing between lines (`minimumLineSpacing`); 10.
  ///
  /// On the per-item path of a horizontal layout UIKit uses this value *inside a column*
  /// instead.
  public var minimumLineSpacing: Double
  /// The margins around each section's items, not around its header and footer
  /// (`sectionInset`); zero.
  public var sectionInset: EdgeInsets
  /// The header size (`headerReferenceSize`); only its height (vertical) or width (horizontal)
  /// counts, and no header exists when that is 0. Zero by default.
  public var headerReferenceSize: Size
  /// The footer size (`footerReferenceSize`), read like `headerReferenceSize`. Zero by default.
  public var footerReferenceSize: Size
  /// Whether headers stick to the top (leading) edge of the visible bounds while their section
  /// is on screen (`sectionHeadersPinToVisibleBounds`); false.
  public var sectionHeadersPinToVisibleBounds: Bool
  /// Whether footers stick to the bottom (trailing) edge of the visible bounds while their
  /// section is on screen (`sectionFootersPinToVisibleBounds`); false.
  public var sectionFootersPinToVisibleBounds: Bool
  /// What `sectionInset` is measured from across the scroll axis (`sectionInsetReference`):
  /// the content inset (the bounds' edges; the default), the safe area or the layout margins
  /// of the `LayoutEnvironment`.
  public var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// Self-sizing cells (`estimatedItemSize`): `.none` by default (UIKit's `.zero`). With an
  /// estimate or `.automatic`, the renderer measures each cell and gives the layout the sizes
  /// as per-item sizes.
  public var estimatedItemSize: EstimatedItemSize = .none
  /// How a self-sizing cell's extent along a line is found: `.fitted` (its content's, the
  /// default), or pinned to the section's `.line` or to the `.estimate`, the other extent
  /// fitted (see `SelfSizingWidth`). Read only with an `estimatedItemSize`.
  public var selfSizingWidth: SelfSizingWidth = .fitted

  /// A flow layout; every parameter defaults to UIKit's default.
  public init(
    scrollDirection: ScrollDirection = .vertical,
    itemSize: Size = Size(width: 50, height: 50),
    minimumInteritemSpacing: Double = 10,
    minimumLineSpacing: Double = 10,
    sectionInset: EdgeInsets = .zero,
    headerReferenceSize: Size = .zero,
    footerReferenceSize: Size = .zero,
    sectionHeadersPinToVisibleBounds: Bool = false,
    sectionFootersPinToVisibleBounds: Bool = false
  ) {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
    self.sectionInset = sectionInset
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
  }

  /// Computes the offset-independent geometry (UIKit's `prepare()`); see `PreparedFlowLayout`.
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> any PreparedCollectionLayout
  {
    PreparedFlowLayout(layout: self, content: insettingSections(content, from: environment), environment: environment)
  }

  /// The same as `prepare(_:in:)`, with the concrete type.
  public func prepareFlow(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> PreparedFlowLayout
  {
    PreparedFlowLayout(layout: self, content: insettingSections(content, from: environment), environment: environment)
  }
}

extension FlowLayout {
  /// Items without a size of their own take `itemSize`, or with self-sizing the estimate.
  public var defaultItemSize: Size { estimatedItemSize.estimate ?? itemSize }

  /// `flow`, the name a scene file gives this layout.
  public var layoutName: String { "flow" }

  /// True: in right to left the flow fills its lines from the right, as UIKit's flow layout
  /// does, and its coordinate system flips so that scrolling starts at the leading edge.
  public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}
