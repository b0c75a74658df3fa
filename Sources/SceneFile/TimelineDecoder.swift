import CollectionLayout
import Geometry
import Motion
import OrderedJSON
import SceneModel

/// Decodes a scene file's `timeline`: a scroll animation for the `frames` command.
///
/// ```jsonc
/// "timeline": {
///   "fps": 60,                                           // default 60
///   "segments": [                                        // played in order; each has a "type"
///     {"type": "scroll", "to": {"x": 0, "y": 3000}, "duration": 1.5, "curve": "ease-in-out"},
///     {"type": "scroll", "by": {"x": 0, "y": -400}, "frames": 30, "curve": [0.25, 0.1, 0.25, 1]},
///     {"type": "fling", "velocity": {"x": 0, "y": 2500}, "deceleration": "normal"},
///     {"type": "pull", "by": {"x": 0, "y": -250}, "duration": 0.4},
///     {"type": "page", "pages": 1, "axis": "horizontal"},
///     {"type": "scrollSection", "section": 1, "to": 300, "duration": 0.5},   // a section sideways
///     {"type": "scrollSection", "section": 1, "velocity": 1500},              // released, snapped
///     {"type": "pause", "duration": 0.5},
///     {"type": "bounds", "size": {"width": 1024, "height": 768}},
///     {"type": "select", "item": {"section": 0, "item": 5}},
///     {"type": "bounds", "size": {"width": 768, "height": 1024}, "duration": 0.5},   // animated
///     {"type": "transition", "layout": {"type": "circle"}, "duration": 0.6},
///     {"type": "update", "dataset": "after.json"},
///     {"type": "reorder", "touches": [{"t": 0, "at": {"item": 1}}, {"t": 1, "at": {"item": 6}}]},
///     {"type": "taps", "taps": [{"at": {"item": 5}, "down": 0.2, "up": 0.45}]}
///   ]
/// }
/// ```
/// Every segment may carry a `"description"`. Unknown types and keys are errors, as everywhere
/// in scene files. See `docs/frames.md` for every key, and `docs/interactions.md` for the
/// interaction segments.
public enum TimelineDecoder {
  /// The timeline in the scene file `bytes` (already decoded once as a scene), or `nil` when the
  /// file has none.
  /// `update` segments read their `dataset` relative to `file`; items' images load through
  /// `loadImage` (without it, an image in an update's data is an error).
  public static func decode(sceneBytes bytes: [UInt8], file: String, loadImage: ImageLoader? = nil) throws(SceneError)
    -> Timeline?
  {
    let root = try SceneDecoder.parse(bytes, file: file)
    guard case .object(let object) = root, object["timeline"] != nil else { return nil }
    // Items of an update's data start from the scene's cell style, as the scene's own items do.
    let images = loadImage.map { ImageResolver(load: $0) } ?? .unavailable
    let style = try StyleDecoder.decode(
      object["style"], at: JSONPath.root.appending("style"), file: file, images: images)
    return try decode(
      in: object, file: file, cellStyle: style.cell, images: images,
      loadDataset: { (dataset: String) throws(SceneError) in
        let resolved = SceneLoader.resolve(dataset, relativeTo: file)
        return (try SceneLoader.read(resolved), resolved)
      })
  }

  /// The `timeline` of the scene file's top-level `object`, or `nil`; items of an update's data
  /// start from `cellStyle` (and, as list cells, from the scene's `listContent`).
  static func decode(
    in object: JSONObject, file: String, cellStyle: CellStyle, images: ImageResolver, budgets: Budgets = Budgets(),
    listContent: ListContentConfiguration? = nil,
    loadDataset: @escaping (String) throws(SceneError) -> (bytes: [UInt8], file: String)
  ) throws(SceneError) -> Timeline? {
    guard let value = object["timeline"] else { return nil }
    let context = Context(
      sections: SectionDecoder.Context(
        cellStyle: cellStyle, images: images, budgets: budgets, listContent: listContent),
      loadDataset: loadDataset)
    return try decode(value, at: JSONPath.root.appending("timeline"), file: file, context: context)
  }

  static let timelineKeys = ["fps", "segments", "description"]

