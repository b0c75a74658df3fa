import CairoBackend
import CollectionLayout
import DisplayList
import Geometry
import Motion
import SceneComposer
import SceneFile

/// One frame of a batch: its place in the animation, what it shows, and the cells it needed.
public struct FrameInfo: Hashable, Sendable {
  public var state: FrameState
  /// The offset drawn: the content offset rounded to the pixel grid (UIScrollView shows whole
  /// pixels), or the exact offset when the batch draws fractional offsets.
  public var drawnOffset: Point
  /// Cells on screen (intersecting the bounds).
  public var visibleCells: Int
  /// Cells that came on screen in this frame: taken from the reuse queue, or created when the
  /// queue was empty (the seed's `DequeueReusableCell`). Frame 0 creates every visible cell.
  public var createdCells: Int
  public var reusedCells: Int

  public var index: Int { state.index }
}

/// A frame sequence ready to render: the timeline planned against the scene's layout (prepared
/// once per bounds size), every frame's state, and the cells reused between frames.
///
/// Rendering a frame is a pure function of its `FrameInfo`: frames can be rendered in any order,
/// on any number of threads or machines, with byte-identical results.
public struct FrameBatch: Sendable {
  /// The scene, with command-line overrides applied.
  public let scene: Scene
  public let plan: MotionPlan
  public let frames: [FrameInfo]
  /// Whether offsets are rounded to the pixel grid before drawing (the default).
  public let pixelAligned: Bool
  /// One pipeline (a prepared layout) per bounds size the animation shows.
  let pipelines: [Size: Pipeline]
  /// The scene with the items' selected/highlighted flags of each state the animation shows.
  let variants: [ItemStates: Scene]

  /// Plans `timeline` for `scene`. Errors name the segment (its JSON path or its options).
  public init(scene: Scene, timeline: Timeline, pixelAligned: Bool = true) throws(MotionError) {
    self.scene = scene
    self.pixelAligned = pixelAligned
    let layouts = PipelineCache(scene: scene)
    // Every bounds size must make a valid image at the scene's scale.
    for segment in timeline.segments {
      if case .bounds(let change) = segment.action {
        if let problem = Self.sizeProblem(change.size, scale: scene.scale) {
          throw MotionError(origin: segment.origin, reason: problem)
        }
      }
    }
    let start = ViewState(
      contentOffset: scene.contentOffset, boundsSize: scene.bounds, selected: Self.flagged(scene, \.isSelected),
      highlighted: Self.flagged(scene, \.isHighlighted))
    let plan = try MotionPlanner(layouts: layouts, scale: scene.scale).plan(timeline, from: start)
    self.plan = plan

    // Frames, sequentially: states, drawn offsets, and the reuse queue from frame to frame.
    var frames: [FrameInfo] = []
    frames.reserveCapacity(plan.frameCount)
    var reuse = ReuseQueue()
    var variants: [ItemStates: Scene] = [:]
    for index in 0..<plan.frameCount {
      let state = plan.frame(index)
      let offset = state.state.contentOffset
      let drawn =
        pixelAligned
        ? Point(x: roundToPixel(offset.x, scale: scene.scale), y: roundToPixel(offset.y, scale: scene.scale))
        : offset
      let pipeline = layouts.pipeline(for: state.state.boundsSize)
      let viewport = Viewport(contentOffset: drawn, size: state.state.boundsSize, contentInset: scene.contentInset)
      let visible = pipeline.visibleAttributes(at: viewport)
      let counts = reuse.show(visible)
      frames.append(FrameInfo(
        state: state, drawnOffset: drawn, visibleCells: counts.visibleCells, createdCells: counts.created,
        reusedCells: counts.reused))
      let states = ItemStates(selected: state.state.selected, highlighted: state.state.highlighted)
      if variants[states] == nil { variants[states] = Self.scene(scene, with: states) }
    }
    self.frames = frames
    self.pipelines = layouts.pipelines
    self.variants = variants
  }

