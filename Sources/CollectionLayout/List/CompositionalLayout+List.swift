/// List sections in a compositional layout, as UIKit builds them
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
/// `UICollectionViewCompositionalLayout.list(using:)`).
///
/// ```
///  section (vertical)                      content insets and padding: per appearance and the
///  ┌ padding above header (plain: 22) ┐    section's position, resolved when the layout is
///  │ header  (estimated, zIndex 200)  │    prepared (they depend on the width, the scale, the
///  │ contentInsets.top                │    safe area and which section is first or last)
///  │ row     (estimated ≥ 44, z 10)   │──  separators: decorations at the row's index path,
///  │ row                              │──  one pixel along its bottom (or top) edge, z 100
///  │ contentInsets.bottom             │
///  │ footer  (estimated, zIndex 200)  │    background: `list-background` behind it all, z 0
///  └──────────────────────────────────┘
/// ```
import Geometry

extension CompositionalLayout.Section {
  /// A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): one full-width
  /// row per item, self-sizing from the minimum row height, the configuration's header and
  /// footer, separators and the list background. Its content insets are the list's, computed
  /// when the layout is prepared (see `docs/lists-and-cells.md`).
  public static func list(using configuration: ListConfiguration) -> CompositionalLayout.Section {
    let rowSize = LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.minimumRowHeight))
    // One row per group: the same frames as UIKit's single tall group of rows (no spacing),
    // and each row self-sizes on its own.
    let group = CompositionalLayout.Group.vertical(
      layoutSize: rowSize, subitems: [CompositionalLayout.Item(layoutSize: rowSize)])
    var section = CompositionalLayout.Section(group: group)
    section.list = configuration
    section.contentInsetsReference = .none
    let pins = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
    section.supplementariesFollowContentInsets = !pins
    let estimate = ListSectionMetrics.plainBoundaryHeight
    let boundarySize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
    if configuration.headerMode == .supplementary {
      var header = CompositionalLayout.BoundarySupplementaryItem(
        layoutSize: boundarySize, elementKind: .header, alignment: .top)
      header.pinToVisibleBounds = pins
      header.zIndex = ListSectionGeometry.boundaryZIndex
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      var footer = CompositionalLayout.BoundarySupplementaryItem(
        layoutSize: boundarySize, elementKind: .footer, alignment: .bottom)
      footer.zIndex = ListSectionGeometry.boundaryZIndex
      section.boundarySupplementaryItems.append(footer)
    }
    section.decorationItems = [.background(elementKind: .listBackground)]
    return section
  }

  /// The list section with its metrics for section `index` of `count` in `environment`: content
  /// insets, padding above the header and the headers' and footers' estimates.
  func resolvingList(section index: Int, of count: Int, in environment: LayoutEnvironment)
    -> CompositionalLayout.Section
  {
    guard let configuration = list else { return self }
    let metrics = ListSectionMetrics(configuration, section: index, of: count, in: environment)
    var resolved = self
    resolved.contentInsets = metrics.contentInsets
    resolved.listMetrics = metrics
    for position in resolved.boundarySupplementaryItems.indices {
      let kind = resolved.boundarySupplementaryItems[position].elementKind
      if kind == .header || kind == .footer {
        resolved.boundarySupplementaryItems[position].layoutSize.heightDimension = .estimated(
          metrics.boundaryEstimate)
      }
    }
    return resolved
  }
}

extension CompositionalLayout {
  /// A layout of list sections only (`UICollectionViewCompositionalLayout.list(using:)`).
  public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
    CompositionalLayout(section: .list(using: configuration))
  }

  /// Whether any section definition is a list section.
  var hasListSections: Bool {
    switch sectionProvider {
    case .uniform(let section): section.list != nil
    case .perSection(let sections): sections.contains { $0?.list != nil }
    }
  }

  /// The layout with every list section's metrics resolved for its position among
  /// `sectionCount` data sections in `environment` (one definition per data section, since the
  /// first and last sections space differently); itself when it has no list section.
  func resolvingListSections(sectionCount: Int, in environment: LayoutEnvironment) -> CompositionalLayout {
    guard hasListSections else { return self }
    var copy = self
    copy.sectionProvider = .perSection(
      (0..<sectionCount).map { index in
        section(at: index).map { $0.resolvingList(section: index, of: sectionCount, in: environment) }
      })
    return copy
  }
}
