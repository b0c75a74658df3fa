/// A view that scrolls its content (UIKit's `UIScrollView`), headless: the scroll state a layout
/// reads and the physics settings the renderer's flings use.
///
/// `contentOffset` is `bounds.origin`, as in UIKit: setting one moves the other.
@MainActor
open class UIScrollView: UIView {
  /// How far the content is scrolled: the content point at the top-left of the bounds.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Scrolls to `contentOffset`; headless scrolling is immediate (animations are rendered as
  /// frames, see `docs/uikit-compatibility.md`).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the scrollable content.
  open var contentSize: CGSize = .zero

  /// Extra scrollable margins around the content, set by the app.
  open var contentInset: UIEdgeInsets = .zero

  /// How the safe area adds to `contentInset` in `adjustedContentInset`.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// `contentInset` plus the safe-area insets the adjustment behaviour lets in: the insets a
  /// layout must respect.
  ///
  /// `.automatic` and `.scrollableAxes` add the safe area on the edges of the axes that scroll
  /// (the vertical edges when the content is taller than the bounds or the view always bounces
  /// vertically, and likewise horizontally); `.always` adds it everywhere; `.never` nowhere.
  /// UIKit's `.automatic` adds a legacy top/bottom adjustment under a navigation controller,
  /// which a headless view never has.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always:
      vertical = true
      horizontal = true
    case .automatic, .scrollableAxes:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Whether scrolling stops on multiples of the bounds size; false by default.
  open var isPagingEnabled: Bool = false

  /// How quickly a fling slows down: `.normal` (0.998 a millisecond) by default.
  open var decelerationRate: DecelerationRate = .normal

  /// Whether scrolling past the edges bounces; true by default.
  open var bounces: Bool = true

  /// Whether the content bounces vertically even when it fits; false by default.
  open var alwaysBounceVertical: Bool = false

  /// Whether the content bounces horizontally even when it fits; false by default.
  open var alwaysBounceHorizontal: Bool = false

  /// Whether the user can scroll; true by default.
  open var isScrollEnabled: Bool = true

  /// Whether the vertical scroll indicator shows; true by default (never drawn headless).
  open var showsVerticalScrollIndicator: Bool = true

  /// Whether the horizontal scroll indicator shows; true by default (never drawn headless).
  open var showsHorizontalScrollIndicator: Bool = true

  /// Always false headless: no finger is on the screen.
  open var isTracking: Bool { false }
  /// Always false headless.
  open var isDragging: Bool { false }
  /// Always false headless: a fling is rendered as frames, not run live.
  open var isDecelerating: Bool { false }

  /// The scroll view's delegate.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// Scrolls the least amount that shows `rect` (content coordinates), within the content.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  /// `offset` within the scrollable range: from minus the top/left inset to the content's end
  /// plus the bottom/right inset, less the bounds.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let maxX = Swift.max(-inset.left, contentSize.width + inset.right - bounds.width)
    let maxY = Swift.max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    return CGPoint(
      x: Swift.min(Swift.max(offset.x, -inset.left), maxX), y: Swift.min(Swift.max(offset.y, -inset.top), maxY))
  }

  /// How the safe area joins the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `.scrollableAxes` (plus a navigation controller's legacy adjustment, never headless).
    case automatic = 0
    /// The safe area on the edges of the axes that scroll.
    case scrollableAxes = 1
    /// Never.
    case never = 2
    /// Always, on every edge.
    case always = 3
  }

  /// How quickly a fling slows down (`UIScrollView.DecelerationRate`): the fraction of its
  /// velocity the scroll keeps each millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of velocity kept per millisecond.
    public var rawValue: CGFloat
    /// A rate from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The fast rate, 0.99, as paging scroll views use.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// The scroll view's delegate (`UIScrollViewDelegate`). UIKit's members are optional; here each
/// has a default implementation that does nothing, so a conformance implements what it needs.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag ended with `velocity` (points per millisecond); the delegate may change where the
  /// scroll comes to rest through `targetContentOffset`.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The scroll came to rest after a fling.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing: the scroll comes to rest where it would.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
