import CollectionLayout
import Geometry
import Testing
import UIKit

@testable import CollectionRenderUIKit

/// A flow layout whose appearing headers start 100 points up, and disappearing cells fade to
/// a quarter.
@MainActor
final class AnimatedHeadersLayout: UICollectionViewFlowLayout {
  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let start = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
    start?.center.y -= 100
    return start
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let end = layoutAttributesForItem(at: itemIndexPath)
    end?.alpha = 0.25
    return end
  }
}

@MainActor
@Suite struct AppearanceTests {
  /// The pipeline asks the app's layout for appearing and disappearing attributes, supplementary
  /// views included, and gets its answers as drawn.
  @Test func theLayoutsAppearanceHooksReachThePipeline() throws {
    let layout = AnimatedHeadersLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [4, 4]))
    let prepared = BridgedLayout(bridge: CollectionViewBridge(view)).prepare(
      LayoutContent(sections: []), in: LayoutEnvironment(boundsSize: Size(width: 200, height: 300)))
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 200, height: 300))
    let header = try #require(
      prepared.layoutAttributesForSupplementaryView(
        ofKind: .header, at: ElementIndexPath(item: 0, section: 1), viewport: viewport))
    let start = try #require(
      prepared.initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: .header, at: ElementIndexPath(item: 0, section: 1), viewport: viewport))
    #expect(start.frame.minY == header.frame.minY - 100)
    let cell = try #require(
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: viewport))
    let end = try #require(
      prepared.finalLayoutAttributesForDisappearingItem(
        at: ElementIndexPath(item: 0, section: 0), from: cell, viewport: viewport))
    #expect(end.alpha == 0.25)
  }
}
