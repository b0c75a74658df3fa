import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneComposer

/// What VoiceOver reads, built from the scene's data and the elements drawn.
@Suite struct AccessibilityComposerTests {
  let viewport = Viewport(contentOffset: Point(x: 0, y: 0), size: Size(width: 375, height: 300))

  func cell(_ item: Int, y: Double, listCell: ListCellAttributes? = nil) -> LayoutAttributes {
    LayoutAttributes(
      element: .cell(ElementIndexPath(item: item, section: 0)), frame: Rect(x: 0, y: y, width: 375, height: 44),
      listCell: listCell)
  }

  func scene(_ items: [ItemData], header: SupplementaryData? = nil) -> Scene {
    Scene(bounds: Size(width: 375, height: 300), sections: [SectionData(items: items, header: header)])
  }

  @Test func cellsReadTheirTextsAccessoriesAndState() {
    var wifi = ItemData(
      contentConfiguration: {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        return content
      }(), accessories: [CellAccessory(.disclosureIndicator)])
    wifi.isSelected = true
    let bluetooth = ItemData(title: "Bluetooth", accessories: [CellAccessory(.label("On")), CellAccessory(.delete)])
    let cellular = ItemData(title: "Cellular", isDisabled: true)
    let elements = AccessibilityComposer.elements(
      scene([wifi, bluetooth, cellular]), attributes: [cell(0, y: 0), cell(1, y: 44), cell(2, y: 88)],
      viewport: viewport)
    // The delete control shows only while editing: not read.
    #expect(
      AccessibilityComposer.text(elements)
        == "1. Wi-Fi, Home, selected, button\n2. Bluetooth, On\n3. Cellular, dimmed\n")
  }

  /// A grouped header draws its text uppercased but VoiceOver reads the string as given; an
  /// item styled as the header reads as a heading.
  @Test func headersAreHeadingsWithTheirOwnText() {
    let header = SupplementaryData(
      contentConfiguration: {
        var content = ListContentConfiguration.groupedHeader()
        content.text = "Connectivity"
        return content
      }())
    let attributes = [
      LayoutAttributes(
        element: .supplementary(.header, ElementIndexPath(item: 0, section: 0)),
        frame: Rect(x: 0, y: 0, width: 375, height: 38)),
      cell(0, y: 38, listCell: ListCellAttributes(appearance: .sidebar, role: .headerItem)),
    ]
    let elements = AccessibilityComposer.elements(
      scene([ItemData(title: "Library")], header: header), attributes: attributes, viewport: viewport)
    #expect(elements.map(\.spoken) == ["Connectivity, heading", "Library, heading"])
  }

  /// Elements off screen, hidden or with nothing to read are not elements; frames are clipped to
  /// the screen and in its coordinates.
  @Test func onlyVisibleElementsWithSomethingToReadCount() {
    let scrolled = Viewport(contentOffset: Point(x: 0, y: 20), size: Size(width: 375, height: 300))
    var hidden = cell(1, y: 44)
    hidden.isHidden = true
    let elements = AccessibilityComposer.elements(
      scene([ItemData(title: "A"), ItemData(title: "B"), ItemData(), ItemData(title: "D")]),
      attributes: [cell(0, y: 0), hidden, cell(2, y: 88), cell(3, y: 400)], viewport: scrolled)
    #expect(elements.map(\.label) == ["A"])
    #expect(elements.first?.frame == Rect(x: 0, y: 0, width: 375, height: 24))
  }

  @Test func theOverlayOutlinesAndNumbersEachElement() {
    let elements = [
      AccessibilityElement(label: "A", frame: Rect(x: 0, y: 0, width: 100, height: 44)),
      AccessibilityElement(label: "B", frame: Rect(x: 0, y: 44, width: 100, height: 44)),
    ]
    let nodes = AccessibilityComposer.overlay(elements)
    let numbers = nodes.compactMap { node -> String? in if case .text(let text) = node { text.text } else { nil } }
    #expect(numbers == ["1", "2"])
    #expect(nodes.count == 6)
  }
}
