import CairoBackend
import Geometry
import Motion
import OrderedJSON
import SceneModel

extension FrameManifest {
  /// The manifest of `batch`, rendered from the scene at `scenePath` whose inputs digest to
  /// `sceneDigest`, into files named by `pattern` and compressed with `png` (the setting named
  /// `compressionName`).
  public init(
    batch: FrameBatch, scenePath: String, sceneDigest: String, pattern: FrameNamePattern, compressionName: String,
    png: PNGOptions
  ) {
    let plan = batch.plan
    let scene = batch.scene
    let scrollsSections = plan.segments.contains { $0.section != nil }
    self.init(
      version: Self.version, generator: Self.generator, scenePath: scenePath, sceneDigest: sceneDigest, fps: plan.fps,
      frameCount: plan.frameCount, duration: plan.duration, pattern: pattern, bounds: scene.bounds,
      contentInset: scene.contentInset, scale: scene.scale,
      // Only scenes with traits say so, so that every other manifest stays as it was; a batch
      // resumed with other traits is then another batch.
      traits: scene.traits == Traits() ? nil : scene.traits.assignments, pixelAligned: batch.pixelAligned,
      png: PNGSetting(compression: compressionName, png: png),
      segments: plan.segments.map { Segment($0, of: batch) },
      frames: batch.frames.indices.map {
        Frame(position: $0, of: batch, pattern: pattern, scrollsSections: scrollsSections)
      })
  }
}

extension FrameManifest.Segment {
  /// Segment `planned` of `batch`.
  init(_ planned: PlannedSegment, of batch: FrameBatch) {
    let fps = batch.plan.fps
    let start = planned.start
    let end = planned.end
    self.init(
      index: planned.index, type: planned.type, startFrame: planned.startFrame, startTime: planned.startFrame / fps,
      frames: planned.frames, duration: planned.frames / fps, from: start.contentOffset, to: end.contentOffset,
      target: planned.target,
      section: planned.section.map {
        FrameManifest.ScrolledSection(
          section: $0.section, from: $0.offset.value(at: 0, frame: 0), to: $0.offset.final, target: $0.target)
      },
      bounds: start.boundsSize, endBounds: end.boundsSize == start.boundsSize ? nil : end.boundsSize,
      interaction: batch.interactionSummary(segment: planned.index).map(JSONText.object))
  }
}

extension FrameManifest.Frame {
  /// The frame at `position` of `batch`, its file named by `pattern`; only timelines that
  /// scroll sections (`scrollsSections`) give the sections' offsets.
  init(position: Int, of batch: FrameBatch, pattern: FrameNamePattern, scrollsSections: Bool) {
    let frame = batch.frames[position]
    let state = frame.state.state
    let pixels = batch.pixelSize(of: position)
    self.init(
      index: frame.index, file: pattern.name(frame.index), time: frame.state.time, segment: frame.state.segment,
      contentOffset: state.contentOffset, drawnOffset: frame.drawnOffset, bounds: state.boundsSize,
      pixels: FrameManifest.PixelSize(width: pixels.width, height: pixels.height),
      cells: FrameManifest.Cells(visible: frame.visibleCells, created: frame.createdCells, reused: frame.reusedCells),
      orthogonalOffsets: scrollsSections ? batch.drawnOrthogonalOffsets(state) : nil, selected: state.selected,
      highlighted: state.highlighted, interaction: batch.interactionDetails(position).map(JSONText.object))
  }
}
