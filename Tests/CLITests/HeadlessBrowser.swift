import Foundation
import HeadlessChromium
import Testing

/// Headless Chromium (Debian's `chromium` package, installed by scripts/setup) driving pages the
/// way a user's browser would: the DOM after the page's scripts ran, and screenshots.
enum HeadlessBrowser {
  static var path: String? { Chromium.path }

  /// Runs the browser on `url` with `arguments` (e.g. `--dump-dom`) and returns its standard
  /// output. A fresh profile per run, so runs in parallel do not share state.
  static func run(_ url: String, _ arguments: [String], timeout: Double = 60) throws -> String {
    let browser = try #require(path, "no Chromium: scripts/setup installs Debian's chromium package")
    let profile = try TemporaryFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(profile.url.path)", "--virtual-time-budget=5000",
      ] + arguments + [url]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    return String(decoding: data, as: UTF8.self)
  }

  /// The page's DOM after its scripts ran.
  static func dom(_ url: String) throws -> String { try run(url, ["--dump-dom"]) }

  /// A PNG screenshot of the page at `width`×`height` CSS pixels, written to `path`.
  static func screenshot(_ url: String, to path: String, width: Int = 1280, height: Int = 1400) throws {
    _ = try run(url, ["--screenshot=\(path)", "--window-size=\(width),\(height)"])
  }
}
