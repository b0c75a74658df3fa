import CollectionLayout
import CollectionRender
import Geometry
import Motion
import UIKit

/// Scroll animations of a collection view built in Swift: the timeline is planned against the
/// app's layout on the main actor, in frame order (each step moves the bounds, so the layout is
/// asked `shouldInvalidateLayout(forBoundsChange:)` and prepared again as UIKit would), and the
/// answers are kept, so the frames then render on any number of threads with byte-identical
/// results.
///
/// ```swift
/// let batch = try collectionView.flingFrames(velocity: CGPoint(x: 2400, y: 0))
/// let summary = try FrameBatchRunner(batch: batch, png: .frames, pattern: .standard)
///   .run(.init(jobs: 2, frames: 0..<batch.frames.count, directory: "frames"))
/// ```
///
/// A fling decelerates at the collection view's `decelerationRate` and pages when
/// `isPagingEnabled` is on (a layout commonly sets both in `prepare()`), and comes to rest where
/// the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
extension UICollectionView {
  /// The frames of `timeline`, played from the collection view's current state. The collection
  /// view is left at the offset it had.
  public func frameBatch(_ timeline: Timeline, pixelAligned: Bool = true) throws -> FrameBatch {
    try onItsScreen { () throws -> FrameBatch in try plannedFrames(timeline, pixelAligned: pixelAligned) }
  }

  private func plannedFrames(_ timeline: Timeline, pixelAligned: Bool) throws -> FrameBatch {
    let bridge = CollectionViewBridge(self)
    let start = contentOffset
    defer { bridge.restore(contentOffset: start) }
    let batch = try FrameBatch(scene: liveScene(bridge), timeline: timeline, pixelAligned: pixelAligned)
    if let failure = bridge.failure { throw failure }
    return batch
  }

  /// A fling released at `velocity` (points per second, as the content offset moves: positive x
  /// shows what lies to the right) from the current offset, at `fps` frames a second.
  public func flingFrames(velocity: CGPoint, fps: Double = Timeline.defaultFPS) throws -> FrameBatch {
    try frameBatch(
      Timeline(
        fps: fps, segments: [Segment(.fling(Fling(velocity: Point(x: Double(velocity.x), y: Double(velocity.y)))))]))
  }
}
