import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// A scene file's `traits`, `variants`, dynamic colours and images, and Dynamic Type fonts.
@Suite struct TraitsDecodingTests {
  static func decode(_ members: String, traits: [TraitAssignment] = [], images: FakeImages = FakeImages())
    throws(SceneError) -> SceneDocument
  {
    try SceneDecoder.decodeDocument(
      Array((#"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 1}], "# + members + "}").utf8),
      file: "t.json",
      loadDataset: { (name: String) throws(SceneError) in
        throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
      }, loadImage: images.loader, traits: traits)
  }

  static func error(_ members: String, traits: [TraitAssignment] = []) -> String {
    do {
      _ = try decode(members, traits: traits)
      return "no error"
    } catch {
      return error.description
    }
  }

  static let dark = [TraitAssignment(name: "userInterfaceStyle", value: "dark")]

  @Test func noTraitsIsTheDefault() throws {
    let document = try Self.decode(#""scale": 2"#)
    #expect(document.scene.traits == Traits())
    #expect(document.scene.scale == 2)
    #expect(document.variants.isEmpty)
  }

  @Test func traitsAreRead() throws {
    let scene = try Self.decode(
      #""traits": {"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark", "#
        + #""preferredContentSizeCategory": "extraSmall", "horizontalSizeClass": "regular", "displayScale": 3}"#
    ).scene
    #expect(scene.traits.layoutDirection == .rightToLeft)
    #expect(scene.traits.userInterfaceStyle == .dark)
    #expect(scene.traits.preferredContentSizeCategory == .extraSmall)
    #expect(scene.traits.horizontalSizeClass == .regular)
    #expect(scene.traits.verticalSizeClass == nil)
    #expect(scene.scale == 3)
    #expect(scene.layoutEnvironment.layoutDirection == .rightToLeft)
    #expect(scene.layoutEnvironment.horizontalSizeClass == .regular)
    #expect(scene.layoutEnvironment.verticalSizeClass == nil)
  }

  @Test func givenTraitsApplyOverTheFilesOwn() throws {
    let scene = try Self.decode(#""traits": {"userInterfaceStyle": "light"}, "scale": 2"#, traits: Self.dark).scene
    #expect(scene.traits.userInterfaceStyle == .dark)
    let scaled = try Self.decode(#""scale": 2"#, traits: [TraitAssignment(name: "displayScale", value: "3")]).scene
    #expect(scaled.scale == 3)
  }

  @Test func dynamicColoursResolve() throws {
    let members =
      #""style": {"backgroundColor": "secondarySystemBackground", "#
      + ##""cell": {"titleLabel": {"textColor": {"light": "#123", "dark": "label"}}}}"##
    let light = try Self.decode(members).scene
    let dark = try Self.decode(members, traits: Self.dark).scene
    #expect(light.style.backgroundColor == Color.parse("#F2F2F7"))
    #expect(dark.style.backgroundColor == Color.parse("#1C1C1E"))
    #expect(light.style.cell.titleLabel.textColor == Color.parse("#112233"))
    #expect(dark.style.cell.titleLabel.textColor == .white)
    // Classic names and hex look the same in both appearances.
    #expect(
      try Self.decode(#""style": {"backgroundColor": "orange"}"#, traits: Self.dark).scene.style.backgroundColor
        == .uiOrange)
  }

  @Test func imagesMayGiveADarkAppearance() throws {
    let members = #""style": {"cell": {"imageView": {"image": {"light": "day.png", "dark": "wide-night.png"}}}}"#
    let images = FakeImages()
    #expect(try Self.decode(members, images: images).scene.style.cell.imageView.image?.path == "day.png")
    #expect(images.requests.map(\.path) == ["day.png", "wide-night.png"])
    #expect(try Self.decode(members, traits: Self.dark).scene.style.cell.imageView.image?.path == "wide-night.png")
    #expect(
      Self.error(#""style": {"cell": {"imageView": {"image": {"dark": "night.png"}}}}"#)
        == #"t.json: $.style.cell.imageView.image: an image with a dark appearance needs both "light" and "dark"; "#
        + #""light" is missing"#)
  }

  @Test func textStylesFollowTheContentSizeCategory() throws {
    let members = #""style": {"cell": {"titleLabel": {"font": {"textStyle": "headline"}}}}"#
    let large = try Self.decode(members).scene.style.cell.titleLabel.font
    #expect(large.size == 17 && large.weight == .semibold && large.family == Style.defaultFontFamily)
    for (category, size) in [("extraSmall", 14.0), ("accessibilityExtraExtraExtraLarge", 53)] {
      let font = try Self.decode(
        members, traits: [TraitAssignment(name: "preferredContentSizeCategory", value: category)]
      ).scene.style.cell.titleLabel.font
      #expect(font.size == size, "\(category)")
    }
  }

  @Test func relativeToScalesAFixedSize() throws {
    let members = #""style": {"cell": {"titleLabel": {"font": {"size": 20, "relativeTo": "title3"}}}}"#
    #expect(try Self.decode(members).scene.style.cell.titleLabel.font.size == 20)
    let ax5 = [TraitAssignment(name: "preferredContentSizeCategory", value: "accessibilityExtraExtraExtraLarge")]
    #expect(try Self.decode(members, traits: ax5).scene.style.cell.titleLabel.font.size == 55)
    // A fixed size alone does not scale, as in UIKit.
    let fixed = #""style": {"cell": {"titleLabel": {"font": {"size": 20}}}}"#
    #expect(try Self.decode(fixed, traits: ax5).scene.style.cell.titleLabel.font.size == 20)
  }

  @Test func variantsAreReadEachOnItsOwn() throws {
    let document = try Self.decode(
      #""variants": [{"name": "light"}, {"name": "dark", "traits": {"userInterfaceStyle": "dark"}}, "#
        + #"{"name": "bad", "traits": {"layoutDirection": "upward"}}]"#)
    #expect(document.variants.count == 3)
    #expect(try document.variants[0].get() == SceneVariant(name: "light", traits: []))
    #expect(try document.variants[1].get() == SceneVariant(name: "dark", traits: Self.dark))
    guard case .failure(let error) = document.variants[2] else {
      Issue.record("the bad variant decoded")
      return
    }
    #expect(
      error.description
        == #"t.json: $.variants[2].traits.layoutDirection: "upward" is not one of: leftToRight, rightToLeft"#)
  }

  @Test(arguments: [
    (
      #""style": {"cell": {"titleLabel": {"font": {"textStyle": "body", "size": 12}}}}"#,
      #"t.json: $.style.cell.titleLabel.font.size: give either "textStyle" or "size": a text style has its own size"#
    ),
    (
      #""style": {"cell": {"titleLabel": {"font": {"textStyle": "bodyText"}}}}"#,
      #"t.json: $.style.cell.titleLabel.font.textStyle: "bodyText" is not one of: largeTitle, title1"#
    ),
    (
      #""style": {"backgroundColor": {"light": "white", "dark": {"light": "black"}}}"#,
      #"t.json: $.style.backgroundColor.dark: expected a colour string, got an object"#
    ),
    (#""traits": {"displayScale": 2}, "scale": 3"#, #"t.json: $.traits: displayScale 2 contradicts scale 3; give one"#),
    (#""traits": {"displayScale": "big"}"#, #"t.json: $.traits.displayScale: "big" is not a scale"#),
    (#""traits": {"verticalSizeClass": 1}"#, #"t.json: $.traits.verticalSizeClass: expected a string, got a number"#),
    (#""variants": {"name": "dark"}"#, #"t.json: $.variants: expected an array"#),
  ])
  func badInputIsOneLine(members: String, message: String) {
    let error = Self.error(members)
    #expect(error.hasPrefix(message), "\(error)")
  }
}
