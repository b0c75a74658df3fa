import ArgumentParser
import CairoBackend
import CollectionRender
import CommandLineSupport
import Foundation
import Geometry
import Motion
import OrderedJSON
import SceneFile
import SceneModel

/// `collection-render frames`: a scroll animation as numbered PNG frames (and/or a video),
/// rendered in parallel, resumable, and splittable across machines.
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Render a scroll animation of a scene as PNG frames (and/or a video), in parallel.",
    discussion: """
      The animation is a scroll (--to and --count), a fling (--velocity), or the scene file's \
      "timeline" (see docs/frames.md). Frame k of a linear scroll over N frames sits at \
      from + (to − from)·k/(N−1); offsets are drawn on the pixel grid, as UIScrollView shows \
      them. Files are named by their index in the whole batch (frame_00000.png, …) beside a \
      manifest.json that lists every frame's time and content offset; every file is written \
      atomically. The layout is prepared once per bounds size; each frame only queries what is \
      visible.

      Parts of a batch: --range A..B (inclusive) and --shard K/N (part K of N, from 1) render \
      only some frames, with the same names and manifest as the whole batch, so parts rendered \
      on several machines merge by copying the folders together. --resume skips frames whose \
      file is already complete (a whole PNG of the right size, for the same manifest). \
      --shard auto takes K/N from a scheduler's array job (Slurm, a Kubernetes Indexed Job, AWS \
      Batch; --shards N gives N where the scheduler does not) or a CI's parallel job (GitLab, \
      CircleCI, Buildkite); `collection-render verify DIR` \
      checks a merged folder and prints the missing ranges. See docs/distributed.md.

      Examples:
        collection-render frames samples/flow-grid/scene.json --to 0,700 \\
          --count 30 -o output/scroll
        collection-render frames samples/flow-grid/scene.json --from 0,700 \\
          --to 0,0 --count 30 --curve ease-in-out -o output/back
        collection-render frames samples/flow-grid/scene.json --velocity 0,2500 \\
          -o output/fling --video output/fling.mp4
        collection-render frames samples/line-zoom/portrait.json \\
          --velocity -2500,0 -o output/line-fling
        collection-render frames samples/frames/line-fling.json --video line.gif
        collection-render frames samples/grid-1080p/scene.json --to 0,3000 \\
          --count 40 --shard 2/8 -o output/1080p
        collection-render frames samples/grid-1080p/scene.json --to 0,3000 \\
          --count 40 --resume -o output/1080p
      """)

  @Argument(help: "The scene file (JSON).")
  var scene: String

  // `.unconditional` on the offsets and the velocity: their values may start with a minus sign
  // (`--from -10,0`, `--velocity -2500,0`), which the default strategy would take for a flag.
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Where the animation starts; default the scene's contentOffset.", valueName: "x,y"),
    transform: Self.contentOffset)
  var from: PointArgument?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Scroll to this content offset (with --count).", valueName: "x,y"),
    transform: Self.contentOffset)
  var to: PointArgument?

  @Option(
    name: .long, help: ArgumentHelp("Frames in the scroll to --to, both ends included (at least 1).", valueName: "n"),
    transform: FrameCountArgument.parse)
  var count: FrameCountArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Timing curve of the scroll: linear, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2); default "
        + "linear.",
      valueName: "curve"),
    transform: CurveArgument.parse)
  var curve: CurveArgument?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Fling: release with this velocity of the content offset, points per second (positive y scrolls toward the end).",
      valueName: "vx,vy"),
    transform: Self.velocity)
  var velocity: PointArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Fling deceleration: normal (0.998 per ms) or fast (0.99 per ms); default normal.", valueName: "rate"),
    transform: DecelerationArgument.parse)
  var deceleration: DecelerationArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Frames per second (times in the manifest, segment durations, the video); default the timeline's, else 60.",
      valueName: "fps"),
    transform: FramesPerSecondArgument.parse)
  var fps: FramesPerSecondArgument?

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("The folder for the frames and manifest.json (required unless --video).", valueName: "dir"))
  var output: String?

  @Option(
    name: .long,
    help: ArgumentHelp("File names: printf-style with one %d or %0Nd; default frame_%05d.png.", valueName: "pattern"),
    transform: FrameNamePatternArgument.parse)
  var pattern: FrameNamePatternArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Rendering threads; default all cores. The files are the same whatever the number.", valueName: "n"),
    transform: JobsArgument.parse)
  var jobs: JobsArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Render only frames A to B of the batch (inclusive, from 0); A.. and ..B are open.", valueName: "A..B"),
    transform: FrameRangeArgument.parse)
  var range: FrameRangeArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Render only part K (1…N) of N equal contiguous parts of the batch (or of --range); auto: from the "
        + "scheduler's array job.", valueName: "K/N|auto"),
    transform: ShardArgument.parse)
  var shard: ShardArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --shard auto: the number of shards, where the scheduler does not say (Kubernetes, AWS Batch).",
      valueName: "N"),
    transform: ShardCountArgument.parse)
  var shards: ShardCountArgument?

  @Flag(name: .long, help: "Skip frames whose file in the folder is already complete.")
  var resume = false

  @Flag(
    name: .long,
    help: "Replace another batch's frames and manifest in the folder (otherwise a folder belongs to one batch).")
  var replace = false

  @Option(
    name: .long,
    help: ArgumentHelp("Also make a video or animation through ffmpeg: .mp4, .webm, .gif or .apng.", valueName: "file"))
  var video: String?

  @OptionGroup var png: PNGCompressionOption

  @Option(
    name: .long, help: ArgumentHelp("Bounds in points, replacing the scene's bounds.", valueName: "width x height"),
    transform: SizeArgument.parse)
  var bounds: SizeArgument?

  @OptionGroup var traitOptions: TraitOptions
  @OptionGroup var fontFolders: FontFolderOptions

  @Option(name: .long, help: ArgumentHelp("Pixels per point, replacing the scene's scale.", valueName: "scale"))
  var scale: Double?

  @Flag(name: .long, help: "Draw the exact (fractional) offsets instead of rounding them to the pixel grid.")
  var fractionalOffsets = false

  @OptionGroup var documentation: DocumentationImageOptions

  @Flag(name: .long, help: "Print nothing but errors (no progress, no summary).")
  var quiet = false

  @OptionGroup var limits: SceneLimitsOptions

  /// `--from`, `--to`: a content offset within the coordinate limit.
  static func contentOffset(_ text: String) throws(ArgumentValueError) -> PointArgument {
    try PointArgument(parsing: text, within: Limits.maximumCoordinate)
  }

  /// `--velocity`: points per second within the timeline's limit.
  static func velocity(_ text: String) throws(ArgumentValueError) -> PointArgument {
    try PointArgument(parsing: text, within: TimelineDecoder.maximumVelocity, unit: "points per second")
  }

  func run() throws {
    try reportingErrors(file: scene) {
      try fontFolders.register()
      let plan = try FramesPlan(command: self)
      try plan.run()
    }
  }
}

