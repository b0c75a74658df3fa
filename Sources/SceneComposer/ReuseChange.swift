import CollectionLayout
import Geometry

/// What a scroll from one content offset to another does to the cells, as one layout pass of
/// `UICollectionView` at the new offset sees it: the cells that left the visible area go into the
/// reuse queue, and the cells that came on screen dequeue them. Computed from the layout's rect
/// queries at the two offsets (`Pipeline.reuseChange(at:)`), drawn by an overview with a
/// `ReuseAnnotation`.
public struct ReuseChange: Hashable, Sendable {
  /// The visible area before the scroll, in content coordinates.
  public var previousBounds: Rect
  /// The cells visible before and not after, in index-path order, with their attributes before.
  public var queued: [LayoutAttributes]
  /// The cells visible after and not before, in index-path order.
  public var dequeued: [LayoutAttributes]

  /// A change from the visible area `previousBounds`, with the `queued` and `dequeued` cells.
  public init(previousBounds: Rect, queued: [LayoutAttributes], dequeued: [LayoutAttributes]) {
    self.previousBounds = previousBounds
    self.queued = queued
    self.dequeued = dequeued
  }

  /// The change between the elements visible `before` and `after` (layout query results); only
  /// cells count.
  public init(previousBounds: Rect, before: [LayoutAttributes], after: [LayoutAttributes]) {
    let cellsBefore = before.filter { $0.element.category == .cell && !$0.isHidden }
    let cellsAfter = after.filter { $0.element.category == .cell && !$0.isHidden }
    let idsBefore = Set(cellsBefore.map(\.element))
    let idsAfter = Set(cellsAfter.map(\.element))
    self.init(
      previousBounds: previousBounds,
      queued: cellsBefore.filter { !idsAfter.contains($0.element) }.sorted {
        $0.element.indexPath < $1.element.indexPath
      },
      dequeued: cellsAfter.filter { !idsBefore.contains($0.element) }.sorted {
        $0.element.indexPath < $1.element.indexPath
      })
  }
}
