extension UICollectionViewDiffableDataSource {
  /// What reordering may do (`UICollectionViewDiffableDataSource.ReorderingHandlers`, iOS 14):
  /// each closure is optional, as in UIKit. Headless views have no drag; the handlers are kept
  /// for the code that sets them.
  public struct ReorderingHandlers: @unchecked Sendable {
    /// Whether the item may be moved.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// A reorder is about to be applied.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// A reorder was applied.
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow nothing to be reordered (UIKit's default: reordering needs
    /// `canReorderItem`).
    public init() {}
  }
}

/// A change of a diffable data source's data (`NSDiffableDataSourceTransaction`, iOS 14).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// The data before the change.
  public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data after the change.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change of the items, all sections together.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change per section.
  public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// A change of one section (`NSDiffableDataSourceSectionTransaction`, iOS 14).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section before the change.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section after the change.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change of the section's items.
  public let difference: CollectionDifference<ItemIdentifierType>
}
