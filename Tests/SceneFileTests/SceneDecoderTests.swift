import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// Decodes scene JSON given inline; `datasets` play the files a `dataset` key may name.
func decodeScene(_ text: String, datasets: [String: String] = [:]) throws(SceneError) -> Scene {
  try SceneDecoder.decode(Array(text.utf8), file: "scene.json") { (name: String) throws(SceneError) in
    guard let contents = datasets[name] else {
      throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
    }
    return (Array(contents.utf8), name)
  }
}

/// The one-line error a scene gives, or nil if it decodes.
func sceneError(_ text: String, datasets: [String: String] = [:]) -> SceneError? {
  do {
    _ = try decodeScene(text, datasets: datasets)
    return nil
  } catch {
    return error
  }
}

@Suite struct SceneDecoderTests {
  @Test func minimalSceneTakesUIKitDefaults() throws {
    let scene = try decodeScene(#"{"bounds": {"width": 320, "height": 480}, "sections": [{"itemCount": 3}]}"#)
    #expect(scene.bounds == Size(width: 320, height: 480))
    #expect(scene.contentOffset == .zero)
    #expect(scene.contentInset == .zero)
    #expect(scene.scale == 1)
    let flow = try #require(scene.layout as? FlowLayout)
    // UIKit's defaults: 50×50 items, spacings 10, no insets, vertical, no header/footer, no pinning.
    #expect(flow == FlowLayout())
    #expect(flow.itemSize == Size(width: 50, height: 50))
    #expect(flow.minimumInteritemSpacing == 10)
    #expect(flow.minimumLineSpacing == 10)
    #expect(flow.scrollDirection == .vertical)
    #expect(scene.sections.count == 1)
    #expect(scene.sections[0].itemCount == 3)
  }

  @Test func everyContractKeyIsRead() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 400, "height": 300}, "contentOffset": {"x": 5, "y": -40},
       "contentInset": {"top": 20, "left": 1, "bottom": 2, "right": 3}, "scale": 3,
       "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 60, "height": 70},
                  "minimumInteritemSpacing": 4, "minimumLineSpacing": 20, "sectionInset": {"top": 16, "left": 8},
                  "headerReferenceSize": {"width": 44, "height": 0}, "footerReferenceSize": {"width": 30, "height": 0},
                  "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true},
       "sections": [{"items": [{"title": "A", "size": {"width": 10, "height": 20}, "selected": true,
        "highlighted": true}, "B", 7],
                     "header": {"title": "H"}, "footer": {"title": "F"},
                     "sectionInset": 5, "minimumInteritemSpacing": 1, "minimumLineSpacing": 2,
                     "headerReferenceSize": {"width": 9, "height": 9}, "footerReferenceSize": {"width": 8,
                      "height": 8}}]}
      """#)
    #expect(scene.contentOffset == Point(x: 5, y: -40))
    #expect(scene.contentInset == EdgeInsets(top: 20, left: 1, bottom: 2, right: 3))
    #expect(scene.scale == 3)
    let flow = try #require(scene.layout as? FlowLayout)
    #expect(flow.scrollDirection == .horizontal)
    #expect(flow.itemSize == Size(width: 60, height: 70))
    #expect(flow.minimumInteritemSpacing == 4)
    #expect(flow.minimumLineSpacing == 20)
    #expect(flow.sectionInset == EdgeInsets(top: 16, left: 8, bottom: 0, right: 0))
    #expect(flow.headerReferenceSize == Size(width: 44, height: 0))
    #expect(flow.footerReferenceSize == Size(width: 30, height: 0))
    #expect(flow.sectionHeadersPinToVisibleBounds)
    #expect(flow.sectionFootersPinToVisibleBounds)
    let section = scene.sections[0]
    #expect(
      section.items == [
        ItemData(title: "A", size: Size(width: 10, height: 20), isSelected: true, isHighlighted: true),
        ItemData(title: "B"), ItemData(title: "7"),
      ])
    #expect(section.header?.title == "H")
    #expect(section.footer?.title == "F")
    #expect(
      section.metrics
        == SectionMetrics(
          sectionInset: EdgeInsets(all: 5), minimumInteritemSpacing: 1, minimumLineSpacing: 2,
          headerReferenceSize: Size(width: 9, height: 9), footerReferenceSize: Size(width: 8, height: 8)))
  }

  @Test func itemSizesPlayTheDelegateForEveryItem() throws {
    // One item with a size makes the delegate answer for all: the others get the layout's size.
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "itemSize": {"width": 30, "height": 40}},
       "sections": [{"itemCount": 4, "items": ["a", {"size": {"width": 5, "height": 6}}]}, {"itemCount": 2}]}
      """#)
    let content = scene.layoutContent
    #expect(
      content.sections[0].itemSizes == [
        Size(width: 30, height: 40), Size(width: 5, height: 6), Size(width: 30, height: 40),
        Size(width: 30, height: 40),
      ])
    #expect(content.sections[1].itemSizes == nil)
    #expect(content.sections[1].itemCount == 2)
  }

  @Test func generatedItemTitles() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480}, "sections": [{"items": ["first"], "itemCount": 3,
       "itemTitle": "{section}/{item}/{number}"}, {"itemCount": 2, "itemTitle": "{section}/{item}"}]}
      """#)
    #expect(scene.item(at: ElementIndexPath(item: 0, section: 0))?.title == "first")
    #expect(scene.item(at: ElementIndexPath(item: 2, section: 0))?.title == "0/2/3")
    #expect(scene.item(at: ElementIndexPath(item: 1, section: 1))?.title == "1/1")
    #expect(scene.item(at: ElementIndexPath(item: 3, section: 0)) == nil)
  }

  @Test func datasetFileHoldsTheSections() throws {
    let scene = try decodeScene(
      #"{"bounds": {"width": 320, "height": 480}, "dataset": "data.json"}"#,
      datasets: ["data.json": #"{"sections": [{"items": ["x", "y"]}]}"#])
    #expect(scene.sections.map(\.itemCount) == [2])
  }

  @Test func styleOverridesOnlyWhatItNames() throws {
    let scene = try decodeScene(
      #"""
      {"bounds": {"width": 320, "height": 480}, "sections": [],
       "style": {"backgroundColor": null,
                 "cell": {"contentView": {"scale": 1, "cornerRadius": 4}, "selectedBackgroundView": null,
                          "titleLabel": {"font": {"size": 12, "weight": "bold"}, "textColor": "#F00",
                           "textAlignment": "left",
                                         "numberOfLines": 0, "lineBreakMode": "truncatingMiddle"}},
                 "header": {"backgroundColor": "#11223344", "titleLabel": {"font": "Noto Sans CJK KR"}}}}
      """#)
    #expect(scene.style.backgroundColor == nil)
    var expectedContent = CellStyle().contentView
    expectedContent.scale = 1
    expectedContent.cornerRadius = 4
    #expect(scene.style.cell.contentView == expectedContent)
    #expect(scene.style.cell.backgroundView == CellStyle().backgroundView)
    #expect(scene.style.cell.selectedBackgroundView == ViewStyle())
    let label = scene.style.cell.titleLabel
    #expect(label.font == FontDescription(family: Style.defaultFontFamily, size: 12, weight: .bold))
    #expect(label.textColor == Color(red: 1, green: 0, blue: 0))
    #expect(label.textAlignment == .left)
    #expect(label.numberOfLines == 0)
    #expect(label.truncation == .middle)
    #expect(
      scene.style.header.view.backgroundColor == Color(red8: 0x11, green8: 0x22, blue8: 0x33, alpha: Double(0x44) / 255)
    )
    #expect(scene.style.header.titleLabel.font.family == "Noto Sans CJK KR")
    #expect(scene.style.header.titleLabel.backgroundColor == Color.uiYellow)
  }

  @Test func colours() {
    #expect(Color.parse("#FFF") == .white)
    #expect(Color.parse("#ff8000") == Color(red8: 255, green8: 128, blue8: 0))
    #expect(Color.parse("orange") == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.parse("#12345") == nil)
    #expect(Color.parse("#GGGGGG") == nil)
    #expect(Color.parse("tomato") == nil)
  }
}

@Suite struct ItemTitleTemplateTests {

  @Test func sectionKeepsTheFormatAsWritten() {
    var section = SectionData(itemCount: 3, itemTitleFormat: "#{number}")
    #expect(section.itemTitleFormat == "#{number}")
    #expect(section.item(at: 2, section: 0)?.title == "#3")
    section.itemTitleFormat = nil
    #expect(section.item(at: 2, section: 0)?.title == nil)
  }
}
