import OrderedJSON

extension FrameManifest {
  /// Why a file's bytes are not a frames manifest (``FrameManifest/init(decoding:)``).
  public enum DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON, with the syntax error; or JSON but not an object (nil).
    case notAnObject(JSONReadError?)
    /// Another format version, as the file gives it (`2`, or `missing`).
    case version(found: String)
    /// `frameCount` is not the number of frames listed (or either is missing).
    case frameCountDisagrees(frameCount: Int?, frames: Int?)
    /// A frame without a plain file name or a pixel size: what a folder's check needs.
    case unnamedFrame(index: Int, JSONReadError)
    /// A value missing, unknown or not of its type, at its path.
    case invalidValue(JSONReadError)

    /// The problem in a few words: `version 2, expected 1`, `$.fps: expected a number`.
    public var description: String {
      switch self {
      case .notAnObject: "not a JSON object"
      case .version(let found): "version \(found), expected \(FrameManifest.version)"
      case .frameCountDisagrees: "frameCount and frames disagree"
      case .unnamedFrame(let index, _): "frame \(index) has no file name or pixel size"
      case .invalidValue(let error): error.description
      }
    }
  }
}
