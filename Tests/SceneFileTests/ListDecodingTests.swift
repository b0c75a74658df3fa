import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// The list layout in scene files: `{"type": "list", …}`, compositional `{"list": {…}}`
/// sections, a section's `rowSeparators`, the list decorations' default styles, and the
/// one-line errors (see docs/lists-and-cells.md).
@Suite struct ListDecodingTests {
  static func scene(layout: String, sections: String = #"[{"itemCount": 2}]"#, extra: String = "") -> String {
    #"{"bounds": {"width": 375, "height": 667}, "layout": "# + layout + #", "sections": "# + sections + extra + "}"
  }

  @Test func aListLayoutTakesEveryKey() throws {
    let scene = try decodeScene(
      Self.scene(
        layout: #"{"type": "list", "appearance": "insetGrouped", "headerMode": "firstItemInSection", "#
          + #""footerMode": "supplementary", "showsSeparators": false, "headerTopPadding": 6, "separators": "#
          + #"{"topSeparatorVisibility": "visible", "bottomSeparatorVisibility": "hidden", "#
          + #""topSeparatorInsets": {"leading": 4}, "bottomSeparatorInsets": {"leading": 1, "trailing": 2}}}"#))
    let layout = try #require(scene.layout as? CompositionalLayout)
    var expected = ListConfiguration(appearance: .insetGrouped)
    expected.headerMode = .firstItemInSection
    expected.footerMode = .supplementary
    expected.showsSeparators = false
    expected.headerTopPadding = 6
    expected.separatorConfiguration = ListSeparatorConfiguration(
      topSeparatorVisibility: .visible, bottomSeparatorVisibility: .hidden,
      topSeparatorInsets: ListSeparatorInsets(leading: 4, trailing: 0),
      bottomSeparatorInsets: ListSeparatorInsets(leading: 1, trailing: 2))
    #expect(layout == CompositionalLayout.list(using: expected))
  }

  @Test func aBareListIsPlainWithUIKitDefaults() throws {
    let layout = try #require(try decodeScene(Self.scene(layout: #"{"type": "list"}"#)).layout as? CompositionalLayout)
    #expect(layout == CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
  }

  @Test func aCompositionalLayoutMixesListAndGridSections() throws {
    let scene = try decodeScene(
      Self.scene(
        layout: #"{"type": "compositional", "sections": [{"group": {"horizontal": {"layoutSize": "#
          + #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "subitems": "#
          + #"[{"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": "#
          + #"{"fractionalHeight": 1}}}]}}}, {"list": {"appearance": "grouped"}}]}"#,
        sections: #"[{"itemCount": 2}, {"itemCount": 1}]"#))
    let layout = try #require(scene.layout as? CompositionalLayout)
    #expect(layout.section(at: 0)?.list == nil)
    #expect(layout.section(at: 1)?.list == ListConfiguration(appearance: .grouped))
    let prepared = layout.prepare(scene.layoutContent, in: scene.layoutEnvironment)
    let row = try #require(
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1), viewport: scene.viewport))
    // The grid's 50, then the grouped slot of a later section: 17.5 ceiled to the 1× pixel grid.
    #expect(row.frame == Rect(x: 0, y: 68, width: 375, height: 44))
    #expect(row.listCell?.appearance == .grouped)
  }

  @Test func theMinimumRowHeightFollowsTheContentSizeCategory() throws {
    let heights = [("large", 44.0), ("extraSmall", 38), ("extraExtraLarge", 54), ("accessibilityLarge", 58)]
    for (category, height) in heights {
      let layout = try #require(
        try decodeScene(
          Self.scene(
            layout: #"{"type": "list"}"#,
            extra: #", "traits": {"preferredContentSizeCategory": ""#
              + category + #""}"#)
        ).layout as? CompositionalLayout)
      #expect(layout.section(at: 0)?.list?.minimumRowHeight == height, "\(category)")
    }
  }

  @Test func rowSeparatorsBecomeTheContentsListRows() throws {
    let scene = try decodeScene(
      Self.scene(
        layout: #"{"type": "list"}"#,
        sections: #"[{"itemCount": 4, "rowSeparators": [{"item": 2, "leadingInset": 60, "#
          + #""bottomSeparatorVisibility": "hidden"}, {"item": 0, "leadingInset": 12}]}]"#))
    let rows = try #require(scene.layoutContent.sections[0].listRows)
    #expect(rows.count == 3)
    #expect(rows[0] == ListRowSeparator(leadingInset: 12))
    #expect(rows[1] == ListRowSeparator())
    #expect(
      rows[2]
        == ListRowSeparator(
          leadingInset: 60, configuration: ListSeparatorConfiguration(bottomSeparatorVisibility: .hidden)))
  }

  @Test(arguments: [
    ("insetGrouped", "light", "#F2F2F7"), ("insetGrouped", "dark", "#000000"), ("plain", "light", "#FFFFFF"),
    ("plain", "dark", "#000000"), ("grouped", "light", "#F2F2F7"), ("sidebarPlain", "dark", "#000000"),
  ])
  func theListDecorationsHaveDefaultStyles(appearance: String, style: String, background: String) throws {
    let scene = try decodeScene(
      Self.scene(
        layout: #"{"type": "list", "appearance": ""# + appearance + #""}"#,
        extra: #", "traits": {"userInterfaceStyle": ""# + style + #""}"#))
    #expect(scene.style.decorations["list-background"]?.backgroundColor?.description == background)
    let separator = style == "dark" ? "#54545899" : "#3C3C434A"
    #expect(scene.style.decorations["list-separator-top"]?.backgroundColor?.description == separator)
    #expect(scene.style.decorations["list-separator-bottom"]?.backgroundColor?.description == separator)
  }

  @Test func theSceneStyleOverridesTheListDefaults() throws {
    let scene = try decodeScene(
      Self.scene(
        layout: #"{"type": "list", "appearance": "grouped"}"#,
        extra: ##", "style": {"decorations": {"list-background": {"backgroundColor": "#102030"}, "##
          + #""list-separator-bottom": null}}"#))
    #expect(scene.style.decorations["list-background"]?.backgroundColor?.description == "#102030")
    #expect(scene.style.decorations["list-separator-bottom"]?.backgroundColor == nil)
    #expect(scene.style.decorations["list-separator-top"]?.backgroundColor?.description == "#3C3C434A")
  }

  @Test func otherLayoutsGetNoListStyles() throws {
    let scene = try decodeScene(Self.scene(layout: #"{"type": "flow"}"#))
    #expect(scene.style.decorations["list-background"] == nil)
  }

  @Test(arguments: [
    (
      #"{"type": "list", "appearance": "insetGroupd"}"#, #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.appearance: "insetGroupd" is not one of: plain, grouped, insetGrouped, sidebar, "#
        + #"sidebarPlain (did you mean "insetGrouped"?)"#
    ),
    (
      #"{"type": "list", "headerMode": "firstItem"}"#, #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.headerMode: "firstItem" is not one of: none, supplementary, firstItemInSection"#
    ),
    (
      #"{"type": "list", "separators": {"bottomSeparatorVisibility": "visble"}}"#, #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.separators.bottomSeparatorVisibility: "visble" is not one of: automatic, visible, "#
        + #"hidden (did you mean "visible"?)"#
    ),
    (
      #"{"type": "list", "apperance": "plain"}"#, #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.apperance: unknown key "apperance" (did you mean "appearance"?); allowed: type, "#
        + "appearance, headerMode, footerMode, showsSeparators, separators, headerTopPadding"
    ),
    (
      #"{"type": "list", "separators": {"topSeparatorInsets": {"leading": -1}}}"#, #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.separators.topSeparatorInsets.leading: must not be negative, got -1"#
    ),
    (
      #"{"type": "compositional", "section": {"list": {"appearance": "plain"}, "group": {}}}"#,
      #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.section.group: unknown key "group"; allowed: list"#
    ),
    (
      #"{"type": "compositional", "configuration": {"scrollDirection": "horizontal"}, "#
        + #""sections": [{"list": {}}]}"#, #"[{"itemCount": 1}]"#,
      #"scene.json: $.layout.configuration.scrollDirection: list sections scroll vertically; remove "#
        + #""horizontal" or the "list" sections"#
    ),
    (
      #"{"type": "list"}"#, #"[{"itemCount": 2, "rowSeparators": [{"item": 2}]}]"#,
      #"scene.json: $.sections[0].rowSeparators[0].item: must be ≤ 1, got 2"#
    ),
    (
      #"{"type": "list"}"#, #"[{"itemCount": 2, "rowSeparators": [{"item": 1}, {"item": 1}]}]"#,
      #"scene.json: $.sections[0].rowSeparators[1].item: item 1 is given twice"#
    ),
    (
      #"{"type": "list"}"#, #"[{"itemCount": 2, "rowSeparators": [{"leadingInset": 3}]}]"#,
      #"scene.json: $.sections[0].rowSeparators[0]: missing required key "item""#
    ),
  ])
  func badListInputIsOneLine(layout: String, sections: String, message: String) {
    let error = sceneError(Self.scene(layout: layout, sections: sections))
    #expect(error?.description == message)
  }
}
