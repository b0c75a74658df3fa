import CollectionRender
import Foundation

/// What the preview page asks to see of a scene: the query of its requests, parsed and checked.
///
/// `offset=X,Y` (a content offset), `bounds=WxH` (points), `scale=S`, `variant=NAME` (one of the
/// scene's `variants`), `traits=NAME=VALUE,…` (traits over the scene's and the variant's, as
/// `--traits` gives them), and for an animation `play=timeline` (the scene's timeline),
/// `play=fling&velocity=VX,VY` (points per second) or `play=tap&at=X,Y` (a point of the view's
/// bounds, as a timeline's `taps` segment gives it) with `frame=K`. Numbers are checked here
/// before any arithmetic sees them, with the same limits as the command line (`SceneOverrides`,
/// `PixelBudget`, the timeline's velocity limit).
public struct PreviewView: Hashable, Sendable {
  /// What is played.
  public enum Playback: Hashable, Sendable {
    /// The scene file's `timeline`.
    case timeline
    /// A fling released at this velocity (points per second).
    case fling(Point)
    /// A tap at this point of the view's bounds (content coordinates): highlight, then select.
    case tap(Point)
  }

  /// `offset=X,Y`: the content offset, in points; nil keeps the scene's.
  public var offset: Point?
  /// `bounds=WxH`: the bounds size, in points; nil keeps the scene's.
  public var bounds: Size?
  /// `scale=S`: pixels per point; nil keeps the scene's.
  public var scale: Double?
  /// `play=…`: the animation shown; nil for a still image.
  public var playback: Playback?
  /// The frame of the animation shown (0 when playing and not given).
  public var frame: Int?
  /// The scene's variant shown, by name; nil: the scene as its file gives it.
  public var variant: String?
  /// Traits applied over the scene's own and over the variant's.
  public var traits: [TraitAssignment]

  /// A view with the given parameters; each nil one keeps the scene's (or shows no animation).
  public init(
    offset: Point? = nil, bounds: Size? = nil, scale: Double? = nil, playback: Playback? = nil, frame: Int? = nil,
    variant: String? = nil, traits: [TraitAssignment] = []
  ) {
    self.offset = offset
    self.bounds = bounds
    self.scale = scale
    self.playback = playback
    self.frame = frame
    self.variant = variant
    self.traits = traits
  }

  /// The most characters of a query.
  public static let maximumQueryLength = 1_024

  /// The view a query string (`offset=0,120&scale=2`, percent-encoded) asks for; unknown names
  /// are refused, so a misspelt parameter is an error rather than silently ignored.
  public init(query: String) throws(PreviewView.QueryError) {
    guard query.utf8.count <= Self.maximumQueryLength else {
      throw QueryError(description: "the query is longer than \(Self.maximumQueryLength) characters")
    }
    self.init()
    var velocity: Point?
    var at: Point?
    var play: String?
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let value = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? "") : ""
      switch name {
      case "offset": offset = try Self.point(value, name: name, limit: Limits.maximumCoordinate)
      case "bounds": bounds = try Self.size(value)
      case "scale": scale = try Self.number(value, name: name)
      case "play": play = value
      case "velocity": velocity = try Self.point(value, name: name, limit: TimelineDecoder.maximumVelocity)
      case "at": at = try Self.point(value, name: name, limit: Limits.maximumCoordinate)
      case "frame":
        guard let index = Int(value), index >= 0, index < Timeline.maximumFrames else {
          throw Self.invalid(name, value, "expected a frame number, 0…\(Timeline.maximumFrames - 1)")
        }
        frame = index
      case "variant":
        try SceneVariant.checkName(value) { (reason) throws(QueryError) in throw Self.invalid(name, value, reason) }
        variant = value
      case "traits": traits = try Self.traits(value)
      case "v", "": continue  // a cache-busting counter the page adds
      default: throw Self.invalid(name, value, "unknown parameter")
      }
    }
    switch play {
    case nil:
      if velocity != nil || at != nil || frame != nil {
        throw Self.invalid("play", "", "velocity, at and frame need play=")
      }
    case "timeline": playback = .timeline
    case "fling":
      guard let velocity else { throw Self.invalid("velocity", "", "play=fling needs velocity=VX,VY") }
      playback = .fling(velocity)
    case "tap":
      guard let at else { throw Self.invalid("at", "", "play=tap needs at=X,Y") }
      playback = .tap(at)
    case let other?: throw Self.invalid("play", other, "expected timeline, fling or tap")
    }
  }

  /// The scene's own values replaced by the view's (checked like the command line's flags).
  public var overrides: SceneOverrides {
    SceneOverrides(bounds: bounds, contentOffset: offset, scale: scale)
  }

  /// The view without its frame: every frame of one animation shares it.
  var animation: PreviewView {
    var view = self
    view.frame = nil
    return view
  }

  /// A query the page cannot have sent: a parameter, its value and why (HTTP 400).
  public struct QueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line naming the parameter, its value and why it is refused.
    public var description: String
  }

  static func invalid(_ name: String, _ value: String, _ reason: String) -> QueryError {
    QueryError(description: "\(name)=\(value.prefix(40)): \(reason)")
  }

  /// `NAME=VALUE,…` checked as the scene file's `traits` are (the same names and values).
  static func traits(_ text: String) throws(PreviewView.QueryError) -> [TraitAssignment] {
    guard let assignments = TraitAssignment.parseList(text) else {
      throw invalid("traits", text, "expected NAME=VALUE,… such as userInterfaceStyle=dark")
    }
    do throws(TraitError) { _ = try Traits().setting(assignments) } catch {
      throw invalid("traits", text, error.description)
    }
    return assignments
  }

  static func number(_ text: String, name: String) throws(PreviewView.QueryError) -> Double {
    guard let value = Double(text), value.isFinite else { throw invalid(name, text, "expected a number") }
    return value
  }

  static func point(_ text: String, name: String, limit: Double) throws(PreviewView.QueryError) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
      abs(x) <= limit, abs(y) <= limit
    else { throw invalid(name, text, "expected X,Y, each within ±\(Int(limit))") }
    return Point(x: x, y: y)
  }

  static func size(_ text: String) throws(PreviewView.QueryError) -> Size {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    let limit = Limits.maximumBoundsDimension
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
      height.isFinite, width > 0, height > 0, width <= limit, height <= limit
    else { throw invalid("bounds", text, "expected WxH, each greater than 0 and at most \(Int(limit))") }
    return Size(width: width, height: height)
  }
}
