import UIKit

@testable import UIKitLayouts

/// Numbered tiles, the way an app's data source gives its cells.
@MainActor
final class Tiles: NSObject, UICollectionViewDataSource {
  let counts: [Int]
  let cellClass: UICollectionViewCell.Type

  init(counts: [Int], cellClass: UICollectionViewCell.Type = TileCell.self) {
    self.counts = counts
    self.cellClass = cellClass
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    (cell as? TileCell)?.configure(index: indexPath.item)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// Data sources live as long as the test process: a collection view holds its own weakly.
@MainActor private var kept: [Tiles] = []

/// A phone-sized collection view with `layout` showing `tiles`, on a white background.
@MainActor
func phone(_ layout: UICollectionViewLayout, _ tiles: Tiles, width: CGFloat = 390, height: CGFloat = 844)
  -> UICollectionView
{
  let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  view.backgroundColor = .white
  view.register(tiles.cellClass, forCellWithReuseIdentifier: "tile")
  view.register(
    ParallaxHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  kept.append(tiles)
  view.dataSource = tiles
  return view
}
