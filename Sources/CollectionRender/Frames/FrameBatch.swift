import CairoBackend
import CollectionLayout
import DisplayList
import Geometry
import Motion
import OrderedJSON
import SceneComposer
import SceneFile
import SceneModel

/// A frame sequence ready to render: the timeline planned against the scene's layout (prepared
/// once per bounds size), every frame's state, and the cells reused between frames.
///
/// Rendering a frame is a pure function of its `FrameInfo`: frames can be rendered in any order,
/// on any number of threads or machines, with byte-identical results.
public struct FrameBatch: Sendable {
  /// The scene shown (with any overrides already applied).
  public let scene: Scene
  /// The timeline laid out in time: the segments' motions and the frame count.
  public let plan: MotionPlan
  /// Every frame of the batch, in order: its state, drawn offset and cell counts.
  public let frames: [FrameInfo]
  /// Whether offsets are rounded to the pixel grid before drawing (the default).
  public let pixelAligned: Bool
  /// One pipeline (a prepared layout) per stage and bounds size the animation shows.
  let pipelines: [PipelineKey: Pipeline]
  /// The scene with the items' selected/highlighted flags of each stage and state the animation shows.
  let variants: [ItemStates: Scene]
  /// The interaction segments' animations, by segment index.
  let playbacks: [Int: InteractionPlayback]
  /// What the layout answered for each scroll frame, by frame index, when it answers only on the
  /// calling thread in order (``PreparedCollectionLayout/answersFromAnyThread`` false): asked
  /// once while planning, so that frames render on any thread from the answers.
  let recordedAttributes: [Int: [LayoutAttributes]]

  /// Plans `timeline` for `scene`. Errors name the segment (its JSON path or its options).
  public init(scene: Scene, timeline: Timeline, pixelAligned: Bool = true) throws(MotionError) {
    self.scene = scene
    self.pixelAligned = pixelAligned
    let pipelines = PreparedPipelines()
    let (plan, interactions) = try Self.plan(timeline, for: scene, pipelines: pipelines)
    self.plan = plan
    // The stages and animations the interaction segments lead to, for the frames to draw.
    let layouts = interactions.layouts
    let playbacks = interactions.playbacks

    // Frames, sequentially: states, drawn offsets, and the reuse queue from frame to frame.
    var frames: [FrameInfo] = []
    frames.reserveCapacity(plan.frameCount)
    var reuse = ReuseQueue()
    var variants: [ItemStates: Scene] = [:]
    var recorded: [Int: [LayoutAttributes]] = [:]
    for index in 0..<plan.frameCount {
      let state = plan.frame(index)
      let offset = state.state.contentOffset
      let drawn =
        pixelAligned
        ? Point(x: roundToPixel(offset.x, scale: scene.scale), y: roundToPixel(offset.y, scale: scene.scale))
        : offset
      let planned = plan.segments[state.segment]
      let localFrame = Double(index) - planned.startFrame
      if let playback = playbacks[state.segment], localFrame < planned.frames - 1e-9 {
        // A frame of an interaction: the model gives the viewport and the attributes.
        var state = state
        let time = localFrame / plan.fps
        let frame = playback.frame(at: time)
        let viewport = Self.drawn(frame.viewport, scale: scene.scale, pixelAligned: pixelAligned)
        // The state's offset counts from the leading edge, as the scroll frames' do.
        let shown = layouts.pipeline(stage: state.state.stage, size: state.state.boundsSize)
        state.state.contentOffset = shown.displayed(frame.viewport).contentOffset
        state.state.boundsSize = viewport.size
        if let taps = playback.tapStates(at: time, base: planned.start) {
          state.state.selected = taps.selected
          state.state.highlighted = taps.highlighted
        }
        let bounds = viewport.bounds
        let counts = reuse.show(frame.attributes.filter { $0.transformedFrame.overlaps(bounds) })
        frames.append(
          FrameInfo(
            state: state, drawnOffset: viewport.contentOffset, visibleCells: counts.visibleCells,
            createdCells: counts.created, reusedCells: counts.reused, interactionTime: time))
        if !playback.sceneHasStates {
          let states = ItemStates(
            stage: state.state.stage, selected: state.state.selected, highlighted: state.state.highlighted)
          if variants[states] == nil { variants[states] = Self.scene(layouts.stages[states.stage], with: states) }
        }
        continue
      }
      let pipeline = layouts.pipeline(stage: state.state.stage, size: state.state.boundsSize)
      // Through the pipeline: in right to left a mirrored layout's offsets count from the right.
      let viewport = pipeline.displayed(
        Viewport(
          contentOffset: drawn, size: state.state.boundsSize, contentInset: scene.contentInset,
          orthogonalOffsets: Self.drawn(state.state.orthogonalOffsets, scale: scene.scale, pixelAligned: pixelAligned)))
      let visible = pipeline.visibleAttributes(at: viewport)
      if !pipeline.prepared.answersFromAnyThread {
        recorded[index] = scene.overview == nil ? visible : pipeline.attributesToDraw(at: viewport)
      }
      let counts = reuse.show(visible)
      frames.append(
        FrameInfo(
          state: state, drawnOffset: drawn, visibleCells: counts.visibleCells, createdCells: counts.created,
          reusedCells: counts.reused))
      let states = ItemStates(
        stage: state.state.stage, selected: state.state.selected, highlighted: state.state.highlighted)
      if variants[states] == nil { variants[states] = Self.scene(layouts.stages[states.stage], with: states) }
    }
    self.frames = frames
    self.pipelines = pipelines.prepared
    self.variants = variants
    self.playbacks = playbacks
    self.recordedAttributes = recorded
  }

