/// How the collection view scrolls when a layout (or its collection view) says so: UIKit's
/// `UIScrollView.isPagingEnabled` and `decelerationRate`, which a layout commonly sets on its
/// collection view in `prepare()` (a carousel's `collectionView.decelerationRate = .fast`).
///
/// A prepared layout that declares physics overrides the timeline's: a fling pages when paging
/// is on, and decelerates at the declared rate. The built-in layouts declare none.
public struct ScrollPhysics: Hashable, Sendable {
  /// Whether scrolling stops on multiples of the bounds size (`isPagingEnabled`).
  public var isPagingEnabled: Bool
  /// The fraction of its velocity a fling keeps each millisecond (`decelerationRate.rawValue`:
  /// 0.998 normal, 0.99 fast), in 0 < rate < 1.
  public var decelerationRate: Double

  /// Physics with paging off and the normal deceleration rate (0.998) unless given.
  public init(isPagingEnabled: Bool = false, decelerationRate: Double = 0.998) {
    self.isPagingEnabled = isPagingEnabled
    self.decelerationRate = decelerationRate
  }
}
