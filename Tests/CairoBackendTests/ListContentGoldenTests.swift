import CairoBackend
import CollectionLayout
import CollectionRender
import DisplayList
import Geometry
import SceneComposer
import SceneModel
import Testing

/// List cells as pixels: scene fixtures through the whole pipeline, and an inset-grouped section
/// whose list attributes (corners, margins) are given by hand, as a list layout will give them.
@Suite("List content goldens")
struct ListContentGoldenTests {
  @Test("Grouped header and footer, value and subtitle cells, symbols, accessories, selected and disabled rows")
  func settings() throws {
    try SceneFixtures.expectMatch("list-content-settings")
  }

  @Test("The same list right to left in dark mode")
  func settingsRightToLeftDark() throws {
    try SceneFixtures.expectMatch("list-content-settings-rtl-dark")
  }

  @Test("Editing controls, outline rows, plain strings as list cells")
  func editing() throws {
    try SceneFixtures.expectMatch("list-content-editing")
  }

  /// An inset-grouped section on a 414-pt phone (20-pt margins): a grouped header, three rows
  /// whose first and last are rounded by the list, the middle one highlighted, and a footer.
  @Test("An inset-grouped section with the list's corner mask and margins")
  func insetGroupedSection() throws {
    let margins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    func row(_ item: Int, y: Double, corners: RectCorners) -> LayoutAttributes {
      LayoutAttributes(
        element: .cell(ElementIndexPath(item: item, section: 0)), frame: Rect(x: 20, y: y, width: 374, height: 44),
        listCell: ListCellAttributes(
          appearance: .insetGrouped, layoutMargins: margins, cornerRadius: 10, maskedCorners: corners))
    }
    func boundary(_ kind: ElementKind, y: Double, height: Double, role: ListCellAttributes.Role) -> LayoutAttributes {
      LayoutAttributes(
        element: .supplementary(kind, ElementIndexPath(item: 0, section: 0)),
        frame: Rect(x: 20, y: y, width: 374, height: height),
        listCell: ListCellAttributes(appearance: .insetGrouped, role: role, layoutMargins: margins))
    }
    var airplane = ListContentConfiguration.cell()
    airplane.image = .symbol("house.fill")
    airplane.imageProperties.tintColor = .dynamic(DynamicColor.system["systemOrange"]!)
    let items = [
      ItemData(title: "Home", contentConfiguration: airplane, accessories: [CellAccessory(.disclosureIndicator)]),
      ItemData(title: "Highlighted row", isHighlighted: true, accessories: [CellAccessory(.label("Off"))]),
      ItemData(title: "Last row", accessories: [CellAccessory(.detail), CellAccessory(.checkmark)]),
    ]
    var style = Style()
    style.backgroundColor = DynamicColor.system["systemGroupedBackground"]!.light
    let scene = Scene(
      bounds: Size(width: 414, height: 260), scale: 2,
      sections: [
        SectionData(
          items: items, header: SupplementaryData(title: "Inset grouped"),
          footer: SupplementaryData(title: "Rows at x 20, text at 40: the cells' 20-pt margins win over 16/8."))
      ], style: style)
    // The header and footer as tall as their content measures (as the list layout will size them).
    let section = scene.sections[0]
    func height(_ data: SupplementaryData?, _ role: ListCellAttributes.Role) -> Double {
      SelfSizing.listContentSize(
        of: data!, in: scene,
        listCell: ListCellAttributes(appearance: .insetGrouped, role: role, layoutMargins: margins),
        width: 374, measure: PangoTextMeasure(), scale: 2)!.height
    }
    let header = height(section.header, .header)
    let attributes = [
      boundary(.header, y: 0, height: header, role: .header), row(0, y: header, corners: .top),
      row(1, y: header + 44, corners: []), row(2, y: header + 88, corners: .bottom),
      boundary(.footer, y: header + 132, height: height(section.footer, .footer), role: .footer),
    ]
    let viewport = scene.viewport
    let list = SceneComposer.compose(
      scene, attributes: attributes, viewport: viewport, contentSize: Size(width: 414, height: 260),
      measure: PangoTextMeasure())
    try GoldenImage.expectMatch("list-content-inset-grouped", list, scale: 2)
  }
}
