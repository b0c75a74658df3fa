import Geometry

/// The collection view as a layout sees it at `prepare` time: its bounds size, its adjusted
/// content inset, and the screen scale that origins round to.
///
/// The scroll offset is deliberately absent: `prepare` is offset-independent, so a scroll
/// animation prepares once and only queries per frame (see `Viewport`).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The collection view's bounds size, in points.
  public var boundsSize: Size
  /// UIKit's `adjustedContentInset`.
  public var contentInset: EdgeInsets
  /// UIKit's `contentInset`: the inset the app set, before the safe area joins it (a layout
  /// ported from UIKit that reads `collectionView.contentInset` reads this). Equal to
  /// ``contentInset`` unless given.
  public var rawContentInset: EdgeInsets
  /// Pixels per point; layouts round origins to this grid as UIKit does.
  public var scale: Double
  /// The collection view's `safeAreaInsets` (a notch or home indicator in landscape); zero.
  /// Section insets measured `fromSafeArea` start from these edges.
  public var safeAreaInsets: EdgeInsets
  /// The collection view's `layoutMargins`, measured from the safe area (UIKit's
  /// `insetsLayoutMarginsFromSafeArea`); zero. Section insets measured `fromLayoutMargins`
  /// start from the safe area plus these.
  public var layoutMargins: EdgeInsets
  /// The collection view's `effectiveUserInterfaceLayoutDirection`. Layouts that mirror through
  /// `flipsHorizontallyInOppositeLayoutDirection` never need it (the pipeline mirrors them); a
  /// layout that handles direction itself (a compositional layout's leading and trailing)
  /// reads it here.
  public var layoutDirection: LayoutDirection
  /// The `horizontalSizeClass` trait; nil is unspecified. The built-in layouts do not read it.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The `verticalSizeClass` trait; nil is unspecified.
  public var verticalSizeClass: UserInterfaceSizeClass?

  /// An environment of bounds `boundsSize`; no insets or margins, scale 1, left to right and no
  /// size classes unless given.
  public init(
    boundsSize: Size, contentInset: EdgeInsets = .zero, scale: Double = 1, safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
    horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil
  ) {
    self.boundsSize = boundsSize
    self.contentInset = contentInset
    self.rawContentInset = contentInset
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The safe area plus the layout margins: where the layout margins guide's edges lie.
  public var layoutMarginsFromEdges: EdgeInsets {
    EdgeInsets(
      top: safeAreaInsets.top + layoutMargins.top, left: safeAreaInsets.left + layoutMargins.left,
      bottom: safeAreaInsets.bottom + layoutMargins.bottom, right: safeAreaInsets.right + layoutMargins.right)
  }
}

/// The part of the content a query looks at: the collection view's bounds (origin = content
/// offset) and its content inset.
public struct Viewport: Hashable, Sendable {
  /// UIKit's `contentOffset`.
  public var contentOffset: Point
  /// The bounds size.
  public var size: Size
  /// UIKit's `adjustedContentInset`.
  public var contentInset: EdgeInsets
  /// Scroll offsets of sections that scroll on their own, by section index: how far the
  /// section's own scroll view is scrolled along its axis (a compositional section's
  /// `orthogonalScrollingBehavior`). Absent sections are at 0; layouts without such sections
  /// ignore it.
  public var orthogonalOffsets: [Int: Double]

  /// A viewport of `size` at `contentOffset`, with no inset and every orthogonal section at 0
  /// unless given.
  public init(
    contentOffset: Point, size: Size, contentInset: EdgeInsets = .zero, orthogonalOffsets: [Int: Double] = [:]
  ) {
    self.contentOffset = contentOffset
    self.size = size
    self.contentInset = contentInset
    self.orthogonalOffsets = orthogonalOffsets
  }

  /// The collection view's bounds: what is on screen, in content coordinates.
  public var bounds: Rect { Rect(origin: contentOffset, size: size) }

  /// The bounds less the content inset: the region pinned headers and footers stay inside.
  public var insetBounds: Rect { bounds.inset(by: contentInset) }
}
