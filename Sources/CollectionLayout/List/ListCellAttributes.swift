import Geometry

/// What a list section tells the cell it lays out, beyond its frame: the facts a
/// `UICollectionViewListCell` receives from its list section so that its default background,
/// corners and content margins match the list (see `docs/lists-and-cells.md`).
///
/// Carried by ``LayoutAttributes/listCell``; nil for every element outside a list section.
public struct ListCellAttributes: Hashable, Sendable {
  /// What the element is in its list section.
  public enum Role: String, Hashable, Sendable {
    /// An ordinary row.
    case row
    /// Item 0 of a section whose header mode is `firstItemInSection`: styled as a header.
    case headerItem
    /// A supplementary section header.
    case header
    /// A supplementary section footer.
    case footer
  }

  /// The section's appearance.
  public var appearance: ListAppearance
  /// What the element is.
  public var role: Role
  /// The cell's layout margins along the leading and trailing edges (top and bottom are 0): the
  /// least horizontal margins its content may use.
  public var layoutMargins: EdgeInsets
  /// The radius of the rounded corners; 0 when none is rounded.
  public var cornerRadius: Double
  /// Which corners are rounded (an inset-grouped section's first and last rows).
  public var maskedCorners: RectCorners
  /// The depth of the row in an outline (`indentationLevel`); 0 for a top-level row.
  public var indentationLevel: Int

  /// Attributes of a row in a list of `appearance`; no margins, square corners, no indentation
  /// unless given.
  public init(
    appearance: ListAppearance, role: Role = .row, layoutMargins: EdgeInsets = .zero, cornerRadius: Double = 0,
    maskedCorners: RectCorners = [], indentationLevel: Int = 0
  ) {
    self.appearance = appearance
    self.role = role
    self.layoutMargins = layoutMargins
    self.cornerRadius = cornerRadius
    self.maskedCorners = maskedCorners
    self.indentationLevel = indentationLevel
  }

  /// The same facts for the cell's mirror image (a right-to-left layout): left and right margins
  /// and corners swapped.
  public var mirroredHorizontally: ListCellAttributes {
    var mirrored = self
    mirrored.layoutMargins = EdgeInsets(
      top: layoutMargins.top, left: layoutMargins.right, bottom: layoutMargins.bottom, right: layoutMargins.left)
    mirrored.maskedCorners = maskedCorners.mirroredHorizontally
    return mirrored
  }
}
