/// One change of an update (UIKit's `UICollectionViewUpdateItem`), as a layout's
/// `prepare(forCollectionViewUpdates:)` receives it. A whole section's change has a one-element
/// index path (the section).
@MainActor
open class UICollectionViewUpdateItem: NSObject {
  /// Where the item was before the update; `nil` for an insertion.
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// Where the item is after the update; `nil` for a deletion.
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// What the change does.
  open private(set) var updateAction: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    super.init()
  }

  /// What an update does to an item (`UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Sendable {
    case insert = 0
    case delete = 1
    case reload = 2
    case move = 3
    case none = 4
  }
}
