import Foundation
import Testing

/// `--chrome` and the scene's `"chrome": true` draw the same bars through render, frames and
/// snapshot, and the content moves below them.
@Suite struct DeviceChromeCommandTests {
  static let scene =
    #"{"bounds": {"width": 200, "height": 300}, "scale": 1, "layout": {"type": "flow", "itemSize": "#
    + #"{"width": 40, "height": 40}}, "sections": [{"itemCount": 20, "itemTitle": "{item}"}]}"#

  func same(_ a: String, _ b: String, in folder: TemporaryFolder) throws -> Bool {
    try CLI.run(["compare", a, b, "--diff", "x.diff.png"], in: folder.url).status == 0
  }

  @Test func everyCommandHonoursTheFlagAndTheKey() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene)
    try folder.write("keyed.json", String(Self.scene.dropLast()) + #", "chrome": true}"#)
    let runs: [[String]] = [
      ["render", "s.json", "-o", "plain.png"],
      ["render", "s.json", "--chrome", "-o", "flag.png"],
      ["render", "keyed.json", "-o", "key.png"],
      ["render", "keyed.json", "--chrome", "-o", "both.png"],
      ["frames", "s.json", "--to", "0,0", "--count", "1", "--chrome", "-o", "frames"],
      ["snapshot", "s.json", "--chrome", "--reference", "refs/s.png"],
    ]
    for arguments in runs {
      let result = try CLI.run(arguments, in: folder.url)
      #expect(result.status == (arguments[0] == "snapshot" ? 1 : 0), "\(arguments): \(result.stderr)")
    }
    #expect(try same("flag.png", "key.png", in: folder))
    #expect(try same("flag.png", "both.png", in: folder), "a scene's own chrome is kept, not added twice")
    #expect(try same("flag.png", "refs/s.png", in: folder))
    // frames --to 0,0 starts the scroll at the offset 0 given, which is the rest position.
    #expect(try same("flag.png", "frames/frame_00000.png", in: folder))
    #expect(try !same("flag.png", "plain.png", in: folder))
  }

  /// The resting offset is minus the top inset, as UIKit's; `--offset` is UIKit's
  /// `contentOffset` as it is, so `--offset 0,0` scrolls under the bars, whether the chrome comes
  /// from the scene or from `--chrome` (docs/rendering.md, "Device chrome: status bar, navigation
  /// bar, home indicator").
  @Test func anOffsetIsUIKitsContentOffsetWhereverTheChromeComesFrom() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene)
    try folder.write("keyed.json", String(Self.scene.dropLast()) + #", "chrome": true}"#)
    let zero = try CLI.run(["layout", "keyed.json", "--offset", "0,0"], in: folder.url)
    #expect(zero.stdout.contains(#""viewport":{"x":0,"y":0,"width":200,"height":300}"#), "\(zero.stdout.prefix(300))")
    for arguments in [
      ["render", "keyed.json", "-o", "rest.png"], ["render", "keyed.json", "--offset", "0,-44", "-o", "minus44.png"],
      ["render", "keyed.json", "--offset", "0,0", "-o", "key0.png"],
      ["render", "s.json", "--chrome", "--offset", "0,0", "-o", "flag0.png"],
      ["render", "s.json", "--chrome", "--offset", "0,-44", "-o", "flagMinus44.png"],
    ] {
      let result = try CLI.run(arguments, in: folder.url)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    #expect(try same("rest.png", "minus44.png", in: folder), "the rest position is -44 under a status bar")
    #expect(try same("key0.png", "flag0.png", in: folder), "--offset means the same with --chrome")
    #expect(try same("rest.png", "flagMinus44.png", in: folder))
    #expect(try !same("rest.png", "key0.png", in: folder), "0 scrolls the first 44 points under the bars")
  }

  @Test func theLayoutMovesBelowTheBars() throws {
    let folder = try TemporaryFolder()
    try folder.write("keyed.json", String(Self.scene.dropLast()) + #", "chrome": true}"#)
    let result = try CLI.run(["layout", "keyed.json"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    // At rest, the first row shows just below the 44-point status bar: the viewport starts at
    // y = -44, and nothing hides under the 34-point home indicator at the rest position's edge.
    #expect(
      result.stdout.contains(#""viewport":{"x":0,"y":-44,"width":200,"height":300}"#), "\(result.stdout.prefix(300))")
  }
}
