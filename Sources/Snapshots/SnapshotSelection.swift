import CollectionRender
import Foundation

/// Which of a run's snapshots this process checks: those whose names match a filter, and of
/// the planned checks, this shard's part.
///
/// Shards split the plan round-robin in the order the plan lists its checks (scenes as given,
/// then devices, then kinds), so every shard of the same command line takes the same, disjoint
/// checks, and together they take all of them; a scene's variants stay with their check.
public struct SnapshotSelection: Hashable, Sendable {
  /// Names or `fnmatch` patterns (`flow-grid.*`); a snapshot is checked when it matches one.
  /// Empty: every snapshot.
  public var filters: [String]
  /// Part K (from 1) of N, or `nil` for the whole plan.
  public var shard: (index: Int, count: Int)? {
    get { shardIndex.map { ($0, shardCount) } }
    set {
      shardIndex = newValue?.index
      shardCount = newValue?.count ?? 1
    }
  }
  var shardIndex: Int?
  var shardCount = 1

  /// Every snapshot of the plan.
  public static let all = SnapshotSelection(filters: [], shard: nil)

  /// The snapshots matching `filters` (every one when empty) of part `shard` (all when `nil`).
  public init(filters: [String], shard: (index: Int, count: Int)?) {
    self.filters = filters
    self.shard = shard
  }

  /// This shard's checks of `checks`, in their order.
  public func shardChecks(_ checks: [SnapshotPlan.Check]) -> [SnapshotPlan.Check] {
    guard let shardIndex else { return checks }
    return checks.enumerated().filter { $0.offset % shardCount == shardIndex - 1 }.map(\.element)
  }

  /// Whether the snapshot called `name` (with its device and variant, as reports show it) is
  /// checked: it matches a filter, or there is none.
  public func includes(name: String) -> Bool {
    filters.isEmpty || filters.contains { fnmatch($0, name, 0) == 0 }
  }
}
