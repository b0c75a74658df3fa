/// The difference between two datasets, item by item, from stable item identities.
///
/// ```
///  old  [a b c] [d]        identities matched by value and occurrence: the k-th `x` of the
///  new  [c a] [d e]        old data is the k-th `x` of the new data (duplicates pair up in
///                          order, extras are inserted or deleted)
///  matches  a 0:0→0:1, c 0:2→0:0, d 1:0→1:0
///  deletions 0:1 (b)   insertions 1:1 (e)   moves: a (one move is the fewest: c, d keep
///                                           their relative order)
/// ```
import CollectionLayout

/// Which items of the old data are deleted, which of the new data are inserted, and where each
/// remaining item goes: what `performBatchUpdates` is told, derived from identities.
public struct ItemDiff: Hashable, Sendable {
  /// An item present before and after: its index path in each.
  public struct Match: Hashable, Sendable, CustomStringConvertible {
    /// The item's index path in the old data.
    public var from: ElementIndexPath
    /// The item's index path in the new data.
    public var to: ElementIndexPath

    /// A match of the item at `from` in the old data with the one at `to` in the new.
    public init(from: ElementIndexPath, to: ElementIndexPath) {
      self.from = from
      self.to = to
    }

    /// The two index paths joined by an arrow, for messages and test failures.
    public var description: String { "\(from)→\(to)" }
  }

  /// Every item present in both, in old index-path order.
  public let matches: [Match]
  /// Old index paths of the items only the old data has, in order.
  public let deletions: [ElementIndexPath]
  /// New index paths of the items only the new data has, in order.
  public let insertions: [ElementIndexPath]
  /// The matches that are moves in `performBatchUpdates`' sense: items that change section, and
  /// the fewest others whose order relative to the rest changes: the matches outside a longest
  /// run that keeps its order (of several such runs, the one patience sorting finds, which
  /// keeps the items that land earliest). Moves are for reporting; the animation moves every
  /// match from its old place to its new one.
  public let moves: [Match]
  /// The number of items per section, before and after.
  public let oldSectionCounts: [Int]
  /// The number of items in each section of the new data.
  public let newSectionCounts: [Int]

  private let newPaths: [ElementIndexPath: ElementIndexPath]
  private let oldPaths: [ElementIndexPath: ElementIndexPath]

  /// The difference between `old` and `new`, each a list of sections of item identities
  /// (the scene's item ids). Sections correspond by position; a section only one side has is
  /// all deletions or all insertions. Items that change section are moves.
  public init<ID: Hashable>(from old: [[ID]], to new: [[ID]]) {
    typealias Key = OccurrenceKey<ID>
    func keyed(_ sections: [[ID]]) -> [(Key, ElementIndexPath)] {
      var counts: [ID: Int] = [:]
      var result: [(Key, ElementIndexPath)] = []
      for (section, items) in sections.enumerated() {
        for (item, id) in items.enumerated() {
          let occurrence = counts[id, default: 0]
          counts[id] = occurrence + 1
          result.append((Key(id: id, occurrence: occurrence), ElementIndexPath(item: item, section: section)))
        }
      }
      return result
    }
    let oldKeyed = keyed(old)
    let newKeyed = keyed(new)
    var newPosition: [Key: Int] = [:]
    for (position, (key, _)) in newKeyed.enumerated() { newPosition[key] = position }

    var matches: [Match] = []
    var matchedNewPositions: [Int] = []
    var deletions: [ElementIndexPath] = []
    var matchedNew = Set<Int>()
    for (key, path) in oldKeyed {
      if let position = newPosition[key] {
        matches.append(Match(from: path, to: newKeyed[position].1))
        matchedNewPositions.append(position)
        matchedNew.insert(position)
      } else {
        deletions.append(path)
      }
    }
    let insertions = newKeyed.indices.filter { !matchedNew.contains($0) }.map { newKeyed[$0].1 }
    let kept = Set(Self.longestIncreasingRun(matchedNewPositions))
    self.moves = matches.indices
      .filter { !kept.contains($0) || matches[$0].from.section != matches[$0].to.section }
      .map { matches[$0] }
    self.matches = matches
    self.deletions = deletions
    self.insertions = insertions
    self.oldSectionCounts = old.map(\.count)
    self.newSectionCounts = new.map(\.count)
    var newPaths: [ElementIndexPath: ElementIndexPath] = [:]
    var oldPaths: [ElementIndexPath: ElementIndexPath] = [:]
    for match in matches {
      newPaths[match.from] = match.to
      oldPaths[match.to] = match.from
    }
    self.newPaths = newPaths
    self.oldPaths = oldPaths
  }

  /// Where the item at old index path `indexPath` is after the update, or `nil` if deleted.
  public func newIndexPath(forOld indexPath: ElementIndexPath) -> ElementIndexPath? { newPaths[indexPath] }

  /// Where the item at new index path `indexPath` was before the update, or `nil` if inserted.
  public func oldIndexPath(forNew indexPath: ElementIndexPath) -> ElementIndexPath? { oldPaths[indexPath] }

  /// Whether the update changes nothing.
  public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

  /// The indices of a longest strictly increasing subsequence of `values` (patience sorting,
  /// O(n log n)); among several, the one whose values are smallest at each length.
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // tails[k]: index of the smallest tail of a run of length k + 1
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var index = tails.last ?? -1
    while index >= 0 {
      result.append(index)
      index = previous[index]
    }
    return result.reversed()
  }
}

/// An identity and which occurrence of it (0 for the first): unique even with duplicates.
private struct OccurrenceKey<ID: Hashable>: Hashable {
  var id: ID
  var occurrence: Int
}
