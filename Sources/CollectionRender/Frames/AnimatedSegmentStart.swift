import CollectionLayout
import Motion
import SceneModel

/// What planning one animated segment starts from: the segment, the frame rate, the state before
/// it, its stage's scene and pipeline, and the viewport in the displayed content; and the checks
/// and conversions every kind of segment uses.
struct AnimatedSegmentStart {
  let segment: Segment
  let fps: Double
  let state: ViewState
  let stageScene: Scene
  let pipeline: Pipeline
  let viewport: Viewport

  /// The seconds `length` lasts, within a segment's limits.
  func check(_ length: SegmentLength) throws(MotionError) -> Double {
    let seconds = length.seconds(fps: fps)
    guard seconds.isFinite, seconds >= 0, seconds <= Timeline.maximumSegmentSeconds else {
      throw MotionError(
        origin: segment.origin, reason: "duration must be 0…\(Int(Timeline.maximumSegmentSeconds)) seconds")
    }
    return seconds
  }

  func easing(_ curve: TimingCurve) -> Easing { Easing { curve.progress($0) } }

  /// `location` in the displayed content. A timeline is written once, for the layout's
  /// development direction: in the opposite direction a mirrored layout's touches are mirrored
  /// with it, so they touch the same items. An item the layout does not have is an error.
  func location(_ location: TouchLocation) throws(MotionError) -> TouchLocation {
    switch location {
    case .item(let path):
      guard pipeline.prepared.layoutAttributesForItem(at: path, viewport: viewport) != nil else {
        throw MotionError(origin: segment.origin, reason: "no item \(path.item) in section \(path.section)")
      }
      return location
    case .point(let point):
      return .point(pipeline.displayed(point))
    }
  }

}
