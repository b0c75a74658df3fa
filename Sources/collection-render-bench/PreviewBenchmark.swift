import CollectionRender
import Foundation
import HeadlessChromium

// `collection-render-bench preview`: the live preview's latency as its page sees it. Starts
// `collection-render-serve` on a phone-size scene and, on two kept-open connections (a browser
// reuses its connections, and the page asks for the image and the layout of each view at once),
// times:
//
// - a scrub step: the image and the layout JSON at a new offset, both received whole;
// - playing the scene's timeline and a fling as the page plays them, frame by frame: every frame
//   in turn, and paced by the clock (the frame due at each moment, frames skipped when behind).
//
// and, in headless Chromium on the preview page itself, a scrub step as a person makes one: the
// time from the scrubber's `input` event to the new image shown (the page's whole path: its
// request, the image's loading), and to the view complete with its layout (the outline's facts,
// asked for once the image is shown). The step's target is
// 15 ms for a phone-size scene; the benchmark exits 1 when the page's median is over three
// times that (a loose bound a loaded machine still meets, which a regression such as the old
// 44 ms delayed-ACK stall per request breaks).
//
// The render alone (the same scene drawn and encoded in this process) is the bound to compare
// with.
//
//   swift build -c release --product collection-render-serve --product collection-render-bench
//   .build/release/collection-render-bench preview [--scene samples/frames/phone-timeline.json] [--steps 60]

struct PreviewBenchmark {
  var scene = "samples/frames/phone-timeline.json"
  var steps = 60

