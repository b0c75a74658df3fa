import Foundation

/// The folder a batch writes into.
public enum OutputFolder {
  /// Creates `directory` (and its parents) and checks that files can be written in it, so that
  /// an unwritable folder fails before any work, with nothing written.
  public static func prepare(_ directory: String) throws(AtomicFile.WriteError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw AtomicFile.WriteError(path: directory, reason: "is a file, not a folder")
    }
    let failure = AtomicFile.makeFolders(directory)
    if failure != 0 {
      throw AtomicFile.WriteError(path: directory, reason: "cannot create the folder (\(AtomicFile.reason(failure)))")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw AtomicFile.WriteError(path: directory, reason: "the folder is not writable (\(AtomicFile.reason(errno)))")
    }
  }
}

extension AtomicFile.WriteError {
  /// An error for `path` (the initializer is internal to this module).
  public static func cannotWrite(_ path: String, reason: String) -> AtomicFile.WriteError {
    AtomicFile.WriteError(path: path, reason: reason)
  }
}
