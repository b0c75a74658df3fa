import FlyingFox
import FlyingSocks
import Foundation

/// The live preview of `collection-render serve`: an HTTP server on one address (127.0.0.1 by
/// default) answering ``PreviewSite``'s pages for one scene file or the scenes of one folder.
///
/// ```swift
/// let server = try PreviewServer(path: "samples", port: 0)
/// let url = try await server.start()        // http://127.0.0.1:PORT/, any free port
/// // … until done:
/// await server.stop()
/// ```
public final class PreviewServer: Sendable {
  /// Why the server cannot start.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
  }

  public let site: PreviewSite
  public let host: String
  private let server: HTTPServer

  /// A server for `path` (a scene file or a folder) on `host` (an IPv4 address, or
  /// `localhost`) and `port` (0: any free port).
  public init(path: String, host: String = "127.0.0.1", port: UInt16 = 0) throws(Failure) {
    let served: ServedFolder
    do throws(ServedFolder.Refusal) { served = try ServedFolder(path: path) } catch {
      throw Failure(description: error.description)
    }
    let address: sockaddr_in
    // "localhost" is the name people type for the loopback address; nothing else is looked up.
    let ip4 = host == "localhost" ? "127.0.0.1" : host
    do { address = try sockaddr_in.inet(ip4: ip4, port: port) } catch {
      throw Failure(description: "--host \(host): expected an IPv4 address such as 127.0.0.1")
    }
    let site = PreviewSite(served: served)
    self.site = site
    self.host = host
    // Request bodies are never read (GET only): FlyingFox reads a body lazily past this size.
    let configuration = HTTPServer.Configuration(
      address: address, timeout: PreviewLimits.requestTimeout, sharedRequestBufferSize: 1_024,
      sharedRequestReplaySize: 0, logger: .disabled)
    server = HTTPServer(config: configuration, handler: PreviewHandler(site: site))
  }

  /// Starts listening and returns the page's address; the server runs until ``stop()``.
  public func start() async throws(Failure) -> URL {
    let outcome = StartOutcome()
    Task { [server] in
      do { try await server.run() } catch { outcome.fail(error) }
    }
    // Listening, or the reason it cannot (an address in use fails at once).
    for _ in 0..<1_000 {
      if await server.isListening, let port = await port { return URL(string: "http://\(host):\(port)/")! }
      if let error = outcome.error { throw Failure(description: Self.describe(error)) }
      try? await Task.sleep(for: .milliseconds(10))
    }
    throw Failure(description: "the server did not start listening within 10 seconds")
  }

  /// The reason in a socket error (`Address already in use`), else the error as it prints.
  static func describe(_ error: any Error) -> String {
    if case .failed(_, _, let message) = error as? SocketError { return message }
    return "\(error)"
  }

  /// The port listened on, once started.
  public var port: UInt16? {
    get async {
      switch await server.listeningAddress {
      case .ip4(_, let port)?, .ip6(_, let port)?: port
      default: nil
      }
    }
  }

  /// Stops listening and closes every connection.
  public func stop() async {
    await server.stop(timeout: 1)
  }
}

/// Hands each request to the site and turns its answer into FlyingFox's response.
struct PreviewHandler: HTTPHandler {
  let site: PreviewSite
  static let renders = DispatchSemaphore(value: PreviewLimits.concurrentRenders)

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let headers = request.headers.map { ($0.key.rawValue, $0.value) }
    let length = Int(request.headers[.contentLength] ?? "0") ?? Int.max
    let chunked = request.headers[.transferEncoding] != nil
    let method = request.method.rawValue
    let target = request.target.rawValue
    let bodyLength = chunked ? Int.max : length
    // Rendering blocks its thread for as long as it draws: it runs on Dispatch's threads, not on
    // the few threads of Swift's concurrency pool that keep the event streams and the other
    // connections going, and at most `PreviewLimits.concurrentRenders` at once, which bounds the
    // memory the images take.
    let response = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        Self.renders.wait()
        defer { Self.renders.signal() }
        continuation.resume(
          returning: site.respond(method: method, target: target, headers: headers, bodyLength: bodyLength))
      }
    }
    var fields: HTTPHeaders = [
      .contentType: response.contentType, HTTPHeader("Cache-Control"): "no-store",
      HTTPHeader("X-Content-Type-Options"): "nosniff",
    ]
    let status = HTTPStatusCode(response.status, phrase: Self.phrase(response.status))
    switch response.body {
    case .bytes(let bytes):
      if response.status >= 400 && length > 0 { fields[.connection] = "close" }
      return HTTPResponse(statusCode: status, headers: fields, body: Data(bytes))
    case .events(let file, let slot):
      let events = SceneEvents(file: file, renderer: site.renderer, slot: slot)
      return HTTPResponse(statusCode: status, headers: fields, body: HTTPBodySequence(from: events))
    }
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

/// The error of a server that stopped before it listened, handed from its task.
private final class StartOutcome: @unchecked Sendable {
  private let lock = NSLock()
  private var failure: (any Error)?

  func fail(_ error: any Error) { lock.withLock { failure = error } }
  var error: (any Error)? { lock.withLock { failure } }
}
