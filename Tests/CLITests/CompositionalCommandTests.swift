import Foundation
import Testing

/// The compositional layout through the built binary: `layout` JSON with z indices, pinned
/// headers and decoration views; orthogonal offsets from the scene; bad layouts exit 65.
@Suite struct CompositionalCommandTests {
  static let samples = CLI.repositoryRoot.appendingPathComponent("samples/compositional")

  func layout(_ sample: String, _ arguments: [String] = []) throws -> [[String: Any]] {
    let result = try CLI.run(["layout", Self.samples.appendingPathComponent(sample).path] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try #require(json["elements"] as? [[String: Any]])
  }

  func frame(_ element: [String: Any]) -> [Double] {
    let frame = element["frame"] as! [String: Double]
    return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
  }

  /// Section backgrounds are decoration views of kind "background" (zIndex 0) behind cells
  /// lifted to zIndex 1. Rows are 44 high with 5 between, sections inset 10: section 0's five
  /// rows span 10…250, the background is inset 5 from the section's 0…260 box.
  @Test func decorationViewsAndZIndices() throws {
    let elements = try layout("section-background.json")
    let decorations = elements.filter { $0["category"] as? String == "decoration" }
    #expect(decorations.count == 4)  // sections 0…3 meet the 844-point bounds
    #expect(decorations.allSatisfy { $0["kind"] as? String == "background" && $0["zIndex"] as? Int == 0 })
    #expect(frame(decorations[0]) == [5, 5, 380, 250])
    let cells = elements.filter { $0["category"] as? String == "cell" }
    #expect(cells.allSatisfy { $0["zIndex"] as? Int == 1 })
    #expect(frame(cells[1]) == [10, 59, 370, 44])
  }

  /// At offset 700, section 2 (303.5-point sections: the estimated header measured 43.5 — a
  /// 20-point title line of 23.5 with its label's 10-point insets —, inset 10, rows 240, inset
  /// 10) spans 607…910.5: its header pins at y 700, zIndex 10⁹ + 2 (pinned and in view; see
  /// docs/compositional-layout.md, "Pinning").
  @Test func pinnedHeaderHoldsTheTop() throws {
    let elements = try layout("pinned-headers.json")
    let header = try #require(
      elements.first { $0["category"] as? String == "supplementary" && $0["section"] as? Int == 2 })
    #expect(frame(header) == [10, 700, 370, 43.5])
    #expect(header["zIndex"] as? Int == 1_000_000_002)
  }

  /// The scene's `orthogonalOffset` of 160 moves section 1's cells 160 points left; section 0's
  /// stay. Groups are 0.85 × 390 = 331.5 wide, their first item 0.7 of that less insets 10.
  @Test func orthogonalOffsetFromTheScene() throws {
    let elements = try layout("orthogonal-scrolling.json", ["--all"])
    func first(_ section: Int) throws -> [Double] {
      frame(
        try #require(
          elements.first {
            $0["category"] as? String == "cell" && $0["section"] as? Int == section && $0["item"] as? Int == 0
          }))
    }
    let still = try first(0)
    let moved = try first(1)
    #expect(still[0] == 10)
    #expect(moved[0] == still[0] - 160)
    #expect(moved[2] == still[2])
  }

  @Test func badLayoutExits65WithOneLine() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write(
      "bad.json",
      #"{"bounds": {"width": 390, "height": 844}, "layout": {"type": "compositional", "section": {"group": "#
        + #"{"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": "#
        + #"{"absolute": 50}}, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "#
        + #""heightDimension": {"fractionalHeight": 1}}}, "count": 0}}}}, "sections": [{"itemCount": 3}]}"#)
    for command in [["render", scene, "-o", folder.path("out.png")], ["layout", scene]] {
      let result = try CLI.run(command, in: folder.url)
      #expect(result.status == 65)
      #expect(result.stderr.hasPrefix("collection-render: error: "))
      #expect(result.stderr.hasSuffix("bad.json: $.layout.section.group.horizontal.count: must be ≥ 1, got 0\n"))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(try folder.contents() == ["bad.json"])
  }
}
