import Foundation
import Testing

/// The comparison the frame tests use across processes: other bytes, other pixels or other files
/// fail; the same pixels in other bytes are named as such.
@Suite struct SameFrameFilesTests {
  /// `render` of the flow grid sample at `offset`, its PNG at `compression`.
  static func render(offset: String, compression: String, in folder: TemporaryFolder) throws -> Data {
    let path = folder.path("\(offset)-\(compression).png")
    let result = try CLI.run([
      "render", "samples/flow-grid/scene.json", "--offset", offset, "--png-compression", compression, "-o", path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func theSamePixelsInOtherBytesFailAndSaySo() throws {
    let folder = try TemporaryFolder()
    let fast = try Self.render(offset: "0,120", compression: "1", in: folder)
    let small = try Self.render(offset: "0,120", compression: "9", in: folder)
    #expect(fast != small)
    try withKnownIssue("other bytes are a failure, named as the same pixels") {
      try SameFrameFiles.expect(["frame.png": fast], ["frame.png": small], "levels 1 and 9")
    } matching: { issue in
      issue.description.contains("the same pixels in other compressed bytes")
    }
  }

  @Test func otherPixelsOrOtherFilesFail() throws {
    let folder = try TemporaryFolder()
    let top = try Self.render(offset: "0,0", compression: "1", in: folder)
    let scrolled = try Self.render(offset: "0,120", compression: "1", in: folder)
    withKnownIssue("other pixels are a failure") {
      try SameFrameFiles.expect(["frame.png": top], ["frame.png": scrolled], "two offsets")
    }
    withKnownIssue("a missing file is a failure") {
      try SameFrameFiles.expect(["frame.png": top], ["frame.png": top, "manifest.json": Data()], "a missing file")
    }
    withKnownIssue("another manifest is a failure") {
      try SameFrameFiles.expect(["manifest.json": Data("{}".utf8)], ["manifest.json": Data("[]".utf8)], "manifests")
    }
  }
}