/// The `frames` command's options, validated, and the run.
struct FramesPlan {
  let command: FramesCommand
  let scene: Scene
  let timeline: Timeline
  /// The scene file, datasets and images the scene was read from: the batch's fingerprint.
  let inputFiles: [String]
  let png: PNGOptions
  let compressionName: String
  let pattern: FrameNamePattern
  let jobs: Int
  let selection: FrameSelection

  init(command: FramesCommand) throws {
    self.command = command
    // Flags first (exit 64), then the scene (65/66).
    let animation = AnimationFlags(command)
    jobs = command.jobs?.count ?? ProcessInfo.processInfo.activeProcessorCount
    pattern = command.pattern?.pattern ?? .standard
    (png, compressionName) = try Self.compression(command.png.pngCompression)
    selection = try Self.selection(command)
    if command.output == nil && command.video == nil {
      throw UsageError("-o: give the folder for the frames (-o DIR), or --video FILE for a video alone")
    }
    if command.resume && command.output == nil { throw UsageError("--resume needs the folder of the frames (-o DIR)") }
    if let video = command.video {
      _ = try VideoEncoder.container(for: video)
      if VideoEncoder.findFFmpeg() == nil {
        throw FFmpegMissing()
      }
    }
    try animation.checkCombination()

    let document = try SceneLoader.loadDocument(
      path: command.scene, budgetCeiling: command.limits.budgetCeiling, traits: try command.traitOptions.assignments())
    inputFiles = document.inputFiles
    // --from replaces the scene's contentOffset: the animation starts there.
    scene = try SceneOverrides(
      bounds: command.bounds?.size, contentOffset: animation.from, scale: command.scale,
      snapsToPixels: command.documentation.snapOverride, chrome: command.documentation.chromeOverride
    ).apply(to: document.scene)
    timeline = try animation.timeline(or: document.timeline, scene: command.scene)
  }

  /// The frames this run renders: `--range`, `--shard K/N` or `--shard auto` (with `--shards`).
  static func selection(_ command: FramesCommand) throws -> FrameSelection {
    var selection = FrameSelection.all
    if let range = command.range { (selection.lower, selection.upper) = (range.lower, range.upper) }
    switch command.shard {
    case nil:
      if command.shards != nil { throw UsageError("--shards goes with --shard auto") }
    case .part(let index, let count):
      if command.shards != nil { throw UsageError("--shards goes with --shard auto") }
      (selection.shardIndex, selection.shardCount) = (index, count)
    case .auto:
      (selection.shardIndex, selection.shardCount) = try SchedulerShard.fromEnvironment(
        ProcessInfo.processInfo.environment, count: command.shards?.count)
    }
    return selection
  }

