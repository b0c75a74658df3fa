import CairoBackend
import CollectionLayout
import CollectionRender
import CollectionRenderUIKit
import Foundation
import Geometry
import Testing
import UIKit

/// A flow layout of 200 × 50 rows whose inserted items slide in from the left and whose deleted
/// items slide out to the right, answering only for the items of the update it was told about
/// (Apple's CircleLayout as Mark Pospesel fixed it), and recording UIKit's calls.
@MainActor
final class SlidingRowsLayout: UICollectionViewFlowLayout {
  var calls: [String] = []
  private var inserted: Set<IndexPath> = []
  private var deleted: Set<IndexPath> = []

  override func prepare() {
    itemSize = CGSize(width: 200, height: 50)
    minimumLineSpacing = 0
    super.prepare()
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    calls.append("prepare(forCollectionViewUpdates:)")
    for item in updateItems {
      if item.updateAction == .insert, let path = item.indexPathAfterUpdate { inserted.insert(path) }
      if item.updateAction == .delete, let path = item.indexPathBeforeUpdate { deleted.insert(path) }
    }
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    calls.append("finalizeCollectionViewUpdates()")
    inserted = []
    deleted = []
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    calls.append("initialLayoutAttributesForAppearingItem(at:)")
    guard inserted.contains(itemIndexPath),
      let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
    else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    attributes.frame.origin.x -= 200
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    calls.append("finalLayoutAttributesForDisappearingItem(at:)")
    guard deleted.contains(itemIndexPath) else { return nil }
    // The row the item had: the layout now holds the new data, so it is worked out, not asked.
    let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    attributes.frame = CGRect(x: 200, y: CGFloat(itemIndexPath.item) * 50, width: 200, height: 50)
    return attributes
  }
}

