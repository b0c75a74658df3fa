import CairoBackend
import Foundation
import Motion
import Synchronization

/// Renders a batch's frames in parallel: PNG files written atomically under their global
/// names, optionally a video through ffmpeg, with progress reports and per-stage times.
///
/// Threads take the next frame from a shared counter; each frame is a pure function of its
/// state, so the files are byte-identical whatever the number of jobs. A video receives the
/// frames in order (threads run at most a few frames ahead of it).
public struct FrameBatchRunner: Sendable {
  /// The frames to render.
  public var batch: FrameBatch
  /// How the PNG files are compressed.
  public var png: PNGOptions
  /// How the frame files are named.
  public var pattern: FrameNamePattern

  /// A runner of `batch` writing PNG files compressed with `png`, named by `pattern`.
  public init(batch: FrameBatch, png: PNGOptions, pattern: FrameNamePattern) {
    self.batch = batch
    self.png = png
    self.pattern = pattern
  }

  /// What to do in one run.
  public struct Options: Sendable {
    /// Rendering threads (at least 1).
    public var jobs: Int
    /// The frames to render, in the batch's indices.
    public var frames: Range<Int>
    /// The folder for PNG files; `nil` writes none (a video only).
    public var directory: String?
    /// The batch's manifest: with a folder, the run first claims the folder for the batch
    /// (``FrameFolderClaim``) and writes it there, so that a folder holds one batch's frames — a
    /// resumed run into another batch's folder stops with ``Failure/conflict(_:)``.
    public var manifest: FrameManifest?
    /// Skip frames whose file is already complete (see ``FrameBatchRunner/isComplete(_:width:height:)``).
    public var resume: Bool
    /// Replace another batch's manifest and frames in the folder instead of stopping (see
    /// ``FrameFolderClaim/claim(_:manifest:replace:)``).
    public var replace = false
    /// A video file to make from the frames, through ffmpeg.
    public var video: String?
    /// Set (from a signal handler, say) to stop after the frames being rendered: every file
    /// written so far is complete, and the run throws ``Failure/cancelled(done:)``.
    public var cancellation: Cancellation?

    /// Options to render `frames` on `jobs` threads into `directory`; no manifest, no resume and no
    /// video unless given.
    public init(
      jobs: Int, frames: Range<Int>, directory: String?, manifest: FrameManifest? = nil, resume: Bool = false,
      video: String? = nil
    ) {
      self.jobs = jobs
      self.frames = frames
      self.directory = directory
      self.manifest = manifest
      self.resume = resume
      self.video = video
    }
  }

  /// Progress so far, reported after every frame from the thread that finished it.
  public struct Progress: Sendable {
    /// Frames finished in this run (rendered or skipped) and to finish in all.
    public var done: Int
    /// Frames to finish in this run (the size of ``Options/frames``).
    public var total: Int
    /// Seconds since the run started.
    public var elapsed: Double
  }

  /// The outcome of a run.
  public struct Summary: Sendable {
    /// The frames of the run, in the batch's indices.
    public var frames: Range<Int>
    /// Frames rendered in this run.
    public var rendered: Int
    /// Frames already complete (``Options/resume``).
    public var skipped: Int
    /// Bytes of PNG written.
    public var bytes: Int
    /// Wall-clock seconds.
    public var seconds: Double
    /// Summed over all threads, seconds.
    public var times: FrameBatch.StageTimes
    /// Cells created and reused over the frames of this run (from the batch's reuse queue).
    public var cellsCreated: Int
    /// Cells taken from the reuse queue instead of created.
    public var cellsReused: Int
    /// The rendering threads used.
    public var jobs: Int
  }

  /// Errors of a run: rendering, writing, the video, a folder of another batch, or a cancellation.
  public enum Failure: Error, CustomStringConvertible {
    case render(RenderError)
    case write(AtomicFile.WriteError)
    case video(VideoEncoder.Failure)
    /// The folder holds another batch's manifest, or frames without one (nothing was written).
    case conflict(FrameFolderClaim.Conflict)
    /// Stopped by ``Options/cancellation`` after `done` frames of the run were complete.
    case cancelled(done: Int)

    /// The failure as one line: the underlying error's, or how many frames were done when cancelled.
    public var description: String {
      switch self {
      case .render(let error): "\(error)"
      case .write(let error): "\(error)"
      case .video(let error): "\(error)"
      case .conflict(let conflict): conflict.description
      case .cancelled(let done): "interrupted after \(done) complete frames"
      }
    }
  }

