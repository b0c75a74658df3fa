/// A rectangular view (UIKit's `UIView`), headless: the geometry, colour and hierarchy that
/// layouts and cells read and set. Nothing is drawn by the view itself; the renderer reads a
/// cell's views to draw it (see `docs/uikit-compatibility.md`).
@MainActor
open class UIView: UIResponder {
  /// The view's position and size in its superview, from `center` and `bounds.size`.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }
    set {
      bounds.size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The view's own coordinate system: its origin is what the view shows at its top-left (a
  /// scroll view's content offset), its size the view's size.
  open var bounds: CGRect = .zero {
    didSet {
      if oldValue.size != bounds.size { setNeedsLayout() }
    }
  }

  /// The view's centre in its superview's coordinates.
  open var center: CGPoint = .zero

  /// The background colour; `nil` (the default) is transparent.
  open var backgroundColor: UIColor?

  /// The view's opacity, 0 to 1.
  open var alpha: CGFloat = 1

  /// Whether the view is hidden.
  open var isHidden: Bool = false

  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds: Bool = false

  /// A number the app uses to find the view.
  open var tag: Int = 0

  /// The tint colour used by the view's content; inherited from the superview, system blue at
  /// the top.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }
  private var ownTintColor: UIColor?

  /// The view's subviews, back to front.
  open private(set) var subviews: [UIView] = []

  /// The view this view is a subview of.
  open private(set) weak var superview: UIView?

  /// The Core Animation layer behind the view: its corner radius and border draw the view's shape.
  open private(set) var layer = CALayer()

  /// How the view's content flows: left to right, right to left, or as the environment says.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  private var ownLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  private var ownTraits: UITraitCollection?
  private var ownSafeAreaInsets: UIEdgeInsets = .zero
  var needsLayout = true
  var ownAutoresizingMask: AutoresizingMask = []

  /// A view with `frame`.
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }

  /// A view of zero size. It is `required` so that a registered cell class can be made from its
  /// metatype; it calls `init(frame:)`, so a subclass's own `init(frame:)` runs, as in UIKit. A
  /// subclass that overrides `init(frame:)` and `init?(coder:)` (as UIKit requires) inherits it.
  public required convenience override init() {
    self.init(frame: .zero)
  }

  /// Views are not archived on Linux: nibs and storyboards do not exist there; returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds `view` on top of the subviews, removing it from its old superview first.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Inserts `view` among the subviews at `index`.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
    view.superview = self
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// The view's margins for content; 8 points on each side by default.
  open var layoutMargins: UIEdgeInsets {
    get { ownLayoutMargins }
    set { ownLayoutMargins = newValue }
  }

  /// The layout margins with leading and trailing edges, in the view's layout direction.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set {
      layoutMargins =
        effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
        : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }

  /// The insets that keep content clear of bars, notches and the home indicator. A headless view
  /// has them only when the renderer gives them (a scene's safe area), else zero.
  open var safeAreaInsets: UIEdgeInsets { superview?.safeAreaInsets ?? ownSafeAreaInsets }

  /// Sets the safe area of a view at the top of a hierarchy (the renderer's device).
  package func setSafeAreaInsets(_ insets: UIEdgeInsets) {
    ownSafeAreaInsets = insets
  }

  /// The traits of the view's environment: its superview's, or at the top the renderer's.
  open var traitCollection: UITraitCollection {
    ownTraits ?? superview?.traitCollection ?? UITraitCollection.current
  }

  /// The traits given to this view itself (``setTraitCollection(_:)``), if any.
  package var ownTraitCollection: UITraitCollection? { ownTraits }

  /// Gives a view at the top of a hierarchy its traits (the renderer's device and settings).
  package func setTraitCollection(_ traits: UITraitCollection?) {
    ownTraits = traits
  }

  /// The direction the view lays out in: its semantic content attribute, else its traits'.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// Marks the view for a layout pass.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs the layout pass now if one is due.
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  /// Lays out the subviews; subclasses override it. The base does nothing.
  open func layoutSubviews() {}

  /// Marks the view for drawing; headless views draw when rendered, so this does nothing.
  open func setNeedsDisplay() {}
}

/// How a view's content flows in either layout direction (`UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the environment's layout direction.
  case unspecified = 0
  /// Playback controls: always left to right.
  case playback = 1
  /// Spatial controls (a D-pad): always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
