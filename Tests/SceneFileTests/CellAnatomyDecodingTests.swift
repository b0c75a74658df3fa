import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// A stand-in for the image codecs: named files decode to small bitmaps; `missing*` files do not
/// exist and `corrupt*` files do not decode. Records every (path, naming file) it is asked for.
final class FakeImages: @unchecked Sendable {
  var requests: [(path: String, file: String)] = []

  static func bitmap(width: Int, height: Int) -> RasterImage {
    RasterImage(width: width, height: height, argb32: [UInt8](repeating: 0xFF, count: width * height * 4))
  }

  var loader: ImageLoader {
    { (path: String, file: String) throws(ImageLoadFailure) -> RasterImage in
      self.requests.append((path, file))
      if path.contains("missing") { throw ImageLoadFailure(kind: .unreadable, reason: "\(path): no such file") }
      if path.contains("corrupt") {
        throw ImageLoadFailure(kind: .invalid, reason: "\(path): corrupt PNG: IHDR: CRC error")
      }
      return path.contains("wide") ? Self.bitmap(width: 40, height: 20) : Self.bitmap(width: 100, height: 100)
    }
  }
}

/// Decodes inline scene JSON with `images` as the image loader.
func decodeScene(_ text: String, images: FakeImages, datasets: [String: String] = [:]) throws(SceneError) -> Scene {
  try SceneDecoder.decode(
    Array(text.utf8), file: "scene.json",
    loadDataset: { (name: String) throws(SceneError) in
      guard let contents = datasets[name] else {
        throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
      }
      return (Array(contents.utf8), name)
    },
    loadImage: images.loader)
}

@Suite("Cell anatomy, rules, menu and overview in scene files")
struct CellAnatomyDecodingTests {
  let base = #""bounds": {"width": 320, "height": 480}"#

