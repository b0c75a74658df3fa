/// The leaf of a compositional layout (UIKit's `NSCollectionLayoutItem`, iOS 13): one cell's box
/// in its group, and the base of groups, supplementary items and decoration items.
///
/// `NSCopying`: a copy is of the same class with the same values (arrays and the objects in them
/// shared, as an `NSArray` copy shares them). Copies go through `init(copying:)`, a required
/// initializer that is not UIKit API (`@_spi`): a subclass that declares designated initializers
/// of its own cannot be copied.
@MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// Insets from the item's box to its frame, applied after sizing; ignored along an axis whose
  /// dimension is estimated. Zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space around the box that places it in its group; `nil` by default.
  @NSCopying open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  let size: NSCollectionLayoutSize
  var attachedItems: [NSCollectionLayoutSupplementaryItem]

  init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.size = size
    attachedItems = supplementaryItems
    super.init()
  }

  /// An item of `layoutSize` (`itemWithLayoutSize:`).
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(size: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with views anchored to it, such as badges
  /// (`itemWithLayoutSize:supplementaryItems:`).
  public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem])
  {
    self.init(size: layoutSize, supplementaryItems: supplementaryItems)
  }

  /// An item with the values of `other` (not UIKit API: `copy()` and the `Self`-returning
  /// factories of the subclasses use it).
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutItem) {
    size = other.size
    attachedItems = other.attachedItems
    contentInsets = other.contentInsets
    edgeSpacing = other.edgeSpacing
    super.init()
  }

  /// Items are made with a layout size, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutItem is made with init(layoutSize:)")
  }

  /// The item's size, resolved in its group.
  open var layoutSize: NSCollectionLayoutSize { size }

  /// The views anchored to the item.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }

  /// A copy of the same class with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    Self.init(copying: self)
  }
}
