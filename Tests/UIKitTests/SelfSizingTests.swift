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

    // Laid out at rest, before anything asks for the cells below the screen: the cells never
    // shown take the average of the measured sizes, as UIKit estimates them
    // (docs/compositional-layout.md, "Self-sizing flow cells").
    let resting = UICollectionViewFlowLayout()
    resting.estimatedItemSize = CGSize(width: 200, height: 50)
    resting.minimumLineSpacing = 0
    let shown = makeCollectionView(
      resting, size: CGSize(width: 200, height: 300), dataSource: ColoredCells(counts: [20]))
    shown.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    shown.layoutIfNeeded()
    shown.selfSizeVisibleCells()
    let laidOut = (0..<20).map {
      Double(resting.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.height ?? 0)
    }
    let measured = laidOut.enumerated().prefix { $0.element == 40 + 10 * Double($0.offset) }.map(\.element)
    #expect(measured.count >= 4 && measured.count < laidOut.count, "\(laidOut)")
    let average = measured.reduce(0, +) / Double(measured.count)
    #expect(laidOut.dropFirst(measured.count).allSatisfy { $0 == average }, "\(laidOut)")

    let fixed = UICollectionViewFlowLayout()
    fixed.itemSize = CGSize(width: 200, height: 50)
    let plain = makeCollectionView(fixed, dataSource: ColoredCells(counts: [8]))
    plain.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    let unsized = try #require(try plain.renderedScene().layout as? RecordedLayout)
    #expect(unsized.attributes.allSatisfy { $0.frame.height == 50 })
  }
}
