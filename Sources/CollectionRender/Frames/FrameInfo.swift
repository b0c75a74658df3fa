import Geometry
import Motion

/// One frame of a batch: its place in the animation, what it shows, and the cells it needed.
public struct FrameInfo: Hashable, Sendable {
  /// The frame's index, time, segment and the view state it shows.
  public var state: FrameState
  /// The offset drawn: the content offset rounded to the pixel grid (UIScrollView shows whole
  /// pixels), or the exact offset when the batch draws fractional offsets.
  public var drawnOffset: Point
  /// Cells on screen (intersecting the bounds).
  public var visibleCells: Int
  /// Cells that came on screen in this frame: taken from the reuse queue, or created when the
  /// queue was empty (the Xamarin guide's `DequeueReusableCell`). Frame 0 creates every visible cell.
  public var createdCells: Int
  /// Cells the frame took from the reuse queue (put there by cells that scrolled off earlier).
  public var reusedCells: Int
  /// For a frame of an interaction segment: its time in the segment, in seconds.
  public var interactionTime: Double? = nil

  /// The frame's index in the whole batch, from 0.
  public var index: Int { state.index }
}
