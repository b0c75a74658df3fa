import QuartzCore
import UIKit

/// A one-row horizontal carousel of cards. The card at the centre of the visible area is shown at
/// full size; the others shrink and fade with their distance from the centre. Flings come to rest
/// with a card centred, and the section insets let the first and last cards reach the centre too.
final class CarouselLayout: UICollectionViewFlowLayout {

  /// Card width as a fraction of the visible width.
  var itemWidthFraction: CGFloat = 0.7
  /// Scale and opacity of a card one full step (card width + spacing) away from the centre.
  var minimumScale: CGFloat = 0.8
  var minimumAlpha: CGFloat = 0.6
  /// Gap between neighbouring cards.
  var cardSpacing: CGFloat = 16

  override func prepare() {
    if let collectionView {
      let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
      let size = CGSize(
        width: max(0, (visible.width * itemWidthFraction).rounded(.down)),
        height: max(0, (visible.height * 0.9).rounded(.down)))
      // One card per column, centred vertically; the side insets let the end cards centre.
      let sideInset = max(0, ((visible.width - size.width) / 2).rounded(.down))
      let topInset = max(0, ((visible.height - size.height) / 2).rounded(.down))
      let insets = UIEdgeInsets(top: topInset, left: sideInset, bottom: topInset, right: sideInset)

      // prepare() runs on every scroll step here: only touch flow's metrics when they change.
      if scrollDirection != .horizontal { scrollDirection = .horizontal }
      if minimumLineSpacing != cardSpacing { minimumLineSpacing = cardSpacing }
      if !itemSize.equalTo(size) { itemSize = size }
      if sectionInset != insets { sectionInset = insets }
      collectionView.decelerationRate = .fast
    }
    super.prepare()
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView,
      let attributes = super.layoutAttributesForElements(in: rect)?
        .map({ $0.copy() as! UICollectionViewLayoutAttributes })
    else { return nil }

    let centerX = collectionView.bounds.inset(by: collectionView.adjustedContentInset).midX
    let step = max(itemSize.width + minimumLineSpacing, 1)
    for item in attributes where item.representedElementCategory == .cell {
      // 0 at the centre, 1 one step away or further.
      let distance = min(abs(item.center.x - centerX) / step, 1)
      let scale = 1 - (1 - minimumScale) * distance
      item.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
      item.alpha = 1 - (1 - minimumAlpha) * distance
      item.zIndex = Int((1 - distance) * 10)
    }
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // Scale and opacity depend on the scroll position, so every bounds change counts.
    true
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let insets = collectionView.adjustedContentInset
    let visibleWidth = collectionView.bounds.width - insets.left - insets.right
    let proposedCenterX = proposedContentOffset.x + insets.left + visibleWidth / 2

    // The cards around where the scroll would stop; pick the one closest to the centre.
    let searchRect = CGRect(
      x: proposedContentOffset.x - itemSize.width, y: 0,
      width: collectionView.bounds.width + 2 * itemSize.width, height: collectionViewContentSize.height)
    let closest = super.layoutAttributesForElements(in: searchRect)?
      .filter { $0.representedElementCategory == .cell }
      .min { abs($0.center.x - proposedCenterX) < abs($1.center.x - proposedCenterX) }
    guard let closest else { return proposedContentOffset }

    return CGPoint(x: closest.center.x - insets.left - visibleWidth / 2, y: proposedContentOffset.y)
  }
}
