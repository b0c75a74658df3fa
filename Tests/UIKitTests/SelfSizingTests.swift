import CollectionRenderUIKit
import Testing
import UIKit

/// A cell that sizes itself as apps do in `preferredLayoutAttributesFitting(_:)`: the width it
/// is given, a height from its content (here, 40 points plus 10 per item index).
@MainActor
final class TallerCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.size = CGSize(width: attributes.size.width, height: 40 + CGFloat(attributes.indexPath.item) * 10)
    return attributes
  }
}

@MainActor
@Suite struct SelfSizingTests {
  /// With `estimatedItemSize`, the cells on screen are laid out at the sizes they prefer; a
  /// flow layout without it never asks them.
  @Test func flowTakesThePreferredSizesOfTheCellsOnScreen() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 200, height: 50)
    layout.minimumLineSpacing = 0
    let view = makeCollectionView(layout, size: CGSize(width: 200, height: 300), dataSource: ColoredCells(counts: [8]))
    view.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    let scene = try view.renderedScene()
    let recorded = try #require(scene.layout as? RecordedLayout)
    let heights = recorded.attributes.sorted { $0.element.indexPath < $1.element.indexPath }.map(\.frame.height)
    #expect(Array(heights.prefix(4)) == [40, 50, 60, 70])

    let fixed = UICollectionViewFlowLayout()
    fixed.itemSize = CGSize(width: 200, height: 50)
    let plain = makeCollectionView(fixed, dataSource: ColoredCells(counts: [8]))
    plain.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    let unsized = try #require(try plain.renderedScene().layout as? RecordedLayout)
    #expect(unsized.attributes.allSatisfy { $0.frame.height == 50 })
  }
}