@MainActor
@Suite struct UpdateFramesTests {
  /// A plain list of "Item n" rows fed by a diffable data source, at @1x.
  private func list(_ items: [Int], layout: UICollectionViewLayout? = nil) -> (
    UICollectionView, UICollectionViewDiffableDataSource<String, Int>
  ) {
    let listLayout =
      layout ?? UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: listLayout)
    view.setTraitCollection(UITraitCollection(displayScale: 1))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      cell.contentConfiguration = content
      cell.backgroundConfiguration = .listCell()
      cell.backgroundConfiguration?.backgroundColor = item >= 100 ? .systemYellow : .systemBackground
    }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    keptDiffableSources.append(dataSource)
    dataSource.apply(Self.snapshot(items), animatingDifferences: false)
    return (view, dataSource)
  }

  private static func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items)
    return snapshot
  }

  /// The image of `view` as a single render draws it now.
  private func rendered(_ view: UICollectionView) throws -> RasterImage {
    let pipeline = Pipeline(scene: try view.renderedScene())
    return try pipeline.rasterize(at: pipeline.viewport())
  }

  private func frame(_ batch: FrameBatch, _ index: Int) throws -> RasterImage {
    var times = FrameBatch.StageTimes()
    return try batch.rasterize(index, times: &times)
  }

  /// The attributes frame `index` draws for the cell at `path` of the frame's items.
  private func cell(_ batch: FrameBatch, _ index: Int, _ path: ElementIndexPath) throws -> LayoutAttributes {
    try #require(batch.content(of: index).attributes.first { $0.element == .cell(path) })
  }

  /// An animated apply is 0.3 s of frames (18 at 60 fps, and the rest): the first is the old
  /// data's image, the last the new data's, pixel for pixel.
  @Test func anAnimatedApplyIsFramesFromTheOldDataToTheNew() throws {
    let (view, dataSource) = list([1, 2, 3, 4, 5, 6])
    let before = try rendered(view)
    let batch = try view.updateFrames {
      dataSource.apply(Self.snapshot([100, 1, 3, 4, 101, 6]), animatingDifferences: true)
    }
    #expect(batch.frames.count == 19)
    #expect(dataSource.snapshot().itemIdentifiers == [100, 1, 3, 4, 101, 6])
    #expect(try frame(batch, 0).pixels == before.pixels)
    #expect(try frame(batch, 18).pixels == rendered(view).pixels)
    #expect(try frame(batch, 9).pixels != before.pixels)
  }

  /// Half-way (progress ½ of ease-in-out), inserted rows fade in where they end, deleted rows
  /// fade out where they were, and rows that stay move half-way: UIKit's defaults for a layout
  /// without appearing or disappearing attributes.
  @Test func halfWayRowsMoveAndInsertedAndDeletedOnesFade() throws {
    let (view, dataSource) = list([1, 2, 3, 4, 5, 6])
    let batch = try view.updateFrames {
      dataSource.apply(Self.snapshot([100, 1, 3, 4, 101, 6]), animatingDifferences: true)
    }
    let rowHeight = try cell(batch, 18, ElementIndexPath(item: 1, section: 0)).frame.minY
    let inserted = try cell(batch, 9, ElementIndexPath(item: 0, section: 0))
    #expect(abs(inserted.alpha - 0.5) < 1e-3 && inserted.frame.minY == 0)
    // Item 1 moves from row 0 to row 1.
    let moved = try cell(batch, 9, ElementIndexPath(item: 1, section: 0))
    #expect(abs(moved.frame.minY - rowHeight / 2) < 1e-3 && moved.alpha == 1)
    // The deleted items 2 and 5 come after the new items (frame items 6 and 7), at their rows.
    let deleted = try cell(batch, 9, ElementIndexPath(item: 6, section: 0))
    #expect(abs(deleted.alpha - 0.5) < 1e-3 && abs(deleted.frame.minY - rowHeight) < 1e-3)
    #expect(try cell(batch, 9, ElementIndexPath(item: 7, section: 0)).frame.minY == 4 * rowHeight)
    // A deleted row keeps its cell's look: "Item 2" as the old data configured it.
    let look = try #require(deleted.payload?.value(as: ItemData.self))
    #expect(look.contentConfiguration?.text == "Item 2")
  }

  /// A layout's own appearing and disappearing attributes are where inserted items start and
  /// deleted ones end, asked after `prepare(forCollectionViewUpdates:)` and before
  /// `finalizeCollectionViewUpdates()`, as UIKit asks them.
  @Test func theLayoutsAppearingAndDisappearingAttributesAreHonoured() throws {
    let layout = SlidingRowsLayout()
    let (view, dataSource) = list([1, 2, 3], layout: layout)
    layout.calls = []
    let batch = try view.updateFrames(length: .frames(10), curve: .linear) {
      dataSource.apply(Self.snapshot([100, 1, 3]), animatingDifferences: true)
    }
    #expect(batch.frames.count == 11)
    let inserted = try cell(batch, 5, ElementIndexPath(item: 0, section: 0))
    #expect(inserted.frame == Rect(x: -100, y: 0, width: 200, height: 50) && inserted.alpha == 1)
    let deleted = try cell(batch, 5, ElementIndexPath(item: 3, section: 0))
    #expect(deleted.frame == Rect(x: 100, y: 50, width: 200, height: 50))
    let first = try #require(layout.calls.firstIndex(of: "initialLayoutAttributesForAppearingItem(at:)"))
    let prepared = try #require(layout.calls.firstIndex(of: "prepare(forCollectionViewUpdates:)"))
    let finalized = try #require(layout.calls.firstIndex(of: "finalizeCollectionViewUpdates()"))
    #expect(prepared < first && first < finalized)
    #expect(layout.calls.contains("finalLayoutAttributesForDisappearingItem(at:)"))
  }

  /// Scrolled to the end of a list that then loses most of its rows, the offset moves into the
  /// new scrollable range during the animation, and the collection view is left there: the last
  /// frame is what it then shows.
  @Test func theOffsetMovesIntoTheNewRangeAndStaysThere() throws {
    let (view, dataSource) = list(Array(1...20))
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: view.contentSize.height - 300)
    let before = try rendered(view)
    let batch = try view.updateFrames(length: .frames(6)) {
      dataSource.apply(Self.snapshot([1, 2, 3, 20]), animatingDifferences: true)
    }
    #expect(view.contentOffset == .zero)
    #expect(try frame(batch, 0).pixels == before.pixels)
    #expect(try frame(batch, 6).pixels == rendered(view).pixels)
    #expect(batch.frames[3].drawnOffset.y > 0)
  }

  /// A section deleted and one inserted: the inserted section brings its items, which fade in;
  /// a section that changes index keeps its items, which move.
  @Test func anInsertedSectionBringsItsItems() throws {
    let (view, dataSource) = list([])
    var old = NSDiffableDataSourceSnapshot<String, Int>()
    old.appendSections(["a", "b"])
    old.appendItems([1, 2], toSection: "a")
    old.appendItems([10], toSection: "b")
    dataSource.apply(old, animatingDifferences: false)
    var new = NSDiffableDataSourceSnapshot<String, Int>()
    new.appendSections(["b", "c"])
    new.appendItems([10], toSection: "b")
    new.appendItems([20, 21], toSection: "c")
    let batch = try view.updateFrames(length: .frames(4)) { dataSource.apply(new, animatingDifferences: true) }
    #expect(batch.frames.count == 5)
    let moved = try cell(batch, 2, ElementIndexPath(item: 0, section: 0))
    #expect(moved.alpha == 1 && moved.payload?.value(as: ItemData.self)?.contentConfiguration?.text == "Item 10")
    #expect(try cell(batch, 2, ElementIndexPath(item: 1, section: 1)).alpha == 0.5)
  }

  /// Without `animatingDifferences` the update lands at once: one frame, the new data.
  @Test func anApplyWithoutAnimationIsOneFrameOfTheNewData() throws {
    let (view, dataSource) = list([1, 2, 3])
    let batch = try view.updateFrames {
      dataSource.apply(Self.snapshot([3, 4]), animatingDifferences: false)
    }
    #expect(batch.frames.count == 1)
    #expect(try frame(batch, 0).pixels == rendered(view).pixels)
  }

  /// `performBatchUpdates` with a plain data source: its inserts, deletes and moves say which
  /// item is which; a moved item travels from its old row to its new one.
  @Test func performBatchUpdatesMovesItemsByTheirIndexPaths() throws {
    let layout = SlidingRowsLayout()
    let cells = ColoredCells(counts: [4])
    let view = makeCollectionView(layout, dataSource: cells)
    let batch = try view.updateFrames(length: .frames(4), curve: .linear) {
      view.performBatchUpdates {
        cells.counts = [4]
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        view.insertItems(at: [IndexPath(item: 1, section: 0)])
        view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
      }
    }
    // Old [a b c d] → new [d x b c]: d moves from row 3 to row 0.
    #expect(try cell(batch, 2, ElementIndexPath(item: 0, section: 0)).frame.minY == 75)
    #expect(try cell(batch, 2, ElementIndexPath(item: 2, section: 0)).frame.minY == 75)
    #expect(try cell(batch, 2, ElementIndexPath(item: 1, section: 0)).frame.minX == -100)
  }

  /// Updates that do not add up to the data source's counts throw, naming the call, as UIKit
  /// raises; nothing traps.
  @Test func anUpdateThatDoesNotAddUpThrows() throws {
    let cells = ColoredCells(counts: [3])
    let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource: cells)
    #expect(throws: UIKitLayoutError.self) {
      try view.updateFrames {
        view.performBatchUpdates {
          cells.counts = [3]
          view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
      }
    }
    #expect(throws: UIKitLayoutError.self) {
      try view.updateFrames {
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
      }
    }
  }

  /// The frames render from the recorded answers on any number of threads, byte for byte the
  /// same.
  @Test func updateFramesAreTheSameWhateverTheJobs() throws {
    let (view, dataSource) = list([1, 2, 3, 4, 5, 6])
    let batch = try view.updateFrames(fps: 30) {
      dataSource.apply(Self.snapshot([100, 1, 3, 4, 101, 6]), animatingDifferences: true)
    }
    try expectSameFramesWhateverTheJobs(batch)
  }
}
