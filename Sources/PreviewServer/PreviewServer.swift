import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

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
  private let state: ServerState
  private let bounds: ConnectionBounds

  /// A server for `path` (a scene file or a folder) on `host` (a loopback IPv4 address, or
  /// `localhost`) and `port` (0: any free port). Any other address is refused: the preview has no
  /// authentication (see ``LoopbackHost``).
  public convenience init(path: String, host: String = "127.0.0.1", port: UInt16 = 0) throws(Failure) {
    try self.init(
      path: path, host: host, port: port, idleTimeout: .seconds(PreviewLimits.idleSeconds),
      headerTimeout: .seconds(PreviewLimits.headerSeconds))
  }

  /// A server whose connections wait at most `idleTimeout` for their client's bytes and
  /// `headerTimeout` for a request's whole head, and which holds at most `maximumConnections`
  /// connections at once (tests use short timeouts and low bounds).
  init(
    path: String, host: String, port: UInt16, idleTimeout: Duration,
    headerTimeout: Duration = .seconds(PreviewLimits.headerSeconds),
    maximumConnections: Int = PreviewLimits.maximumConnections
  ) throws(Failure) {
    let served: ServedFolder
    do throws(ServedFolder.Refusal) { served = try ServedFolder(path: path) } catch {
      throw Failure(description: error.description)
    }
    // "localhost" is the name people type for the loopback address; nothing else is looked up.
    let ip4 = host == "localhost" ? "127.0.0.1" : host
    var parsed = in_addr()
    guard inet_pton(AF_INET, ip4, &parsed) == 1 else {
      throw Failure(description: "--host \(host): expected an IPv4 address such as 127.0.0.1")
    }
    guard LoopbackHost.isLoopback(host) else {
      throw Failure(description: "--host \(host): \(LoopbackHost.refusal)")
    }
    let site = PreviewSite(served: served)
    self.site = site
    self.host = host
    self.address = ip4
    state = ServerState(port: port)
    bounds = ConnectionBounds(
      idleTimeout: idleTimeout, headerTimeout: headerTimeout, maximumConnections: maximumConnections)
  }

  /// How long a connection may wait for its client, and how many connections are held at once.
  struct ConnectionBounds: Sendable {
    var idleTimeout: Duration
    var headerTimeout: Duration
    var maximumConnections: Int

    /// `duration` in SwiftNIO's unit.
    static func timeAmount(_ duration: Duration) -> TimeAmount {
      .nanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }
  }

  /// Starts listening and returns the page's address; the server runs until ``stop()``.
  public func start() async throws(Failure) -> URL {
    let limit = OpenDescriptors.limit()
    let registry = ConnectionRegistry(
      maximumConnections: bounds.maximumConnections,
      maximumDescriptors: limit - max(PreviewLimits.reservedDescriptors, limit / 8))
    let idle = ConnectionBounds.timeAmount(bounds.idleTimeout)
    let header = ConnectionBounds.timeAmount(bounds.headerTimeout)
    let (site, address, port) = (site, address, state.askedPort)
    // The parser's limits: a request line is bounded before it (RequestHeadGuard), each header
    // field and all of them together here; requests within these but over the site's own
    // limits get the site's 414 and 431.
    var limits = NIOHTTPDecoderLimitConfiguration()
    limits.maxHeaderFieldSize = PreviewLimits.maximumHeaderBytes
    limits.maxHeaderListSize = PreviewLimits.maximumHeaderBytes + RequestHeadGuard.maximumLineBytes
    limits.maxHeaderFieldCount = PreviewLimits.maximumHeaderCount + 1
    let listening = ListeningPort()
    let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      // Each write goes out at once (tcp(7)): with Nagle's algorithm on, a response's last
      // segment waited for the client's delayed acknowledgement, about 40 ms (docs/preview.md,
      // "Latency").
      .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { [limits] channel in
        channel.eventLoop.makeCompletedFuture {
          let pipeline = channel.pipeline.syncOperations
          let lineGuard = RequestHeadGuard(headerTimeout: header)
          try pipeline.addHandler(ConnectionGate(registry: registry))
          try pipeline.addHandler(IdleStateHandler(readTimeout: idle))
          try pipeline.addHandler(lineGuard)
          try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: true, withErrorHandling: false, withOutboundHeaderValidation: true,
            withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
          try pipeline.addHandler(
            PreviewHTTPHandler(
              site: site, listeningHost: address, port: listening, lineGuard: lineGuard))
        }
      }
    let channel: any Channel
    do {
      channel = try await bootstrap.bind(host: address, port: Int(port)).get()
    } catch {
      throw Failure(description: Self.describe(error))
    }
    guard let bound = channel.localAddress?.port.flatMap({ UInt16(exactly: $0) }) else {
      channel.close(promise: nil)
      throw Failure(description: "the server did not report the port it listens on")
    }
    listening.set(bound)
    state.started(channel: channel, registry: registry, port: bound)
    return URL(string: "http://\(host):\(bound)/")!
  }

  /// The reason in a socket error (`Address already in use`), else the error as it prints.
  static func describe(_ error: any Error) -> String {
    if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
    return "\(error)"
  }

  /// The port listened on, once started.
  public var port: UInt16? {
    get async { state.listeningPort }
  }

  /// Stops listening and closes every connection.
  public func stop() async {
    guard let (channel, registry) = state.stop() else { return }
    try? await channel.close()
    registry.closeAll()
  }
}

/// The listening channel once started, its connections and its port.
private final class ServerState: @unchecked Sendable {
  private let lock = NSLock()
  private var channel: (any Channel)?
  private var registry: ConnectionRegistry?
  private var port: UInt16

  init(port: UInt16) { self.port = port }

  /// The port asked for, then the port listened on.
  var listeningPort: UInt16? { lock.withLock { channel == nil ? nil : port } }

  func started(channel: any Channel, registry: ConnectionRegistry, port: UInt16) {
    lock.withLock {
      self.channel = channel
      self.registry = registry
      self.port = port
    }
  }

  /// The channel and connections to close, once.
  func stop() -> (any Channel, ConnectionRegistry)? {
    lock.withLock {
      defer {
        channel = nil
        registry = nil
      }
      guard let channel, let registry else { return nil }
      return (channel, registry)
    }
  }

  /// The port asked for (0: any).
  var askedPort: UInt16 { lock.withLock { port } }
}

/// The port the server listens on, once it does: requests are answered only when their `Host`
/// names it.
final class ListeningPort: @unchecked Sendable {
  private let lock = NSLock()
  private var port: UInt16?

  var value: UInt16? { lock.withLock { port } }
  func set(_ value: UInt16) { lock.withLock { port = value } }
}
