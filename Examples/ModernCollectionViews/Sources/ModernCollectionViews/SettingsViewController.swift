import UIKit

/// A settings screen: an inset-grouped list of rows with an icon, a title, a current value and
/// a disclosure chevron, in sections with a header and a footer.
class SettingsViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case connectivity
    case notifications
    case general

    var header: String {
      switch self {
      case .connectivity: return "Connectivity"
      case .notifications: return "Notifications"
      case .general: return "General"
      }
    }

    var footer: String? {
      switch self {
      case .connectivity: return "Turn on Airplane Mode to stop all wireless connections."
      case .notifications: return nil
      case .general: return "Software updates install overnight when the device is charging."
      }
    }
  }

  struct Setting: Hashable {
    let title: String
    let value: String?
    let symbolName: String
  }

  static let settings: [Section: [Setting]] = [
    .connectivity: [
      Setting(title: "Airplane Mode", value: "Off", symbolName: "airplane"),
      Setting(title: "Wi-Fi", value: "Home", symbolName: "wifi"),
      Setting(title: "Bluetooth", value: "On", symbolName: "bluetooth"),
    ],
    .notifications: [
      Setting(title: "Notifications", value: nil, symbolName: "bell.badge"),
      Setting(title: "Focus", value: "Work", symbolName: "moon"),
    ],
    .general: [
      Setting(title: "General", value: nil, symbolName: "gear"),
      Setting(title: "Display & Brightness", value: nil, symbolName: "sun.max"),
    ],
  ]

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Setting>!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Settings"
    configureHierarchy()
    configureDataSource()
  }
}

extension SettingsViewController {
  func createLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> {
      cell, indexPath, setting in
      var content = UIListContentConfiguration.valueCell()
      content.text = setting.title
      content.secondaryText = setting.value
      content.image = UIImage(systemName: setting.symbolName)
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }

    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, elementKind, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = Section(rawValue: indexPath.section)?.header
      header.contentConfiguration = content
    }

    let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { footer, elementKind, indexPath in
      var content = UIListContentConfiguration.groupedFooter()
      content.text = Section(rawValue: indexPath.section)?.footer
      footer.contentConfiguration = content
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Setting>(collectionView: collectionView) {
      collectionView, indexPath, setting in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: setting)
    }
    dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
      if elementKind == UICollectionView.elementKindSectionHeader {
        return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
      }
      return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases {
      snapshot.appendItems(Self.settings[section] ?? [], toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
