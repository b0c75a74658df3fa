import CairoBackend
import DisplayList
import Foundation
import SceneFile
import SceneModel

/// Loads the images scenes name — PNG and JPEG, decoded by the backend's codecs — and keeps
/// each decoded once per process: every scene, frame and render that shows `monkey.png` shares
/// one `RasterImage`. Files are known by their identity on the file system (device and inode),
/// so one file named through several spellings of its path (`./a.png`, `x/../a.png`, a link) is
/// decoded once; it is decoded again only when its size or modification time changes.
///
/// Thread-safe; ``shared`` serves a whole process.
public final class ImageLibrary: @unchecked Sendable {
  /// The process-wide library.
  public static let shared = ImageLibrary()

  private let lock = NSLock()
  private var entries: [InputFile.Identity: RasterImage] = [:]
  private var decodeCount = 0

  /// An empty library of its own (tests use one to count decodes); most callers use ``shared``.
  public init() {}

  /// How many files this library has decoded (cache hits excluded).
  public var decodedFileCount: Int { lock.withLock { decodeCount } }

  /// The decoded image at `path` (as a scene gives it) relative to `namingFile`'s folder.
  public func load(_ path: String, relativeTo namingFile: String) throws(ImageLoadFailure) -> RasterImage {
    try load(resolvedPath: SceneLoader.resolve(path, relativeTo: namingFile))
  }

  /// The decoded image at `resolvedPath`.
  public func load(resolvedPath path: String) throws(ImageLoadFailure) -> RasterImage {
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
    let bitmap: RasterImage
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

  /// Checks the image at `path` relative to `namingFile` as ``load(_:relativeTo:)`` would find
  /// it (a readable regular file, a PNG or JPEG header with a size within the limits) without
  /// decoding it, and returns ``headerCheckedStandIn``.
  public func checkHeader(_ path: String, relativeTo namingFile: String) throws(ImageLoadFailure) -> RasterImage {
    let resolved = SceneLoader.resolve(path, relativeTo: namingFile)
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(resolved).bytes
    } catch {
      throw ImageLoadFailure(kind: .unreadable, reason: "\(resolved): \(error.reason)")
    }
    do {
      _ = try ImageHeader(bytes)
    } catch {
      throw ImageLoadFailure(kind: .invalid, reason: "\(resolved): \(error)")
    }
    return Self.headerCheckedStandIn
  }

  /// The one-pixel bitmap that stands for every image of a scene loaded with
  /// `SceneLoader.ImageLoading.headersOnly`: such a scene is only laid out, and layout never
  /// looks at pixels.
  public static let headerCheckedStandIn = RasterImage(width: 1, height: 1, argb32: [0, 0, 0, 0])
}

extension SceneLoader {
  /// How a scene's images are loaded.
  public enum ImageLoading: Sendable {
    /// Decoded, to be drawn (through ``ImageLibrary/shared``).
    case decoded
    /// Checked (a readable PNG or JPEG whose header gives a size within the limits) but not
    /// decoded, for callers that only lay the scene out: every image is
    /// ``ImageLibrary/headerCheckedStandIn``.
    case headersOnly
  }

  /// Reads, decodes and validates the scene at `path` with its dataset, its images loaded as
  /// `images` says.
  ///
  /// With `folder` (a real path), the scene, its dataset and its images must lie inside it
  /// (`SceneLoader.loadDocument(path:loadImage:budgetCeiling:traits:confinedTo:)`).
  public static func load(
    path: String, images: ImageLoading, budgetCeiling: Budgets? = nil, traits: [TraitAssignment] = [],
    confinedTo folder: String? = nil
  ) throws(SceneError) -> Scene {
    try loadDocument(path: path, images: images, budgetCeiling: budgetCeiling, traits: traits, confinedTo: folder)
      .scene
  }

  /// Reads the scene file at `path` once (see ``load(path:images:budgetCeiling:traits:confinedTo:)``),
  /// with its timeline, variants, description and the files it was read from.
  public static func loadDocument(
    path: String, images: ImageLoading, budgetCeiling: Budgets? = nil, traits: [TraitAssignment] = [],
    confinedTo folder: String? = nil
  ) throws(SceneError) -> SceneDocument {
    switch images {
    case .decoded:
      return try loadDocument(path: path, budgetCeiling: budgetCeiling, traits: traits, confinedTo: folder)
    case .headersOnly:
      let library = ImageLibrary.shared
      return try loadDocument(
        path: path,
        loadImage: { (image: String, namingFile: String) throws(ImageLoadFailure) in
          try library.checkHeader(image, relativeTo: namingFile)
        }, budgetCeiling: budgetCeiling, traits: traits, confinedTo: folder, fontFamilies: .installed)
    }
  }

  /// Reads, decodes and validates the scene at `path` with its dataset and images (PNG and
  /// JPEG, each decoded once per process through ``ImageLibrary/shared``); `traits` change the
  /// file's own traits; a font family this machine lacks is an error at its JSON path.
  public static func load(path: String, budgetCeiling: Budgets? = nil, traits: [TraitAssignment] = [])
    throws(SceneError) -> Scene
  {
    try loadDocument(path: path, budgetCeiling: budgetCeiling, traits: traits).scene
  }

  /// Reads and decodes the scene file at `path` once, with its timeline and the list of files
  /// it was read from; images as ``load(path:budgetCeiling:traits:)`` decodes them. With
  /// `folder`, every file must lie inside it (see ``load(path:images:budgetCeiling:traits:confinedTo:)``).
  public static func loadDocument(
    path: String, budgetCeiling: Budgets? = nil, traits: [TraitAssignment] = [], confinedTo folder: String? = nil
  ) throws(SceneError) -> SceneDocument {
    let library = ImageLibrary.shared
    return try loadDocument(
      path: path,
      loadImage: { (image: String, namingFile: String) throws(ImageLoadFailure) in
        try library.load(image, relativeTo: namingFile)
      }, budgetCeiling: budgetCeiling, traits: traits, confinedTo: folder, fontFamilies: .installed)
  }
}
