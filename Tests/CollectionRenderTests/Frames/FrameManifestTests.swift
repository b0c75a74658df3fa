import CairoBackend
import CollectionLayout
import CollectionRender
import Foundation
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// The frames manifest as a typed value: written and read back equal, compared as values for a
/// resumed run, and refused with a typed error when it is not a manifest.
@Suite struct FrameManifestTests {
  /// 100×100 points, two columns of 50×50 cells.
  static let scene = Scene(
    bounds: Size(width: 100, height: 100),
    layout: FlowLayout(itemSize: Size(width: 50, height: 50), minimumInteritemSpacing: 0, minimumLineSpacing: 0),
    sections: [SectionData(itemCount: 40, itemTitleFormat: "{item}")])

  static func manifest(
    _ batch: FrameBatch, scene: String = "scene.json", png: PNGOptions = .frames, compression: String = "default"
  ) -> FrameManifest {
    FrameManifest(
      batch: batch, scenePath: scene, sceneDigest: "fnv1a64:0123456789abcdef", pattern: .standard,
      compressionName: compression, png: png)
  }

  static func scroll(to y: Double = 200, count: Int = 5) throws -> FrameBatch {
    try FrameBatch(
      scene: scene,
      timeline: .scroll(
        from: nil, to: Point(x: 0, y: y), count: count, curve: .easeInOut, fps: 60, origin: .options("t")))
  }

  /// Taps and a reorder in right to left (a trait): interaction objects in the segments and
  /// frames, selections, traits.
  static func interactiveBatch() throws -> FrameBatch {
    try RightToLeftTouchesTests.batch(RightToLeftTouchesTests.grid, direction: "rightToLeft")
  }

  @Test("Encoded and decoded: the same value, and the same text again")
  func roundTrip() throws {
    let manifests = [
      Self.manifest(try Self.scroll()),
      Self.manifest(try Self.scroll(), png: .smallest, compression: "smallest"),
      Self.manifest(try Self.interactiveBatch()),
    ]
    for manifest in manifests {
      let text = manifest.encode()
      let decoded = try FrameManifest(decoding: Array(text.utf8))
      #expect(decoded == manifest)
      #expect(decoded.encode() == text)
    }
    let interactive = manifests[2]
    #expect(interactive.traits?.contains(TraitAssignment(name: "layoutDirection", value: "rightToLeft")) == true)
    #expect(interactive.segments.compactMap(\.interaction).count == 2)
    #expect(interactive.frames.contains { !$0.selected.isEmpty })
    #expect(manifests[1].png == .init(compression: "smallest", encoder: .libpng, level: 9, filter: .adaptive))
  }

