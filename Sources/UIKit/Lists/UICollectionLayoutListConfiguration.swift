package import CollectionLayout
internal import SceneModel

/// How a list section looks (UIKit's `UICollectionLayoutListConfiguration`, iOS 14): its
/// appearance, separators, header and footer modes, background colour and header padding. Build
/// a layout with `UICollectionViewCompositionalLayout.list(using:)`, or a section with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; the metrics are the list layout's
/// (see `docs/lists-and-cells.md`).
public struct UICollectionLayoutListConfiguration {
  /// The list's look (`UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    package var engineValue: ListAppearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    }
  }

  /// Where a section's header comes from (`UICollectionLayoutListConfiguration.HeaderMode`).
  public enum HeaderMode: Hashable, Sendable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item, styled as a header.
    case firstItemInSection
  }

  /// Where a section's footer comes from (`UICollectionLayoutListConfiguration.FooterMode`).
  public enum FooterMode: Hashable, Sendable {
    /// No footer.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// Gives a row its own separator configuration from the section's.
  public typealias ItemSeparatorHandler = (
    _ itemIndexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration

  /// The list's look.
  public let appearance: Appearance
  /// Whether rows show separators at all.
  public var showsSeparators = true
  /// The separators every row starts from (iOS 14.5).
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// A row's own separators (iOS 14.5).
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background; nil for the appearance's.
  public var backgroundColor: UIColor?
  /// Where headers come from.
  public var headerMode: HeaderMode = .none
  /// Where footers come from.
  public var footerMode: FooterMode = .none
  /// The space above each section header; nil for the appearance's (iOS 15).
  public var headerTopPadding: CGFloat?

  /// A configuration with UIKit's defaults for `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The configuration in the engine's terms for a collection view with `traits`: the minimum
  /// row height from the content size category (twice the body leading).
  package func engineValue(traits: UITraitCollection) -> ListConfiguration {
    var list = ListConfiguration(appearance: appearance.engineValue)
    list.headerMode =
      switch headerMode {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    list.footerMode = footerMode == .supplementary ? .supplementary : .none
    list.showsSeparators = showsSeparators
    list.separatorConfiguration = separatorConfiguration.engineValue
    list.headerTopPadding = headerTopPadding.map(Double.init)
    list.minimumRowHeight = ListConfiguration.minimumRowHeight(
      bodyLeading: ListMetrics.bodyLeading(traits.preferredContentSizeCategory.model))
    return list
  }
}
