import Foundation

/// A minimal HTTP/1.1 client on one kept-open TCP connection to 127.0.0.1: GET requests sent
/// one after another, each response read whole (status line, headers, `Content-Length` body), as
/// a browser reuses one connection for a page's requests.
final class KeepAliveClient {
  let descriptor: Int32
  let port: UInt16
  private var buffer: [UInt8] = []

  /// A connection to 127.0.0.1:`port`, or nil when it cannot be made.
  init?(port: UInt16) {
    self.port = port
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
  }

  deinit { close(descriptor) }

  /// Sends `GET target` (its `Host` the address the server checks for), without waiting.
  func send(_ target: String) {
    let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: keep-alive\r\n\r\n".utf8)
    var sent = 0
    while sent < request.count {
      let written = request[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      sent += written
    }
  }

  /// Reads one response; returns its status and body (nil when the connection closed).
  func receive() -> (status: Int, body: [UInt8])? {
    guard let headerEnd = fill(until: { Self.headerEnd(in: $0) }) else { return nil }
    let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
    let status = Int(header.split(separator: " ").dropFirst().first ?? "") ?? 0
    var length = 0
    for line in header.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
      length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    guard fill(until: { $0.count >= headerEnd + length ? 0 : nil }) != nil else { return nil }
    let body = Array(buffer[headerEnd..<headerEnd + length])
    buffer.removeFirst(headerEnd + length)
    return (status, body)
  }

  /// `GET target` and its response.
  func get(_ target: String) -> (status: Int, body: [UInt8])? {
    send(target)
    return receive()
  }

  /// Reads until `done` finds what it needs in the buffer; nil when the connection closes first.
  private func fill(until done: ([UInt8]) -> Int?) -> Int? {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      if let found = done(buffer) { return found }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      buffer += chunk[..<count]
    }
  }

  /// The index just past the blank line that ends the header, if it has arrived.
  static func headerEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return index + 4
    }
    return nil
  }
}
