/// Which item is which across a collection view's batch updates, as UIKit applies the changes
/// given to `performBatchUpdates`: deletes, reloads and the sources of moves name index paths
/// of the data before the update; inserts and the destinations of moves name index paths of
/// the data after it (UIKit's `performBatchUpdates(_:completion:)` documentation: "deletes are
/// processed before inserts in batch operations").
///
/// ```
///  before      [0 1 2] [3 4]        a number per item of the data before
///  delete 0:1 · insert 1:0 · move 1:1 → 0:0
///  survivors   [0 2]   [3]          deleted items and the sources of moves removed
///  arrivals    [4 0 2] [5 3]        inserts (new numbers) and moves, at their new index
///                                   paths in ascending order
/// ```
///
/// An inserted section brings the items the data source gives it, new ones. A reloaded item or
/// section is deleted and inserted (it gets new numbers), as UIKit animates a reload: the old
/// cell fades out as the new one fades in.
struct BatchUpdateIdentities {
  /// A batch update UIKit would refuse (an index path out of range), and why.
  struct Invalid: Error {
    let reason: String
  }

  /// Each section's items, by number.
  private(set) var sections: [[Int]]
  /// The number the next new item gets.
  private var nextNumber: Int

  /// The identities of data with `counts[s]` items in section `s`: items numbered in order.
  init(counts: [Int]) {
    var next = 0
    sections = counts.map { count in
      defer { next += count }
      return Array(next..<next + count)
    }
    nextNumber = next
  }

  /// The number of items in each section.
  var counts: [Int] { sections.map(\.count) }

  /// Data reloaded to `counts`: no item matches one before.
  mutating func reload(counts: [Int]) {
    sections = counts.map { count in (0..<count).map { _ in newNumber() } }
  }

  /// The identities after one batch update of `changes` (`UICollectionViewUpdateItem`s as the
  /// layout received them, as plain values) that leads to `counts[s]` items in section `s`;
  /// throws when the changes do not give those counts, as UIKit raises.
  mutating func apply(_ changes: [Change], counts: [Int]) throws(Invalid) {
    let update = try Update(changes, sections: sections)
    var slots = sections.indices.filter {
      !update.deletedSections.contains($0) && !update.sectionsMovedAway.contains($0)
    }.map { Optional($0) }
    for (index, origin) in update.arrivingSections {
      guard index <= slots.count else {
        throw Invalid(reason: "section \(index) is inserted past the last section (\(slots.count) sections)")
      }
      slots.insert(origin, at: index)
    }
    guard slots.count == counts.count else {
      throw Invalid(reason: "the data source has \(counts.count) sections, the update makes \(slots.count)")
    }
    var result: [[Int]] = []
    for (section, origin) in slots.enumerated() {
      // A section inserted or reloaded is new: whatever does not arrive in it is a new item.
      let isNew = origin.map { update.reloadedSections.contains($0) } ?? true
      var numbers = isNew ? [] : origin.map { survivors(of: $0, update) } ?? []
      for (index, number) in update.arrivingItems[section, default: []] {
        guard index <= numbers.count else {
          throw Invalid(
            reason: "item \(index) of section \(section) is inserted past the section's end (\(numbers.count) items)")
        }
        numbers.insert(number ?? newNumber(), at: index)
      }
      while isNew && numbers.count < counts[section] { numbers.append(newNumber()) }
      guard numbers.count == counts[section] else {
        throw Invalid(
          reason: "section \(section) has \(counts[section]) items in the data source; the update, from "
            + "\(origin.map { "the \(sections[$0].count) of section \($0)" } ?? "none") with its inserts, deletes "
            + "and moves, makes \(numbers.count)")
      }
      result.append(numbers)
    }
    sections = result
  }

  /// The items of old section `section` that stay in it, in order; reloaded ones renumbered.
  private mutating func survivors(of section: Int, _ update: Update) -> [Int] {
    var numbers: [Int] = []
    for (item, number) in sections[section].enumerated() {
      let path = Update.Path(section: section, item: item)
      if update.deletedItems.contains(path) || update.itemsMovedAway.contains(path) { continue }
      numbers.append(update.reloadedItems.contains(path) ? newNumber() : number)
    }
    return numbers
  }

  private mutating func newNumber() -> Int {
    defer { nextNumber += 1 }
    return nextNumber
  }
}

extension BatchUpdateIdentities {
  /// One change of a batch update: `UICollectionViewUpdateItem`'s action and index paths (a
  /// section's change has a one-element path).
  struct Change {
    /// What the change does.
    enum Action { case insert, delete, reload, move }
    var action: Action
    /// The index path in the data before the update (deletes, reloads, the sources of moves).
    var before: [Int]? = nil
    /// The index path in the data after the update (inserts, the destinations of moves).
    var after: [Int]? = nil
  }

  /// A batch update's changes sorted by what they do to the data before.
  private struct Update {
    struct Path: Hashable {
      var section: Int
      var item: Int
    }

    var deletedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionsMovedAway = Set<Int>()
    /// Sections after the update that are new (nil) or moved from an old section, by new index.
    var arrivingSections: [(index: Int, origin: Int?)] = []
    var deletedItems = Set<Path>()
    var reloadedItems = Set<Path>()
    var itemsMovedAway = Set<Path>()
    /// Items after the update that are new (nil) or moved (their number), by new section.
    var arrivingItems: [Int: [(index: Int, number: Int?)]] = [:]

    init(_ changes: [Change], sections: [[Int]]) throws(Invalid) {
      func old(_ path: [Int]?) throws(Invalid) -> Path {
        guard let path, path.count == 2, sections.indices.contains(path[0]), sections[path[0]].indices.contains(path[1])
        else { throw Invalid(reason: "\(path ?? []) names no item of the data before the update") }
        return Path(section: path[0], item: path[1])
      }
      func oldSection(_ path: [Int]?) throws(Invalid) -> Int {
        guard let path, path.count == 1, sections.indices.contains(path[0]) else {
          throw Invalid(reason: "\(path ?? []) names no section of the data before the update")
        }
        return path[0]
      }
      func new(_ path: [Int]?) throws(Invalid) -> [Int] {
        guard let path, path.allSatisfy({ $0 >= 0 }) else {
          throw Invalid(reason: "\(path ?? []) is no index path of the data after the update")
        }
        return path
      }
      for change in changes {
        let isSection = (change.before ?? change.after)?.count == 1
        switch (change.action, isSection) {
        case (.delete, true): deletedSections.insert(try oldSection(change.before))
        case (.delete, false): deletedItems.insert(try old(change.before))
        case (.reload, true): reloadedSections.insert(try oldSection(change.before))
        case (.reload, false): reloadedItems.insert(try old(change.before))
        case (.insert, true): arrivingSections.append((try new(change.after)[0], nil))
        case (.insert, false): try arrive(new(change.after), number: nil)
        case (.move, true):
          let from = try oldSection(change.before)
          sectionsMovedAway.insert(from)
          arrivingSections.append((try new(change.after)[0], from))
        case (.move, false):
          let from = try old(change.before)
          itemsMovedAway.insert(from)
          try arrive(new(change.after), number: sections[from.section][from.item])
        }
      }
      arrivingSections.sort { $0.index < $1.index }
      for section in arrivingItems.keys { arrivingItems[section]?.sort { $0.index < $1.index } }
    }

    private mutating func arrive(_ path: [Int], number: Int?) throws(Invalid) {
      guard path.count == 2 else { throw Invalid(reason: "\(path) is no item index path") }
      arrivingItems[path[0], default: []].append((path[1], number))
    }
  }
}
