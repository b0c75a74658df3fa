import Foundation
import Testing

@Suite struct LayoutCommandTests {
  /// docs/flow-layout.md, example A with a 44-pt header: 10 items of 60×60 in 320 points, spacing 8,
  /// insets 16 ⇒ 4 columns at x = 16, 92, 168, 244; rows at y = 60, 128, 196; content 320×272.
  static let exampleA = #"""
    {"bounds": {"width": 320, "height": 100}, "scale": 2,
     "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}, "minimumInteritemSpacing": 8,
                "minimumLineSpacing": 8, "sectionInset": 16, "headerReferenceSize": {"width": 0, "height": 44},
                "sectionHeadersPinToVisibleBounds": true},
     "sections": [{"header": {"title": "A"}, "itemCount": 10}]}
    """#

  func layout(_ arguments: [String]) throws -> [String: Any] {
    let folder = try TemporaryFolder()
    let scene = try folder.write("a.json", Self.exampleA)
    let result = try CLI.run(["layout", scene] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  func frames(_ json: [String: Any], category: String) -> [[Double]] {
    let elements = json["elements"] as? [[String: Any]] ?? []
    return elements.filter { $0["category"] as? String == category }.map {
      let frame = $0["frame"] as! [String: Double]
      return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
    }
  }

  @Test func visibleElementsOnly() throws {
    // Bounds 320×100 at offset 0 show y 0..<100: the header and the first row (y 60..120).
    let json = try layout([])
    let size = json["contentSize"] as! [String: Double]
    #expect(size == ["width": 320, "height": 272])
    #expect(
      frames(json, category: "cell") == [[16, 60, 60, 60], [92, 60, 60, 60], [168, 60, 60, 60], [244, 60, 60, 60]])
    #expect(frames(json, category: "supplementary") == [[0, 0, 320, 44]])
    let first = (json["elements"] as! [[String: Any]])[0]
    #expect(first["kind"] is NSNull)
    #expect(first["section"] as? Int == 0 && first["item"] as? Int == 0)
    #expect(first["zIndex"] as? Int == 0 && first["alpha"] as? Double == 1)
    #expect(first["transform"] as? [String: Double] == ["a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0])
  }

  @Test func allElements() throws {
    let json = try layout(["--all"])
    #expect(frames(json, category: "cell").count == 10)
    #expect(frames(json, category: "cell")[9] == [92, 196, 60, 60])
  }

  @Test func offsetPlacesPinnedHeaders() throws {
    // Example J: at offset 100 the pinned header sits at y = 100; at 250 it is pushed up to
    // 272 − 44 = 228 by the section's end.
    let at100 = try layout(["--offset", "0,100"])
    #expect(frames(at100, category: "supplementary") == [[0, 100, 320, 44]])
    let at250 = try layout(["--offset", "0,250"])
    #expect(frames(at250, category: "supplementary") == [[0, 228, 320, 44]])
    let header = (at250["elements"] as! [[String: Any]]).first { $0["category"] as? String == "supplementary" }!
    #expect(header["kind"] as? String == "header")
    #expect(header["zIndex"] as? Int == 10)
  }

  @Test func boundsFlagIsAnOrientationChange() throws {
    // 480 wide: n = floor((8 + 448)/68) = 6 columns, gap (480 − 32 − 360)/5 = 17.6, so raw
    // x = 16 + 77.6·k = 16, 93.6, 171.2, 248.8, 326.4, 404; on the scale-2 grid (round(2x)/2):
    // 16, 93.5, 171, 249, 326.5, 404.
    let json = try layout(["--bounds", "480x320", "--all"])
    #expect((json["contentSize"] as! [String: Double])["width"] == 480)
    let xs = frames(json, category: "cell").prefix(6).map { $0[0] }
    #expect(xs == [16, 93.5, 171, 249, 326.5, 404])
  }
}
