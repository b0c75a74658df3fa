import Foundation

/// `collection-render-serve`, the program `collection-render serve` becomes: the preview server
/// lives in its own executable so that `collection-render` itself does not link the server's
/// networking libraries (FoundationNetworking brings libcurl and its TLS), which every `render`
/// or `frames` process would otherwise load at start.
public enum ServerExecutable {
  /// The executable's file name.
  public static let name = "collection-render-serve"

  /// Why the server cannot be started.
  public struct Unavailable: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line saying why: the executable cannot be found beside this one, or cannot be run.
    public var description: String
  }

  /// Replaces this process with `collection-render-serve` from the folder of the running
  /// executable (its real path, links resolved), started with `settings`: same process, so the
  /// caller's signals, standard output and exit status reach the server. Returns only by
  /// throwing, when that program is missing or cannot be run.
  public static func replaceProcess(with settings: ServeSettings) throws(Unavailable) -> Never {
    let executable = try beside()
    let arguments = [executable] + settings.arguments
    // The server handles SIGINT and SIGTERM itself; a signal blocked here would stay blocked
    // across exec and never reach it.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    var pointers = arguments.map { strdup($0) }
    pointers.append(nil)
    execv(executable, pointers)
    let reason = String(cString: strerror(errno))
    throw Unavailable(description: "\(executable): cannot run: \(reason)")
  }

  /// The path of `collection-render-serve` beside the running executable, once checked to be a
  /// file.
  static func beside() throws(Unavailable) -> String {
    guard let running = realpath("/proc/self/exe", nil) else {
      throw Unavailable(description: "cannot find the running executable: \(String(cString: strerror(errno)))")
    }
    let folder = (String(cString: running) as NSString).deletingLastPathComponent
    free(running)
    let executable = (folder as NSString).appendingPathComponent(name)
    var isDirectory: ObjCBool = false
    // A file that is there but cannot run is left to execv, whose error says why.
    guard FileManager.default.fileExists(atPath: executable, isDirectory: &isDirectory), !isDirectory.boolValue else {
      // A build folder says which build to suggest (.build/release or .build/debug).
      let build = (folder as NSString).lastPathComponent == "release" ? "swift build -c release" : "swift build"
      throw Unavailable(
        description: "\(executable): not found; serve runs this program, which must sit beside collection-render: "
          + "build it with \"\(build) --product \(name)\" (\"\(build)\" alone builds every product)")
    }
    return executable
  }
}
