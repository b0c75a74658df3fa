import Foundation

/// The folder a batch writes into.
public enum OutputFolder {
  /// Creates `directory` (and its parents) and checks that files can be written in it, so that
  /// an unwritable folder fails before any work, with nothing written (folders created on the
  /// way are removed again). Returns the folders it created, outermost first, for
  /// ``removeCreated(_:)`` should the run fail before it writes anything.
  @discardableResult
  public static func prepare(_ directory: String) throws(AtomicFile.WriteError) -> [String] {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw AtomicFile.WriteError(path: directory, reason: "is a file, not a folder")
    }
    let (failure, created) = AtomicFile.makeFolders(directory)
    if failure != 0 {
      AtomicFile.removeFolders(created)
      throw AtomicFile.WriteError(path: directory, reason: "cannot create the folder (\(AtomicFile.reason(failure)))")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      let code = errno
      AtomicFile.removeFolders(created)
      throw AtomicFile.WriteError(path: directory, reason: "the folder is not writable (\(AtomicFile.reason(code)))")
    }
    return created
  }

  /// Removes the folders ``prepare(_:)`` created, each only while it is empty.
  public static func removeCreated(_ folders: [String]) {
    AtomicFile.removeFolders(folders)
  }
}

extension AtomicFile.WriteError {
  /// An error for `path` (the initializer is internal to this module).
  public static func cannotWrite(_ path: String, reason: String) -> AtomicFile.WriteError {
    AtomicFile.WriteError(path: path, reason: reason)
  }
}
