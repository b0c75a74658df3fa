import CollectionLayout
import Foundation
import Geometry

/// A geometry case read from `Cases/*.json`: a layout written as the reference's scene mapping
/// (UIKit's names and nesting), the bounds, the data, and the frames expected.
///
/// ```jsonc
/// {"description": ["…derivation,", "one line per string…"], "bounds": {"width": 375, "height": 667}, "scale": 1,
///  "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},        // optional
///  "sections": [3, {"itemCount": 2, "itemSizes": [[100, 40], [80, 40]],
///                   "supplementarySizes": {"header": [300, 70]}}],                // measured views
///  "layout": {"configuration": {…}, "section": {…}} ,                      // or "sections": [{…}, null]
///  "viewport": {"x": 0, "y": 300}, "orthogonalOffsets": {"0": 120},        // optional
///  "layoutDirection": "rightToLeft", "mirrorOf": "25-….json",             // optional
///  "safeAreaInsets": {"top": 0, "left": 44, "bottom": 0, "right": 0},      // optional
///  "expect": {"contentSize": [375, 150],
///             "cells": {"0:0": [x, y, w, h]}, "supplementary": {"header 0:0": [x, y, w, h]},
///             "decoration": {"background 0:0": [x, y, w, h]},
///             "zIndex": {"cell 0:0": 1, "header 0:0": 1},
///             "orthogonal": {"0": {"contentLength": 1262, "maximumOffset": 887}},
///             "targets": [{"section": 0, "proposed": 300, "velocity": 0, "target": 310}],
///             "queries": [{"rect": [x, y, w, h], "elements": ["0:0", "header 0:0", …]}],
///             "exhaustive": true},                                          // default true
///  "source": ["where the rule comes from: a public URL or repository path", …]}   // optional
/// ```
/// With `exhaustive`, the listed cells, supplementary and decoration views must be every
/// element the layout has at the viewport.
struct CompositionalFixture {
  var description: String
  /// Where the case's rule comes from (public documentation, a recording, a repository path).
  var source: String
  var layout: CompositionalLayout
  var content: LayoutContent
  var environment: LayoutEnvironment
  var viewportOffset: Point
  var orthogonalOffsets: [Int: Double]
  var expectation: JSONValue
  /// Right to left: another case whose every frame this one's must mirror (x′ = W − x − w),
  /// the same layout and data left to right.
  var mirrorOf: String?

  init(data: Data) throws {
    let json = try JSONDecoder().decode(JSONValue.self, from: data)
    description =
      json["description"]?.string ?? (json["description"]?.array ?? []).compactMap(\.string).joined(separator: " ")
    source = json["source"]?.string ?? (json["source"]?.array ?? []).compactMap(\.string).joined(separator: " ")
    let bounds = try json.require("bounds")
    environment = LayoutEnvironment(
      boundsSize: Size(width: try bounds.number("width"), height: try bounds.number("height")),
      contentInset: try json["contentInset"].map(FixtureModel.edgeInsets) ?? .zero,
      scale: json["scale"]?.double ?? 1,
      safeAreaInsets: try json["safeAreaInsets"].map(FixtureModel.edgeInsets) ?? .zero,
      layoutDirection: json["layoutDirection"]?.string == "rightToLeft" ? .rightToLeft : .leftToRight)
    mirrorOf = json["mirrorOf"]?.string
    content = LayoutContent(
      sections: try json.require("sections").elements().map { section in
        if let count = section.double { return LayoutContent.Section(itemCount: Int(count)) }
        let sizes = try section["itemSizes"]?.elements().map { pair in
          let values = try pair.elements()
          return Size(width: try values[0].requireNumber(), height: try values[1].requireNumber())
        }
        var supplementarySizes: [ElementKind: Size] = [:]
        for (kind, pair) in section["supplementarySizes"]?.object ?? [:] {
          let values = try pair.elements()
          supplementarySizes[ElementKind(kind)] = Size(
            width: try values[0].requireNumber(), height: try values[1].requireNumber())
        }
        return LayoutContent.Section(
          itemCount: Int(try section.number("itemCount")), itemSizes: sizes, supplementarySizes: supplementarySizes)
      })
    layout = try FixtureModel.layout(json.require("layout"))
    let viewport = json["viewport"]
    viewportOffset = Point(x: viewport?["x"]?.double ?? 0, y: viewport?["y"]?.double ?? 0)
    var offsets: [Int: Double] = [:]
    for (key, value) in json["orthogonalOffsets"]?.object ?? [:] {
      offsets[Int(key) ?? -1] = try value.requireNumber()
    }
    orthogonalOffsets = offsets
    expectation = try json.require("expect")
  }
}

