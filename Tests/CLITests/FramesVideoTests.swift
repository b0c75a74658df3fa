import Foundation
import Testing

/// `--video`: raw frames piped into ffmpeg. Skipped (with the reason) where ffmpeg is not
/// installed; `FramesBadInputTests.ffmpegMissing` checks the error without it.
@Suite(
  .enabled(
    if: CLI.executable("ffmpeg") != nil && CLI.executable("ffprobe") != nil,
    "ffmpeg is not installed (apt-get install ffmpeg) — video tests skipped"))
struct FramesVideoTests {
  /// Odd bounds, so that the MP4 must be padded to even dimensions.
  static let scene =
    #"{"bounds": {"width": 61, "height": 41}, "layout": {"type": "flow", "itemSize": {"width": 20, "height": 20}}, "#
    + #""sections": [{"itemCount": 40, "itemTitle": "{item}"}]}"#

  /// ffprobe's view of the first video stream: width, height, frame count.
  static func probe(_ path: String) throws -> (width: Int, height: Int, frames: Int, codec: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.executable("ffprobe")!)
    process.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
      "stream=width,height,nb_read_frames,codec_name", "-of", "csv=p=0", path,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map(String.init)
    return (Int(fields[1]) ?? -1, Int(fields[2]) ?? -1, Int(fields[3]) ?? -1, fields[0])
  }

  @Test(arguments: [("mp4", "h264", 62, 42), ("webm", "vp9", 61, 41), ("gif", "gif", 61, 41), ("apng", "apng", 61, 41)])
  func video(ext: String, codec: String, width: Int, height: Int) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("v.json", Self.scene)
    let video = folder.path("out.\(ext)")
    let result = try CLI.run(
      ["frames", scene, "--to", "0,120", "--count", "9", "--jobs", "2", "--video", video, "--quiet"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let info = try Self.probe(video)
    #expect(info.codec == codec)
    #expect(info.width == width && info.height == height, "\(info)")
    // A GIF above 50 fps keeps its duration with fewer frames (see `durations`).
    #expect(info.frames == (ext == "gif" ? 8 : 9), "\(info)")
    // A video alone: no frames folder, no temporary file.
    #expect(try folder.contents() == ["out.\(ext)", "v.json"])
  }

  /// The playing time each container stores, in seconds: GIF delays (centiseconds, from each
  /// frame's Graphic Control Extension) and APNG delays (each `fcTL` chunk's fraction) read
  /// from the bytes; MP4 and WebM as ffprobe reads the container.
  static func duration(_ path: String, ext: String) throws -> (seconds: Double, shortestDelay: Double?) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    switch ext {
    case "gif":
      let delays = MediaDelays.gif(bytes)
      return (Double(delays.reduce(0, +)) / 100, delays.min().map { Double($0) / 100 })
    case "apng":
      let delays = MediaDelays.apng(bytes)
      return (delays.reduce(0, +), delays.min())
    default:
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CLI.executable("ffprobe")!)
      process.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1, nil)
    }
  }

  /// A batch of 60 frames at 60 fps (and 30 frames at 30 fps, 24 at 24) plays for one second
  /// in every container; no GIF delay is under 2 cs (which browsers would show as 10 cs).
  @Test(arguments: ["gif", "apng", "mp4", "webm"], [60, 30, 24])
  func durations(ext: String, fps: Int) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("v.json", Self.scene)
    let video = folder.path("out.\(ext)")
    let result = try CLI.run(
      ["frames", scene, "--to", "0,120", "--count", "\(fps)", "--fps", "\(fps)", "--video", video, "--quiet"],
      in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let (seconds, shortestDelay) = try Self.duration(video, ext: ext)
    #expect(abs(seconds - 1) <= 0.0101, "\(ext) at \(fps) fps plays \(seconds) s")
    if ext == "gif" {
      #expect((shortestDelay ?? 0) >= 0.02, "\(ext) at \(fps) fps: a delay of \(shortestDelay ?? 0) s")
    }
  }

  @Test func videoAndFramesTogether() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("v.json", Self.scene)
    let result = try CLI.run(
      [
        "frames", scene, "--to", "0,120", "--count", "5", "-o", folder.path("frames"), "--video",
        folder.path("out.mp4"),
      ], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("video \(folder.path("out.mp4"))"), "\(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("frames")).count == 6)
    #expect(try Self.probe(folder.path("out.mp4")).frames == 5)
  }

  /// A rotation (61×41 → 41×61 points) makes a 61×61 video; each frame is centred on black
  /// bars (the scene's background is opaque) or on transparency (it is not).
  @Test(arguments: [("mp4", "h264", 62, 62), ("gif", "gif", 61, 61), ("webm", "vp9", 61, 61)])
  func aRotationIsPadded(ext: String, codec: String, width: Int, height: Int) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write(
      "v.json",
      String(Self.scene.dropLast())
        + #", "style": {"backgroundColor": "white"}, "timeline": {"fps": 10, "segments": [{"type": "pause", "#
        + #""frames": 2}, {"type": "bounds", "size": {"width": 41, "height": 61}}, {"type": "pause", "frames": 2}]}}"#
    )
    let video = folder.path("out.\(ext)")
    let result = try CLI.run(["frames", scene, "--video", video, "--quiet"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let info = try Self.probe(video)
    #expect(info.codec == codec && info.width == width && info.height == height, "\(info)")
    #expect(try folder.contents() == ["out.\(ext)", "v.json"])
    // The first frame (landscape) has black bars above and below: the top row is black, the
    // middle row shows the content (light pixels).
    let rows = try Self.pixelRows(video, rows: [0, height / 2], width: width)
    #expect(rows[0].allSatisfy { $0 < 40 }, "a black bar on top: \(rows[0].prefix(12))")
    #expect(rows[1].contains { $0 > 200 }, "content in the middle: \(rows[1].prefix(12))")
  }

  /// The grey levels of the first frame's rows `rows`, through ffmpeg.
  static func pixelRows(_ path: String, rows: [Int], width: Int) throws -> [[UInt8]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.executable("ffmpeg")!)
    process.arguments = ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let bytes = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    return rows.map { row in
      let start = row * width
      return start + width <= bytes.count ? Array(bytes[start..<start + width]) : []
    }
  }
}
