import ArgumentParser
import CollectionRender
import CommandLineSupport
import Foundation
import PreviewServer

/// `collection-render-serve`: the live preview server, the program `collection-render serve`
/// becomes once it has checked its arguments. Run directly, it takes the same arguments, checks
/// them the same way and behaves the same.
@main
struct ServeProgram: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: ServerExecutable.name,
    abstract: "The live preview server that `collection-render serve` runs.",
    discussion: """
      `collection-render serve` checks its arguments, then becomes this program, which serves. It \
      takes the same arguments and can be run directly; see `collection-render serve --help` and \
      docs/preview.md.
      """,
    version: PackageVersion.current)

  @OptionGroup var arguments: ServeArguments

  /// Parses the command line and serves. A mistake in the command line is one line on standard
  /// error with exit 64, worded as `collection-render serve` words it.
  static func main() {
    let command: ServeProgram
    do {
      command = try parse()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      ErrorLine.print(ServeArguments.Invalid.usage(ErrorLine.commandLineMessage(message(for: error))).message)
      Foundation.exit(ExitStatus.usage)
    }
    do {
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  func run() throws {
    let settings = try arguments.validatedOrReported()
    let server: PreviewServer
    do throws(PreviewServer.Failure) {
      server = try PreviewServer(path: settings.path, host: settings.host, port: settings.port)
    } catch {
      ErrorLine.print(ServeArguments.Invalid.usage(error.description).message)
      throw ExitCode(ExitStatus.usage)
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
      StandardStream.output.write("Serving \(settings.path) at \(url.absoluteString)\n")
    case .failure(let error)?:
      ErrorLine.print("cannot listen on \(settings.host):\(settings.port): \(error)")
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
    throw ExitCode(ExitStatus.interrupted)
  }
}

/// The outcome of starting the server, handed from its task to the command's thread.
private final class StartResult: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<URL, any Error>?

  func set(_ result: Result<URL, any Error>) { lock.withLock { self.result = result } }
  var value: Result<URL, any Error>? { lock.withLock { result } }
}
