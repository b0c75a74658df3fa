import ArgumentParser
import Foundation

/// The arguments of `collection-render serve`, which are also those of `collection-render-serve`
/// (the program it becomes): the path served, the port and the address, as typed.
public struct ServeArguments: ParsableArguments {
  /// The scene file, or the folder of scene files, to serve.
  @Argument(help: ArgumentHelp("A scene file, or a folder of scene files.", valueName: "path"))
  public var path: String

  /// The port, as typed (checked by the server); 8000 by default, 0 for any free port.
  @Option(help: ArgumentHelp("The port to listen on; 0 picks any free port.", valueName: "port"))
  public var port: String = "8000"

  /// The address, as typed (a loopback IPv4 address or `localhost`); 127.0.0.1 by default.
  @Option(help: ArgumentHelp("The IPv4 address (or localhost) to listen on.", valueName: "address"))
  public var host: String = "127.0.0.1"

  /// Arguments at their defaults; swift-argument-parser fills them in from the command line.
  public init() {}

  /// The arguments checked, in the order the server would meet them: the port, then the path,
  /// then the address.
  public func validated() throws(ServeArguments.Invalid) -> ServeSettings {
    guard let number = UInt16(port) else { throw .usage("--port \(port): expected a port number, 0…65535") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missing("\(path): no such file or folder")
    }
    // "localhost" is the name people type for the loopback address; nothing else is looked up.
    var address = in_addr()
    guard host == "localhost" || inet_pton(AF_INET, host, &address) == 1 else {
      throw .usage("--host \(host): expected an IPv4 address such as 127.0.0.1")
    }
    return ServeSettings(path: path, host: host, port: number)
  }

  /// ``validated()``, or its failure printed as the error line and thrown as the exit code.
  public func validatedOrReported() throws(ExitCode) -> ServeSettings {
    do throws(Invalid) {
      return try validated()
    } catch {
      ErrorLine.print(error.message)
      throw ExitCode(error.status)
    }
  }

  /// Why the arguments cannot be served, with the line to print and the exit status.
  public enum Invalid: Error, Hashable, Sendable {
    /// A bad `--port` or `--host`, or a path the server cannot use: exit 64.
    case usage(String)
    /// No file or folder at the path: exit 66.
    case missing(String)

    /// The message of the error line, with the hint to the help for a mistake in the command line.
    public var message: String {
      switch self {
      case .usage(let reason): reason + " (see collection-render serve --help)"
      case .missing(let reason): reason
      }
    }

    /// The exit status.
    public var status: Int32 {
      switch self {
      case .usage: ExitStatus.usage
      case .missing: ExitStatus.missingInput
      }
    }
  }
}