  /// `timeline` planned from `scene`'s state, its interaction segments by an
  /// `InteractionPlanner` (layouts prepared through `pipelines`), and what they produced: the
  /// stages they lead to and their playbacks.
  static func plan(_ timeline: Timeline, for scene: Scene, pipelines: PreparedPipelines) throws(MotionError)
    -> (MotionPlan, InteractionPlan)
  {
    try checkBoundsSizes(timeline, scale: scene.scale)
    let start = ViewState(
      contentOffset: scene.contentOffset, boundsSize: scene.bounds, selected: flagged(scene, \.isSelected),
      highlighted: flagged(scene, \.isHighlighted), orthogonalOffsets: scene.viewport.orthogonalOffsets)
    var interactions = InteractionPlanner(scene: scene, pipelines: pipelines)
    let plan = try MotionPlanner(layouts: interactions.layouts, scale: scene.scale).plan(
      timeline, from: start, interactions: &interactions)
    return (plan, interactions.plan)
  }

  /// Throws, naming the segment, when a bounds change's size does not make a valid image at
  /// `scale` (every bounds size must).
  static func checkBoundsSizes(_ timeline: Timeline, scale: Double) throws(MotionError) {
    for segment in timeline.segments {
      if case .bounds(let change) = segment.action,
        let problem = PixelBudget.problem(width: change.size.width, height: change.size.height, scale: scale)
      {
        throw MotionError(origin: segment.origin, reason: problem.description)
      }
    }
  }

  /// The sections' orthogonal offsets of `state` as drawn: on the pixel grid unless the batch
  /// draws fractional offsets, like the content offset. A single render given these offsets
  /// (`SectionData.orthogonalOffset`) draws the same image.
  public func drawnOrthogonalOffsets(_ state: ViewState) -> [Int: Double] {
    Self.drawn(state.orthogonalOffsets, scale: scene.scale, pixelAligned: pixelAligned)
  }

  static func drawn(_ offsets: [Int: Double], scale: Double, pixelAligned: Bool) -> [Int: Double] {
    pixelAligned ? offsets.mapValues { roundToPixel($0, scale: scale) } : offsets
  }

  /// An interaction's viewport as drawn: offset (and, for an animated rotation, size) on the
  /// pixel grid unless the batch draws fractional offsets; a size never below one pixel.
  static func drawn(_ viewport: Viewport, scale: Double, pixelAligned: Bool) -> Viewport {
    var result = viewport
    let pixel = 1 / Swift.max(scale, 1e-9)
    result.size = Size(
      width: Swift.max(pixel, roundToPixel(viewport.size.width, scale: scale)),
      height: Swift.max(pixel, roundToPixel(viewport.size.height, scale: scale)))
    if pixelAligned {
      result.contentOffset = Point(
        x: roundToPixel(viewport.contentOffset.x, scale: scale), y: roundToPixel(viewport.contentOffset.y, scale: scale)
      )
    }
    return result
  }

