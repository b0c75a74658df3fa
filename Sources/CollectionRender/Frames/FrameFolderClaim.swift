import Foundation
import OrderedJSON

/// A batch's claim on its folder of frames: the folder holds one batch's manifest and frames,
/// never two batches' mixed (one batch's manifest over the other's frames, which `verify` would
/// certify). The claim compares the folder's manifest with the batch's and writes it, holding an
/// exclusive lock on the folder meanwhile (flock(2) on the folder itself, so that no lock file
/// is left), so that two runs starting at once cannot both find the folder free. Runs of the
/// same batch (shards, ranges, resumed runs) share the folder as before.
public enum FrameFolderClaim {
  /// Why the folder belongs to another batch.
  public enum Conflict: Error, CustomStringConvertible {
    /// The folder's manifest describes another batch.
    case otherBatch(manifest: String)
    /// The folder holds frames of this batch's names but no manifest.
    case framesWithoutManifest(folder: String, example: String)
    /// The folder cannot be locked or its manifest written.
    case unwritable(AtomicFile.WriteError)

    /// The conflict as one line, naming the manifest or folder and what differs.
    public var description: String {
      switch self {
      case .otherBatch(let manifest):
        "\(manifest) describes another batch (the scene, timeline or options differ)"
      case .framesWithoutManifest(let folder, let example):
        "\(folder) holds frames (\(example)) but no manifest, so they may be another batch's"
      case .unwritable(let error): error.description
      }
    }
  }

  /// Claims `directory` for the batch of `manifest` and writes it there: the folder must hold no
  /// manifest and none of its frames, or this batch's manifest (``FrameManifest/isSameBatch(as:)``).
  /// Throws ``Conflict`` when another batch's manifest is there (or one that does not read), or
  /// frames without one, unless `replace` is set: then the other batch's frames (those its
  /// manifest lists) and its manifest are removed first.
  public static func claim(_ directory: String, manifest: FrameManifest, replace: Bool) throws(Conflict) {
    let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else {
      throw .unwritable(.cannotWrite(directory, reason: AtomicFile.reason(errno)))
    }
    defer { close(folder) }  // closing releases the lock
    while flock(folder, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .unwritable(.cannotWrite(directory, reason: AtomicFile.reason(errno))) }
    }
    let path = (directory as NSString).appendingPathComponent(FrameManifest.fileName)
    if let data = FileManager.default.contents(atPath: path) {
      let bytes = [UInt8](data)
      let sameBatch = (try? FrameManifest(decoding: bytes))?.isSameBatch(as: manifest) ?? false
      if !sameBatch {
        guard replace else { throw .otherBatch(manifest: path) }
        for file in listedFiles(bytes) { unlink((directory as NSString).appendingPathComponent(file)) }
      }
    } else if !replace,
      let example = manifest.frames.prefix(10_000).lazy.map(\.file).first(where: {
        isRegularFile((directory as NSString).appendingPathComponent($0))
      })
    {
      throw .framesWithoutManifest(folder: directory, example: example)
    }
    // Written even for the same batch: the folder's manifest names the scene as this run does.
    do throws(AtomicFile.WriteError) {
      try AtomicFile.write(manifest.encodedUTF8(), to: path)
    } catch {
      throw .unwritable(error)
    }
  }

  /// Whether a regular file (not a link, a folder or a device) is at `path`.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// The frame files a manifest's text lists (plain names, no folder): read as any JSON, not as
  /// a manifest, so that another version's frames are found too.
  static func listedFiles(_ manifest: [UInt8]) -> [String] {
    guard let root = try? JSONText(parsing: manifest), let frames = root["frames"]?.elements else { return [] }
    return frames.compactMap { $0["file"]?.stringValue }.filter { !$0.isEmpty && !$0.contains("/") && $0 != ".." }
  }
}
