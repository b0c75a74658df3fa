import Foundation

/// The frames of a batch this run renders: a range (`A..B`, inclusive), split into `K/N`
/// contiguous shards (K from 1), the union of which is the range.
public struct FrameSelection: Hashable, Sendable {
  /// The inclusive range requested, in the batch's indices; `nil` upper means "to the end".
  public var lower: Int
  /// The last frame requested (inclusive); `nil` is the batch's last.
  public var upper: Int?
  /// Shard `shardIndex` (1…shardCount) of `shardCount`; 1 of 1 is the whole range.
  public var shardIndex: Int
  /// The number of shards the range is split into (1: no sharding).
  public var shardCount: Int

  /// A selection of frames `lower...upper` (all by default), shard `shardIndex` of `shardCount`.
  public init(lower: Int = 0, upper: Int? = nil, shardIndex: Int = 1, shardCount: Int = 1) {
    self.lower = lower
    self.upper = upper
    self.shardIndex = shardIndex
    self.shardCount = shardCount
  }

  /// Everything.
  public static let all = FrameSelection()

  /// The frames selected from a batch of `frameCount` frames, or an error when the range lies
  /// outside the batch.
  public func frames(of frameCount: Int) throws(InvalidOption) -> Range<Int> {
    let last = frameCount - 1
    guard lower <= last else {
      throw InvalidOption(.range, nil, "frame \(lower) is outside the batch (frames 0…\(last))")
    }
    if let upper, upper > last {
      throw InvalidOption(.range, nil, "frame \(upper) is outside the batch (frames 0…\(last))")
    }
    let range = lower..<((upper ?? last) + 1)
    // Contiguous parts whose sizes differ by at most one.
    let size = range.count
    let start = range.lowerBound + size * (shardIndex - 1) / shardCount
    let end = range.lowerBound + size * shardIndex / shardCount
    return start..<end
  }
}
