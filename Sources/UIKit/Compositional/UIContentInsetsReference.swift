/// Which of the collection view's guides a compositional layout's or section's content is inset
/// from (UIKit's `UIContentInsetsReference`, iOS 14). Only the edges across the scroll axis
/// move; along it the collection view's content inset keeps content clear.
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice: a section follows its configuration; a configuration, the safe area.
  case automatic = 0
  /// No extra insets: the bounds' edges.
  case none = 1
  /// The safe area.
  case safeArea = 2
  /// The layout margins (safe area plus the view's `layoutMargins`).
  case layoutMargins = 3
  /// The readable content guide: the layout margins, narrowed to at most 672 points, centred.
  case readableContent = 4
}

/// How a compositional section's groups scroll across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, iOS 13).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// Groups repeat along the layout's axis; the section does not scroll on its own (default).
  case none = 0
  /// Groups repeat across and scroll freely.
  case continuous = 1
  /// Scrolling comes to rest with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary = 2
  /// Scrolling pages by the collection view's width (height for a horizontal layout).
  case paging = 3
  /// Scrolling pages group by group.
  case groupPaging = 4
  /// Scrolling pages group by group, each group centred.
  case groupPagingCentered = 5
}
