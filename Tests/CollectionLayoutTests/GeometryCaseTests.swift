import CollectionLayout
import Foundation
import SceneFile
import SceneModel
import Testing

/// Every geometry case under `Cases/` (a scene, where it is looked at, and the attributes a
/// layout must give, with the reasoning): a new case is a file, not code. See Cases/README.md.
@Suite struct GeometryCaseTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

  static let cases: [String] = {
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test func thereAreCases() {
    #expect(Self.cases.count >= 8)
  }

  @Test(arguments: cases)
  func geometryCase(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name): an object")
    let sceneData = try JSONSerialization.data(withJSONObject: try #require(root["scene"], "\(name): \"scene\""))
    var scene = try SceneDecoder.decode(Array(sceneData), file: name) { (path: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "cases hold their data inline")
    }
    if let offset = root["offset"] as? [String: Double] {
      scene.contentOffset = Point(x: offset["x"] ?? 0, y: offset["y"] ?? 0)
    }
    var content = scene.layoutContent
    // Measured boundary views (what a renderer's self-sizing would give), by section and kind.
    for (section, kinds) in root["supplementarySizes"] as? [String: [String: [String: Double]]] ?? [:] {
      let index = try #require(Int(section), "\(name): supplementarySizes are keyed by section index")
      for (kind, size) in kinds {
        content.sections[index].supplementarySizes[ElementKind(kind)] = Size(
          width: size["width"] ?? 0, height: size["height"] ?? 0)
      }
    }
    let prepared = scene.layout.prepare(content, in: scene.layoutEnvironment)
    let viewport = scene.viewport
    let all = prepared.allLayoutAttributes(viewport: viewport)
    let expect = try #require(root["expect"] as? [String: Any], "\(name): \"expect\"")

    if let size = expect["contentSize"] as? [String: Double] {
      #expect(Self.close(prepared.contentSize.width, size["width"]), "\(name): content width")
      #expect(Self.close(prepared.contentSize.height, size["height"]), "\(name): content height")
    }
    for element in expect["elements"] as? [[String: Any]] ?? [] {
      let id = try Self.elementID(element, in: name)
      guard let actual = all.first(where: { $0.element == id }) else {
        Issue.record("\(name): no \(id) among \(all.count) elements")
        continue
      }
      if let frame = element["frame"] as? [String: Double] {
        let expected = Rect(
          x: frame["x"] ?? .nan, y: frame["y"] ?? .nan, width: frame["width"] ?? .nan, height: frame["height"] ?? .nan)
        #expect(
          Self.close(actual.frame.minX, expected.minX) && Self.close(actual.frame.minY, expected.minY)
            && Self.close(actual.frame.width, expected.width) && Self.close(actual.frame.height, expected.height),
          "\(name): \(id) frame \(actual.frame), expected \(expected)")
      }
      if let zIndex = element["zIndex"] as? Int { #expect(actual.zIndex == zIndex, "\(name): \(id) zIndex") }
      if let list = element["listCell"] as? [String: Any] {
        Self.checkListCell(list, actual.listCell, "\(name): \(id)")
      }
      if let alpha = element["alpha"] as? Double { #expect(Self.close(actual.alpha, alpha), "\(name): \(id) alpha") }
      if let scale = element["scale"] as? Double {
        #expect(
          Self.close(actual.transform.a, scale) && Self.close(actual.transform.d, scale),
          "\(name): \(id) transform \(actual.transform), expected scale \(scale)")
      }
    }
    for (category, count) in expect["count"] as? [String: Int] ?? [:] {
      #expect(all.filter { $0.element.category.rawValue == category }.count == count, "\(name): \(category) count")
    }
    if let visible = expect["visible"] as? [[String: Any]] {
      let ids = try visible.map { try Self.elementID($0, in: name) }
      let queried = prepared.layoutAttributesForElements(in: viewport.bounds, viewport: viewport).map(\.element)
      #expect(queried == ids, "\(name): the query of the bounds")
    }
  }

  static func elementID(_ element: [String: Any], in name: String) throws -> ElementID {
    let path = ElementIndexPath(item: element["item"] as? Int ?? 0, section: element["section"] as? Int ?? 0)
    switch element["category"] as? String {
    case "cell": return .cell(path)
    case "supplementary":
      return .supplementary(ElementKind(try #require(element["kind"] as? String, "\(name): kind")), path)
    case "decoration": return .decoration(ElementKind(try #require(element["kind"] as? String, "\(name): kind")), path)
    default: throw CaseError(description: "\(name): category must be cell, supplementary or decoration")
    }
  }

  /// Compares the `listCell` expectation `expected` (`role`, `appearance`, `layoutMargins`
  /// `{"left", "right"}`, `cornerRadius`, `maskedCorners` as corner names) with `actual`.
  static func checkListCell(_ expected: [String: Any], _ actual: ListCellAttributes?, _ what: String) {
    guard let actual else {
      Issue.record("\(what): no listCell")
      return
    }
    if let role = expected["role"] as? String { #expect(actual.role.rawValue == role, "\(what): role") }
    if let appearance = expected["appearance"] as? String {
      #expect(actual.appearance.rawValue == appearance, "\(what): appearance")
    }
    if let margins = expected["layoutMargins"] as? [String: Double] {
      #expect(
        close(actual.layoutMargins.left, margins["left"]) && close(actual.layoutMargins.right, margins["right"]),
        "\(what): layoutMargins \(actual.layoutMargins)")
    }
    if let radius = expected["cornerRadius"] as? Double {
      #expect(close(actual.cornerRadius, radius), "\(what): cornerRadius \(actual.cornerRadius)")
    }
    if let names = expected["maskedCorners"] as? [String] {
      let corners: [String: RectCorners] = [
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
      ]
      let mask = names.reduce(into: RectCorners()) { $0.formUnion(corners[$1] ?? []) }
      #expect(actual.maskedCorners == mask, "\(what): maskedCorners \(actual.maskedCorners.rawValue)")
    }
  }

  static func close(_ actual: Double, _ expected: Double?) -> Bool {
    guard let expected else { return false }
    return abs(actual - expected) <= 1e-9
  }

  struct CaseError: Error, CustomStringConvertible {
    var description: String
  }
}
