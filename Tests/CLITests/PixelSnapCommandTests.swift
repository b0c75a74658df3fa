import Foundation
import Testing

/// `--snap-to-pixels` and the scene's `snapToPixels` draw the same pixels through render,
/// frames and snapshot (one pipeline), and differ from UIKit's fractional default.
@Suite struct PixelSnapCommandTests {
  static let scene =
    #"{"bounds": {"width": 100, "height": 60}, "scale": 2, "layout": {"type": "flow", "itemSize": "#
    + #"{"width": 20.3, "height": 20.3}, "minimumInteritemSpacing": 3.3, "sectionInset": 1.1}, "#
    + #""sections": [{"itemCount": 8, "itemTitle": "{item}"}]}"#

  func same(_ a: String, _ b: String, in folder: TemporaryFolder) throws -> Bool {
    try CLI.run(["compare", a, b, "--diff", "x.diff.png"], in: folder.url).status == 0
  }

  @Test func everyCommandHonoursTheFlagAndTheKey() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene)
    try folder.write("keyed.json", String(Self.scene.dropLast()) + #", "snapToPixels": true}"#)
    let runs: [[String]] = [
      ["render", "s.json", "-o", "soft.png"],
      ["render", "s.json", "--snap-to-pixels", "-o", "flag.png"],
      ["render", "keyed.json", "-o", "key.png"],
      ["frames", "s.json", "--to", "0,0", "--count", "1", "--snap-to-pixels", "-o", "frames"],
      ["snapshot", "s.json", "--snap-to-pixels", "--reference", "refs/s.png"],
    ]
    for arguments in runs {
      let result = try CLI.run(arguments, in: folder.url)
      #expect(result.status == (arguments[0] == "snapshot" ? 1 : 0), "\(arguments): \(result.stderr)")
    }
    #expect(try same("flag.png", "key.png", in: folder))
    #expect(try same("flag.png", "frames/frame_00000.png", in: folder))
    #expect(try same("flag.png", "refs/s.png", in: folder))
    #expect(try !same("flag.png", "soft.png", in: folder))
  }
}
