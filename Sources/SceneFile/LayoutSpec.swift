import CollectionLayout
import Geometry

/// The scene's `layout`: which layout, configured how.
public enum LayoutSpec: Hashable, Sendable {
  /// `UICollectionViewFlowLayout`.
  case flow(FlowLayout)

  /// The layout names a scene file may use in `layout.type`.
  public static let typeNames = ["flow"]

  /// The layout itself.
  public var layout: any CollectionLayout {
    switch self {
    case .flow(let flow): flow
    }
  }

  /// The size of an item that has no `size` of its own.
  public var defaultItemSize: Size {
    switch self {
    case .flow(let flow): flow.itemSize
    }
  }
}
