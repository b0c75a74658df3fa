/// A view's state (UIKit's `UIViewConfigurationState`, iOS 14): its traits, and whether it is
/// disabled, highlighted, selected, focused or pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// A cell's state (UIKit's `UICellConfigurationState`, iOS 14): a view's, plus editing,
/// expansion, swiping, reordering and drag-and-drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  public var cellDragState: DragState = .none
  public var cellDropState: DropState = .none
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

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
