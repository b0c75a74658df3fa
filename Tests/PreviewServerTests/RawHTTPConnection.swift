import Foundation

/// A TCP connection to 127.0.0.1 driven byte by byte, for requests no HTTP client would send
/// (a foreign `Host`, a request left unfinished, a connection left idle). Every wait is bounded.
final class RawHTTPConnection {
  let descriptor: Int32

  /// Connects to 127.0.0.1:`port`; nil when the connection cannot be made.
  init?(port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard status == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Sends `text` (false when the connection is closed).
  @discardableResult
  func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// What the server sends until it closes the connection, or until `seconds` pass; and whether
  /// it closed the connection. The wait polls without blocking and sleeps between polls, so the
  /// caller's thread stays free for the server's own tasks: a blocking wait on Swift concurrency's
  /// cooperative pool (two threads on a two-core machine) can starve an in-process server.
  ///
  /// What has arrived is read before the deadline is looked at, so a task that sat unscheduled
  /// past its deadline still reads the reply that came meanwhile.
  func receiveUntilClosed(seconds: Double) async -> (bytes: [UInt8], closed: Bool) {
    var received: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 0) > 0 else {
        if Date() >= deadline { return (received, false) }
        try? await Task.sleep(for: .milliseconds(2))
        continue
      }
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { return (received, true) }
      received += buffer[..<count]
    }
  }

  /// `receiveUntilClosed(seconds:)` waiting in `poll` on the calling thread: for a caller on a
  /// thread of its own, whose deadline then measures time spent waiting for the server and not
  /// time spent queued behind other tests for one of the cooperative pool's threads.
  func receiveUntilClosedBlocking(seconds: Double) -> (bytes: [UInt8], closed: Bool) {
    var received: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return (received, false) }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(remaining * 1000, 1000).rounded(.up))) > 0 else { continue }
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { return (received, true) }
      received += buffer[..<count]
    }
  }

  /// Whether a complete `GET target` with `host` as its `Host` gets a 200 within `seconds`, asked
  /// again every 0.2 s until then, each request given `perRequest` seconds. The waiting happens on
  /// a thread of its own (see `receiveUntilClosedBlocking`): on a loaded two-core machine a test
  /// task can sit unscheduled for a minute, and a deadline counted on it would fail a server that
  /// was never asked.
  static func answersOK(port: UInt16, target: String, host: String, within seconds: Double, perRequest: Double)
    async -> Bool
  {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
          if let connection = RawHTTPConnection(port: port) {
            connection.send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            let reply = String(
              decoding: connection.receiveUntilClosedBlocking(seconds: perRequest).bytes, as: UTF8.self)
            let words = reply.prefix { $0 != "\r" }.split(separator: " ")
            if words.count >= 2, words[1] == "200" {
              continuation.resume(returning: true)
              return
            }
          }
          usleep(200_000)
        }
        continuation.resume(returning: false)
      }
    }
  }

  /// The status code of a complete `GET target` with `host` as its `Host` (none when nil), the
  /// connection closed after it; nil when no status line came within `seconds`.
  ///
  /// The reply is awaited on a thread of its own (see `receiveUntilClosedBlocking`): counted on a
  /// task of the cooperative pool, the deadline could pass while the task sat unscheduled behind
  /// the rest of the suite, and the wait end before it read a reply that had arrived.
  static func status(port: UInt16, target: String = "/", host: String?, seconds: Double = 60) async -> Int? {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        guard let connection = RawHTTPConnection(port: port) else {
          continuation.resume(returning: nil)
          return
        }
        let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
        connection.send("GET \(target) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n")
        let reply = String(decoding: connection.receiveUntilClosedBlocking(seconds: seconds).bytes, as: UTF8.self)
        let words = reply.prefix { $0 != "\r" }.split(separator: " ")
        continuation.resume(returning: words.count >= 2 ? Int(words[1]) : nil)
      }
    }
  }
}
