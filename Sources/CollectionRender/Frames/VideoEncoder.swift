import CairoBackend
import Foundation

/// A video or animated image made by piping raw frames into ffmpeg (no PNG round trip):
/// `ffmpeg -f rawvideo -pix_fmt bgra -s WxH -framerate FPS -i pipe:0 …`.
///
/// | extension | settings |
/// |---|---|
/// | `.mp4`  | H.264 (libx264, CRF 18, `-tune animation`), `yuv420p` for every player, padded to even width and height,
/// `+faststart` |
/// | `.webm` | VP9 (libvpx-vp9, CRF 32, row multithreading), `yuva420p` when frames are transparent |
/// | `.gif`  | one palette for the whole animation (`palettegen` → `paletteuse`, no dithering: flat UI colours stay
/// flat), loops forever; above 50 fps, frames are dropped to 50 fps (see ``gifMaximumFPS``) |
/// | `.apng` | lossless, loops forever |
///
/// The file is written under a temporary name in its folder and renamed when ffmpeg succeeds,
/// so a failed or interrupted run leaves no partial video. Frames smaller than the video (before
/// or after a rotation) are centred on black bars, or on transparency in a transparent video.
public final class VideoEncoder {
  /// Output containers, from the file's extension.
  public enum Container: String, Sendable, CaseIterable {
    case mp4, webm, gif, apng
  }

  /// Why a video cannot be made.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for the caller to choose an exit status.
    public enum Kind: Sendable {
      /// ffmpeg is not installed.
      case missingFFmpeg
      /// ffmpeg failed.
      case ffmpeg
      /// The output file cannot be written.
      case output
    }

    /// What went wrong.
    public var kind: Kind
    /// For `.output`: the file and why it cannot be written; otherwise the whole message.
    public var path: String?
    /// What went wrong, as one line (for `.output`, the reason the file cannot be written).
    public var message: String
    /// One line: `path: cannot write: message` for an output error, else the message.
    public var description: String { path.map { "\($0): cannot write: \(message)" } ?? message }

