import CollectionLayout

/// The long-press edit menu (`UIMenuController`) over one item.
public struct EditMenu: Hashable, Sendable {
  /// Where the arrow points (`UIMenuController.arrowDirection`).
  public enum ArrowDirection: String, Hashable, Sendable, CaseIterable {
    /// Above the item pointing down, or below pointing up when there is no room above.
    case `default`
    /// Below the item, the arrow pointing up at it.
    case up
    /// Above the item, the arrow pointing down at it.
    case down
  }

  /// The item the menu points at.
  public var indexPath: ElementIndexPath
  /// The menu items' titles, left to right.
  public var actions: [String]
  /// Where the menu sits and its arrow points (`UIMenuController.arrowDirection`); `default` by default.
  public var arrowDirection: ArrowDirection

  /// A menu over the item at `indexPath` with `actions` (Cut, Copy, Paste by default).
  public init(
    indexPath: ElementIndexPath, actions: [String] = ["Cut", "Copy", "Paste"], arrowDirection: ArrowDirection = .default
  ) {
    self.indexPath = indexPath
    self.actions = actions
    self.arrowDirection = arrowDirection
  }
}
