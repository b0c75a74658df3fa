extension ElementKind {
  /// A list row's top separator: a decoration at the row's index path, one pixel tall along the
  /// row's top edge (UIKit's `UICollectionViewListLayoutElementKindTopSeparator`).
  public static let listTopSeparator: ElementKind = "list-separator-top"
  /// A list row's bottom separator: a decoration at the row's index path, one pixel tall along
  /// the row's bottom edge.
  public static let listBottomSeparator: ElementKind = "list-separator-bottom"
  /// A list section's background: a decoration at (section, 0) across the full width, filled
  /// with the list's background colour.
  public static let listBackground: ElementKind = "list-background"
}
