import Foundation

/// Reads the files a scene names (the scene, its dataset, its images) so that no path can hang,
/// exhaust memory or be misreported: only regular files are read (a FIFO would block forever, a
/// device such as `/dev/zero` never ends), their size is checked before anything is allocated,
/// and every failure gives the operating system's actual reason.
public enum InputFile {
  /// The largest file read: a scene, a dataset or an image (128 MiB).
  public static let maximumBytes = 128 << 20

  /// A file as the file system identifies it: the same file reached through two spellings of
  /// its path (`a/../img.png`, `./img.png`, a link) has the same identity, and a rewritten file
  /// a different one.
  public struct Identity: Hashable, Sendable {
    /// The device the file is on (`st_dev`).
    public var device: UInt64
    /// The file's inode on that device (`st_ino`).
    public var inode: UInt64
    /// The file's size in bytes (`st_size`).
    public var size: Int
    /// The last modification time, whole seconds since 1970 (`st_mtim.tv_sec`).
    public var modifiedSeconds: Int
    /// The nanoseconds of the last modification time (`st_mtim.tv_nsec`).
    public var modifiedNanoseconds: Int
  }

  /// Why a file cannot be read; `reason` is one line without the path.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, as one line without the path.
    public var reason: String
    /// The error's message: the reason, unchanged.
    public var description: String { reason }
  }

  /// The identity of the regular file at `path`, or why it is not one that can be read.
  public static func identity(of path: String) throws(Failure) -> Identity {
    var info = stat()
    guard stat(path, &info) == 0 else { throw Failure(reason: reason(errno)) }
    try checkType(info)
    return identity(info)
  }

  /// The bytes of the regular file at `path` (at most ``maximumBytes``) and its identity.
  ///
  /// With `folder` (a real path, links resolved), the file must lie inside it, and is refused
  /// otherwise without a byte of it read: the check is made on the opened descriptor (its path
  /// as the kernel knows it, `/proc/self/fd/N`, proc(5)), so a link swapped in between a check
  /// and the opening cannot lead outside.
  public static func read(_ path: String, confinedTo folder: String? = nil) throws(Failure) -> (
    bytes: [UInt8], identity: Identity
  ) {
    _ = try identity(of: path)  // the type first: opening a FIFO could block, even to read nothing
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(reason: reason(errno)) }
    defer { close(descriptor) }
    if let folder { try checkInside(descriptor, folder) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(reason: reason(errno)) }
    try checkType(info)
    let size = Int(info.st_size)
    if size == 0 { try checkIsEmpty(descriptor) }
    var failure: Failure?
    // Not zero-filled first: every byte kept is read from the file.
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      guard let start = buffer.baseAddress else { return }
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      while initialized < size {
        let count = Foundation.read(descriptor, start + initialized, size - initialized)
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          failure = Failure(reason: reason(errno))
          return
        }
        if count == 0 { break }  // the file shrank while being read: what was there
        initialized += count
      }
    }
    if let failure { throw failure }
    return (bytes, identity(info))
  }

  /// Asks for transparent huge pages for the 2 MiB-aligned part of a big buffer: reading a
  /// 60 MB dataset then takes some thirty page faults instead of fifteen thousand (where the
  /// system does not offer them, nothing changes).
  private static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    let huge = 2 << 20
    guard buffer.count >= 4 * huge, let start = buffer.baseAddress else { return }
    let address = Int(bitPattern: start)
    let first = (address + huge - 1) / huge * huge
    let last = (address + buffer.count) / huge * huge
    guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(aligned, last - first, MADV_HUGEPAGE)
  }

  /// The canonical form of `path` (links and `..` resolved), or `path` when it cannot be resolved.
  public static func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func checkType(_ info: stat) throws(Failure) {
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      if Int(info.st_size) > maximumBytes {
        throw Failure(
          reason: "is \(megabytes(Int(info.st_size))), more than the \(megabytes(maximumBytes)) an input file may have")
      }
    case S_IFDIR: throw Failure(reason: "is a folder, not a file")
    case S_IFIFO: throw Failure(reason: "is a FIFO (named pipe), not a regular file")
    case S_IFSOCK: throw Failure(reason: "is a socket, not a regular file")
    case S_IFCHR, S_IFBLK: throw Failure(reason: "is a device, not a regular file")
    default: throw Failure(reason: "is not a regular file")
    }
  }

  /// Refuses the file at `path` unless it lies inside `folder` (see ``read(_:confinedTo:)``),
  /// opening it without reading it.
  public static func checkInside(_ path: String, folder: String) throws(Failure) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw Failure(reason: reason(errno)) }
    defer { close(descriptor) }
    try checkInside(descriptor, folder)
  }

  private static func checkInside(_ descriptor: Int32, _ folder: String) throws(Failure) {
    let opened = canonicalPath("/proc/self/fd/\(descriptor)")
    guard opened.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
      throw Failure(reason: "is outside the served folder")
    }
  }

  /// Refuses a file that says it is empty but is not: the files of /proc and /sys are regular
  /// files of size 0 whose contents the kernel makes up as they are read (proc(5)), so their
  /// size cannot be checked before reading, and reading them as empty would misreport them.
  private static func checkIsEmpty(_ descriptor: Int32) throws(Failure) {
    var byte: UInt8 = 0
    var count: Int
    repeat { count = Foundation.read(descriptor, &byte, 1) } while count < 0 && errno == EINTR
    if count > 0 {
      throw Failure(
        reason: "is a special file (as in /proc or /sys: its size is not known before it is read), "
          + "not a regular file")
    }
  }

  private static func identity(_ info: stat) -> Identity {
    Identity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
      modifiedSeconds: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
  }

  /// The reason for `code` as users read it: "no such file", "permission denied", …
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  private static func megabytes(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }
}
