/// How a view's frame follows its superview's size (UIKit's `UIView.AutoresizingMask`).
///
/// Headless views are not laid out by a window: a view renders at its own frame, so the mask is
/// kept for the code that sets it (`collectionView.autoresizingMask = [.flexibleWidth,
/// .flexibleHeight]`) and changes nothing.
extension UIView {
  /// The edges and dimensions that follow the superview (kept; see above).
  public struct AutoresizingMask: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// The view's autoresizing mask; none by default.
  public var autoresizingMask: AutoresizingMask {
    get { ownAutoresizingMask }
    set { ownAutoresizingMask = newValue }
  }
}
