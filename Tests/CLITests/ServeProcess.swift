import Foundation
import Testing

/// `collection-render serve … --port 0` running in the background for a test: the address it
/// printed, requests to it through curl (which sends paths as given with `--path-as-is`, so
/// traversal attempts reach the server unchanged), and an interrupt to stop it.
final class ServeProcess {
  let process = Process()
  /// The page's address, as printed (`http://127.0.0.1:PORT/`).
  let url: String
  /// The line the command printed.
  let banner: String

  /// Starts `executable serve ARGUMENTS --port 0`; `command` is what comes before the arguments
  /// (nothing for `collection-render-serve`).
  init(_ arguments: [String], in directory: URL? = nil, executable: URL = CLI.binary, command: [String] = ["serve"])
    throws
  {
    process.executableURL = executable
    process.arguments = command + arguments + ["--port", "0"]
    process.currentDirectoryURL = directory ?? CLI.repositoryRoot
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    let reader = out.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    banner = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    url = try #require(
      banner.components(separatedBy: " at ").last.flatMap { $0.hasPrefix("http") ? $0 : nil }, "\(banner)")
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// Sends SIGINT and returns the exit status.
  func interrupt() -> Int32 {
    kill(process.processIdentifier, SIGINT)
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return process.terminationStatus
  }

  struct Response {
    var status: Int
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// GET `path` (appended to the address as given, e.g. `/scene/../x`) with curl's extra
  /// `options`.
  func get(_ path: String, _ options: [String] = []) throws -> Response {
    let base = url.hasSuffix("/") ? String(url.dropLast()) : url
    let result = try Self.curl(["-s", "--path-as-is", "-w", "\n%{http_code}"] + options + [base + path])
    let data = result
    guard let newline = data.lastIndex(of: UInt8(ascii: "\n")) else { return Response(status: 0, body: data) }
    let status = Int(String(decoding: data[(newline + 1)...], as: UTF8.self)) ?? 0
    return Response(status: status, body: Data(data[..<newline]))
  }

  static func curl(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["--max-time", "60"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }
}

/// A server-sent event stream read by curl in the background.
final class EventStreamReader: @unchecked Sendable {
  private let process = Process()
  private let lock = NSLock()
  private var received = ""

  init(_ url: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["-sN", "--max-time", "120", url]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    out.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else { return }
      self.lock.withLock { self.received += String(decoding: data, as: UTF8.self) }
    }
    try process.run()
  }

  deinit { stop() }

  /// Ends the stream (curl is stopped).
  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  var text: String { lock.withLock { received } }

  /// Waits until `fragment` occurs `count` times in the stream; whether it did.
  func wait(for fragment: String, count: Int = 1, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if text.components(separatedBy: fragment).count - 1 >= count { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }
}
