import FlyingSocks
import Foundation

/// FlyingFox's socket pool with two bounds it lacks, applied where a connection waits for the
/// client to send something (the request line, headers, a body, or the next request of a kept-alive
/// connection):
///
/// - **an idle timeout**: a wait for the client's bytes longer than ``idleTimeout`` closes the
///   connection, so idle and slow clients (sending less than a byte per timeout) cannot hold
///   connections open;
/// - **a bound on open descriptors**: a connection that starts waiting while the process has more
///   than ``maximumDescriptors`` descriptors open is closed at once, which keeps the process away
///   from its descriptor limit, where `accept` would fail (see ``PreviewServer/start()`` for what
///   happens then); and one that starts waiting while it has more than ``maximumSockets`` sockets
///   open, the bound on connections (sockets, not all descriptors, so that files other work in the
///   same process opens — a test run's — do not take connections' places).
///
/// The listening socket's waits are left alone, as are waits to write (an event stream writes
/// for as long as its page is open).
///
/// Every socket that waits here is also given `TCP_NODELAY` (tcp(7)): FlyingFox writes a
/// response's header and its body in two writes, and with Nagle's algorithm on, the body's last
/// segment waits for the client to acknowledge the header, which a client delays by up to 40 ms
/// (delayed ACK), so each request after the first on a kept-open connection took ~44 ms
/// whatever the render took (docs/preview.md, "Latency"). Accepted sockets inherit the option
/// from the listening socket on Linux; it is set on each connection too, which costs one system
/// call per wait.
struct GuardedSocketPool<Inner: AsyncSocketPool>: AsyncSocketPool {
  let inner: Inner
  /// The longest wait for a client's bytes.
  let idleTimeout: Duration
  /// Descriptors the process may have open when a connection starts waiting for its client.
  let maximumDescriptors: Int
  /// Sockets the process may have open then: the bound on connections.
  let maximumSockets: Int

  func prepare() async throws { try await inner.prepare() }

  func run() async throws { try await inner.run() }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    Self.sendWithoutDelay(socket)
    guard events.contains(.read), !Self.isListening(socket) else {
      return try await inner.suspendSocket(socket, untilReadyFor: events)
    }
    guard OpenDescriptors.count() <= maximumDescriptors, OpenDescriptors.socketCount() <= maximumSockets else {
      throw SocketError.disconnected
    }
    let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await inner.suspendSocket(socket, untilReadyFor: events)
        return true
      }
      group.addTask { [idleTimeout] in
        try await Task.sleep(for: idleTimeout)
        return false
      }
      defer { group.cancelAll() }
      return try await group.next() ?? false
    }
    guard ready else { throw SocketError.timeout(message: "no bytes from the client within the idle timeout") }
  }

  /// Turns off Nagle's algorithm on `socket` (`TCP_NODELAY`, tcp(7)): small writes go out at once.
  static func sendWithoutDelay(_ socket: Socket) {
    var on: Int32 = 1
    _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Whether `socket` is a listening socket (`SO_ACCEPTCONN`, socket(7)).
  static func isListening(_ socket: Socket) -> Bool {
    var value: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &value, &length) == 0 && value != 0
  }
}
