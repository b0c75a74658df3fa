import CollectionRender
import CollectionRenderTesting
import CollectionRenderUIKit
import Testing

@testable import ModernCollectionViews

/// The view controllers compiled unchanged from the app, their views made as UIKit makes them
/// (`loadViewIfNeeded()` runs `viewDidLoad()`), and their collection views rendered on devices
/// in light and dark mode.
@MainActor
@Suite struct ScreenTests {
  /// Controllers live as long as the test process: collection views hold their data sources
  /// weakly, as UIKit's do.
  static var controllers: [UIViewController] = []

  func loaded<Controller: UIViewController>(_ controller: Controller) -> Controller {
    controller.loadViewIfNeeded()
    Self.controllers.append(controller)
    return controller
  }

  let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// A screen's collection view on a 393 × 852 phone, rendered once: rendering measures the rows
  /// and headers as Auto Layout would on a device.
  func measuredOnAPhone(_ collectionView: UICollectionView?) throws -> UICollectionView {
    let view = try #require(collectionView)
    view.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    _ = try view.renderedScene()
    return view
  }

  @Test func settings() throws {
    let screen = loaded(SettingsViewController())
    assertSnapshot(of: screen.collectionView, as: .image(on: .iPhone15), named: "settings")
    assertSnapshot(of: screen.collectionView, as: .image(on: .iPhone15, traits: dark), named: "settings-dark")
    assertSnapshot(of: screen.collectionView, as: .layout(on: .iPhone15), named: "settings")
  }

  /// The settings screen's geometry as an inset-grouped list on a 393-point phone: rows inset by
  /// the 16-point layout margins (wide 20-point margins start at 414 points), one-line rows 44
  /// tall and back to back, below the section's header.
  @Test func settingsRowsAreInsetGroupedRows() throws {
    let view = try measuredOnAPhone(loaded(SettingsViewController()).collectionView)
    let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(first.minX == 16 && first.width == 361)
    #expect(first.height == 44 && abs(second.minY - first.maxY) < 1e-9)
    let header = try #require(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    ).frame
    #expect(abs(header.maxY - first.minY) < 1e-9 && header.height > 30)
  }

  @Test func outline() throws {
    let screen = loaded(OutlineViewController())
    assertSnapshot(of: screen.collectionView, as: .image(on: .iPadPortrait), named: "outline")
    assertSnapshot(of: screen.collectionView, as: .image(on: .iPadPortrait, traits: dark), named: "outline-dark")
  }

  /// Only the expanded folder's children are items; each knows its depth.
  @Test func outlineShowsTheChildrenOfExpandedFoldersOnly() throws {
    let screen = loaded(OutlineViewController())
    let view = try #require(screen.collectionView)
    #expect(view.numberOfItems(inSection: 0) == 6)
    let snapshot = screen.dataSource.snapshot(for: .library)
    #expect(
      snapshot.visibleItems.map(\.title) == [
        "Library", "Recently Added", "Artists", "Albums", "Playlists", "Radio",
      ])
    #expect(snapshot.level(of: OutlineViewController.entries[0].children[0]) == 1)
  }

  @Test func mailbox() throws {
    let screen = loaded(MailboxViewController())
    assertSnapshot(of: screen.collectionView, as: .image(on: .iPhone15), named: "mailbox")
    assertSnapshot(of: screen.collectionView, as: .image(on: .iPhone15, traits: dark), named: "mailbox-dark")
  }

  /// Archiving a message animates as UIKit's update does, through the renderer's update
  /// animation: half-way, the archived row is fading out where it was and the rows below it are
  /// half-way up; the last frame is the inbox without it.
  @Test func archivingAMessageAnimates() throws {
    let screen = loaded(MailboxViewController())
    let view = try measuredOnAPhone(screen.collectionView)
    let measured = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    let row = Rect(
      x: Double(measured.minX), y: Double(measured.minY), width: Double(measured.width),
      height: Double(measured.height))
    let batch = try view.updateFrames { screen.archive(MailboxViewController.messages[1]) }
    #expect(batch.frames.count == 19)
    #expect(screen.inbox.count == 4)
    let half = batch.content(of: 9).attributes
    // The archived message is drawn after the four that stay (frame item 4), as it looked.
    let archived = try #require(half.first { $0.element == .cell(ElementIndexPath(item: 4, section: 0)) })
    #expect(abs(archived.alpha - 0.5) < 1e-3 && archived.frame == row)
    #expect(archived.payload?.value(as: ItemData.self)?.contentConfiguration?.text == "Build Server")
    // The message that was under it moves up half a row.
    let next = try #require(half.first { $0.element == .cell(ElementIndexPath(item: 1, section: 0)) })
    #expect(abs(next.frame.minY - (row.minY + row.height / 2)) < 1e-3)
    var times = FrameBatch.StageTimes()
    let after = Pipeline(scene: try view.renderedScene())
    #expect(try batch.rasterize(18, times: &times).pixels == after.rasterize(at: after.viewport()).pixels)
  }
}
