import ArgumentParser
import CollectionRender
import Motion
import SceneFile

// The values of the `frames` command's flags, each with its one parser: the command declares
// them typed, so a bad value is refused while the command line is parsed (exit 64), with the
// flag, the value and the reason on one line.

/// `--count`: the frames of a scroll, both ends included, 1…`Timeline.maximumFrames`.
struct FrameCountArgument: ArgumentValue {
  var count: Int

  init(parsing text: String) throws(ArgumentValueError) {
    guard let value = Int(text) else { throw ArgumentValueError("expected a whole number of frames") }
    guard value >= 1 else { throw ArgumentValueError("there must be at least 1 frame") }
    guard value <= Timeline.maximumFrames else {
      throw ArgumentValueError("at most \(Timeline.maximumFrames) frames")
    }
    count = value
  }
}

/// `--fps`: frames per second, greater than 0 and at most `Timeline.maximumFPS`.
struct FramesPerSecondArgument: ArgumentValue {
  var rate: Double

  init(parsing text: String) throws(ArgumentValueError) {
    guard let value = Double(text), value.isFinite else { throw ArgumentValueError("expected a number") }
    guard value > 0, value <= Timeline.maximumFPS else {
      throw ArgumentValueError("must be greater than 0 and at most \(Int(Timeline.maximumFPS))")
    }
    rate = value
  }
}

/// `--jobs`: rendering threads, 1…1024.
struct JobsArgument: ArgumentValue {
  /// The most threads a batch may be rendered on.
  static let maximum = 1024
  var count: Int

  init(parsing text: String) throws(ArgumentValueError) {
    guard let value = Int(text), value >= 1, value <= Self.maximum else {
      throw ArgumentValueError("expected 1…\(Self.maximum) threads")
    }
    count = value
  }
}

/// `--curve`: a timing curve by name or as `cubic-bezier(x1,y1,x2,y2)` (`TimingCurve.parse`).
struct CurveArgument: ArgumentValue {
  var curve: TimingCurve

  init(parsing text: String) throws(ArgumentValueError) {
    do throws(CurveSyntaxError) { curve = try TimingCurve.parse(text) } catch {
      throw ArgumentValueError(error.reason)
    }
  }
}

/// `--deceleration`: a named rate (`Deceleration.named`: normal, fast).
struct DecelerationArgument: ArgumentValue {
  var deceleration: Deceleration

  init(parsing text: String) throws(ArgumentValueError) {
    guard let named = Deceleration(named: text) else {
      throw ArgumentValueError("expected normal (0.998 per ms) or fast (0.99 per ms)")
    }
    deceleration = named
  }

  static var allValueStrings: [String] { Deceleration.named.map(\.key) }
}

/// `--pattern`: the frame files' names (`FrameNamePattern`).
struct FrameNamePatternArgument: ArgumentValue {
  var pattern: FrameNamePattern

  init(parsing text: String) throws(ArgumentValueError) {
    do throws(InvalidOption) { pattern = try FrameNamePattern(text) } catch {
      throw ArgumentValueError(error.reason)
    }
  }
}

/// `--range A..B`: frames A to B of the batch, inclusive, from 0; `A..` and `..B` are open, `A`
/// alone is one frame.
struct FrameRangeArgument: ArgumentValue {
  var lower: Int
  /// The last frame (inclusive); nil: the batch's last.
  var upper: Int?

  init(parsing text: String) throws(ArgumentValueError) {
    let usage = ArgumentValueError("expected A..B (frames A to B, inclusive, from 0), A.. or ..B")
    let parts = text.components(separatedBy: "..")
    if parts.count == 1 {
      guard let single = Int(parts[0]), single >= 0 else { throw usage }
      (lower, upper) = (single, single)
      return
    }
    guard parts.count == 2 else { throw usage }
    let first = parts[0].isEmpty ? 0 : Int(parts[0])
    let last = parts[1].isEmpty ? nil : Int(parts[1])
    guard let first, first >= 0, parts[1].isEmpty || last != nil else { throw usage }
    if let last, last < first { throw ArgumentValueError("the end comes before the start") }
    (lower, upper) = (first, last)
  }
}

/// `--shard K/N` (part K, from 1, of N) or `--shard auto` (from the scheduler's environment,
/// `SchedulerShard`).
enum ShardArgument: ArgumentValue {
  case part(index: Int, count: Int)
  case auto

  init(parsing text: String) throws(ArgumentValueError) {
    if text == "auto" {
      self = .auto
      return
    }
    let parts = text.components(separatedBy: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw ArgumentValueError("expected K/N, part K of N (K from 1), e.g. 2/8, or auto")
    }
    guard count >= 1, count <= SchedulerShard.maximumCount else {
      throw ArgumentValueError("N must be 1…\(SchedulerShard.maximumCount)")
    }
    guard index >= 1, index <= count else { throw ArgumentValueError("K must be 1…\(count)") }
    self = .part(index: index, count: count)
  }
}

/// `--shards N`: the number of shards where the scheduler does not say, 1…`SchedulerShard.maximumCount`.
struct ShardCountArgument: ArgumentValue {
  var count: Int

  init(parsing text: String) throws(ArgumentValueError) {
    guard let value = Int(text), value >= 1, value <= SchedulerShard.maximumCount else {
      throw ArgumentValueError("expected a number of shards, 1…\(SchedulerShard.maximumCount)")
    }
    count = value
  }
}
