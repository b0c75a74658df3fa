import Foundation

/// Times `body` `runs` times (after one warm-up) and returns the median in milliseconds.
func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  try body()
  var samples: [Double] = []
  samples.reserveCapacity(runs)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let elapsed = try clock.measure { try body() }
    samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// The process's peak resident memory so far, in MiB (`ru_maxrss` is in KiB on Linux).
func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// Prints one result line: a name, a figure, and the target when there is one.
func report(_ name: String, _ value: Double, unit: String, target: String? = nil) {
  let figure =
    value < 0.1
    ? String(format: "%.4f", value) : value < 10 ? String(format: "%.3f", value) : String(format: "%.1f", value)
  let padded = name.padding(toLength: 64, withPad: " ", startingAt: 0)
  print("\(padded) \(figure) \(unit)" + (target.map { "   (target \($0))" } ?? ""))
}
