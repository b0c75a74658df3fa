import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneComposer

/// List cells, headers and footers as display-list structure: backgrounds per appearance and
/// state, the list's corner mask, content, accessories, right to left.
@Suite("Composing list cells")
struct ListCellComposerTests {
  let viewport = Viewport(contentOffset: .zero, size: Size(width: 375, height: 300))

  func scene(_ items: [ItemData], header: SupplementaryData? = nil, traits: Traits = Traits()) -> Scene {
    Scene(
      bounds: viewport.size, scale: 2, sections: [SectionData(items: items, header: header)], traits: traits)
  }

  func row(_ list: ListCellAttributes?, height: Double = 44) -> LayoutAttributes {
    LayoutAttributes(
      element: .cell(ElementIndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 375, height: height),
      listCell: list)
  }

  /// The nodes of the first element drawn.
  func children(_ scene: Scene, _ attributes: [LayoutAttributes]) throws -> [DisplayNode] {
    let list = SceneComposer.compose(scene, attributes: attributes, viewport: viewport, measure: UIKitLineMeasure())
    guard case .group(let element)? = list.nodes.first else {
      Issue.record("nothing drawn")
      return []
    }
    return element.children
  }

  func texts(_ nodes: [DisplayNode]) -> [TextNode] {
    nodes.flatMap { node -> [TextNode] in
      switch node {
      case .text(let text): [text]
      case .group(let group): texts(group.children)
      default: []
      }
    }
  }

  static let margins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

  @Test(
    "A list row without its own background takes its list's, light and dark",
    arguments: [
      (ListAppearance.plain, UserInterfaceStyle.light, "#FFFFFF"), (.plain, .dark, "#000000"),
      (.grouped, .dark, "#1C1C1E"), (.insetGrouped, .light, "#FFFFFF"),
    ])
  func defaultBackground(appearance: ListAppearance, style: UserInterfaceStyle, hex: String) throws {
    let nodes = try children(
      scene([ItemData(title: "Wi-Fi")], traits: Traits(userInterfaceStyle: style)),
      [row(ListCellAttributes(appearance: appearance, layoutMargins: Self.margins))])
    #expect(nodes.first == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 375, height: 44), fill: Color.parse(hex)!)))
    // The title became `cell()`'s text: body in label colour at 16, centred.
    let text = try #require(texts(nodes).first)
    #expect(text.text == "Wi-Fi" && text.font.size == 17 && text.frame.minX == 16 && text.frame.minY == 12)
    #expect(text.color == (style == .dark ? Color.white : Color.black))
  }

  @Test func aSidebarRowHasNoFillUntilSelectedThenARoundedTintedOne() throws {
    let sidebar = ListCellAttributes(
      appearance: .sidebar, layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    let plain = try children(scene([ItemData(title: "Inbox")]), [row(sidebar)])
    #expect(!plain.contains { if case .shape = $0 { true } else { false } })
    let selected = try children(scene([ItemData(title: "Inbox", isSelected: true)]), [row(sidebar)])
    #expect(
      selected.first
        == .shape(
          ShapeNode(rect: Rect(x: 0, y: 0, width: 375, height: 44), cornerRadius: 10, fill: Color.parse("#007AFF"))))
    #expect(texts(selected).first?.color == .white, "a selected sidebar row's text is white")
    #expect(texts(selected).first?.frame.minX == 8)
  }

