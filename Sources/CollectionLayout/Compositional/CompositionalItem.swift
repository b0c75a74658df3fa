/// The leaf of a compositional layout (`NSCollectionLayoutItem`), and the element type of a
/// group's `subitems`, which mixes items and nested groups.
///
/// ```
///  ┌ box: layoutSize resolved in the parent group ┐
///  │   ┌ cell frame = box inset by contentInsets ┐│   the insets never change the box, so
///  │   │                               ◉ badge   ││   they never change how many items fit;
///  │   └──────────────────────────────────────────┘│   badges anchor to the cell frame
///  └───────────────────────────────────────────────┘
/// ```
import Geometry

extension CompositionalLayout {
  /// One cell's box in a group (`NSCollectionLayoutItem`).
  public struct Item: Hashable, Sendable {
    /// The box's size, resolved in the parent group's container (`layoutSize`).
    public var layoutSize: LayoutSize
    /// Insets from the box to the cell frame, applied after sizing (`contentInsets`); zero.
    /// Ignored along an axis whose dimension is estimated, as in UIKit.
    public var contentInsets: EdgeInsets
    /// Space outside the box that positions it in its group (`edgeSpacing`); none.
    public var edgeSpacing: EdgeSpacing?
    /// Supplementary views anchored to the cell frame, such as badges (`supplementaryItems`).
    public var supplementaryItems: [SupplementaryItem]

    /// An item of the given size (`NSCollectionLayoutItem(layoutSize:)`).
    public init(layoutSize: LayoutSize) {
      self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item with anchored supplementary views
    /// (`NSCollectionLayoutItem(layoutSize:supplementaryItems:)`).
    public init(layoutSize: LayoutSize, supplementaryItems: [SupplementaryItem]) {
      self.layoutSize = layoutSize
      self.contentInsets = .zero
      self.edgeSpacing = nil
      self.supplementaryItems = supplementaryItems
    }
  }

  /// An element of a group: an item, or a nested group (UIKit's groups are items).
  public indirect enum Subitem: Hashable, Sendable, SubitemConvertible {
    /// A leaf that becomes one cell.
    case item(Item)
    /// A nested group.
    case group(Group)

    /// Itself.
    public var subitem: Subitem { self }

    /// The size of the item or group.
    public var layoutSize: LayoutSize {
      switch self {
      case .item(let item): item.layoutSize
      case .group(let group): group.layoutSize
      }
    }

    /// The edge spacing of the item or group.
    public var edgeSpacing: EdgeSpacing? {
      switch self {
      case .item(let item): item.edgeSpacing
      case .group(let group): group.edgeSpacing
      }
    }
  }

  /// Anything that can stand in a group's `subitems`: `Item`, `Group` and `Subitem`, so that
  /// `subitems: [leadingItem, trailingGroup]` reads as in UIKit.
  public protocol SubitemConvertible: Sendable {
    /// The value as a group element.
    var subitem: Subitem { get }
  }
}

extension CompositionalLayout.Item: CompositionalLayout.SubitemConvertible {
  /// The item as a group element.
  public var subitem: CompositionalLayout.Subitem { .item(self) }
}
