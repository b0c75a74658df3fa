import CollectionLayout
import Foundation
import SceneModel
import Testing
import UIKit

@testable import CollectionRenderUIKit

/// Cells built with content configurations are read into the scene model's list content, so
/// they draw exactly as the same cells written in a scene file.
@MainActor
@Suite struct ConfiguredCellTests {
  func listView(_ configure: @escaping (UICollectionViewListCell, Int) -> Void, count: Int = 3) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      configure(cell, item)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    keptDiffableSources.append(dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    view.setTraitCollection(UITraitCollection(displayScale: 2))
    return view
  }

  func items(_ scene: Scene) -> [ItemData] {
    scene.layout.prepareForDisplay(scene.layoutContent, in: scene.layoutEnvironment)
      .allLayoutAttributes(viewport: scene.viewport)
      .compactMap { $0.payload?.value(as: ItemData.self) }
  }

  @Test func aValueCellIsReadAsListContentWithItsAccessories() throws {
    let view = listView { cell, item in
      var content = UIListContentConfiguration.valueCell()
      content.text = "Row \(item)"
      content.secondaryText = "Value"
      content.image = UIImage(systemName: "star")
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator(), .delete()]
    }
    let read = items(try view.renderedScene())
    #expect(read.count == 3)
    let first = try #require(read.first)
    let content = try #require(first.contentConfiguration)
    #expect(content.style == .valueCell)
    #expect(content.text == "Row 0" && content.secondaryText == "Value")
    #expect(content.image == .symbol("star"))
    #expect(first.accessories.map(\.kind) == [.disclosureIndicator, .delete])
    #expect(!first.isEditing)
    view.isEditing = true
    #expect(items(try view.renderedScene()).first?.isEditing == true)
  }

  @Test func theStateResolvesTheConfigurationAndTheHandlerRuns() throws {
    var states: [UICellConfigurationState] = []
    let view = listView(
      { cell, _ in
        cell.configurationUpdateHandler = { cell, state in
          states.append(state)
          var content = UIListContentConfiguration.cell()
          content.text = state.isSelected ? "Selected" : "Plain"
          content.textProperties.colorTransformer = .grayscale
          cell.contentConfiguration = content
        }
      }, count: 2)
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let read = items(try view.renderedScene())
    #expect(read.map { $0.contentConfiguration?.text } == ["Plain", "Selected"])
    #expect(states.contains { $0.isSelected })
    #expect(read[1].isSelected)
  }

  @Test func anImageFileThatCannotBeReadFailsTheRender() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("configured-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
    UIImage.addResourceFolder(folder.path)
    defer { UIImage.removeResourceFolders() }
    let image = try #require(UIImage(named: "broken"))
    let view = listView { cell, _ in
      var content = UIListContentConfiguration.cell()
      content.image = image
      cell.contentConfiguration = content
    }
    #expect(throws: UIKitLayoutError.self) { try view.renderedScene() }
  }

  /// A list cell in a self-sizing flow layout keeps the width the layout proposes and takes the
  /// height its content needs (a width-pinned, height-fitted cell, as Auto Layout sizes it).
  @Test func aListCellInASelfSizingFlowKeepsItsWidthAndFitsItsHeight() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = UIListContentConfiguration.cell()
      content.text =
        item == 0 ? "Short" : "A long title that wraps onto a second and a third line in a phone-wide list row"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    keptDiffableSources.append(dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1])
    dataSource.apply(snapshot, animatingDifferences: false)
    view.setTraitCollection(UITraitCollection(displayScale: 2))
    _ = try view.renderedScene()
    let short = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    let long = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(short.width == 390 && long.width == 390)
    #expect(short.height == 44)
    #expect(long.height > 60)
  }
}
