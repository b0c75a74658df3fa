import UIKit

/// A mosaic of squares, built from blocks of three items: one large square beside two small
/// squares stacked on top of each other. The large square swaps sides from one block to the next
/// (left, right, left, …), so the grid zig-zags down the screen. Every section starts a new block,
/// under an optional full-width header (`UICollectionView.elementKindSectionHeader`). All attributes
/// are computed once in `prepare()` and cached until the layout is invalidated.
///
///     ┌──────────┬────┐   ┌────┬──────────┐
///     │    0     │  1 │   │  4 │    3     │
///     │          ├────┤   ├────┤          │
///     │          │  2 │   │  5 │          │
///     └──────────┴────┘   └────┴──────────┘
final class MosaicLayout: UICollectionViewLayout {

  /// Gap between neighbouring squares, horizontally and vertically.
  var itemSpacing: CGFloat = 4 { didSet { invalidateLayout() } }
  /// Extra gap between the last block of a section and the first block of the next.
  var sectionSpacing: CGFloat = 16 { didSet { invalidateLayout() } }
  /// Height of each section's header; 0 means no headers.
  var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }

  // Cells and headers, sorted by (minY, maxY). In this pattern that order makes both edges
  // non-decreasing along the array (header, small top, large, small bottom), which is what the
  // two-sided walk in `layoutAttributesForElements(in:)` relies on.
  private var cachedAttributes: [UICollectionViewLayoutAttributes] = []
  private var attributesByIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var headerAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var contentSize: CGSize = .zero
  override var collectionViewContentSize: CGSize { contentSize }

  override func prepare() {
    super.prepare()
    guard cachedAttributes.isEmpty, let collectionView else { return }

    let insets = collectionView.adjustedContentInset
    let width = collectionView.bounds.width - insets.left - insets.right
    // small + spacing + large = width, and large = 2 × small + spacing (two stacked smalls).
    let small = max(0, ((width - 2 * itemSpacing) / 3).rounded(.down))
    let large = 2 * small + itemSpacing

    var y: CGFloat = 0
    var block = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      guard count > 0 else { continue }
      if y > 0 { y += sectionSpacing }
      if headerHeight > 0 {
        let indexPath = IndexPath(item: 0, section: section)
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
        header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
        cachedAttributes.append(header)
        headerAttributes[indexPath] = header
        y += headerHeight + itemSpacing
      }

      for item in 0..<count {
        let slot = item % 3
        if item > 0 && slot == 0 {
          y += large + itemSpacing
          block += 1
        }
        let largeOnLeft = block % 2 == 0
        let largeX: CGFloat = largeOnLeft ? 0 : small + itemSpacing
        let smallX: CGFloat = largeOnLeft ? large + itemSpacing : 0
        let frame: CGRect
        switch slot {
        case 0: frame = CGRect(x: largeX, y: y, width: large, height: large)
        case 1: frame = CGRect(x: smallX, y: y, width: small, height: small)
        default: frame = CGRect(x: smallX, y: y + small + itemSpacing, width: small, height: small)
        }

        let indexPath = IndexPath(item: item, section: section)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        cachedAttributes.append(attributes)
        attributesByIndexPath[indexPath] = attributes
      }
      y += large
      block += 1
    }

    cachedAttributes.sort { ($0.frame.minY, $0.frame.maxY) < ($1.frame.minY, $1.frame.maxY) }
    contentSize = CGSize(width: width, height: y)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    // Binary search for any cached attributes that intersect the rect…
    var lower = 0
    var upper = cachedAttributes.count - 1
    var match: Int?
    while lower <= upper {
      let middle = (lower + upper) / 2
      let frame = cachedAttributes[middle].frame
      if frame.intersects(rect) {
        match = middle
        break
      }
      if frame.maxY < rect.minY { lower = middle + 1 } else { upper = middle - 1 }
    }
    guard let match else { return [] }
    // …then walk outwards from it in both directions while frames still reach the rect.
    var result: [UICollectionViewLayoutAttributes] = []
    for attributes in cachedAttributes[..<match].reversed() {
      guard attributes.frame.maxY >= rect.minY else { break }
      if attributes.frame.intersects(rect) { result.append(attributes) }
    }
    for attributes in cachedAttributes[match...] {
      guard attributes.frame.minY <= rect.maxY else { break }
      if attributes.frame.intersects(rect) { result.append(attributes) }
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributesByIndexPath[indexPath]
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard elementKind == UICollectionView.elementKindSectionHeader else { return nil }
    return headerAttributes[indexPath]
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // Scrolling changes only the origin: the squares stay put. A new width resizes them.
    guard let collectionView else { return false }
    return newBounds.width != collectionView.bounds.width
  }

  override func invalidateLayout() {
    super.invalidateLayout()
    clearCache()
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    // UIKit's own invalidations (bounds changes, reloads) come with a context: clear here too.
    super.invalidateLayout(with: context)
    clearCache()
  }

  private func clearCache() {
    cachedAttributes.removeAll()
    attributesByIndexPath.removeAll()
    headerAttributes.removeAll()
    contentSize = .zero
  }
}