  init(arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--scene": scene = rest.popFirst() ?? scene
      case "--steps": steps = Int(rest.popFirst() ?? "") ?? steps
      default:
        print("usage: collection-render-bench preview [--scene FILE] [--steps N]")
        exit(64)
      }
    }
  }

  /// The server and the page's two connections to it.
  struct Connections {
    var server: Process
    var image: KeepAliveClient
    var layout: KeepAliveClient
    /// `/image/NAME` etc. take the scene's name in its folder.
    var name: String
    /// The server's port on 127.0.0.1.
    var port: UInt16
  }

  func start() -> Connections {
    let serve = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("collection-render-serve").path
    guard FileManager.default.isExecutableFile(atPath: serve) else {
      print("build the server first: swift build -c release --product collection-render-serve (looked for \(serve))")
      exit(66)
    }
    let server = Process()
    server.executableURL = URL(fileURLWithPath: serve)
    server.arguments = [(scene as NSString).deletingLastPathComponent, "--port", "0"]
    let out = Pipe()
    server.standardOutput = out
    do { try server.run() } catch {
      print("cannot run \(serve): \(error)")
      exit(70)
    }
    // "Serving FOLDER at http://127.0.0.1:PORT/"
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let banner = String(decoding: line, as: UTF8.self)
    let port = banner.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) }
    guard let port, let image = KeepAliveClient(port: port), let layout = KeepAliveClient(port: port) else {
      print("the server did not start: \(banner)")
      server.terminate()
      exit(70)
    }
    let name = (scene as NSString).lastPathComponent.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
    return Connections(server: server, image: image, layout: layout, name: name, port: port)
  }

  /// One view of the page: its image and its layout, asked for at once; milliseconds until both
  /// arrived.
  static func view(_ connections: Connections, query: String) -> Double {
    let clock = ContinuousClock()
    let started = clock.now
    connections.image.send("/image/\(connections.name)?\(query)")
    connections.layout.send("/layout/\(connections.name)?\(query)")
    guard let image = connections.image.receive(), let layout = connections.layout.receive(),
      image.status == 200, layout.status == 200
    else {
      print("the server did not answer \(query)")
      connections.server.terminate()
      exit(70)
    }
    return milliseconds(clock.now - started)
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  /// Runs the benchmark; its exit status (the server stopped whatever it is).
  func main() -> Int32 {
    #if DEBUG
      print("warning: a debug build; run `swift build -c release` and .build/release/collection-render-bench preview\n")
    #endif
    let connections = start()
    defer {
      connections.server.interrupt()
      connections.server.waitUntilExit()
    }
    print("\(scene): \(steps) scrub steps and two animations on two kept-open connections\n")
    let scrub = scrubSteps(connections)
    let render = renderMilliseconds()
    report("preview scrub step, image + layout (median)", scrub.median, unit: "ms", target: "≤ 15 ms")
    report("preview scrub step, image + layout (90th percentile)", scrub.p90, unit: "ms")
    report("render alone, same offsets, in process (median)", render, unit: "ms")
    report("scrub step ÷ render alone", scrub.median / render, unit: "×")
    let page: (shown: Figures, complete: Figures)?
    do { page = try pageScrubSteps(connections) } catch {
      print("the page's scrub step could not be measured: \(error)")
      return 70
    }
    if let page {
      report("page in Chromium: scrub → image shown (median)", page.shown.median, unit: "ms", target: "≤ 15 ms")
      report("page in Chromium: scrub → image shown (90th percentile)", page.shown.p90, unit: "ms")
      report("page in Chromium: scrub → image and layout (median)", page.complete.median, unit: "ms")
    }
    for (title, query) in [
      ("timeline", "play=timeline"), ("fling 0,2500", "play=fling&velocity=0,2500"),
    ] {
      playback(connections, title: title, query: query)
    }
    if let page, page.shown.median > 3 * 15 {
      print("FAILED: the page's scrub step (median \(page.shown.median) ms) is over three times its 15 ms target")
      return 1
    }
    return 0
  }

  /// Scrub steps on the preview page in headless Chromium: for each, the milliseconds from the
  /// vertical scrubber's `input` event to the new image shown (the page's `data-shown` changes
  /// once the image has loaded), and to the view complete with its layout (`data-renders`).
  /// Medians and 90th percentiles; nil, said so, without Chromium.
  func pageScrubSteps(_ connections: Connections) throws -> (shown: Figures, complete: Figures)? {
    guard Chromium.path != nil else {
      print("no Chromium: the page's scrub step is not measured (scripts/setup installs Debian's chromium)")
      return nil
    }
    let browser = try DevToolsBrowser(width: 1280, height: 1000)
    try browser.open("http://127.0.0.1:\(connections.port)/scene/\(connections.name)")
    try browser.wait(until: "document.body.dataset.renders >= 1")
    // A few steps first (the page's first requests, the decoder's warm-up), then the steps timed.
    _ = try browser.evaluate(Self.scrubScript(steps: 6))
    let times = try browser.evaluate(Self.scrubScript(steps: steps)) as? [[Double]] ?? []
    guard times.count == steps, times.allSatisfy({ $0.count == 2 }) else {
      throw DevToolsBrowser.Failure.protocolError("the page gave \(times.count) of \(steps) steps")
    }
    return (Figures(times.map { $0[0] }), Figures(times.map { $0[1] }))
  }

  /// A median and a 90th percentile, milliseconds.
  struct Figures {
    var median: Double
    var p90: Double
    init(_ samples: [Double]) {
      let sorted = samples.sorted()
      median = sorted[sorted.count / 2]
      p90 = sorted[sorted.count * 9 / 10]
    }
  }

  /// Page script: `steps` scrub steps down the content and back (12 points each), each timed from
  /// the scrubber's `input` event to the changes of `document.body.dataset.shown` (the page sets it
  /// when the new image is shown) and of `dataset.renders` (when its layout is applied too). A
  /// step waits for the previous one to be complete.
  static func scrubScript(steps: Int) -> String {
    """
    (async (steps) => {
      const input = document.getElementById("scrub-y");
      const times = [];
      const change = (key) => new Promise((resolve) => {
        const before = document.body.dataset[key];
        const observer = new MutationObserver(() => {
          if (document.body.dataset[key] !== before) { observer.disconnect(); resolve(performance.now()); }
        });
        observer.observe(document.body, { attributes: true });
      });
      for (let step = 1; step <= steps; step++) {
        const y = Math.min(+input.max, +input.min + (step <= steps / 2 ? step : steps + 1 - step) * 12);
        const shown = change("shown"), complete = change("renders");
        const started = performance.now();
        input.value = String(y);
        input.dispatchEvent(new Event("input"));
        times.push([(await shown) - started, (await complete) - started]);
      }
      return times;
    })(\(steps))
    """
  }

  /// Scrub steps down the content and back; median and 90th percentile in milliseconds.
  func scrubSteps(_ connections: Connections) -> (median: Double, p90: Double) {
    _ = Self.view(connections, query: "offset=0,0")  // the first request of each connection
    var samples: [Double] = []
    for step in 0..<steps {
      let y = (step < steps / 2 ? step : steps - step) * 12
      samples.append(Self.view(connections, query: "offset=0,\(y)"))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[samples.count * 9 / 10])
  }

  /// The same offsets drawn and encoded in this process: the median render, milliseconds.
  func renderMilliseconds() -> Double {
    guard let loaded = try? SceneLoader.load(path: scene) else {
      print("cannot read \(scene)")
      exit(66)
    }
    var y = 0.0
    return medianMilliseconds(runs: steps) {
      var moved = loaded
      moved.contentOffset = Point(x: 0, y: y)
      y = y >= 300 ? 0 : y + 12
      let pipeline = Pipeline(scene: moved)
      _ = try? pipeline.render(at: pipeline.viewport(), as: .png, png: PNGCompressionSetting.defaultOptions)
      _ = LayoutJSON.encode(
        contentSize: pipeline.prepared.contentSize, viewport: pipeline.viewport(),
        elements: pipeline.attributesToDraw(at: pipeline.viewport()))
    }
  }
}

