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
    #expect(info.frames == 9, "\(info)")
    // A video alone: no frames folder, no temporary file.
    #expect(try folder.contents() == ["out.\(ext)", "v.json"])
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

  @Test func videoNeedsOneSize() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write(
      "v.json",
      String(Self.scene.dropLast())
        + #", "timeline": {"segments": [{"type": "pause", "frames": 1}, {"type": "bounds", "size": {"width": 41, "#
        + #""height": 61}}, {"type": "pause", "frames": 1}]}}"#
    )
    let result = try CLI.run(["frames", scene, "--video", folder.path("out.gif")], in: folder.url)
    #expect(result.status == 64)
    #expect(result.stderr.contains("--video needs frames of one size"))
    #expect(try folder.contents() == ["v.json"])
  }
}
