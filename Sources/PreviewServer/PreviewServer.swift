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
    /// One line saying why (the address refused, the port taken, …).
    public var description: String
  }

  /// The pages and endpoints the server answers with.
  public let site: PreviewSite
  /// The address as given: a loopback IPv4 address or `localhost`.
  public let host: String
  /// The IPv4 address listened on (`host`, with `localhost` as 127.0.0.1).
  private let address: String
  private let handler: PreviewHandler
  private let state: ServerState
  private let bounds: ConnectionBounds

  /// A server for `path` (a scene file or a folder) on `host` (a loopback IPv4 address, or
  /// `localhost`) and `port` (0: any free port). Any other address is refused: the preview has no
  /// authentication (see ``LoopbackHost``).
  public convenience init(path: String, host: String = "127.0.0.1", port: UInt16 = 0) throws(Failure) {
    try self.init(path: path, host: host, port: port, idleTimeout: .seconds(PreviewLimits.idleSeconds))
  }

  /// A server whose connections wait at most `idleTimeout` for their client's bytes, and which
  /// holds at most `maximumConnections` more descriptors than it had when it started (tests use
  /// short timeouts and low bounds).
  init(
    path: String, host: String, port: UInt16, idleTimeout: Duration,
    maximumConnections: Int = PreviewLimits.maximumConnections
  ) throws(Failure) {
    let served: ServedFolder
    do throws(ServedFolder.Refusal) { served = try ServedFolder(path: path) } catch {
      throw Failure(description: error.description)
    }
    // "localhost" is the name people type for the loopback address; nothing else is looked up.
    let ip4 = host == "localhost" ? "127.0.0.1" : host
    guard (try? sockaddr_in.inet(ip4: ip4, port: port)) != nil else {
      throw Failure(description: "--host \(host): expected an IPv4 address such as 127.0.0.1")
    }
    guard LoopbackHost.isLoopback(host) else {
      throw Failure(description: "--host \(host): \(LoopbackHost.refusal)")
    }
    let site = PreviewSite(served: served)
    self.site = site
    self.host = host
    self.address = ip4
    handler = PreviewHandler(site: site, listeningHost: ip4)
    state = ServerState(port: port)
    bounds = ConnectionBounds(idleTimeout: idleTimeout, maximumConnections: maximumConnections)
  }

  /// How long a connection may wait for its client, and how many connections are held at once.
  struct ConnectionBounds: Sendable {
    var idleTimeout: Duration
    var maximumConnections: Int
  }

  /// A FlyingFox server on `port`, answering through `handler`.
  private static func makeServer(
    address: String, port: UInt16, handler: PreviewHandler, bounds: ConnectionBounds
  ) -> HTTPServer? {
    guard let socketAddress = try? sockaddr_in.inet(ip4: address, port: port) else { return nil }
    // Connections beyond the descriptors this process can spare, or beyond the bound on
    // connections (counted as the process's sockets, so files other work in the process opens
    // do not count), are closed when they first wait.
    let limit = OpenDescriptors.limit()
    let pool = GuardedSocketPool(
      inner: HTTPServer.defaultPool(), idleTimeout: bounds.idleTimeout,
      maximumDescriptors: limit - max(PreviewLimits.reservedDescriptors, limit / 8),
      maximumSockets: OpenDescriptors.socketCount() + bounds.maximumConnections)
    // Request bodies are never read (GET only): FlyingFox reads a body lazily past this size.
    let configuration = HTTPServer.Configuration(
      address: socketAddress, timeout: PreviewLimits.requestTimeout, sharedRequestBufferSize: 1_024,
      sharedRequestReplaySize: 0, pool: pool, logger: .disabled)
    return HTTPServer(config: configuration, handler: handler)
  }

  /// Starts listening and returns the page's address; the server runs until ``stop()``.
  ///
  /// FlyingFox stops listening for good when `accept` fails (at the process's descriptor limit,
  /// say): the server then listens again on the same port, after a pause, for as long as it has
  /// not been stopped.
  public func start() async throws(Failure) -> URL {
    guard let first = Self.makeServer(address: address, port: state.port, handler: handler, bounds: bounds) else {
      throw Failure(description: "--host \(host): expected an IPv4 address such as 127.0.0.1")
    }
    state.server = first
    let outcome = StartOutcome()
    Task { [state, address, handler, bounds] in
      var server = first
      while true {
        do { try await server.run() } catch { outcome.fail(error) }
        guard !state.isStopped, outcome.listened else { return }
        try? await Task.sleep(for: .milliseconds(100))
        guard let next = Self.makeServer(address: address, port: state.port, handler: handler, bounds: bounds) else {
          return
        }
        server = next
        state.server = next
      }
    }
    // Listening, or the reason it cannot (an address in use fails at once).
    for _ in 0..<1_000 {
      if await first.isListening, let port = await port {
        state.port = port
        handler.port.set(port)
        outcome.markListened()
        return URL(string: "http://\(host):\(port)/")!
      }
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
      guard let server = state.server else { return nil }
      switch await server.listeningAddress {
      case .ip4(_, let port)?, .ip6(_, let port)?: return port
      default: return nil
      }
    }
  }

  /// Stops listening and closes every connection.
  public func stop() async {
    state.isStopped = true
    await state.server?.stop(timeout: 1)
  }
}

