import CollectionLayout
import Geometry
import SceneModel

/// An animated change to another layout (`setCollectionViewLayout(_:animated:)`); the segments
/// after it show the new layout.
public struct TransitionSegment: Hashable, Sendable {
  /// The layout shown at the end: any ``CollectionLayout``, a user's own included.
  public var layout: any CollectionLayout
  /// How long the transition lasts, in seconds or frames.
  public var length: SegmentLength
  /// The easing of the transition's progress.
  public var curve: TimingCurve
  /// The offset at the end; `nil` keeps the item at the centre in view.
  public var contentOffset: Point?

  /// UIKit publishes no duration for layout transitions; 0.3 s is the usual emulation.
  public static let defaultLength = SegmentLength.seconds(0.3)

  /// A transition to `layout` over `length` (0.3 s by default) along `curve`, ending at
  /// `contentOffset` (`nil`: the item at the centre stays in view).
  public init(
    layout: any CollectionLayout, length: SegmentLength = TransitionSegment.defaultLength,
    curve: TimingCurve = .easeInOut, contentOffset: Point? = nil
  ) {
    self.layout = layout
    self.length = length
    self.curve = curve
    self.contentOffset = contentOffset
  }

  /// Whether both segments have equal layouts (compared with `isEqual(to:)`), lengths, curves and
  /// offsets.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.layout.isEqual(to: rhs.layout) && lhs.length == rhs.length && lhs.curve == rhs.curve
      && lhs.contentOffset == rhs.contentOffset
  }

  /// Hashes the layout, length, curve and offset, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layout)
    hasher.combine(length)
    hasher.combine(curve)
    hasher.combine(contentOffset)
  }
}

/// Inserts, deletes and moves to new data (`performBatchUpdates`), matched by item `id`, then
/// title, then position; the segments after it show the new data.
public struct UpdateSegment: Hashable, Sendable {
  /// The data after the update.
  public var sections: [SectionData]
  /// The layout that shows the new data; `nil` keeps the one shown before. A UIKit collection
  /// view's layout answers for the data it was last prepared for, so an update recorded from one
  /// shows the old data through a recording and the new data through the live layout.
  public var layout: (any CollectionLayout)?
  /// The file the data came from, if any (a frame batch's digest covers it).
  public var datasetFile: String?
  /// How long the update animates, in seconds or frames.
  public var length: SegmentLength
  /// The easing of the update's progress.
  public var curve: TimingCurve
  /// The offset at the end; `nil` keeps it, moved into the new scrollable range.
  public var contentOffset: Point?

  /// An update to `sections` (shown by `layout`, or by the layout shown before when `nil`) over
  /// `length` (0.3 s by default) along `curve`, ending at `contentOffset` (`nil`: kept, moved
  /// into the new scrollable range).
  public init(
    sections: [SectionData], layout: (any CollectionLayout)? = nil, datasetFile: String? = nil,
    length: SegmentLength = TransitionSegment.defaultLength, curve: TimingCurve = .easeInOut,
    contentOffset: Point? = nil
  ) {
    self.sections = sections
    self.layout = layout
    self.datasetFile = datasetFile
    self.length = length
    self.curve = curve
    self.contentOffset = contentOffset
  }

  /// Whether both segments have equal data, layouts (compared with `isEqual(to:)`, or both
  /// `nil`), files, lengths, curves and offsets.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let sameLayout =
      switch (lhs.layout, rhs.layout) {
      case (nil, nil): true
      case (let left?, let right?): left.isEqual(to: right)
      default: false
      }
    return sameLayout && lhs.sections == rhs.sections && lhs.datasetFile == rhs.datasetFile
      && lhs.length == rhs.length && lhs.curve == rhs.curve && lhs.contentOffset == rhs.contentOffset
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sections)
    if let layout { hasher.combine(layout) } else { hasher.combine(0) }
    hasher.combine(datasetFile)
    hasher.combine(length)
    hasher.combine(curve)
    hasher.combine(contentOffset)
  }
}

