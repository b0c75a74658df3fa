import ArgumentParser
import Foundation
import PreviewServer

/// `collection-render serve`: a live preview of a scene, or of the scenes of a folder, in the
/// browser. A thin shell: the server is `PreviewServer`.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Preview a scene (or a folder of scenes) live in the browser.",
    discussion: """
      Prints the page's address and serves until interrupted (Ctrl-C). Saving the scene, its \
      dataset or its images redraws the page. The page scrolls the content (scrubbers over the \
      content size), changes the bounds (device presets, a free size, rotation) and the scale, \
      plays the scene's timeline or a fling, shows the layout attributes of the element under \
      the pointer, and shows errors with their file and place. Only the scene files under PATH \
      are served; see docs/preview.md.

      Examples:
        collection-render serve samples/flow-grid/scene.json
        collection-render serve samples --port 8080
        collection-render serve samples/frames --host 127.0.0.1 --port 0
      """)

  @Argument(help: ArgumentHelp("A scene file, or a folder of scene files.", valueName: "path"))
  var path: String

  @Option(help: ArgumentHelp("The port to listen on; 0 picks any free port.", valueName: "port"))
  var port: String = "8000"

  @Option(help: ArgumentHelp("The IPv4 address (or localhost) to listen on.", valueName: "address"))
  var host: String = "127.0.0.1"

  func run() throws {
    guard let port = UInt16(port) else { throw UsageError("--port \(port): expected a port number, 0…65535") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      ErrorLine.print("\(path): no such file or folder")
      throw ExitCode(ExitStatus.missingInput)
    }
    let server: PreviewServer
    do throws(PreviewServer.Failure) {
      server = try PreviewServer(path: path, host: host, port: port)
    } catch {
      throw UsageError(error.description)
    }
    let started = StartResult()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        started.set(.success(try await server.start()))
      } catch {
        started.set(.failure(error))
      }
      done.signal()
    }
    done.wait()
    switch started.value {
    case .success(let url)?:
      // Written at once (not through print's buffer): scripts wait for this line on a pipe.
      FileHandle.standardOutput.write(Data("Serving \(path) at \(url.absoluteString)\n".utf8))
    case .failure(let error)?:
      ErrorLine.print("cannot listen on \(host):\(port): \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    case nil: throw ExitCode(ExitStatus.renderFailure)
    }
    // Until interrupted: SIGINT (Ctrl-C) or SIGTERM stops the server and exits 130.
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let interrupted = DispatchSemaphore(value: 0)
    let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { interrupted.signal() }
      source.resume()
      return source
    }
    interrupted.wait()
    // Nothing is written, so nothing needs finishing: exiting closes the socket and every
    // connection at once (a graceful stop would wait for open event streams).
    for source in sources { source.cancel() }
    withExtendedLifetime(server) {}
    throw ExitCode(130)
  }
}

/// The outcome of starting the server, handed from its task to the command's thread.
private final class StartResult: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<URL, any Error>?

  func set(_ result: Result<URL, any Error>) { lock.withLock { self.result = result } }
  var value: Result<URL, any Error>? { lock.withLock { result } }
}
