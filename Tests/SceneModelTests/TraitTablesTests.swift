import Appearance
import CollectionLayout
import Foundation
import Testing

@testable import SceneModel

/// The colour and type tables against their data files (which cite Apple's tables), entry by
/// entry, both ways; and the trait names and values a scene may give.
@Suite struct TraitTablesTests {
  static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../data/traits").standardized

  static func json(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: Self.data.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func everySystemColourMatchesTheDataFile() throws {
    let file = try Self.json("system-colors.json")
    #expect((file["source"] as? String)?.contains("developer.apple.com") == true)
    let colors = try #require(file["colors"] as? [String: [String]])
    #expect(Set(colors.keys) == Set(DynamicColor.system.keys))
    for (name, sides) in colors {
      let entry = try #require(DynamicColor.system[name], "\(name)")
      #expect(entry.light == Color.parse(sides[0]), "\(name) light")
      #expect(entry.dark == Color.parse(sides[1]), "\(name) dark")
    }
    // The values the issue quotes.
    #expect(DynamicColor.system["systemBackground"] == DynamicColor(light: .white, dark: .black))
    #expect(DynamicColor.system["secondarySystemBackground"]?.light == Color.parse("#F2F2F7"))
    #expect(DynamicColor.system["secondarySystemBackground"]?.dark == Color.parse("#1C1C1E"))
  }

  @Test func everyTextStyleSizeMatchesTheDataFile() throws {
    let file = try Self.json("dynamic-type-sizes.json")
    let categories = try #require(file["categories"] as? [String])
    #expect(categories == ContentSizeCategory.allCases.map(\.rawValue))
    let styles = try #require(file["styles"] as? [String: [String: Any]])
    #expect(Set(styles.keys) == Set(TextStyle.allCases.map(\.rawValue)))
    for (name, entry) in styles {
      let style = try #require(TextStyle(rawValue: name))
      let sizes = try #require(entry["sizes"] as? [Double])
      #expect(sizes.count == categories.count)
      for (index, category) in ContentSizeCategory.allCases.enumerated() {
        #expect(style.pointSize(for: category) == sizes[index], "\(name) at \(category)")
      }
      #expect(style.weight.name == entry["weight"] as? String, "\(name) weight")
    }
    #expect(
      ContentSizeCategory.allCases.map { TextStyle.body.pointSize(for: $0) }
        == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test func fontMetricsScaleAsTheTextStyle() {
    #expect(TextStyle.body.scaledValue(for: 17, category: .large) == 17)
    #expect(TextStyle.body.scaledValue(for: 34, category: .accessibilityExtraExtraExtraLarge) == 106)
  }

  @Test func traitsAreSetByName() throws {
    let traits = try Traits().setting([
      TraitAssignment(name: "layoutDirection", value: "rightToLeft"),
      TraitAssignment(name: "userInterfaceStyle", value: "dark"),
      TraitAssignment(name: "preferredContentSizeCategory", value: "accessibilityMedium"),
      TraitAssignment(name: "horizontalSizeClass", value: "compact"),
      TraitAssignment(name: "verticalSizeClass", value: "regular"),
      TraitAssignment(name: "displayScale", value: "3"),
    ])
    #expect(
      traits
        == Traits(
          layoutDirection: .rightToLeft, userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityMedium,
          horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
    #expect(Traits() == Traits(layoutDirection: .leftToRight, userInterfaceStyle: .light))
  }

  @Test(arguments: [
    ("userInterfaceStyle", "dim", "\"dim\" is not one of: light, dark"),
    ("preferredContentSizeCategory", "huge", "\"huge\" is not one of: extraSmall"),
    ("colourScheme", "dark", "unknown trait; allowed: layoutDirection"),
    ("displayScale", "0", "is not a scale greater than 0"),
  ])
  func badTraitsAreNamed(name: String, value: String, reason: String) {
    #expect(throws: TraitError.self) { try Traits().setting(name, to: value) }
    do {
      _ = try Traits().setting(name, to: value)
    } catch {
      #expect(error.name == name)
      #expect(error.reason.contains(reason), "\(error)")
    }
  }

  @Test func assignmentListsParse() {
    #expect(
      TraitAssignment.parseList("layoutDirection=rightToLeft, userInterfaceStyle=dark")
        == [
          TraitAssignment(name: "layoutDirection", value: "rightToLeft"),
          TraitAssignment(name: "userInterfaceStyle", value: "dark"),
        ])
    #expect(TraitAssignment.parseList("layoutDirection") == nil)
    #expect(TraitAssignment.parseList("=dark") == nil)
  }
}