/// Builds the model from the scene keys (docs/compositional-layout.md, "Scene keys and Swift API").
/// Keys left out take UIKit's defaults, as they do in the model's initialisers.
enum FixtureModel {
  static func layout(_ json: JSONValue) throws -> CompositionalLayout {
    var configuration = CompositionalLayout.Configuration()
    if let object = json["configuration"] {
      if let direction = object["scrollDirection"]?.string {
        configuration.scrollDirection = try enumValue(direction)
      }
      if let spacing = object["interSectionSpacing"]?.double { configuration.interSectionSpacing = spacing }
      configuration.boundarySupplementaryItems =
        try object["boundarySupplementaryItems"]?.elements().map(boundaryItem) ?? []
    }
    if let sections = json["sections"] {
      return CompositionalLayout(
        sections: try sections.elements().map { $0.isNull ? nil : try section($0) }, configuration: configuration)
    }
    return CompositionalLayout(section: try section(json.require("section")), configuration: configuration)
  }

  static func section(_ json: JSONValue) throws -> CompositionalLayout.Section {
    var section = CompositionalLayout.Section(group: try group(json.require("group")))
    if let value = json["interGroupSpacing"]?.double { section.interGroupSpacing = value }
    if let value = json["contentInsets"] { section.contentInsets = try directionalInsets(value) }
    if let value = json["contentInsetsReference"]?.string { section.contentInsetsReference = try enumValue(value) }
    if let value = json["orthogonalScrollingBehavior"]?.string {
      section.orthogonalScrollingBehavior = try enumValue(value)
    }
    if let value = json["supplementariesFollowContentInsets"]?.bool {
      section.supplementariesFollowContentInsets = value
    }
    section.boundarySupplementaryItems = try json["boundarySupplementaryItems"]?.elements().map(boundaryItem) ?? []
    section.decorationItems =
      try json["decorationItems"]?.elements().map { item in
        var decoration = CompositionalLayout.DecorationItem.background(
          elementKind: ElementKind(try item.require("elementKind").requireString()))
        if let insets = item["contentInsets"] { decoration.contentInsets = try directionalInsets(insets) }
        if let z = item["zIndex"]?.double { decoration.zIndex = Int(z) }
        return decoration
      } ?? []
    return section
  }

  static func subitem(_ json: JSONValue) throws -> CompositionalLayout.Subitem {
    if json["horizontal"] != nil || json["vertical"] != nil || json["custom"] != nil {
      return .group(try group(json))
    }
    return .item(try item(json))
  }