/// Hands each request to the site and turns its answer into FlyingFox's response.
struct PreviewHandler: HTTPHandler {
  let site: PreviewSite
  /// The IPv4 address listened on, which a request's `Host` may name.
  let listeningHost: String
  /// The port listened on, set once the server listens.
  let port = ListeningPort()
  static let renders = DispatchSemaphore(value: PreviewLimits.concurrentRenders)

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let headers = request.headers.map { ($0.key.rawValue, $0.value) }
    let length = Int(request.headers[.contentLength] ?? "0") ?? Int.max
    let chunked = request.headers[.transferEncoding] != nil
    let method = request.method.rawValue
    let target = request.target.rawValue
    let bodyLength = chunked ? Int.max : length
    let response: PreviewSite.Response
    let port = port.value ?? 0
    if !LoopbackHost.accepts(request.headers[HTTPHeader("Host")], listeningHost: listeningHost, port: port) {
      // Before anything is read from disk: a page of another site must learn nothing.
      response = .text(421, "this preview answers requests for \(listeningHost):\(port) or localhost:\(port) only")
    } else {
      // Rendering blocks its thread for as long as it draws: it runs on Dispatch's threads, not
      // on the few threads of Swift's concurrency pool that keep the event streams and the other
      // connections going, and at most `PreviewLimits.concurrentRenders` at once, which bounds
      // the memory the images take.
      response = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          Self.renders.wait()
          defer { Self.renders.signal() }
          continuation.resume(
            returning: site.respond(method: method, target: target, headers: headers, bodyLength: bodyLength))
        }
      }
    }
    var fields: HTTPHeaders = [
      .contentType: response.contentType, HTTPHeader("Cache-Control"): "no-store",
      HTTPHeader("X-Content-Type-Options"): "nosniff",
    ]
    let status = HTTPStatusCode(response.status, phrase: Self.phrase(response.status))
    switch response.body {
    case .bytes(let bytes):
      if response.status >= 400 && (length > 0 || response.status == 421) { fields[.connection] = "close" }
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
    case 421: "Misdirected Request"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

/// The error of a server that stopped before it listened, handed from its task, and whether it
/// listened at all.
private final class StartOutcome: @unchecked Sendable {
  private let lock = NSLock()
  private var failure: (any Error)?
  private var hasListened = false

  func fail(_ error: any Error) { lock.withLock { failure = error } }
  var error: (any Error)? { lock.withLock { failure } }
  func markListened() { lock.withLock { hasListened = true } }
  var listened: Bool { lock.withLock { hasListened } }
}

/// The FlyingFox server currently listening (a new one after a restart), its port, and whether
/// ``PreviewServer/stop()`` was called.
private final class ServerState: @unchecked Sendable {
  private let lock = NSLock()
  private var current: HTTPServer?
  private var listeningPort: UInt16
  private var stopped = false

  init(port: UInt16) { listeningPort = port }

  var server: HTTPServer? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }
  var port: UInt16 {
    get { lock.withLock { listeningPort } }
    set { lock.withLock { listeningPort = newValue } }
  }
  var isStopped: Bool {
    get { lock.withLock { stopped } }
    set { lock.withLock { stopped = newValue } }
  }
}

/// The port the server listens on, once it does: requests are answered only when their `Host`
/// names it.
final class ListeningPort: @unchecked Sendable {
  private let lock = NSLock()
  private var port: UInt16?

  var value: UInt16? { lock.withLock { port } }
  func set(_ value: UInt16) { lock.withLock { port = value } }
}