    init(kind: Kind, message: String, path: String? = nil) {
      self.kind = kind
      self.message = message
      self.path = path
    }
  }

  /// The video file made, as the caller named it.
  public let path: String
  /// The format, from the file's extension: MP4, WebM, GIF or APNG.
  public let container: Container
  /// The width of the frames fed to ffmpeg, in pixels; smaller frames are centred in it.
  public let width: Int
  /// The height of the frames fed to ffmpeg, in pixels; smaller frames are centred in it.
  public let height: Int
  /// What surrounds a frame smaller than the video, as a straight (not premultiplied) ARGB32
  /// word: opaque black (letterbox bars, as players show), or transparent in a transparent video.
  public let padding: UInt32
  private let process: Process
  private let input: FileHandle
  private let errorOutput: Pipe
  private let errorText = ErrorCollector()
  private let temporary: String
  private var finished = false

  /// The container for `path`'s extension, or an error naming the choices.
  public static func container(for path: String) throws(InvalidOption) -> Container {
    let ext = (path as NSString).pathExtension.lowercased()
    guard let container = Container(rawValue: ext) else {
      throw InvalidOption(.video, path, "cannot tell the format from \"\(ext)\"; use .mp4, .webm, .gif or .apng")
    }
    return container
  }

  /// The ffmpeg executable on `PATH`, or `nil`.
  public static func findFFmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The highest frame rate a GIF plays at its true speed.
  ///
  /// A GIF frame's delay is a whole number of centiseconds, and browsers and most viewers show a
  /// delay of 0 or 1 cs as 10 cs: a 60 fps GIF (delays 2, 1, 2, 2, 1, …) would play almost three
  /// times too slowly. At 50 fps and below every delay is at least 2 cs; ffmpeg carries the
  /// rounding of each delay over to the next (30 fps: 3, 4, 3, …), so the GIF lasts as long as
  /// the batch, to the centisecond.
  public static let gifMaximumFPS = 50.0

  /// The ffmpeg arguments for a stream of `width`×`height` frames at `fps`.
  public static func arguments(
    container: Container, width: Int, height: Int, fps: Double, transparent: Bool, output: String
  ) -> [String] {
    var arguments = [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-framerate", LayoutJSON.number(fps),
      "-i", "pipe:0",
    ]
    switch container {
    case .mp4:
      arguments += [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "medium", "-tune", "animation",
        "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      arguments += [
        "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4",
        "-pix_fmt", transparent ? "yuva420p" : "yuv420p", "-f", "webm",
      ]
    case .gif:
      // Faster batches are resampled to 50 fps (frames dropped evenly), keeping the duration.
      let rate = fps > gifMaximumFPS ? "fps=\(LayoutJSON.number(gifMaximumFPS))," : ""
      arguments += [
        "-vf",
        rate + "split[frames][copy];[copy]palettegen=stats_mode=full[palette];[frames][palette]paletteuse=dither=none",
        "-loop", "0", "-f", "gif",
      ]
    case .apng:
      arguments += ["-pix_fmt", transparent ? "rgba" : "rgb24", "-plays", "0", "-f", "apng"]
    }
    return arguments + [output]
  }

  /// Starts ffmpeg writing `path`: a video of `width`×`height` pixels, the largest frame's size.
  public init(path: String, width: Int, height: Int, fps: Double, transparent: Bool) throws(Failure) {
    let container: Container
    do {
      container = try Self.container(for: path)
    } catch {
      throw Failure(kind: .ffmpeg, message: error.description)
    }
    guard let ffmpeg = Self.findFFmpeg() else {
      throw Failure(
        kind: .missingFFmpeg,
        message: "a video needs ffmpeg, which is not on PATH (on Debian: sudo apt-get install ffmpeg)")
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(kind: .output, message: "cannot create the folder \(directory.path)", path: path)
    }
    guard access(directory.path, W_OK) == 0 else {
      throw Failure(kind: .output, message: "the folder \(directory.path) is not writable", path: path)
    }
    self.path = path
    self.container = container
    self.width = width
    self.height = height
    self.padding = transparent ? 0 : 0xFF00_0000
    self.temporary =
      directory.appendingPathComponent(
        ".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
      ).path

    // A closed pipe must return EPIPE to the writer, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = Self.arguments(
      container: container, width: width, height: height, fps: fps, transparent: transparent, output: temporary)
    let inputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errorPipe
    let collector = errorText
    errorPipe.fileHandleForReading.readabilityHandler = { handle in
      collector.append(handle.availableData)
    }
    do {
      try process.run()
    } catch {
      throw Failure(kind: .ffmpeg, message: "video: cannot start \(ffmpeg): \(error.localizedDescription)")
    }
    self.process = process
    self.input = inputPipe.fileHandleForWriting
    self.errorOutput = errorPipe
  }

  /// Sends one frame (premultiplied ARGB32, as drawn): un-premultiplied where not opaque,
  /// rows packed. A frame smaller than the video (a batch that rotates the device) is centred
  /// on ``padding``; a larger one is an error.
  public func write(_ image: RasterImage) throws(Failure) {
    guard image.width <= width, image.height <= height else {
      throw Failure(
        kind: .ffmpeg, message: "video: a frame is \(image.width)×\(image.height), larger than \(width)×\(height)")
    }
    let rowBytes = width * 4
    let left = (width - image.width) / 2
    let top = (height - image.height) / 2
    let imageRowBytes = image.width * 4
    let padding = self.padding
    // Read from the image's own memory, each row once: the only copy is the packed frame ffmpeg
    // is sent.
    let bytes: [UInt8] = image.withUnsafeBytes { raw in
      var packed = [UInt8](repeating: 0, count: rowBytes * height)
      packed.withUnsafeMutableBytes { out in
        if image.width != width || image.height != height {
          for index in 0..<width * height { out.storeBytes(of: padding, toByteOffset: index * 4, as: UInt32.self) }
        }
        for y in 0..<image.height {
          let source = raw.baseAddress! + y * image.bytesPerRow
          let destination = out.baseAddress! + (top + y) * rowBytes + left * 4
          destination.copyMemory(from: source, byteCount: imageRowBytes)
          for x in 0..<image.width {
            let word = destination.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            guard word >> 24 != 0xFF else { continue }
            destination.storeBytes(of: RasterImage.straightARGB32(word), toByteOffset: x * 4, as: UInt32.self)
          }
        }
      }
      return packed
    }
    let descriptor = input.fileDescriptor
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        Foundation.write(descriptor, raw.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        cancel()
        throw Failure(kind: .ffmpeg, message: "video: ffmpeg stopped reading frames" + lastError())
      }
      offset += written
    }
  }

  /// Closes the stream, waits for ffmpeg and moves the video into place.
  public func finish() throws(Failure) {
    guard !finished else { return }
    finished = true
    try? input.close()
    process.waitUntilExit()
    errorOutput.fileHandleForReading.readabilityHandler = nil
    guard process.terminationStatus == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw Failure(kind: .ffmpeg, message: "video: ffmpeg failed (exit \(process.terminationStatus))" + lastError())
    }
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw Failure(kind: .output, message: reason, path: path)
    }
  }

  /// Stops ffmpeg and removes the partial video.
  public func cancel() {
    guard !finished else { return }
    finished = true
    try? input.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    errorOutput.fileHandleForReading.readabilityHandler = nil
    try? FileManager.default.removeItem(atPath: temporary)
  }

  deinit {
    cancel()
  }

  private func lastError() -> String {
    let text = errorText.text.split(separator: "\n").last.map(String.init) ?? ""
    return text.isEmpty ? "" : ": " + text
  }
}

/// ffmpeg's standard error, collected from its reading thread.
private final class ErrorCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func append(_ chunk: Data) {
    lock.lock()
    if data.count < 65536 { data.append(chunk) }
    lock.unlock()
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: data, as: UTF8.self)
  }
}