  @Test func theListsMaskRoundsOnlyItsCornersMirroredRightToLeft() throws {
    let first = ListCellAttributes(
      appearance: .insetGrouped, layoutMargins: Self.margins, cornerRadius: 10, maskedCorners: [.topLeft])
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let nodes = try children(
        scene([ItemData(title: "A")], traits: Traits(layoutDirection: direction)), [row(first)])
      guard case .path(let path)? = nodes.first else {
        Issue.record("no masked background path: \(String(describing: nodes.first))")
        continue
      }
      let arcs = path.elements.compactMap { element -> Point? in
        if case .arc(let center, let radius, _, _) = element, radius == 10 { center } else { nil }
      }
      #expect(arcs == [direction == .leftToRight ? Point(x: 10, y: 10) : Point(x: 365, y: 10)], "\(direction)")
    }
  }

  @Test func backToFrontBackgroundStateFillContentAccessories() throws {
    let item = ItemData(
      title: "English", isSelected: true, backgroundConfiguration: .listGroupedCell(),
      accessories: [CellAccessory(.checkmark)])
    let nodes = try children(scene([item]), [row(nil)])
    #expect(nodes[0] == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 375, height: 44), fill: .white)))
    #expect(
      nodes[1] == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 375, height: 44), fill: Color.parse("#D1D1D6"))))
    guard case .text(let text) = nodes[2] else {
      Issue.record("the content after the fills: \(nodes[2])")
      return
    }
    #expect(text.text == "English")
    // The checkmark: a stroke group in the tint, centred in its 24-pt slot at 375 - 16 - 24.
    guard case .group(let check) = nodes[3], case .path(let segment) = check.children.first else {
      Issue.record("no checkmark after the content: \(nodes[3])")
      return
    }
    #expect(segment.fill == Color.parse("#007AFF"))
    #expect(nodes.count == 4)
  }

  @Test func theChevronIsTertiaryLabelWithItsAlphaOnTheWholeGlyph() throws {
    let item = ItemData(
      contentConfiguration: {
        var c = ListContentConfiguration.cell()
        c.text = "General"
        return c
      }(),
      accessories: [CellAccessory(.disclosureIndicator)])
    let nodes = try children(scene([item]), [row(nil)])
    guard case .group(let chevron)? = nodes.last else {
      Issue.record("no chevron")
      return
    }
    #expect(abs(chevron.opacity - 0x4C / 255.0) < 1e-9)
    guard case .path(let stroke)? = chevron.children.first else { return }
    #expect(stroke.fill == Color(red8: 0x3C, green8: 0x3C, blue8: 0x43))
  }

  @Test func aGroupedHeaderIsUppercasedFootnoteInSecondaryLabel() throws {
    let header = LayoutAttributes(
      element: .supplementary(.header, ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 0, width: 375, height: 38.5),
      listCell: ListCellAttributes(appearance: .grouped, role: .header, layoutMargins: Self.margins))
    let nodes = try children(scene([], header: SupplementaryData(title: "Settings")), [header])
    let text = try #require(texts(nodes).first)
    #expect(text.text == "SETTINGS" && text.font.size == 13)
    #expect(text.frame == Rect(x: 16, y: 17, width: 343, height: 15.5))
    #expect(text.color == DynamicColor.system["secondaryLabel"]!.light)
    #expect(nodes.count == 1, "a grouped header has no fill")
  }

  @Test func disabledTextIsTertiaryLabel() throws {
    let item = ItemData(title: "Off", contentConfiguration: .cell(), isDisabled: true)
    let text = try #require(texts(try children(scene([item]), [row(nil)])).first)
    #expect(text.text == "Off", "the title is the text of a configuration without one")
    #expect(text.color == DynamicColor.system["tertiaryLabel"]!.light)
  }

  @Test func rightToLeftMirrorsTheContentAndAlignsTextRight() throws {
    var content = ListContentConfiguration.cell()
    content.text = "Wi-Fi"
    content.image = .symbol("circle.fill")
    let nodes = try children(
      scene([ItemData(contentConfiguration: content)], traits: Traits(layoutDirection: .rightToLeft)), [row(nil)])
    let text = try #require(texts(nodes).first)
    #expect(text.frame == Rect(x: 16, y: 12, width: 303, height: 20.5))
    #expect(text.alignment == .right)
    guard case .path(let disc)? = nodes.first else {
      Issue.record("no symbol")
      return
    }
    // The disc's centre is the mirrored slot's centre: 375 - 28 = 347 (the icon set's circle
    // spans its box symmetrically).
    let xs = disc.elements.flatMap { element -> [Double] in
      switch element {
      case .move(let point), .line(let point): [point.x]
      case .curve(let control1, let control2, let end): [control1.x, control2.x, end.x]
      default: []
      }
    }
    let centre = ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2
    #expect(abs(centre - 347) < 0.01)
  }

  @Test func anUnknownSymbolDrawsANamedPlaceholder() throws {
    var content = ListContentConfiguration.cell()
    content.text = "Bell"
    content.image = .symbol("bell.badge")
    let nodes = try children(scene([ItemData(contentConfiguration: content)]), [row(nil)])
    #expect(texts(nodes).map(\.text) == ["bell.badge", "Bell"])
    #expect(
      nodes.first
        == .shape(
          ShapeNode(
            rect: Rect(x: 18, y: 12, width: 20, height: 20), cornerRadius: 3,
            border: Border(color: Color.parse("#007AFF")!, width: 1))))
  }

  @Test func everyDrawnSymbolIsNotThePlaceholder() {
    let box = Rect(x: 0, y: 0, width: 20, height: 20)
    for name in SymbolGlyphs.names {
      let nodes = SymbolGlyphs.nodes(name, in: box, color: .black)
      #expect(!nodes.isEmpty, "\(name)")
      #expect(nodes != SymbolGlyphs.placeholder(name, in: box, color: .black), "\(name)")
    }
  }

  @Test func aTitledCellOutsideListsDrawsAsBefore() throws {
    let item = ItemData(title: "Monkey")
    let scene = scene([item])
    let nodes = try children(scene, [row(nil, height: 100)])
    #expect(
      nodes
        == CellComposer.compose(
          item, presentation: scene.presentation(of: item, section: 0), size: Size(width: 375, height: 100)))
  }

  @Test func theOutlineChevronTurnsDownWhenExpanded() throws {
    func chevronPoints(expanded: Bool) throws -> [Point] {
      let item = ItemData(
        title: "Folder", contentConfiguration: .cell(), accessories: [CellAccessory(.outlineDisclosure)],
        isExpanded: expanded)
      guard case .group(let glyph)? = try children(scene([item]), [row(nil)]).last else { return [] }
      return glyph.children.compactMap { node -> Point? in
        if case .path(let path) = node, path.elements.count == 3, case .move(let point) = path.elements[0] {
          return point
        }
        return nil
      }
    }
    let collapsed = try chevronPoints(expanded: false)
    let expanded = try chevronPoints(expanded: true)
    #expect(collapsed.count == 3 && expanded.count == 3)
    // Collapsed the joints span more height than width; expanded, more width than height.
    func span(_ points: [Point]) -> (Double, Double) {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      return (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }
    #expect(span(collapsed).1 > span(collapsed).0)
    #expect(span(expanded).0 > span(expanded).1)
  }
}
