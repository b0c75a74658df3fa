import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// Items, headers and footers with list content, the scene's `listContent`, and the errors of
/// bad names (`docs/lists-and-cells.md`, "In a scene file").
@Suite("Decoding list content")
struct ListContentDecodingTests {
  /// A scene of one section whose `items` (and section members) are `section`.
  static func scene(_ section: String, style: String = "{}", images: FakeImages = FakeImages()) throws(SceneError)
    -> Scene
  {
    try decodeScene(
      #"{"bounds": {"width": 375, "height": 600}, "style": STYLE, "sections": [SECTION]}"#
        .replacingOccurrences(of: "SECTION", with: section).replacingOccurrences(of: "STYLE", with: style),
      images: images)
  }

  static func error(_ section: String, style: String = "{}") -> String? {
    do {
      _ = try scene(section, style: style)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func theBriefsItemDecodesToEveryMember() throws {
    let scene = try Self.scene(
      #"""
      {"items": [{"text": "Wi-Fi", "secondaryText": "Home", "image": "symbol:wifi", "content": "valueCell",
        "accessories": ["disclosureIndicator", {"label": "On"}, {"type": "checkmark", "tint": "systemBlue"}],
        "background": "listGroupedCell", "disabled": true, "editing": true, "expanded": true}]}
      """#)
    let item = try #require(scene.sections[0].item(at: 0, section: 0))
    var expected = ListContentConfiguration.valueCell()
    expected.text = "Wi-Fi"
    expected.secondaryText = "Home"
    expected.image = .symbol("wifi")
    #expect(item.contentConfiguration == expected)
    #expect(item.backgroundConfiguration == .listGroupedCell())
    #expect(
      item.accessories == [
        CellAccessory(.disclosureIndicator), CellAccessory(.label("On")),
        CellAccessory(.checkmark, tintColor: .dynamic(DynamicColor.system["systemBlue"]!)),
      ])
    #expect(item.isDisabled && item.isEditing && item.isExpanded)
    #expect(item.style == nil, "a list item's image is the content's, not the image view's")
  }

  @Test func contentOverridesUseUIKitsPropertyNames() throws {
    let scene = try Self.scene(
      #"""
      {"items": [{"text": "A", "content": {"style": "subtitleCell", "secondaryText": "B",
        "textProperties": {"font": {"textStyle": "headline", "weight": "bold"}, "color": "#FF0000",
                           "alignment": "center", "numberOfLines": 2, "lineBreakMode": "truncatingMiddle",
                           "transform": "capitalized"},
        "secondaryTextProperties": {"font": {"family": "DejaVu Sans", "size": 11},
                                    "color": {"light": "black", "dark": "white"}},
        "imageProperties": {"tintColor": "systemPink", "maximumSize": {"width": 30, "height": 30},
                            "reservedLayoutSize": "standard", "cornerRadius": 4},
        "directionalLayoutMargins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
        "axesPreservingSuperviewLayoutMargins": "none", "imageToTextPadding": 5,
        "textToSecondaryTextVerticalPadding": 6, "textToSecondaryTextHorizontalPadding": 7,
        "prefersSideBySideTextAndSecondaryText": true}}]}
      """#)
    let content = try #require(scene.sections[0].item(at: 0, section: 0)?.contentConfiguration)
    #expect(content.style == .subtitleCell && content.text == "A" && content.secondaryText == "B")
    #expect(content.textProperties.font == .textStyle(.headline, weight: .bold))
    #expect(content.textProperties.color == .fixed(Color(red: 1, green: 0, blue: 0)))
    #expect(content.textProperties.alignment == .center && content.textProperties.numberOfLines == 2)
    #expect(content.textProperties.lineBreakMode == .middle && content.textProperties.transform == .capitalized)
    #expect(content.secondaryTextProperties.font == .fixed(FontDescription(family: "DejaVu Sans", size: 11)))
    #expect(content.secondaryTextProperties.color == .dynamic(DynamicColor(light: .black, dark: .white)))
    #expect(content.imageProperties.tintColor == .dynamic(DynamicColor.system["systemPink"]!))
    #expect(content.imageProperties.maximumSize == Size(width: 30, height: 30))
    #expect(content.imageProperties.reservedLayoutSize.width == ListImageProperties.standardDimension)
    #expect(content.imageProperties.cornerRadius == 4)
    #expect(content.directionalLayoutMargins == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(content.axesPreservingSuperviewLayoutMargins == [])
    #expect(content.imageToTextPadding == 5 && content.textToSecondaryTextVerticalPadding == 6)
    #expect(content.textToSecondaryTextHorizontalPadding == 7 && content.prefersSideBySideTextAndSecondaryText)
  }

  @Test func titleAndImageWithoutListKeysDrawAsBefore() throws {
    let images = FakeImages()
    let scene = try Self.scene(#"{"items": [{"title": "Owl", "image": "owl.png"}, "Monkey"]}"#, images: images)
    let owl = try #require(scene.sections[0].item(at: 0, section: 0))
    #expect(owl.contentConfiguration == nil && owl.style?.imageView.image?.path == "owl.png")
    #expect(scene.listContent(of: owl, listCell: nil) == nil)
    #expect(scene.style.listContent == nil)
  }

  @Test func theScenesListContentMakesPlainStringsListCells() throws {
    let scene = try Self.scene(
      #"{"items": ["General", {"title": "Photos", "image": "symbol:star.fill"}]}"#, style: #"{"listContent": "cell"}"#)
    #expect(scene.style.listContent == .cell())
    let general = try #require(scene.sections[0].item(at: 0, section: 0))
    #expect(scene.listContent(of: general, listCell: nil)?.text == "General")
    let photos = try #require(scene.sections[0].item(at: 1, section: 0)?.contentConfiguration)
    #expect(photos.text == "Photos" && photos.image == .symbol("star.fill"))
  }

  @Test func headersAndFootersTakeContentAndBackground() throws {
    let scene = try Self.scene(
      #"""
      {"itemCount": 1, "header": {"text": "Settings", "content": "groupedHeader", "background": "clear"},
       "footer": {"title": "Note", "secondaryText": "More"}}
      """#)
    let header = try #require(scene.sections[0].header?.contentConfiguration)
    #expect(header.style == .groupedHeader && header.text == "Settings")
    #expect(scene.sections[0].header?.backgroundConfiguration == .clear())
    let footer = try #require(scene.sections[0].footer?.contentConfiguration)
    #expect(footer.style == .footer && footer.text == "Note" && footer.secondaryText == "More")
  }

  @Test func backgroundObjectsAndAccessoryObjects() throws {
    let scene = try Self.scene(
      #"""
      {"items": [{"text": "A", "background": {"style": "listSidebarCell", "backgroundColor": "systemGray6",
        "cornerRadius": 6, "backgroundInsets": {"leading": 8, "trailing": 8}, "strokeColor": "separator",
        "strokeWidth": 1, "strokeOutset": -1, "selectedBackgroundColor": "systemGreen"},
        "accessories": [{"type": "label", "text": "12", "displayed": "whenNotEditing"},
                        {"type": "reorder", "displayed": "always"}]}]}
      """#)
    let item = try #require(scene.sections[0].item(at: 0, section: 0))
    let background = try #require(item.backgroundConfiguration)
    #expect(background.style == .listSidebarCell && background.cornerRadius == 6)
    #expect(background.backgroundColor == .dynamic(DynamicColor.system["systemGray6"]!))
    #expect(background.backgroundInsets == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    #expect(background.strokeWidth == 1 && background.strokeOutset == -1)
    #expect(background.selectedBackgroundColor == .dynamic(DynamicColor.system["systemGreen"]!))
    #expect(background.highlightedBackgroundColor == .secondarySystemFill, "kept from the style")
    #expect(
      item.accessories == [
        CellAccessory(.label("12"), displayed: .whenNotEditing), CellAccessory(.reorder, displayed: .always),
      ])
  }

  /// (section JSON, the error's path, text the message must contain)
  static let badInputs: [(String, String, String)] = [
    (
      #"{"items": [{"text": "A", "background": {"backgroundColor": "systemGrey6"}}]}"#,
      "$.sections[0].items[0].background.backgroundColor", #"(did you mean "systemGray6"?)"#
    ),
    (
      #"{"items": [{"text": "A", "content": "valueCel"}]}"#, "$.sections[0].items[0].content",
      #"unknown content style "valueCel" (did you mean "valueCell"?); allowed: cell, subtitleCell"#
    ),
    (
      #"{"items": [{"text": "A", "accessories": ["chevron", "disclosureIndicatr"]}]}"#,
      "$.sections[0].items[0].accessories[0]", #"unknown accessory "chevron"; allowed: checkmark"#
    ),
    (
      #"{"items": [{"text": "A", "accessories": ["disclosureIndicatr"]}]}"#, "$.sections[0].items[0].accessories[0]",
      #"(did you mean "disclosureIndicator"?)"#
    ),
    (
      #"{"items": [{"text": "A", "accessories": [{"type": "chekmark"}]}]}"#,
      "$.sections[0].items[0].accessories[0].type", #"(did you mean "checkmark"?)"#
    ),
    (
      #"{"items": [{"text": "A", "accessories": ["label"]}]}"#, "$.sections[0].items[0].accessories[0]",
      "a label accessory needs its text"
    ),
    (
      #"{"items": [{"text": "A", "content": {"textProperties": {"font": "bodyy"}}}]}"#,
      "$.sections[0].items[0].content.textProperties.font", #"unknown text style "bodyy" (did you mean "body"?)"#
    ),
    (
      #"{"items": [{"text": "A", "background": "listGroupCell"}]}"#, "$.sections[0].items[0].background",
      #"(did you mean "listGroupedCell"?)"#
    ),
    (
      #"{"items": [{"text": "A", "content": {"textProperties": {"transform": "upper"}}}]}"#,
      "$.sections[0].items[0].content.textProperties.transform", "allowed: none, uppercase, lowercase, capitalized"
    ),
    (
      #"{"items": [{"title": "A", "image": "symbol:wifi"}]}"#, "$.sections[0].items[0].image",
      "a symbol image is list content"
    ),
    (
      #"{"items": [{"text": "A", "image": "symbol:"}]}"#, "$.sections[0].items[0].image", "needs a symbol name"
    ),
    (
      #"{"items": [{"text": "A", "content": {"textProperties": {"font": {"textStyle": "body", "size": 3}}}}]}"#,
      "$.sections[0].items[0].content.textProperties.font.size", #"give either "textStyle" or "size""#
    ),
    (
      #"{"items": [{"text": "A", "contnet": "cell"}]}"#, "$.sections[0].items[0].contnet", #"(did you mean "content"?)"#
    ),
    (
      #"{"itemCount": 1, "header": {"text": "A", "content": "groupedHeadr"}}"#, "$.sections[0].header.content",
      #"(did you mean "groupedHeader"?)"#
    ),
  ]

  @Test(
    "A bad name is one line with the file, the JSON path, the allowed names and the nearest",
    arguments: badInputs.indices)
  func badInput(index: Int) throws {
    let (section, path, text) = Self.badInputs[index]
    let message = try #require(Self.error(section))
    #expect(message.hasPrefix("scene.json: \(path): "), "\(message)")
    #expect(message.contains(text), "\(message)")
    #expect(!message.contains("\n"))
  }

  @Test func aBadListContentDefaultIsReportedUnderStyle() throws {
    let message = try #require(Self.error(#"{"itemCount": 1}"#, style: #"{"listContent": "sidebar"}"#))
    #expect(message.hasPrefix("scene.json: $.style.listContent: unknown content style"), "\(message)")
  }
}
