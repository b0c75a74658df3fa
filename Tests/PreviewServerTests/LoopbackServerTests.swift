import Foundation
import Testing

@testable import PreviewServer

/// The preview server on the loopback interface, met by raw connections: foreign `Host` headers,
/// idle and stalled clients, oversized requests and connection floods. Every test bounds its
/// time and the connections it opens, and stops its server.
@Suite(.serialized) struct LoopbackServerTests {
  /// A folder holding one small scene, `s.json`, removed with the value.
  final class Folder {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try PreviewSiteTests.scene.write(to: url.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// Runs `body` with a started server on any free port, and stops it.
  static func withServer(
    idleTimeout: Duration = .seconds(PreviewLimits.idleSeconds),
    headerTimeout: Duration = .seconds(PreviewLimits.headerSeconds), maximumConnections: Int = 512,
    _ body: (UInt16) async throws -> Void
  ) async throws {
    let folder = try Folder()
    let server = try PreviewServer(
      path: folder.url.path, host: "127.0.0.1", port: 0, idleTimeout: idleTimeout, headerTimeout: headerTimeout,
      maximumConnections: maximumConnections)
    _ = try await server.start()
    let port = try #require(await server.port)
    do {
      try await body(port)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func onlyRequestsForTheLoopbackAddressOrLocalhostAreAnswered() async throws {
    try await Self.withServer { port in
      for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)"] {
        #expect(await RawHTTPConnection.status(port: port, host: host) == 200, "\(host)")
      }
      // DNS rebinding: a page of another site reaching 127.0.0.1 sends its own name.
      for host in ["attacker.example:\(port)", "attacker.example", "127.0.0.1", "127.0.0.1:1", "[::1]:\(port)"] {
        #expect(await RawHTTPConnection.status(port: port, host: host) == 421, "\(host)")
      }
      #expect(await RawHTTPConnection.status(port: port, host: nil) == 421, "no Host")
      // Not a byte of the folder's listing in the refusal.
      let connection = try #require(RawHTTPConnection(port: port))
      connection.send("GET / HTTP/1.1\r\nHost: attacker.example:\(port)\r\n\r\n")
      let reply = String(decoding: await connection.receiveUntilClosed(seconds: 60).bytes, as: UTF8.self)
      #expect(reply.hasPrefix("HTTP/1.1 421"))
      #expect(!reply.contains("s.json"))
    }
  }

  @Test func idleAndStalledConnectionsAreClosedAfterTheIdleTimeout() async throws {
    try await Self.withServer(idleTimeout: .seconds(1)) { port in
      let idle = try #require(RawHTTPConnection(port: port))
      let stalled = try #require(RawHTTPConnection(port: port))
      stalled.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")  // and then nothing
      let start = Date()
      #expect(await idle.receiveUntilClosed(seconds: 8).closed, "an idle connection stays open")
      #expect(await stalled.receiveUntilClosed(seconds: 8).closed, "a stalled request stays open")
      #expect(Date().timeIntervalSince(start) < 6)
      // A kept-alive connection is closed once it has been idle as long.
      let kept = try #require(RawHTTPConnection(port: port))
      kept.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
      #expect(await kept.receiveUntilClosed(seconds: 8).closed)
      #expect(await RawHTTPConnection.status(port: port, host: "127.0.0.1:\(port)") == 200)
    }
  }

  /// A client sending its request's head a byte at a time, each within the idle timeout, is
  /// answered `408` and closed once the head has taken the header timeout; a head that arrives
  /// in time is answered, also on a kept-alive connection after an answered request.
  @Test func aHeadTrickledInIsClosedAtTheHeaderTimeout() async throws {
    try await Self.withServer(idleTimeout: .seconds(1), headerTimeout: .milliseconds(1_500)) { port in
      let trickle = try #require(RawHTTPConnection(port: port))
      let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: \(String(repeating: "v", count: 200))")
      let start = Date()
      var sent = 0
      while sent < head.count, Date().timeIntervalSince(start) < 8 {
        guard trickle.send(String(head[sent])) else { break }
        sent += 1
        try await Task.sleep(for: .milliseconds(300))
      }
      let reply = String(decoding: await trickle.receiveUntilClosed(seconds: 8).bytes, as: UTF8.self)
      #expect(reply.hasPrefix("HTTP/1.1 408"), "\(reply.prefix(80))")
      #expect(sent < head.count, "the whole head went in, \(sent) bytes")
      let took = Date().timeIntervalSince(start)
      #expect(took >= 1.4 && took < 6, "\(took) s")
      // Two requests on one kept-alive connection, each head sent at once: both answered.
      let kept = try #require(RawHTTPConnection(port: port))
      for _ in 0..<2 {
        kept.send("GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        try await Task.sleep(for: .milliseconds(900))
      }
      let answers = String(decoding: await kept.receiveUntilClosed(seconds: 4).bytes, as: UTF8.self)
      #expect(answers.components(separatedBy: "HTTP/1.1 200").count == 3, "\(answers.prefix(200))")
    }
  }

  @Test func oversizedRequestsAreRefused() async throws {
    try await Self.withServer { port in
      let target = "/scene/" + String(repeating: "a", count: 4_000)
      let start = Date()
      #expect(await RawHTTPConnection.status(port: port, target: target, host: "127.0.0.1:\(port)") == 414)
      let connection = try #require(RawHTTPConnection(port: port))
      let headers = (0..<100).map { "X-Field-\($0): \(String(repeating: "v", count: 100))\r\n" }.joined()
      connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)Connection: close\r\n\r\n")
      let reply = String(decoding: await connection.receiveUntilClosed(seconds: 60).bytes, as: UTF8.self)
      #expect(reply.hasPrefix("HTTP/1.1 431"), "\(reply.prefix(80))")
      #expect(Date().timeIntervalSince(start) < 60)
    }
  }

  /// Request lines and headers far over the limits are refused in time proportional to their
  /// length (the previous HTTP library took 36 s for a 256 KiB line, docs/preview.md, "The HTTP
  /// library"), and requests left unfinished after such lines hold nothing up.
  @Test func hugeRequestLinesAndHeadersAreRefusedAtOnce() async throws {
    try await Self.withServer { port in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let start = Date()
      for (request, status) in [
        ("GET /" + String(repeating: "a", count: 262_144) + " HTTP/1.1\r\n\(host)\r\n", "414"),
        ("GET / HTTP/1.1\r\n\(host)X-Big: " + String(repeating: "v", count: 262_144) + "\r\n\r\n", "431"),
        ("GET / HTTP/1.1\r\n\(host)" + String(repeating: "X-F: v\r\n", count: 200) + "\r\n", "431"),
        ("POST / HTTP/1.1\r\n\(host)Content-Length: 1000000\r\n\r\n" + String(repeating: "x", count: 4_096), "413"),
        ("NOT HTTP AT ALL\r\n\r\n", "400"),
      ] {
        let connection = try #require(RawHTTPConnection(port: port))
        connection.send(request)
        let reply = await connection.receiveUntilClosed(seconds: 20)
        let text = String(decoding: reply.bytes, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 \(status)"), "\(request.prefix(40)): \(text.prefix(80))")
        #expect(reply.closed, "\(request.prefix(40)): the connection stays open")
      }
      // Three 256 KiB request lines left unfinished: a normal request is answered at once.
      var abandoned: [RawHTTPConnection] = []
      for _ in 0..<3 {
        let connection = try #require(RawHTTPConnection(port: port))
        connection.send("GET /" + String(repeating: "a", count: 262_144))
        abandoned.append(connection)
      }
      #expect(await RawHTTPConnection.status(port: port, target: "/favicon.ico", host: "127.0.0.1:\(port)") == 200)
      // Every request above took its turn on a loaded machine within this (36 s each before).
      #expect(Date().timeIntervalSince(start) < 20)
    }
  }

  @Test func aFloodOfConnectionsIsBoundedAndTheServerRecovers() async throws {
    try await Self.withServer(idleTimeout: .seconds(2), maximumConnections: 64) { port in
      // 600 connections that send nothing: those over the bound are closed at once, the others
      // when they have been idle for the timeout; the listener goes on accepting throughout.
      var flood: [RawHTTPConnection] = []
      for _ in 0..<600 {
        if let connection = RawHTTPConnection(port: port) { flood.append(connection) }
      }
      #expect(flood.count == 600)
      let start = Date()
      var closed = 0
      for connection in flood {
        if await connection.receiveUntilClosed(seconds: max(0.01, 8 - Date().timeIntervalSince(start))).closed {
          closed += 1
        }
      }
      #expect(closed == flood.count, "\(flood.count - closed) connections left open")
      flood.removeAll()
      #expect(await RawHTTPConnection.status(port: port, host: "127.0.0.1:\(port)") == 200)
    }
  }
}
