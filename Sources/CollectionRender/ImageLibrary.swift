import CairoBackend
import DisplayList
import Foundation
import SceneFile
import SceneModel

/// Loads the images scenes name — PNG and JPEG, decoded by the backend's codecs — and keeps
/// each decoded once per process: every scene, frame and render that shows `monkey.png` shares
/// one ``DecodedImage``. Files are known by their identity on the file system (device and inode),
/// so one file named through several spellings of its path (`./a.png`, `x/../a.png`, a link) is
/// decoded once; it is decoded again only when its size or modification time changes.
///
/// Thread-safe; ``shared`` is the one the command line uses.
public final class ImageLibrary: @unchecked Sendable {
  /// The process-wide library.
  public static let shared = ImageLibrary()

  private let lock = NSLock()
  private var entries: [InputFile.Identity: DecodedImage] = [:]
  private var decodeCount = 0

  public init() {}

  /// How many files this library has decoded (cache hits excluded).
  public var decodedFileCount: Int { lock.withLock { decodeCount } }

  /// The decoded image at `path` (as a scene gives it) relative to `namingFile`'s folder.
  public func load(_ path: String, relativeTo namingFile: String) throws(ImageLoadFailure) -> DecodedImage {
    try load(resolvedPath: SceneLoader.resolve(path, relativeTo: namingFile))
  }

  /// The decoded image at `resolvedPath`.
  public func load(resolvedPath path: String) throws(ImageLoadFailure) -> DecodedImage {
    let identity: InputFile.Identity
    do {
      identity = try InputFile.identity(of: path)
    } catch {
      throw ImageLoadFailure(kind: .unreadable, reason: "\(path): \(error.reason)")
    }
    if let bitmap = lock.withLock({ entries[identity] }) { return bitmap }
    let file: (bytes: [UInt8], identity: InputFile.Identity)
    do {
      file = try InputFile.read(path)
    } catch {
      throw ImageLoadFailure(kind: .unreadable, reason: "\(path): \(error.reason)")
    }
    let bitmap: DecodedImage
    do {
      bitmap = try ImageCodec.decode(file.bytes)
    } catch {
      throw ImageLoadFailure(kind: .invalid, reason: "\(path): \(error)")
    }
    lock.withLock {
      entries[file.identity] = bitmap
      decodeCount += 1
    }
    return bitmap
  }
}

extension SceneLoader {
  /// Reads, decodes and validates the scene at `path` with its dataset and images (PNG and
  /// JPEG, each decoded once per process through ``ImageLibrary/shared``).
  public static func load(path: String) throws(SceneError) -> Scene {
    try loadDocument(path: path).scene
  }

  /// Reads and decodes the scene file at `path` once, with its timeline and the list of files
  /// it was read from; images as ``load(path:)`` decodes them.
  public static func loadDocument(path: String) throws(SceneError) -> SceneDocument {
    let library = ImageLibrary.shared
    return try loadDocument(path: path) { (image: String, namingFile: String) throws(ImageLoadFailure) in
      try library.load(image, relativeTo: namingFile)
    }
  }
}
