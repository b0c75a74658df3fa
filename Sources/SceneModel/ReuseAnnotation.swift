import Appearance
import Geometry

/// An overview's annotation of cell reuse between two scroll positions (the Xamarin guide's
/// cell-reuse figure): scrolled from `from` to the scene's content offset, the cells that left
/// the visible area are put in the reuse queue, and the cells that came on screen dequeue them.
///
/// Both sets come from the layout's rect queries at the two offsets, as one layout pass of
/// `UICollectionView` at the new offset sees them: cells that left are enqueued first, then each
/// cell coming on screen dequeues one (`dequeueReusableCell(withReuseIdentifier:for:)`).
/// Only cells are annotated; supplementary and decoration views have queues of their own.
public struct ReuseAnnotation: Hashable, Sendable {
  /// The content offset before the scroll, counted as the scene's `contentOffset` is (from the
  /// leading edge in right to left).
  public var from: Point
  /// The badge, arrow and queue outline of the cells put in the queue.
  public var queuedColor: Color
  /// The badge and arrow of the cells taken from the queue.
  public var dequeuedColor: Color
  /// The width of the reuse queue drawn beside the content, in points; the queued cells are
  /// shown in it, scaled down to fit.
  public var queueWidth: Double

  /// The previous viewport's outline: thin and grey, under the current one.
  public static let previousViewportColor = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)

  /// Reuse from the offset `from`, with cells put in the queue in purple and dequeued ones in blue,
  /// beside a 96-point queue, unless given.
  public init(
    from: Point, queuedColor: Color = Color(red8: 0xAF, green8: 0x52, blue8: 0xDE),
    dequeuedColor: Color = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF), queueWidth: Double = 96
  ) {
    self.from = from
    self.queuedColor = queuedColor
    self.dequeuedColor = dequeuedColor
    self.queueWidth = queueWidth
  }
}
