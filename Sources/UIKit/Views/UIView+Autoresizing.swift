/// How a view's frame follows its superview's size (UIKit's `UIView.AutoresizingMask`).
///
/// Headless views are not laid out by a window: a view renders at its own frame, so the mask is
/// kept for the code that sets it (`collectionView.autoresizingMask = [.flexibleWidth,
/// .flexibleHeight]`) and changes nothing.
extension UIView {
  /// The edges and dimensions that follow the superview (kept; see above).
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask as bits, UIKit's values: 1 left margin, 2 width, 4 right margin, 8 top margin,
    /// 16 height, 32 bottom margin.
    public var rawValue: UInt
    /// The mask whose bits `rawValue` sets.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The space to the superview's left edge grows or shrinks (`flexibleLeftMargin`).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width grows or shrinks with the superview's (`flexibleWidth`).
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space to the superview's right edge grows or shrinks (`flexibleRightMargin`).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space to the superview's top edge grows or shrinks (`flexibleTopMargin`).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height grows or shrinks with the superview's (`flexibleHeight`).
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space to the superview's bottom edge grows or shrinks (`flexibleBottomMargin`).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// The view's autoresizing mask; none by default.
  public var autoresizingMask: AutoresizingMask {
    get { ownAutoresizingMask }
    set { ownAutoresizingMask = newValue }
  }
}
