import CollectionLayout
import Foundation
import Geometry
import Testing

@testable import CollectionRender

@Suite struct LayoutJSONTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (16.0, "16"), (-40.0, "-40"), (137.5, "137.5"),
    (320.0 / 3, "106.66666666666667"), (1e15, "1000000000000000"), (1e20, "1e+20"), (0.1 + 0.2, "0.30000000000000004"),
  ])
  func numbersAreShortestRoundTripText(value: Double, text: String) {
    #expect(LayoutJSON.number(value) == text)
    // What is printed reads back as the very same Double.
    #expect(Double(LayoutJSON.number(value)) == value)
  }

  @Test func elementKeysInContractOrder() {
    let header = LayoutAttributes(
      element: .supplementary(.header, ElementIndexPath(item: 0, section: 2)),
      frame: Rect(x: 0, y: 10.5, width: 320, height: 44),
      transform: .scale(1.5, 1.5), alpha: 0.25, zIndex: 10, isHidden: true)
    #expect(
      LayoutJSON.element(header).text(in: .compact) == """
        {"category":"supplementary","kind":"header","section":2,"item":0,\
        "frame":{"x":0,"y":10.5,"width":320,"height":44},"zIndex":10,"alpha":0.25,"hidden":true,\
        "transform":{"a":1.5,"b":0,"c":0,"d":1.5,"tx":0,"ty":0}}
        """)
  }

  @Test func listElementsAddTheirListFactsLast() {
    let row = LayoutAttributes(
      element: .cell(ElementIndexPath(item: 0, section: 1)), frame: Rect(x: 20, y: 35, width: 374, height: 44),
      zIndex: 10,
      listCell: ListCellAttributes(
        appearance: .insetGrouped, layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 16), cornerRadius: 10,
        maskedCorners: [.bottomRight, .topLeft]))
    #expect(
      LayoutJSON.element(row).text(in: .compact) == """
        {"category":"cell","kind":null,"section":1,"item":0,\
        "frame":{"x":20,"y":35,"width":374,"height":44},"zIndex":10,"alpha":1,"hidden":false,\
        "transform":{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0},\
        "listCell":{"role":"row","appearance":"insetGrouped","layoutMargins":{"left":20,"right":16},\
        "cornerRadius":10,"maskedCorners":["topLeft","bottomRight"],"indentationLevel":0}}
        """)
  }

  @Test func wholeDocumentIsValidJSON() throws {
    let cell = LayoutAttributes(
      element: .cell(ElementIndexPath(item: 3, section: 0)), frame: Rect(x: 1, y: 2, width: 3, height: 4))
    let decoration = LayoutAttributes(
      element: .decoration(ElementKind("a \"quoted\"\nkind"), ElementIndexPath(item: 0, section: 0)), frame: .zero,
      zIndex: -1)
    let text = LayoutJSON.encode(
      contentSize: Size(width: 320, height: 228),
      viewport: Viewport(contentOffset: Point(x: 0, y: -20), size: Size(width: 320, height: 480)),
      elements: [cell, decoration])
    let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect((json["viewport"] as? [String: Double])?["y"] == -20)
    let elements = try #require(json["elements"] as? [[String: Any]])
    #expect(elements.count == 2)
    #expect(elements[1]["kind"] as? String == "a \"quoted\"\nkind")
    #expect(elements[0]["kind"] is NSNull)
  }

  @Test func emptyLayout() throws {
    let text = LayoutJSON.encode(
      contentSize: .zero, viewport: Viewport(contentOffset: .zero, size: Size(width: 1, height: 1)), elements: [])
    #expect(text.hasSuffix("\"elements\":[]}\n"))
    #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
  }
}
