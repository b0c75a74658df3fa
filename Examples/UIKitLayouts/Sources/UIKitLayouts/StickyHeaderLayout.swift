import UIKit

/// Layout attributes with one extra value for a parallax header: how far the header's content
/// should lag behind while the header collapses (0 at rest and while stretched).
final class ParallaxLayoutAttributes: UICollectionViewLayoutAttributes {
  // `isEqual(_:)` is NSObject's, which is not main-actor isolated, and it must read this.
  nonisolated(unsafe) var parallaxOffset: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ParallaxLayoutAttributes
    copy.parallaxOffset = parallaxOffset
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    // The collection view calls apply(_:) again only when attributes are not equal.
    guard let other = object as? ParallaxLayoutAttributes else { return false }
    return other.parallaxOffset == parallaxOffset && super.isEqual(object)
  }
}

/// A vertical flow layout with a stretchy, sticky hero header in section 0. Pulled down past the
/// top, the header stretches to fill the gap; scrolled up, it stays pinned to the top of the
/// visible area and collapses to `minimumHeaderHeight` while the cells slide underneath it. Its
/// content scrolls at half speed meanwhile (`ParallaxLayoutAttributes.parallaxOffset`).
final class StickyHeaderLayout: UICollectionViewFlowLayout {

  var minimumHeaderHeight: CGFloat = 64

  override class var layoutAttributesClass: AnyClass {
    ParallaxLayoutAttributes.self
  }

  private let heroHeaderIndexPath = IndexPath(item: 0, section: 0)

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView,
      var attributes = super.layoutAttributesForElements(in: rect)?
        .map({ $0.copy() as! UICollectionViewLayoutAttributes })
    else { return nil }

    var foundHeader = false
    for item in attributes where isHeroHeader(item) {
      if let header = item as? ParallaxLayoutAttributes { pin(header, in: collectionView) }
      foundHeader = true
    }
    // Once the header's resting place has scrolled out of `rect`, flow no longer returns it.
    // It is pinned on screen, so ask for it again.
    if !foundHeader, collectionView.numberOfSections > 0,
      let header = layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: heroHeaderIndexPath),
      header.frame.intersects(rect)
    {
      attributes.append(header)
    }
    return attributes
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let attributes =
      super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?
      .copy() as? UICollectionViewLayoutAttributes
    if elementKind == UICollectionView.elementKindSectionHeader, indexPath == heroHeaderIndexPath,
      let header = attributes as? ParallaxLayoutAttributes, let collectionView
    {
      pin(header, in: collectionView)
    }
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // The header follows the content offset.
    true
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    guard let collectionView, let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext
    else { return context }
    // While scrolling, only the header moves: keep flow's item frames.
    if newBounds.size == collectionView.bounds.size {
      flowContext.invalidateFlowLayoutDelegateMetrics = false
      flowContext.invalidateFlowLayoutAttributes = false
      flowContext.invalidateSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader, at: [heroHeaderIndexPath])
    }
    return flowContext
  }

  private func isHeroHeader(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    attributes.representedElementCategory == .supplementaryView
      && attributes.representedElementKind == UICollectionView.elementKindSectionHeader
      && attributes.indexPath == heroHeaderIndexPath
  }

  /// Moves and resizes a fresh copy of flow's attributes for the section 0 header.
  private func pin(_ header: ParallaxLayoutAttributes, in collectionView: UICollectionView) {
    // 0 at rest, negative while pulled down, positive once scrolled up.
    let offset = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    let restingHeight = header.frame.height
    guard restingHeight > 0 else { return }

    if offset < 0 {
      header.frame = CGRect(x: header.frame.minX, y: offset, width: header.frame.width, height: restingHeight - offset)
      header.parallaxOffset = 0
    } else {
      let collapsed = min(offset, max(0, restingHeight - minimumHeaderHeight))
      header.frame = CGRect(
        x: header.frame.minX, y: offset, width: header.frame.width, height: restingHeight - collapsed)
      header.parallaxOffset = collapsed / 2
    }
    header.zIndex = 1024
  }
}
