import Geometry
import OrderedJSON

extension FrameManifest {
  /// One segment of the timeline as the manifest gives it: when it starts and how long it lasts
  /// (in frames and seconds), the offsets at its start and end, and what its type adds.
  public struct Segment: Equatable, Sendable {
    /// The segment's index in the timeline.
    public var index: Int
    /// Its type: `scroll`, `fling`, `taps`, ….
    public var type: String
    /// When it starts, in frames (fractional for physics-timed segments).
    public var startFrame: Double
    /// When it starts, in seconds.
    public var startTime: Double
    /// How long it lasts, in frames.
    public var frames: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// The content offset at its start.
    public var from: Point
    /// The content offset at its end.
    public var to: Point
    /// Where a fling or a page comes to rest (after snapping and clamping).
    public var target: Point?
    /// The section a `scrollSection` segment scrolls, and how.
    public var section: ScrolledSection?
    /// The bounds at its start.
    public var bounds: Size
    /// The bounds at its end, when they differ.
    public var endBounds: Size?
    /// An interaction segment's own facts (`docs/interactions.md`): an object.
    public var interaction: JSONText?

    /// A segment with these facts.
    public init(
      index: Int, type: String, startFrame: Double, startTime: Double, frames: Double, duration: Double, from: Point,
      to: Point, target: Point? = nil, section: ScrolledSection? = nil, bounds: Size, endBounds: Size? = nil,
      interaction: JSONText? = nil
    ) {
      self.index = index
      self.type = type
      self.startFrame = startFrame
      self.startTime = startTime
      self.frames = frames
      self.duration = duration
      self.from = from
      self.to = to
      self.target = target
      self.section = section
      self.bounds = bounds
      self.endBounds = endBounds
      self.interaction = interaction
    }
  }

  /// How a `scrollSection` segment moves its section's orthogonal offset.
  public struct ScrolledSection: Hashable, Sendable {
    /// The data section.
    public var section: Int
    /// Its offset at the segment's start.
    public var from: Double
    /// Its offset at the segment's end.
    public var to: Double
    /// Where a release comes to rest (after snapping); nil for a scroll to an offset.
    public var target: Double?

    /// Section `section` scrolled from `from` to `to`, released toward `target`.
    public init(section: Int, from: Double, to: Double, target: Double? = nil) {
      self.section = section
      self.from = from
      self.to = to
      self.target = target
    }
  }
}

extension FrameManifest.Segment {
  /// The segment's line of the manifest, as a value.
  var json: JSONText {
    var members: [(String, JSONText)] = [
      ("index", .int(index)), ("type", .string(type)), ("startFrame", .number(startFrame)),
      ("startTime", .number(startTime)), ("frames", .number(frames)), ("duration", .number(duration)),
      ("from", FrameManifest.json(from)), ("to", FrameManifest.json(to)),
    ]
    if let target { members.append(("target", FrameManifest.json(target))) }
    if let section {
      members += [("section", .int(section.section)), ("sectionFrom", .number(section.from))]
      members.append(("sectionTo", .number(section.to)))
      if let target = section.target { members.append(("sectionTarget", .number(target))) }
    }
    members.append(("bounds", FrameManifest.json(bounds)))
    if let endBounds { members.append(("endBounds", FrameManifest.json(endBounds))) }
    if let interaction { members.append(("interaction", interaction)) }
    return .object(members)
  }

  /// The segment `value` at `path`.
  init(json value: JSONText, at path: JSONPath) throws(JSONReadError) {
    self = try JSONObjectReader.read(value, at: path) { object throws(JSONReadError) in
      let point = FrameManifest.point
      let size = FrameManifest.size
      return FrameManifest.Segment(
        index: try object.int("index"), type: try object.string("type"), startFrame: try object.number("startFrame"),
        startTime: try object.number("startTime"), frames: try object.number("frames"),
        duration: try object.number("duration"), from: try object.member("from", point),
        to: try object.member("to", point), target: try object.optional("target", point),
        section: try Self.section(&object), bounds: try object.member("bounds", size),
        endBounds: try object.optional("endBounds", size),
        interaction: try object.optional("interaction", FrameManifest.object))
    }
  }

  /// The section scroll of a segment's `section`, `sectionFrom`, `sectionTo` and `sectionTarget`.
  private static func section(_ object: inout JSONObjectReader) throws(JSONReadError) -> FrameManifest.ScrolledSection?
  {
    guard let section = try object.optional("section", { value, path throws(JSONReadError) in try value.int(at: path) })
    else { return nil }
    return FrameManifest.ScrolledSection(
      section: section, from: try object.number("sectionFrom"), to: try object.number("sectionTo"),
      target: try object.optional("sectionTarget") { value, path throws(JSONReadError) in try value.number(at: path) })
  }
}
