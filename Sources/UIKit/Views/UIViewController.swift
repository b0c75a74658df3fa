/// A screen's controller (UIKit's `UIViewController`), headless: it makes its view on first use
/// (`loadView()`, then `viewDidLoad()`), so a view controller written for iOS — building its
/// collection view in `viewDidLoad()` — runs unchanged and its view can be rendered.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// The title, shown by a navigation bar.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// The navigation item (its title).
  open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

  /// A controller with no nib (nibs do not exist on Linux).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not archived on Linux (no storyboards); returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller's view, made by `loadView()` and set up by `viewDidLoad()` on first use.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been made.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it has been made, without making it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Makes the view: a plain view the size of the main screen.
  open func loadView() {
    loadedView = UIView(frame: UIScreen.main.bounds)
  }

  /// The view was made: set it up here.
  open func viewDidLoad() {}

  /// Makes the view now if it has not been made.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// The traits of the view (or the current ones before it is made).
  open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection.current }
}

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`): its title.
@MainActor
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?

  /// An item with `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Items are not archived on Linux; returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }
}
