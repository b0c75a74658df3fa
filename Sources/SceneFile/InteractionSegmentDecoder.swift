import CollectionLayout
import Geometry
import Motion
import SceneModel

// The timeline's interaction segments (transition, update, reorder, taps) as decoded from a
// scene file; see `docs/interactions.md` for every key.

extension TimelineDecoder {
  /// What decoding interaction segments needs besides the JSON: the scene's folder (datasets)
  /// and how items' own styles and images decode.
  struct Context {
    var sections: SectionDecoder.Context
    var loadDataset: (String) throws(SceneError) -> (bytes: [UInt8], file: String)
  }

  static let interactionKeys: [String: [String]] = [
    "transition": ["layout", "duration", "frames", "curve", "contentOffset"],
    "update": ["dataset", "sections", "duration", "frames", "curve", "contentOffset"],
    "reorder": [
      "touches", "ending", "sizing", "anchor", "liftScale", "canMoveItem", "allowsMovingAcrossSections",
      "animationDuration", "touchEventRate", "curve",
    ],
    "taps": ["taps", "duration", "frames", "rules"],
  ]

  /// The interaction segment of `type` (a key of ``interactionKeys``) that `reader` holds.
  static func decodeInteraction(_ type: String, _ reader: ObjectReader, context: Context?) throws(SceneError)
    -> SegmentAction
  {
    switch type {
    case "transition": return try decodeTransition(reader)
    case "update": return try decodeUpdate(reader, context: context)
    case "reorder": return try decodeReorder(reader)
    default: return try decodeTaps(reader)
    }
  }

  /// A `transition` segment: the new `layout`, a length, a curve and a content offset.
  static func decodeTransition(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    guard let value = reader.object["layout"] else {
      throw reader.error(nil, "a transition needs \"layout\" (the new layout, as the scene's \"layout\")")
    }
    return .transition(
      TransitionSegment(
        layout: try LayoutDecoder.decode(value, at: reader.path.appending("layout"), file: reader.file),
        length: try length(reader, required: false) ?? TransitionSegment.defaultLength,
        curve: try curve(reader) ?? .easeInOut, contentOffset: try reader.point("contentOffset")))
  }

  /// An `update` segment: the data after, as `sections` or a `dataset` file, with a length, a
  /// curve and a content offset.
  static func decodeUpdate(_ reader: ObjectReader, context: Context?) throws(SceneError) -> SegmentAction {
    guard let context else { throw reader.error(nil, "an update cannot be read without its scene file") }
    let sections: [SectionData]
    var datasetFile: String?
    switch (reader.has("sections"), try reader.string("dataset")) {
    case (true, .some): throw reader.error("dataset", "give either \"sections\" or \"dataset\", not both")
    case (true, nil):
      sections = try SectionDecoder.decodeSections(
        reader.object["sections"]!, at: reader.path.appending("sections"), file: reader.file,
        context: context.sections)
    case (false, .some(let path)):
      if path.isEmpty { throw reader.error("dataset", "must not be empty") }
      let dataset = try context.loadDataset(path)
      datasetFile = dataset.file
      sections = try SceneDecoder.decodeDataset(dataset.bytes, file: dataset.file, context: context.sections)
    case (false, nil):
      throw reader.error(
        nil, "an update needs \"dataset\" (a file of {\"sections\": […]}) or \"sections\" (the data after)")
    }
    return .update(
      UpdateSegment(
        sections: sections, datasetFile: datasetFile,
        length: try length(reader, required: false) ?? TransitionSegment.defaultLength,
        curve: try curve(reader) ?? .easeInOut, contentOffset: try reader.point("contentOffset")))
  }

  /// A `reorder` segment: its `touches` in time order and the drag's options.
  static func decodeReorder(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    guard let elements = try reader.array("touches") else {
      throw reader.error(
        nil, "a reorder needs \"touches\" ([{\"t\": seconds, \"at\": {\"item\": …} or {\"point\": …}}, …])")
    }
    if elements.isEmpty { throw reader.error("touches", "must hold at least one touch (the long press)") }
    var touches: [ReorderSegment.Touch] = []
    for (value, path) in elements {
      let touch = try ObjectReader(value, at: path, file: reader.file, allowedKeys: ["t", "at"])
      let time = try touch.number(try touch.requiredKey("t"), in: 0...Timeline.maximumSegmentSeconds)!
      if let previous = touches.last, time < previous.time {
        throw touch.error(
          "t",
          "touches must be in time order: \(ObjectReader.format(time)) comes after "
            + "\(ObjectReader.format(previous.time))"
        )
      }
      touches.append(ReorderSegment.Touch(time: time, at: try spot(touch, "at", required: true)!))
    }
    return .reorder(
      ReorderSegment(
        touches: touches, ending: try reader.enumeration("ending") ?? .end,
        sizing: try reader.enumeration("sizing") ?? .staysWithSlot,
        anchor: try reader.enumeration("anchor") ?? .touch,
        liftScale: try reader.number("liftScale", in: 0.1...10) ?? 1,
        canMoveItem: try rule(reader, "canMoveItem") ?? .always,
        allowsMovingAcrossSections: try reader.bool("allowsMovingAcrossSections") ?? true,
        animationDuration: try reader.number("animationDuration", in: 0...10) ?? 0.3,
        touchEventRate: try reader.number("touchEventRate", in: 1...1_000) ?? 60,
        curve: try curve(reader) ?? .easeInOut))
  }