  /// The size in pixels of frame `index`.
  public func pixelSize(of index: Int) -> (width: Int, height: Int) {
    let bounds = frames[index].state.state.boundsSize
    return (Int((bounds.width * scene.scale).rounded()), Int((bounds.height * scene.scale).rounded()))
  }

  /// Whether the frames in `range` all have the same bounds (a video needs one size).
  public func hasOneSize(_ range: Range<Int>) -> Bool {
    let first = frames[range].first?.state.state.boundsSize
    return frames[range].allSatisfy { $0.state.state.boundsSize == first }
  }

  // MARK: Rendering

  /// Time spent in each stage, in seconds.
  public struct StageTimes: Sendable, Hashable {
    public var layout = 0.0
    public var compose = 0.0
    public var draw = 0.0
    public var encode = 0.0
    public var write = 0.0

    public init() {}

    public static func + (a: StageTimes, b: StageTimes) -> StageTimes {
      var sum = a
      sum.layout += b.layout
      sum.compose += b.compose
      sum.draw += b.draw
      sum.encode += b.encode
      sum.write += b.write
      return sum
    }
  }

  /// Draws frame `index`: queries the visible rect of the layout prepared for its bounds,
  /// composes and rasterizes. Adds the time of each stage to `times`.
  public func rasterize(_ index: Int, times: inout StageTimes) throws(RenderError) -> RasterImage {
    let clock = ContinuousClock()
    let info = frames[index]
    let state = info.state.state
    let pipeline = pipelines[state.boundsSize] ?? Pipeline(scene: scene)
    let shown = variants[ItemStates(selected: state.selected, highlighted: state.highlighted)] ?? pipeline.scene
    let viewport = Viewport(contentOffset: info.drawnOffset, size: state.boundsSize, contentInset: scene.contentInset)
    let t0 = clock.now
    let attributes = pipeline.visibleAttributes(at: viewport)
    let t1 = clock.now
    let list = SceneComposer.compose(shown, attributes: attributes, viewport: viewport)
    let t2 = clock.now
    let image = try Renderer().rasterize(list, scale: scene.scale)
    let t3 = clock.now
    times.layout += (t1 - t0).seconds
    times.compose += (t2 - t1).seconds
    times.draw += (t3 - t2).seconds
    return image
  }

  /// Frame `index` as PNG bytes.
  public func png(_ index: Int, options: PNGOptions, times: inout StageTimes) throws(RenderError) -> [UInt8] {
    let image = try rasterize(index, times: &times)
    let clock = ContinuousClock()
    let start = clock.now
    let bytes = try PNGCodec.encode(image, options: options)
    times.encode += (clock.now - start).seconds
    return bytes
  }

  // MARK: Helpers

  static func flagged(_ scene: Scene, _ flag: KeyPath<ItemData, Bool>) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (section, data) in scene.sections.enumerated() {
      for (item, itemData) in data.items.enumerated() where itemData[keyPath: flag] {
        paths.append(IndexPath(item: item, section: section))
      }
    }
    return paths
  }

  /// `scene` with exactly the items in `states` selected and highlighted.
  static func scene(_ scene: Scene, with states: ItemStates) -> Scene {
    var scene = scene
    for section in scene.sections.indices {
      for item in scene.sections[section].items.indices {
        scene.sections[section].items[item].isSelected = false
        scene.sections[section].items[item].isHighlighted = false
      }
    }
    func set(_ path: IndexPath, _ flag: WritableKeyPath<ItemData, Bool>) {
      guard scene.sections.indices.contains(path.section) else { return }
      var section = scene.sections[path.section]
      guard path.item < section.itemCount else { return }
      // Items past the listed ones are generated; list them up to this one to flag it.
      while section.items.count <= path.item {
        section.items.append(section.item(at: section.items.count, section: path.section) ?? ItemData())
      }
      section.items[path.item][keyPath: flag] = true
      scene.sections[path.section] = section
    }
    for path in states.selected { set(path, \.isSelected) }
    for path in states.highlighted { set(path, \.isHighlighted) }
    return scene
  }

  static func sizeProblem(_ size: Size, scale: Double) -> String? {
    let width = (size.width * scale).rounded()
    let height = (size.height * scale).rounded()
    if width > Double(Limits.maximumPixelDimension) || height > Double(Limits.maximumPixelDimension)
      || width * height > Double(Limits.maximumPixelCount)
    {
      return "\(Int(width))×\(Int(height)) pixels is too large (at most \(Limits.maximumPixelDimension) pixels a side and \(Limits.maximumPixelCount / 1_000_000) megapixels)"
    }
    if width < 1 || height < 1 { return "the image would be less than one pixel" }
    return nil
  }
}

