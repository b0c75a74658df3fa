import Foundation

extension AtomicFile {
  /// Writes `bytes` to `path` atomically, for frames: a hidden temporary file in the same
  /// (existing) folder, written with plain POSIX calls and renamed over `path`. Unlike
  /// ``write(_:to:)`` it neither creates folders nor syncs to disk: readers never see a partial
  /// file (rename is atomic), and a frame left damaged by a power cut fails a resumed run's check
  /// and is rendered again. Thousands of frames would otherwise wait for thousands of fsyncs.
  public static func writeFrame(_ bytes: [UInt8], to path: String) throws(WriteError) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(directory)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw WriteError(path: path, reason: String(cString: strerror(errno)))
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
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw WriteError(path: path, reason: String(cString: strerror(failure)))
    }
  }
}
