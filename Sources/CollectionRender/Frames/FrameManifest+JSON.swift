import CairoBackend
import Geometry
import OrderedJSON
import SceneModel

extension FrameManifest {
  /// The text's layout: one key a line at the top, one line per segment and per frame.
  public static let layout = JSONLayout(spaced: true, objectLineLevels: 1, arrayLineLevels: 2)

  /// The manifest's text, written a segment and a frame at a time (a million frames are never
  /// one value).
  public func encode() -> String { written().document }

  /// The manifest's text as UTF-8, for its file.
  func encodedUTF8() -> [UInt8] { written().utf8 + [UInt8(ascii: "\n")] }

  private func written() -> JSONWriter {
    var writer = JSONWriter(layout: Self.layout)
    writer.beginObject()
    for (key, value) in headerMembers { writer.write(value, key: key) }
    writer.beginArray("segments")
    for segment in segments { writer.write(segment.json) }
    writer.end()
    writer.beginArray("frames")
    for frame in frames { writer.write(frame.json) }
    writer.end()
    writer.end()
    return writer
  }

  /// The members before the segments, in the manifest's order.
  var headerMembers: [(String, JSONText)] {
    var members: [(String, JSONText)] = [
      ("version", .int(version)), ("generator", .string(generator)), ("scene", .string(scenePath)),
      ("sceneDigest", .string(sceneDigest)), ("fps", .number(fps)), ("frameCount", .int(frameCount)),
      ("duration", .number(duration)), ("pattern", .string(pattern.pattern)), ("bounds", Self.json(bounds)),
      (
        "contentInset",
        .object([
          ("top", .number(contentInset.top)), ("left", .number(contentInset.left)),
          ("bottom", .number(contentInset.bottom)), ("right", .number(contentInset.right)),
        ])
      ),
      ("scale", .number(scale)),
    ]
    if let traits { members.append(("traits", .object(traits.map { ($0.name, .string($0.value)) }))) }
    members.append(("pixelAligned", .bool(pixelAligned)))
    var setting: [(String, JSONText)] = [
      ("compression", .string(png.compression)), ("encoder", .string(png.encoder.rawValue)),
    ]
    if let level = png.level { setting.append(("level", .int(level))) }
    if let filter = png.filter { setting.append(("filter", .string(filter.rawValue))) }
    members.append(("png", .object(setting)))
    return members
  }

  // MARK: Pieces shared by the segments and the frames

  /// `{"x": …, "y": …}`.
  static func json(_ point: Point) -> JSONText { .object([("x", .number(point.x)), ("y", .number(point.y))]) }

  /// `{"width": …, "height": …}`.
  static func json(_ size: Size) -> JSONText {
    .object([("width", .number(size.width)), ("height", .number(size.height))])
  }

  /// The point `value` at `path`.
  static func point(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> Point {
    try JSONObjectReader.read(value, at: path) { object throws(JSONReadError) in
      Point(x: try object.number("x"), y: try object.number("y"))
    }
  }

  /// The size `value` at `path`.
  static func size(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> Size {
    try JSONObjectReader.read(value, at: path) { object throws(JSONReadError) in
      Size(width: try object.number("width"), height: try object.number("height"))
    }
  }

  /// `value` at `path`, which must be an object (its members are another type's own).
  static func object(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> JSONText {
    _ = try JSONObjectReader(value, at: path)
    return value
  }
}
