import Foundation

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the destination (rename is atomic within a
/// file system).
///
/// Only a new path or an existing regular file is ever written: a device (`/dev/null`), a FIFO,
/// a socket or a folder at the destination is refused and left as it was. A failure leaves
/// nothing behind (no temporary file) and an existing destination byte-identical.
public enum AtomicFile {
  /// Why an output file could not be written.
  public struct WriteError: Error, CustomStringConvertible {
    /// The file that could not be written, as the caller named it.
    public var path: String
    /// Why, as the system reported it (`strerror`), or the path's problem.
    public var reason: String
    /// One line: `path: cannot write: reason`.
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `bytes` to `path`, creating missing parent folders (removed again when the write
  /// fails). A path ending in `/` names a folder, and is refused before anything is created.
  public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    guard !path.hasSuffix("/") else {
      throw WriteError(path: path, reason: "ends with /, which names a folder; give a file name")
    }
    try checkDestination(path)
    let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let directory = parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : parent
    let (failure, created) = makeFolders(directory)
    do throws(WriteError) {
      if failure != 0 {
        throw WriteError(path: path, reason: "cannot create the folder \(directory) (\(reason(failure)))")
      }
      try writeAndRename(bytes, to: path, in: directory, sync: true)
    } catch {
      removeFolders(created)
      throw error
    }
  }

  /// Creates `directory` and its missing parents (`mkdir -p`): 0, or the `errno` of the failure
  /// (`ENOTDIR` when a file is in the way), and the folders it created, outermost first.
  static func makeFolders(_ directory: String) -> (failure: Int32, created: [String]) {
    var info = stat()
    if stat(directory, &info) == 0 { return (info.st_mode & S_IFMT == S_IFDIR ? 0 : ENOTDIR, []) }
    var prefix = directory.hasPrefix("/") ? "/" : ""
    var created: [String] = []
    for component in directory.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if mkdir(prefix, 0o777) == 0 {
        created.append(prefix)
      } else {
        let code = errno
        guard code == EEXIST else { return (code, created) }
        if stat(prefix, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR { return (ENOTDIR, created) }
      }
    }
    return (0, created)
  }

  /// Removes `folders` (as ``makeFolders(_:)`` lists them), innermost first, each only if empty
  /// (rmdir(2)): what a failed write created, so that it leaves nothing behind.
  static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }

  /// Refuses a destination that exists and is not a regular file, with the reason.
  static func checkDestination(_ path: String) throws(WriteError) {
    var info = stat()
    if lstat(path, &info) != 0 {
      if errno == ENOENT { return }
      throw WriteError(path: path, reason: reason(errno))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG, S_IFLNK:
      // A link is replaced by the file, as rename does; what it points at is never written.
      return
    case S_IFDIR: throw WriteError(path: path, reason: "is a folder")
    case S_IFIFO:
      throw WriteError(path: path, reason: "is a FIFO (named pipe), not a regular file; it was left as it was")
    case S_IFSOCK: throw WriteError(path: path, reason: "is a socket, not a regular file; it was left as it was")
    case S_IFCHR, S_IFBLK:
      throw WriteError(path: path, reason: "is a device, not a regular file; it was left as it was")
    default: throw WriteError(path: path, reason: "is not a regular file; it was left as it was")
    }
  }

  /// Writes `bytes` to a new hidden file in `directory` with POSIX calls and renames it over
  /// `path`; on any failure the temporary file is removed and `path` is untouched.
  static func writeAndRename(_ bytes: [UInt8], to path: String, in directory: String, sync: Bool) throws(WriteError) {
    let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    // A hidden name in the destination's folder, unique per process and call.
    let temporary = "\(directory)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      throw WriteError(
        path: path, reason: code == EACCES ? "permission denied in the folder \(directory)" : reason(code))
    }
    var offset = 0
    var failure: Int32 = 0
    bytes.withUnsafeBytes { raw in
      while offset < raw.count {
        let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, sync, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0 {
      // Checked again just before the rename: a device or FIFO that appeared meanwhile stays.
      do {
        try checkDestination(path)
      } catch {
        unlink(temporary)
        throw error
      }
      if rename(temporary, path) != 0 { failure = errno }
    }
    if failure != 0 {
      unlink(temporary)
      throw WriteError(path: path, reason: reason(failure))
    }
  }

  /// The reason for `code` as users read it: "no space left on device", "read-only file system", …
  static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case EISDIR: "is a folder"
    default: String(cString: strerror(code)).lowercased()
    }
  }

}
