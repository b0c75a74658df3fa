import Foundation

/// What a folder of frames holds against its `manifest.json`: which frames are complete (a PNG
/// whose every chunk passes its CRC, of the size the manifest gives) and which are missing, as
/// ranges to render again. Shards rendered anywhere merge by copying folders together; this
/// tells whether the union is the whole batch.
///
/// ```swift
/// let check = try FrameFolderCheck(directory: "out")
/// if !check.isComplete { print(check.missingRanges) }   // [0..<10, 20..<30]
/// ```
public struct FrameFolderCheck: Sendable {
  /// Why a folder cannot be checked.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No readable manifest in the folder.
    case noManifest(path: String)
    /// The manifest is not one this program wrote.
    case invalidManifest(path: String, reason: String)

    /// The problem as one line, naming the folder or the manifest.
    public var description: String {
      switch self {
      case .noManifest(let path): "\(path): no manifest (not a folder of frames, or nothing was rendered yet)"
      case .invalidManifest(let path, let reason): "\(path): not a frames manifest: \(reason)"
      }
    }
  }

  /// The batch's frame count.
  public var frameCount: Int
  /// Frames whose file is complete.
  public var completeCount: Int
  /// The frames missing or incomplete, as contiguous ranges in order.
  public var missingRanges: [Range<Int>]

  /// Temporary files left by interrupted runs (``LeftoverTemporaryFiles``), which a run with
  /// resume removes.
  public var leftoverTemporaryFiles: [String] = []

  /// Whether every frame is complete.
  public var isComplete: Bool { missingRanges.isEmpty }

  /// The missing ranges as `A..B` (inclusive), the form a frames range takes.
  public var missingRangeTexts: [String] {
    missingRanges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound - 1)" }
  }

  /// Reads `directory`'s manifest and checks every frame file it lists.
  public init(directory: String) throws(Problem) {
    let path = (directory as NSString).appendingPathComponent(FrameManifest.fileName)
    guard let data = FileManager.default.contents(atPath: path) else { throw .noManifest(path: path) }
    let manifest: FrameManifest
    do throws(FrameManifest.DecodingError) {
      manifest = try FrameManifest(decoding: [UInt8](data))
    } catch {
      throw .invalidManifest(path: path, reason: error.description)
    }
    self.init(directory: directory, manifest: manifest)
  }

  /// Checks every frame file `manifest` lists in `directory`.
  public init(directory: String, manifest: FrameManifest) {
    var complete = 0
    var missing: [Range<Int>] = []
    for (index, frame) in manifest.frames.enumerated() {
      let framePath = (directory as NSString).appendingPathComponent(frame.file)
      if FrameBatchRunner.isComplete(framePath, width: frame.pixels.width, height: frame.pixels.height) {
        complete += 1
      } else if let last = missing.last, last.upperBound == index {
        missing[missing.count - 1] = last.lowerBound..<index + 1
      } else {
        missing.append(index..<index + 1)
      }
    }
    frameCount = manifest.frameCount
    completeCount = complete
    missingRanges = missing
    leftoverTemporaryFiles = LeftoverTemporaryFiles.names(in: directory)
  }
}
