import CollectionRender
import Foundation
import Testing

@testable import CollectionRenderTesting

/// The test API's font folders: `withSnapshotConfiguration(fonts:)` and `.snapshots(fonts:)`
/// register them before a scene is loaded, relative to the test file's folder.
@Suite struct FontFolderConfigurationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
  static let scene = SceneSource.json(
    #"{"bounds": {"width": 200, "height": 40}, "layout": {"type": "flow", "itemSize": {"width": 180, "height": 30}}, "#
      + #""style": {"cell": {"titleLabel": {"font": {"family": "Fixture Mono", "size": 15}}}}, "#
      + #""sections": [{"items": ["Fixture Mono"]}]}"#)

  @Test func aScopesFoldersAreRegisteredBeforeTheSceneLoads() throws {
    let scene = try withSnapshotConfiguration(fonts: ["../Fonts"]) {
      #expect(SnapshotConfiguration.current.fonts == ["../Fonts"])
      return try Self.scene.load(relativeTo: Self.folder)
    }
    #expect(scene.sections.count == 1)
    #expect(FontFolders.registered.contains { $0.folder.hasSuffix("/Tests/Fonts") })
  }

  @Test(.snapshots(fonts: ["../Fonts"])) func aTraitsFoldersAddToTheScopes() throws {
    withSnapshotConfiguration(fonts: ["../Fonts/empty"]) {
      #expect(SnapshotConfiguration.current.fonts == ["../Fonts", "../Fonts/empty"])
      // A folder that cannot be used fails the load, naming it.
      #expect(throws: SceneError.self) { try Self.scene.load(relativeTo: Self.folder) }
    }
    #expect(try Self.scene.load(relativeTo: Self.folder).sections.count == 1)
  }
}
