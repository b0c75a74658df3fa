import CairoBackend
import Geometry
import OrderedJSON
import SceneModel

extension FrameManifest {
  /// The manifest in `bytes` (a `manifest.json` file's): read a segment and a frame at a time,
  /// every key checked — a missing, unknown or mistyped one is a ``DecodingError`` naming its
  /// path. The version is checked first, then the frames' count, names and sizes (what
  /// ``FrameFolderCheck`` needs), then the rest.
  public init(decoding bytes: [UInt8]) throws(DecodingError) {
    let parts = try Self.parts(bytes)
    let header = JSONText.object(parts.header)
    // The version first: another version's manifest may have other keys.
    guard header["version"] == .int(Self.version) else {
      throw .version(found: header["version"].map(Self.found) ?? "missing")
    }
    let frameCount = try? header["frameCount"]?.int(at: .root)
    guard let frames = parts.frames, let frameCount, frames.count == frameCount else {
      throw .frameCountDisagrees(frameCount: frameCount, frames: parts.frames?.count)
    }
    if let problem = parts.frameProblem { throw problem }
    do throws(JSONReadError) {
      guard let segments = parts.segments else {
        throw JSONReadError(.path(.root.appending("segments")), parts.hasSegments ? "expected an array" : "missing")
      }
      self = try JSONObjectReader.read(header, at: .root) { object throws(JSONReadError) in
        try Self(header: &object, segments: segments.items, frames: frames.items)
      }
    } catch {
      throw .invalidValue(error)
    }
    if let problem = parts.segmentProblem { throw problem }
  }

  /// A manifest's members as read: the header's values, and the segments and frames made from
  /// the lists' elements, with the first problem of each list.
  private struct Parts {
    var header: [(String, JSONText)] = []
    var hasSegments = false
    var segments: (items: [Segment], count: Int)?
    var segmentProblem: DecodingError?
    var frames: (items: [Frame], count: Int)?
    var frameProblem: DecodingError?
  }

  /// Reads `bytes` as an object, making the segments and frames as their elements come.
  private static func parts(_ bytes: [UInt8]) throws(DecodingError) -> Parts {
    var parts = Parts()
    var reader = JSONReader(bytes)
    let isObject: Bool
    do throws(JSONReadError) {
      isObject = try reader.readObject { reader, key throws(JSONReadError) in
        switch key {
        case "segments":
          parts.hasSegments = true
          parts.segments = try list(&reader, problem: &parts.segmentProblem) { value, index throws(DecodingError) in
            do throws(JSONReadError) {
              return try Segment(json: value, at: JSONPath.root.appending("segments").appending(index: index))
            } catch {
              throw .invalidValue(error)
            }
          }
        case "frames": parts.frames = try list(&reader, problem: &parts.frameProblem, Frame.init(json:index:))
        default: parts.header.append((key, try reader.readValue()))
        }
      }
      if isObject { try reader.finish() }
    } catch {
      throw .notAnObject(error)
    }
    guard isObject else { throw .notAnObject(nil) }
    return parts
  }

  /// The array at `reader`, its elements made by `make` and counted; after the first problem
  /// (kept in `problem`) the elements are only counted. Nil when the value is not an array.
  private static func list<T>(
    _ reader: inout JSONReader, problem: inout DecodingError?, _ make: (JSONText, Int) throws(DecodingError) -> T
  ) throws(JSONReadError) -> (items: [T], count: Int)? {
    var items: [T] = []
    var count = 0
    let isArray = try reader.readArray { reader, index throws(JSONReadError) in
      let value = try reader.readValue()
      count += 1
      guard problem == nil else { return }
      do throws(DecodingError) {
        items.append(try make(value, index))
      } catch {
        problem = error
      }
    }
    guard isArray else {
      _ = try reader.readValue()
      return nil
    }
    return (items, count)
  }

  /// The manifest of the header's members in `object`, with its segments and frames.
  private init(header object: inout JSONObjectReader, segments: [Segment], frames: [Frame]) throws(JSONReadError) {
    let size = Self.size
    self.init(
      version: try object.int("version"), generator: try object.string("generator"),
      scenePath: try object.string("scene"), sceneDigest: try object.string("sceneDigest"),
      fps: try object.number("fps"), frameCount: try object.int("frameCount"), duration: try object.number("duration"),
      pattern: try object.member("pattern", Self.pattern), bounds: try object.member("bounds", size),
      contentInset: try object.member("contentInset", Self.insets), scale: try object.number("scale"),
      traits: try object.optional("traits", Self.traits), pixelAligned: try object.bool("pixelAligned"),
      png: try object.member("png", Self.setting), segments: segments, frames: frames)
  }

  /// A found version as text: a number or a string as it reads, another value as JSON.
  private static func found(_ value: JSONText) -> String {
    switch value {
    case .number(let number): number.isFinite ? JSONWriter.number(number) : "\(number)"
    case .string(let text): text
    default: value.text(in: .compact)
    }
  }

  private static func pattern(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> FrameNamePattern {
    let text = try value.string(at: path)
    do throws(InvalidOption) {
      return try FrameNamePattern(text)
    } catch {
      throw JSONReadError(.path(path), "\(error)")
    }
  }

  private static func insets(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> EdgeInsets {
    try JSONObjectReader.read(value, at: path) { object throws(JSONReadError) in
      EdgeInsets(
        top: try object.number("top"), left: try object.number("left"), bottom: try object.number("bottom"),
        right: try object.number("right"))
    }
  }

  private static func traits(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> [TraitAssignment] {
    guard case .object(let members) = value else { throw JSONReadError(.path(path), "expected an object") }
    var traits: [TraitAssignment] = []
    for (name, trait) in members {
      traits.append(TraitAssignment(name: name, value: try trait.string(at: path.appending(name))))
    }
    return traits
  }

  private static func setting(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> PNGSetting {
    try JSONObjectReader.read(value, at: path) { object throws(JSONReadError) in
      PNGSetting(
        compression: try object.string("compression"),
        encoder: try object.member("encoder") { value, path throws(JSONReadError) in
          guard let encoder = PNGEncoder(rawValue: try value.string(at: path)) else {
            throw JSONReadError(.path(path), "unknown encoder")
          }
          return encoder
        },
        level: try object.optional("level") { value, path throws(JSONReadError) in try value.int(at: path) },
        filter: try object.optional("filter") { value, path throws(JSONReadError) in
          guard let filter = PNGFilter(rawValue: try value.string(at: path)) else {
            throw JSONReadError(.path(path), "unknown filter")
          }
          return filter
        })
    }
  }
}
