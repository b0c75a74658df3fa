import CairoBackend
import CollectionRender
import CollectionRenderUIKit
import Foundation
import Testing
import UIKit

/// A horizontal strip of 100-point cells whose layout sets the collection view's deceleration
/// in `prepare()`, as carousels do.
@MainActor
final class FastStripLayout: UICollectionViewFlowLayout {
  override func prepare() {
    scrollDirection = .horizontal
    itemSize = CGSize(width: 100, height: 100)
    minimumLineSpacing = 0
    collectionView?.decelerationRate = .fast
    super.prepare()
  }
}

@MainActor
@Suite struct FramesTests {
  func strip(_ layout: UICollectionViewLayout) -> UICollectionView {
    makeCollectionView(layout, size: CGSize(width: 200, height: 100), dataSource: ColoredCells(counts: [40]))
  }

  /// The fling decelerates at the rate the layout set: it rests v / (−1000 ln 0.99) points on.
  @Test func aFlingDeceleratesAtTheLayoutsRate() throws {
    let view = strip(FastStripLayout())
    let batch = try view.flingFrames(velocity: CGPoint(x: 1000, y: 0))
    let rest = 1000 / -(1000 * log(0.99))
    let end = try #require(batch.plan.segments.first?.target)
    #expect(abs(end.x - rest) < 1e-9)
    #expect(batch.plan.segments.first?.type == "fling")
    // The collection view is left where it was.
    #expect(view.contentOffset == .zero)
  }

  /// With paging on, a fling settles on a page (a multiple of the bounds width).
  @Test func aPagingFlingSettlesOnAPage() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    let view = strip(layout)
    view.isPagingEnabled = true
    let batch = try view.flingFrames(velocity: CGPoint(x: 3000, y: 0))
    #expect(batch.plan.segments.first?.target?.x == 200)
  }

  /// Every scroll step of the plan moves the bounds, so the layout is asked about each one.
  @Test func everyFrameIsAScrollStepTheLayoutSees() throws {
    let layout = RecordingLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [100]))
    layout.calls = []
    let batch = try view.frameBatch(
      Timeline(segments: [Segment(.scroll(Scroll(to: .offset(.init(x: 0, y: 300)), length: .frames(10))))]))
    let steps = layout.calls.filter { $0.hasPrefix("shouldInvalidate") }
    #expect(batch.frames.count == 11)
    #expect(steps.count >= 10)
  }

  /// Frames render from the recorded answers on any number of threads, byte for byte the same.
  @Test func framesAreTheSameWhateverTheJobs() throws {
    let view = strip(FastStripLayout())
    let batch = try view.flingFrames(velocity: CGPoint(x: 800, y: 0), fps: 30)
    try expectSameFramesWhateverTheJobs(batch)
  }
}
