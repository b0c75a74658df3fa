import UIKit

/// A vertical flow layout that packs each row against one edge instead of spreading its items
/// across the width (flow's default for rows with leftover space). Tag clouds, chips and filter
/// bars use it. Rows, item sizes and line spacing stay as flow computed them; only the x positions
/// change: the first item of a row sits on the section inset and the others follow it exactly
/// `minimumInteritemSpacing` apart.
///
/// Insets and spacing come from the layout's own `sectionInset` and `minimumInteritemSpacing`;
/// per-section values from a flow delegate are not consulted.
final class AlignedFlowLayout: UICollectionViewFlowLayout {

  enum HorizontalAlignment {
    case left
    case right
  }

  var horizontalAlignment: HorizontalAlignment = .left {
    didSet { invalidateLayout() }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    // Flow caches its attributes: never modify the instances super hands out.
    guard
      let attributes = super.layoutAttributesForElements(in: rect)?
        .map({ $0.copy() as! UICollectionViewLayoutAttributes })
    else { return nil }
    guard scrollDirection == .vertical else { return attributes }

    let cells = attributes.filter { $0.representedElementCategory == .cell }
    for row in rows(of: cells) {
      align(row)
    }
    return attributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes,
      let collectionView
    else { return nil }
    guard scrollDirection == .vertical else { return attributes }

    // An item's x depends on the items before it in its row, so align the whole row. Flow
    // centres a row's items vertically, so a thin band through this item's centre meets
    // every item of the row and nothing of the neighbouring rows.
    let band = CGRect(x: 0, y: attributes.center.y - 0.5, width: collectionView.bounds.width, height: 1)
    let aligned = layoutAttributesForElements(in: band)?.first {
      $0.representedElementCategory == .cell && $0.indexPath == indexPath
    }
    return aligned ?? attributes
  }

  /// Splits cells into rows: consecutive items of one section that share a vertical centre.
  private func rows(of cells: [UICollectionViewLayoutAttributes]) -> [[UICollectionViewLayoutAttributes]] {
    var rows: [[UICollectionViewLayoutAttributes]] = []
    var current: [UICollectionViewLayoutAttributes] = []
    for cell in cells.sorted(by: { $0.indexPath < $1.indexPath }) {
      if let last = current.last,
        last.indexPath.section != cell.indexPath.section || abs(last.center.y - cell.center.y) > 1
      {
        rows.append(current)
        current.removeAll()
      }
      current.append(cell)
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }

  private func align(_ row: [UICollectionViewLayoutAttributes]) {
    let ordered = row.sorted { $0.frame.minX < $1.frame.minX }
    switch horizontalAlignment {
    case .left:
      var x = sectionInset.left
      for attributes in ordered {
        attributes.frame.origin.x = x
        x += attributes.frame.width + minimumInteritemSpacing
      }
    case .right:
      var maxX = collectionViewContentSize.width - sectionInset.right
      for attributes in ordered.reversed() {
        attributes.frame.origin.x = maxX - attributes.frame.width
        maxX -= attributes.frame.width + minimumInteritemSpacing
      }
    }
  }
}
