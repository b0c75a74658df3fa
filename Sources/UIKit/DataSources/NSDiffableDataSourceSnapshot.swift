/// The state of a collection view's data as identifiers: sections in order, each with its items
/// in order (UIKit's `NSDiffableDataSourceSnapshot`). Build one, then give it to a
/// ``UICollectionViewDiffableDataSource``'s `apply(_:animatingDifferences:completion:)`.
///
/// Identifiers are unique across the snapshot, as UIKit requires: UIKit raises an exception
/// for a duplicate or an unknown identifier; here the call is ignored and the first such misuse is
/// kept (``misuse``), so that rendering the collection view the snapshot is applied to fails
/// with it instead of the process trapping.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  private var reloadedSections: [SectionIdentifierType] = []
  private var reloadedItems: [ItemIdentifierType] = []
  private var reconfiguredItems: [ItemIdentifierType] = []
  /// The first call that UIKit would have refused (a duplicate identifier, an identifier the
  /// snapshot does not hold), as `"call: reason"`; nil when every call was valid.
  package private(set) var misuse: String?

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item's identifier, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
  /// The sections marked with `reloadSections(_:)`.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
  /// The items marked with `reloadItems(_:)`.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
  /// The items marked with `reconfigureItems(_:)`.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

  /// The number of items in the section; 0 for a section the snapshot does not hold.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    indexOfSection(identifier).map { items[$0].count } ?? 0
  }

  /// The section's items in order; empty for a section the snapshot does not hold.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    indexOfSection(identifier).map { items[$0] } ?? []
  }

  /// The section holding the item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }

  /// The item's index among all the snapshot's items (``itemIdentifiers``).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section) else { return nil }
    let before = items[..<sectionIndex].reduce(0) { $0 + $1.count }
    return items[sectionIndex].firstIndex(of: identifier).map { before + $0 }
  }

  /// The section's index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  /// The item's index path, as the collection view numbers it.
  package func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
      let item = items[sectionIndex].firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  /// The item at an index path, as the collection view numbers it.
  package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  // MARK: Items

  /// Appends items to a section (the last one when nil).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let call = "appendItems(_:toSection:)"
    guard let section = sectionIdentifier ?? sections.last else {
      return refuse(call, "there is no section to append items to (append a section first)")
    }
    guard let sectionIndex = indexOfSection(section) else {
      return refuse(call, "the section \(section) is not in the snapshot")
    }
    insert(identifiers, inSection: sectionIndex, at: items[sectionIndex].count, call: call)
  }

  /// Inserts items before an item.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    guard let path = indexPath(of: beforeIdentifier) else {
      return refuse("insertItems(_:beforeItem:)", "the item \(beforeIdentifier) is not in the snapshot")
    }
    insert(identifiers, inSection: path.section, at: path.item, call: "insertItems(_:beforeItem:)")
  }

  /// Inserts items after an item.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    guard let path = indexPath(of: afterIdentifier) else {
      return refuse("insertItems(_:afterItem:)", "the item \(afterIdentifier) is not in the snapshot")
    }
    insert(identifiers, inSection: path.section, at: path.item + 1, call: "insertItems(_:afterItem:)")
  }

  /// Deletes items; identifiers the snapshot does not hold are ignored, as UIKit ignores them.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for index in items.indices { items[index].removeAll { doomed.contains($0) } }
    for identifier in identifiers { sectionOfItem[identifier] = nil }
  }

  /// Deletes every item and every section: the snapshot is empty afterwards, as UIKit's is.
  public mutating func deleteAllItems() {
    sections.removeAll()
    items.removeAll()
    sectionOfItem.removeAll()
  }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    move(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    move(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
  }

  /// Marks items to be reloaded (their cells made anew) when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      return refuse("reloadItems(_:)", "the item \(identifier) is not in the snapshot")
    }
    reloadedItems += identifiers
  }

  /// Marks items to be reconfigured (their cells configured again) when the snapshot is applied.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      return refuse("reconfigureItems(_:)", "the item \(identifier) is not in the snapshot")
    }
    reconfiguredItems += identifiers
  }

  // MARK: Sections

  /// Appends sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count, call: "appendSections(_:)")
  }

  /// Inserts sections before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else {
      return refuse("insertSections(_:beforeSection:)", "the section \(toIdentifier) is not in the snapshot")
    }
    insertSections(identifiers, at: index, call: "insertSections(_:beforeSection:)")
  }

  /// Inserts sections after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else {
      return refuse("insertSections(_:afterSection:)", "the section \(toIdentifier) is not in the snapshot")
    }
    insertSections(identifiers, at: index + 1, call: "insertSections(_:afterSection:)")
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let index = indexOfSection(identifier) else { continue }
      for item in items[index] { sectionOfItem[item] = nil }
      sections.remove(at: index)
      items.remove(at: index)
    }
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
  }

  /// Marks sections to be reloaded when the snapshot is applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where indexOfSection(identifier) == nil {
      return refuse("reloadSections(_:)", "the section \(identifier) is not in the snapshot")
    }
    reloadedSections += identifiers
  }

  // MARK: Editing

  private mutating func refuse(_ call: String, _ reason: String) {
    if misuse == nil { misuse = "\(call): \(reason)" }
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], inSection sectionIndex: Int, at position: Int, call: String
  ) {
    var fresh: [ItemIdentifierType] = []
    var seen = Set<ItemIdentifierType>()
    for identifier in identifiers {
      guard sectionOfItem[identifier] == nil, seen.insert(identifier).inserted else {
        refuse(call, "the item identifier \(identifier) is not unique (UIKit requires unique identifiers)")
        continue
      }
      fresh.append(identifier)
      sectionOfItem[identifier] = sections[sectionIndex]
    }
    items[sectionIndex].insert(contentsOf: fresh, at: position)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at position: Int, call: String) {
    var fresh: [SectionIdentifierType] = []
    for identifier in identifiers {
      guard !sections.contains(identifier), !fresh.contains(identifier) else {
        refuse(call, "the section identifier \(identifier) is not unique (UIKit requires unique identifiers)")
        continue
      }
      fresh.append(identifier)
    }
    sections.insert(contentsOf: fresh, at: position)
    items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: position)
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool, call: String
  ) {
    guard identifier != target else { return }
    guard let from = indexPath(of: identifier) else {
      return refuse(call, "the item \(identifier) is not in the snapshot")
    }
    guard indexPath(of: target) != nil else { return refuse(call, "the item \(target) is not in the snapshot") }
    items[from.section].remove(at: from.item)
    let to = indexPath(of: target)!
    items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    sectionOfItem[identifier] = sections[to.section]
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool, call: String
  ) {
    guard identifier != target else { return }
    guard let from = indexOfSection(identifier) else {
      return refuse(call, "the section \(identifier) is not in the snapshot")
    }
    guard indexOfSection(target) != nil else { return refuse(call, "the section \(target) is not in the snapshot") }
    let moved = items.remove(at: from)
    sections.remove(at: from)
    let to = indexOfSection(target)! + (after ? 1 : 0)
    sections.insert(identifier, at: to)
    items.insert(moved, at: to)
  }
}
