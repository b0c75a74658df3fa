import Foundation
import Testing

/// `--fonts` and a scene's `"fonts"`: a user's font folder lets a label name a family no machine
/// has installed ("Fixture Mono", `Tests/Fonts`); a folder that cannot be used ends the command
/// with one line naming it, 66 when it cannot be read and 65 when it holds no usable font.
@Suite struct FontFolderCommandTests {
  /// A scene whose labels are in "Fixture Mono", with `fonts` as its `"fonts"` key when given.
  static func scene(fonts: String? = nil) -> String {
    let key = fonts.map { #""fonts": "\#($0)", "# } ?? ""
    return #"{\#(key)"bounds": {"width": 320, "height": 120}, "#
      + #""layout": {"type": "flow", "itemSize": {"width": 300, "height": 44}}, "#
      + #""style": {"cell": {"titleLabel": {"font": {"family": "Fixture Mono", "size": 17}}}}, "#
      + #""sections": [{"items": ["iiii WWWW", "Fixture Mono 0123"]}]}"#
  }

  @Test func aFontFolderLetsTheSceneNameItsFamilies() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("scene.json", Self.scene())
    let missing = try CLI.run(["render", scene, "-o", folder.path("none.png")])
    #expect(missing.status == 65)
    #expect(
      missing.stderr.contains("$.style.cell.titleLabel.font.family: font family \"Fixture Mono\" is not installed"))

    let given = try CLI.run(["render", scene, "--fonts", "Tests/Fonts", "-o", folder.path("flag.png")])
    #expect(given.status == 0, "\(given.stderr)")

    // The scene's own key, relative to the scene file.
    try FileManager.default.createDirectory(atPath: folder.path("fonts"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: CLI.repositoryRoot.appendingPathComponent("Tests/Fonts/FixtureMono.ttf").path,
      toPath: folder.path("fonts/FixtureMono.ttf"))
    let keyed = try folder.write("keyed.json", Self.scene(fonts: "fonts"))
    let fromKey = try CLI.run(["render", keyed, "-o", folder.path("key.png")])
    #expect(fromKey.status == 0, "\(fromKey.stderr)")
    let flag = try Data(contentsOf: URL(fileURLWithPath: folder.path("flag.png")))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("key.png"))) == flag)
    // Drawn in the fixture, not in a substitute: the same text in DejaVu Sans differs.
    let mono = try folder.write("mono.json", Self.scene().replacingOccurrences(of: "Fixture Mono", with: "DejaVu Sans"))
    #expect(try CLI.run(["render", mono, "-o", folder.path("mono.png")]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("mono.png"))) != flag)
  }

  @Test(arguments: [
    ("Tests/Fonts/nope", Int32(66), "Tests/Fonts/nope: no such folder"),
    ("Tests/Fonts/LICENSE.txt", 66, "Tests/Fonts/LICENSE.txt: not a folder"),
    ("Tests/Fonts/empty", 65, "Tests/Fonts/empty: holds no font file (.ttf, .otf, .ttc or .otc)"),
    ("Tests/Fonts/broken", 65, "Tests/Fonts/broken: Broken.otf is not a font FreeType can read"),
  ])
  func aFolderThatCannotBeUsedIsOneLineNamingIt(_ fonts: String, _ status: Int32, _ line: String) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("scene.json", Self.scene())
    for command in ["render", "layout"] {
      let arguments = [command, scene, "--fonts", fonts] + (command == "render" ? ["-o", folder.path("x.png")] : [])
      let result = try CLI.run(arguments)
      #expect(result.status == status, "\(command): \(result.stderr)")
      #expect(result.stderr == "collection-render: error: \(line)\n", "\(command)")
      #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
    }
    // The same folder named by the scene: the same line and code, the folder resolved against it.
    let keyed = try folder.write("keyed.json", Self.scene(fonts: CLI.repositoryRoot.path + "/" + fonts))
    let result = try CLI.run(["render", keyed, "-o", folder.path("y.png")])
    #expect(result.status == status)
    #expect(result.stderr == "collection-render: error: \(CLI.repositoryRoot.path)/\(line)\n")
  }
}