  @Test("The text: one key a line at the top, one line per segment and per frame")
  func layout() throws {
    let text = Self.manifest(try Self.scroll(count: 2)).encode()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "{")
    #expect(lines[1] == "  \"version\": 1,")
    #expect(lines.contains("  \"bounds\": {\"width\": 100, \"height\": 100},"))
    #expect(lines.contains("  \"png\": {\"compression\": \"default\", \"encoder\": \"igzip\"},"))
    #expect(lines.contains { $0.hasPrefix("    {\"index\": 0, \"type\": \"scroll\", \"startFrame\": 0,") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "    {\"index\": 1, \"file\": \"frame_00001.png\", \"time\": 0.016666666666666666, \"segment\": 0,")
      })
    #expect(text.hasSuffix("\n  ]\n}\n"))
  }

  @Test("The same batch: equal but for the scene's path; a changed field or segment is another batch")
  func sameBatch() throws {
    let manifest = Self.manifest(try Self.scroll())
    let text = manifest.encode()
    #expect(FrameManifest.sameBatch(text, Self.manifest(try Self.scroll(), scene: "elsewhere/scene.json").encode()))
    #expect(!FrameManifest.sameBatch(text, Self.manifest(try Self.scroll(to: 250)).encode()))
    // Edited files: a field, a segment, a frame.
    let edits = [
      ("\"sceneDigest\": \"fnv1a64:0123456789abcdef\"", "\"sceneDigest\": \"fnv1a64:0123456789abcdee\""),
      ("\"type\": \"scroll\"", "\"type\": \"fling\""),
      ("\"file\": \"frame_00002.png\"", "\"file\": \"frame_00009.png\""),
      ("\"pixelAligned\": true", "\"pixelAligned\": false"),
    ]
    for (old, new) in edits {
      #expect(text.contains(old))
      let edited = try FrameManifest(decoding: Array(text.replacingOccurrences(of: old, with: new).utf8))
      #expect(!edited.isSameBatch(as: manifest), "\(new)")
      #expect(!FrameManifest.sameBatch(text.replacingOccurrences(of: old, with: new), text))
    }
    // Another layout of the same values is the same batch.
    let reflowed = text.replacingOccurrences(of: ", ", with: ",\n      ")
    #expect(try FrameManifest(decoding: Array(reflowed.utf8)).isSameBatch(as: manifest))
    #expect(!FrameManifest.sameBatch("{", text))
  }

  @Test(
    "Not a manifest: a typed error that says what and where",
    arguments: [
      ("{\"version\": 1,", "not a JSON object"),
      ("[1, 2]", "not a JSON object"),
      ("{\"version\": 2, \"frames\": 3}", "version 2, expected 1"),
      ("{\"frames\": []}", "version missing, expected 1"),
      ("{\"version\": 1, \"frameCount\": 2, \"frames\": []}", "frameCount and frames disagree"),
      (
        "{\"version\": 1, \"frameCount\": 1, \"frames\": [{\"file\": \"a/b.png\"}]}",
        "frame 0 has no file name or pixel size"
      ),
      (
        "{\"version\": 1, \"frameCount\": 1, \"frames\": [{\"file\": \"a.png\"}]}",
        "frame 0 has no file name or pixel size"
      ),
    ])
  func malformed(text: String, message: String) {
    #expect(throws: FrameManifest.DecodingError.self) { try FrameManifest(decoding: Array(text.utf8)) }
    do {
      _ = try FrameManifest(decoding: Array(text.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("A value missing, unknown or mistyped names its path; a syntax error its line and column")
  func invalidValues() throws {
    let text = Self.manifest(try Self.scroll()).encode()
    func problem(_ old: String, _ new: String) -> String? {
      #expect(text.contains(old))
      do {
        _ = try FrameManifest(decoding: Array(text.replacingOccurrences(of: old, with: new).utf8))
        return nil
      } catch {
        return error.description
      }
    }
    #expect(problem("\"fps\": 60", "\"fps\": \"60\"") == "$.fps: expected a number")
    #expect(problem("\"scale\": 1,", "\"scale\": 1, \"extra\": 0,") == "$.extra: unknown key")
    #expect(problem("\"generator\": \"collection-render frames\",", "") == "$.generator: missing")
    #expect(
      problem("\"segment\": 0, \"contentOffset\"", "\"segment\": 0.5, \"contentOffset\"")
        == "$.frames[0].segment: expected a whole number")
    #expect(problem("\"startTime\": 0,", "") == "$.segments[0].startTime: missing")
    #expect(problem("\"encoder\": \"igzip\"", "\"encoder\": \"gif\"") == "$.png.encoder: unknown encoder")
    #expect(problem("\"pattern\": \"frame_%05d.png\"", "\"pattern\": \"frame.png\"")?.hasPrefix("$.pattern: ") == true)
    do {
      _ = try FrameManifest(decoding: Array(text.replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": 60x").utf8))
      Issue.record("decoded")
    } catch {
      guard case .notAnObject(let syntax?) = error, case .text(let line, let column) = syntax.location else {
        Issue.record("\(error)")
        return
      }
      #expect(line == 6 && column == 12)
    }
  }

  @Test("A resumed run into another batch's folder stops before writing; the same batch's resumes")
  func resumeChecksTheBatch() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let batch = try Self.scroll(count: 3)
    let runner = FrameBatchRunner(batch: batch, png: .frames, pattern: .standard)
    let first = try runner.run(.init(jobs: 1, frames: 0..<3, directory: folder, manifest: Self.manifest(batch)))
    #expect(first.rendered == 3)
    let again = try runner.run(
      .init(
        jobs: 1, frames: 0..<3, directory: folder, manifest: Self.manifest(batch, scene: "moved.json"), resume: true))
    #expect(again.skipped == 3)
    let written = try FrameManifest(
      decoding: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))))
    #expect(written.scenePath == "moved.json")

    let other = try Self.scroll(to: 300, count: 3)
    let otherRunner = FrameBatchRunner(batch: other, png: .frames, pattern: .standard)
    #expect(throws: FrameBatchRunner.Failure.self) {
      try otherRunner.run(
        .init(jobs: 1, frames: 0..<3, directory: folder, manifest: Self.manifest(other), resume: true))
    }
    do {
      _ = try otherRunner.run(
        .init(jobs: 1, frames: 0..<3, directory: folder, manifest: Self.manifest(other), resume: true))
    } catch {
      guard case .conflict(.otherBatch) = error else {
        Issue.record("\(error)")
        return
      }
    }
    #expect(
      try FrameManifest(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))))
        == written)
    var replacing = FrameBatchRunner.Options(jobs: 1, frames: 0..<3, directory: folder, manifest: Self.manifest(other))
    replacing.replace = true
    #expect(try otherRunner.run(replacing).rendered == 3)
    let check = try FrameFolderCheck(directory: folder)
    #expect(check.isComplete && check.frameCount == 3)
  }
}
