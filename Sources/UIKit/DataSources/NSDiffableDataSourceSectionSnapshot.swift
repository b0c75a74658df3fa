/// One section's items as a tree (UIKit's `NSDiffableDataSourceSectionSnapshot`, iOS 14): root
/// items, children under parents, and which parents are expanded. An outline list applies one per
/// section; only the items whose ancestors are all expanded are shown (``visibleItems``).
///
/// As in ``NSDiffableDataSourceSnapshot``, a call UIKit would refuse (a duplicate identifier,
/// a parent the snapshot does not hold) is ignored and the first one kept in `misuse`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: @unchecked Sendable
where ItemIdentifierType: Hashable & Sendable {
  private var roots: [ItemIdentifierType] = []
  private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
  private var expandedItems: Set<ItemIdentifierType> = []
  private var allItems: Set<ItemIdentifierType> = []
  /// The first call that UIKit would have refused, as `"call: reason"`; nil when none was.
  package private(set) var misuse: String?

  /// An empty section snapshot.
  public init() {}

  /// A copy of `snapshot`.
  public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    self = snapshot
  }

  // MARK: Reading

  /// Every item, depth first (a parent before its children).
  public var items: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    visit(roots, into: &result, onlyVisible: false)
    return result
  }

  /// The items without a parent, in order.
  public var rootItems: [ItemIdentifierType] { roots }

  /// The items shown: depth first, skipping the children of collapsed parents.
  public var visibleItems: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    visit(roots, into: &result, onlyVisible: true)
    return result
  }

  /// Whether the item is expanded (its children shown when it is visible).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

  /// Whether every ancestor of the item is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parentOf[current] {
      if !expandedItems.contains(parent) { return false }
      current = parent
    }
    return true
  }

  /// Whether the snapshot holds the item.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    allItems.contains(item)
  }

  /// The item's depth: 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = item
    while let parent = parentOf[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The item's index in ``items``.
  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

  /// The item's parent; nil for a root item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

  /// The subtree under `parent` as a snapshot of its own (with `parent` as its root when
  /// `includingParent`).
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    guard contains(parent) else { return result }
    if includingParent {
      result.roots = [parent]
      result.copySubtree(of: parent, from: self)
      if expandedItems.contains(parent) { result.expandedItems.insert(parent) }
    } else {
      result.roots = childrenOf[parent] ?? []
      for child in result.roots { result.copySubtree(of: child, from: self) }
      for child in result.roots where expandedItems.contains(child) { result.expandedItems.insert(child) }
    }
    return result
  }

  /// A text drawing of the tree: one line per item, indented by level, `+` before a collapsed
  /// parent and `-` before an expanded one.
  public func visualDescription() -> String {
    items.map { item in
      let marker = childrenOf[item].map { _ in expandedItems.contains(item) ? "- " : "+ " } ?? "  "
      return String(repeating: "    ", count: level(of: item)) + marker + "\(item)"
    }.joined(separator: "\n")
  }

  // MARK: Editing

  /// Appends items as children of `parent` (as root items when nil).
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent {
      guard contains(parent) else {
        return refuse("append(_:to:)", "the parent \(parent) is not in the section snapshot")
      }
      adopt(items, under: parent, at: childrenOf[parent]?.count ?? 0, call: "append(_:to:)")
    } else {
      adopt(items, under: nil, at: roots.count, call: "append(_:to:)")
    }
  }

  /// Inserts items as siblings before `item`.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insertSiblings(items, of: item, after: false, call: "insert(_:before:)")
  }

  /// Inserts items as siblings after `item`.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insertSiblings(items, of: item, after: true, call: "insert(_:after:)")
  }

  /// Inserts another snapshot's roots (with their subtrees) as siblings before `item`.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) {
    insertSiblings(snapshot.roots, of: item, after: false, call: "insert(_:before:)")
    graft(snapshot)
  }

  /// Inserts another snapshot's roots (with their subtrees) as siblings after `item`.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) {
    insertSiblings(snapshot.roots, of: item, after: true, call: "insert(_:after:)")
    graft(snapshot)
  }

  /// Replaces the children of `parent` with another snapshot's roots and their subtrees.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard contains(parent) else {
      return refuse("replace(childrenOf:using:)", "the parent \(parent) is not in the section snapshot")
    }
    for child in childrenOf[parent] ?? [] { removeSubtree(child) }
    childrenOf[parent] = nil
    adopt(snapshot.roots, under: parent, at: 0, call: "replace(childrenOf:using:)")
    graft(snapshot)
  }

  /// Deletes items with their subtrees.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) {
      if let parent = parentOf[item] {
        childrenOf[parent]?.removeAll { $0 == item }
        if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
      } else {
        roots.removeAll { $0 == item }
      }
      removeSubtree(item)
    }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    self = NSDiffableDataSourceSectionSnapshot()
  }

  /// Expands items: their children show while they are visible.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) { expandedItems.insert(item) }
  }

  /// Collapses items: their subtrees are hidden.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expandedItems.remove(item) }
  }

  private mutating func refuse(_ call: String, _ reason: String) {
    if misuse == nil { misuse = "\(call): \(reason)" }
  }

  private func visit(_ level: [ItemIdentifierType], into result: inout [ItemIdentifierType], onlyVisible: Bool) {
    for item in level {
      result.append(item)
      if let children = childrenOf[item], !onlyVisible || expandedItems.contains(item) {
        visit(children, into: &result, onlyVisible: onlyVisible)
      }
    }
  }

  private mutating func adopt(
    _ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at position: Int, call: String
  ) {
    var fresh: [ItemIdentifierType] = []
    var seen = Set<ItemIdentifierType>()
    for item in items {
      guard !contains(item), seen.insert(item).inserted else {
        refuse(call, "the item identifier \(item) is not unique (UIKit requires unique identifiers)")
        continue
      }
      fresh.append(item)
    }
    allItems.formUnion(fresh)
    if let parent {
      childrenOf[parent, default: []].insert(contentsOf: fresh, at: position)
      for item in fresh { parentOf[item] = parent }
    } else {
      roots.insert(contentsOf: fresh, at: position)
    }
  }

  private mutating func insertSiblings(
    _ items: [ItemIdentifierType], of item: ItemIdentifierType, after: Bool, call: String
  ) {
    guard contains(item) else { return refuse(call, "the item \(item) is not in the section snapshot") }
    let parent = parentOf[item]
    let siblings = parent.map { childrenOf[$0] ?? [] } ?? roots
    let position = siblings.firstIndex(of: item)! + (after ? 1 : 0)
    adopt(items, under: parent, at: position, call: call)
  }

  /// Copies the subtrees and expansion of `snapshot`'s roots, already adopted, into this one.
  private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    for root in snapshot.roots where contains(root) { copySubtree(of: root, from: snapshot) }
    expandedItems.formUnion(snapshot.expandedItems.filter { contains($0) })
  }

  private mutating func copySubtree(
    of item: ItemIdentifierType, from source: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard let children = source.childrenOf[item] else { return }
    adopt(children, under: item, at: childrenOf[item]?.count ?? 0, call: "append(_:to:)")
    for child in children {
      if source.expandedItems.contains(child) { expandedItems.insert(child) }
      copySubtree(of: child, from: source)
    }
  }

  private mutating func removeSubtree(_ item: ItemIdentifierType) {
    for child in childrenOf[item] ?? [] { removeSubtree(child) }
    childrenOf[item] = nil
    parentOf[item] = nil
    allItems.remove(item)
    expandedItems.remove(item)
  }
}
