import Foundation

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the destination (rename is atomic within a
/// file system).
public enum AtomicFile {
  /// Why an output file could not be written.
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `bytes` to `path`, creating missing parent folders.
  public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw WriteError(path: path, reason: "is a directory")
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: "cannot create the folder \(directory.path) (\(Self.reason(error)))")
    }
    // A hidden name in the destination's folder, unique per process and call.
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
      throw WriteError(path: path, reason: "the folder \(directory.path) is not writable")
    }
    if rename(temporary.path, path) != 0 {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: message)
    }
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
