import UIKit

/// An iPad-style sidebar: folders that expand to show what they hold, each level indented, with
/// outline chevrons that point down when a folder is open.
class OutlineViewController: UIViewController {
  enum Section: Hashable {
    case library
  }

  struct Entry: Hashable {
    let title: String
    let symbolName: String
    let children: [Entry]

    init(_ title: String, symbolName: String, children: [Entry] = []) {
      self.title = title
      self.symbolName = symbolName
      self.children = children
    }
  }

  static let entries = [
    Entry(
      "Library", symbolName: "books.vertical",
      children: [
        Entry("Recently Added", symbolName: "clock"),
        Entry("Artists", symbolName: "music.mic"),
        Entry("Albums", symbolName: "square.stack"),
      ]),
    Entry(
      "Playlists", symbolName: "music.note.list",
      children: [
        Entry("Road Trip", symbolName: "music.note.list"),
        Entry("Focus", symbolName: "music.note.list"),
      ]),
    Entry("Radio", symbolName: "dot.radiowaves.left.and.right"),
  ]

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Entry>!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Music"
    configureHierarchy()
    configureDataSource()
  }
}

extension OutlineViewController {
  func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let folderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> {
      cell, indexPath, entry in
      var content = cell.defaultContentConfiguration()
      content.text = entry.title
      content.image = UIImage(systemName: entry.symbolName)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }

    let leafRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> {
      cell, indexPath, entry in
      var content = cell.defaultContentConfiguration()
      content.text = entry.title
      content.image = UIImage(systemName: entry.symbolName)
      cell.contentConfiguration = content
      cell.accessories = []
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) {
      collectionView, indexPath, entry in
      if entry.children.isEmpty {
        return collectionView.dequeueConfiguredReusableCell(using: leafRegistration, for: indexPath, item: entry)
      }
      return collectionView.dequeueConfiguredReusableCell(using: folderRegistration, for: indexPath, item: entry)
    }

    var outline = NSDiffableDataSourceSectionSnapshot<Entry>()
    func add(_ entries: [Entry], to parent: Entry?) {
      outline.append(entries, to: parent)
      for entry in entries where !entry.children.isEmpty {
        add(entry.children, to: entry)
      }
    }
    add(Self.entries, to: nil)
    outline.expand([Self.entries[0]])
    dataSource.apply(outline, to: .library, animatingDifferences: false)
  }
}
