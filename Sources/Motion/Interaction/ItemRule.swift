import CollectionLayout
import Geometry

/// A yes/no answer per item, for the data source's and delegate's per-item questions
/// (`canMoveItem`, `shouldHighlightItem`, `shouldSelectItem`, `shouldDeselectItem`). Index paths
/// name items of the data at the start of the interaction.
public enum ItemRule: Hashable, Sendable {
  /// Yes for every item (UIKit's answer when the method is not implemented).
  case always
  /// No for every item.
  case never
  /// Yes for these items only.
  case only(Set<ElementIndexPath>)
  /// Yes for every item but these.
  case except(Set<ElementIndexPath>)

  /// The answer for the item at `indexPath`.
  public func allows(_ indexPath: ElementIndexPath) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .only(let items): items.contains(indexPath)
    case .except(let items): !items.contains(indexPath)
    }
  }
}

/// Where a touch is: a point, or the centre of an item.
public enum TouchLocation: Hashable, Sendable {
  /// A point in content coordinates (UIKit's `location(in: collectionView)`: a point of the
  /// collection view's bounds, whose origin is the content offset).
  case point(Point)
  /// The centre of the item's untransformed frame in the layout at the viewport.
  case item(ElementIndexPath)

  /// The point, or `nil` for an item the layout does not have.
  public func point(in layout: any PreparedCollectionLayout, viewport: Viewport) -> Point? {
    switch self {
    case .point(let point): point
    case .item(let indexPath): layout.layoutAttributesForItem(at: indexPath, viewport: viewport)?.center
    }
  }
}
