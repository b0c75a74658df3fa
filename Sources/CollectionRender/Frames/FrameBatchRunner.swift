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
  public var batch: FrameBatch
  public var png: PNGOptions
  public var pattern: FrameNamePattern

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
    /// The manifest's text, written first (atomically) when there is a folder.
    public var manifest: String?
    /// Skip frames whose file is already complete (see ``isComplete(_:)``).
    public var resume: Bool
    /// A video file to make from the frames, through ffmpeg.
    public var video: String?
    /// Set (from a signal handler, say) to stop after the frames being rendered: every file
    /// written so far is complete, and the run throws ``Failure/cancelled(done:)``.
    public var cancellation: Cancellation?

    public init(
      jobs: Int, frames: Range<Int>, directory: String?, manifest: String? = nil, resume: Bool = false,
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
    public var total: Int
    /// Seconds since the run started.
    public var elapsed: Double
  }

  /// The outcome of a run.
  public struct Summary: Sendable {
    public var frames: Range<Int>
    public var rendered: Int
    /// Frames already complete (`--resume`).
    public var skipped: Int
    /// Bytes of PNG written.
    public var bytes: Int
    /// Wall-clock seconds.
    public var seconds: Double
    /// Summed over all threads, seconds.
    public var times: FrameBatch.StageTimes
    /// Cells created and reused over the frames of this run (from the batch's reuse queue).
    public var cellsCreated: Int
    public var cellsReused: Int
    public var jobs: Int
  }

  /// Errors of a run: rendering, writing, the video, or a cancellation.
  public enum Failure: Error, CustomStringConvertible {
    case render(RenderError)
    case write(AtomicFile.WriteError)
    case video(VideoEncoder.Failure)
    /// Stopped by ``Options/cancellation`` after `done` frames of the run were complete.
    case cancelled(done: Int)

    public var description: String {
      switch self {
      case .render(let error): "\(error)"
      case .write(let error): "\(error)"
      case .video(let error): "\(error)"
      case .cancelled(let done): "interrupted after \(done) complete frames"
      }
    }
  }

  /// A flag to stop a run, safe to set from any thread.
  public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    public init() {}
    public func cancel() { flag.store(true, ordering: .relaxed) }
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
  /// complete.
  public func run(_ options: Options, progress: (@Sendable (Progress) -> Void)? = nil) throws(Failure) -> Summary {
    let clock = ContinuousClock()
    let started = clock.now
    if let directory = options.directory {
      do {
        try OutputFolder.prepare(directory)
        if let manifest = options.manifest {
          try AtomicFile.write(Array(manifest.utf8), to: (directory as NSString).appendingPathComponent(FrameManifest.fileName))
        }
      } catch {
        throw .write(error)
      }
    }

    // Frames to render; with --resume, complete files are skipped (but still drawn for a video,
    // which needs every frame).
    var pending: [Int] = []
    var complete: Set<Int> = []
    for index in options.frames {
      if options.resume, let directory = options.directory {
        let size = batch.pixelSize(of: index)
        if Self.isComplete(path(index, in: directory), width: size.width, height: size.height) {
          complete.insert(index)
          if options.video == nil { continue }
        }
      }
      pending.append(index)
    }
    let todo = pending
    let alreadyComplete = complete
    let skipped = complete.count

    var video: VideoEncoder?
    if let file = options.video, !todo.isEmpty {
      let size = batch.pixelSize(of: todo[0])
      let transparent = batch.scene.style.backgroundColor.map { $0.alpha < 1 } ?? true
      do {
        video = try VideoEncoder(path: file, width: size.width, height: size.height, fps: batch.plan.fps, transparent: transparent)
      } catch {
        throw .video(error)
      }
    }

    let state = RunState(total: options.frames.count, done: options.video == nil ? skipped : 0, cancellation: options.cancellation)
    if skipped > 0, options.video == nil { progress?(Progress(done: skipped, total: options.frames.count, elapsed: (clock.now - started).seconds)) }
    let jobs = Swift.max(1, Swift.min(options.jobs, Swift.max(todo.count, 1)))
    let queue = OrderedFrames(window: 2 * jobs)
    let batch = self.batch
    let png = self.png
    let directory = options.directory
    let wantsVideo = video != nil

    // The video writer: frames in order, on its own thread.
    let videoThread: Thread?
    let videoDone = DispatchSemaphore(value: 0)
    if let encoder = video {
      let sendable = UncheckedBox(encoder)
      let thread = Thread {
        for position in 0..<todo.count {
          guard let image = queue.take(position) else { break }
          do throws(VideoEncoder.Failure) {
            try sendable.value.write(image)
          } catch {
            state.fail(.video(error))
            queue.abort()
            break
          }
        }
        videoDone.signal()
      }
      thread.stackSize = 1 << 20
      videoThread = thread
    } else {
      videoThread = nil
    }

    let workersDone = DispatchSemaphore(value: 0)
    for _ in 0..<jobs {
      let thread = Thread {
        var times = FrameBatch.StageTimes()
        var bytes = 0
        let clock = ContinuousClock()
        while let position = state.next(limit: todo.count) {
          let index = todo[position]
          if wantsVideo, !queue.waitForRoom(position) { break }
          do throws(Failure) {
            let image: RasterImage
            do throws(RenderError) {
              image = try batch.rasterize(index, times: &times)
            } catch {
              throw .render(error)
            }
            if let directory, !alreadyComplete.contains(index) {
              let start = clock.now
              let encoded: [UInt8]
              do throws(RenderError) {
                encoded = try PNGCodec.encode(image, options: png)
              } catch {
                throw .render(error)
              }
              let written = clock.now
              times.encode += (written - start).seconds
              do throws(AtomicFile.WriteError) {
                try AtomicFile.writeFrame(encoded, to: (directory as NSString).appendingPathComponent(self.pattern.name(index)))
              } catch {
                throw .write(error)
              }
              times.write += (clock.now - written).seconds
              bytes += encoded.count
            }
            if wantsVideo { queue.put(position, image) }
          } catch {
            state.fail(error)
            queue.abort()
            break
          }
          let done = state.finishOne()
          progress?(Progress(done: done, total: options.frames.count, elapsed: (clock.now - started).seconds))
        }
        state.add(times: times, bytes: bytes)
        workersDone.signal()
      }
      thread.stackSize = 4 << 20
      thread.start()
    }
    videoThread?.start()
    for _ in 0..<jobs { workersDone.wait() }
    if videoThread != nil {
      if state.failure != nil || options.cancellation?.isCancelled == true { queue.abort() }
      videoDone.wait()
    }
    if let failure = state.failure {
      video?.cancel()
      throw failure
    }
    if options.cancellation?.isCancelled == true {
      video?.cancel()
      throw .cancelled(done: state.done)
    }
    if let video {
      do {
        try video.finish()
      } catch {
        throw .video(error)
      }
    }

    var created = 0
    var reused = 0
    for index in options.frames {
      created += batch.frames[index].createdCells
      reused += batch.frames[index].reusedCells
    }
    let totals = state.totals
    return Summary(
      frames: options.frames, rendered: todo.count - (options.video == nil ? 0 : skipped), skipped: skipped, bytes: totals.bytes,
      seconds: (clock.now - started).seconds, times: totals.times, cellsCreated: created, cellsReused: reused,
      jobs: jobs)
  }
}

