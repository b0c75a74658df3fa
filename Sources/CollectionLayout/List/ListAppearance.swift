/// The look of a list section (`UICollectionLayoutListConfiguration.Appearance`): it decides the
/// section's insets, the cells' layout margins, the spacing between sections, where separators
/// go, which corners are rounded and the default colours (see `docs/lists-and-cells.md`).
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
  /// Rows across the full width, headers pinned (a plain `UITableView`).
  case plain
  /// Rows across the full width in sections separated by the grouped background.
  case grouped
  /// Rows inset by the layout margins, each section's first and last rows rounded.
  case insetGrouped
  /// An iPad sidebar: inset rows, each cell's selection rounded, no separators.
  case sidebar
  /// A sidebar whose headers pin and span the full width, as in a plain list.
  case sidebarPlain
}
