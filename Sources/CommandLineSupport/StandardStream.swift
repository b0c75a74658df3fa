#if canImport(Glibc)
  import Glibc
#endif

/// Standard output and standard error, written with `write(2)`. A line that cannot be written
/// (a full disk or a file-size limit under a redirected stream, a closed pipe) is dropped:
/// Foundation's `FileHandle.write` stops the process on such a failure, and a diagnostic that
/// cannot be shown must not turn a clean exit status into a crash (docs/limits.md, "One line on
/// standard error").
public enum StandardStream: Sendable {
  case output
  case error

  /// Writes `text` whole, retrying after interruptions and partial writes; gives up silently
  /// on any other failure.
  public func write(_ text: String) {
    let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