  /// A flag to stop a run, safe to set from any thread.
  public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    /// A cancellation not yet requested.
    public init() {}
    /// Requests the run to stop; safe to call from any thread (or a signal handler's task).
    public func cancel() { flag.store(true, ordering: .relaxed) }
    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
  }

  /// The path of frame `index` in `directory`.
  public func path(_ index: Int, in directory: String) -> String {
    (directory as NSString).appendingPathComponent(pattern.name(index))
  }

  /// Whether `path` holds a complete frame of `width`×`height` pixels: a PNG whose every chunk
  /// passes its CRC, ending in IEND, of that size. Files are written under a temporary name and
  /// renamed, so a complete file is one this batch wrote (the manifest ties the folder to it).
  public static func isComplete(_ path: String, width: Int, height: Int) -> Bool {
    guard let data = FileManager.default.contents(atPath: path),
      let size = try? PNGCodec.checkStructure([UInt8](data))
    else { return false }
    return size.width == width && size.height == height
  }

  /// Runs: makes the folder if needed, writes the manifest, then renders the frames not yet
  /// complete on `options.jobs` threads, and feeds a video in order when one is asked for.
  public func run(_ options: Options, progress: (@Sendable (Progress) -> Void)? = nil) throws(Failure) -> Summary {
    let clock = ContinuousClock()
    let started = clock.now
    try prepareFolder(options)
    if options.resume, let directory = options.directory { LeftoverTemporaryFiles.remove(in: directory) }
    let (todo, alreadyComplete) = framesToRender(options)
    let skipped = alreadyComplete.count
    let video = try startVideo(options, firstFrame: todo.first)

    let jobs = Swift.max(1, Swift.min(options.jobs, Swift.max(todo.count, 1)))
    let wantsVideo = video != nil
    let state = RunState(
      total: options.frames.count, done: options.video == nil ? skipped : 0, positions: todo.count, workers: jobs,
      inOrder: wantsVideo, cancellation: options.cancellation)
    if skipped > 0, options.video == nil {
      progress?(Progress(done: skipped, total: options.frames.count, elapsed: (clock.now - started).seconds))
    }
    let queue = OrderedFrames(window: 2 * jobs)

    // The video writer: frames in order, on its own thread.
    let videoDone = DispatchSemaphore(value: 0)
    let videoThread = video.map { encoder in
      let box = UncheckedBox(encoder)
      return Self.thread(stackSize: 1 << 20) {
        Self.writeVideo(box, frames: todo.count, queue: queue, state: state)
        videoDone.signal()
      }
    }
    // The renderers: each takes its next frame from the shared state — with a video the next in
    // order, otherwise the next of its own span of neighbouring frames (see `RunState.next`).
    let workersDone = DispatchSemaphore(value: 0)
    for worker in 0..<jobs {
      Self.thread(stackSize: 4 << 20) {
        var totals = (times: FrameBatch.StageTimes(), bytes: 0)
        // One per thread: it keeps the frame's memory, the labels Pango has laid out and the
        // bands of the last frame.
        let rasterizer = Rasterizer()
        while let position = state.next(worker: worker) {
          if wantsVideo, !queue.waitForRoom(position) { break }
          do throws(Failure) {
            let index = todo[position]
            let image = try self.render(
              index, into: alreadyComplete.contains(index) ? nil : options.directory, needsImage: wantsVideo,
              with: rasterizer, totals: &totals)
            if wantsVideo, let image { queue.put(position, image) }
          } catch {
            state.fail(error)
            queue.abort()
            break
          }
          let done = state.finishOne()
          progress?(Progress(done: done, total: options.frames.count, elapsed: (clock.now - started).seconds))
        }
        state.add(times: totals.times, bytes: totals.bytes)
        workersDone.signal()
      }.start()
    }
    videoThread?.start()
    for _ in 0..<jobs { workersDone.wait() }
    if videoThread != nil {
      if state.failure != nil || options.cancellation?.isCancelled == true { queue.abort() }
      videoDone.wait()
    }
    try finish(video, state: state, cancellation: options.cancellation)

    var created = 0
    var reused = 0
    for index in options.frames {
      created += batch.frames[index].createdCells
      reused += batch.frames[index].reusedCells
    }
    let totals = state.totals
    return Summary(
      frames: options.frames, rendered: todo.count - (options.video == nil ? 0 : skipped), skipped: skipped,
      bytes: totals.bytes, seconds: (clock.now - started).seconds, times: totals.times, cellsCreated: created,
      cellsReused: reused, jobs: jobs)
  }

  /// Creates the folder, claims it for the batch and writes the manifest, when the run has a
  /// folder and a manifest.
  private func prepareFolder(_ options: Options) throws(Failure) {
    guard let directory = options.directory else { return }
    let created: [String]
    do throws(AtomicFile.WriteError) {
      created = try OutputFolder.prepare(directory)
    } catch {
      throw .write(error)
    }
    guard let manifest = options.manifest else { return }
    do throws(FrameFolderClaim.Conflict) {
      try FrameFolderClaim.claim(directory, manifest: manifest, replace: options.replace)
    } catch {
      // A manifest that cannot be written (no space left) or another batch's folder leaves no
      // empty folder behind.
      OutputFolder.removeCreated(created)
      if case .unwritable(let failure) = error { throw .write(failure) }
      throw .conflict(error)
    }
  }

  /// The frames to draw, in order, and those whose files are already complete (on resume they
  /// are skipped, but still drawn for a video, which needs every frame).
  private func framesToRender(_ options: Options) -> (todo: [Int], complete: Set<Int>) {
    var todo: [Int] = []
    var complete: Set<Int> = []
    for index in options.frames {
      if options.resume, let directory = options.directory {
        let size = batch.pixelSize(of: index)
        if Self.isComplete(path(index, in: directory), width: size.width, height: size.height) {
          complete.insert(index)
          if options.video == nil { continue }
        }
      }
      todo.append(index)
    }
    return (todo, complete)
  }

  /// Starts ffmpeg for the run's video, sized by its largest frame (a rotation pads the others).
  private func startVideo(_ options: Options, firstFrame: Int?) throws(Failure) -> VideoEncoder? {
    guard let file = options.video, firstFrame != nil else { return nil }
    let size = batch.largestPixelSize(options.frames)
    let transparent = batch.scene.style.backgroundColor.map { $0.alpha < 1 } ?? true
    do {
      return try VideoEncoder(
        path: file, width: size.width, height: size.height, fps: batch.plan.fps, transparent: transparent)
    } catch {
      throw .video(error)
    }
  }

  /// Draws frame `index` and, given a folder, encodes and writes it there; adds the time of each
  /// stage and the bytes written to `totals`. Returns the pixels when `needsImage` (a video);
  /// otherwise the frame is drawn band by band, reusing the bands of the thread's previous
  /// frame (the same bytes either way).
  private func render(
    _ index: Int, into directory: String?, needsImage: Bool, with rasterizer: Rasterizer,
    totals: inout (times: FrameBatch.StageTimes, bytes: Int)
  ) throws(Failure) -> RasterImage? {
    let clock = ContinuousClock()
    var image: RasterImage?
    let encoded: [UInt8]
    do throws(RenderError) {
      if needsImage {
        let drawn = try batch.rasterize(index, with: rasterizer, times: &totals.times)
        image = drawn
        guard directory != nil else { return image }
        let start = clock.now
        encoded = try batch.encode(drawn, frame: index, options: png)
        totals.times.encode += (clock.now - start).seconds
      } else {
        guard directory != nil else { return nil }
        encoded = try batch.png(index, with: rasterizer, options: png, times: &totals.times)
      }
    } catch {
      throw .render(error)
    }
    let start = clock.now
    do throws(AtomicFile.WriteError) {
      try AtomicFile.writeFrame(encoded, to: path(index, in: directory!))
    } catch {
      throw .write(error)
    }
    totals.times.write += (clock.now - start).seconds
    totals.bytes += encoded.count
    return image
  }

  /// The video writer's loop: takes the frames in order and writes them.
  private static func writeVideo(
    _ encoder: UncheckedBox<VideoEncoder>, frames: Int, queue: OrderedFrames, state: RunState
  ) {
    for position in 0..<frames {
      guard let image = queue.take(position) else { break }
      do throws(VideoEncoder.Failure) {
        try encoder.value.write(image)
      } catch {
        state.fail(.video(error))
        queue.abort()
        break
      }
    }
  }

  /// Ends the run: the first failure, or a cancellation, or the video finished.
  private func finish(_ video: VideoEncoder?, state: RunState, cancellation: Cancellation?) throws(Failure) {
    if let failure = state.failure {
      video?.cancel()
      throw failure
    }
    if cancellation?.isCancelled == true {
      video?.cancel()
      throw .cancelled(done: state.done)
    }
    do {
      try video?.finish()
    } catch {
      throw .video(error)
    }
  }

  /// A thread running `body`, not started.
  private static func thread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Thread {
    let thread = Thread(block: body)
    thread.stackSize = stackSize
    return thread
  }
}
