/// The batch update that takes a collection view from one snapshot to another, in UIKit's update
/// vocabulary (index paths before the update for deletes and reloads, after it for inserts).
///
/// UIKit does not document how its diffable data source computes the difference; this one gives
/// the smallest update in the terms a layout sees (`prepare(forCollectionViewUpdates:)`):
/// sections deleted and inserted by identity, surviving sections that changed places moved,
/// items deleted and inserted by identity except where their section's delete or insert already
/// covers them, items that changed section moved, and items whose order among the survivors of
/// their section changed moved (the moves of Swift's `CollectionDifference.inferringMoves()`).
package struct SnapshotDifference {
  package var deletedSections = IndexSet()
  package var insertedSections = IndexSet()
  package var movedSections: [(from: Int, to: Int)] = []
  package var deletedItems: [IndexPath] = []
  package var insertedItems: [IndexPath] = []
  package var movedItems: [(from: IndexPath, to: IndexPath)] = []
  package var reloadedItems: [IndexPath] = []
  package var reloadedSections = IndexSet()

  /// Whether nothing changes.
  package var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty
  }

  package init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let kept = Set(oldSections).intersection(newSections)
    for (index, section) in oldSections.enumerated() where !kept.contains(section) { deletedSections.insert(index) }
    for (index, section) in newSections.enumerated() where !kept.contains(section) { insertedSections.insert(index) }
    let oldKept = oldSections.filter { kept.contains($0) }
    let newKept = newSections.filter { kept.contains($0) }
    for section in Self.moved(from: oldKept, to: newKept) {
      movedSections.append((old.indexOfSection(section)!, new.indexOfSection(section)!))
    }
    for section in new.reloadedSectionIdentifiers {
      if let index = old.indexOfSection(section), kept.contains(section) { reloadedSections.insert(index) }
    }
    diffItems(from: old, to: new, keptSections: kept)
  }

  private mutating func diffItems<S, I>(
    from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>, keptSections: Set<S>
  ) {
    for item in old.itemIdentifiers {
      let section = old.sectionIdentifier(containingItem: item)!
      guard keptSections.contains(section) else { continue }  // the section's delete covers it
      if new.sectionIdentifier(containingItem: item).map({ !keptSections.contains($0) }) ?? true {
        deletedItems.append(old.indexPath(of: item)!)
      }
    }
    for item in new.itemIdentifiers {
      let section = new.sectionIdentifier(containingItem: item)!
      guard keptSections.contains(section) else { continue }  // the section's insert covers it
      guard let oldSection = old.sectionIdentifier(containingItem: item), keptSections.contains(oldSection) else {
        insertedItems.append(new.indexPath(of: item)!)
        continue
      }
      if oldSection != section { movedItems.append((old.indexPath(of: item)!, new.indexPath(of: item)!)) }
    }
    for section in keptSections.sorted(by: { new.indexOfSection($0)! < new.indexOfSection($1)! }) {
      let newItems = new.itemIdentifiers(inSection: section)
      let stayed = Set(old.itemIdentifiers(inSection: section)).intersection(newItems)
      let before = old.itemIdentifiers(inSection: section).filter { stayed.contains($0) }
      let after = newItems.filter { stayed.contains($0) }
      for item in Self.moved(from: before, to: after) {
        movedItems.append((old.indexPath(of: item)!, new.indexPath(of: item)!))
      }
    }
    for item in new.reloadedItemIdentifiers {
      if let path = old.indexPath(of: item), new.indexPath(of: item) != nil { reloadedItems.append(path) }
    }
  }

  /// The elements of `old` that change places to give `new` (same elements, other order): the
  /// removals `CollectionDifference.inferringMoves()` pairs with an insertion.
  private static func moved<T: Hashable>(from old: [T], to new: [T]) -> [T] {
    guard old != new else { return [] }
    return new.difference(from: old).inferringMoves().compactMap { change in
      if case .remove(_, let element, let associated) = change, associated != nil { return element }
      return nil
    }
  }
}
