/// Which separators a list row shows and how far they are inset
/// (`UIListSeparatorConfiguration`). Automatic values follow the list's appearance (see
/// `docs/lists-and-cells.md`, "Separators").
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator is shown (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: String, Hashable, Sendable, CaseIterable {
    /// As the appearance and the row's position decide.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// The separator along the row's top edge (`topSeparatorVisibility`); automatic.
  public var topSeparatorVisibility: Visibility
  /// The separator along the row's bottom edge (`bottomSeparatorVisibility`); automatic.
  public var bottomSeparatorVisibility: Visibility
  /// The top separator's insets from the row's leading and trailing edges
  /// (`topSeparatorInsets`); nil is automatic.
  public var topSeparatorInsets: ListSeparatorInsets?
  /// The bottom separator's insets (`bottomSeparatorInsets`); nil is automatic.
  public var bottomSeparatorInsets: ListSeparatorInsets?

  /// Every value automatic.
  public init(
    topSeparatorVisibility: Visibility = .automatic, bottomSeparatorVisibility: Visibility = .automatic,
    topSeparatorInsets: ListSeparatorInsets? = nil, bottomSeparatorInsets: ListSeparatorInsets? = nil
  ) {
    self.topSeparatorVisibility = topSeparatorVisibility
    self.bottomSeparatorVisibility = bottomSeparatorVisibility
    self.topSeparatorInsets = topSeparatorInsets
    self.bottomSeparatorInsets = bottomSeparatorInsets
  }
}

/// A separator's insets from its row's leading and trailing edges, in points
/// (`NSDirectionalEdgeInsets`, of which a separator uses only these two).
public struct ListSeparatorInsets: Hashable, Sendable {
  /// From the row's leading edge.
  public var leading: Double
  /// From the row's trailing edge.
  public var trailing: Double

  /// Insets from the row's leading and trailing edges.
  public init(leading: Double, trailing: Double) {
    self.leading = leading
    self.trailing = trailing
  }
}
