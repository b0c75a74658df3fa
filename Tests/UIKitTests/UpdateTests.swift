import Testing
import UIKit

/// A layout that records the update hooks UIKit calls and the changes it is given.
@MainActor
final class UpdateRecordingLayout: UICollectionViewFlowLayout {
  var events: [String] = []

  override func prepare() {
    events.append("prepare")
    super.prepare()
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for item in updateItems {
      let path = (item.updateAction == .delete ? item.indexPathBeforeUpdate : item.indexPathAfterUpdate) ?? []
      events.append("update \(item.updateAction) \(path.map(String.init).joined(separator: ","))")
    }
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    events.append("finalize")
  }
}

@MainActor
@Suite struct UpdateTests {
  @Test func batchUpdatesPrepareWithTheChangesThenFinalize() {
    let layout = UpdateRecordingLayout()
    let cells = ColoredCells(counts: [3])
    let view = makeCollectionView(layout, dataSource: cells)
    view.layoutIfNeeded()
    layout.events = []
    view.performBatchUpdates {
      cells.counts = [4]
      view.insertItems(at: [IndexPath(item: 3, section: 0)])
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      cells.counts = [3]
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(layout.events == ["prepare", "update insert 0,3", "update delete 0,0", "update insert 0,0", "finalize"])
    #expect(view.numberOfItems(inSection: 0) == 3)
  }

  /// While the renderer records an update, each batch's finalize waits until the next batch or
  /// the end of the recording (the layout is asked about the update in between), and the
  /// recording keeps each batch's changes and whether animations were on.
  @Test func aRecordingHoldsTheFinalizeAndKeepsEachBatch() {
    let layout = UpdateRecordingLayout()
    let cells = ColoredCells(counts: [3])
    let view = makeCollectionView(layout, dataSource: cells)
    view.layoutIfNeeded()
    view.beginRecordingUpdates()
    layout.events = []
    view.performBatchUpdates {
      cells.counts = [4]
      view.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    #expect(layout.events == ["prepare", "update insert 0,3"])
    UIView.performWithoutAnimation {
      view.performBatchUpdates {
        cells.counts = [3]
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    #expect(UIView.areAnimationsEnabled)
    #expect(layout.events == ["prepare", "update insert 0,3", "finalize", "prepare", "update delete 0,0"])
    let recording = view.endRecordingUpdates()
    #expect(layout.events.last == "finalize")
    #expect(recording?.batches.map(\.isAnimated) == [true, false])
    #expect(recording?.isAnimated == true && recording?.reloaded == false)
    #expect(view.updateRecording == nil)
  }

  @Test func swappingTheLayoutLaysOutWithTheNewOne() {
    let first = UICollectionViewFlowLayout()
    first.itemSize = CGSize(width: 40, height: 40)
    let view = makeCollectionView(first, dataSource: ColoredCells(counts: [4]))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.width == 40)
    let second = UICollectionViewFlowLayout()
    second.itemSize = CGSize(width: 90, height: 90)
    var completed = false
    view.setCollectionViewLayout(second, animated: true) { completed = $0 }
    #expect(completed)
    #expect(second.collectionView === view)
    #expect(first.collectionView == nil)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.width == 90)
  }
}
