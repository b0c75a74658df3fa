import CollectionRenderSnapshotTesting
import CollectionRenderUIKit
import Foundation
import SnapshotTesting
import Testing

/// A data source of two-tone tiles with a label each.
@MainActor
final class Swatches: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    cell.contentView.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBlue : .systemOrange
    cell.contentView.layer.cornerRadius = 8
    return cell
  }
}

/// `assertSnapshot(of: collectionView, as: .image)`, the call iOS suites make, against
/// references committed in `__Snapshots__/CollectionViewSnapshotTests/`.
@MainActor
@Suite(.snapshots(record: .fromEnvironment))
struct CollectionViewSnapshotTests {
  let swatches = Swatches()

  func collectionView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 70, height: 70)
    layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
    view.backgroundColor = .systemBackground
    view.dataSource = swatches
    return view
  }

  @Test func flowGrid() {
    let view = collectionView()
    assertSnapshot(of: view, as: .image(on: Device(name: "small", width: 320, height: 240, scale: 1)))
    assertSnapshot(
      of: view,
      as: .image(
        on: Device(name: "small", width: 320, height: 240, scale: 1),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
        ])), named: "dark-rtl")
    // The view is put back as it was.
    #expect(view.bounds.size == CGSize(width: 320, height: 240))
  }
}
