import UIKit

/// A data source of coloured cells with a label each: `counts[s]` items in section `s`.
@MainActor
final class ColoredCells: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var color: UIColor

  init(counts: [Int], color: UIColor = .systemBlue) {
    self.counts = counts
    self.color = color
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentView.backgroundColor = color
    return cell
  }
}

/// Data sources kept alive for the test process: a collection view holds its data source
/// weakly, as UIKit's does.
@MainActor private var keptDataSources: [ColoredCells] = []

/// A collection view of `size` with `layout`, registered for plain cells.
@MainActor
func makeCollectionView(
  _ layout: UICollectionViewLayout, size: CGSize = CGSize(width: 200, height: 300), dataSource: ColoredCells
) -> UICollectionView {
  let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  keptDataSources.append(dataSource)
  view.dataSource = dataSource
  view.setTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 1)]))
  return view
}
