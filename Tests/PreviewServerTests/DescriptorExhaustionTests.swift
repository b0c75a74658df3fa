import Foundation
import Testing

/// `collection-render-serve` under a descriptor limit of 64 (`ulimit -n`), flooded with idle
/// connections: it stays up, goes on listening (the previous HTTP library stopped listening for
/// good when `accept` failed), and answers a normal request once the flood is gone. The flood is bounded
/// (300 connections) and so is every wait; the server is stopped at the end.
@Suite struct DescriptorExhaustionTests {
  /// The server program, built beside the test bundle.
  static let serverBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("collection-render-serve")

  @Test func aFloodAtTheDescriptorLimitNeverStopsTheListener() async throws {
    let folder = try LoopbackServerTests.Folder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -n 64; exec \"$0\" \"$@\"", Self.serverBinary.path, folder.url.path, "--port", "0",
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    // "Serving PATH at http://127.0.0.1:PORT/"
    var banner = Data()
    while !banner.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      banner.append(chunk)
    }
    let text = String(decoding: banner, as: UTF8.self)
    let port = try #require(
      text.split(separator: ":").last.flatMap { UInt16($0.trimmingCharacters(in: CharacterSet(charactersIn: "/\n"))) },
      "\(text)")
    let host = "127.0.0.1:\(port)"
    // It answers, once it has started (under load its first answer can take a while at 64
    // descriptors).
    #expect(await Self.answers(port: port, host: host, within: 90), "the server never answered")

    // Three waves of 100 connections that send nothing, each over the process's whole limit.
    for _ in 0..<3 {
      var flood: [RawHTTPConnection] = []
      for _ in 0..<100 {
        if let connection = RawHTTPConnection(port: port) { flood.append(connection) }
      }
      #expect(flood.count > 0)
      try await Task.sleep(for: .milliseconds(500))
      #expect(process.isRunning)
    }
    // The flood closed (the connections were released above): the server answers again.
    #expect(await Self.answers(port: port, host: host, within: 90), "the server no longer answers")
    #expect(process.isRunning)
  }

  /// Whether a request gets a 200 within `seconds` (each request given 20 s: a loaded machine
  /// can be slow to answer at 64 descriptors). It asks for the icon, which reads no scene: what
  /// is tested is the listener, not how long a loaded machine takes to read the folder's scenes
  /// (and fontconfig's caches) for the index page.
  static func answers(port: UInt16, host: String, within seconds: Double) async -> Bool {
    await RawHTTPConnection.answersOK(port: port, target: "/favicon.ico", host: host, within: seconds, perRequest: 20)
  }
}
