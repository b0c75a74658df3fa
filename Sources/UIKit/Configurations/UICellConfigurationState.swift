/// A view's state (UIKit's `UIViewConfigurationState`, iOS 14): its traits, and whether it is
/// disabled, highlighted, selected, focused or pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the view (`traitCollection`).
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled (`isDisabled`); false by default.
  public var isDisabled = false
  /// Whether the view is highlighted, as while touched (`isHighlighted`); false by default.
  public var isHighlighted = false
  /// Whether the view is selected (`isSelected`); false by default.
  public var isSelected = false
  /// Whether the view has focus (`isFocused`); false by default.
  public var isFocused = false
  /// Whether the view is pinned, as a header stuck to the top (`isPinned`); false by default.
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with `traitCollection` and every flag false.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// The app's own state for `key` (`subscript(_:)`); nil when not set.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// A cell's state (UIKit's `UICellConfigurationState`, iOS 14): a view's, plus editing,
/// expansion, swiping, reordering and drag-and-drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the cell (`traitCollection`).
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled (`isDisabled`): list content dims its text and image.
  public var isDisabled = false
  /// Whether the cell is highlighted, as while touched (`isHighlighted`).
  public var isHighlighted = false
  /// Whether the cell is selected (`isSelected`).
  public var isSelected = false
  /// Whether the cell has focus (`isFocused`).
  public var isFocused = false
  /// Whether the cell is pinned (`isPinned`).
  public var isPinned = false
  /// Whether the cell is in editing mode (`isEditing`): the accessories shown while editing appear.
  public var isEditing = false
  /// Whether the cell's outline item is expanded (`isExpanded`): its disclosure chevron points down.
  public var isExpanded = false
  /// Whether the cell is swiped to show its actions (`isSwiped`).
  public var isSwiped = false
  /// Whether the cell is being reordered (`isReordering`).
  public var isReordering = false
  /// Where the cell is in a drag (`cellDragState`); `.none` by default.
  public var cellDragState: DragState = .none
  /// Whether a drop over the cell is pending (`cellDropState`); `.none` by default.
  public var cellDropState: DropState = .none
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with `traitCollection` and every flag false.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// The app's own state for `key` (`subscript(_:)`); nil when not set.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }

  /// Where a cell is in a drag (`UICellConfigurationState.DragState`).
  public enum DragState: Hashable, Sendable {
    case none, lifting, dragging
  }

  /// Where a cell is in a drop (`UICellConfigurationState.DropState`).
  public enum DropState: Hashable, Sendable {
    case none, notTargeted, targeted
  }
}
