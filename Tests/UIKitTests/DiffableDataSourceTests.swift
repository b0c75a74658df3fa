import Testing
import UIKit

@testable import CollectionRenderUIKit

/// Data sources kept alive for the tests (collection views hold theirs weakly, as UIKit's).
@MainActor var keptDiffableSources: [AnyObject] = []

@MainActor
@Suite struct DiffableDataSourceTests {
  private func makeView(_ layout: UICollectionViewLayout) -> (
    UICollectionView, UICollectionViewDiffableDataSource<String, Int>
  ) {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    keptDiffableSources.append(dataSource)
    return (view, dataSource)
  }

  @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.moveItem(5, beforeItem: 4)
    snapshot.insertSections(["z"], beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
    #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 5, 4])
    #expect(snapshot.numberOfItems == 6)
    #expect(snapshot.numberOfItems(inSection: "b") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
    #expect(snapshot.indexOfItem(4) == 5)
    #expect(snapshot.indexOfSection("b") == 2)
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [5, 4])
    #expect(snapshot.misuse == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  /// UIKit raises an exception for a duplicate identifier; here the call is ignored and
  /// rendering the view fails with it.
  @Test func aDuplicateIdentifierIsKeptAsAMisuseAndFailsTheRender() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 1])
    #expect(snapshot.itemIdentifiers == [1, 2])
    #expect(snapshot.misuse?.contains("not unique") == true)
    let (view, dataSource) = makeView(UICollectionViewFlowLayout())
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(throws: UIKitLayoutError.self) { try view.renderedScene() }
  }

  @Test func applyingGivesTheViewItsCountsAndCells() throws {
    let (view, dataSource) = makeView(UICollectionViewFlowLayout())
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([10, 11], toSection: "a")
    snapshot.appendItems([20], toSection: "b")
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
    #expect(completed)
    #expect(view.numberOfSections == 2)
    #expect(view.numberOfItems(inSection: 0) == 2 && view.numberOfItems(inSection: 1) == 1)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 11)
    #expect(dataSource.indexPath(for: 20) == IndexPath(item: 0, section: 1))
    #expect(dataSource.sectionIdentifier(for: 1) == "b")
    let cell = try #require(view.configuredCell(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Item 20")
  }

  /// The layout is told the difference as one batch update, in UIKit's index paths (before the
  /// update for deletes, after it for inserts).
  @Test func aSecondSnapshotReachesTheLayoutAsABatchUpdate() {
    let layout = UpdateRecordingLayout()
    let (view, dataSource) = makeView(layout)
    var first = NSDiffableDataSourceSnapshot<String, Int>()
    first.appendSections(["a"])
    first.appendItems([1, 2, 3, 4])
    dataSource.apply(first, animatingDifferences: false)
    view.layoutIfNeeded()
    layout.events = []
    var second = first
    second.deleteItems([2])
    second.appendItems([5])
    second.moveItem(4, beforeItem: 1)
    dataSource.apply(second)
    #expect(view.numberOfItems(inSection: 0) == 4)
    let updates = layout.events.filter { $0.hasPrefix("update") }.sorted()
    #expect(updates == ["update delete 0,1", "update insert 0,3", "update move 0,0"])
    #expect(layout.events.last == "finalize")
  }

  @Test func theDifferenceCoversSectionsAndItemsThatChangeSection() {
    var old = NSDiffableDataSourceSnapshot<String, Int>()
    old.appendSections(["a", "b", "c"])
    old.appendItems([1, 2], toSection: "a")
    old.appendItems([3], toSection: "b")
    old.appendItems([4], toSection: "c")
    var new = NSDiffableDataSourceSnapshot<String, Int>()
    new.appendSections(["c", "a", "d"])
    new.appendItems([4, 3], toSection: "c")
    new.appendItems([1], toSection: "a")
    new.appendItems([2], toSection: "d")
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.deletedSections == IndexSet([1]))
    #expect(difference.insertedSections == IndexSet([2]))
    // "a" and "c" swap places: one of them moves (which one is the diff's choice).
    #expect(difference.movedSections.count == 1)
    // 3's section was deleted: it is inserted in "c"; 2 went to an inserted section: deleted.
    #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
    #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
    #expect(difference.movedItems.isEmpty)
  }

  @Test func aSectionSnapshotShowsOnlyTheChildrenOfExpandedParents() throws {
    var outline = NSDiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2])
    outline.append([10, 11], to: 1)
    outline.append([100], to: 10)
    outline.append([20], to: 2)
    outline.expand([1])
    #expect(outline.items == [1, 10, 100, 11, 2, 20])
    #expect(outline.visibleItems == [1, 10, 11, 2])
    #expect(outline.level(of: 100) == 2 && outline.parent(of: 100) == 10)
    #expect(!outline.isVisible(100) && outline.isVisible(11))
    #expect(outline.snapshot(of: 1).items == [10, 100, 11])
    #expect(outline.visualDescription() == "- 1\n    + 10\n          100\n      11\n+ 2\n      20")
    let (view, dataSource) = makeView(UICollectionViewFlowLayout())
    dataSource.apply(outline, to: "main", animatingDifferences: false)
    #expect(view.numberOfItems(inSection: 0) == 4)
    let cell = try #require(view.configuredCell(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(cell.indentationLevel == 1)
    let parent = try #require(view.configuredCell(at: IndexPath(item: 0, section: 0)))
    #expect(parent.configurationState.isExpanded)
    outline.delete([1])
    #expect(outline.items == [2, 20] && !outline.contains(100))
  }

  @Test func aRegistrationConfiguresEachCellWithItsItem() throws {
    let (view, dataSource) = makeView(UICollectionViewFlowLayout())
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([7, 8])
    dataSource.apply(snapshot, animatingDifferences: false)
    let first = try #require(view.configuredCell(at: IndexPath(item: 0, section: 0)))
    let second = try #require(view.configuredCell(at: IndexPath(item: 1, section: 0)))
    #expect(first !== second)
    #expect((second.contentConfiguration as? UIListContentConfiguration)?.text == "Item 8")
  }
}