/// The selected and highlighted items of a frame.
struct ItemStates: Hashable, Sendable {
  var selected: [IndexPath]
  var highlighted: [IndexPath]
}

/// The scene's layout prepared once per bounds size, for the planner and the frames.
final class PipelineCache: ScrollLayouts {
  let scene: Scene
  private(set) var pipelines: [Size: Pipeline] = [:]

  init(scene: Scene) {
    self.scene = scene
    pipelines[scene.bounds] = Pipeline(scene: scene)
  }

  var contentInset: EdgeInsets { scene.contentInset }

  func pipeline(for size: Size) -> Pipeline {
    if let pipeline = pipelines[size] { return pipeline }
    var resized = scene
    resized.bounds = size
    let pipeline = Pipeline(scene: resized)
    pipelines[size] = pipeline
    return pipeline
  }

  func layout(forBoundsSize size: Size) -> any PreparedCollectionLayout {
    pipeline(for: size).prepared
  }
}

/// The collection view's reuse queue, simulated from frame to frame: elements leaving the screen
/// are enqueued under their reuse identifier (cells; each supplementary and decoration kind),
/// elements coming on screen dequeue one, or create one when the queue is empty.
struct ReuseQueue {
  private var visible: Set<ElementID> = []
  private var previous: [ElementID] = []
  private var visibleCells = 0
  private var queued: [String: Int] = [:]

  struct Counts {
    var visibleCells = 0
    var created = 0
    var reused = 0
  }

  /// Shows `attributes` (one frame's visible elements); returns the cell counts.
  mutating func show(_ attributes: [LayoutAttributes]) -> Counts {
    let elements = attributes.map(\.element)
    // Most frames of a scroll show the same elements as the one before: nothing to enqueue.
    if elements == previous {
      return Counts(visibleCells: visibleCells, created: 0, reused: 0)
    }
    previous = elements
    let now = Set(elements)
    var counts = Counts()
    for element in visible where !now.contains(element) {
      queued[Self.identifier(element), default: 0] += 1
    }
    for element in now {
      let isCell = element.category == .cell
      if isCell { counts.visibleCells += 1 }
      guard !visible.contains(element) else { continue }
      let identifier = Self.identifier(element)
      if let available = queued[identifier], available > 0 {
        queued[identifier] = available - 1
        if isCell { counts.reused += 1 }
      } else if isCell {
        counts.created += 1
      }
    }
    visible = now
    visibleCells = counts.visibleCells
    return counts
  }

  static func identifier(_ element: ElementID) -> String {
    switch element.category {
    case .cell: "cell"
    case .supplementary: "supplementary:" + (element.kind?.rawValue ?? "")
    case .decoration: "decoration:" + (element.kind?.rawValue ?? "")
    }
  }
}

extension Duration {
  /// The duration in seconds, as a Double.
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) / 1e18
  }
}

/// `CollectionLayout.IndexPath`, for files that also import Foundation (whose `IndexPath` would
/// otherwise be ambiguous).
typealias ItemPath = IndexPath
