import NIOCore

/// Bounds each request's head (its request line and header lines) before the HTTP parser holds
/// it, in length and in time:
///
/// - the bytes of the request line are counted as they arrive (in time proportional to their
///   number), and past `PreviewLimits.maximumTargetLength` plus room for the method and the
///   version, the connection is answered `414` and closed. Lines up to that length reach the
///   site, which answers `414` beyond the target's limit itself; the header lines are bounded by
///   the parser's own limits (`PreviewServer`'s decoder configuration);
/// - a head must arrive whole within the header timeout of its first byte, or the connection is
///   answered `408` and closed: the idle timeout alone lets a client that sends a byte now and
///   then hold a connection for as long as its head may grow.
///
/// Only the heads of requests are looked at: a line break alone ends a head, and the next line
/// is the next request's. A request with a body is answered and closed by ``PreviewHTTPHandler``,
/// which stops the guard first (a body is not a head).
final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
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
  /// How long a head may take to arrive, from its first byte.
  let headerTimeout: TimeAmount
  /// The header timeout of the head arriving, while one is.
  private var deadline: Scheduled<Void>?

  init(headerTimeout: TimeAmount) { self.headerTimeout = headerTimeout }

  /// Stops the guard: the rest of the connection is a body, answered and then closed.
  func stopCounting() {
    position = .stopped
    deadline?.cancel()
    deadline = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .stopped = position { return context.fireChannelRead(data) }
    let buffer = unwrapInboundIn(data)
    var tooLong = false
    var headEnded = false
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
            headEnded = headEnded || count == 0
            position = count == 0 ? .requestLine(0) : .headers(0)
          } else if byte != UInt8(ascii: "\r") {
            position = .headers(count + 1)
          }
        case .stopped:
          return
        }
      }
    }
    if headEnded {
      deadline?.cancel()
      deadline = nil
    }
    switch position {
    case .requestLine(let count) where count > 0: if deadline == nil, !tooLong { startDeadline(context: context) }
    case .headers: if deadline == nil { startDeadline(context: context) }
    case .requestLine, .stopped: break
    }
    guard tooLong else { return context.fireChannelRead(data) }
    refuse(414, "URI Too Long", "request target longer than \(PreviewLimits.maximumTargetLength) characters", context)
  }

  /// Starts the header timeout of the head that has begun to arrive.
  private func startDeadline(context: ChannelHandlerContext) {
    let loop = context.eventLoop.assumeIsolated()
    deadline = loop.scheduleTask(in: headerTimeout) {
      self.deadline = nil
      self.refuse(
        408, "Request Timeout",
        "the request's line and headers took longer than \(self.headerTimeout.nanoseconds / 1_000_000_000) s",
        context)
    }
  }

  /// Answers `status` with `text` and closes the connection; the guard stops.
  private func refuse(_ status: Int, _ phrase: String, _ text: String, _ context: ChannelHandlerContext) {
    stopCounting()
    let body = text + "\n"
    let reply =
      "HTTP/1.1 \(status) \(phrase)\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
    context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: reply)))
      .assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }
}
