import CollectionLayout
import Foundation
import Geometry
import OrderedJSON
import SceneModel
import Testing

@testable import SceneFile

/// `"layout": {"type": "compositional", …}`: keys one to one with the Swift API, UIKit's
/// defaults for keys left out, and one clear line for every bad layout.
@Suite struct CompositionalDecodingTests {
  typealias Layout = CompositionalLayout

  static func scene(layout: String, sections: String = #"[{"itemCount": 6}, {"itemCount": 6}, {"itemCount": 6}]"#)
    -> String
  {
    #"{"bounds": {"width": 390, "height": 844}, "layout": "# + layout + #", "sections": "# + sections + "}"
  }

  static func compositional(_ scene: Scene) throws -> CompositionalLayout {
    try #require(scene.layout as? CompositionalLayout)
  }

  /// The issue's example, decoded, equals the same layout written in Swift line by line.
  @Test func theExampleMatchesTheSwiftAPI() throws {
    let json = #"""
      {"type": "compositional",
        "configuration": {"scrollDirection": "vertical", "interSectionSpacing": 20},
        "section": {
          "group": {"horizontal": {
            "layoutSize": {"widthDimension": {"fractionalWidth": 1.0}, "heightDimension": {"absolute": 80}},
            "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1.0},
                                       "heightDimension": {"fractionalHeight": 1.0}},
                        "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}},
            "count": 3, "interItemSpacing": {"fixed": 10}}},
          "interGroupSpacing": 10,
          "contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16},
          "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
            "layoutSize": {"widthDimension": {"fractionalWidth": 1.0}, "heightDimension": {"estimated": 44}}}],
          "decorationItems": [{"elementKind": "background",
                               "contentInsets": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}}]}}
      """#
    let decoded = try Self.compositional(try decodeScene(Self.scene(layout: json)))

    var item = Layout.Item(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    var group = Layout.Group.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)), subitem: item,
      count: 3)
    group.interItemSpacing = .fixed(10)
    var section = Layout.Section(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    var header = Layout.BoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    var background = Layout.DecorationItem.background(elementKind: "background")
    background.contentInsets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    section.decorationItems = [background]
    var configuration = Layout.Configuration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 20
    #expect(decoded == CompositionalLayout(section: section, configuration: configuration))
  }

  /// Keys left out take UIKit's defaults, exactly as the Swift initialisers give them.
  @Test func keysLeftOutTakeUIKitDefaults() throws {
    let json = #"""
      {"type": "compositional", "section": {"group": {"vertical": {
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 50}},
        "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1},
          "heightDimension": {"estimated": 50}}}]}},
        "boundarySupplementaryItems": [{"elementKind": "footer", "alignment": "bottom",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}}}]}}
      """#
    let decoded = try Self.compositional(try decodeScene(Self.scene(layout: json)))
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
    var section = Layout.Section(
      group: .vertical(layoutSize: size, subitems: [Layout.Item(layoutSize: size)]))
    section.boundarySupplementaryItems = [
      Layout.BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "footer", alignment: .bottom)
    ]
    #expect(decoded == CompositionalLayout(section: section))
    #expect(decoded.configuration == Layout.Configuration())
    #expect(section.orthogonalScrollingBehavior == .none && section.supplementariesFollowContentInsets)
  }

  /// Nested groups, `repeatingSubitem`, custom groups, edge spacing, badges with both anchors,
  /// per-section definitions with `null` for a section without one.
  @Test func everyShapeDecodes() throws {
    let json = #"""
      {"type": "compositional", "configuration": {"scrollDirection": "horizontal", "contentInsetsReference": "none",
        "boundarySupplementaryItems": [{"elementKind": "banner", "alignment": "leading", "zIndex": 3,
          "absoluteOffset": {"x": -4, "y": 0}, "extendsBoundary": false,
          "layoutSize": {"widthDimension": {"absolute": 40}, "heightDimension": {"fractionalHeight": 1}}}]},
       "sections": [
        {"group": {"vertical": {"layoutSize": {"widthDimension": {"absolute": 120},
          "heightDimension": {"fractionalHeight": 1}},
          "repeatingSubitem": {"horizontal": {
            "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}},
            "subitems": [{"layoutSize": {"widthDimension": {"absolute": 50},
              "heightDimension": {"fractionalHeight": 1}},
              "edgeSpacing": {"leading": {"flexible": 0}, "top": {"fixed": 4}},
              "supplementaryItems": [{"elementKind": "badge", "zIndex": 5,
                "layoutSize": {"widthDimension": {"absolute": 16}, "heightDimension": {"absolute": 16}},
                "containerAnchor": {"edges": ["top", "trailing"], "absoluteOffset": {"x": 4, "y": -4}},
                "itemAnchor": {"edges": ["bottom", "leading"], "fractionalOffset": {"x": 0.5, "y": 0.5}}}]}]}},
          "count": 2, "interItemSpacing": {"flexible": 6}}},
         "orthogonalScrollingBehavior": "groupPagingCentered", "supplementariesFollowContentInsets": false},
        null,
        {"group": {"custom": {"layoutSize": {"widthDimension": {"absolute": 200}, "heightDimension": {"absolute": 200}},
          "itemFrames": [{"x": 0, "y": 0, "width": 100, "height": 100},
                         {"frame": {"x": 50, "y": 50, "width": 100, "height": 100}, "zIndex": 2}]}}}]}
      """#
    let decoded = try Self.compositional(try decodeScene(Self.scene(layout: json)))
    #expect(decoded.configuration.scrollDirection == .horizontal)
    #expect(decoded.configuration.contentInsetsReference == Layout.ContentInsetsReference.none)
    let banner = try #require(decoded.configuration.boundarySupplementaryItems.first)
    #expect(banner.alignment == .leading && banner.zIndex == 3 && !banner.extendsBoundary)
    #expect(banner.absoluteOffset == Point(x: -4, y: 0))
    guard case .perSection(let sections) = decoded.sectionProvider else {
      Issue.record("expected one definition per section")
      return
    }
    #expect(sections.count == 3 && sections[1] == nil)
    let first = try #require(sections[0])
    #expect(first.orthogonalScrollingBehavior == .groupPagingCentered && !first.supplementariesFollowContentInsets)
    #expect(first.group.arrangement == .vertical && first.group.repetition == .repeating(2))
    #expect(first.group.interItemSpacing == .flexible(6))
    guard case .group(let row) = first.group.subitems[0], case .item(let item) = row.subitems[0] else {
      Issue.record("expected a horizontal group of one item")
      return
    }
    #expect(item.edgeSpacing == Layout.EdgeSpacing(leading: .flexible(0), top: .fixed(4), trailing: nil, bottom: nil))
    let badge = try #require(item.supplementaryItems.first)
    #expect(badge.zIndex == 5)
    #expect(badge.containerAnchor == Layout.Anchor(edges: [.top, .trailing], absoluteOffset: Point(x: 4, y: -4)))
    #expect(badge.itemAnchor == Layout.Anchor(edges: [.bottom, .leading], fractionalOffset: Point(x: 0.5, y: 0.5)))
    let custom = try #require(sections[2])
    #expect(
      custom.group.arrangement
        == .custom([
          Layout.CustomItem(frame: Rect(x: 0, y: 0, width: 100, height: 100)),
          Layout.CustomItem(frame: Rect(x: 50, y: 50, width: 100, height: 100), zIndex: 2),
        ]))
  }

  /// A section's `orthogonalOffset` reaches the layout through the viewport: the cells of that
  /// section (and no other) move back by it.
  @Test func orthogonalOffsetMovesThatSectionsCells() throws {
    let json = #"""
      {"type": "compositional", "section": {"orthogonalScrollingBehavior": "continuous",
        "group": {"horizontal": {"layoutSize": {"widthDimension": {"absolute": 150},
          "heightDimension": {"absolute": 100}},
          "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1},
            "heightDimension": {"fractionalHeight": 1}}}]}}}}
      """#
    let sections = #"[{"itemCount": 6}, {"itemCount": 6, "orthogonalOffset": 120}]"#
    let scene = try decodeScene(Self.scene(layout: json, sections: sections))
    #expect(scene.viewport.orthogonalOffsets == [1: 120])
    let prepared = scene.layout.prepare(scene.layoutContent, in: scene.layoutEnvironment)
    let still = try #require(
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0), viewport: scene.viewport))
    let moved = try #require(
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 1), viewport: scene.viewport))
    #expect(still.frame == Rect(x: 150, y: 0, width: 150, height: 100))
    #expect(moved.frame == Rect(x: 30, y: 100, width: 150, height: 100))
    let visible = prepared.layoutAttributesForElements(in: scene.viewport.bounds, viewport: scene.viewport)
    let sectionOne = visible.filter { $0.element.indexPath.section == 1 }.map(\.element.indexPath.item)
    // Scrolled 120 of 150: item 0 shows its last 30 points; items 0…3 meet the 390-wide bounds.
    #expect(sectionOne == [0, 1, 2, 3])
  }

  /// Every case of `CompositionalCases/bad-layouts.json`: one line naming the file, the JSON
  /// path and the reason.
  @Test(arguments: try BadLayoutCase.load())
  func badLayoutIsOneClearLine(_ badCase: BadLayoutCase) {
    let text = Self.scene(layout: badCase.layout)
    guard let error = sceneError(text) else {
      Issue.record("\(badCase.name): decoded without an error")
      return
    }
    #expect(error.kind == .invalid, "\(badCase.name)")
    #expect(error.description.hasPrefix("scene.json: " + badCase.error), "\(badCase.name): \(error)")
    #expect(!error.description.contains("\n"), "\(badCase.name)")
  }

  /// Groups nested one level deeper than the limit are refused at the innermost group.
  @Test func nestingDeeperThanTheLimitIsRefused() {
    func nested(_ depth: Int) -> String {
      let size = #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}"#
      if depth == 0 { return #"{"layoutSize": "# + size + "}" }
      return #"{"horizontal": {"layoutSize": "# + size + #", "subitems": ["# + nested(depth - 1) + "]}}"
    }
    let limit = CompositionalLayout.Limits.maximumGroupNesting
    let allowed = Self.scene(layout: #"{"type": "compositional", "section": {"group": "# + nested(limit) + "}}")
    #expect(sceneError(allowed) == nil)
    let deep = Self.scene(layout: #"{"type": "compositional", "section": {"group": "# + nested(limit + 1) + "}}")
    let error = sceneError(deep)
    let path = "$.layout.section.group" + String(repeating: ".horizontal.subitems[0]", count: limit) + ".horizontal"
    #expect(error?.description == "scene.json: \(path): groups nest deeper than \(limit) levels")
  }
}

/// One bad layout of `CompositionalCases/bad-layouts.json`.
struct BadLayoutCase: Sendable, CustomTestStringConvertible {
  var name: String
  /// The layout object, as text.
  var layout: String
  /// The start of the expected message after the file name: `$.json.path: reason`.
  var error: String

  var testDescription: String { name }

  static func load() throws -> [BadLayoutCase] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("CompositionalCases/bad-layouts.json")
    let root = try JSONParser.parse(Array(try Data(contentsOf: url)))
    guard case .object(let file) = root, case .array(let cases)? = file["cases"] else { return [] }
    return cases.compactMap { value in
      guard case .object(let object) = value, case .string(let name)? = object["name"],
        case .string(let error)? = object["error"], let layout = object["layout"]
      else { return nil }
      return BadLayoutCase(name: name, layout: text(layout), error: error)
    }
  }
}

extension BadLayoutCase {
  /// A parsed value written back as JSON text by the project's writer; an infinite number is
  /// written `1e999`, as the case file gives it (the writer prints JSON's `null` for it, so it
  /// goes through as a marker string first).
  static func text(_ value: JSONValue) -> String {
    let line = JSONLayout(spaced: true, objectLineLevels: 0, arrayLineLevels: 0)
    var text = ordered(value).text(in: line)
    for marker in [infinity, "-" + infinity] { text = text.replacingOccurrences(of: "\"\(marker)\"", with: marker) }
    return text
  }

  private static let infinity = "1e999"

  private static func ordered(_ value: JSONValue) -> JSONText {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): number.isFinite ? .number(number) : .string(number < 0 ? "-" + infinity : infinity)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(ordered))
    case .object(let object): .object(object.keys.map { ($0, ordered(object[$0]!)) })
    }
  }
}
