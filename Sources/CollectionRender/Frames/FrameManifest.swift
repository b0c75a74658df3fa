import CairoBackend
import Foundation
import Geometry
import OrderedJSON
import SceneModel

/// The batch's `manifest.json` (a contract; see `docs/frames.md`) as a typed value: what the
/// whole batch is and every frame's file, time and content offset. It depends only on the batch
/// — never on the range, shard, job count, machine or time of the run — so every part of a batch
/// rendered anywhere writes the same file, and a resumed run can tell whether a folder holds this
/// batch (``isSameBatch(as:)``).
///
/// Made from a batch (``init(batch:scenePath:sceneDigest:pattern:compressionName:png:)``),
/// written with ``encode()`` and read back with ``init(decoding:)``: a manifest read back is
/// equal to the one written.
public struct FrameManifest: Equatable, Sendable {
  /// The manifest's format version.
  public static let version = 1
  /// The manifest's file name in the output folder.
  public static let fileName = "manifest.json"
  /// The program that writes manifests, as the `generator` key names it.
  public static let generator = "collection-render frames"

  /// The format version (the static `version` for a manifest this build writes; a manifest read
  /// back keeps its own).
  public var version: Int
  /// The program that wrote the manifest.
  public var generator: String
  /// The scene file as the caller named it (the `scene` key).
  public var scenePath: String
  /// A digest of the scene's input files (scene and dataset), so that a changed scene is a
  /// different batch.
  public var sceneDigest: String
  /// Frames per second.
  public var fps: Double
  /// Frames in the batch.
  public var frameCount: Int
  /// The animation's length in seconds.
  public var duration: Double
  /// How the frame files are named.
  public var pattern: FrameNamePattern
  /// The scene's bounds at the start.
  public var bounds: Size
  /// The scene's content inset.
  public var contentInset: EdgeInsets
  /// The scene's scale (pixels per point).
  public var scale: Double
  /// The scene's traits, when they are not the defaults (other manifests have no `traits` key).
  public var traits: [TraitAssignment]?
  /// Whether offsets are drawn on the pixel grid.
  public var pixelAligned: Bool
  /// How the frames are compressed.
  public var png: PNGSetting
  /// Every segment of the timeline, in order.
  public var segments: [Segment]
  /// Every frame of the batch, in order.
  public var frames: [Frame]

  /// The PNG setting of a batch: its name, its encoder, and libpng's level and filter.
  public struct PNGSetting: Hashable, Sendable {
    /// The setting's name: `default`, `fastest`, `smallest`, or a zlib level.
    public var compression: String
    /// The encoder.
    public var encoder: PNGEncoder
    /// libpng's zlib level (nil for the other encoders, which have none).
    public var level: Int?
    /// libpng's row filter (nil for the other encoders).
    public var filter: PNGFilter?

    /// The setting named `compression` of `encoder`, with libpng's `level` and `filter`.
    public init(compression: String, encoder: PNGEncoder, level: Int? = nil, filter: PNGFilter? = nil) {
      self.compression = compression
      self.encoder = encoder
      self.level = level
      self.filter = filter
    }

    /// The setting named `compression` with the options `png` (level and filter kept for libpng).
    public init(compression: String, png: PNGOptions) {
      self.compression = compression
      self.encoder = png.encoder
      self.level = png.encoder == .libpng ? png.compressionLevel : nil
      self.filter = png.encoder == .libpng ? png.filter : nil
    }
  }

  /// A pixel size: the width and height of a frame's image.
  public struct PixelSize: Hashable, Sendable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// Whether `other` describes the same batch: equal but for the scene file's path, which may
  /// differ between runs of the same batch (another working folder).
  public func isSameBatch(as other: FrameManifest) -> Bool {
    var copy = self
    copy.scenePath = other.scenePath
    return copy == other
  }

  /// Whether `existing` (a manifest file's text) describes the same batch as `encoded`: both
  /// read as manifests, equal but for the scene file's path. False when either does not read.
  public static func sameBatch(_ existing: String, _ encoded: String) -> Bool {
    guard let existing = try? FrameManifest(decoding: Array(existing.utf8)),
      let encoded = try? FrameManifest(decoding: Array(encoded.utf8))
    else { return false }
    return existing.isSameBatch(as: encoded)
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
}
