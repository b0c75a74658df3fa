import CollectionLayout
import DisplayList
import Foundation
import Geometry
import SceneModel
import Testing

@testable import SceneComposer

/// The geometry cases of `ListContentCases/` (one JSON file each, with its reasoning and
/// sources): a content configuration laid out in a cell by ``ListContentLayout``, with text
/// measured by ``UIKitLineMeasure``.
@Suite("List content layout: geometry cases")
struct ListContentLayoutCaseTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ListContentCases")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test("Every case has a description, sources and expectations") func casesAreDocumented() throws {
    #expect(Self.names.count >= 20)
    for name in Self.names {
      let json = try Self.load(name)
      #expect((json["description"] as? [String])?.isEmpty == false, "\(name)")
      #expect((json["sources"] as? [String])?.isEmpty == false, "\(name)")
      #expect((json["expect"] as? [String: Any])?.isEmpty == false, "\(name)")
    }
  }

  @Test("Case", arguments: names) func geometry(name: String) throws {
    let json = try Self.load(name)
    let input = try #require(json["input"] as? [String: Any])
    let expect = try #require(json["expect"] as? [String: Any])
    let content = try Self.configuration(try #require(input["content"] as? [String: Any]))
    let accessories = try (input["accessories"] as? [Any] ?? []).map(Self.accessory)
    let margins = try #require(input["margins"] as? Double)
    let size = Size(width: try Self.value(input, "width"), height: try Self.value(input, "height"))
    let layout = ListContentLayout(
      configuration: content, accessories: accessories, size: size,
      layoutMargins: EdgeInsets(top: 0, left: margins, bottom: 0, right: margins),
      state: CellConfigurationState(isEditing: input["editing"] as? Bool ?? false),
      indentationLevel: input["indentationLevel"] as? Int ?? 0,
      category: try #require(ContentSizeCategory(rawValue: try Self.value(input, "category"))),
      direction: try #require(LayoutDirection(rawValue: try Self.value(input, "direction"))),
      measure: UIKitLineMeasure(), scale: try Self.value(input, "scale"))

    if let height = expect["height"] as? Double { #expect(layout.fittedHeight == height, "\(name): height") }
    if let frame = expect["text"] { #expect(layout.textFrame == Self.rect(frame), "\(name): text") }
    if let frame = expect["secondaryText"] {
      #expect(layout.secondaryTextFrame == Self.rect(frame), "\(name): secondary text")
    }
    if let frame = expect["image"] { #expect(layout.imageFrame == Self.rect(frame), "\(name): image") }
    if let inset = expect["separatorLeadingInset"] as? Double {
      #expect(layout.separatorLeadingInset == inset, "\(name): separator")
    }
    if let sideBySide = expect["sideBySide"] as? Bool { #expect(layout.isSideBySide == sideBySide, "\(name)") }
    if let displayed = expect["displayedText"] as? String {
      #expect(content.textProperties.displayed(content.text ?? "") == displayed, "\(name): displayed text")
    }
    if let frames = expect["accessories"] as? [String: Any] {
      #expect(layout.accessories.count == frames.count, "\(name): accessories shown")
      for placed in layout.accessories {
        #expect(
          Self.rect(frames[placed.accessory.kind.name] as Any) == placed.frame, "\(name): \(placed.accessory.kind)")
      }
    }
  }

  /// Member `key` of a case's object as a `Value`, or a failed requirement.
  static func value<Value>(_ json: [String: Any], _ key: String) throws -> Value {
    try #require(json[key] as? Value, "missing or mistyped \"\(key)\"")
  }

  static func load(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func rect(_ value: Any) -> Rect? {
    guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  static func configuration(_ json: [String: Any]) throws -> ListContentConfiguration {
    let style = try #require(ListContentStyle(rawValue: try value(json, "style")))
    var content = ListContentConfiguration.make(style)
    content.text = json["text"] as? String
    content.secondaryText = json["secondaryText"] as? String
    if let symbol = json["symbol"] as? String { content.image = .symbol(symbol) }
    if let picture = json["picture"] as? [Int] {
      let bitmap = RasterImage(
        width: picture[0], height: picture[1], argb32: [UInt8](repeating: 0xFF, count: picture[0] * picture[1] * 4))
      content.image = .image(SceneImage(path: "picture.png", bitmap: bitmap))
    }
    if let maximum = json["maximumSize"] as? [Double] {
      content.imageProperties.maximumSize = Size(width: maximum[0], height: maximum[1])
    }
    return content
  }

  static func accessory(_ json: Any) throws -> CellAccessory {
    if let label = (json as? [String: String])?["label"] { return CellAccessory(.label(label)) }
    let name = try #require(json as? String)
    return CellAccessory(try #require(CellAccessory.Kind.named[name]))
  }
}