  static func decode(_ value: JSONValue, at path: JSONPath, file: String, context: Context? = nil) throws(SceneError)
    -> Timeline
  {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: timelineKeys)
    _ = try reader.string("description")
    let fps = try reader.number("fps", in: 0...Timeline.maximumFPS) ?? Timeline.defaultFPS
    if fps == 0 { throw reader.error("fps", "must be greater than 0") }
    guard let elements = try reader.array("segments") else {
      throw reader.error(nil, "missing required key \"segments\" (a list of {\"type\": …} objects)")
    }
    if elements.isEmpty { throw reader.error("segments", "must hold at least one segment") }
    var segments: [Segment] = []
    for (element, elementPath) in elements {
      segments.append(try decodeSegment(element, at: elementPath, file: file, context: context))
    }
    return Timeline(fps: fps, segments: segments)
  }

  /// The keys each segment type allows (besides `type` and `description`).
  static let segmentKeys: [String: [String]] = [
    "scroll": ["from", "to", "by", "duration", "frames", "curve"],
    "fling": ["from", "velocity", "deceleration", "snap", "bounces"],
    "pull": ["by", "duration", "frames", "curve"],
    "page": ["pages", "velocity", "axis", "duration", "frames", "curve"],
    "scrollSection": ["section", "to", "by", "velocity", "deceleration", "duration", "frames", "curve"],
    "pause": ["duration", "frames"],
    "bounds": ["size", "contentOffset", "duration", "frames", "curve"],
    "select": ["item", "extend"],
    "deselect": ["item"],
    "highlight": ["item"],
    "unhighlight": ["item"],
  ]

  static func decodeSegment(_ value: JSONValue, at path: JSONPath, file: String, context: Context? = nil)
    throws(SceneError) -> Segment
  {
    guard case .object(let object) = value else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path),
        reason: "expected a segment object, got \(value.typeDescription)")
    }
    guard case .string(let type)? = object["type"] else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path.appending("type")),
        reason: "missing or not a string; one of: " + SegmentAction.types.joined(separator: ", "))
    }
    guard let keys = segmentKeys[type] ?? interactionKeys[type] else {
      throw unknownSegmentType(type, at: path, file: file)
    }
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: ["type", "description"] + keys)
    _ = try reader.string("description")
    let origin = SegmentOrigin.scene(file: file, path: path)
    let action: SegmentAction
    switch type {
    case "scroll": action = try decodeScroll(reader)
    case "fling": action = try decodeFling(reader)
    case "pull": action = try decodePull(reader)
    case "page": action = try decodePage(reader)
    case "scrollSection":
      action = .scrollSection(try sectionScroll(reader))
    case "pause":
      action = .pause(try length(reader, required: true)!)
    case "bounds": action = try decodeBounds(reader)
    case "transition", "update", "reorder", "taps":
      action = try decodeInteraction(type, reader, context: context)
    default:
      let item = try indexPath(reader)
      // `segmentKeys` leaves only the item actions for this branch; the else cannot happen.
      guard let kind = ItemChange.Action(rawValue: type) else { throw unknownSegmentType(type, at: path, file: file) }
      action = .item(ItemChange(kind, item: item, extend: try reader.bool("extend") ?? false))
    }
    return Segment(action, origin: origin)
  }

  /// The error for a segment whose `type` names no segment, with the nearest type as a suggestion.
  static func unknownSegmentType(_ type: String, at path: JSONPath, file: String) -> SceneError {
    var reason = "unknown segment type \"\(type)\""
    if let suggestion = ObjectReader.closest(to: type, in: SegmentAction.types) {
      reason += " (did you mean \"\(suggestion)\"?)"
    }
    return SceneError(
      kind: .invalid, file: file, location: .path(path.appending("type")),
      reason: reason + "; one of: " + SegmentAction.types.joined(separator: ", "))
  }

  /// A `scroll` segment: `to` an offset or `by` a distance, from an optional point, with a
  /// length and a curve.
  static func decodeScroll(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    let destination: Scroll.Destination
    switch (try reader.point("to"), try reader.point("by")) {
    case (let to?, nil): destination = .offset(to)
    case (nil, let by?): destination = .by(by)
    case (.some, .some): throw reader.error("by", "give either \"to\" or \"by\", not both")
    case (nil, nil): throw reader.error(nil, "a scroll needs \"to\" (an offset) or \"by\" (a distance)")
    }
    return .scroll(
      Scroll(
        from: try reader.point("from"), to: destination, length: try length(reader, required: true)!,
        curve: try curve(reader) ?? .easeInOut))
  }

  /// A `fling` segment: a release `velocity`, with deceleration, snapping and bouncing.
  static func decodeFling(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    guard let velocity = try velocity(reader, "velocity") else {
      throw reader.error(nil, "a fling needs \"velocity\" ({\"x\", \"y\"} in points per second)")
    }
    return .fling(
      Fling(
        from: try reader.point("from"), velocity: velocity, deceleration: try deceleration(reader) ?? .normal,
        snaps: try reader.bool("snap") ?? true, bounces: try reader.bool("bounces") ?? true))
  }

  /// A `pull` segment: how far the finger moves `by`, with a length and a curve.
  static func decodePull(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    guard let by = try reader.point("by") else {
      throw reader.error(nil, "a pull needs \"by\" (how far the finger moves, in content-offset points)")
    }
    return .pull(Pull(by: by, length: try length(reader, required: true)!, curve: try curve(reader) ?? .easeOut))
  }

  /// A `page` segment: a number of `pages` or a release `velocity`, on an optional axis.
  static func decodePage(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    let move: Page.Move
    switch (try reader.integer("pages", in: -1_000_000...1_000_000), try velocity(reader, "velocity")) {
    case (let pages?, nil): move = .pages(pages)
    case (nil, let velocity?): move = .velocity(velocity)
    case (.some, .some): throw reader.error("velocity", "give either \"pages\" or \"velocity\", not both")
    case (nil, nil): move = .pages(1)
    }
    let axis = try reader.enumeration("axis", as: Page.Axis.self)
    return .page(
      Page(
        move: move, axis: axis, length: try length(reader, required: false) ?? Page.defaultLength,
        curve: try curve(reader) ?? .easeOut))
  }

  /// A `bounds` segment: the new `size`, instant or animated (with a length and a curve).
  static func decodeBounds(_ reader: ObjectReader) throws(SceneError) -> SegmentAction {
    guard let size = try reader.size("size", positive: true, maximum: Limits.maximumBoundsDimension) else {
      throw reader.error(nil, "a bounds change needs \"size\" ({\"width\", \"height\"} in points)")
    }
    // With a length the change is animated (a rotation); without, instant as before.
    let length = try length(reader, required: false)
    let curve = try curve(reader)
    if curve != nil && length == nil {
      throw reader.error(
        "curve", "a curve needs \"duration\" or \"frames\" (without them the bounds change is instant)")
    }
    return .bounds(
      BoundsChange(
        size: size, contentOffset: try reader.point("contentOffset"), length: length, curve: curve ?? .easeInOut))
  }

  /// A `scrollSection` segment: `section`, and `to` or `by` with a length, or `velocity`.
  static func sectionScroll(_ reader: ObjectReader) throws(SceneError) -> SectionScroll {
    guard reader.object["section"] != nil else {
      throw reader.error(nil, "a scrollSection needs \"section\" (the index of a section that scrolls sideways)")
    }
    let section = try reader.integer("section", in: 0...Limits.maximumItems)!
    let coordinates = -Limits.maximumCoordinate...Limits.maximumCoordinate
    let to = try reader.number("to", in: coordinates)
    let by = try reader.number("by", in: coordinates)
    let velocity = try reader.number("velocity", in: -maximumVelocity...maximumVelocity)
    let curve = try curve(reader)
    let deceleration = try deceleration(reader)
    switch (to, by, velocity) {
    case (.some, nil, nil), (nil, .some, nil):
      if deceleration != nil {
        throw reader.error("deceleration", "only a release (\"velocity\") decelerates")
      }
      let move: SectionScroll.Move = to.map { .offset($0) } ?? .by(by ?? 0)
      return SectionScroll(
        section: section, move: move, length: try length(reader, required: true)!, curve: curve ?? .easeInOut)
    case (nil, nil, let velocity?):
      if try length(reader, required: false) != nil {
        throw reader.error(
          reader.object["duration"] != nil ? "duration" : "frames",
          "a release (\"velocity\") lasts as its deceleration does; leave out \"duration\" and \"frames\"")
      }
      if curve != nil { throw reader.error("curve", "a release (\"velocity\") follows the deceleration, not a curve") }
      return SectionScroll(section: section, move: .velocity(velocity), deceleration: deceleration ?? .normal)
    case (nil, nil, nil):
      throw reader.error(
        nil, "a scrollSection needs \"to\" (an offset), \"by\" (a distance) or \"velocity\" (a release)")
    default:
      throw reader.error(
        velocity != nil ? "velocity" : "by", "give one of \"to\", \"by\" and \"velocity\", not several")
    }
  }

  /// `duration` (seconds) or `frames` (frame intervals), exactly one of them when `required`.
  static func length(_ reader: ObjectReader, required: Bool) throws(SceneError) -> SegmentLength? {
    let seconds = try reader.number("duration", in: 0...Timeline.maximumSegmentSeconds)
    let frames = try reader.integer("frames", in: 0...Timeline.maximumFrames)
    switch (seconds, frames) {
    case (let seconds?, nil): return .seconds(seconds)
    case (nil, let frames?): return .frames(frames)
    case (.some, .some): throw reader.error("frames", "give either \"duration\" (seconds) or \"frames\", not both")
    case (nil, nil):
      if required { throw reader.error(nil, "missing \"duration\" (seconds) or \"frames\" (frame intervals)") }
      return nil
    }
  }

  /// A curve name, CSS `cubic-bezier(x1, y1, x2, y2)`, or the four control points as an array.
  static func curve(_ reader: ObjectReader) throws(SceneError) -> TimingCurve? {
    guard let value = reader.object["curve"] else { return nil }
    let path = reader.path.appending("curve")
    switch value {
    case .string(let text):
      do {
        return try TimingCurve.parse(text)
      } catch {
        throw SceneError(kind: .invalid, file: reader.file, location: .path(path), reason: error.reason)
      }
    case .array(let elements):
      var numbers: [Double] = []
      for (index, element) in elements.enumerated() {
        numbers.append(
          try ObjectReader.number(element, in: -10...10, at: path.appending(index: index), file: reader.file))
      }
      guard numbers.count == 4 else {
        throw SceneError(
          kind: .invalid, file: reader.file, location: .path(path),
          reason: "a cubic Bézier needs four numbers [x1, y1, x2, y2], got \(numbers.count)")
      }
      if let problem = TimingCurve.problem(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]) {
        throw SceneError(kind: .invalid, file: reader.file, location: .path(path), reason: problem)
      }
      return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    default:
      throw SceneError(
        kind: .invalid, file: reader.file, location: .path(path),
        reason:
          "expected a curve name (\(TimingCurve.names.joined(separator: ", "))) or [x1, y1, x2, y2], got "
          + "\(value.typeDescription)"
      )
    }
  }

  /// The largest speed, in points per second.
  public static let maximumVelocity = 1_000_000.0

  static func velocity(_ reader: ObjectReader, _ key: String) throws(SceneError) -> Point? {
    guard let value = reader.object[key] else { return nil }
    let inner = try ObjectReader(value, at: reader.path.appending(key), file: reader.file, allowedKeys: ["x", "y"])
    let range = -maximumVelocity...maximumVelocity
    return Point(x: try inner.number("x", in: range) ?? 0, y: try inner.number("y", in: range) ?? 0)
  }

  /// `"normal"`, `"fast"`, or a rate per millisecond in 0 < rate < 1.
  static func deceleration(_ reader: ObjectReader) throws(SceneError) -> Deceleration? {
    guard let value = reader.object["deceleration"] else { return nil }
    if case .string(let name) = value, let named = Deceleration(named: name) { return named }
    if case .number(let rate) = value, rate.isFinite && rate > 0 && rate < 1 { return Deceleration(rate: rate) }
    throw reader.error(
      "deceleration", "expected \"normal\" (0.998), \"fast\" (0.99) or a rate per millisecond between 0 and 1")
  }

  /// `{"section": 0, "item": 5}` (section defaults to 0) or a bare item number in section 0.
  static func indexPath(_ reader: ObjectReader) throws(SceneError) -> ElementIndexPath {
    guard let value = reader.object["item"] else {
      throw reader.error(nil, "missing \"item\" ({\"section\": 0, \"item\": 5} or an item number)")
    }
    return try indexPath(value, at: reader.path.appending("item"), file: reader.file)
  }

  /// `{"section": 0, "item": 5}` (section defaults to 0) or a bare item number in section 0.
  static func indexPath(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> ElementIndexPath {
    let limit = Double(Limits.maximumItems)
    if case .number = value {
      let item = try ObjectReader.number(value, in: 0...limit, at: path, file: file)
      guard item == item.rounded() else {
        throw SceneError(kind: .invalid, file: file, location: .path(path), reason: "must be a whole number")
      }
      return ElementIndexPath(item: Int(item), section: 0)
    }
    let inner = try ObjectReader(value, at: path, file: file, allowedKeys: ["section", "item"])
    let item = try inner.integer(try inner.requiredKey("item"), in: 0...Limits.maximumItems)!
    let section = try inner.integer("section", in: 0...Limits.maximumItems) ?? 0
    return ElementIndexPath(item: item, section: section)
  }
}
