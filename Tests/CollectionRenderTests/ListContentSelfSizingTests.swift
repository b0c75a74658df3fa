import Foundation
import Testing

@testable import CollectionRender

/// Items and boundary views with list content take the height `ListContentLayout` fits, at the
/// width their layout proposes, through the one pipeline.
@Suite("Self-sizing list content")
struct ListContentSelfSizingTests {
  typealias Layout = CompositionalLayout

  /// A 375-wide list: rows fractionalWidth 1 × estimated 44, no spacing, an estimated header.
  static func scene(
    items: [ItemData], header: SupplementaryData? = nil, category: ContentSizeCategory = .large
  ) -> Scene {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    var section = Layout.Section(group: .horizontal(layoutSize: size, subitems: [Layout.Item(layoutSize: size)]))
    section.boundarySupplementaryItems = [
      Layout.BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
        elementKind: .header, alignment: .top)
    ]
    return Scene(
      bounds: Size(width: 375, height: 700), scale: 2, layout: CompositionalLayout(section: section),
      sections: [SectionData(items: items, header: header)],
      traits: Traits(preferredContentSizeCategory: category))
  }

  static func content(_ style: ListContentStyle, _ text: String, secondary: String? = nil) -> ListContentConfiguration {
    var content = ListContentConfiguration.make(style)
    content.text = text
    content.secondaryText = secondary
    return content
  }

  /// A label's height: the text measured as the backend draws it, rounded up to ½ point.
  static func line(_ text: String, _ style: TextStyle, width: Double, category: ContentSizeCategory = .large) -> Double
  {
    let font = ConfigurationFont.style(style).resolved(for: category)
    return (PangoTextMeasure().measure(text, font: font, width: width, maximumLines: 0).height * 2).rounded(.up) / 2
  }

  /// The items' frames, read as the other self-sizing tests read them.
  func frames(_ scene: Scene) -> [Rect] { SelfSizingTests().frames(scene) }

  @Test func rowsAreAtLeast44AndGrowWithTheirText() {
    let long = String(repeating: "A setting whose name wraps. ", count: 5)
    let scene = Self.scene(items: [
      ItemData(contentConfiguration: Self.content(.cell, "Wi-Fi")),
      ItemData(contentConfiguration: Self.content(.cell, long)),
      ItemData(contentConfiguration: Self.content(.subtitleCell, "Title", secondary: "Subtitle")),
    ])
    let frames = frames(scene)
    #expect(frames[0] == Rect(x: 0, y: frames[0].minY, width: 375, height: 44))
    // 11 + the wrapped text (375 − 16 − 16 wide) + 11.
    #expect(frames[1].height == 22 + Self.line(long, .body, width: 343))
    #expect(frames[1].height > 80)
    #expect(
      frames[2].height
        == max(44, 8 + Self.line("Title", .body, width: 343) + Self.line("Subtitle", .caption1, width: 343)))
    #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
  }

  @Test func largeTextSizesTheRowFromAccessibilityLargeOn() {
    let scene = Self.scene(
      items: [ItemData(contentConfiguration: Self.content(.cell, "Wi-Fi"))], category: .accessibilityExtraLarge)
    let expected = 22 + Self.line("Wi-Fi", .body, width: 343, category: .accessibilityExtraLarge)
    #expect(expected > 58)
    #expect(frames(scene)[0].height == expected)
  }

  @Test func aGroupedHeaderMeasures17PlusItsLinePlus6() throws {
    var header = SupplementaryData(title: "Settings")
    header.contentConfiguration = .groupedHeader()
    let scene = Self.scene(items: [ItemData(title: "x", contentConfiguration: .cell())], header: header)
    let pipeline = Pipeline(scene: scene)
    let frame = try #require(
      pipeline.prepared.layoutAttributesForSupplementaryView(
        ofKind: .header, at: ElementIndexPath(item: 0, section: 0), viewport: scene.viewport)?.frame)
    #expect(frame.height == 23 + Self.line("SETTINGS", .footnote, width: 343))
    #expect(frame.width == 375)
  }

  @Test func titledItemsWithoutListContentMeasureAsBefore() {
    let scene = Self.scene(items: [ItemData(title: "Plain")])
    #expect(frames(scene)[0].height < 44, "the Xamarin guide's label measure, not the 44-pt minimum")
  }

  @Test func aFlowLayoutsEstimatedCellsAreAsWideAsTheLine() {
    var flow = FlowLayout()
    flow.estimatedItemSize = .estimated(Size(width: 100, height: 40))
    flow.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let scene = Scene(
      bounds: Size(width: 320, height: 400), scale: 2, layout: flow,
      sections: [SectionData(items: [ItemData(contentConfiguration: Self.content(.valueCell, "A", secondary: "B"))])])
    #expect(frames(scene)[0].size == Size(width: 300, height: 44))
  }

  @Test func measuringFollowsTheListAndGivesTheSeparatorInset() {
    var content = Self.content(.cell, "Inbox")
    content.image = .symbol("folder.fill")
    let item = ItemData(contentConfiguration: content)
    let scene = Self.scene(items: [item])
    let phone = ListCellAttributes(
      appearance: .plain, layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    let inset = SelfSizing.separatorLeadingInset(
      of: item, in: scene, listCell: phone, width: 375, measure: PangoTextMeasure(), scale: 2)
    #expect(inset == 56)
    // In a sidebar the cell becomes a sidebar cell: slot 28 from 8, text 10 after it.
    let sidebar = ListCellAttributes(
      appearance: .sidebar, layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(
      SelfSizing.separatorLeadingInset(
        of: item, in: scene, listCell: sidebar, width: 300, measure: PangoTextMeasure(), scale: 2) == 46)
    #expect(
      SelfSizing.listContentSize(
        of: item, in: scene, listCell: phone, width: 375, measure: PangoTextMeasure(), scale: 2)
        == Size(width: 375, height: 44))
    #expect(
      SelfSizing.separatorLeadingInset(
        of: ItemData(title: "Plain"), in: scene, listCell: nil, width: 375, measure: PangoTextMeasure(), scale: 2)
        == nil)
  }

  @Test func aListRowsSeparatorStartsAtItsText() throws {
    let text = #"""
      {"bounds": {"width": 375, "height": 400}, "scale": 2, "layout": {"type": "list", "appearance": "plain"},
       "sections": [{"items": [{"text": "Wi-Fi", "image": "symbol:wifi"}, "General", "Last"],
                     "rowSeparators": [{"item": 1, "leadingInset": 30}]}]}
      """#
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("list-separators-\(UUID()).json")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let scene = try SceneLoader.load(path: file.path)
    let pipeline = Pipeline(scene: scene)
    func separator(_ item: Int) -> Rect? {
      pipeline.prepared.layoutAttributesForDecorationView(
        ofKind: .listBottomSeparator, at: ElementIndexPath(item: item, section: 0), viewport: scene.viewport)?.frame
    }
    // A symbol: the text, and the separator, at 16 + 24 + 16; the scene's own inset wins for
    // row 1; the last row's separator at its text (16, a title drawn as cell() text).
    #expect(separator(0)?.minX == 56)
    #expect(separator(1)?.minX == 30)
    #expect(separator(2)?.minX == 16)
  }
}