extension PreviewBenchmark {
  /// Plays the animation of `query` twice, as the page did (every frame in turn, waiting out
  /// each frame's interval) and as it does now (paced by the clock: each time a frame arrives,
  /// the frame due at that moment is asked for next, frames skipped when behind).
  func playback(_ connections: Connections, title: String, query: String) {
    guard let info = connections.image.get("/info/\(connections.name)?\(query)&frame=0"), info.status == 200,
      let facts = try? JSONText(parsing: info.body), let count = try? facts["frameCount"]?.int(at: .root),
      let fps = facts["fps"]?.numberValue
    else {
      print("\(title): no frames to play")
      return
    }
    let duration = Double(count) / fps
    let clock = ContinuousClock()
    var started = clock.now
    for frame in 0..<count {
      let asked = clock.now
      _ = Self.view(connections, query: "\(query)&frame=\(frame)")
      let wait = 1 / fps - Self.milliseconds(clock.now - asked) / 1000
      if wait > 0 { Thread.sleep(forTimeInterval: wait) }
    }
    let inTurn = Self.milliseconds(clock.now - started) / 1000
    started = clock.now
    var shown = 0
    var frame = 0
    while true {
      _ = Self.view(connections, query: "\(query)&frame=\(frame)")
      shown += 1
      // The last frame is always shown, as the page shows it.
      if frame == count - 1 { break }
      let elapsed = Self.milliseconds(clock.now - started) / 1000
      let due = Int(elapsed * fps)
      if due > frame {
        frame = min(due, count - 1)
      } else {
        Thread.sleep(forTimeInterval: Double(frame + 1) / fps - elapsed)
        frame += 1
      }
    }
    let paced = Self.milliseconds(clock.now - started) / 1000
    print(
      String(
        format: "%@: %d frames at %.0f fps (%.2f s): every frame in turn %.2f s; paced by the clock %.2f s, "
          + "%d of %d frames shown", title, count, fps, duration, inTurn, paced, shown, count))
  }
}