  static func group(_ json: JSONValue) throws -> CompositionalLayout.Group {
    typealias Group = CompositionalLayout.Group
    var result: Group
    if let custom = json["custom"] {
      let items = try custom.require("itemFrames").elements().map { entry in
        if entry["frame"] != nil {
          return CompositionalLayout.CustomItem(
            frame: try rect(entry.require("frame")), zIndex: Int(entry["zIndex"]?.double ?? 0))
        }
        return CompositionalLayout.CustomItem(frame: try rect(entry))
      }
      result = Group.custom(layoutSize: try size(custom.require("layoutSize")), items: items)
      try applyItemProperties(custom, to: &result)
      return result
    }
    let horizontal = json["horizontal"] != nil
    let body = try json[horizontal ? "horizontal" : "vertical"] ?? json.require("vertical")
    let layoutSize = try size(body.require("layoutSize"))
    if let subitems = body["subitems"] {
      let list = try subitems.elements().map(subitem)
      result =
        horizontal
        ? Group.horizontal(layoutSize: layoutSize, subitems: list)
        : Group.vertical(layoutSize: layoutSize, subitems: list)
    } else if let single = body["subitem"] {
      let count = Int(try body.number("count"))
      result =
        horizontal
        ? Group.horizontal(layoutSize: layoutSize, subitem: try subitem(single), count: count)
        : Group.vertical(layoutSize: layoutSize, subitem: try subitem(single), count: count)
    } else {
      let repeating = try subitem(body.require("repeatingSubitem"))
      let count = Int(try body.number("count"))
      result =
        horizontal
        ? Group.horizontal(layoutSize: layoutSize, repeatingSubitem: repeating, count: count)
        : Group.vertical(layoutSize: layoutSize, repeatingSubitem: repeating, count: count)
    }
    if let spacing = body["interItemSpacing"] { result.interItemSpacing = try self.spacing(spacing) }
    try applyItemProperties(body, to: &result)
    return result
  }

