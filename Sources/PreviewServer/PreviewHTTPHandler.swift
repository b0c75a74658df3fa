import Foundation
import NIOCore
import NIOHTTP1

/// Answers one connection's requests through ``PreviewSite``: the `Host` checked before anything
/// is read, the site's answer computed off the event loop (at most
/// `PreviewLimits.concurrentRenders` at once), bytes written with their length, an event stream
/// written as its events come until the page goes away. Closes the connection when its client
/// has been idle for the idle timeout (while a request is incomplete, or between requests; not
/// while an answer is being drawn or an event stream is open), after a request that carried a
/// body, after a refused `Host`, and after a request the parser refused (`431` for headers over
/// its limits, `400` otherwise).
final class PreviewHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  let site: PreviewSite
  /// The IPv4 address listened on, which a request's `Host` may name.
  let listeningHost: String
  /// The port listened on (set once the server listens).
  let listeningPort: ListeningPort
  /// Told to stop counting request-line bytes when a body follows a head.
  let lineGuard: RequestHeadGuard
  /// Whether an answer is being computed or written (an event stream, for as long as it is open).
  private var answering = false
  private var events: Task<Void, Never>?

  /// Requests answered at once: rendering blocks its thread for as long as it draws, so it runs on
  /// Dispatch's threads, at most this many at a time, which bounds the memory the images take.
  static let renders = DispatchSemaphore(value: PreviewLimits.concurrentRenders)

  init(site: PreviewSite, listeningHost: String, port: ListeningPort, lineGuard: RequestHeadGuard) {
    self.site = site
    self.listeningHost = listeningHost
    self.listeningPort = port
    self.lineGuard = lineGuard
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    // Bodies are never read (the preview answers GET only): a request announcing one is answered
    // at its head and the connection closed, so its body's parts and end are let go here.
    guard case .head(let head) = unwrapInboundIn(data), !answering else { return }
    answering = true
    let length = head.headers.first(name: "content-length").map { Int($0) ?? Int.max } ?? 0
    let chunked = head.headers.contains(name: "transfer-encoding")
    let hasBody = chunked || length > 0
    if hasBody { lineGuard.stopCounting() }
    let closeAfter = hasBody || !head.isKeepAlive
    let hosts = head.headers["host"]
    let port = listeningPort.value ?? 0
    guard hosts.count == 1, LoopbackHost.accepts(hosts.first, listeningHost: listeningHost, port: port) else {
      // Before anything is read from disk: a page of another site must learn nothing.
      let refusal = PreviewSite.Response.text(
        421, "this preview answers requests for \(listeningHost):\(port) or localhost:\(port) only")
      return write(refusal, version: head.version, close: true, context: context)
    }
    let site = site
    let method = head.method.rawValue
    let target = head.uri
    let headers = head.headers.map { ($0.name, $0.value) }
    let bodyLength = chunked ? Int.max : length
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    DispatchQueue.global().async {
      Self.renders.wait()
      let response = site.respond(method: method, target: target, headers: headers, bodyLength: bodyLength)
      Self.renders.signal()
      bound.eventLoop.execute {
        let (handler, context) = bound.value
        handler.write(response, version: head.version, close: closeAfter, context: context)
      }
    }
  }

  /// Writes `response`: bytes with their length (then closes the connection if `close`, or if
  /// the site refused a request that carried a body), or an event stream's head and then its
  /// events for as long as the connection stays open.
  private func write(
    _ response: PreviewSite.Response, version: HTTPVersion, close: Bool, context: ChannelHandlerContext
  ) {
    guard context.channel.isActive else { return }
    var fields = HTTPHeaders([
      ("Content-Type", response.contentType), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
    ])
    let status = HTTPResponseStatus(statusCode: response.status)
    switch response.body {
    case .bytes(let bytes):
      fields.add(name: "Content-Length", value: String(bytes.count))
      if close { fields.add(name: "Connection", value: "close") }
      context.write(
        wrapOutboundOut(.head(HTTPResponseHead(version: version, status: status, headers: fields))), promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: bytes)))), promise: nil)
      // Answered before the end goes out: the next request of a kept-alive connection, held
      // back by the pipelining handler until then, may arrive while it is written.
      answering = false
      context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
        if close { context.close(promise: nil) }
      }
    case .events(let file, let slot):
      context.writeAndFlush(
        wrapOutboundOut(.head(HTTPResponseHead(version: version, status: status, headers: fields))), promise: nil)
      let channel = context.channel
      let stream = SceneEvents(file: file, renderer: site.renderer, slot: slot)
      events = Task {
        do {
          for try await event in stream {
            try await channel.writeAndFlush(
              HTTPServerResponsePart.body(.byteBuffer(channel.allocator.buffer(bytes: event)))
            ).get()
          }
        } catch {
          // The page went away (the write failed), or the connection closed (cancelled).
        }
        channel.close(promise: nil)
      }
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case IdleStateHandler.IdleStateEvent.read = event, !answering {
      return context.close(promise: nil)
    }
    context.fireUserInboundEventTriggered(event)
  }

  func channelInactive(context: ChannelHandlerContext) {
    events?.cancel()
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // The parser refused the request: its headers over the limits, or not HTTP at all.
    guard let parserError = error as? HTTPParserError, !answering else { return context.close(promise: nil) }
    answering = true
    lineGuard.stopCounting()
    let response: PreviewSite.Response =
      parserError == .headerOverflow
      ? .text(
        431,
        "request headers over \(PreviewLimits.maximumHeaderCount) fields or \(PreviewLimits.maximumHeaderBytes) bytes")
      : .text(400, "not an HTTP/1.1 request the preview reads")
    write(response, version: .http1_1, close: true, context: context)
  }
}
