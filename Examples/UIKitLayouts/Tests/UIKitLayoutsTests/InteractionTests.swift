import CollectionRender
import CollectionRenderUIKit
import Foundation
import Testing

@testable import UIKitLayouts

/// The layouts as a user drives them: flings, taps, scrolling.
@MainActor
@Suite struct InteractionTests {
  /// A fling through the carousel decelerates at the `.fast` rate its `prepare()` sets, and
  /// comes to rest where its `targetContentOffset` puts it: a card centred, at full size.
  @Test func aCarouselFlingRestsOnACentredCard() throws {
    let layout = CarouselLayout()
    let view = phone(layout, Tiles(counts: [12], cellClass: CarouselCardCell.self), height: 400)
    view.layoutIfNeeded()
    #expect(view.decelerationRate == .fast)
    let batch = try view.flingFrames(velocity: CGPoint(x: 3000, y: 0))
    let target = try #require(batch.plan.segments.first?.target)
    // The rest point of a release at 3,000 points a second at 0.99 a millisecond.
    let rest = 3000 / -(1000 * log(0.99))
    let snapped = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: rest, y: 0), withScrollingVelocity: CGPoint(x: 3, y: 0))
    #expect(abs(target.x - Double(snapped.x)) < 1e-9)
    // At rest a card sits at the centre of the view at full scale.
    view.contentOffset = CGPoint(x: target.x, y: 0)
    let centre = view.bounds.midX
    let cards = try #require(layout.layoutAttributesForElements(in: view.bounds))
    let centred = try #require(cards.first { abs($0.center.x - centre) < 0.5 })
    #expect(centred.transform.a == 1)
    // Every frame of the fling was asked of the layout, which answers per scroll step.
    #expect(batch.frames.count > 10)
  }

  /// Taps land on the tile drawn under the finger, and a scroll animation is planned through the
  /// mosaic's own queries, leaving the view where it was.
  @Test func mosaicTapsAndScrolls() throws {
    let layout = MosaicLayout()
    let view = phone(layout, Tiles(counts: [30]))
    view.layoutIfNeeded()
    let big = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(view.indexPathForItem(at: CGPoint(x: big.frame.midX, y: big.frame.midY)) == IndexPath(item: 0, section: 0))
    let gap = CGPoint(x: big.frame.maxX + 1, y: big.frame.midY)
    #expect(view.indexPathForItem(at: gap) != IndexPath(item: 0, section: 0))
    let frames = try view.frameBatch(
      Timeline(segments: [Segment(.scroll(Scroll(to: .offset(Point(x: 0, y: 600)), length: .frames(12))))]))
    #expect(frames.frames.count == 13)
    #expect(view.contentOffset == .zero)
  }
}
