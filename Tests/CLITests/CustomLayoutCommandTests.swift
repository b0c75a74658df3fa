import Foundation
import Testing

/// The custom layouts go through the same commands as the flow layout.
@Suite struct CustomLayoutCommandTests {
  func layout(_ scene: String, _ arguments: [String] = []) throws -> [[String: Any]] {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.json", scene)
    let result = try CLI.run(["layout", path] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return json["elements"] as? [[String: Any]] ?? []
  }

  func frame(_ element: [String: Any]) -> [Double] {
    let frame = element["frame"] as! [String: Double]
    return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
  }

  @Test func lineZoomShowsAsATransform() throws {
    // 768×1024, the Xamarin guide's defaults (200×200, spacing 50, inset 400/400), no header: item k's
    // centre x = 100 + 250k. At offset x = 241 the visible mid-x is 241 + 384 = 625: item 2 (centre
    // 600) is 25 away and zooms to 1 + 0.3·(1 − 25/200) = 1.2625 with zIndex 1; item 3 (centre
    // 850, 225 away, not < 200) is not zoomed. One 200-pt item fits the 1024 − 800 = 224-pt
    // column, so it is centred: y = 400 + (1024 − 200 − 800)/2 = 412.
    let elements = try layout(
      #"""
      {"bounds": {"width": 768, "height": 1024}, "contentOffset": {"x": 241, "y": 0}, "layout": {"type": "line"},
       "sections": [{"itemCount": 10}]}
      """#)
    let item2 = try #require(elements.first { $0["item"] as? Int == 2 })
    let transform = item2["transform"] as! [String: Double]
    #expect(abs(transform["a"]! - 1.2625) < 1e-12 && abs(transform["d"]! - 1.2625) < 1e-12)
    #expect(item2["zIndex"] as? Int == 1)
    #expect(frame(item2) == [500, 412, 200, 200])
    let item3 = try #require(elements.first { $0["item"] as? Int == 3 })
    #expect((item3["transform"] as! [String: Double])["a"] == 1)
    #expect(item3["zIndex"] as? Int == 0)
  }

  @Test func circleHasItsDecoration() throws {
    // 1024×768: centre (512, 384), radius 768/2.5 = 307.2; item 0 at 3 o'clock: centre
    // (819.2, 384), so its 70×70 frame starts at (784.2, 349).
    let elements = try layout(
      #"""
      {"bounds": {"width": 1024, "height": 768}, "layout": {"type": "circle"}, "sections": [{"itemCount": 20}]}
      """#)
    let decoration = try #require(elements.first { $0["category"] as? String == "decoration" })
    #expect(decoration["kind"] as? String == "background")
    #expect(decoration["zIndex"] as? Int == -1)
    #expect(frame(decoration) == [0, 0, 1024, 768])
    let item0 = try #require(elements.first { $0["category"] as? String == "cell" && $0["item"] as? Int == 0 })
    let f = frame(item0)
    #expect(abs(f[0] - 784.2) < 1e-9 && abs(f[1] - 349) < 1e-9 && f[2] == 70 && f[3] == 70)
    #expect(elements.filter { $0["category"] as? String == "cell" }.count == 20)
  }

  @Test func waterfallColumnsShortestFirst() throws {
    // Width 320, 2 columns, spacing 10: item width floor((320 − 10)/2) = 155; reference sizes
    // 100×100, 100×50, 100×100 ⇒ heights 155, 77 (floor 77.5), 155. Item 0 → column 0 (x 0),
    // item 1 → column 1 (x 165), item 2 → the shorter column 1 (77 + 10 = 87 < 165): y 87.
    let elements = try layout(
      #"""
      {"bounds": {"width": 320, "height": 480}, "layout": {"type": "waterfall"},
       "sections": [{"items": [{"size": {"width": 100, "height": 100}}, {"size": {"width": 100, "height": 50}},
        {"size": {"width": 100, "height": 100}}]}]}
      """#, ["--all"])
    #expect(elements.map(frame) == [[0, 0, 155, 155], [165, 0, 155, 77], [165, 87, 155, 155]])
  }

  @Test(arguments: [
    "line-zoom/portrait.json", "line-zoom/landscape.json", "circle/scene.json", "waterfall/scene.json",
    "waterfall-sections/scene.json",
  ])
  func sampleRendersAndDumps(sample: String) throws {
    let folder = try TemporaryFolder()
    let path = CLI.repositoryRoot.appendingPathComponent("samples/\(sample)").path
    let render = try CLI.run(["render", path, "-o", folder.path("out.png")])
    #expect(render.status == 0, "\(render.stderr)")
    let dump = try CLI.run(["layout", path])
    #expect(dump.status == 0, "\(dump.stderr)")
    #expect(dump.stdout.contains("\"category\":\"cell\""))
  }
}
