import CairoBackend
import DisplayList
import Foundation
import SceneFile
import SceneModel

/// Loads the images scenes name — PNG and JPEG, decoded by the backend's codecs — and keeps
/// each decoded once per process: every scene, frame and render that shows `monkey.png` shares
/// one `DecodedImage`. A file is decoded again only when its size or modification time changes.
///
/// Thread-safe; ``shared`` is the one the command line uses.
public final class ImageLibrary: @unchecked Sendable {
  /// The process-wide library.
  public static let shared = ImageLibrary()

  private struct Entry {
    var size: UInt64
    var modified: Date
    var bitmap: DecodedImage
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
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
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ImageLoadFailure(kind: .unreadable, reason: "\(path): no such file")
    }
    if isDirectory.boolValue {
      throw ImageLoadFailure(kind: .unreadable, reason: "\(path): is a directory, not an image")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
    let modified = attributes?[.modificationDate] as? Date ?? .distantPast
    if let entry = lock.withLock({ entries[path] }), entry.size == size, entry.modified == modified {
      return entry.bitmap
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ImageLoadFailure(kind: .unreadable, reason: "\(path): cannot be read (permission denied?)")
    }
    let bitmap: DecodedImage
    do {
      bitmap = try ImageCodec.decode([UInt8](data))
    } catch {
      throw ImageLoadFailure(kind: .invalid, reason: "\(path): \(error)")
    }
    lock.withLock {
      entries[path] = Entry(size: size, modified: modified, bitmap: bitmap)
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
