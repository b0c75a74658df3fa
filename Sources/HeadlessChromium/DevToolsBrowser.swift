import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol, for pages that keep running (the live
/// preview holds an event stream open, so `--dump-dom` and `--screenshot` never see it settle).
///
/// The protocol goes over `--remote-debugging-pipe`: the browser reads commands from its file
/// descriptor 3 and writes answers and events to 4, each message JSON ended by a NUL, so no
/// WebSocket client is needed. A fresh profile per browser; the process is killed on deinit.
public final class DevToolsBrowser {
  /// Why the browser could not be started or driven.
  public enum Failure: Error, CustomStringConvertible {
    /// The browser could not be started.
    case start(String)
    /// No answer, or the condition waited for never held, within the time given.
    case timeout(String)
    /// The browser answered with an error, or closed its pipe.
    case protocolError(String)
    /// One line saying what failed.
    public var description: String {
      switch self {
      case .start(let text): "cannot start the browser: \(text)"
      case .timeout(let text): "timed out: \(text)"
      case .protocolError(let text): "DevTools: \(text)"
      }
    }
  }

  private let pid: pid_t
  private let commands: Int32
  private let answers: Int32
  private let profile: String
  private var buffer: [UInt8] = []
  private var nextID = 0
  private var session: String?

  /// Starts the browser with a window of `width`×`height` CSS pixels.
  public init(width: Int = 1280, height: Int = 900) throws {
    guard let browser = Chromium.path else {
      throw Failure.start(
        "no Chromium (\(Chromium.candidates.joined(separator: ", "))): scripts/setup installs Debian's chromium package"
      )
    }
    var template = Array((NSTemporaryDirectory() + "/collection-render-chromium-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw Failure.start("cannot make a profile folder: \(errno)") }
    profile = String(cString: made)
    var toBrowser: [Int32] = [0, 0]
    var fromBrowser: [Int32] = [0, 0]
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure.start("pipe: \(errno)") }
    // Close-on-exec, so that no other child started meanwhile inherits them.
    for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies: the browser keeps exactly these two.
    posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)",
      "about:blank",
    ]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, browser, &actions, nil, argv, environ)
    close(toBrowser[0])
    close(fromBrowser[1])
    guard status == 0 else {
      close(toBrowser[1])
      close(fromBrowser[0])
      try? FileManager.default.removeItem(atPath: profile)
      throw Failure.start("posix_spawn: \(status)")
    }
    self.pid = pid
    commands = toBrowser[1]
    answers = fromBrowser[0]
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(commands)
    close(answers)
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// Sends `method` with `params` (to the page once one is open) and returns its result.
  @discardableResult
  public func call(_ method: String, _ params: [String: Any] = [:], toPage: Bool = true, timeout: Double = 30) throws
    -> [String: Any]
  {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": params]
    if toPage, let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure.protocolError("write failed") }
      written += count
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let answer = try readMessage(until: deadline, waitingFor: method)
      guard (answer["id"] as? Int) == nextID else { continue }  // an event, or an older answer
      if let error = answer["error"] { throw Failure.protocolError("\(method): \(error)") }
      return answer["result"] as? [String: Any] ?? [:]
    }
  }

  private func readMessage(until deadline: Date, waitingFor what: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = Array(buffer[..<end])
        buffer.removeSubrange(...end)
        return (try JSONSerialization.jsonObject(with: Data(message))) as? [String: Any] ?? [:]
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw Failure.timeout(what) }
      var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000)) >= 0 else { continue }
      guard descriptor.revents != 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(answers, &chunk, chunk.count)
      guard count > 0 else { throw Failure.protocolError("the browser closed the pipe") }
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  /// Opens `url` in a new page, which the following calls talk to.
  public func open(_ url: String) throws {
    let target = try call("Target.createTarget", ["url": "about:blank"], toPage: false)
    guard let targetID = target["targetId"] as? String else { throw Failure.protocolError("no target for \(url)") }
    let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], toPage: false)
    guard let session = attached["sessionId"] as? String else { throw Failure.protocolError("no session for \(url)") }
    self.session = session
    try call("Page.enable")
    try call("Page.navigate", ["url": url])
  }

  /// The value of `expression` in the page (a promise is awaited).
  public func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
    if let exception = result["exceptionDetails"] { throw Failure.protocolError("\(expression): \(exception)") }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Waits until `expression` is true in the page.
  public func wait(until expression: String, timeout: Double = 30) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if (try? evaluate("Boolean(\(expression))")) as? Bool == true { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Failure.timeout(expression)
  }

  /// Moves the mouse to (`x`, `y`) CSS pixels of the window.
  public func moveMouse(x: Double, y: Double) throws {
    try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
  }

  /// Presses the left button at (`fromX`, `fromY`), moves to (`toX`, `toY`) in `steps` moves,
  /// and releases it there: a drag, as a person makes one (pointer events follow).
  public func drag(fromX: Double, fromY: Double, toX: Double, toY: Double, steps: Int = 5) throws {
    try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": fromX, "y": fromY])
    try call(
      "Input.dispatchMouseEvent",
      ["type": "mousePressed", "x": fromX, "y": fromY, "button": "left", "buttons": 1, "clickCount": 1])
    for step in 1...max(1, steps) {
      let t = Double(step) / Double(max(1, steps))
      try call(
        "Input.dispatchMouseEvent",
        [
          "type": "mouseMoved", "x": fromX + (toX - fromX) * t, "y": fromY + (toY - fromY) * t, "button": "left",
          "buttons": 1,
        ])
    }
    try call(
      "Input.dispatchMouseEvent",
      ["type": "mouseReleased", "x": toX, "y": toY, "button": "left", "buttons": 0, "clickCount": 1])
  }

  /// Presses (`mousePressed`), moves or releases (`mouseReleased`) the left button at (`x`, `y`).
  public func mouse(_ type: String, x: Double, y: Double) throws {
    try call(
      "Input.dispatchMouseEvent",
      ["type": type, "x": x, "y": y, "button": "left", "buttons": type == "mouseReleased" ? 0 : 1, "clickCount": 1])
  }

  /// Turns the mouse wheel by `deltaY` CSS pixels at (`x`, `y`).
  public func wheel(x: Double, y: Double, deltaY: Double) throws {
    try call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": deltaY])
  }

  /// A PNG screenshot of the page, written to `path`.
  public func screenshot(to path: String) throws {
    let result = try call("Page.captureScreenshot", ["format": "png"])
    guard let data = (result["data"] as? String).flatMap({ Data(base64Encoded: $0) }) else {
      throw Failure.protocolError("Page.captureScreenshot gave no image")
    }
    try data.write(to: URL(fileURLWithPath: path))
  }
}
