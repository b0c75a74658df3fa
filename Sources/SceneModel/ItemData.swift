import Geometry

/// One item's data.
public struct ItemData: Hashable, Sendable {
  /// The text the cell's title label shows; nil for none.
  public var title: String?
  /// The size the delegate's `sizeForItemAt` returns; `nil` uses the layout's item size.
  public var size: Size?
  /// Whether the user tapped it (see ``ItemPresentation`` for what shows).
  public var isSelected: Bool
  /// Whether the user is touching it.
  public var isHighlighted: Bool
  /// The item's own cell style (its own image, colours, fonts); nil: the scene's.
  public var style: CellStyle?
  /// The item's `shouldHighlight`/`shouldSelect`; nil: the section's, else the scene's.
  public var shouldHighlight: Bool?
  /// The item's `shouldSelect`; nil: the section's, else the scene's.
  public var shouldSelect: Bool?
  /// The item's identity for animated updates (a timeline's `update` segment matches items by
  /// `id`, then title, then position); a number in the file is kept as its text.
  public var id: String?
  /// What the cell shows as a list cell (`contentConfiguration`); nil: the scene's
  /// ``Style/listContent`` with the title as its text, or in a list section `cell()`, or else the
  /// cell style's title and image.
  public var contentConfiguration: ListContentConfiguration?
  /// The list cell's background (`backgroundConfiguration`); nil: the list's default
  /// (``BackgroundConfiguration/listDefault(for:role:)``) inside a list section, none elsewhere.
  public var backgroundConfiguration: BackgroundConfiguration?
  /// The list cell's accessories (`accessories`), in any order: each goes to its own place.
  public var accessories: [CellAccessory]
  /// `isDisabled` of the cell's configuration state: dimmed text and symbol.
  public var isDisabled: Bool
  /// `isEditing`: the accessories displayed while editing show.
  public var isEditing: Bool
  /// `isExpanded`: an outline disclosure points down.
  public var isExpanded: Bool

  /// An item's data; every field defaults to the scene's or the layout's (nil), or to false or none.
  public init(
    title: String? = nil, size: Size? = nil, isSelected: Bool = false, isHighlighted: Bool = false,
    style: CellStyle? = nil, shouldHighlight: Bool? = nil, shouldSelect: Bool? = nil, id: String? = nil,
    contentConfiguration: ListContentConfiguration? = nil, backgroundConfiguration: BackgroundConfiguration? = nil,
    accessories: [CellAccessory] = [], isDisabled: Bool = false, isEditing: Bool = false, isExpanded: Bool = false
  ) {
    self.contentConfiguration = contentConfiguration
    self.backgroundConfiguration = backgroundConfiguration
    self.accessories = accessories
    self.isDisabled = isDisabled
    self.isEditing = isEditing
    self.isExpanded = isExpanded
    self.id = id
    self.title = title
    self.size = size
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.style = style
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
  }
}

extension ItemData {
  /// The configuration state the item's cell is drawn in, given what it shows after the
  /// delegate's rules (`presentation`).
  public func configurationState(_ presentation: ItemPresentation) -> CellConfigurationState {
    CellConfigurationState(
      isSelected: presentation.isSelected, isHighlighted: presentation.isHighlighted, isDisabled: isDisabled,
      isEditing: isEditing, isExpanded: isExpanded)
  }

  /// The item's list content: its own configuration, else `fallback` (the scene's default, or
  /// a list section's `cell()`), with the title as its text when it has none; nil when neither
  /// is given.
  public func listContent(fallback: ListContentConfiguration?) -> ListContentConfiguration? {
    guard var content = contentConfiguration ?? fallback else { return nil }
    if content.text == nil { content.text = title }
    return content
  }
}