  private static func applyItemProperties(_ json: JSONValue, to group: inout CompositionalLayout.Group) throws {
    if let insets = json["contentInsets"] { group.contentInsets = try directionalInsets(insets) }
    if let edges = json["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(edges) }
    group.supplementaryItems = try json["supplementaryItems"]?.elements().map(supplementaryItem) ?? []
  }

  static func item(_ json: JSONValue) throws -> CompositionalLayout.Item {
    var item = CompositionalLayout.Item(
      layoutSize: try size(json.require("layoutSize")),
      supplementaryItems: try json["supplementaryItems"]?.elements().map(supplementaryItem) ?? [])
    if let insets = json["contentInsets"] { item.contentInsets = try directionalInsets(insets) }
    if let edges = json["edgeSpacing"] { item.edgeSpacing = try edgeSpacing(edges) }
    return item
  }

  static func supplementaryItem(_ json: JSONValue) throws -> CompositionalLayout.SupplementaryItem {
    var item = CompositionalLayout.SupplementaryItem(
      layoutSize: try size(json.require("layoutSize")),
      elementKind: ElementKind(try json.require("elementKind").requireString()),
      containerAnchor: try anchor(json.require("containerAnchor")), itemAnchor: try json["itemAnchor"].map(anchor))
    if let z = json["zIndex"]?.double { item.zIndex = Int(z) }
    return item
  }

  static func boundaryItem(_ json: JSONValue) throws -> CompositionalLayout.BoundarySupplementaryItem {
    var item = CompositionalLayout.BoundarySupplementaryItem(
      layoutSize: try size(json.require("layoutSize")),
      elementKind: ElementKind(try json.require("elementKind").requireString()),
      alignment: try enumValue(json.require("alignment").requireString()),
      absoluteOffset: try json["absoluteOffset"].map(point) ?? .zero)
    if let value = json["extendsBoundary"]?.bool { item.extendsBoundary = value }
    if let value = json["pinToVisibleBounds"]?.bool { item.pinToVisibleBounds = value }
    if let value = json["zIndex"]?.double { item.zIndex = Int(value) }
    if let value = json["contentInsets"] { item.contentInsets = try directionalInsets(value) }
    return item
  }

  static func anchor(_ json: JSONValue) throws -> CompositionalLayout.Anchor {
    var edges: CompositionalLayout.DirectionalRectEdge = []
    for edge in try json.require("edges").elements() {
      switch try edge.requireString() {
      case "top": edges.insert(.top)
      case "leading": edges.insert(.leading)
      case "bottom": edges.insert(.bottom)
      case "trailing": edges.insert(.trailing)
      case let other: throw FixtureError("unknown edge \(other)")
      }
    }
    if let offset = json["fractionalOffset"] {
      return CompositionalLayout.Anchor(edges: edges, fractionalOffset: try point(offset))
    }
    return CompositionalLayout.Anchor(edges: edges, absoluteOffset: try json["absoluteOffset"].map(point) ?? .zero)
  }

  static func size(_ json: JSONValue) throws -> LayoutSize {
    LayoutSize(
      widthDimension: try dimension(json.require("widthDimension")),
      heightDimension: try dimension(json.require("heightDimension")))
  }

  static func dimension(_ json: JSONValue) throws -> LayoutDimension {
    guard let (key, value) = json.object?.first else { throw FixtureError("a dimension is an object") }
    let number = try value.requireNumber()
    switch key {
    case "absolute": return .absolute(number)
    case "fractionalWidth": return .fractionalWidth(number)
    case "fractionalHeight": return .fractionalHeight(number)
    case "estimated": return .estimated(number)
    default: throw FixtureError("unknown dimension \(key)")
    }
  }

  static func spacing(_ json: JSONValue) throws -> CompositionalLayout.Spacing {
    if let value = json["fixed"]?.double { return .fixed(value) }
    return .flexible(try json.number("flexible"))
  }

  static func edgeSpacing(_ json: JSONValue) throws -> CompositionalLayout.EdgeSpacing {
    CompositionalLayout.EdgeSpacing(
      leading: try json["leading"].map(spacing), top: try json["top"].map(spacing),
      trailing: try json["trailing"].map(spacing), bottom: try json["bottom"].map(spacing))
  }

  static func directionalInsets(_ json: JSONValue) throws -> EdgeInsets {
    EdgeInsets(
      top: json["top"]?.double ?? 0, leading: json["leading"]?.double ?? 0, bottom: json["bottom"]?.double ?? 0,
      trailing: json["trailing"]?.double ?? 0)
  }

  static func edgeInsets(_ json: JSONValue) throws -> EdgeInsets {
    EdgeInsets(
      top: json["top"]?.double ?? 0, left: json["left"]?.double ?? 0, bottom: json["bottom"]?.double ?? 0,
      right: json["right"]?.double ?? 0)
  }

  static func point(_ json: JSONValue) throws -> Point {
    Point(x: try json.number("x"), y: try json.number("y"))
  }

  static func rect(_ json: JSONValue) throws -> Rect {
    if let values = json.array {
      guard values.count == 4 else { throw FixtureError("a rect is [x, y, width, height]") }
      return Rect(
        x: try values[0].requireNumber(), y: try values[1].requireNumber(), width: try values[2].requireNumber(),
        height: try values[3].requireNumber())
    }
    return Rect(
      x: try json.number("x"), y: try json.number("y"), width: try json.number("width"),
      height: try json.number("height"))
  }

  static func enumValue<T: RawRepresentable>(_ name: String) throws -> T where T.RawValue == String {
    guard let value = T(rawValue: name) else { throw FixtureError("unknown value \(name) for \(T.self)") }
    return value
  }
}

struct FixtureError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Any JSON value, decoded without a schema.
enum JSONValue: Decodable, Equatable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  var double: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var object: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  var isNull: Bool { self == .null }

  func require(_ key: String) throws -> JSONValue {
    guard let value = self[key] else { throw FixtureError("missing key \(key)") }
    return value
  }

  func number(_ key: String) throws -> Double { try require(key).requireNumber() }

  func requireNumber() throws -> Double {
    guard let value = double else { throw FixtureError("expected a number, found \(self)") }
    return value
  }

  func requireString() throws -> String {
    guard let value = string else { throw FixtureError("expected a string, found \(self)") }
    return value
  }

  func elements() throws -> [JSONValue] {
    guard let value = array else { throw FixtureError("expected an array, found \(self)") }
    return value
  }
}
