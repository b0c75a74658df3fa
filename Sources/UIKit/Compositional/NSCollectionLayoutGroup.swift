internal import CollectionLayout

/// The frames of a custom group, relative to the group's origin, from the group's geometry
/// (`environment.container`: the group's size and content insets).
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// An item that lays out subitems — items or nested groups — along one axis, or at frames a
/// closure gives (UIKit's `NSCollectionLayoutGroup`, iOS 13). A section repeats its root group
/// for all its items.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// How the group places its subitems.
  enum Arrangement {
    case horizontal
    case vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  /// The spacing between consecutive subitems along the group's axis; `nil` (none) by default.
  @NSCopying open var interItemSpacing: NSCollectionLayoutSpacing?

  private(set) var arrangement: Arrangement
  private(set) var repetition: CompositionalLayout.Group.Repetition
  private let members: [NSCollectionLayoutItem]

  init(
    size: NSCollectionLayoutSize, arrangement: Arrangement, repetition: CompositionalLayout.Group.Repetition,
    subitems: [NSCollectionLayoutItem]
  ) {
    self.arrangement = arrangement
    self.repetition = repetition
    members = subitems
    super.init(size: size, supplementaryItems: [])
  }

  /// A group with the values of `other` (not UIKit API; see `NSCollectionLayoutItem`). From a
  /// plain item, an empty horizontal group.
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutItem) {
    let group = other as? NSCollectionLayoutGroup
    arrangement = group?.arrangement ?? .horizontal
    repetition = group?.repetition ?? .fitting
    members = group?.members ?? []
    interItemSpacing = group?.interItemSpacing
    super.init(copying: other)
  }

  private static func make(
    _ layoutSize: NSCollectionLayoutSize, _ arrangement: Arrangement,
    _ repetition: CompositionalLayout.Group.Repetition,
    _ subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self.init(
      copying: NSCollectionLayoutGroup(
        size: layoutSize, arrangement: arrangement, repetition: repetition, subitems: subitems))
  }

  /// Subitems left to right (leading to trailing), the list repeated while the next one fits
  /// (`horizontalGroupWithLayoutSize:subitems:`).
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    make(layoutSize, .horizontal, .fitting, subitems)
  }

  /// Exactly `count` copies of `subitem` left to right at its own size; the caller makes them
  /// fit (`horizontalGroupWithLayoutSize:repeatingSubitem:count:`, iOS 16).
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    make(layoutSize, .horizontal, .repeating(count), [subitem])
  }

  /// Subitems top to bottom, the list repeated while the next one fits
  /// (`verticalGroupWithLayoutSize:subitems:`).
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    make(layoutSize, .vertical, .fitting, subitems)
  }

  /// Exactly `count` copies of `subitem` top to bottom at its own size
  /// (`verticalGroupWithLayoutSize:repeatingSubitem:count:`, iOS 16).
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    make(layoutSize, .vertical, .repeating(count), [subitem])
  }

  /// Exactly `count` copies of `subitem` left to right, each `1/count` of the group's width
  /// whatever its own width (`horizontalGroupWithLayoutSize:subitem:count:`, deprecated in
  /// iOS 16).
  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    make(layoutSize, .horizontal, .count(count), [subitem])
  }

  /// Exactly `count` copies of `subitem` top to bottom, each `1/count` of the group's height
  /// (`verticalGroupWithLayoutSize:subitem:count:`, deprecated in iOS 16).
  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    make(layoutSize, .vertical, .count(count), [subitem])
  }

  /// Cells at the frames `itemProvider` returns, relative to the group's origin
  /// (`customGroupWithLayoutSize:itemProvider:`). The provider gets the group's geometry in
  /// `environment.container`. Here it is called once per section and layout pass, and its
  /// frames repeat with every repetition of the group (see `docs/uikit-compatibility.md`).
  open class func custom(
    layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    make(layoutSize, .custom(itemProvider), .fitting, [])
  }

  /// The views anchored to the group's frame; settable on groups.
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { attachedItems }
    set { attachedItems = newValue }
  }

  /// The items and groups the group holds (empty for a custom group).
  open var subitems: [NSCollectionLayoutItem] { members }

  /// An outline of the group's tree, one line per group and item with its kind and size, for
  /// debugging. UIKit draws the group in ASCII instead; this is not that drawing.
  open func visualDescription() -> String {
    var lines: [String] = []
    describe(self, depth: 0, into: &lines)
    return lines.joined(separator: "\n")
  }

  private func describe(_ item: NSCollectionLayoutItem, depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let size = "\(Self.text(item.layoutSize.widthDimension)) × \(Self.text(item.layoutSize.heightDimension))"
    guard let group = item as? NSCollectionLayoutGroup else {
      lines.append("\(indent)item \(size)")
      return
    }
    let kind =
      switch group.arrangement {
      case .horizontal: "horizontal"
      case .vertical: "vertical"
      case .custom: "custom"
      }
    let count =
      switch group.repetition {
      case .fitting: ""
      case .count(let n), .repeating(let n): ", count \(n)"
      }
    lines.append("\(indent)\(kind) group \(size)\(count)")
    for subitem in group.members { describe(subitem, depth: depth + 1, into: &lines) }
  }

  private static func text(_ dimension: NSCollectionLayoutDimension) -> String {
    let kind =
      dimension.isFractionalWidth
      ? "fractionalWidth"
      : dimension.isFractionalHeight ? "fractionalHeight" : dimension.isAbsolute ? "absolute" : "estimated"
    return "\(kind)(\(dimension.dimension))"
  }
}

extension NSCollectionLayoutGroup {
  /// The iOS 16.0 spelling of `horizontal(layoutSize:repeatingSubitem:count:)` (the UIKit Swift
  /// overlay; introduced and deprecated in 16.0).
  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  public class func horizontalGroup(
    with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
  }

  /// The iOS 16.0 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public class func verticalGroup(
    with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
  }
}

/// One frame of a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`, iOS 13), relative
/// to the group's origin, and its zIndex. Immutable.
@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  private let itemFrame: CGRect
  private let itemZIndex: Int

  /// A frame with zIndex 0 (`customItemWithFrame:`).
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// A frame with a zIndex (`customItemWithFrame:zIndex:`).
  public init(frame: CGRect, zIndex: Int) {
    itemFrame = frame
    itemZIndex = zIndex
    super.init()
  }

  /// Custom items are made from a frame, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutGroupCustomItem is made with init(frame:)")
  }

  /// The cell's frame, relative to the group's origin.
  open var frame: CGRect { itemFrame }
  /// The cell's zIndex.
  open var zIndex: Int { itemZIndex }

  /// Custom items are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
