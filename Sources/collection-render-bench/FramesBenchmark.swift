import Foundation

// `collection-render-bench frames`: our `frames` command against a C program (grid_cairo.c: plain
// Cairo + cairo_surface_write_to_png) on the same animation, side by side in one run.
//
//   swift build -c release && .build/release/collection-render-bench frames \
//     [--c-baseline DIR] [--rounds 5] [--scene samples/grid-1080p/scene.json]
//
// DIR is the folder holding grid_cairo.c and its Makefile: Benchmarks/c-baseline in this
// repository (run from its root), or $COLLECTION_RENDER_C_BASELINE.
//
// The C program is built from a copy of its folder in a temporary directory. Each round runs, in
// turn: the C program, ours with 1 job, ours with 2 jobs, and ours with each PNG setting; every run
// is a whole process writing 60 PNG files (0 → 3000 points, frame k at 3000·k/59) into a fresh
// folder. Medians of the rounds.

struct FramesBenchmark {
  var cBaseline = ProcessInfo.processInfo.environment["COLLECTION_RENDER_C_BASELINE"] ?? "Benchmarks/c-baseline"
  var rounds = 5
  var scene = "samples/grid-1080p/scene.json"
  let frames = 60

  init(arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--c-baseline": cBaseline = rest.popFirst() ?? cBaseline
      case "--rounds": rounds = Int(rest.popFirst() ?? "") ?? rounds
      case "--scene": scene = rest.popFirst() ?? scene
      default:
        print("usage: collection-render-bench frames [--c-baseline DIR] [--rounds N] [--scene FILE]")
        exit(64)
      }
    }
  }

  struct Run {
    var seconds: Double
    var bytes: Int
    var files: Int
    var output: String
    /// The process's peak resident memory, KiB.
    var peakKiB: Int
  }

  /// Runs `executable` with `arguments`, timing the whole process; fails loudly.
  func run(_ executable: String, _ arguments: [String], output folder: String) -> Run {
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let outcome = ChildProcess.run(executable, arguments)
    guard outcome.status == 0 else {
      print("\(executable) \(arguments.joined(separator: " ")) failed:\n\(outcome.output)")
      exit(70)
    }
    var bytes = 0
    var files = 0
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".png") {
      bytes += ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size]) as? Int) ?? 0
      files += 1
    }
    return Run(seconds: outcome.seconds, bytes: bytes, files: files, output: outcome.output, peakKiB: outcome.peakKiB)
  }

  /// Builds the C program from a copy of its folder; returns the executable.
  func buildBaseline(in work: String) -> String {
    let copy = work + "/c-baseline"
    try? FileManager.default.removeItem(atPath: copy)
    do {
      try FileManager.default.copyItem(atPath: cBaseline, toPath: copy)
    } catch {
      print(
        "cannot copy the C baseline from \(cBaseline) (give --c-baseline DIR, the folder of grid_cairo.c): \(error)")
      exit(66)
    }
    try? FileManager.default.removeItem(atPath: copy + "/build")
    let make = Process()
    make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    make.arguments = ["make", "-s", "-C", copy]
    do { try make.run() } catch {
      print("cannot run make: \(error)")
      exit(70)
    }
    make.waitUntilExit()
    guard make.terminationStatus == 0 else {
      print("building the C baseline failed")
      exit(70)
    }
    return copy + "/build/grid_cairo"
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  /// A number after `key` in `text` (`key` then digits), e.g. "draw 3.91 ms" or "png_ms=… (39.1/frame)".
  static func number(after key: String, in text: String) -> Double? {
    guard let range = text.range(of: key) else { return nil }
    let digits = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "(" }.prefix {
      $0.isNumber || $0 == "."
    }
    return Double(digits)
  }

  /// Every round's runs: the C program on one core and on two, and ours by setting.
  struct Measurements {
    var cRuns: [Run] = []
    /// The C program on both cores, seconds per round.
    var cTwo: [Double] = []
    /// Ours by setting: "jobs 1", "jobs 2", and each PNG setting other than the default.
    var oursRuns: [String: [Run]] = [:]
  }

  /// The PNG settings compared, the default first.
  static let settings = ["default", "fastest", "smallest"]

  func main() {
    #if DEBUG
      print("warning: a debug build; run `swift build -c release` and .build/release/collection-render-bench frames\n")
    #endif
    let ours = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("collection-render").path
    guard FileManager.default.isExecutableFile(atPath: ours) else {
      print("build the CLI first: swift build -c release --product collection-render (looked for \(ours))")
      exit(66)
    }
    let work = NSTemporaryDirectory() + "collection-render-frames-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let c = buildBaseline(in: work)
    report(measure(c: c, ours: ours, in: work))
  }

  /// Runs every round, in turn: the C program, ours with 1 and 2 jobs, ours with each PNG
  /// setting, and the C program on both cores.
  func measure(c: String, ours: String, in work: String) -> Measurements {
    let base = ["frames", scene, "--to", "0,3000", "--count", String(frames)]
    var measured = Measurements()
    for round in 1...rounds {
      FileHandle.standardError.write(Data("round \(round)/\(rounds)…\n".utf8))
      measured.cRuns.append(run(c, ["--out", work + "/c"], output: work + "/c"))
      for jobs in [1, 2] {
        let key = "jobs \(jobs)"
        measured.oursRuns[key, default: []].append(
          run(ours, base + ["--jobs", String(jobs), "-o", work + "/ours"], output: work + "/ours"))
      }
      for setting in Self.settings where setting != "default" {
        measured.oursRuns[setting, default: []].append(
          run(ours, base + ["--jobs", "1", "--png-compression", setting, "-o", work + "/ours"], output: work + "/ours"))
      }
      measured.cTwo.append(cOnTwoCores(c, in: work))
    }
    return measured
  }

  /// The C program on both cores: two processes of 30 frames; the seconds until both end.
  func cOnTwoCores(_ c: String, in work: String) -> Double {
    try? FileManager.default.removeItem(atPath: work + "/c2")
    try? FileManager.default.createDirectory(atPath: work + "/c2", withIntermediateDirectories: true)
    let clock = ContinuousClock()
    let start = clock.now
    let halves = (0..<2).map { half -> Process in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: c)
      process.arguments = ["--frames", "30", "--first", String(30 * half), "--out", work + "/c2", "--quiet"]
      try? process.run()
      return process
    }
    for half in halves { half.waitUntilExit() }
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Prints the medians: the C program's figures, ours per job count, ours per PNG setting.
  func report(_ measured: Measurements) {
    let n = Double(frames)
    let cRuns = measured.cRuns
    let cSeconds = Self.median(cRuns.map(\.seconds))
    let cRate = n / cSeconds
    // The C program prints "draw_ms=T (t/frame) png_ms=T (t/frame)" on standard error.
    func perFrame(_ key: String, _ run: Run) -> Double? {
      guard let range = run.output.range(of: key) else { return nil }
      return Self.number(after: "(", in: String(run.output[range.upperBound...]))
    }
    let cDraw = Self.median(cRuns.compactMap { perFrame("draw_ms=", $0) })
    let cPNG = Self.median(cRuns.compactMap { perFrame("png_ms=", $0) })
    let cBytes = Double(cRuns[0].bytes) / Double(max(cRuns[0].files, 1))

    print("grid-1080p: \(frames) frames of 1920×1080, 0 → 3000 points; medians of \(rounds) rounds, run side by side")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())\n")
    print(
      String(
        format:
          "C baseline, 1 process:        %7.1f ms/frame  %6.1f frames/s   (draw %.2f ms, PNG %.1f ms a frame)  PNG "
          + "%6.1f KB, peak memory %.1f MiB",
        1000 * cSeconds / n, cRate, cDraw, cPNG, cBytes / 1000, Double(cRuns.map(\.peakKiB).max() ?? 0) / 1024))
    print(
      String(
        format: "C baseline, 2 processes:      %7.1f ms/frame  %6.1f frames/s", 1000 * Self.median(measured.cTwo) / n,
        n / Self.median(measured.cTwo)))
    for key in ["jobs 1", "jobs 2"] {
      reportJobs(key, runs: measured.oursRuns[key]!, cRate: cRate, cBytes: cBytes)
    }
    print("\nPNG settings (1 job, whole process):")
    for setting in Self.settings {
      let runs = setting == "default" ? measured.oursRuns["jobs 1"]! : measured.oursRuns[setting]!
      let seconds = Self.median(runs.map(\.seconds))
      let encode = Self.median(runs.compactMap { Self.number(after: "encode", in: $0.output) })
      let bytes = Double(runs[0].bytes) / Double(max(runs[0].files, 1))
      print(
        String(
          format:
            "  %-9@ %7.1f ms/frame, encode %6.2f ms/frame, PNG %6.1f KB (%.2f× C's), %5.1f× the C program's frames/s",
          setting, 1000 * seconds / n, encode, bytes / 1000, bytes / cBytes, (n / seconds) / cRate))
    }
    print("\n(whole processes: start-up, scene loading and planning included; C's PNGs are libpng's defaults)")
  }

  /// Prints ours with one job count (`key`, "jobs 1" or "jobs 2") against the C program's
  /// frame rate and PNG size: the rate, the PNG size, and the stages' thread time per frame.
  func reportJobs(_ key: String, runs: [Run], cRate: Double, cBytes: Double) {
    let n = Double(frames)
    let seconds = Self.median(runs.map(\.seconds))
    let split = ["layout", "compose", "draw", "encode", "write"].map { stage in
      Self.median(runs.compactMap { Self.number(after: stage, in: $0.output) })
    }
    let bytes = Double(runs[0].bytes) / Double(max(runs[0].files, 1))
    print(
      String(
        format:
          "ours, %@, default PNG:    %7.1f ms/frame  %6.1f frames/s   %5.1f× the C program   PNG %6.1f KB (%.2f× "
          + "C's)",
        key == "jobs 1" ? "1 job " : "2 jobs", 1000 * seconds / n, n / seconds, (n / seconds) / cRate, bytes / 1000,
        bytes / cBytes))
    print(
      String(
        format:
          "    per frame, thread time: layout %.3f ms, compose %.2f ms, draw %.2f ms, encode %.2f ms, write %.2f ms; "
          + "peak memory %.1f MiB",
        split[0], split[1], split[2], split[3], split[4], Double(runs.map(\.peakKiB).max() ?? 0) / 1024))
  }

  func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
      separator: " ") ?? "?"
  }
}
