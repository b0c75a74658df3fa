import CollectionLayout
import CollectionRenderUIKit
import Geometry
import Testing
import UIKit

/// A delegate that sizes every item of section 0 by its index and leaves the rest to the layout.
@MainActor
final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 40 + indexPath.item * 10, height: 30)
  }
}

@MainActor
@Suite struct FlowLayoutTests {
  /// The UIKit class and the engine give the same frames for the same configuration.
  @Test func framesEqualTheEngines() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 40)
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 24)
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [7, 4]))
    view.layoutIfNeeded()

    let engine = FlowLayout(
      itemSize: Size(width: 60, height: 40), minimumLineSpacing: 8,
      sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), headerReferenceSize: Size(width: 0, height: 24)
    ).prepare(
      LayoutContent(sections: [.init(itemCount: 7), .init(itemCount: 4)]),
      in: LayoutEnvironment(boundsSize: Size(width: 200, height: 300)))
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 200, height: 300))
    #expect(view.contentSize == CGSize(width: engine.contentSize.width, height: engine.contentSize.height))
    for item in 0..<7 {
      let expected = try #require(
        engine.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0), viewport: viewport)?.frame)
      let frame = try #require(view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
      #expect(frame == CGRect(x: expected.minX, y: expected.minY, width: expected.width, height: expected.height))
    }
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(header?.representedElementCategory == .supplementaryView)
  }

  /// The delegate's own answers win; the protocol's defaults count as no answer.
  @Test func theDelegatesSizesWinAndItsDefaultsDoNot() throws {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 5
    let delegate = SizingDelegate()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [3]))
    view.delegate = delegate
    view.layoutIfNeeded()
    let widths = (0..<3).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.width }
    #expect(widths == [40, 50, 60])
    // Not implemented by the delegate: the layout's spacing, not a delegate answer of 10.
    let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
    #expect(second.minX - first.maxX >= 5)
  }

  /// A property change invalidates: the next query sees the new geometry.
  @Test func settingAPropertyInvalidates() throws {
    let layout = UICollectionViewFlowLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [3]))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 50, height: 50))
    layout.itemSize = CGSize(width: 80, height: 20)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 80, height: 20))
  }

  /// UIKit's flow layout returns rows that only touch the query rect.
  @Test func rowsThatTouchTheRectAreReturned() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 50)
    layout.minimumLineSpacing = 0
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [10]))
    view.layoutIfNeeded()
    let touching = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 200, height: 0)) ?? []
    #expect(Set(touching.map(\.indexPath.item)) == [1, 2])
  }

  /// Right to left the collection view mirrors the flow layout (it flips), and offsets count
  /// from the right: at offset 0 the first item shows at the right edge.
  @Test func rightToLeftMirrorsTheFlowLayout() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    let view = makeCollectionView(layout, size: CGSize(width: 200, height: 100), dataSource: ColoredCells(counts: [6]))
    view.semanticContentAttribute = .forceRightToLeft
    let scene = try view.renderedScene()
    let recorded = try #require(scene.layout as? RecordedLayout)
    let first = try #require(recorded.attributes.first { $0.element == .cell(ElementIndexPath(item: 0, section: 0)) })
    #expect(first.frame.maxX == recorded.contentSize.width)
    #expect(scene.contentOffset.x == recorded.contentSize.width - 200)
  }
}