  @Test func imageViewKeys() throws {
    let images = FakeImages()
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480}, "sections": [],
       "style": {"cell": {"imageView": {"image": "images/monkey@2x.png", "size": {"width": 30, "height": 20},
                                        "centerOffset": {"x": 1, "y": -4}, "contentMode": "aspectFill",
                                        "clipsToBounds": false, "cornerRadius": 5, "backgroundColor": "red"}}}}
      """#, images: images)
    let imageView = scene.style.cell.imageView
    #expect(imageView.image?.path == "images/monkey@2x.png")
    #expect(imageView.image?.scale == 2)
    // 100 pixels at @2x: 50 points, as UIImage(named:) reads the suffix.
    #expect(imageView.image?.size == Size(width: 50, height: 50))
    #expect(imageView.size == .fixed(Size(width: 30, height: 20)))
    #expect(imageView.centerOffset == Point(x: 1, y: -4))
    #expect(imageView.contentMode == .scaleAspectFill)
    #expect(imageView.clipsToBounds == false)
    #expect(imageView.view == ViewStyle(backgroundColor: .uiRed, cornerRadius: 5, scale: 0.7))
    #expect(images.requests.map(\.file) == ["scene.json"])
  }

  @Test func imageViewDefaultsAreTheSeedsAnimalCell() throws {
    let imageView = try decodeScene(#"{"bounds": {"width": 320, "height": 480}, "sections": []}"#, images: FakeImages())
      .style.cell.imageView
    #expect(imageView.image == nil)
    #expect(imageView.view.scale == 0.7)
    #expect(imageView.size == .natural)
    #expect(imageView.contentMode == .scaleToFill)
    #expect(imageView.clipsToBounds)
    for (name, size) in [("\"natural\"", ImageViewSize.natural), ("\"fill\"", .fill)] {
      let scene = try decodeScene(
        #"{"bounds": {"width": 320, "height": 480}, "sections": [], "style": {"cell": {"imageView": {"size": "# + name
          + "}}}}",
        images: FakeImages())
      #expect(scene.style.cell.imageView.size == size)
    }
  }

  @Test func scaleComesFromTheFileName() {
    #expect(SceneImage.scale(ofFileNamed: "a/b/monkey@2x.png") == 2)
    #expect(SceneImage.scale(ofFileNamed: "icon@3x.jpg") == 3)
    #expect(SceneImage.scale(ofFileNamed: "photo.jpeg") == 1)
    #expect(SceneImage.scale(ofFileNamed: "me@2x/photo.png") == 1)
  }

  @Test func itemsHaveTheirOwnImageAndStyleOverTheScenes() throws {
    let images = FakeImages()
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480},
       "style": {"cell": {"backgroundView": {"backgroundColor": "blue"}, "imageView": {"image": "monkey.png",
        "scale": 0.5}}},
       "sections": [{"items": [
         "plain",
         {"title": "own image", "image": "wide.png"},
         {"title": "no image", "image": null},
         {"title": "own colours", "style": {"backgroundView": {"cornerRadius": 4}, "highlightedContentColor": "#B7D039",
                                             "titleLabel": {"textColor": "white"}}}
       ]}]}
      """#, images: images)
    let items = scene.sections[0].items
    #expect(items[0].style == nil)
    // The item's image replaces the scene's; everything else is the scene's.
    var expected = scene.style.cell
    expected.imageView.image = SceneImage(path: "wide.png", bitmap: FakeImages.bitmap(width: 40, height: 20))
    #expect(items[1].style == expected)
    #expect(items[2].style?.imageView.image == nil)
    #expect(items[2].style?.imageView.view.scale == 0.5)
    let own = try #require(items[3].style)
    #expect(own.backgroundView == ViewStyle(backgroundColor: Color(red: 0, green: 0, blue: 1), cornerRadius: 4))
    #expect(own.highlightedContentColor == Color(red8: 183, green8: 208, blue8: 57))
    #expect(own.titleLabel.textColor == .white)
    #expect(own.imageView.image?.path == "monkey.png")
    #expect(scene.presentation(of: items[3], section: 0).style == own)
    #expect(scene.presentation(of: items[0], section: 0).style == scene.style.cell)
  }

  @Test func datasetImagesAreRelativeToTheDataset() throws {
    let images = FakeImages()
    _ = try decodeScene(
      #"{"bounds": {"width": 320, "height": 480}, "dataset": "data/set.json"}"#, images: images,
      datasets: ["data/set.json": #"{"sections": [{"items": [{"image": "photo.jpg"}]}]}"#])
    #expect(images.requests.map(\.file) == ["data/set.json"])
    #expect(images.requests.map(\.path) == ["photo.jpg"])
  }

  /// The Xamarin guide: no highlight means no selection; shouldSelect false still highlights. Items,
  /// then sections, then the scene say.
  @Test(arguments: [
    // (scene, section, item) shouldHighlight/shouldSelect → (highlighted, selected) shown
    (#""#, #""#, #""#, true, true),
    (#", "shouldSelect": false"#, #""#, #""#, true, false),
    (#", "shouldHighlight": false"#, #""#, #""#, false, false),
    (#", "shouldHighlight": false"#, #", "shouldHighlight": true"#, #""#, true, true),
    (#""#, #", "shouldSelect": false"#, #", "shouldSelect": true"#, true, true),
    (#""#, #""#, #", "shouldHighlight": false, "shouldSelect": true"#, false, false),
    (#""#, #", "shouldHighlight": false"#, #""#, false, false),
  ])
  func selectionRules(scene: String, section: String, item: String, highlighted: Bool, selected: Bool) throws {
    let decoded = try decodeScene(
      #"{"bounds": {"width": 320, "height": 480}"# + scene
        + #", "sections": [{"items": [{"highlighted": true, "selected": true"# + item + "}]" + section + "}]}",
      images: FakeImages())
    let presentation = decoded.presentation(of: decoded.sections[0].items[0], section: 0)
    #expect(presentation.isHighlighted == highlighted)
    #expect(presentation.isSelected == selected)
  }

  @Test func untouchedItemsShowNothingWhateverTheRules() throws {
    let scene = try decodeScene(
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{"items": ["a"]}]}"#, images: FakeImages())
    let presentation = scene.presentation(of: scene.sections[0].items[0], section: 0)
    #expect(!presentation.isHighlighted && !presentation.isSelected)
  }

  @Test func editMenu() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480}, "sections": [{"itemCount": 2}, {"itemCount": 5}],
       "menu": {"item": {"section": 1, "item": 4}, "actions": ["Cut", "Copy", "Paste", "Custom"],
        "arrowDirection": "up"}}
      """#, images: FakeImages())
    #expect(
      scene.menu
        == EditMenu(
          indexPath: ElementIndexPath(item: 4, section: 1), actions: ["Cut", "Copy", "Paste", "Custom"],
          arrowDirection: .up))
    let plain = try decodeScene(
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{"itemCount": 2}], "menu": {"item": {"section": 0, "#
        + #""item": 0}}}"#,
      images: FakeImages())
    #expect(plain.menu == EditMenu(indexPath: ElementIndexPath(item: 0, section: 0)))
    #expect(plain.menu?.actions == ["Cut", "Copy", "Paste"])
    #expect(plain.style.menu == MenuStyle())
  }

  @Test func menuStyle() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480}, "sections": [],
       "style": {"menu": {"backgroundColor": "#000000", "textColor": "yellow", "separatorColor": null,
                          "font": {"size": 15, "weight": "bold"}, "cornerRadius": 4}}}
      """#, images: FakeImages())
    #expect(
      scene.style.menu
        == MenuStyle(
          backgroundColor: .black, textColor: .uiYellow, separatorColor: .clear,
          font: FontDescription(family: Style.defaultFontFamily, size: 15, weight: .bold), cornerRadius: 4))
  }

  @Test func overview() throws {
    func overview(_ json: String) throws -> Overview? {
      try decodeScene(
        #"{"bounds": {"width": 320, "height": 480}, "sections": [], "overview": "# + json + "}", images: FakeImages()
      ).overview
    }
    #expect(try overview("false") == nil)
    #expect(try overview("true") == Overview())
    #expect(
      try overview(
        #"{"margin": 8, "marginColor": null, "offscreenAlpha": 0.5, "viewportColor": "blue", "viewportWidth": 1}"#)
        == Overview(
          margin: 8, marginColor: nil, offscreenAlpha: 0.5, viewportColor: Color(red: 0, green: 0, blue: 1),
          viewportWidth: 1))
    #expect(
      try overview(#"{"reuse": {"from": {"y": 81}}}"#) == Overview(reuse: ReuseAnnotation(from: Point(x: 0, y: 81))))
    #expect(
      try overview(#"{"reuse": {"from": {"x": 5}, "queuedColor": "red", "dequeuedColor": "blue", "queueWidth": 120}}"#)
        == Overview(
          reuse: ReuseAnnotation(
            from: Point(x: 5, y: 0), queuedColor: .uiRed, dequeuedColor: Color(red: 0, green: 0, blue: 1),
            queueWidth: 120)))
    #expect(throws: SceneError.self) { try overview(#"{"reuse": {}}"#) }
    #expect(throws: SceneError.self) { try overview(#"{"reuse": {"from": {}, "queueWidth": 4}}"#) }
    #expect(throws: SceneError.self) { try overview(#"{"reuse": {"from": {}, "to": {}}}"#) }
  }

  @Test func labelFrameAndOtherSupplementaryKinds() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480},
       "sections": [{"header": "H", "supplementary": {"badge": "New", "ribbon": {"title": "Sale"}}}],
       "style": {"header": {"titleLabel": {"frame": {"width": 300, "height": 50}}},
                 "supplementary": {"badge": {"backgroundColor": "red", "titleLabel": {"textColor": "white"}}}}}
      """#, images: FakeImages())
    #expect(scene.style.header.titleLabel.frame == Rect(x: 0, y: 0, width: 300, height: 50))
    #expect(scene.sections[0].supplementaryData(ofKind: "badge")?.title == "New")
    #expect(scene.sections[0].supplementaryData(ofKind: "ribbon")?.title == "Sale")
    #expect(scene.sections[0].supplementaryData(ofKind: "header")?.title == "H")
    #expect(scene.style.supplementaryStyle(ofKind: "badge")?.view.backgroundColor == .uiRed)
    #expect(scene.style.supplementaryStyle(ofKind: "badge")?.titleLabel.textColor == .white)
    #expect(scene.style.supplementaryStyle(ofKind: "ribbon") == nil)
    #expect(scene.style.supplementaryStyle(ofKind: "footer") == scene.style.footer)
  }

  /// Each bad input: one line naming the file, the JSON path (which names the item) and the reason.
  static let badCases: [(scene: String, kind: SceneError.Kind, message: String)] = [
    (
      #""style": {"cell": {"imageView": {"image": "missing.png"}}}, "sections": []"#, .unreadable,
      #"scene.json: $.style.cell.imageView.image: missing.png: no such file"#
    ),
    (
      #""sections": [{"items": ["a", {"image": "missing.png"}]}]"#, .unreadable,
      #"scene.json: $.sections[0].items[1].image: item 1 of section 0: missing.png: no such file"#
    ),
    (
      #""sections": [{}, {"items": [{"image": "corrupt.png"}]}]"#, .invalid,
      #"scene.json: $.sections[1].items[0].image: item 0 of section 1: corrupt.png: corrupt PNG: IHDR: CRC error"#
    ),
    (
      #""sections": [{"items": [{"style": {"imageView": {"image": "missing.jpg"}}}]}]"#, .unreadable,
      #"scene.json: $.sections[0].items[0].style.imageView.image: item 0 of section 0: missing.jpg: no such file"#
    ),
    (
      #""sections": [{"items": [{"image": 7}]}]"#, .invalid,
      #"scene.json: $.sections[0].items[0].image: expected an image file path (PNG or JPEG) or null, got a number"#
    ),
    (
      #""sections": [{"items": [{"image": " "}]}]"#, .invalid,
      #"$.sections[0].items[0].image: the image path must not be empty"#
    ),
    (
      #""sections": [{"items": [{"image": "a.png", "style": {"imageView": {"image": "b.png"}}}]}]"#, .invalid,
      #"$.sections[0].items[0].image: give the image either as "image" or as "style.imageView.image", not both"#
    ),
    (
      #""sections": [], "style": {"cell": {"imageView": {"contentMode": "aspectFil"}}}"#, .invalid,
      #"scene.json: $.style.cell.imageView.contentMode: "aspectFil" is not one of: scaleToFill, scaleAspectFit, "#
        + #"scaleAspectFill, center"#
    ),
    (
      #""sections": [], "style": {"cell": {"imageView": {"size": "big"}}}"#, .invalid,
      #"$.style.cell.imageView.size: "big" is not one of: natural, fill"#
    ),
    (
      #""sections": [], "style": {"cell": {"imageView": {"size": 40}}}"#, .invalid,
      #"$.style.cell.imageView.size: expected "natural", "fill" or {"width": …, "height": …}, got a number"#
    ),
    (
      #""sections": [], "style": {"cell": {"imageView": {"scale": -1}}}"#, .invalid,
      #"$.style.cell.imageView.scale: must not be negative, got -1"#
    ),
    (
      #""sections": [], "style": {"cell": {"imageView": {"imag": "a.png"}}}"#, .invalid,
      #"$.style.cell.imageView.imag: unknown key "imag" (did you mean "image"?)"#
    ),
    (
      #""sections": [], "style": {"cell": {"titleLabel": {"frame": {"width": -3, "height": 5}}}}"#, .invalid,
      #"$.style.cell.titleLabel.frame.width: must not be negative, got -3"#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"item": {"section": 0, "item": 3}}"#, .invalid,
      #"scene.json: $.menu.item.item: section 0 has 3 items, got item 3"#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"item": {"section": 1, "item": 0}}"#, .invalid,
      #"scene.json: $.menu.item.section: the scene has 1 section, got section 1"#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"actions": ["Cut"]}"#, .invalid,
      #"scene.json: $.menu: missing required key "item""#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"item": {"section": 0}}"#, .invalid,
      #"scene.json: $.menu.item: missing required key "item""#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"item": {"section": 0, "item": 1}, "actions": []}"#, .invalid,
      #"$.menu.actions: must list at least one action"#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"item": {"section": 0, "item": 1}, "actions": ["Cut", 2]}"#, .invalid,
      #"$.menu.actions[1]: expected a non-empty action title, got a number"#
    ),
    (
      #""sections": [{"itemCount": 3}], "menu": {"item": {"section": 0, "item": 1}, "arrowDirection": "left"}"#,
      .invalid,
      #"$.menu.arrowDirection: "left" is not one of: default, up, down"#
    ),
    (
      #""sections": [], "overview": {"offscreenAlpha": 2}"#, .invalid, #"$.overview.offscreenAlpha: must be ≤ 1, got 2"#
    ),
    (#""sections": [], "overview": {"zoom": 2}"#, .invalid, #"$.overview.zoom: unknown key "zoom""#),
    (#""sections": [], "overview": "yes""#, .invalid, #"$.overview: expected an object, got a string"#),
    (
      #""sections": [{"items": [{"shouldSelect": "no"}]}]"#, .invalid,
      #"$.sections[0].items[0].shouldSelect: expected true or false, got a string"#
    ),
    (#""sections": [], "shouldHighlight": 1"#, .invalid, #"$.shouldHighlight: expected true or false, got a number"#),
    (
      #""sections": [{"supplementary": {"header": "H"}}]"#, .invalid,
      #"$.sections[0].supplementary.header: give the section's header as "header""#
    ),
    (
      #""sections": [], "style": {"supplementary": {"footer": {}}}"#, .invalid,
      #"$.style.supplementary.footer: style footers with "style.footer""#
    ),
  ]

  @Test(arguments: badCases.indices)
  func badInput(index: Int) {
    let testCase = Self.badCases[index]
    do {
      _ = try decodeScene("{" + base + ", " + testCase.scene + "}", images: FakeImages())
      Issue.record("decoded: \(testCase.scene)")
    } catch {
      #expect(error.description.contains(testCase.message), "\(error.description)")
      #expect(error.kind == testCase.kind, "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func imagesWithoutALoaderAreAClearError() {
    #expect(
      sceneError(#"{"bounds": {"width": 320, "height": 480}, "sections": [{"items": [{"image": "a.png"}]}]}"#)?
        .description
        == "scene.json: $.sections[0].items[0].image: item 0 of section 0: a.png: this program reads no images")
  }
}