  /// The members of frame `index`'s `interaction` object in the manifest, if it belongs to an
  /// interaction segment.
  func interactionDetails(_ index: Int) -> [(String, JSONText)]? {
    let info = frames[index]
    guard let time = info.interactionTime, let playback = playbacks[info.state.segment] else { return nil }
    return playback.details(at: time)
  }

  /// The members of segment `index`'s `interaction` object in the manifest, if it is an
  /// interaction segment.
  func interactionSummary(segment index: Int) -> [(String, JSONText)]? {
    playbacks[index]?.summary
  }

  /// The size in pixels of frame `index`: its bounds, or its overview's region, at the scale.
  public func pixelSize(of index: Int) -> (width: Int, height: Int) {
    let size: Size
    if scene.overview == nil {
      size = frames[index].state.state.boundsSize
    } else {
      let (pipeline, _, viewport) = content(of: index)
      size = pipeline.imageSize(at: viewport)
    }
    return (Int((size.width * scene.scale).rounded()), Int((size.height * scene.scale).rounded()))
  }

  /// The width of the widest and the height of the tallest frame in `range`, in pixels: the
  /// size of a video of those frames (a rotation makes one of each; each frame is centred).
  public func largestPixelSize(_ range: Range<Int>) -> (width: Int, height: Int) {
    var largest = (width: 0, height: 0)
    for index in range {
      let size = pixelSize(of: index)
      largest = (max(largest.width, size.width), max(largest.height, size.height))
    }
    return largest
  }

  /// Whether the frames in `range` all have the same size in pixels.
  public func hasOneSize(_ range: Range<Int>) -> Bool {
    guard let first = range.first else { return true }
    let size = pixelSize(of: first)
    return range.allSatisfy { pixelSize(of: $0) == size }
  }

  // MARK: Rendering

  /// What frame `index` draws: a pipeline showing the scene whose data and item states its
  /// cells name (after an update or an ended reorder, the new data) with the layout prepared for
  /// its stage and bounds, the attributes of the elements to draw, and the viewport. Interaction
  /// frames take their attributes from the interaction; the others query the layout. Either way
  /// the frame is drawn by the same pipeline as a single render.
  public func content(of index: Int) -> (pipeline: Pipeline, attributes: [LayoutAttributes], viewport: Viewport) {
    let info = frames[index]
    let state = info.state.state
    let states = ItemStates(stage: state.stage, selected: state.selected, highlighted: state.highlighted)
    let stage = pipelines[PipelineKey(stage: state.stage, size: state.boundsSize)] ?? Pipeline(scene: scene)
    var viewport = Viewport(
      contentOffset: info.drawnOffset, size: state.boundsSize, contentInset: scene.contentInset,
      orthogonalOffsets: drawnOrthogonalOffsets(state))
    // Interaction frames place their own attributes; scroll frames go through the pipeline, where
    // in right to left a mirrored layout's offsets count from the right.
    if info.interactionTime == nil { viewport = stage.displayed(viewport) }
    if let time = info.interactionTime, let playback = playbacks[info.state.segment] {
      // The interaction's attributes at this instant (those on screen, or all of them for an
      // overview), composed with the data its cells name.
      let shown = playback.sceneHasStates ? playback.scene : (variants[states] ?? playback.scene)
      var attributes = playback.frame(at: time).attributes
      if scene.overview == nil {
        let bounds = viewport.bounds
        attributes = attributes.filter { $0.transformedFrame.overlaps(bounds) }
      }
      return (Pipeline(scene: shown, prepared: stage.prepared), attributes, viewport)
    }
    let shown = Pipeline(scene: variants[states] ?? stage.scene, prepared: stage.prepared)
    return (shown, recordedAttributes[index] ?? shown.attributesToDraw(at: viewport), viewport)
  }

  /// Checks every frame in `frames` against the pixel budget and the scene's `visibleElements`
  /// budget before anything is drawn or written, so that a batch over a budget fails with
  /// nothing written (no folder, no manifest, no frame). Costs one layout query per frame.
  public func checkBudgets(_ frames: Range<Int>) throws(RenderError) {
    for index in frames {
      let (pipeline, attributes, viewport) = content(of: index)
      try pipeline.checkImageSize(at: viewport)
      try pipeline.checkElementCount(attributes)
    }
  }

  /// Draws frame `index`: its content (`content(of:)`), composed and rasterized. Adds the time
  /// of each stage to `times`.
  public func rasterize(_ index: Int, times: inout StageTimes) throws(RenderError) -> RasterImage {
    try rasterize(index, with: Rasterizer(), times: &times)
  }

