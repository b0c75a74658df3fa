import Testing
import UIKit

/// A layout that records the calls UIKit makes, in order: one column of 50-point rows.
@MainActor
final class RecordingLayout: UICollectionViewLayout {
  var calls: [String] = []
  var invalidatesOnScroll = false
  private var frames: [CGRect] = []

  override func prepare() {
    calls.append("prepare")
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 50, width: collectionView?.bounds.width ?? 0, height: 50) }
  }

  override var collectionViewContentSize: CGSize {
    calls.append("contentSize")
    return CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    calls.append("elements")
    return frames.enumerated().filter { $0.element.intersects(rect) }.map { index, frame in
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
      attributes.frame = frame
      return attributes
    }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    calls.append("shouldInvalidate \(Int(newBounds.minY))")
    return invalidatesOnScroll
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    calls.append("invalidate")
    super.invalidateLayout(with: context)
  }
}

@MainActor
@Suite struct CallOrderTests {
  @Test func prepareComesFirstThenTheContentSizeThenRectQueries() throws {
    let layout = RecordingLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [20]))
    // Giving the view its data source invalidated the layout (as `reloadData()` does).
    #expect(layout.calls == ["invalidate"])
    layout.calls = []
    _ = try view.renderedScene()
    #expect(Array(layout.calls.prefix(3)) == ["prepare", "contentSize", "elements"])
  }

  @Test func everyScrollStepAsksWhetherToInvalidate() throws {
    let layout = RecordingLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [20]))
    _ = try view.renderedScene()
    layout.calls = []
    for y in [10, 20, 30] { view.contentOffset = CGPoint(x: 0, y: y) }
    #expect(layout.calls == ["shouldInvalidate 10", "shouldInvalidate 20", "shouldInvalidate 30"])
  }

  @Test func anInvalidationPreparesAgainBeforeTheNextQuery() throws {
    let layout = RecordingLayout()
    layout.invalidatesOnScroll = true
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [20]))
    _ = try view.renderedScene()
    layout.calls = []
    view.contentOffset = CGPoint(x: 0, y: 40)
    #expect(layout.calls == ["shouldInvalidate 40", "invalidate"])
    _ = try view.renderedScene()
    #expect(Array(layout.calls.dropFirst(2).prefix(3)) == ["prepare", "contentSize", "elements"])
  }

  @Test func invalidateLayoutCollapsesIntoOnePass() throws {
    let layout = RecordingLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [3]))
    _ = try view.renderedScene()
    layout.calls = []
    layout.invalidateLayout()
    layout.invalidateLayout()
    _ = view.indexPathsForVisibleItems
    #expect(layout.calls.filter { $0 == "prepare" }.count == 1)
  }

  @Test func reloadDataReadsTheCountsAgain() throws {
    let layout = RecordingLayout()
    let cells = ColoredCells(counts: [3])
    let view = makeCollectionView(layout, dataSource: cells)
    #expect(view.numberOfItems(inSection: 0) == 3)
    cells.counts = [5]
    #expect(view.numberOfItems(inSection: 0) == 3)
    view.reloadData()
    #expect(view.numberOfItems(inSection: 0) == 5)
  }
}
