import UIKit

/// The sections of the photo browser, in display order.
enum PhotoSection: Int, CaseIterable {
  /// A strip of large cards that scrolls sideways.
  case featured
  /// One wide photo beside two stacked small ones, repeated.
  case highlights
  /// Square thumbnails; more columns on wider screens.
  case library
}

/// The photo browser's compositional layout: every section gets a title header of kind
/// `UICollectionView.elementKindSectionHeader`; the first one scrolls sideways.
@MainActor
func makePhotoGridLayout() -> UICollectionViewLayout {
  UICollectionViewCompositionalLayout { sectionIndex, environment in
    let section: NSCollectionLayoutSection
    switch PhotoSection(rawValue: sectionIndex) ?? .library {
    case .featured:
      section = makeFeaturedSection()
    case .highlights:
      section = makeHighlightsSection()
    case .library:
      // Aim for thumbnails of about 120 points, never fewer than three columns.
      let width = environment.container.effectiveContentSize.width
      let columns = max(3, Int(width / 120))
      section = makeLibrarySection(columns: columns)
    }

    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
  }
}

@MainActor
private func makeFeaturedSection() -> NSCollectionLayoutSection {
  let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
  let item = NSCollectionLayoutItem(layoutSize: itemSize)

  // Each card takes 85% of the width so the next one peeks in from the trailing edge.
  let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220))
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

  let section = NSCollectionLayoutSection(group: group)
  section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
  section.interGroupSpacing = 12
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
  return section
}

@MainActor
private func makeHighlightsSection() -> NSCollectionLayoutSection {
  let wideItem = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
  wideItem.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

  let smallItem = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
  smallItem.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

  let stack = NSCollectionLayoutGroup.vertical(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)),
    subitems: [smallItem, smallItem])

  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(2.0 / 3.0)),
    subitems: [wideItem, stack])

  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 24, trailing: 14)
  return section
}

@MainActor
private func makeLibrarySection(columns: Int) -> NSCollectionLayoutSection {
  let fraction = 1.0 / CGFloat(columns)
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1.0)))
  item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

  // Square cells: the row is as tall as one column is wide.
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction)),
    subitems: [item])

  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
  return section
}
