import CollectionLayout
import Geometry
import OrderedJSON

/// A scroll animation: segments played one after another at `fps` frames per second.
///
/// A timeline is a list of typed segments. Segments that take time (scroll, fling, pull, page,
/// pause) move the content offset; instant ones (bounds, select, deselect, highlight,
/// unhighlight) change the state from their moment on; interactions (transition, update,
/// reorder, taps) are drawn from their own animation models.
///
/// Frames sample the timeline at k/fps seconds, k = 0, 1, …, up to and including the first
/// frame at or after the end, so the last frame always shows the final state: segments lasting
/// n₁, n₂, … frames give n₁ + n₂ + … + 1 frames.
public struct Timeline: Hashable, Sendable {
  /// Frames per second.
  public var fps: Double
  /// The segments, in order.
  public var segments: [Segment]

  /// The frame rate when none is given.
  public static let defaultFPS = 60.0
  /// The most frames one batch may have.
  public static let maximumFrames = 1_000_000
  /// The highest frame rate.
  public static let maximumFPS = 1_000.0
  /// The longest segment, in seconds.
  public static let maximumSegmentSeconds = 3_600.0

  /// A timeline of `segments` at `fps` frames per second (60 by default).
  public init(fps: Double = Timeline.defaultFPS, segments: [Segment]) {
    self.fps = fps
    self.segments = segments
  }
}

extension Timeline {
  /// A linear scroll of `count` frames from `from` (or the current offset) to `to`,
  /// frame k at from + (to − from)·k/(count − 1) along `curve`; a single frame shows `from`.
  public static func scroll(
    from: Point?, to: Point, count: Int, curve: TimingCurve, fps: Double, origin: SegmentOrigin
  ) -> Timeline {
    let action: SegmentAction =
      count <= 1
      ? .scroll(Scroll(from: from, to: .by(.zero), length: .frames(0), curve: curve))
      : .scroll(Scroll(from: from, to: .offset(to), length: .frames(count - 1), curve: curve))
    return Timeline(fps: fps, segments: [Segment(action, origin: origin)])
  }
}

/// Where a segment was given, so that an error about it can name the place.
public enum SegmentOrigin: Hashable, Sendable, CustomStringConvertible {
  /// In a scene file, at a JSON path (`$.timeline.segments[2]`).
  case scene(file: String, path: JSONPath)
  /// Given in code or by options, described by this text.
  case options(String)

  /// The place as one line: `file: path`, or the options' text.
  public var description: String {
    switch self {
    case .scene(let file, let path): "\(file): \(path)"
    case .options(let options): options
    }
  }
}

/// One step of a timeline.
public struct Segment: Hashable, Sendable {
  /// What the segment does.
  public var action: SegmentAction
  /// Where the segment was given, for error messages.
  public var origin: SegmentOrigin

  /// A segment doing `action`, given at `origin`.
  public init(_ action: SegmentAction, origin: SegmentOrigin = .options("a timeline segment")) {
    self.action = action
    self.origin = origin
  }

  /// The segment's `type` as written in scene files and the manifest.
  public var type: String { action.type }
}

/// What a segment does.
public enum SegmentAction: Hashable, Sendable {
  /// Scroll to (or by) an offset along a timing curve.
  case scroll(Scroll)
  /// Release with a velocity: UIScrollView's deceleration, snapped by the layout's
  /// `targetContentOffset`, bouncing at the edges.
  case fling(Fling)
  /// Drag the content with a finger (past the edges through the rubber band), then let go: past
  /// an edge it bounces back.
  case pull(Pull)
  /// Paging (`isPagingEnabled`): move to a page, a multiple of the bounds size.
  case page(Page)
  /// Scroll one section sideways (a compositional section's orthogonal scrolling): to an
  /// offset along a timing curve, or released with a velocity and snapped by the section's
  /// `orthogonalScrollingBehavior`.
  case scrollSection(SectionScroll)
  /// Hold still.
  case pause(SegmentLength)
  /// A new bounds size (a rotation), instantly; the layout is prepared once for each size.
  case bounds(BoundsChange)
  /// Select, deselect, highlight or unhighlight an item, instantly.
  case item(ItemChange)
  /// An animated change to another layout.
  case transition(TransitionSegment)
  /// Inserts, deletes and moves to new data.
  case update(UpdateSegment)
  /// A drag to reorder items.
  case reorder(ReorderSegment)
  /// Taps that highlight and select items.
  case taps(TapsSegment)