  /// Draws frame `index` with `rasterizer`, which keeps its memory and laid-out text from one
  /// frame to the next (one per thread; the same pixels as a fresh one). Adds the time of each
  /// stage to `times`.
  public func rasterize(_ index: Int, with rasterizer: Rasterizer, times: inout StageTimes) throws(RenderError)
    -> RasterImage
  {
    let (list, _) = try displayList(of: index, times: &times)
    let clock = ContinuousClock()
    let start = clock.now
    let image = try rasterizer.rasterize(list, scale: scene.scale)
    times.draw += (clock.now - start).seconds
    return image
  }

  /// Frame `index`'s display list and viewport, its budgets checked; adds the layout and
  /// composition times to `times`.
  private func displayList(of index: Int, times: inout StageTimes) throws(RenderError) -> (DisplayList, Viewport) {
    let clock = ContinuousClock()
    let t0 = clock.now
    let (pipeline, attributes, viewport) = content(of: index)
    try pipeline.checkImageSize(at: viewport)
    try pipeline.checkElementCount(attributes)
    let t1 = clock.now
    let list = pipeline.displayList(at: viewport, attributes: attributes)
    times.layout += (t1 - t0).seconds
    times.compose += (clock.now - t1).seconds
    return (list, viewport)
  }

  /// Frame `index` as PNG bytes.
  public func png(_ index: Int, options: PNGOptions, times: inout StageTimes) throws(RenderError) -> [UInt8] {
    try png(index, with: Rasterizer(), options: options, times: &times)
  }

  /// Frame `index` as PNG bytes, drawn with `rasterizer` (one per thread, kept from frame to
  /// frame: see ``rasterize(_:with:times:)``). With the frames encoders, the bands of rows the
  /// rasterizer's previous frame shares with this one are copied from it rather than drawn and
  /// compressed again (`Rasterizer.png(_:scale:rowOffset:options:)`): the bytes are
  /// those of ``encode(_:frame:options:)`` of the whole image, whichever frame came before.
  public func png(_ index: Int, with rasterizer: Rasterizer, options: PNGOptions, times: inout StageTimes)
    throws(RenderError) -> [UInt8]
  {
    let (list, viewport) = try displayList(of: index, times: &times)
    let clock = ContinuousClock()
    let start = clock.now
    let bytes = try rasterizer.png(
      list, scale: scene.scale, rowOffset: viewport.rowOffset(scale: scene.scale), options: options)
    let elapsed = (clock.now - start).seconds
    // Bands are drawn and compressed in turn; the rasterizer times the compression.
    let encode = Swift.min(rasterizer.lastCompressionSeconds, elapsed)
    times.draw += elapsed - encode
    times.encode += encode
    return bytes
  }

  /// `image`, frame `index` drawn, encoded as PNG: its frames encoders' bands laid on the
  /// content at the frame's offset (`PNGBands`), so that the bytes are those of
  /// ``png(_:with:options:times:)``.
  public func encode(_ image: RasterImage, frame index: Int, options: PNGOptions) throws(RenderError) -> [UInt8] {
    let rowOffset = content(of: index).viewport.rowOffset(scale: scene.scale) ?? 0
    return try PNGCodec.encode(image, options: options, rowOffset: rowOffset)
  }

  // MARK: Helpers

  static func flagged(_ scene: Scene, _ flag: KeyPath<ItemData, Bool>) -> [ElementIndexPath] {
    var paths: [ElementIndexPath] = []
    for (section, data) in scene.sections.enumerated() {
      // Read from the items' flag column: a million items are not made one by one.
      let items =
        flag == \ItemData.isSelected
        ? data.items.selectedIndices
        : flag == \ItemData.isHighlighted
          ? data.items.highlightedIndices : data.items.indices.filter { data.items[$0][keyPath: flag] }
      paths.append(contentsOf: items.map { ElementIndexPath(item: $0, section: section) })
    }
    return paths
  }

  /// `scene` with exactly the items in `states` selected and highlighted.
  static func scene(_ scene: Scene, with states: ItemStates) -> Scene {
    var scene = scene
    for section in scene.sections.indices { scene.sections[section].items.clearSelectionAndHighlight() }
    func set(_ path: ElementIndexPath, _ flag: WritableKeyPath<ItemData, Bool>) {
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
}
