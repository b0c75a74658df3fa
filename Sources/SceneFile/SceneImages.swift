import DisplayList
import SceneModel

/// Why an image file a scene names cannot be used.
public struct ImageLoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem the image has, for the caller to choose an exit status.
  public enum Kind: Hashable, Sendable {
    /// The file does not exist or cannot be read.
    case unreadable
    /// The file is not a PNG or JPEG, or is corrupt, truncated or too large (exit 65).
    case invalid
  }

  /// Whether the file cannot be read or is not a usable image.
  public var kind: Kind
  /// One line naming the file as resolved and the reason: `images/monkey.png: no such file`.
  public var reason: String

  /// A failure of `kind`, saying `reason`.
  public init(kind: Kind, reason: String) {
    self.kind = kind
    self.reason = reason
  }

  /// The reason, which names the file.
  public var description: String { reason }
}

/// Reads and decodes the image a scene names at `path` (as the file gives it), relative to the
/// folder of `namingFile` (the scene or dataset file it appears in).
///
/// SceneFile has no image codecs: they are C libraries, which only the backend touches. The
/// caller supplies them (`CollectionRender` gives a cached PNG/JPEG loader), so decoding a scene
/// still validates everything — a scene that decodes has all its pictures.
public typealias ImageLoader = (_ path: String, _ namingFile: String) throws(ImageLoadFailure) -> RasterImage

/// Resolves image members while a scene decodes, turning load failures into scene errors that
/// name the file, the JSON path, the element and the image.
struct ImageResolver {
  let load: ImageLoader
  /// The pixels of the distinct images decoded so far, against the scene's `imagePixels` budget.
  let tally: PixelTally

  init(imagePixels: Int = Budgets.defaultImagePixels, load: @escaping ImageLoader) {
    self.load = load
    tally = PixelTally(budget: imagePixels)
  }

  /// The image named by string member `key` of `reader`; nil when the member is absent or
  /// null (check ``ObjectReader/has(_:)`` to tell them apart). `owner` names the element for
  /// the message ("item 3 of section 0").
  func image(_ reader: ObjectReader, _ key: String, owner: String?) throws(SceneError) -> SceneImage? {
    guard let value = reader.object[key] else { return nil }
    if case .object = value {
      // An image with a dark appearance, as an asset catalog's "Any, Dark": both sides are
      // read (a missing dark file is an error in light mode too), the trait picks one.
      let sides = try reader.object(key, allowedKeys: ["light", "dark"])!
      var images: [SceneImage] = []
      for side in ["light", "dark"] {
        guard let sideValue = sides.object[side] else {
          throw sides.error(
            nil, "an image with a dark appearance needs both \"light\" and \"dark\"; \"\(side)\" is missing")
        }
        guard case .string = sideValue else {
          throw sides.error(side, "expected an image file path (PNG or JPEG), got \(sideValue.typeDescription)")
        }
        images.append(try image(sides, side, owner: owner)!)
      }
      return ResolvingTraits.current.userInterfaceStyle == .dark ? images[1] : images[0]
    }
    guard case .string(let path) = value else {
      if case .null = value { return nil }
      throw reader.error(key, "expected an image file path (PNG or JPEG) or null, got \(value.typeDescription)")
    }
    if path.trimmingSpaces().isEmpty { throw reader.error(key, "the image path must not be empty") }
    do throws(ImageLoadFailure) {
      let bitmap = try load(path, reader.file)
      if let problem = tally.add(bitmap) {
        throw ImageLoadFailure(
          kind: .invalid, reason: "\(SceneLoader.resolve(path, relativeTo: reader.file)): \(problem)")
      }
      return SceneImage(path: path, bitmap: bitmap, scale: SceneImage.scale(ofFileNamed: path))
    } catch {
      let prefix = owner.map { "\($0): " } ?? ""
      throw SceneError(
        kind: error.kind == .unreadable ? .unreadable : .invalid, file: reader.file,
        location: .path(reader.path.appending(key)), reason: prefix + error.reason)
    }
  }

  /// A resolver for callers that load no images: any image member is an error.
  static var unavailable: ImageResolver {
    ImageResolver { (path: String, _: String) throws(ImageLoadFailure) -> RasterImage in
      throw ImageLoadFailure(kind: .invalid, reason: "\(path): this program reads no images")
    }
  }
}

/// The pixels of the distinct images a scene has decoded (a file named twice, or through two
/// spellings of its path, is one bitmap and counts once), checked against the `imagePixels` budget.
final class PixelTally: @unchecked Sendable {
  let budget: Int
  private var seen: Set<ObjectIdentifier> = []
  private var bitmaps: [RasterImage] = []
  private var total = 0

  init(budget: Int) { self.budget = budget }

  /// What has been counted so far.
  struct Counted {
    fileprivate var seen: Set<ObjectIdentifier>
    fileprivate var bitmaps: [RasterImage]
    fileprivate var total: Int
  }

  /// What has been counted; set to go back to an earlier count (a dataset decoded a second time
  /// counts its images once).
  var counted: Counted {
    get { Counted(seen: seen, bitmaps: bitmaps, total: total) }
    set {
      seen = newValue.seen
      bitmaps = newValue.bitmaps
      total = newValue.total
    }
  }

  /// Counts `bitmap`; the reason it is over the budget, or nil.
  func add(_ bitmap: RasterImage) -> String? {
    guard seen.insert(bitmap.storageIdentity).inserted else { return nil }
    bitmaps.append(bitmap)  // keeps the memory, and so its identifier, unique for the tally's life
    total += bitmap.width * bitmap.height
    guard total <= budget else {
      return "the scene's images have more than \(budget) pixels together (the imagePixels budget; raise it with "
        + "\"limits\": {\"imagePixels\": …})"
    }
    return nil
  }
}