  /// The flags that describe the animation (a scroll, a fling, or none: the scene's timeline),
  /// each parsed into its value; ``checkCombination()`` then checks them against each other.
  struct AnimationFlags {
    var from: Point?
    var to: Point?
    var velocity: Point?
    var count: Int?
    var curve: TimingCurve?
    var deceleration: Deceleration?
    var fps: Double?

    init(_ command: FramesCommand) {
      from = command.from?.point
      to = command.to?.point
      velocity = command.velocity?.point
      count = command.count?.count
      curve = command.curve?.curve
      deceleration = command.deceleration?.deceleration
      fps = command.fps?.rate
    }

    /// Refuses flags that do not go together: a fling with a scroll's flags, a scroll without
    /// its end or its frame count.
    func checkCombination() throws(UsageError) {
      if velocity != nil && (to != nil || count != nil || curve != nil) {
        throw UsageError("--velocity (a fling) cannot be combined with --to, --count or --curve (a scroll)")
      }
      if deceleration != nil && velocity == nil {
        throw UsageError("--deceleration applies to a fling: give --velocity")
      }
      if to != nil && count == nil { throw UsageError("--to needs --count (the number of frames)") }
      if count != nil && to == nil { throw UsageError("--count needs --to (where the scroll ends)") }
      if curve != nil && to == nil { throw UsageError("--curve applies to a scroll: give --to and --count") }
    }

    /// The timeline the flags give, or else the scene's (`sceneTimeline`, read from `scene`).
    func timeline(or sceneTimeline: Timeline?, scene: String) throws -> Timeline {
      var rate = fps ?? Timeline.defaultFPS
      let segments: [Segment]
      if let to, let count {
        segments =
          Timeline.scroll(
            from: nil, to: to, count: count, curve: curve ?? .linear, fps: rate, origin: .options("--to/--count")
          ).segments
      } else if let velocity {
        segments = [
          Segment(
            .fling(Fling(velocity: velocity, deceleration: deceleration ?? .normal)), origin: .options("--velocity"))
        ]
      } else if let sceneTimeline {
        segments = sceneTimeline.segments
        rate = fps ?? sceneTimeline.fps
      } else {
        throw UsageError(
          "nothing to animate: give --to X,Y --count N (a scroll), --velocity VX,VY (a fling), or a \"timeline\" in "
            + "\(scene)"
        )
      }
      return Timeline(fps: rate, segments: segments)
    }
  }

  /// Refuses a batch of more frames than the scene's `frames` budget, before any is drawn: a
  /// mistake in the command line (`--count`) exits 64, the scene's timeline 65.
  func checkFrameBudget(_ frameCount: Int) throws {
    let budget = scene.budgets.frames
    guard frameCount > budget else { return }
    let reason =
      "the animation has \(frameCount) frames, more than the frames budget of \(budget) (raise it with the scene's "
      + "\"limits\": {\"frames\": …})"
    if let count = command.count { throw UsageError("--count \(count.count): \(reason)") }
    if let velocity = command.velocity {
      throw UsageError("--velocity \(velocity.text): \(reason)")
    }
    throw SceneError(
      kind: .invalid, file: command.scene, location: .path(JSONPath.root.appending("timeline")), reason: reason)
  }

