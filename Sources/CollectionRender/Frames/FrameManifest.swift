import CairoBackend
import CollectionLayout
import Foundation
import Geometry
import Motion
import SceneModel

/// The batch's `manifest.json` (a contract; see `docs/frames.md`): what the whole batch is and
/// every frame's file, time and content offset. It depends only on the batch — never on the
/// range, shard, job count, machine or time of the run — so every part of a batch rendered
/// anywhere writes the same file, and a resumed run can tell whether a folder holds this batch.
public struct FrameManifest: Sendable {
  /// The manifest's format version.
  public static let version = 1
  /// The manifest's file name in the output folder.
  public static let fileName = "manifest.json"

  /// The batch the folder holds: its scene, plan and frames.
  public var batch: FrameBatch
  /// The scene file as the caller named it.
  public var scenePath: String
  /// A digest of the scene's input files (scene and dataset), so that a changed scene is a
  /// different batch.
  public var sceneDigest: String
  /// How the frame files are named.
  public var pattern: FrameNamePattern
  /// The PNG setting's name (`default`, `fastest`, `smallest`, or a zlib level) and its options.
  public var compressionName: String
  /// The PNG options of that compression setting.
  public var png: PNGOptions

  /// The manifest of `batch`, rendered from the scene at `scenePath` whose inputs digest to
  /// `sceneDigest`, into files named by `pattern` and compressed with `png`.
  public init(
    batch: FrameBatch, scenePath: String, sceneDigest: String, pattern: FrameNamePattern, compressionName: String,
    png: PNGOptions
  ) {
    self.batch = batch
    self.scenePath = scenePath
    self.sceneDigest = sceneDigest
    self.pattern = pattern
    self.compressionName = compressionName
    self.png = png
  }

  /// The manifest's text: one key per line at the top, one line per segment and per frame.
  public func encode() -> String {
    let plan = batch.plan
    let scene = batch.scene
    var out = "{\n"
    out += "  \"version\": \(Self.version),\n"
    out += "  \"generator\": \"collection-render frames\",\n"
    out += "  \(Self.sceneKey) \(string(scenePath)),\n"
    out += "  \"sceneDigest\": \(string(sceneDigest)),\n"
    out += "  \"fps\": \(number(plan.fps)),\n"
    out += "  \"frameCount\": \(plan.frameCount),\n"
    out += "  \"duration\": \(number(plan.duration)),\n"
    out += "  \"pattern\": \(string(pattern.pattern)),\n"
    out += "  \"bounds\": \(size(scene.bounds)),\n"
    out +=
      "  \"contentInset\": {\"top\": \(number(scene.contentInset.top)), \"left\": "
      + "\(number(scene.contentInset.left)), \"bottom\": \(number(scene.contentInset.bottom)), \"right\": "
      + "\(number(scene.contentInset.right))},\n"
    out += "  \"scale\": \(number(scene.scale)),\n"
    // Only scenes with traits say so, so that every other manifest stays as it was; a batch
    // resumed with other traits is then another batch.
    if scene.traits != Traits() {
      let traits = scene.traits.assignments.map { "\(string($0.name)): \(string($0.value))" }
      out += "  \"traits\": {\(traits.joined(separator: ", "))},\n"
    }
    out += "  \"pixelAligned\": \(batch.pixelAligned),\n"
    out += "  \"png\": {\"compression\": \(string(compressionName)), \"encoder\": \(string(png.encoder.rawValue))"
    if png.encoder == .libpng {
      out += ", \"level\": \(png.compressionLevel), \"filter\": \(string(png.filter.rawValue))"
    }
    out += "},\n"
    out += "  \"segments\": [\n"
    out += segmentLines()
    out += "  ],\n"
    out += "  \"frames\": [\n"
    out += frameLines()
    out += "  ]\n}\n"
    return out
  }

