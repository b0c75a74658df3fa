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
    // Editors on the JSON language server accept the JSONC the decoder accepts (docs/scene-schema.md).
    #expect(root["allowComments"] == .bool(true) && root["allowTrailingCommas"] == .bool(true))
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
    ("color", #"{BOUNDS, "style": {"backgroundColor": {PROBE}}, "sections": []}"#),
    ("image", #"{BOUNDS, "style": {"cell": {"imageView": {"image": {PROBE}}}}, "sections": []}"#),
    ("limits", #"{BOUNDS, "sections": [], "limits": {PROBE}}"#),
    ("traits", #"{BOUNDS, "sections": [], "traits": {PROBE}}"#),
    ("variant", #"{BOUNDS, "sections": [], "variants": [{"name": "dark", PROBE}]}"#),
    ("traits", #"{BOUNDS, "sections": [], "variants": [{"name": "dark", "traits": {PROBE}}]}"#),
    ("chrome", #"{BOUNDS, "sections": [], "chrome": {PROBE}}"#),
    ("statusBar", #"{BOUNDS, "sections": [], "chrome": {"statusBar": {PROBE}}}"#),
    ("navigationBar", #"{BOUNDS, "sections": [], "chrome": {"navigationBar": {"title": "Animals", PROBE}}}"#),
    ("listContent", #"{BOUNDS, "sections": [{"items": [{"content": {PROBE}}]}]}"#),
    ("listContent", #"{BOUNDS, "style": {"listContent": {PROBE}}, "sections": []}"#),
    ("listTextProperties", #"{BOUNDS, "sections": [{"items": [{"content": {"textProperties": {PROBE}}}]}]}"#),
    (
      "listFont",
      #"{BOUNDS, "sections": [{"items": [{"content": {"textProperties": {"font": {"size": 9, PROBE}}}}]}]}"#
    ),
    ("listImageProperties", #"{BOUNDS, "sections": [{"items": [{"content": {"imageProperties": {PROBE}}}]}]}"#),
    (
      "directionalInsets",
      #"{BOUNDS, "sections": [{"items": [{"content": {"directionalLayoutMargins": {PROBE}}}]}]}"#
    ),
    ("listBackground", #"{BOUNDS, "sections": [{"items": [{"background": {PROBE}}]}]}"#),
    ("accessory", #"{BOUNDS, "sections": [{"items": [{"accessories": [{"type": "checkmark", PROBE}]}]}]}"#),
    ("listLayout", #"{BOUNDS, "layout": {"type": "list", PROBE}, "sections": []}"#),
    (
      "listConfiguration",
      #"{BOUNDS, "layout": {"type": "compositional", "section": {"list": {PROBE}}}, "sections": []}"#
    ),
    (
      "compositionalListSection",
      #"{BOUNDS, "layout": {"type": "compositional", "section": {"list": {}, PROBE}}, "sections": []}"#
    ),
    ("listSeparatorConfiguration", #"{BOUNDS, "layout": {"type": "list", "separators": {PROBE}}, "sections": []}"#),
    (
      "listSeparatorInsets",
      #"{BOUNDS, "layout": {"type": "list", "separators": {"topSeparatorInsets": {PROBE}}}, "sections": []}"#
    ),
    (
      "listRowSeparator",
      #"{BOUNDS, "layout": {"type": "list"}, "sections": [{"itemCount": 1, "rowSeparators": [{"item": 0, PROBE}]}]}"#
    ),
  ]

  /// The compositional layout's objects: each layout probed in a scene of one section (`SECTION`,
  /// `GROUP`, `ITEM` and `SIZE` are spelt out by `expand`).
  static let compositionalProbes: [(String, String)] = [
    ("compositionalLayout", #"{"type": "compositional", "section": SECTION, PROBE}"#),
    ("compositionalConfiguration", #"{"type": "compositional", "configuration": {PROBE}, "section": SECTION}"#),
    (
      "compositionalBoundaryItem",
      #"{"type": "compositional", "configuration": {"boundarySupplementaryItems": [{PROBE}]}, "section": SECTION}"#
    ),
    ("compositionalSection", #"{"type": "compositional", "sections": [{"group": GROUP, PROBE}]}"#),
    ("compositionalInsets", #"{"type": "compositional", "section": {"group": GROUP, "contentInsets": {PROBE}}}"#),
    (
      "compositionalDecorationItem",
      #"{"type": "compositional", "section": {"group": GROUP, "decorationItems": [{PROBE}]}}"#
    ),
    ("compositionalGroup", #"{"type": "compositional", "section": {"group": {PROBE}}}"#),
    ("compositionalStackGroup", #"{"type": "compositional", "section": {"group": {"vertical": {PROBE}}}}"#),
    ("compositionalCustomGroup", #"{"type": "compositional", "section": {"group": {"custom": {PROBE}}}}"#),
    (
      "compositionalRect",
      #"{"type": "compositional", "section": {"group": {"custom": {"layoutSize": SIZE, "itemFrames": [{PROBE}]}}}}"#
    ),
    (
      "compositionalFramedItem",
      #"""
      {"type": "compositional", "section": {"group": {"custom": {"layoutSize": SIZE,
        "itemFrames": [{"frame": {"width": 10, "height": 10}, PROBE}]}}}}
      """#
    ),
    ("compositionalSize", #"{"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": {PROBE}}}}}"#),
    (
      "compositionalDimension",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {PROBE},
        "heightDimension": {"absolute": 10}}}}}}
      """#
    ),
    (
      "compositionalItem",
      #"{"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE, "subitems": [{PROBE}]}}}}"#
    ),
    (
      "compositionalSpacing",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE, "subitems": [ITEM],
        "interItemSpacing": {PROBE}}}}}
      """#
    ),
    (
      "compositionalEdgeSpacing",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
        "subitems": [{"layoutSize": SIZE, "edgeSpacing": {PROBE}}]}}}}
      """#
    ),
    (
      "compositionalSupplementaryItem",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
        "subitems": [{"layoutSize": SIZE, "supplementaryItems": [{PROBE}]}]}}}}
      """#
    ),
    (
      "compositionalAnchor",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
        "subitems": [{"layoutSize": SIZE, "supplementaryItems": [{"elementKind": "badge", "layoutSize": SIZE,
        "containerAnchor": {PROBE}}]}]}}}}
      """#
    ),
    (
      "compositionalOffset",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
        "subitems": [{"layoutSize": SIZE, "supplementaryItems": [{"elementKind": "badge", "layoutSize": SIZE,
        "containerAnchor": {"absoluteOffset": {PROBE}}}]}]}}}}
      """#
    ),
    (
      "compositionalFractionalOffset",
      #"""
      {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
        "subitems": [{"layoutSize": SIZE, "supplementaryItems": [{"elementKind": "badge", "layoutSize": SIZE,
        "containerAnchor": {"fractionalOffset": {PROBE}}}]}]}}}}
      """#
    ),
  ].map { definition, layout in
    (
      definition,
      #"{BOUNDS, "layout": LAYOUT, "sections": [{"itemCount": 1}]}"#.replacingOccurrences(of: "LAYOUT", with: layout)
    )
  }

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
  /// `SECTION`, `GROUP`, `ITEM` and `SIZE` are a valid compositional section, group, item and
  /// layout size.
  static func expand(_ scene: String) -> String {
    scene.replacingOccurrences(of: "BOUNDS", with: #""bounds": {"width": 10, "height": 10}"#)
      .replacingOccurrences(of: "SECTION", with: #"{"group": GROUP}"#)
      .replacingOccurrences(of: "GROUP", with: #"{"horizontal": {"layoutSize": SIZE, "subitems": [ITEM]}}"#)
      .replacingOccurrences(of: "ITEM", with: #"{"layoutSize": SIZE}"#)
      .replacingOccurrences(
        of: "SIZE", with: #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}}"#)
  }

  /// The keys the decoder allows where `scene` has `zzProbe`, from its unknown-key error.
  static func allowedKeys(probing scene: String) -> (keys: Set<String>, location: String)? {
    let text = Self.expand(scene).replacingOccurrences(of: "PROBE", with: #""zzProbe": 0"#)
    do throws(SceneError) {
      // A bad variant does not stop the scene: its error is kept with the variant.
      let document = try SceneDecoder.decodeDocument(Array(text.utf8), file: "scene.json") {
        (name: String) throws(SceneError) in
        throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
      }
      for case .failure(let error) in document.variants { throw error }
      return nil
    } catch {
      guard let range = error.reason.range(of: "; allowed: ") else { return nil }
      let keys = error.reason[range.upperBound...].components(separatedBy: ", ")
      return (Set(keys), error.location?.description ?? "")
    }
  }

  @Test(arguments: probes + compositionalProbes + segmentProbes + interactionProbes)
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
    #expect(Self.validator.validate(value).contains { $0.contains("unknown key") })
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

  /// Values of the later features that both the decoder and the schema refuse.
  @Test(arguments: [
    #"{BOUNDS, "layout": {"type": "compositional"}, "sections": []}"#,
    #"{BOUNDS, "layout": {"type": "compositional", "section": SECTION, "sections": [SECTION]}, "sections": [{}]}"#,
    #"{BOUNDS, "layout": {"type": "compositional", "section": {"group": {}}}, "sections": []}"#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE}}}},
      "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
      "subitems": [ITEM], "count": 2}}}}, "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
      "subitem": ITEM}}}}, "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": {
      "widthDimension": {"absolute": 10, "estimated": 10}, "heightDimension": {"absolute": 10}}, "subitems": [ITEM]}}}},
      "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
      "subitems": [ITEM], "interItemSpacing": {"fixed": 1, "flexible": 1}}}}}, "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
      "subitems": [{"layoutSize": SIZE, "supplementaryItems": [{"elementKind": "badge", "layoutSize": SIZE,
      "containerAnchor": {"absoluteOffset": {}, "fractionalOffset": {}}}]}]}}}}, "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": GROUP,
      "orthogonalScrollingBehavior": "sideways"}}, "sections": []}
    """#,
    #"{BOUNDS, "layout": {"type": "flow", "sectionInsetReference": "fromBounds"}, "sections": []}"#,
    #"{BOUNDS, "style": {"cell": {"titleLabel": {"font": {"textStyle": "body", "size": 12}}}}, "sections": []}"#,
    #"{BOUNDS, "style": {"cell": {"titleLabel": {"font": {"textStyle": "huge"}}}}, "sections": []}"#,
    #"{BOUNDS, "style": {"backgroundColor": {"light": "white"}}, "sections": []}"#,
    #"{BOUNDS, "style": {"backgroundColor": {"light": "white", "dark": null}}, "sections": []}"#,
    #"{BOUNDS, "sections": [], "traits": {"userInterfaceStyle": "dim"}}"#,
    #"{BOUNDS, "sections": [], "traits": {"displayScale": 0}}"#,
    #"{BOUNDS, "sections": [], "limits": {"elements": -1}}"#,
    #"{BOUNDS, "sections": [], "limits": {"frames": 0}}"#,
    #"{BOUNDS, "sections": [], "chrome": {"statusBar": {"batteryLevel": 2}}}"#,
    #"{BOUNDS, "sections": [], "chrome": {"navigationBar": {}}}"#,
    #"{BOUNDS, "sections": [{"orthogonalOffset": "far"}]}"#,
  ])
  func wrongValuesOfLaterFeaturesAreRejectedByTheSchemaAndTheDecoder(_ shortScene: String) throws {
    let scene = Self.expand(shortScene)
    #expect(!Self.validator.validate(try JSONParser.parse(Array(scene.utf8))).isEmpty)
    #expect(sceneError(scene) != nil)
  }

  /// The shorter and alternative forms the decoder accepts validate too.
  @Test(arguments: [
    #"{BOUNDS, "sections": [], "overview": true, "chrome": true, "snapToPixels": true}"#,
    #"""
    {BOUNDS, "sections": [], "chrome": {"statusBar": false, "navigationBar": {"title": "Animals", "largeTitle": true},
      "homeIndicator": false}}
    """#,
    #"{BOUNDS, "sections": [], "chrome": {"statusBar": {"time": "10:09", "batteryLevel": 0.5}}}"#,
    #"""
    {BOUNDS, "sections": [], "safeAreaInsets": {"left": 47, "right": 47}, "layoutMargins": 16,
      "limits": {"elements": 100, "frames": 10}}
    """#,
    #"""
    {BOUNDS, "sections": [], "traits": {"layoutDirection": "rightToLeft", "displayScale": 2},
      "variants": [{"name": "dark-2", "traits": {"userInterfaceStyle": "dark", "displayScale": "3"}}, {"name": "a"}]}
    """#,
    #"""
    {BOUNDS, "style": {"backgroundColor": "systemBackground", "cell": {"titleLabel": {"font": {"textStyle": "body",
      "weight": "bold"}, "textColor": {"light": "black", "dark": "label"}}}, "header": {"titleLabel": {"font":
      {"size": 12, "relativeTo": "footnote"}}}, "menu": {"font": "DejaVu Sans"}}, "sections": []}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "sections": [null, SECTION]}, "sections": [{}, {"itemCount": 3,
      "orthogonalOffset": -20}]}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "configuration": {"scrollDirection": "horizontal",
      "contentInsetsReference": "none", "boundarySupplementaryItems": [{"elementKind": "banner", "layoutSize": SIZE,
      "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2}]}, "section": {"group": {"vertical": {
      "layoutSize": SIZE, "repeatingSubitem": ITEM, "count": 2, "interItemSpacing": {"flexible": 4}}},
      "decorationItems": [{"elementKind": "background", "contentInsets": {"top": 2}}]}}, "sections": [{"itemCount": 4}]}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
      "subitem": {"custom": {"layoutSize": SIZE, "itemFrames": [{"width": 2, "height": 2}, {"frame": {"x": 3,
      "width": 2, "height": 2}, "zIndex": 1}]}}, "count": 2}}}}, "sections": [{"itemCount": 4}]}
    """#,
    #"""
    {BOUNDS, "layout": {"type": "compositional", "section": {"group": {"horizontal": {"layoutSize": SIZE,
      "subitems": [{"layoutSize": SIZE, "edgeSpacing": {"top": {"fixed": 0}}, "supplementaryItems": [
      {"elementKind": "badge", "layoutSize": SIZE, "containerAnchor": {"edges": ["top", "trailing"],
      "fractionalOffset": {"x": 0.3, "y": -0.3}}, "itemAnchor": {"edges": ["bottom"]}}]}]}}}},
      "sections": [{"itemCount": 1}]}
    """#,
  ])
  func otherFormsAreAcceptedByTheSchemaAndTheDecoder(_ shortScene: String) throws {
    let scene = Self.expand(shortScene)
    #expect(Self.validator.validate(try JSONParser.parse(Array(scene.utf8))) == [])
    #expect(sceneError(scene) == nil)
  }

  /// The layout's type chooses its definition (`if`/`then`), so a misspelt key inside `layout`
  /// is reported as that key, at its path, as the decoder reports it; not as "no alternative of
  /// oneOf matches" on the whole layout. Likewise inside a timeline's segment.
  @Test(arguments: [
    (
      #"{BOUNDS, "layout": {"type": "flow", "itemSise": {"width": 1, "height": 1}}, "sections": []}"#,
      "$.layout.itemSise"
    ),
    (#"{BOUNDS, "layout": {"type": "list", "apperance": "plain"}, "sections": []}"#, "$.layout.apperance"),
    (
      #"{BOUNDS, "sections": [], "timeline": {"segments": [{"type": "fling", "velocty": {"x": 0, "y": 1}}]}}"#,
      "$.timeline.segments[0].velocty"
    ),
  ])
  func aMisspeltKeyIsReportedAtItsPath(shortScene: String, location: String) throws {
    let scene = Self.expand(shortScene)
    let key = String(location.split(separator: ".").last!)
    #expect(Self.validator.validate(try JSONParser.parse(Array(scene.utf8))) == ["\(location): unknown key \"\(key)\""])
    let error = try #require(sceneError(scene))
    #expect(error.location?.description == location && error.reason.hasPrefix("unknown key \"\(key)\""), "\(error)")
  }

  /// The colour strings the schema accepts are exactly the decoder's: its names, and `#` with 3,
  /// 6 or 8 hex digits; CSS names, `rgb()` and misspellings are refused by both.
  @Test func colourStringsAreExactlyTheDecoders() throws {
    guard case .object(let colorString)? = SchemaValidator(root: Self.schema).resolve("#/$defs/colorString"),
      case .object(let otherwise)? = colorString["else"], case .array(let names)? = otherwise["enum"]
    else {
      Issue.record("no colorString definition with an enum of names")
      return
    }
    #expect(names == ColorNames.all.map { JSONValue.string($0) })
    let accepted = ["#fff", "#A4CDFF", "#00000080", "systemGray6", "lightGray", "tintColor", "clear"]
    let refused = [
      "#ff", "#12345", "#1234567", "#GGGGGG", "#\u{FF10}00", "systemGrey6", "tomato", "rgb(1, 2, 3)", "Orange",
      "white ", "",
    ]
    for (text, valid) in accepted.map({ ($0, true) }) + refused.map({ ($0, false) }) {
      let scene = Self.expand(#"{BOUNDS, "style": {"backgroundColor": "\#(text)"}, "sections": []}"#)
      let problems = Self.validator.validate(try JSONParser.parse(Array(scene.utf8)))
      #expect(problems.isEmpty == valid, "schema, \(text): \(problems)")
      #expect((sceneError(scene) == nil) == valid, "decoder, \(text)")
      let dynamic = Self.expand(
        #"{BOUNDS, "style": {"backgroundColor": {"light": "\#(text)", "dark": "black"}}, "sections": []}"#)
      #expect(Self.validator.validate(try JSONParser.parse(Array(dynamic.utf8))).isEmpty == valid, "\(text)")
      #expect((sceneError(dynamic) == nil) == valid, "decoder, light \(text)")
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