  func run() throws {
    let batch: FrameBatch
    do {
      batch = try FrameBatch(scene: scene, timeline: timeline, pixelAligned: !command.fractionalOffsets)
    } catch {
      throw Self.error(error)
    }
    try checkFrameBudget(batch.plan.frameCount)
    let frames = try selection.frames(of: batch.plan.frameCount)
    try batch.checkBudgets(frames)
    // The runner claims the folder for this batch (another batch's folder stops the run before
    // anything is written) and writes the manifest there.
    let manifest = command.output.map { _ in
      FrameManifest(
        batch: batch, scenePath: command.scene, sceneDigest: FrameManifest.digest(files: inputFiles),
        pattern: pattern, compressionName: compressionName, png: png)
    }
    let reporter = ProgressReporter(quiet: command.quiet, total: frames.count)
    let runner = FrameBatchRunner(batch: batch, png: png, pattern: pattern)
    // Ctrl-C or SIGTERM: finish the frames in hand (every file complete), then stop.
    let cancellation = FrameBatchRunner.Cancellation()
    let signals = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { cancellation.cancel() }
      source.resume()
      return source
    }
    defer { for source in signals { source.cancel() } }
    var options = FrameBatchRunner.Options(
      jobs: jobs, frames: frames, directory: command.output, manifest: manifest, resume: command.resume,
      video: command.video)
    options.cancellation = cancellation
    options.replace = command.replace
    let summary: FrameBatchRunner.Summary
    do {
      summary = try runner.run(options, progress: { reporter.report($0) })
    } catch {
      reporter.abandon()
      if case .cancelled(let done) = error {
        StandardStream.error.write(
          "collection-render: interrupted: \(done) of \(frames.count) frames "
            + "complete\(command.output == nil ? "" : "; run again with --resume to finish")\n")
        throw ExitCode(130)
      }
      if case .conflict(let conflict) = error {
        throw UsageError(
          (command.resume ? "--resume: " : "") + conflict.description
            + "; use another folder, or --replace to remove the other batch's frames")
      }
      throw Self.error(error)
    }
    reporter.finish()
    if !command.quiet { print(describe(summary, batch: batch)) }
  }

  // MARK: Summary

  func describe(_ summary: FrameBatchRunner.Summary, batch: FrameBatch) -> String {
    let frames = summary.frames
    let place = command.output ?? command.video ?? ""
    let span =
      frames.isEmpty
      ? "no frames"
      : frames.count == 1 ? "frame \(frames.lowerBound)" : "frames \(frames.lowerBound)…\(frames.upperBound - 1)"
    var line =
      "\(place): \(summary.rendered) frame\(summary.rendered == 1 ? "" : "s") rendered (\(span) of "
      + "\(batch.plan.frameCount))"
    if summary.skipped > 0 { line += ", \(summary.skipped) already complete" }
    let rate = summary.seconds > 0 ? Double(summary.rendered) / summary.seconds : 0
    line += String(
      format: " in %.2f s, %.1f frames/s on %d job%@", summary.seconds, rate, summary.jobs, summary.jobs == 1 ? "" : "s"
    )
    if let first = frames.first {
      let size = batch.pixelSize(of: first)
      line += "; \(size.width)×\(size.height) px"
    }
    if command.output != nil, summary.rendered > 0 {
      line += String(
        format: ", PNG %@ (%@ a frame)", Self.bytes(summary.bytes), Self.bytes(summary.bytes / max(summary.rendered, 1))
      )
    }
    if let video = command.video { line += "; video \(video)" }
    line += "; cells: \(summary.cellsCreated) created, \(summary.cellsReused) reused"
    if summary.rendered > 0 {
      let n = Double(summary.rendered) / 1000
      let t = summary.times
      line += String(
        format:
          "\nper frame (thread time): layout %.3f ms, compose %.2f ms, draw %.2f ms, encode %.2f ms, write %.2f ms",
        t.layout / n, t.compose / n, t.draw / n, t.encode / n, t.write / n)
    }
    return line
  }

  static func bytes(_ count: Int) -> String {
    if count < 10_000 { return "\(count) B" }
    if count < 10_000_000 { return String(format: "%.1f KB", Double(count) / 1000) }
    return String(format: "%.1f MB", Double(count) / 1_000_000)
  }

  // MARK: Validation helpers

  static func compression(_ text: String?) throws(InvalidOption) -> (PNGOptions, String) {
    let setting = try PNGCompressionSetting.parse(text)
    return (setting.options, setting.name)
  }

  /// The error the exit code table knows: scene problems as SceneError (65), command-line
  /// problems as UsageError (64), files as AtomicFile.WriteError (73), the rest 70.
  static func error(_ error: MotionError) -> any Error {
    switch error.origin {
    case .scene(let file, let path): SceneError(kind: .invalid, file: file, location: .path(path), reason: error.reason)
    case .options(let options): UsageError("\(options): \(error.reason)")
    }
  }

  static func error(_ error: FrameBatchRunner.Failure) -> any Error {
    switch error {
    case .render(let error): error
    case .write(let error): error
    case .cancelled, .conflict: VideoFailure(message: error.description)
    case .video(let failure):
      switch failure.kind {
      case .output: AtomicFile.WriteError.cannotWrite(failure.path ?? "", reason: failure.message)
      case .missingFFmpeg, .ffmpeg: VideoFailure(message: failure.message)
      }
    }
  }
}

/// ffmpeg failed or is missing (exit 70).
struct VideoFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// ffmpeg is not installed (exit 70), found before anything is written.
struct FFmpegMissing: Error, CustomStringConvertible {
  var description: String { "--video needs ffmpeg, which is not on PATH (on Debian: sudo apt-get install ffmpeg)" }
}
