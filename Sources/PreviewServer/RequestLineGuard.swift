import NIOCore

/// Refuses a request line longer than the request target's limit before the HTTP parser holds
/// it: the bytes of each request's first line are counted as they arrive (in time proportional
/// to their number), and past `PreviewLimits.maximumTargetLength` plus room for the method and
/// the version, the connection is answered `414` and closed. Lines up to that length reach the
/// site, which answers `414` beyond the target's limit itself; the header lines that follow are
/// bounded by the parser's own limits (`PreviewServer`'s decoder configuration).
///
/// Only the heads of requests are looked at: a line break alone ends a head, and the next line
/// is the next request's. A request with a body is answered and closed by ``PreviewHTTPHandler``,
/// which stops the count first (a body is not a request line).
final class RequestLineGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// Bytes a request line may have: the target's limit, and room for `GET ` and ` HTTP/1.1`.
  static let maximumLineBytes = PreviewLimits.maximumTargetLength + 32

  private enum Position {
    /// In the request line, with this many bytes of it so far.
    case requestLine(Int)
    /// In the header lines, with this many bytes of the current line so far.
    case headers(Int)
    /// Counting stopped: a body follows, or the connection is refused.
    case stopped
  }
  private var position = Position.requestLine(0)

  /// Stops counting: the rest of the connection is a body, answered and then closed.
  func stopCounting() { position = .stopped }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .stopped = position { return context.fireChannelRead(data) }
    let buffer = unwrapInboundIn(data)
    var tooLong = false
    buffer.withUnsafeReadableBytes { bytes in
      for byte in bytes {
        switch position {
        case .requestLine(let count):
          if byte == UInt8(ascii: "\n") {
            // Empty lines before a request line are allowed (RFC 9112, section 2.2).
            position = count == 0 ? .requestLine(0) : .headers(0)
          } else if byte != UInt8(ascii: "\r") {
            guard count < Self.maximumLineBytes else {
              tooLong = true
              return
            }
            position = .requestLine(count + 1)
          }
        case .headers(let count):
          if byte == UInt8(ascii: "\n") {
            position = count == 0 ? .requestLine(0) : .headers(0)
          } else if byte != UInt8(ascii: "\r") {
            position = .headers(count + 1)
          }
        case .stopped:
          return
        }
      }
    }
    guard tooLong else { return context.fireChannelRead(data) }
    position = .stopped
    let body = "request target longer than \(PreviewLimits.maximumTargetLength) characters\n"
    let reply =
      "HTTP/1.1 414 URI Too Long\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
    context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: reply)))
      .assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }
}
