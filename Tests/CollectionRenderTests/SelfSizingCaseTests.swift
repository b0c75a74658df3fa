import Foundation
import Testing

@testable import CollectionRender

/// Self-sizing geometry cases under `SelfSizingCases/`: a scene, the offset it is looked at,
/// and the frames and content size the pipeline must give once its cells are measured (the
/// format of `Tests/CollectionLayoutTests/Cases/README.md`, plus a required `source`). Unlike
/// the layout cases these run the measuring pipeline, `SelfSizing.prepare`.
@Suite struct SelfSizingCaseTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SelfSizingCases")

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
    .sorted()

  @Test func thereAreCases() {
    #expect(Self.names.count >= 3)
  }

  @Test(arguments: names)
  func selfSizingCase(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let source = (root["source"] as? [String])?.joined(separator: " ") ?? ""
    #expect(source.count > 10, "\(name): every case names its source")
    let sceneData = try JSONSerialization.data(withJSONObject: try #require(root["scene"]))
    var scene = try SceneDecoder.decode(Array(sceneData), file: name) { (path: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "cases hold their data inline")
    }
    if let offset = root["offset"] as? [String: Double] {
      scene.contentOffset = Point(x: offset["x"] ?? 0, y: offset["y"] ?? 0)
    }
    let prepared = Pipeline(scene: scene).prepared
    let expect = try #require(root["expect"] as? [String: Any])
    if let size = expect["contentSize"] as? [String: Double] {
      #expect(
        prepared.contentSize == Size(width: size["width"] ?? .nan, height: size["height"] ?? .nan),
        "\(name): content size \(prepared.contentSize)")
    }
    for element in expect["elements"] as? [[String: Any]] ?? [] {
      #expect(element["category"] as? String == "cell", "\(name): cases check cells")
      let path = ElementIndexPath(item: element["item"] as? Int ?? 0, section: element["section"] as? Int ?? 0)
      let frame = try #require(element["frame"] as? [String: Double])
      let expected = Rect(
        x: frame["x"] ?? .nan, y: frame["y"] ?? .nan, width: frame["width"] ?? .nan, height: frame["height"] ?? .nan)
      let actual = prepared.layoutAttributesForItem(at: path, viewport: scene.viewport)?.frame
      #expect(actual == expected, "\(name): cell \(path.item) is \(String(describing: actual))")
    }
  }
}
