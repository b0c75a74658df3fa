import Foundation

// `collection-render-bench dataset`: our `render` of a million-item photo feed against Python's
// `json.load` merely reading the same dataset file, side by side in one run.
//
//   swift build -c release && .build/release/collection-render-bench dataset \
//     [--items 1000000] [--rounds 5] [--keep DIR] [--binary PATH]
//
// The feed: a waterfall of 3 columns on a phone screen whose `dataset` file holds 10 sections,
// each item a title and its own size (about 61 bytes of JSON an item: 61 MB for a million),
// written deterministically (the same bytes every run) to a temporary folder (or DIR, kept).
// Each round runs, in turn, `python3 -c 'json.load(…)'` on the dataset and our release
// `collection-render render` of the scene, each a child process whose wall time and peak
// resident memory (`wait4`'s `ru_maxrss`) are recorded. Medians of the rounds, and the ratios.
// `--binary` measures another build of `collection-render` (an older one, for before/after).

struct DatasetBenchmark {
  var items = 1_000_000
  var rounds = 5
  var keep: String?
  var binary: String?
  let sections = 10

  init(arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--items": items = Int(rest.popFirst() ?? "") ?? -1
      case "--rounds": rounds = Int(rest.popFirst() ?? "") ?? -1
      case "--keep": keep = rest.popFirst()
      case "--binary": binary = rest.popFirst()
      default: Self.usage()
      }
    }
    if items < sections || items > 10_000_000 || rounds < 1 { Self.usage() }
  }

  static func usage() -> Never {
    print("usage: collection-render-bench dataset [--items N (10…10000000)] [--rounds N] [--keep DIR] [--binary PATH]")
    exit(64)
  }

  /// One child process's cost.
  struct Cost {
    var seconds: Double
    var peakMiB: Double
  }

  /// The scene: a waterfall of 3 columns on a 390×844 @3x screen, its items in `dataset.json`,
  /// scrolled deep into the feed (about the middle of a million items).
  var scene: String {
    """
    {
      "description": "A photo feed: a waterfall of 3 columns; 10 sections of items with a title and a size each.",
      "bounds": {"width": 390, "height": 844},
      "scale": 3,
      "contentOffset": {"x": 0, "y": \(items * 30)},
      "layout": {"type": "waterfall", "columnCount": 3, "minimumColumnSpacing": 8, "minimumInteritemSpacing": 8},
      "dataset": "dataset.json",
      "style": {
        "backgroundColor": "#F2F2F7",
        "cell": {
          "backgroundView": {"backgroundColor": "#A4CDFF", "cornerRadius": 10},
          "contentView": {"backgroundColor": null, "borderWidth": 0},
          "titleLabel": {"font": {"size": 15, "weight": "bold"}, "textColor": "#1C3D5A"}
        }
      }
    }

    """
  }

  /// Writes the dataset's JSON to `path` and returns its size in bytes: `{"sections": [{"items":
  /// [{"title": …, "size": {…}}, …]}, …]}`, one item a line, sizes and titles from a linear
  /// congruential sequence (the same every run). Written a megabyte at a time: this process's
  /// peak stays small, which matters because a child spawned from it (a `vfork`) inherits its
  /// peak resident memory as its own `ru_maxrss` across `exec`.
  func writeDataset(to path: String) -> Int {
    guard let output = fopen(path, "wb") else {
      print("cannot write the dataset to \(path): \(String(cString: strerror(errno)))")
      exit(73)
    }
    var written = 0
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 20 + 256)
    func emit(_ text: String, flush: Bool = false) {
      chunk.append(contentsOf: text.utf8)
      guard flush || chunk.count >= 1 << 20 else { return }
      guard fwrite(chunk, 1, chunk.count, output) == chunk.count else {
        print("cannot write the dataset to \(path): \(String(cString: strerror(errno)))")
        exit(73)
      }
      written += chunk.count
      chunk.removeAll(keepingCapacity: true)
    }
    let places = ["Bay", "Moor", "Glen", "Cove", "Dune", "Peak", "Fjord", "Delta", "Isle", "Lake"]
    emit(#"{"description": "A photo feed of \#(items) items.", "sections": ["#)
    var seed: UInt64 = 2026
    for section in 0..<sections {
      let count = items / sections + (section < items % sections ? 1 : 0)
      emit(#"{"items": [\#n"#)
      for item in 0..<count {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let place = places[Int((seed >> 33) % UInt64(places.count))]
        let height = 100 + (seed >> 40) % 160
        emit(#"{"title": "\#(place) \#(item % 1000)", "size": {"width": 120, "height": \#(height)}}"#)
        emit(item + 1 < count ? ",\n" : "\n")
      }
      emit(section + 1 < sections ? "]},\n" : "]}\n")
    }
    emit("]}\n", flush: true)
    guard fclose(output) == 0 else {
      print("cannot write the dataset to \(path): \(String(cString: strerror(errno)))")
      exit(73)
    }
    return written
  }

  /// Runs `executable` with `arguments` as a child process and returns its wall time and peak
  /// resident memory; exits when it fails.
  func measure(_ executable: String, _ arguments: [String]) -> Cost {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      print("cannot run \(executable): \(String(cString: strerror(spawned)))")
      exit(70)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        print("wait4 failed: \(String(cString: strerror(errno)))")
        exit(70)
      }
    }
    let elapsed = clock.now - start
    guard status == 0 else {
      print("\(executable) \(arguments.joined(separator: " ")) failed (status \(status))")
      exit(70)
    }
    return Cost(
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      peakMiB: Double(usage.ru_maxrss) / 1024)
  }

  func main() {
    #if DEBUG
      print("warning: a debug build; run `swift build -c release` and .build/release/collection-render-bench dataset\n")
    #endif
    let ours =
      binary
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("collection-render").path
    guard FileManager.default.isExecutableFile(atPath: ours) else {
      print("build the CLI first: swift build -c release --product collection-render (looked for \(ours))")
      exit(66)
    }
    let work = keep ?? NSTemporaryDirectory() + "collection-render-dataset-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { if keep == nil { try? FileManager.default.removeItem(atPath: work) } }
    let datasetSize = writeDataset(to: work + "/dataset.json")
    guard FileManager.default.createFile(atPath: work + "/scene.json", contents: Data(scene.utf8)) else {
      print("cannot write the scene to \(work)")
      exit(73)
    }
    print(
      "dataset: \(items) items in \(sections) sections, \(String(format: "%.1f", Double(datasetSize) / 1e6)) MB "
        + "of JSON (\(work)/dataset.json)")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())")

    let python = ["-c", "import json, sys; json.load(open(sys.argv[1], 'rb'))", work + "/dataset.json"]
    let render = ["render", work + "/scene.json", "-o", work + "/feed.png"]
    var pythonCosts: [Cost] = []
    var ourCosts: [Cost] = []
    print("this process's peak before the runs: \(String(format: "%.0f", peakMemoryMiB())) MiB")
    for round in 1...rounds {
      FileHandle.standardError.write(Data("round \(round)/\(rounds)…\n".utf8))
      pythonCosts.append(measure("python3", python))
      ourCosts.append(measure(ours, render))
    }
    let pythonTime = FramesBenchmark.median(pythonCosts.map(\.seconds))
    let pythonPeak = FramesBenchmark.median(pythonCosts.map(\.peakMiB))
    let ourTime = FramesBenchmark.median(ourCosts.map(\.seconds))
    let ourPeak = FramesBenchmark.median(ourCosts.map(\.peakMiB))
    print("medians of \(rounds) rounds, run side by side (load average now \(loadAverage())):\n")
    print(String(format: "python3 json.load of the dataset:  %7.3f s  %7.1f MiB peak", pythonTime, pythonPeak))
    print(String(format: "collection-render render (PNG):    %7.3f s  %7.1f MiB peak", ourTime, ourPeak))
    print(
      String(
        format: "ours / Python's:                   %7.3f×   %7.3f×       (goal ≤ 0.25× the time, ≤ 0.5× the memory)",
        ourTime / pythonTime, ourPeak / pythonPeak))
    print(
      "\nevery round: python "
        + pythonCosts.map { String(format: "%.2f s/%.0f MiB", $0.seconds, $0.peakMiB) }.joined(separator: ", ")
        + "\n             ours   "
        + ourCosts.map { String(format: "%.2f s/%.0f MiB", $0.seconds, $0.peakMiB) }.joined(separator: ", "))
  }

  func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
      separator: " ") ?? "?"
  }
}
