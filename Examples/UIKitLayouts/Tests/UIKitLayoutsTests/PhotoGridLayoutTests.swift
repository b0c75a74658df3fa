import CollectionRenderTesting
import CollectionRenderUIKit
import Testing

@testable import UIKitLayouts

/// A section's title bar, as the photo browser's header view shows it.
final class SectionTitleView: UICollectionReusableView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.95, alpha: 1)
    titleLabel.frame = CGRect(x: 8, y: 10, width: 300, height: 24)
    titleLabel.textColor = .black
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The photo browser's data: a few featured cards, highlights in threes, a library of squares.
@MainActor
final class PhotoLibrary: NSObject, UICollectionViewDataSource {
  let counts = [5, 9, 30]
  let titles = ["Featured", "Highlights", "Library"]

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell as? TileCell)?.configure(index: indexPath.item + indexPath.section)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    (view as? SectionTitleView)?.titleLabel.text = titles[indexPath.section]
    return view
  }
}

/// The data source lives as long as the test process: a collection view holds its own weakly.
@MainActor private var library: PhotoLibrary?

/// `makePhotoGridLayout()` compiled unchanged from the app and run by a headless collection view.
@MainActor
@Suite struct PhotoGridLayoutTests {
  /// A phone-sized collection view showing the photo library with the app's layout.
  func photoBrowser(width: CGFloat = 390) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: makePhotoGridLayout())
    view.backgroundColor = .white
    view.register(TileCell.self, forCellWithReuseIdentifier: "photo")
    view.register(
      SectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    let data = PhotoLibrary()
    library = data
    view.dataSource = data
    view.layoutIfNeeded()
    return view
  }

  func frame(_ view: UICollectionView, _ item: Int, _ section: Int) throws -> CGRect {
    try #require(view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
  }

  func header(_ view: UICollectionView, _ section: Int) throws -> CGRect {
    try #require(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame)
  }

  /// Whether two frames agree to a millionth of a point (sums of thirds are not exact).
  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  // The default screen has scale 3: fractional sizes floor to thirds of a point.

  /// The featured cards take 85 % of the width and run past the trailing edge, sideways.
  @Test func featuredCardsScrollSideways() throws {
    let view = photoBrowser()
    let card: CGFloat = 994 / 3  // 0.85 × 390 = 331.5, floored to a third
    #expect(try header(view, 0) == CGRect(x: 16, y: 0, width: 358, height: 44))
    #expect(same(try frame(view, 0, 0), CGRect(x: 16, y: 44, width: card, height: 220)))
    #expect(same(try frame(view, 1, 0), CGRect(x: 16 + card + 12, y: 44, width: card, height: 220)))
    #expect(try frame(view, 4, 0).minX > view.bounds.width)
  }

  /// Highlights: one wide photo beside two stacked small ones, three photos a group.
  @Test func highlightsPairAWidePhotoWithTwoSmallOnes() throws {
    let view = photoBrowser()
    #expect(try header(view, 1) == CGRect(x: 14, y: 44 + 220 + 24, width: 362, height: 44))
    let top = try header(view, 1).maxY
    let group: CGFloat = 724 / 3  // 2/3 of the 362-point row, floored to a third
    let stack: CGFloat = 362 / 3  // 1/3 of the row
    #expect(same(try frame(view, 0, 1), CGRect(x: 16, y: top + 2, width: group - 4, height: group - 4)))
    #expect(same(try frame(view, 1, 1), CGRect(x: 14 + group + 2, y: top + 2, width: stack - 4, height: stack - 4)))
    #expect(
      same(try frame(view, 2, 1), CGRect(x: 14 + group + 2, y: top + stack + 2, width: stack - 4, height: stack - 4)))
    #expect(same(try frame(view, 3, 1), CGRect(x: 16, y: top + group + 2, width: group - 4, height: group - 4)))
  }

  /// The library: three columns on a phone, more on a wider screen, square thumbnails.
  @Test func libraryColumnsFollowTheWidth() throws {
    let phone = photoBrowser()
    #expect(try header(phone, 2) == CGRect(x: 15, y: 1080, width: 360, height: 44))
    #expect(try frame(phone, 0, 2) == CGRect(x: 16, y: 1125, width: 118, height: 118))
    #expect(try frame(phone, 2, 2) == CGRect(x: 256, y: 1125, width: 118, height: 118))
    #expect(try frame(phone, 3, 2) == CGRect(x: 16, y: 1245, width: 118, height: 118))
    #expect(phone.contentSize == CGSize(width: 390, height: 1124 + 10 * 120))

    let tablet = photoBrowser(width: 820)
    let rows = try (0..<10).map { try frame(tablet, $0, 2).minY }
    #expect(rows.prefix { $0 == rows[0] }.count == 6)
  }

  /// The picture, as reviewed.
  @Test func picture() throws {
    let view = photoBrowser()
    assertSnapshot(of: .scene(try view.renderedScene()), as: .image(), named: "photo-grid")
  }
}
