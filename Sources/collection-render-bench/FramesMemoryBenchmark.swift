import Foundation

// `collection-render-bench frames-memory`: the peak resident memory of our `frames` command at
// 300 and 3,000 frames of the reference scroll (0 → 3000 points), on 1 and 2 jobs. Memory must
// stay flat in the number of frames: each frame is drawn, encoded, written and dropped.
//
//   swift build -c release && .build/release/collection-render-bench frames-memory \
//     [--scene samples/grid-1080p/scene.json] [--counts 300,3000] [--jobs 1,2]

struct FramesMemoryBenchmark {
  var scene = "samples/grid-1080p/scene.json"
  var counts = [300, 3000]
  var jobs = [1, 2]

  init(arguments: [String]) {
    var rest = arguments[...]
    func numbers(_ text: String?) -> [Int]? {
      guard let text else { return nil }
      let values = text.split(separator: ",").compactMap { Int($0) }
      return values.isEmpty || values.contains { $0 < 1 } ? nil : values
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--scene": scene = rest.popFirst() ?? scene
      case "--counts": counts = numbers(rest.popFirst()) ?? counts
      case "--jobs": jobs = numbers(rest.popFirst()) ?? jobs
      default:
        print("usage: collection-render-bench frames-memory [--scene FILE] [--counts 300,3000] [--jobs 1,2]")
        exit(64)
      }
    }
  }

  func main() {
    let ours = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("collection-render").path
    guard FileManager.default.isExecutableFile(atPath: ours) else {
      print("build the CLI first: swift build -c release --product collection-render (looked for \(ours))")
      exit(66)
    }
    let folder = NSTemporaryDirectory() + "collection-render-memory-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("peak resident memory of `frames` (whole process), \(scene), 0 → 3000 points")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())\n")
    for jobCount in jobs {
      var peaks: [(frames: Int, mib: Double)] = []
      for count in counts {
        try? FileManager.default.removeItem(atPath: folder)
        let outcome = ChildProcess.run(
          ours,
          ["frames", scene, "--to", "0,3000", "--count", String(count), "--jobs", String(jobCount), "-o", folder])
        guard outcome.status == 0 else {
          print("frames --count \(count) --jobs \(jobCount) failed:\n\(outcome.output)")
          exit(70)
        }
        let mib = Double(outcome.peakKiB) / 1024
        peaks.append((count, mib))
        print(
          String(
            format: "%d job%@, %5d frames: peak %6.1f MiB, %6.2f ms a frame (whole process)", jobCount,
            jobCount == 1 ? " " : "s", count, mib, 1000 * outcome.seconds / Double(count)))
      }
      if let first = peaks.first, let last = peaks.last, last.frames > first.frames {
        print(
          String(
            format: "   growth: %.2f MiB per 1,000 frames more\n",
            (last.mib - first.mib) / Double(last.frames - first.frames) * 1000))
      }
    }
  }

  func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
      separator: " ") ?? "?"
  }
}