  /// The `type` name.
  public var type: String {
    switch self {
    case .scroll: "scroll"
    case .fling: "fling"
    case .pull: "pull"
    case .page: "page"
    case .scrollSection: "scrollSection"
    case .pause: "pause"
    case .bounds: "bounds"
    case .item(let change): change.action.rawValue
    case .transition: "transition"
    case .update: "update"
    case .reorder: "reorder"
    case .taps: "taps"
    }
  }

  /// Every `type` a timeline accepts.
  public static let types =
    ["scroll", "fling", "pull", "page", "scrollSection", "pause", "bounds"] + ItemChange.Action.allCases.map(\.rawValue)
    + ["transition", "update", "reorder", "taps"]

  /// Whether the segment is drawn from an interaction's frames (an interaction, or a bounds
  /// change with a length) rather than from the layout at a content offset.
  public var isAnimatedInteraction: Bool {
    switch self {
    case .transition, .update, .reorder, .taps: true
    case .bounds(let change): change.length != nil
    default: false
    }
  }
}

/// How long a segment lasts: seconds, or a number of frame intervals at the timeline's rate.
public enum SegmentLength: Hashable, Sendable {
  case seconds(Double)
  case frames(Int)

  /// The length in frames at `fps` (exact for `.frames`).
  public func frames(fps: Double) -> Double {
    switch self {
    case .seconds(let seconds): seconds * fps
    case .frames(let frames): Double(frames)
    }
  }

  /// The length in seconds at `fps`.
  public func seconds(fps: Double) -> Double {
    switch self {
    case .seconds(let seconds): seconds
    case .frames(let frames): Double(frames) / fps
    }
  }

  /// Whether the length is counted in frames.
  var isFrames: Bool {
    if case .frames = self { return true }
    return false
  }
}

/// A scroll from the current offset (or `from`) to `to`.
public struct Scroll: Hashable, Sendable {
  /// Where the segment starts: the content offset jumps here first; `nil` continues from the
  /// current offset.
  public var from: Point?
  /// Where it ends.
  public var to: Destination
  /// How long the scroll lasts, in seconds or frames.
  public var length: SegmentLength
  /// The easing of the scroll (ease-in-out by default).
  public var curve: TimingCurve

  /// A scroll from `from` (`nil`: the current offset) to `to` over `length` along `curve`.
  public init(from: Point? = nil, to: Destination, length: SegmentLength, curve: TimingCurve = .easeInOut) {
    self.from = from
    self.to = to
    self.length = length
    self.curve = curve
  }

  /// An absolute offset or a displacement from the start.
  public enum Destination: Hashable, Sendable {
    case offset(Point)
    case by(Point)
  }
}

/// A release at `velocity` (points per second of content offset: positive y moves the content
/// up, as when the finger flicks upwards).
public struct Fling: Hashable, Sendable {
  /// The content offset jumps here first; `nil` flings from the current offset.
  public var from: Point?
  /// The release velocity, in points per second of content offset.
  public var velocity: Point
  /// How fast the fling slows down (`UIScrollView.DecelerationRate`).
  public var deceleration: Deceleration
  /// Whether the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
  /// is asked where to stop (true, as UIKit does).
  public var snaps: Bool
  /// Whether a fling that would stop beyond an edge overshoots it and bounces back
  /// (UIScrollView's `bounces`, true), or stops at the edge.
  public var bounces: Bool

  /// A fling at `velocity` from `from` (`nil`: the current offset); by default it decelerates at the
  /// normal rate, snaps and bounces, as UIKit does.
  public init(
    from: Point? = nil, velocity: Point, deceleration: Deceleration = .normal, snaps: Bool = true, bounces: Bool = true
  ) {
    self.from = from
    self.velocity = velocity
    self.deceleration = deceleration
    self.snaps = snaps
    self.bounces = bounces
  }
}

/// A finger dragging the content by `by` (content-offset points: negative y pulls down past the
/// top) over `length`, then lifting; past an edge the content follows through the rubber band
/// and bounces back after the finger lifts.
public struct Pull: Hashable, Sendable {
  /// How far the finger drags the content, in content-offset points.
  public var by: Point
  /// How long the finger drags, before it lifts.
  public var length: SegmentLength
  /// The easing of the drag (ease-out by default).
  public var curve: TimingCurve

  /// A pull by `by` over `length` along `curve`.
  public init(by: Point, length: SegmentLength, curve: TimingCurve = .easeOut) {
    self.by = by
    self.length = length
    self.curve = curve
  }
}

