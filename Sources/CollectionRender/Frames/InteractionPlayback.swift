import CollectionLayout
import Motion
import OrderedJSON
import SceneFile
import SceneModel

/// One interaction segment of a batch, built once when the batch is planned: the
/// `Interaction` model's animation, the scene whose data its frames' cells name, and how long
/// it lasts. A frame of it is a pure function of its time in the segment.
///
/// ```
/// interaction (attributes at t) ──▶ SceneComposer (with the frame's data and states) ──▶ renderer
/// ```
struct InteractionPlayback: Sendable {
  enum Animation: Sendable {
    /// A `transition`, or a `bounds` change with a length.
    case transition(LayoutTransition)
    case update(ItemUpdateAnimation)
    case reorder(ReorderDrag)
    /// Taps: the layout stands still; the items' states change.
    case taps(TapSequence, layout: any PreparedCollectionLayout, viewport: Viewport)
  }

  var type: String
  var animation: Animation
  /// The scene whose items the frames' cell index paths name (the update's frame items with
  /// their states already set; otherwise the stage's scene).
  var scene: Scene
  /// Whether `scene` already carries the selected/highlighted flags to draw.
  var sceneHasStates: Bool
  /// The length in seconds.
  var seconds: Double
  /// The members of the segment's `interaction` object in the manifest.
  var summary: [(String, JSONText)]

  /// What to draw at `time` seconds from the segment's start.
  func frame(at time: Double) -> InteractionFrame {
    let progress = seconds > 0 ? Swift.min(1, Swift.max(0, time / seconds)) : 1
    switch animation {
    case .transition(let transition): return transition.frame(at: progress)
    case .update(let update): return update.frame(at: progress)
    case .reorder(let drag): return drag.frame(at: time)
    case .taps(_, let layout, let viewport):
      return InteractionFrame(viewport: viewport, attributes: layout.visibleAttributes(at: viewport))
    }
  }

  /// The members of the frame's `interaction` object in the manifest, at `time`.
  func details(at time: Double) -> [(String, JSONText)] {
    let progress = seconds > 0 ? Swift.min(1, Swift.max(0, time / seconds)) : 1
    var members: [(String, JSONText)] = [("type", .string(type)), ("progress", .number(progress))]
    if case .reorder(let drag) = animation, let source = drag.source {
      // After a cancel the item goes back to where it came from.
      let cancelled = drag.ending == .cancel && time >= drag.endTime
      let target = cancelled ? source : drag.targetChanges.last(where: { $0.time <= time })?.target ?? source
      let touch = drag.touch(at: time)
      members += [("source", Self.path(source)), ("target", Self.path(target))]
      if time >= drag.beginTime && time <= drag.endTime {
        members.append(("touch", .object([("x", .number(touch.x)), ("y", .number(touch.y))])))
      }
    }
    return members
  }

  /// The selected and highlighted items of a taps frame at `time`, over `base`'s highlights.
  func tapStates(at time: Double, base: ViewState) -> (selected: [ElementIndexPath], highlighted: [ElementIndexPath])? {
    guard case .taps(let sequence, _, _) = animation else { return nil }
    let state = sequence.state(at: time)
    return (state.selected.sorted(), Set(base.highlighted).union(state.highlighted).sorted())
  }

  /// `{"section": 0, "item": 4}`.
  static func path(_ path: ElementIndexPath) -> JSONText {
    .object([("section", .int(path.section)), ("item", .int(path.item))])
  }
}
