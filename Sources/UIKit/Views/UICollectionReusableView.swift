/// A view the collection view reuses for cells and supplementary views
/// (UIKit's `UICollectionReusableView`).
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  open internal(set) var reuseIdentifier: String?

  /// The attributes last applied, so that `apply(_:)` runs only when they change, as in UIKit.
  var appliedAttributes: UICollectionViewLayoutAttributes?
  /// How many times `apply(_:)` ran: a reader of the view's look knows it is unchanged while
  /// this is.
  package private(set) var applyCount = 0
  /// The attributes the view was last asked its preferred attributes for (self-sizing).
  var sizedAttributes: UICollectionViewLayoutAttributes?

  /// Called before the view is handed out again by a dequeue; subclasses reset their state and
  /// call `super`.
  open func prepareForReuse() {}

  /// Hands the view its layout attributes: a layout's custom attributes subclass reaches the
  /// view here. The renderer calls it before it reads how the view looks, and only when the
  /// attributes differ (by `isEqual(_:)`) from the last ones applied, as UIKit does.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Self-sizing: the attributes the view prefers, given the layout's. The base returns them
  /// unchanged (a headless view has no Auto Layout to measure with).
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    layoutAttributes
  }

  /// Called when the collection view is about to change layouts.
  open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

  /// Called when the collection view has changed layouts.
  open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

  /// Applies `attributes` unless equal ones were applied last.
  /// Returns whether `apply(_:)` ran.
  @discardableResult
  package func applyIfChanged(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    if let applied = appliedAttributes, applied.isEqual(attributes) { return false }
    appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
    frame = attributes.frame
    apply(attributes)
    applyCount += 1
    return true
  }
}

/// A cell (UIKit's `UICollectionViewCell`): a content view for the app's subviews, and a
/// background and a selected background behind it.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the app adds its subviews to; it fills the cell.
  open private(set) lazy var contentView: UIView = {
    let view = UIView(frame: bounds)
    addSubview(view)
    return view
  }()

  /// The cell's bounds; the content view follows them.
  open override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }

  /// Whether the cell is selected.
  open var isSelected: Bool = false

  /// Whether the cell is highlighted (touched).
  open var isHighlighted: Bool = false

  /// A view behind the content; `nil` by default.
  open var backgroundView: UIView?

  /// A view shown behind the content, above `backgroundView`, while the cell is selected or
  /// highlighted; `nil` by default.
  open var selectedBackgroundView: UIView?

  /// The cell's place in an outline, set by a diffable data source whose section shows a
  /// section snapshot; nil otherwise.
  package var outlinePosition: OutlinePosition?

  /// The content and background configurations and their update state.
  package var configurations = CellConfigurations()

  /// The collection view that asked its data source for this cell (set when it is configured).
  package weak var owningCollectionView: UICollectionView?

  /// The cell's state for configurations: its traits, selection, highlight, and (in an outline)
  /// expansion.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isExpanded = outlinePosition?.isExpanded ?? false
    state.isEditing = configurations.isEditing
    return state
  }

  /// Configures the cell for `state`: subclasses override it to set their configurations from
  /// the state, and call `super` (iOS 14).
  open func updateConfiguration(using state: UICellConfigurationState) {}
}

/// A line or lines of text (UIKit's `UILabel`), headless: the text and its look, which the
/// renderer draws as a cell's title.
@MainActor
open class UILabel: UIView {
  /// The text; `nil` by default.
  open var text: String?
  /// The text colour; `.label` by default.
  open var textColor: UIColor! = .label
  /// The number of lines; 1 by default, 0 for as many as fit.
  open var numberOfLines: Int = 1
}
