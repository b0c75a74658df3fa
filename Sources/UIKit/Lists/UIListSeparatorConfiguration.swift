package import CollectionLayout

/// Which separators a list row shows, how far they are inset and their colour (UIKit's
/// `UIListSeparatorConfiguration`, iOS 14.5).
public struct UIListSeparatorConfiguration: Hashable {
  /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: Hashable, Sendable {
    /// As the list's appearance and the row's position decide.
    case automatic
    /// Always.
    case visible
    /// Never.
    case hidden

    var engineValue: ListSeparatorConfiguration.Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }

  /// The insets that stand for "as the list decides" in each edge.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
    trailing: -.greatestFiniteMagnitude)

  /// The separator along the row's top edge.
  public var topSeparatorVisibility: Visibility = .automatic
  /// The separator along the row's bottom edge.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The top separator's insets (only leading and trailing are used).
  public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The bottom separator's insets (only leading and trailing are used).
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The separators' colour.
  public var color: UIColor = .separator
  /// The colour between selected rows while selecting several (kept; not drawn differently).
  public var multipleSelectionColor: UIColor = .separator

  /// Whether both configurations have the same visibilities, insets and colours.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
      && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
      && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
      && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
  }

  /// Hashes the visibilities and the colour; equal configurations hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(topSeparatorVisibility)
    hasher.combine(bottomSeparatorVisibility)
    hasher.combine(color)
  }

  /// The defaults for a list of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  /// The configuration in the engine's terms (automatic insets as nil; an inset's automatic
  /// edge takes the list's value for that edge).
  package var engineValue: ListSeparatorConfiguration {
    ListSeparatorConfiguration(
      topSeparatorVisibility: topSeparatorVisibility.engineValue,
      bottomSeparatorVisibility: bottomSeparatorVisibility.engineValue,
      topSeparatorInsets: Self.engineInsets(topSeparatorInsets),
      bottomSeparatorInsets: Self.engineInsets(bottomSeparatorInsets))
  }

  private static func engineInsets(_ insets: NSDirectionalEdgeInsets) -> ListSeparatorInsets? {
    let automatic = -CGFloat.greatestFiniteMagnitude
    guard insets.leading != automatic || insets.trailing != automatic else { return nil }
    return ListSeparatorInsets(
      leading: insets.leading == automatic ? 0 : Double(insets.leading),
      trailing: insets.trailing == automatic ? 0 : Double(insets.trailing))
  }
}
