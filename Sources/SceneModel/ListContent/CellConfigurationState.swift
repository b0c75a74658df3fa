/// The state a cell is drawn in (`UICellConfigurationState`): content and background
/// configurations resolve their colours against it (see ``ListContentConfiguration/updated(for:)``
/// and ``BackgroundConfiguration/updated(for:)``).
public struct CellConfigurationState: Hashable, Sendable {
  /// `isSelected`.
  public var isSelected: Bool
  /// `isHighlighted`: the user is touching the cell.
  public var isHighlighted: Bool
  /// `isDisabled`.
  public var isDisabled: Bool
  /// `isEditing`: shows the accessories displayed while editing.
  public var isEditing: Bool
  /// `isExpanded`: an outline row shows its children (its disclosure chevron points down).
  public var isExpanded: Bool

  /// A state; every flag is false unless given.
  public init(
    isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false, isEditing: Bool = false,
    isExpanded: Bool = false
  ) {
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isDisabled = isDisabled
    self.isEditing = isEditing
    self.isExpanded = isExpanded
  }
}