/// A drag to reorder (interactive movement): a long press on an item, the finger moving, and
/// the gesture ending or being cancelled.
public struct ReorderSegment: Hashable, Sendable {
  /// Where the finger is at a time, in seconds from the segment's start.
  public struct Touch: Hashable, Sendable {
    /// When the finger is here, in seconds from the segment's start.
    public var time: Double
    /// Where the finger is.
    public var location: TouchLocation

    /// The finger at `location` at `time` seconds from the segment's start.
    public init(time: Double, at location: TouchLocation) {
      self.time = time
      self.location = location
    }
  }

  /// The touches in time order; the first is the long press.
  public var touches: [Touch]
  /// Whether the gesture ends (the data moves) or is cancelled (the data stays).
  public var ending: ReorderDrag.Ending
  /// Whether sizes belong to slots (the moved item takes the size of the slot it lands in) or to
  /// items (it keeps its own).
  public var sizing: ItemMove.Sizing
  /// How the item follows the finger: its centre on the touch (UIKit's default), or keeping the
  /// offset at which it was grabbed.
  public var anchor: ReorderOptions.Anchor
  /// The moving item's scale while lifted.
  public var liftScale: Double
  /// The data source's `canMoveItem(at:)`.
  public var canMoveItem: ItemRule
  /// Whether the item may move into another section.
  public var allowsMovingAcrossSections: Bool
  /// How long the items make way, and the dropped item settles, in seconds.
  public var animationDuration: Double
  /// Touch events per second: the target position is updated at this rate.
  public var touchEventRate: Double
  /// The easing of the items making way and of the drop.
  public var curve: TimingCurve

  /// A reorder along `touches`; the defaults are UIKit's (see the properties), with 0.3 s animations
  /// and 60 touch events per second.
  public init(
    touches: [Touch], ending: ReorderDrag.Ending = .end, sizing: ItemMove.Sizing = .staysWithSlot,
    anchor: ReorderOptions.Anchor = .touch, liftScale: Double = 1, canMoveItem: ItemRule = .always,
    allowsMovingAcrossSections: Bool = true, animationDuration: Double = 0.3, touchEventRate: Double = 60,
    curve: TimingCurve = .easeInOut
  ) {
    self.touches = touches
    self.ending = ending
    self.sizing = sizing
    self.anchor = anchor
    self.liftScale = liftScale
    self.canMoveItem = canMoveItem
    self.allowsMovingAcrossSections = allowsMovingAcrossSections
    self.animationDuration = animationDuration
    self.touchEventRate = touchEventRate
    self.curve = curve
  }
}

/// Taps: highlight on touch down, selection on touch up, under the delegate's rules.
public struct TapsSegment: Hashable, Sendable {
  /// The taps, each with its touch-down and touch-up times.
  public var taps: [Tap]
  /// `nil`: the last touch up plus ``settleTime``.
  public var length: SegmentLength?
  /// `nil`: the scene's, sections' and items' `shouldHighlight`.
  public var shouldHighlight: ItemRule?
  /// `nil`: the scene's, sections' and items' `shouldSelect`.
  public var shouldSelect: ItemRule?
  /// The delegate's `shouldDeselectItemAt` (every item by default).
  public var shouldDeselect: ItemRule
  /// Whether a selection keeps the items already selected (UIKit's `allowsMultipleSelection`).
  public var allowsMultipleSelection: Bool

  /// How long a taps segment lasts after its last touch up when it has no length.
  public static let settleTime = 0.3

  /// Taps under these rules; `nil` rules come from the scene, and a `nil` length ends
  /// ``settleTime`` after the last touch up.
  public init(
    taps: [Tap], length: SegmentLength? = nil, shouldHighlight: ItemRule? = nil, shouldSelect: ItemRule? = nil,
    shouldDeselect: ItemRule = .always, allowsMultipleSelection: Bool = false
  ) {
    self.taps = taps
    self.length = length
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
    self.shouldDeselect = shouldDeselect
    self.allowsMultipleSelection = allowsMultipleSelection
  }
}
