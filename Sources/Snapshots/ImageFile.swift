import CairoBackend
import CollectionRender
import Foundation
import ImageDiff

/// Why an image or text file could not be used as one side of a comparison.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem the file has, for the caller to choose an exit status.
  public enum Kind: String, Hashable, Sendable {
    /// No file at the path.
    case missing
    /// The file exists but cannot be read (a folder, permissions).
    case unreadable
    /// The bytes are not a valid PNG (or not UTF-8 text).
    case invalid
  }

  /// The file, as the caller named it.
  public var path: String
  /// What kind of problem it is: missing, unreadable, or not a usable file.
  public var kind: Kind
  /// Why, as a phrase to follow the path.
  public var reason: String

  /// An error about the file at `path`.
  public init(path: String, kind: Kind, reason: String) {
    self.path = path
    self.kind = kind
    self.reason = reason
  }

  /// `path: reason`, one line.
  public var description: String { "\(path): \(reason)" }
}

/// Reading and writing the PNG files compared by pixels: straight RGBA through libpng
/// (``CairoBackend/PNGCodec``), never by bytes — zlib and libpng versions change the bytes of
/// identical pixels.
public enum ImageFile {
  /// References and diff images are written small: maximum compression with adaptive filtering
  /// (slower to write, which only recording does), RGB when every pixel is opaque.
  public static let referenceOptions = PNGOptions(compressionLevel: 9, filter: .adaptive)

  /// Reads and decodes the PNG at `path`.
  public static func read(_ path: String) throws(InputFileError) -> Bitmap {
    try decode(readBytes(path), path: path)
  }

  /// Decodes PNG bytes read from `path` (named in errors).
  public static func decode(_ bytes: [UInt8], path: String) throws(InputFileError) -> Bitmap {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.starts(with: signature) else {
      if bytes.starts(with: Array("version https://git-lfs".utf8)) {
        throw InputFileError(path: path, kind: .invalid, reason: "is a Git LFS pointer, not a PNG (run `git lfs pull`)")
      }
      let reason = bytes.isEmpty ? "is empty, not a PNG" : "is not a PNG file (no PNG signature)"
      throw InputFileError(path: path, kind: .invalid, reason: reason)
    }
    do {
      let decoded = try PNGCodec.decode(bytes)
      return Bitmap(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
    } catch {
      throw InputFileError(path: path, kind: .invalid, reason: "is not a valid PNG: \(error)")
    }
  }

  /// PNG bytes for `bitmap`.
  ///
  /// The encoder takes premultiplied pixels, so translucent colours go through one
  /// premultiply/unpremultiply round trip (opaque and fully transparent pixels are exact).
  public static func encode(_ bitmap: Bitmap, options: PNGOptions = referenceOptions) throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(RasterImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba), options: options)
  }

  /// Writes `bitmap` to `path` atomically, creating folders.
  public static func write(_ bitmap: Bitmap, to path: String, options: PNGOptions = referenceOptions) throws {
    try AtomicFile.write(encode(bitmap, options: options), to: path)
  }

  /// The bytes of the file at `path`, with errors that say what is wrong.
  public static func readBytes(_ path: String) throws(InputFileError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputFileError(path: path, kind: .missing, reason: "no such file")
    }
    if isDirectory.boolValue {
      throw InputFileError(path: path, kind: .unreadable, reason: "is a folder, not a file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputFileError(path: path, kind: .unreadable, reason: "cannot be read (permission denied?)")
    }
    return [UInt8](data)
  }

  /// The UTF-8 text of the file at `path`.
  public static func readText(_ path: String) throws(InputFileError) -> String {
    let bytes = try readBytes(path)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw InputFileError(path: path, kind: .invalid, reason: "is not UTF-8 text")
    }
    return text
  }
}
