extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list section of `configuration` (iOS 14).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}

extension NSCollectionLayoutSection {
  /// A list section of `configuration`, to return from a section provider beside other
  /// sections (iOS 14). Its geometry is the list layout's (see `docs/lists-and-cells.md`): the
  /// group and insets UIKit builds for it are built by the layout, from the configuration and
  /// the collection view's traits, so changes to the returned section's own properties are not
  /// read.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [row])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    return section
  }
}
