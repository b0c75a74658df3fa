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
    try checkDestination(path)
    try writeAndRename(bytes, to: path, in: directory.isEmpty ? "/" : directory, sync: false)
  }
}
