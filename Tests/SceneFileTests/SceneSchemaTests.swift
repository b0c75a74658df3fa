import Foundation
import SceneModel
import Testing

@testable import SceneFile

/// `schema/scene.schema.json` (JSON Schema draft 2020-12) matches the decoder: every key the
/// decoder accepts is in the schema and no other, every sample validates, unknown keys are
/// rejected by both.
@Suite struct SceneSchemaTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let schema: JSONValue = {
    let url = repository.appendingPathComponent("schema/scene.schema.json")
    let bytes = (try? Data(contentsOf: url)).map(Array.init) ?? []
    return (try? JSONParser.parse(bytes)) ?? .null
  }()

  static var validator: SchemaValidator { SchemaValidator(root: schema) }

  /// The property names of the schema's definition `name` (`root` for the top level).
  static func properties(of name: String) -> Set<String> {
    guard case .object(let root) = schema else { return [] }
    let definition: JSONValue?
    if name == "root" {
      definition = schema
    } else if case .object(let defs)? = root["$defs"] {
      definition = defs[name]
    } else {
      definition = nil
    }
    guard case .object(let keywords)? = definition, case .object(let properties)? = keywords["properties"] else {
      return []
    }
    return Set(properties.keys)
  }

  @Test func theSchemaIsDraft202012WithClosedObjects() throws {
    guard case .object(let root) = Self.schema else {
      Issue.record("schema/scene.schema.json is not a JSON object")
      return
    }
    #expect(root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    #expect(root["additionalProperties"] == .bool(false))
    // The validator knows every keyword the schema uses: validating anything reports none unknown.
    let problems = Self.validator.validate(.object(JSONObject()))
    #expect(!problems.contains { $0.contains("does not know") }, "\(problems)")
  }

  /// (definition in the schema, a scene whose object of that kind holds the unknown key `zzProbe`)
  static let probes: [(String, String)] = [
    ("root", #"{BOUNDS, "sections": [], PROBE}"#),
    ("size", #"{"bounds": {"width": 10, "height": 10, PROBE}, "sections": []}"#),
    ("point", #"{BOUNDS, "contentOffset": {"x": 0, "y": 0, PROBE}, "sections": []}"#),
    ("insets", #"{BOUNDS, "contentInset": {PROBE}, "sections": []}"#),
    ("flowLayout", #"{BOUNDS, "layout": {"type": "flow", PROBE}, "sections": []}"#),
    ("lineLayout", #"{BOUNDS, "layout": {"type": "line", PROBE}, "sections": []}"#),
    ("circleLayout", #"{BOUNDS, "layout": {"type": "circle", PROBE}, "sections": []}"#),
    (
      "waterfallLayout",
      #"{BOUNDS, "layout": {"type": "waterfall", PROBE}, "sections": []}"#
    ),
    ("section", #"{BOUNDS, "sections": [{"itemCount": 1, PROBE}]}"#),
    ("item", #"{BOUNDS, "sections": [{"items": [{PROBE}]}]}"#),
    ("supplementary", #"{BOUNDS, "sections": [{"itemCount": 1, "header": {PROBE}}]}"#),
    ("style", #"{BOUNDS, "style": {PROBE}, "sections": []}"#),
    ("cellStyle", #"{BOUNDS, "style": {"cell": {PROBE}}, "sections": []}"#),
    (
      "view",
      #"{BOUNDS, "style": {"cell": {"contentView": {PROBE}}}, "sections": []}"#
    ),
    (
      "label",
      #"{BOUNDS, "style": {"cell": {"titleLabel": {PROBE}}}, "sections": []}"#
    ),
    (
      "font",
      #"{BOUNDS, "style": {"cell": {"titleLabel": {"font": {PROBE}}}}, "sections": []}"#
    ),
    (
      "rect",
      #"{BOUNDS, "style": {"cell": {"titleLabel": {"frame": {PROBE}}}}, "sections": []}"#
    ),
    (
      "imageView",
      #"{BOUNDS, "style": {"cell": {"imageView": {PROBE}}}, "sections": []}"#
    ),
    ("supplementaryStyle", #"{BOUNDS, "style": {"header": {PROBE}}, "sections": []}"#),
    ("menuStyle", #"{BOUNDS, "style": {"menu": {PROBE}}, "sections": []}"#),
    (
      "menu",
      #"{BOUNDS, "menu": {"item": {"section": 0, "item": 0}, PROBE}, "sections": [{"itemCount": 1}]}"#
    ),
    (
      "indexPath",
      #"{BOUNDS, "menu": {"item": {"section": 0, "item": 0, PROBE}}, "sections": [{"itemCount": 1}]}"#
    ),
    ("overview", #"{BOUNDS, "overview": {PROBE}, "sections": []}"#),
    (
      "timeline",
      #"{BOUNDS, "sections": [], "timeline": {"segments": [{"type": "pause", "frames": 1}], PROBE}}"#
    ),
  ]

  /// Every timeline segment type, probed the same way.
  static let segmentProbes: [(String, String)] = TimelineDecoder.segmentKeys.keys.sorted().map { type in
    (
      "\(type)Segment",
      #"{BOUNDS, "sections": [], "timeline": {"segments": [{"type": "TYPE", PROBE}]}}"#
        .replacingOccurrences(of: "TYPE", with: type)
    )
  }
  static let interactionProbes: [(String, String)] = TimelineDecoder.interactionKeys.keys.sorted().map {
    type in
    (
      "\(type)Segment",
      #"{BOUNDS, "sections": [], "timeline": {"segments": [{"type": "TYPE", PROBE}]}}"#
        .replacingOccurrences(of: "TYPE", with: type)
    )
  }

  /// `scene` with `BOUNDS` spelt out (a short way to write the scenes of these tests).
  static func expand(_ scene: String) -> String {
    scene.replacingOccurrences(of: "BOUNDS", with: #""bounds": {"width": 10, "height": 10}"#)
  }

  /// The keys the decoder allows where `scene` has `zzProbe`, from its unknown-key error.
  static func allowedKeys(probing scene: String) -> (keys: Set<String>, location: String)? {
    let text = Self.expand(scene).replacingOccurrences(of: "PROBE", with: #""zzProbe": 0"#)
    do {
      _ = try decodeScene(text)
      return nil
    } catch {
      guard let range = error.reason.range(of: "; allowed: ") else { return nil }
      let keys = error.reason[range.upperBound...].components(separatedBy: ", ")
      return (Set(keys), error.location ?? "")
    }
  }

  @Test(arguments: probes + segmentProbes + interactionProbes)
  func theSchemaListsExactlyTheKeysTheDecoderAccepts(definition: String, scene: String) throws {
    let decoder = try #require(Self.allowedKeys(probing: scene), "the probe in \(definition) was not reported")
    #expect(decoder.location.hasSuffix(".zzProbe"), "\(decoder.location)")
    let schema = Self.properties(of: definition)
    #expect(!schema.isEmpty, "no definition \(definition) in the schema")
    #expect(
      decoder.keys.subtracting(schema).isEmpty, "\(definition): the schema lacks \(decoder.keys.subtracting(schema))")
    #expect(
      schema.subtracting(decoder.keys).isEmpty, "\(definition): the decoder rejects \(schema.subtracting(decoder.keys))"
    )
  }

  @Test func everySegmentAndLayoutTypeHasADefinition() {
    for type in Array(TimelineDecoder.segmentKeys.keys) + Array(TimelineDecoder.interactionKeys.keys) {
      #expect(!Self.properties(of: "\(type)Segment").isEmpty, "\(type)")
    }
    for type in LayoutDecoder.typeNames { #expect(!Self.properties(of: "\(type)Layout").isEmpty, "\(type)") }
  }

  /// Every scene file in samples/ (datasets aside).
  static func sampleScenes() -> [String] {
    let samples = repository.appendingPathComponent("samples")
    let files = FileManager.default.enumerator(atPath: samples.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".json") && !($0 as NSString).lastPathComponent.hasPrefix("dataset") }.sorted()
  }

  static func parse(_ path: String) throws -> JSONValue {
    try JSONParser.parse(Array(Data(contentsOf: repository.appendingPathComponent("samples/" + path))))
  }

  @Test(arguments: sampleScenes())
  func everySampleValidatesAndNamesTheSchema(_ path: String) throws {
    let value = try Self.parse(path)
    #expect(Self.validator.validate(value) == [], "\(path)")
    guard case .object(let object) = value, case .string(let reference)? = object["$schema"] else {
      Issue.record("\(path) does not name the schema with $schema")
      return
    }
    // The reference is relative to the sample and leads to the committed schema.
    let resolved = Self.repository.appendingPathComponent("samples/" + path).deletingLastPathComponent()
      .appendingPathComponent(reference).standardizedFileURL
    #expect(
      resolved.path == Self.repository.appendingPathComponent("schema/scene.schema.json").standardizedFileURL.path)
  }

  @Test func sampleDatasetsValidateAsSections() throws {
    let sections = SchemaValidator(root: Self.schema).resolve("#/$defs/sections") ?? .null
    let samples = Self.repository.appendingPathComponent("samples")
    let files = FileManager.default.enumerator(atPath: samples.path)?.compactMap { $0 as? String } ?? []
    let datasets = files.filter { ($0 as NSString).lastPathComponent.hasPrefix("dataset") && $0.hasSuffix(".json") }
    #expect(datasets.count >= 3)
    for path in datasets {
      guard case .object(let object) = try Self.parse(path), let value = object["sections"] else {
        Issue.record("\(path) has no sections")
        continue
      }
      var problems: [String] = []
      Self.validator.check(value, against: sections, at: "$.sections", into: &problems)
      #expect(problems == [], "\(path)")
    }
  }

  @Test(arguments: [
    #"{BOUNDS, "sections": [], "itemsize": 1}"#,
    #"{BOUNDS, "layout": {"type": "flow", "itemsize": {}}, "sections": []}"#,
    #"{BOUNDS, "sections": [{"items": [{"titel": "x"}]}]}"#,
    #"{BOUNDS, "style": {"cell": {"titleLabel": {"colour": "red"}}}, "sections": []}"#,
    #"{BOUNDS, "sections": [], "timeline": {"segments": [{"type": "fling", "speed": 3}]}}"#,
  ])
  func anUnknownKeyIsRejectedByTheSchemaAndTheDecoder(_ shortScene: String) throws {
    let scene = Self.expand(shortScene)
    let value = try JSONParser.parse(Array(scene.utf8))
    #expect(Self.validator.validate(value).contains { $0.contains("unknown key") || $0.contains("oneOf") })
    #expect(sceneError(scene).map { "\($0)" }?.contains("unknown key") == true)
  }

  @Test func wrongValuesAreRejectedByTheSchema() throws {
    for scene in [
      #"{"bounds": {"width": "10", "height": 10}, "sections": []}"#,
      #"{BOUNDS, "layout": {"type": "grid"}, "sections": []}"#,
      #"{"sections": []}"#,
      #"{BOUNDS, "scale": 0, "sections": []}"#,
    ] {
      #expect(!Self.validator.validate(try JSONParser.parse(Array(Self.expand(scene).utf8))).isEmpty, "\(scene)")
    }
  }

  @Test func theDecoderAcceptsSchemaAndJSONC() throws {
    let scene = try decodeScene(
      """
      {
        "$schema": "../schema/scene.schema.json",
        // a comment
        "bounds": {"width": 100, "height": 50,},  /* trailing comma */
        "sections": [{"itemCount": 2},],
      }
      """)
    #expect(scene.sections.first?.itemCount == 2)
    #expect(
      sceneError(#"{"$schema": 3, "bounds": {"width": 10, "height": 10}, "sections": []}"#).map { "\($0)" }?.contains(
        "$schema") == true)
  }
}
