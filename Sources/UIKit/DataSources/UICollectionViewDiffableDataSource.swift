/// A data source that holds the collection view's data as identifiers and updates the view from
/// snapshots (UIKit's `UICollectionViewDiffableDataSource`, iOS 13).
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
///   collectionView, indexPath, item in
///   collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Applying a snapshot runs one batch update with the difference (``SnapshotDifference``), as
/// UIKit does since iOS 15 whether animating or not: the layout sees
/// `prepare(forCollectionViewUpdates:)` with the changes. The first snapshot reloads the view.
/// Headless, the update is immediate and `completion` runs before `apply` returns; without
/// `animatingDifferences` the batch update runs inside `UIView.performWithoutAnimation(_:)`, as
/// UIKit's does, so a renderer recording the update's frames shows it landing at once.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item (usually `dequeueConfiguredReusableCell(using:for:item:)`).
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?
  /// Makes a supplementary view (usually `dequeueConfiguredReusableSupplementary(using:for:)`).
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
    [:]
  private var hasApplied = false

  /// Makes the supplementary views; without one, a supplementary view the layout asks for is a
  /// misuse (UIKit raises an exception).
  open var supplementaryViewProvider: SupplementaryViewProvider?
  /// What expanding and collapsing outline items may do (iOS 14).
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// What reordering may do (iOS 14).
  open var reorderingHandlers = ReorderingHandlers()

  /// A data source for `collectionView`, which it becomes the data source of.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// A copy of the data as the collection view shows it.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Brings the collection view to `snapshot`'s state with one batch update.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if let misuse = snapshot.misuse { collectionView?.reportMisuse("apply(_:animatingDifferences:)", misuse) }
    let previous = current
    current = snapshot
    sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    update(from: previous, animated: animatingDifferences)
    completion?()
  }

  /// Brings the collection view to `snapshot`'s state by reloading it, without a difference
  /// (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    if let misuse = snapshot.misuse { collectionView?.reportMisuse("applySnapshotUsingReloadData(_:)", misuse) }
    current = snapshot
    sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    hasApplied = true
    collectionView?.reloadData()
    completion?()
  }

  /// Replaces one section's items with the visible items of a section snapshot (an outline), the
  /// section appended when the data does not hold it yet (iOS 14).
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if let misuse = snapshot.misuse { collectionView?.reportMisuse("apply(_:to:animatingDifferences:)", misuse) }
    var next = current
    if next.indexOfSection(section) == nil {
      next.appendSections([section])
    } else {
      next.deleteItems(next.itemIdentifiers(inSection: section))
    }
    next.appendItems(snapshot.visibleItems, toSection: section)
    let previous = current
    current = next
    sectionSnapshots[section] = snapshot
    if let misuse = next.misuse { collectionView?.reportMisuse("apply(_:to:animatingDifferences:)", misuse) }
    update(from: previous, animated: animatingDifferences)
    completion?()
  }

  /// The section's data as a section snapshot: the one applied to it, or its items as roots.
  open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let applied = sectionSnapshots[section] { return applied }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  private func update(
    from previous: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool
  ) {
    guard let collectionView else { return }
    guard hasApplied else {
      hasApplied = true
      collectionView.reloadData()
      return
    }
    let difference = SnapshotDifference(from: previous, to: current)
    if animated {
      batchUpdate(collectionView, difference)
    } else {
      UIView.performWithoutAnimation { batchUpdate(collectionView, difference) }
    }
    if difference.isEmpty, !current.reconfiguredItemIdentifiers.isEmpty { collectionView.reconfigureCells() }
  }

  /// `difference` as one batch update of `collectionView`.
  private func batchUpdate(_ collectionView: UICollectionView, _ difference: SnapshotDifference) {
    collectionView.performBatchUpdates {
      if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
      if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
      for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
      if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
      if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
      if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
      for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
      if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
    }
  }

  // MARK: Identifiers and index paths

  /// The item shown at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// Where the item is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section shown at `index` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index the section is shown at (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The outline facts of the item at `indexPath`: its depth, whether it has children and whether
  /// they are shown (what a list cell's indentation and outline disclosure read).
  package func outlinePosition(at indexPath: IndexPath) -> OutlinePosition? {
    guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
      let item = itemIdentifier(for: indexPath)
    else { return nil }
    let hasChildren = !outline.snapshot(of: item).items.isEmpty
    return OutlinePosition(
      level: outline.level(of: item), hasChildren: hasChildren, isExpanded: outline.isExpanded(item))
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      collectionView.reportMisuse("collectionView(_:cellForItemAt:)", "no item at \(indexPath)")
      return UICollectionViewCell()
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      collectionView.reportMisuse("cellProvider", "returned nil for the item \(item) at \(indexPath)")
      return UICollectionViewCell()
    }
    if let position = outlinePosition(at: indexPath) { cell.outlinePosition = position }
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let provider = supplementaryViewProvider else {
      collectionView.reportMisuse(
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        "the layout shows a supplementary view of kind \(kind) but supplementaryViewProvider is nil")
      return UICollectionReusableView()
    }
    guard let view = provider(collectionView, kind, indexPath) else {
      collectionView.reportMisuse("supplementaryViewProvider", "returned nil for kind \(kind) at \(indexPath)")
      return UICollectionReusableView()
    }
    return view
  }
}
