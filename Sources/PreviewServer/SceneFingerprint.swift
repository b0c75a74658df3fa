import Foundation
import SceneFile

/// What the files a scene was read from look like on disk now: for each, its device, inode,
/// size and modification time (or that it is missing). Two fingerprints differ when any file was
/// saved, replaced (an editor's save by rename makes a new inode), removed or created again.
public struct SceneFingerprint: Hashable, Sendable {
  /// Each file's identity, nil for a file that cannot be read now.
  public let identities: [InputFile.Identity?]

  /// The fingerprint of `files` now.
  public init(files: [String]) {
    identities = files.map { try? InputFile.identity(of: $0) }
  }
}
