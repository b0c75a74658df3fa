/// Why a font folder cannot be used (``FontFolders/register(_:)``): one line naming the folder
/// and the reason, `Fonts: BrandSans.otf is not a font FreeType can read`.
public struct FontFolderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is (a tool maps it to an exit code).
  public enum Kind: Hashable, Sendable {
    /// The folder is missing, is not a folder, or cannot be read.
    case unreadable
    /// The folder holds no font file, too many, one too large, or one that is not a font.
    case invalid
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The folder, as the caller named it.
  public var folder: String
  /// Why it cannot be used, as a phrase.
  public var reason: String

  /// An error about `folder`.
  public init(_ kind: Kind, folder: String, reason: String) {
    self.kind = kind
    self.folder = folder
    self.reason = reason
  }

  /// One line: `folder: reason`.
  public var description: String { "\(folder): \(reason)" }
}
