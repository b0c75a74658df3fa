extension UICollectionViewDiffableDataSource {
  /// What expanding and collapsing outline items may do
  /// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, iOS 14): each closure is
  /// optional, as in UIKit. The renderer has no taps on outline disclosures yet; the handlers are
  /// kept for the code that sets them.
  ///
  /// UIKit names the generic parameter `ItemIdentifierType`, shadowing the data source's; it is
  /// `Item` here so the compiler has nothing to warn about — code that spells the type writes the
  /// same argument either way.
  public struct SectionSnapshotHandlers<Item>: @unchecked Sendable where Item: Hashable & Sendable {
    /// Whether the item may expand.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// The item is about to expand.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// The item is about to collapse.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show when a parent expands.
    public var snapshotForExpandingParent:
      ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

    /// Handlers that allow everything.
    public init() {}
  }
}