  /// The segments' lines of the manifest, one a segment.
  func segmentLines() -> String {
    let plan = batch.plan
    var out = ""
    for (position, segment) in plan.segments.enumerated() {
      out +=
        "    {\"index\": \(segment.index), \"type\": \(string(segment.type)), \"startFrame\": "
        + "\(number(segment.startFrame)), "
      out += "\"startTime\": \(number(segment.startFrame / plan.fps)), \"frames\": \(number(segment.frames)), "
      out += "\"duration\": \(number(segment.frames / plan.fps)), "
      out += "\"from\": \(point(segment.start.contentOffset)), \"to\": \(point(segment.end.contentOffset))"
      if let target = segment.target { out += ", \"target\": \(point(target))" }
      if let section = segment.section {
        out += ", \"section\": \(section.section), \"sectionFrom\": \(number(section.offset.value(at: 0, frame: 0))), "
        out += "\"sectionTo\": \(number(section.offset.final))"
        if let target = section.target { out += ", \"sectionTarget\": \(number(target))" }
      }
      out += ", \"bounds\": \(size(segment.start.boundsSize))"
      if segment.end.boundsSize != segment.start.boundsSize {
        out += ", \"endBounds\": \(size(segment.end.boundsSize))"
      }
      if let summary = batch.interactionSummary(segment: segment.index) {
        out += ", \"interaction\": {\(summary)}"
      }
      out += "}"
      out += position + 1 < plan.segments.count ? ",\n" : "\n"
    }
    return out
  }

  /// The frames' lines of the manifest, one a frame.
  func frameLines() -> String {
    var out = ""
    let scrollsSections = batch.plan.segments.contains { $0.section != nil }
    for (position, frame) in batch.frames.enumerated() {
      let state = frame.state.state
      let pixels = batch.pixelSize(of: position)
      out += "    {\"index\": \(frame.index), \"file\": \(string(pattern.name(frame.index))), "
      out += "\"time\": \(number(frame.state.time)), \"segment\": \(frame.state.segment), "
      out += "\"contentOffset\": \(point(state.contentOffset)), \"drawnOffset\": \(point(frame.drawnOffset)), "
      out +=
        "\"bounds\": \(size(state.boundsSize)), \"pixels\": {\"width\": \(pixels.width), \"height\": "
        + "\(pixels.height)}, "
      out +=
        "\"cells\": {\"visible\": \(frame.visibleCells), \"created\": \(frame.createdCells), \"reused\": "
        + "\(frame.reusedCells)}"
      if scrollsSections {
        // Only timelines that scroll sections say so; sorted, so the text is deterministic.
        let offsets = batch.drawnOrthogonalOffsets(state).sorted { $0.key < $1.key }
          .map { "\"\($0.key)\": \(number($0.value))" }
        out += ", \"orthogonalOffsets\": {\(offsets.joined(separator: ", "))}"
      }
      if !state.selected.isEmpty { out += ", \"selected\": \(paths(state.selected))" }
      if !state.highlighted.isEmpty { out += ", \"highlighted\": \(paths(state.highlighted))" }
      if let details = batch.interactionDetails(position) { out += ", \"interaction\": {\(details)}" }
      out += "}"
      out += position + 1 < batch.frames.count ? ",\n" : "\n"
    }
    return out
  }

  /// The key of the line that names the scene file, which may differ between runs of the same
  /// batch (another working folder) and is ignored when comparing manifests.
  static let sceneKey = "\"scene\":"

  /// Whether `existing` (a manifest file's text) describes the same batch as `encoded`: equal
  /// but for the scene file's path.
  public static func sameBatch(_ existing: String, _ encoded: String) -> Bool {
    func relevant(_ text: String) -> [Substring] {
      text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.drop(while: { $0 == " " }).hasPrefix(sceneKey)
      }
    }
    return relevant(existing) == relevant(encoded)
  }

  /// FNV-1a (64-bit) over the bytes of `files`, as `fnv1a64:` and 16 hex digits. Not a security
  /// digest: it tells a changed scene from an unchanged one.
  public static func digest(files: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for file in files {
      let bytes = FileManager.default.contents(atPath: file) ?? Data()
      // Through the buffer: Data's own iterator costs more than the hash for a 60 MB dataset.
      bytes.withUnsafeBytes { buffer in
        for byte in buffer {
          hash ^= UInt64(byte)
          hash &*= 0x0000_0100_0000_01B3
        }
      }
      // A separator, so that moving bytes between files changes the digest.
      hash ^= 0xFF
      hash &*= 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  // MARK: JSON pieces

  private func number(_ value: Double) -> String { LayoutJSON.number(value) }
  private func string(_ text: String) -> String { LayoutJSON.stringLiteral(text) }
  private func point(_ p: Point) -> String { "{\"x\": \(number(p.x)), \"y\": \(number(p.y))}" }
  private func size(_ s: Size) -> String { "{\"width\": \(number(s.width)), \"height\": \(number(s.height))}" }
  private func paths(_ list: [ElementIndexPath]) -> String {
    "[" + list.map { "{\"section\": \($0.section), \"item\": \($0.item)}" }.joined(separator: ", ") + "]"
  }
}
