import CollectionRenderTesting
import CollectionRenderUIKit
import Snapshots
import Testing
import UIKit

/// A layout that reads the screen's scale and the app's layout direction, as some public flow
/// subclasses do: they answer with the rendered view's.
@MainActor
final class ScreenReadingLayout: UICollectionViewFlowLayout {
  var seenScale: CGFloat = 0
  var seenScreen: CGRect = .zero
  var seenDirection: UIUserInterfaceLayoutDirection = .leftToRight

  override func prepare() {
    seenScale = UIScreen.main.scale
    seenScreen = UIScreen.main.bounds
    seenDirection = UIApplication.shared.userInterfaceLayoutDirection
    super.prepare()
  }
}

@MainActor
@Suite struct StrategyTests {
  @Test func theTestLibrarysStrategiesTakeACollectionView() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [7]))
    let device = Device(name: "tiny", width: 160, height: 140, scale: 1)
    let image = assertSnapshot(of: view, as: .image(on: device), named: "grid")
    #expect(image?.passed == true)
    let layoutJSON = assertSnapshot(of: view, as: .layout(on: device), named: "grid")
    #expect(layoutJSON?.passed == true)
    // The view is back at its own size.
    #expect(view.bounds.size == CGSize(width: 200, height: 300))
  }

  @Test func theScreenAnswersWithTheRenderedView() throws {
    let layout = ScreenReadingLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [3]))
    _ = try view.renderedScene(
      on: Device(name: "pad", width: 768, height: 1024, scale: 2),
      traits: UITraitCollection(layoutDirection: .rightToLeft))
    #expect(layout.seenScale == 2)
    #expect(layout.seenScreen == CGRect(x: 0, y: 0, width: 768, height: 1024))
    #expect(layout.seenDirection == .rightToLeft)
  }

  @Test func scrollToItemPutsTheItemWhereAsked() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 100)
    layout.minimumLineSpacing = 0
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [20]))
    view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 500)
    view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 400)
    // Never past the end of the content.
    view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == CGFloat(2000 - 300))
  }

  /// One render's screen never leaks into the next: the process-wide traits are put back.
  @Test func aRenderLeavesTheScreenAsItWas() throws {
    let before = UITraitCollection.current
    let layout = UICollectionViewFlowLayout()
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [2]))
    _ = try view.renderedScene(on: Device(name: "pad", width: 768, height: 1024, scale: 2))
    #expect(UITraitCollection.current == before)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == before.displayScale)
  }
}
