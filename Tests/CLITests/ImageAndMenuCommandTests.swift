import Foundation
import Testing

/// Images, the edit menu and the overview through the built binary: exit codes, one-line
/// errors, output sizes.
@Suite struct ImageAndMenuCommandTests {
  static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/CairoBackendTests/Fixtures")

  /// A folder with the test pattern as `pattern.png` and `photo.jpg`.
  func folderWithImages() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for (source, name) in [("pattern.png", "pattern.png"), ("pattern.jpg", "images/photo.jpg")] {
      let destination = folder.url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(source), to: destination)
    }
    return folder
  }

  func scene(image: String = "pattern.png", items: String = #"["a", {"title": "b", "image": "images/photo.jpg"}]"#)
    -> String
  {
    #"{"bounds": {"width": 200, "height": 120}, "scale": 2, "layout": {"type": "flow", "itemSize": {"width": 60, "#
      + #""height": 60}},"#
      + #" "sections": [{"items": "# + items + #"}], "style": {"cell": {"imageView": {"image": ""# + image + #""}}}}"#
  }

  @Test func rendersPNGAndJPEGImagesRelativeToTheScene() throws {
    let folder = try folderWithImages()
    let path = try folder.write("scene.json", scene())
    // Run from elsewhere: paths resolve against the scene's folder, not the working directory.
    let result = try CLI.run(
      ["render", path, "-o", folder.path("out.png")], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("PNG 400×240 px"))
    for format in ["svg", "pdf"] {
      #expect(try CLI.run(["render", path, "-o", folder.path("out.\(format)")]).status == 0)
    }
  }

  @Test(arguments: [
    (
      "missing style image",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [], "style": {"cell": {"imageView": {"image": "#
        + #""nowhere.png"}}}}"#,
      Int32(66), "scene.json: $.style.cell.imageView.image: ", "nowhere.png: no such file"
    ),
    (
      "missing item image",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": ["a", {"image": "gone/monkey.jpg"}]}]}"#,
      66, "scene.json: $.sections[0].items[1].image: item 1 of section 0: ", "gone/monkey.jpg: no such file"
    ),
    (
      "not an image", #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": [{"image": "notes.png"}]}]}"#,
      65, "scene.json: $.sections[0].items[0].image: item 0 of section 0: ",
      "notes.png: not a PNG or JPEG file (unrecognised signature)"
    ),
    (
      "truncated PNG", #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": [{"image": "cut.png"}]}]}"#,
      65, "scene.json: $.sections[0].items[0].image: item 0 of section 0: ", "cut.png: corrupt PNG"
    ),
    (
      "truncated JPEG", #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": [{"image": "cut.jpg"}]}]}"#,
      65, "scene.json: $.sections[0].items[0].image: item 0 of section 0: ",
      "cut.jpg: corrupt JPEG: Premature end of JPEG file"
    ),
    (
      "image is a folder",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": [{"image": "images"}]}]}"#,
      66, "scene.json: $.sections[0].items[0].image: item 0 of section 0: ", "images: is a folder, not a file"
    ),
    (
      "bad content mode",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [], "style": {"cell": {"imageView": {"contentMode": "#
        + #""stretch"}}}}"#,
      65, "scene.json: $.style.cell.imageView.contentMode: ", #""stretch" is not one of: scaleToFill"#
    ),
    (
      "menu on a missing item",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 4}], "menu": {"item": {"section": 0, "#
        + #""item": 9}}}"#,
      65, "scene.json: $.menu.item.item: ", "section 0 has 4 items, got item 9"
    ),
    (
      "menu in a missing section",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 4}], "menu": {"item": {"section": 2, "#
        + #""item": 0}}}"#,
      65, "scene.json: $.menu.item.section: ", "the scene has 1 section, got section 2"
    ),
    (
      "bad overview", #"{"bounds": {"width": 100, "height": 100}, "sections": [], "overview": {"offscreenAlpha": -1}}"#,
      65, "scene.json: $.overview.offscreenAlpha: ", "must not be negative, got -1"
    ),
  ])
  func badImageOrMenu(name: String, text: String, status: Int32, location: String, reason: String) throws {
    let folder = try folderWithImages()
    try folder.write("notes.png", "these are notes, not pixels")
    let png = try Data(contentsOf: Self.fixtures.appendingPathComponent("pattern.png"))
    try png.prefix(60).write(to: folder.url.appendingPathComponent("cut.png"))
    let jpeg = try Data(contentsOf: Self.fixtures.appendingPathComponent("pattern.jpg"))
    try jpeg.prefix(200).write(to: folder.url.appendingPathComponent("cut.jpg"))
    let path = try folder.write("scene.json", text)
    let before = try folder.contents()
    // `layout` reads only an image's header: a body cut short is the renderer's problem.
    let bodyOnly = name.hasPrefix("truncated")
    for command in [["render", path, "-o", folder.path("out.png")], ["layout", path]] {
      if bodyOnly, command[0] == "layout" {
        #expect(try CLI.run(command, in: folder.url).status == 0, "\(name): layout needs no pixels")
        continue
      }
      let result = try CLI.run(command, in: folder.url)
      #expect(result.status == status, "\(name): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
      #expect(result.stderr.hasPrefix("collection-render: error: "), "\(name): \(result.stderr)")
      #expect(result.stderr.contains(location) && result.stderr.contains(reason), "\(name): \(result.stderr)")
    }
    #expect(try folder.contents() == before, "no output file for \(name)")
  }

  @Test func overviewFlagDrawsTheWholeContent() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "grid.json",
      #"""
      {"bounds": {"width": 100, "height": 100}, "contentOffset": {"x": 0, "y": 50},
       "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40}, "sectionInset": 5},
       "sections": [{"itemCount": 10}]}
      """#)
    // 2 columns, 5 rows: content 100 × (5 + 5·40 + 4·10 + 5) = 250; the default margin is 24.
    let result = try CLI.run(["render", path, "--overview", "-o", folder.path("overview.png")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("PNG 148×298 px"), "\(result.stdout)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("overview.png")))))
    #expect(size.width == 148 && size.height == 298)
    let pdf = try CLI.run(["render", path, "--overview", "-o", folder.path("overview.pdf")])
    #expect(pdf.stdout.contains("PDF 148×298 pt"), "\(pdf.stdout)")
  }

  @Test func renderHelpMentionsTheOverview() throws {
    let result = try CLI.run(["render", "--help"])
    #expect(result.stdout.contains("--overview"))
  }
}