/// Shared state of a run's threads.
private final class RunState: Sendable {
  private struct Inner {
    var next = 0
    var done: Int
    var failure: FrameBatchRunner.Failure?
    var times = FrameBatch.StageTimes()
    var bytes = 0
  }

  private let inner: Mutex<Inner>
  let total: Int
  let cancellation: FrameBatchRunner.Cancellation?

  init(total: Int, done: Int, cancellation: FrameBatchRunner.Cancellation?) {
    self.total = total
    self.cancellation = cancellation
    inner = Mutex(Inner(done: done))
  }

  /// The next position to render, or `nil` when all are taken, the run failed or was cancelled.
  func next(limit: Int) -> Int? {
    if cancellation?.isCancelled == true { return nil }
    return inner.withLock { state in
      guard state.failure == nil, state.next < limit else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  func finishOne() -> Int {
    inner.withLock { state in
      state.done += 1
      return state.done
    }
  }

  func fail(_ error: FrameBatchRunner.Failure) {
    inner.withLock { state in
      if state.failure == nil { state.failure = error }
    }
  }

  var failure: FrameBatchRunner.Failure? { inner.withLock { $0.failure } }

  var done: Int { inner.withLock { $0.done } }

  func add(times: FrameBatch.StageTimes, bytes: Int) {
    inner.withLock { state in
      state.times = state.times + times
      state.bytes += bytes
    }
  }

  var totals: (times: FrameBatch.StageTimes, bytes: Int) { inner.withLock { ($0.times, $0.bytes) } }
}

/// Frames handed to the video writer in order; renderers stay at most `window` frames ahead.
private final class OrderedFrames: @unchecked Sendable {
  private let condition = NSCondition()
  private var pending: [Int: RasterImage] = [:]
  private var taken = 0
  private var aborted = false
  private let window: Int

  init(window: Int) {
    self.window = window
  }

  /// Waits until `position` is within the window; false if the run was aborted.
  func waitForRoom(_ position: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !aborted && position >= taken + window { condition.wait() }
    return !aborted
  }

  func put(_ position: Int, _ image: RasterImage) {
    condition.lock()
    pending[position] = image
    condition.broadcast()
    condition.unlock()
  }

  /// The frame at `position`, waiting for it; `nil` if the run was aborted.
  func take(_ position: Int) -> RasterImage? {
    condition.lock()
    defer { condition.unlock() }
    while !aborted && pending[position] == nil { condition.wait() }
    guard let image = pending.removeValue(forKey: position) else { return nil }
    taken = position + 1
    condition.broadcast()
    return image
  }

  func abort() {
    condition.lock()
    aborted = true
    condition.broadcast()
    condition.unlock()
  }
}

/// Moves a non-Sendable reference to the one thread that uses it.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