  /// A `taps` segment: its `taps` (each touch down before its touch up) and the selection rules.
  static func decodeTaps(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    guard let elements = try reader.array("taps") else {
      throw reader.error(nil, "a taps segment needs \"taps\" ([{\"at\": …, \"down\": seconds, \"up\": seconds}, …])")
    }
    if elements.isEmpty { throw reader.error("taps", "must hold at least one tap") }
    var taps: [Tap] = []
    for (value, path) in elements {
      let tap = try ObjectReader(value, at: path, file: reader.file, allowedKeys: ["at", "down", "up", "upAt"])
      let down = try tap.number(try tap.requiredKey("down"), in: 0...Timeline.maximumSegmentSeconds)!
      let up = try tap.number(try tap.requiredKey("up"), in: 0...Timeline.maximumSegmentSeconds)!
      if up < down {
        throw tap.error(
          "up",
          "the touch up (\(ObjectReader.format(up)) s) comes before the touch down (\(ObjectReader.format(down)) s)")
      }
      taps.append(
        Tap(
          at: try spot(tap, "at", required: true)!, down: down, up: up, upAt: try spot(tap, "upAt", required: false)))
    }
    var segment = TapsSegment(
      taps: taps, length: try length(reader, required: false), shouldHighlight: nil, shouldSelect: nil,
      shouldDeselect: .always, allowsMultipleSelection: false)
    if let rules = try reader.object(
      "rules", allowedKeys: ["shouldHighlight", "shouldSelect", "shouldDeselect", "allowsMultipleSelection"])
    {
      segment.shouldHighlight = try rule(rules, "shouldHighlight")
      segment.shouldSelect = try rule(rules, "shouldSelect")
      segment.shouldDeselect = try rule(rules, "shouldDeselect") ?? .always
      segment.allowsMultipleSelection = try rules.bool("allowsMultipleSelection") ?? false
    }
    return .taps(segment)
  }

  /// `{"item": {"section": s, "item": i}}` (or a bare item number) or `{"point": {"x", "y"}}`.
  static func spot(_ reader: ObjectReader, _ key: String, required: Bool) throws(SceneError) -> TouchLocation? {
    guard reader.has(key) else {
      if required {
        throw reader.error(
          nil, "missing \"\(key)\" ({\"item\": {\"section\": 0, \"item\": 5}} or {\"point\": {\"x\": …, \"y\": …}})")
      }
      return nil
    }
    let inner = try reader.object(key, allowedKeys: ["item", "point"])!
    switch (inner.has("item"), inner.has("point")) {
    case (true, false): return .item(try indexPath(inner))
    case (false, true): return .point(try inner.point("point")!)
    case (true, true): throw inner.error("point", "give either \"item\" or \"point\", not both")
    case (false, false):
      throw inner.error(nil, "give \"item\" ({\"section\": 0, \"item\": 5}) or \"point\" ({\"x\": …, \"y\": …})")
    }
  }

  /// `true`, `false`, `{"only": [paths]}` or `{"except": [paths]}`.
  static func rule(_ reader: ObjectReader, _ key: String) throws(SceneError) -> ItemRule? {
    switch reader.object[key] {
    case nil: return nil
    case .bool(true)?: return .always
    case .bool(false)?: return .never
    case .object?:
      let inner = try reader.object(key, allowedKeys: ["only", "except"])!
      let which = inner.has("only") ? "only" : "except"
      if inner.has("only") && inner.has("except") {
        throw inner.error("except", "give either \"only\" or \"except\", not both")
      }
      guard let elements = try inner.array(which) else {
        throw inner.error(nil, "give \"only\" or \"except\": a list of {\"section\": s, \"item\": i}")
      }
      var paths: [ElementIndexPath] = []
      for (value, path) in elements {
        paths.append(try indexPath(value, at: path, file: reader.file))
      }
      return which == "only" ? .only(Set(paths)) : .except(Set(paths))
    case let value?:
      throw reader.error(
        key, "expected true, false, {\"only\": [items]} or {\"except\": [items]}, got \(value.typeDescription)")
    }
  }
}
