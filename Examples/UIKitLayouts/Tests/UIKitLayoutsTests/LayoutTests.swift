import CollectionRenderTesting
import CollectionRenderUIKit
import Testing

@testable import UIKitLayouts

/// Each layout of the app, compiled unchanged and run by a headless collection view: geometry
/// checked against the layout's own rules, and the picture against a reviewed reference.
@MainActor
@Suite struct LayoutTests {
  /// The mosaic's binary search over its cache finds the same elements as a scan, for rects
  /// that cut, contain or only touch its tiles (CoreGraphics counts touching rects as
  /// intersecting; the search relies on it).
  @Test func mosaicRectQueriesMatchAScan() throws {
    let layout = MosaicLayout()
    let view = phone(layout, Tiles(counts: [30]))
    view.layoutIfNeeded()
    let all = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: -1e6, width: 390, height: 2e6)))
    #expect(all.count == 30)
    var edges = Set(all.flatMap { [$0.frame.minY, $0.frame.maxY] })
    edges.insert(0)
    for y in edges {
      for height: CGFloat in [0, 1, 120] {
        let rect = CGRect(x: 0, y: y, width: 390, height: height)
        let expected = Set(all.filter { $0.frame.intersects(rect) }.map(\.indexPath))
        let found = Set((layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath))
        #expect(found == expected, "rect \(rect)")
      }
    }
  }

  /// Every row of the aligned flow starts at the section inset and packs at the layout's spacing.
  @Test func alignedFlowPacksRowsToTheLeft() throws {
    let layout = AlignedFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    layout.minimumInteritemSpacing = 6
    layout.estimatedItemSize = .zero
    let view = phone(layout, Tiles(counts: [9]), width: 300, height: 400)
    view.layoutIfNeeded()
    let cells = try #require(layout.layoutAttributesForElements(in: view.bounds)).filter {
      $0.representedElementCategory == .cell
    }
    let rows = Dictionary(grouping: cells) { $0.frame.midY }
    #expect(rows.count > 1)
    for (_, row) in rows {
      let sorted = row.sorted { $0.frame.minX < $1.frame.minX }
      #expect(sorted.first?.frame.minX == 12)
      for (left, right) in zip(sorted, sorted.dropFirst()) { #expect(right.frame.minX - left.frame.maxX == 6) }
    }
  }

  /// The carousel scales cards by their distance from the centre, and a fling rests with a card
  /// centred.
  @Test func carouselScalesAndSnaps() throws {
    let layout = CarouselLayout()
    let view = phone(layout, Tiles(counts: [8], cellClass: CarouselCardCell.self), width: 390, height: 300)
    view.layoutIfNeeded()
    let visible = try #require(layout.layoutAttributesForElements(in: view.bounds))
    let centred = try #require(visible.first { $0.indexPath.item == 0 })
    let next = try #require(visible.first { $0.indexPath.item == 1 })
    #expect(centred.transform.a > next.transform.a)
    let target = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
    view.contentOffset = target
    let centre = target.x + view.bounds.width / 2
    let cards = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(cards.contains { abs($0.center.x - centre) < 0.5 })
  }

  /// Pulled down, the sticky header grows by the pull; the custom attributes reach its view.
  @Test func stickyHeaderStretchesWhenPulled() throws {
    let layout = StickyHeaderLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 200)
    layout.itemSize = CGSize(width: 180, height: 120)
    let view = phone(layout, Tiles(counts: [12]))
    view.layoutIfNeeded()
    let header = UICollectionView.elementKindSectionHeader
    let resting = try #require(
      view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0)))
    view.contentOffset = CGPoint(x: 0, y: -80)
    let pulled = try #require(
      layout.layoutAttributesForElements(in: view.bounds)?.first { $0.representedElementKind == header })
    #expect(pulled.frame.height == resting.frame.height + 80)
    #expect(pulled.frame.minY == -80)
  }

  /// The pictures, as reviewed: each layout rendered through the pipeline.
  @Test func pictures() throws {
    let mosaic = phone(MosaicLayout(), Tiles(counts: [24]))
    assertSnapshot(of: .scene(try mosaic.renderedScene()), as: .image(), named: "mosaic")
    let aligned = AlignedFlowLayout()
    aligned.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    assertSnapshot(of: .scene(try phone(aligned, Tiles(counts: [20])).renderedScene()), as: .image(), named: "aligned")
    let carousel = phone(CarouselLayout(), Tiles(counts: [8], cellClass: CarouselCardCell.self), height: 400)
    carousel.backgroundColor = UIColor(white: 0.9, alpha: 1)
    carousel.contentOffset = CGPoint(x: 120, y: 0)
    assertSnapshot(of: .scene(try carousel.renderedScene()), as: .image(), named: "carousel")
    let sticky = StickyHeaderLayout()
    sticky.headerReferenceSize = CGSize(width: 0, height: 200)
    sticky.itemSize = CGSize(width: 180, height: 120)
    let stickyView = phone(sticky, Tiles(counts: [12]))
    stickyView.contentOffset = CGPoint(x: 0, y: -60)
    assertSnapshot(of: .scene(try stickyView.renderedScene()), as: .image(), named: "sticky-pulled")
  }
}
