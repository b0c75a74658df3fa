import CollectionLayout
import Geometry
import SceneModel

/// An animated change to another layout (`setCollectionViewLayout(_:animated:)`); the segments
/// after it show the new layout.
public struct TransitionSegment: Hashable, Sendable {
  /// The layout shown at the end: any ``CollectionLayout``, a user's own included.
  public var layout: any CollectionLayout
  public var length: SegmentLength
  public var curve: TimingCurve
  /// The offset at the end; `nil` keeps the item at the centre in view.
  public var contentOffset: Point?

  /// UIKit publishes no duration for layout transitions; 0.3 s is the usual emulation.
  public static let defaultLength = SegmentLength.seconds(0.3)

  public init(
    layout: any CollectionLayout, length: SegmentLength = TransitionSegment.defaultLength,
    curve: TimingCurve = .easeInOut, contentOffset: Point? = nil
  ) {
    self.layout = layout
    self.length = length
    self.curve = curve
    self.contentOffset = contentOffset
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.layout.isEqual(to: rhs.layout) && lhs.length == rhs.length && lhs.curve == rhs.curve
      && lhs.contentOffset == rhs.contentOffset
  }

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
  /// The file the data came from, if any (a frame batch's digest covers it).
  public var datasetFile: String?
  public var length: SegmentLength
  public var curve: TimingCurve
  /// The offset at the end; `nil` keeps it, moved into the new scrollable range.
  public var contentOffset: Point?

  public init(
    sections: [SectionData], datasetFile: String? = nil, length: SegmentLength = TransitionSegment.defaultLength,
    curve: TimingCurve = .easeInOut, contentOffset: Point? = nil
  ) {
    self.sections = sections
    self.datasetFile = datasetFile
    self.length = length
    self.curve = curve
    self.contentOffset = contentOffset
  }
}

/// A drag to reorder (interactive movement): a long press on an item, the finger moving, and
/// the gesture ending or being cancelled.
public struct ReorderSegment: Hashable, Sendable {
  /// Where the finger is at a time, in seconds from the segment's start.
  public struct Touch: Hashable, Sendable {
    public var time: Double
    public var location: TouchLocation

    public init(time: Double, at location: TouchLocation) {
      self.time = time
      self.location = location
    }
  }

  /// The touches in time order; the first is the long press.
  public var touches: [Touch]
  public var ending: ReorderDrag.Ending
  public var sizing: ItemMove.Sizing
  public var anchor: ReorderOptions.Anchor
  /// The moving item's scale while lifted.
  public var liftScale: Double
  /// The data source's `canMoveItem(at:)`.
  public var canMoveItem: ItemRule
  public var allowsMovingAcrossSections: Bool
  /// How long the items make way, and the dropped item settles, in seconds.
  public var animationDuration: Double
  /// Touch events per second: the target position is updated at this rate.
  public var touchEventRate: Double
  public var curve: TimingCurve

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
  public var taps: [Tap]
  /// `nil`: the last touch up plus ``settleTime``.
  public var length: SegmentLength?
  /// `nil`: the scene's, sections' and items' `shouldHighlight`.
  public var shouldHighlight: ItemRule?
  /// `nil`: the scene's, sections' and items' `shouldSelect`.
  public var shouldSelect: ItemRule?
  public var shouldDeselect: ItemRule
  public var allowsMultipleSelection: Bool

  /// How long a taps segment lasts after its last touch up when it has no length.
  public static let settleTime = 0.3

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
