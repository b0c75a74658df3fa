/// A group: a box that lays its subitems out along one axis, or at given frames
/// (`NSCollectionLayoutGroup`). Groups nest; a section repeats its root group for its items.
///
/// ```
///  .horizontal(subitems: [a, b])   a b a b …  cycled while the next one fits the width
///  .horizontal(subitem: a, count: 3)          exactly 3, each forced to 1/3 of the width
///  .horizontal(repeatingSubitem: a, count: 3) exactly 3 at a's own size, no fit test
///  .vertical(…)                               the same along the height
///  .custom(items: [frame, frame, …])          frames relative to the group's origin
/// ```
import Geometry

extension CompositionalLayout {
  /// A group of subitems (`NSCollectionLayoutGroup`).
  public struct Group: Hashable, Sendable, SubitemConvertible {
    /// How a group places its subitems.
    public enum Arrangement: Hashable, Sendable {
      /// Left to right along the width (`.horizontal`).
      case horizontal
      /// Top to bottom along the height (`.vertical`).
      case vertical
      /// At the given frames, relative to the group's origin (`.custom(layoutSize:itemProvider:)`).
      case custom([CustomItem])
    }

    /// How many subitems a horizontal or vertical group takes.
    public enum Repetition: Hashable, Sendable {
      /// Cycle through `subitems` while the next one fits (`subitems:`).
      case fitting
      /// Exactly this many of the one subitem, its size along the group's axis forced to
      /// `1/count` of the group (`subitem:count:`).
      case count(Int)
      /// Exactly this many of the one subitem at its own size, no fit test
      /// (`repeatingSubitem:count:`).
      case repeating(Int)
    }

    /// The group's size in its container (`layoutSize`).
    public var layoutSize: LayoutSize
    /// How the group places its subitems.
    public var arrangement: Arrangement
    /// How many subitems a horizontal or vertical group takes (ignored by custom groups).
    public var repetition: Repetition
    /// The items and groups the group holds (`subitems`); empty for custom groups.
    public var subitems: [Subitem]
    /// The spacing between consecutive subitems along the group's axis (`interItemSpacing`);
    /// `nil` is no spacing.
    public var interItemSpacing: Spacing?
    /// Insets from the group's box to the area its subitems share (`contentInsets`); zero.
    public var contentInsets: EdgeInsets
    /// Space outside the box that positions the group in its parent (`edgeSpacing`); none.
    public var edgeSpacing: EdgeSpacing?
    /// Supplementary views anchored to the group's frame (`supplementaryItems`). They take the
    /// index path of the group's first item.
    public var supplementaryItems: [SupplementaryItem]

    /// A group from its parts; the static factories below are the usual way in.
    public init(
      layoutSize: LayoutSize, arrangement: Arrangement, repetition: Repetition = .fitting,
      subitems: [Subitem], supplementaryItems: [SupplementaryItem] = []
    ) {
      self.layoutSize = layoutSize
      self.arrangement = arrangement
      self.repetition = repetition
      self.subitems = subitems
      self.interItemSpacing = nil
      self.contentInsets = .zero
      self.edgeSpacing = nil
      self.supplementaryItems = supplementaryItems
    }

    /// The group as a group element.
    public var subitem: Subitem { .group(self) }

    /// Subitems left to right, cycled while they fit (`.horizontal(layoutSize:subitems:)`).
    public static func horizontal(layoutSize: LayoutSize, subitems: [any SubitemConvertible]) -> Group {
      Group(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems.map(\.subitem))
    }

    /// `count` copies of `subitem` left to right, each `1/count` of the width
    /// (`.horizontal(layoutSize:subitem:count:)`).
    public static func horizontal(layoutSize: LayoutSize, subitem: some SubitemConvertible, count: Int) -> Group {
      Group(layoutSize: layoutSize, arrangement: .horizontal, repetition: .count(count), subitems: [subitem.subitem])
    }

    /// `count` copies of `repeatingSubitem` left to right at its own size
    /// (`.horizontal(layoutSize:repeatingSubitem:count:)`).
    public static func horizontal(
      layoutSize: LayoutSize, repeatingSubitem: some SubitemConvertible, count: Int
    ) -> Group {
      Group(
        layoutSize: layoutSize, arrangement: .horizontal, repetition: .repeating(count),
        subitems: [repeatingSubitem.subitem])
    }

    /// Subitems top to bottom, cycled while they fit (`.vertical(layoutSize:subitems:)`).
    public static func vertical(layoutSize: LayoutSize, subitems: [any SubitemConvertible]) -> Group {
      Group(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems.map(\.subitem))
    }

    /// `count` copies of `subitem` top to bottom, each `1/count` of the height
    /// (`.vertical(layoutSize:subitem:count:)`).
    public static func vertical(layoutSize: LayoutSize, subitem: some SubitemConvertible, count: Int) -> Group {
      Group(layoutSize: layoutSize, arrangement: .vertical, repetition: .count(count), subitems: [subitem.subitem])
    }

    /// `count` copies of `repeatingSubitem` top to bottom at its own size
    /// (`.vertical(layoutSize:repeatingSubitem:count:)`).
    public static func vertical(
      layoutSize: LayoutSize, repeatingSubitem: some SubitemConvertible, count: Int
    ) -> Group {
      Group(
        layoutSize: layoutSize, arrangement: .vertical, repetition: .repeating(count),
        subitems: [repeatingSubitem.subitem])
    }

    /// Items at fixed frames relative to the group's origin (`.custom(layoutSize:itemProvider:)`
    /// with the provider's answer written out: a value cannot hold a closure and stay
    /// `Hashable`). Each frame becomes one cell.
    public static func custom(layoutSize: LayoutSize, items: [CustomItem]) -> Group {
      Group(layoutSize: layoutSize, arrangement: .custom(items), subitems: [])
    }
  }

  /// One frame of a custom group (`NSCollectionLayoutGroupCustomItem`).
  public struct CustomItem: Hashable, Sendable {
    /// The cell frame, relative to the group's origin.
    public var frame: Rect
    /// The cell's zIndex; 0.
    public var zIndex: Int

    /// A custom item (`NSCollectionLayoutGroupCustomItem(frame:zIndex:)`).
    public init(frame: Rect, zIndex: Int = 0) {
      self.frame = frame
      self.zIndex = zIndex
    }
  }
}
