import Foundation

// `collection-render-bench dataset`: our `render` of a million-item photo feed against Python's
// `json.load` merely reading the same dataset file, side by side in one run.
//
//   swift build -c release && .build/release/collection-render-bench dataset \
//     [--list] [--items 1000000] [--rounds 5] [--keep DIR] [--binary PATH]
//
// The feed: a waterfall of 3 columns on a phone screen whose `dataset` file holds 10 sections,
// each item a title and its own size (about 61 bytes of JSON an item: 61 MB for a million),
// written deterministically (the same bytes every run) to a temporary folder (or DIR, kept).
// `--list`: instead an inset-grouped list of value cells (100,000 rows by default), each row a
// text, a secondary text, a symbol and a disclosure chevron, under a header per section: rows
// whose height self-sizing measures with the same text metrics as drawing.
// Each round runs, in turn, `python3 -c 'json.load(…)'` on the dataset, this benchmark's own
// `decode-scene` (the scene and its dataset loaded as every command loads them, nothing more) and
// our release `collection-render render` of the scene, each a child process whose wall time and
// peak resident memory (`wait4`'s `ru_maxrss`) are recorded. Medians of the rounds, and the
// ratios.
// `--binary` measures another build of `collection-render` (an older one, for before/after).

struct DatasetBenchmark {
  var items = 1_000_000
  var list = false
  var rounds = 5
  var keep: String?
  var binary: String?
  let sections = 10

  init(arguments: [String]) {
    var rest = arguments[...]
    var itemsGiven = false
    while let argument = rest.popFirst() {
      switch argument {
      case "--list": list = true
      case "--items":
        items = Int(rest.popFirst() ?? "") ?? -1
        itemsGiven = true
      case "--rounds": rounds = Int(rest.popFirst() ?? "") ?? -1
      case "--keep": keep = rest.popFirst()
      case "--binary": binary = rest.popFirst()
      default: Self.usage()
      }
    }
    if list && !itemsGiven { items = 100_000 }
    if items < sections || items > 10_000_000 || rounds < 1 { Self.usage() }
  }

  static func usage() -> Never {
    print(
      "usage: collection-render-bench dataset [--list] [--items N (10…10000000)] [--rounds N] [--keep DIR] "
        + "[--binary PATH]")
    exit(64)
  }

  /// One child process's cost.
  struct Cost {
    var seconds: Double
    var peakMiB: Double
  }

  /// The scene: a waterfall of 3 columns on a 390×844 @3x screen, its items in `dataset.json`,
  /// scrolled deep into the feed (about the middle of a million items).
  var scene: String { list ? listScene : feedScene }

  /// The list: inset-grouped value cells on a 390×844 @3x screen, scrolled to about the middle.
  var listScene: String {
    """
    {
      "description": "A long settings-style list: inset-grouped value cells with symbols and chevrons.",
      "bounds": {"width": 390, "height": 844},
      "scale": 3,
      "contentOffset": {"x": 0, "y": \(items * 22)},
      "layout": {"type": "list", "appearance": "insetGrouped", "headerMode": "supplementary"},
      "dataset": "dataset.json",
      "style": {"listContent": "valueCell"}
    }

    """
  }

  /// The feed: a waterfall, its items in `dataset.json`.
  var feedScene: String {
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
    if list {
      emit(#"{"description": "A list of \#(items) rows.", "sections": ["#)
    } else {
      emit(#"{"description": "A photo feed of \#(items) items.", "sections": ["#)
    }
    var seed: UInt64 = 2026
    for section in 0..<sections {
      let count = items / sections + (section < items % sections ? 1 : 0)
      emit(list ? #"{"header": {"text": "Places \#(section + 1)"}, "items": [\#n"# : #"{"items": [\#n"#)
      for item in 0..<count {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let place = places[Int((seed >> 33) % UInt64(places.count))]
        let height = 100 + (seed >> 40) % 160
        if list {
          emit(
            #"{"text": "\#(place) \#(item % 1000)", "secondaryText": "\#(height) m", "image": "symbol:mappin", "#
              + #""accessories": ["disclosureIndicator"]}"#)
        } else {
          emit(#"{"title": "\#(place) \#(item % 1000)", "size": {"width": 120, "height": \#(height)}}"#)
        }
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
    let megabytes = String(format: "%.1f", Double(datasetSize) / 1e6)
    print(
      "dataset: \(items) \(list ? "list rows" : "items") in \(sections) sections, \(megabytes) MB of JSON "
        + "(\(work)/dataset.json)")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())")

    let python = ["-c", "import json, sys; json.load(open(sys.argv[1], 'rb'))", work + "/dataset.json"]
    let render = ["render", work + "/scene.json", "-o", work + "/feed.png"]
    let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    let decode = ["decode-scene", work + "/scene.json"]
    var pythonCosts: [Cost] = []
    var decodeCosts: [Cost] = []
    var ourCosts: [Cost] = []
    print("this process's peak before the runs: \(String(format: "%.0f", peakMemoryMiB())) MiB")
    for round in 1...rounds {
      FileHandle.standardError.write(Data("round \(round)/\(rounds)…\n".utf8))
      pythonCosts.append(measure("python3", python))
      decodeCosts.append(measure(bench, decode))
      ourCosts.append(measure(ours, render))
    }
    let pythonTime = FramesBenchmark.median(pythonCosts.map(\.seconds))
    let pythonPeak = FramesBenchmark.median(pythonCosts.map(\.peakMiB))
    let ourTime = FramesBenchmark.median(ourCosts.map(\.seconds))
    let ourPeak = FramesBenchmark.median(ourCosts.map(\.peakMiB))
    let decodeTime = FramesBenchmark.median(decodeCosts.map(\.seconds))
    let decodePeak = FramesBenchmark.median(decodeCosts.map(\.peakMiB))
    print("medians of \(rounds) rounds, run side by side (load average now \(loadAverage())):\n")
    print(String(format: "python3 json.load of the dataset:  %7.3f s  %7.1f MiB peak", pythonTime, pythonPeak))
    print(String(format: "scene decoding (decode-scene):     %7.3f s  %7.1f MiB peak", decodeTime, decodePeak))
    print(String(format: "collection-render render (PNG):    %7.3f s  %7.1f MiB peak", ourTime, ourPeak))
    print(
      String(
        format: "decoding / Python's:               %7.3f×   %7.3f×       (goal ≤ 0.25× the time, ≤ 0.5× the memory)",
        decodeTime / pythonTime, decodePeak / pythonPeak))
    print(
      String(
        format: "render / Python's:                 %7.3f×   %7.3f×", ourTime / pythonTime, ourPeak / pythonPeak))
    func each(_ costs: [Cost]) -> String {
      costs.map { String(format: "%.2f s/%.0f MiB", $0.seconds, $0.peakMiB) }.joined(separator: ", ")
    }
    print(
      "\nevery round: python \(each(pythonCosts))\n             decode \(each(decodeCosts))"
        + "\n             render \(each(ourCosts))")
  }

  func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
      separator: " ") ?? "?"
  }
}
