import Geometry

/// One item's data.
public struct ItemData: Hashable, Sendable {
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
  public var shouldSelect: Bool?
  /// The item's identity for animated updates (a timeline's `update` segment matches items by
  /// `id`, then title, then position); a number in the file is kept as its text.
  public var id: String?

  public init(
    title: String? = nil, size: Size? = nil, isSelected: Bool = false, isHighlighted: Bool = false,
    style: CellStyle? = nil, shouldHighlight: Bool? = nil, shouldSelect: Bool? = nil, id: String? = nil
  ) {
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