/// Paging: to the page `pages` away from the nearest one, or where a release at `velocity`
/// settles; pages are multiples of the bounds size along `axis`.
public struct Page: Hashable, Sendable {
  /// The direction pages follow.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
  }

  /// Which page to go to.
  public enum Move: Hashable, Sendable {
    /// This many pages forward (negative: back) from the nearest page.
    case pages(Int)
    /// The page a release at this velocity settles on (along the axis).
    case velocity(Point)
  }

  /// Which page to go to: a number of pages away, or where a release settles.
  public var move: Move
  /// `nil`: the axis the content scrolls along (horizontal when it is wider than the bounds and
  /// no taller).
  public var axis: Axis?
  /// How long the page turn lasts (``defaultLength`` by default).
  public var length: SegmentLength
  /// The easing of the page turn (ease-out by default).
  public var curve: TimingCurve

  /// The length when none is given: UIKit's is not documented; 0.3 s is the usual emulation.
  public static let defaultLength = SegmentLength.seconds(0.3)

  /// A page turn by `move` along `axis` (`nil`: the axis the content scrolls along) over `length`
  /// along `curve`.
  public init(move: Move, axis: Axis? = nil, length: SegmentLength = Page.defaultLength, curve: TimingCurve = .easeOut)
  {
    self.move = move
    self.axis = axis
    self.length = length
    self.curve = curve
  }
}

/// A section that scrolls on its own (a compositional section with an
/// `orthogonalScrollingBehavior`) scrolled sideways: its offset moves, the main content offset
/// does not.
///
/// Offsets count from the section's leading edge (0 shows its first group) and stay within
/// the section's scrollable range (its orthogonal content length less its visible width; for
/// `groupPagingCentered` the centred first and last groups too).
public struct SectionScroll: Hashable, Sendable {
  /// How the section's offset changes.
  public enum Move: Hashable, Sendable {
    /// To this offset, over `length` along `curve` (no snapping, as `setContentOffset`).
    case offset(Double)
    /// By this distance from the current offset, over `length` along `curve`.
    case by(Double)
    /// Released at this velocity (points per second, positive towards the trailing end): the
    /// deceleration's resting offset, snapped by the section's behaviour (UIKit's
    /// `targetContentOffset` of the section's scroll view), decelerating onto it.
    case velocity(Double)
  }

  /// The data section scrolled.
  public var section: Int
  /// How the section's offset changes: to an offset, by a distance, or by a release.
  public var move: Move
  /// How long a scroll to or by an offset lasts; a release lasts as its deceleration does.
  public var length: SegmentLength
  /// The easing of a scroll to or by an offset.
  public var curve: TimingCurve
  /// The deceleration of a release.
  public var deceleration: Deceleration

  /// A scroll of data section `section` by `move`; by default instant, ease-in-out, with normal
  /// deceleration for a release.
  public init(
    section: Int, move: Move, length: SegmentLength = .frames(0), curve: TimingCurve = .easeInOut,
    deceleration: Deceleration = .normal
  ) {
    self.section = section
    self.move = move
    self.length = length
    self.curve = curve
    self.deceleration = deceleration
  }
}

/// New bounds (a rotation). Without a length, instantly: the content offset becomes
/// `contentOffset`, or stays where it was, moved into the new scrollable range. With a length,
/// animated (`LayoutTransition.boundsChange`): the offset ends at `contentOffset`, or
/// where the item at the centre stays in view.
public struct BoundsChange: Hashable, Sendable {
  /// The new bounds size, in points.
  public var size: Size
  /// The content offset at the end; `nil` keeps the offset (instant) or the item at the centre
  /// in view (animated).
  public var contentOffset: Point?
  /// `nil`: instant (the behaviour before animated bounds changes).
  public var length: SegmentLength?
  /// The easing of an animated change (ease-in-out by default).
  public var curve: TimingCurve

  /// New bounds of `size`, instant when `length` is `nil`, else animated along `curve`.
  public init(size: Size, contentOffset: Point? = nil, length: SegmentLength? = nil, curve: TimingCurve = .easeInOut) {
    self.size = size
    self.contentOffset = contentOffset
    self.length = length
    self.curve = curve
  }
}

/// A change to one item's selected or highlighted state.
public struct ItemChange: Hashable, Sendable {
  /// What happens to the item.
  public enum Action: String, Hashable, Sendable, CaseIterable {
    /// Selects the item; without `extend`, deselects the others first (UIKit's single selection).
    case select
    case deselect
    case highlight
    case unhighlight
  }

  /// What happens to the item: selected, deselected, highlighted or unhighlighted.
  public var action: Action
  /// The item changed.
  public var item: ElementIndexPath
  /// For `select`: keep the other selected items (`allowsMultipleSelection`).
  public var extend: Bool

  /// A change of `item` by `action`; `extend` keeps the other selected items on `select`.
  public init(_ action: Action, item: ElementIndexPath, extend: Bool = false) {
    self.action = action
    self.item = item
    self.extend = extend
  }
}
