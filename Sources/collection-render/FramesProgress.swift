import CollectionRender
import CommandLineSupport
import Foundation
import Synchronization

/// Progress of a `frames` run: on a terminal, a bar redrawn in place on standard error (frames
/// done, frames per second, time left), erased when the run fails so that the error line takes
/// its place; otherwise plain lines at every tenth on standard output, so that standard error
/// holds nothing but the one error line of a failure (docs/limits.md). Nothing with `--quiet`.
/// Called from the rendering threads.
final class ProgressReporter: Sendable {
  private struct State {
    var lastDraw = -1.0
    var lastTenth = 0
    var drawn = false
  }

  private let quiet: Bool
  private let terminal: Bool
  private let total: Int
  private let state = Mutex(State())

  init(quiet: Bool, total: Int) {
    self.quiet = quiet
    self.total = total
    terminal = isatty(STDERR_FILENO) == 1
  }

  func report(_ progress: FrameBatchRunner.Progress) {
    guard !quiet, total > 0 else { return }
    let written: (line: String, stream: StandardStream)? = state.withLock { state in
      let rate = progress.elapsed > 0 ? Double(progress.done) / progress.elapsed : 0
      let left = rate > 0 ? Double(progress.total - progress.done) / rate : 0
      let finished = progress.done == progress.total
      if terminal {
        // At most ten redraws a second, and the last one.
        guard finished || progress.elapsed - state.lastDraw >= 0.1 else { return nil }
        state.lastDraw = progress.elapsed
        state.drawn = true
        let width = 30
        let filled = progress.total > 0 ? width * progress.done / progress.total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return (
          "\r\(bar) \(progress.done)/\(progress.total) frames  \(String(format: "%.1f", rate)) frames/s  ETA "
            + "\(Self.clock(left))\u{1B}[K", .error
        )
      }
      let tenth = progress.total > 0 ? 10 * progress.done / progress.total : 10
      guard tenth > state.lastTenth || (finished && state.lastTenth < 10) else { return nil }
      state.lastTenth = tenth
      return (
        "frames: \(progress.done)/\(progress.total) (\(100 * progress.done / max(progress.total, 1))%), "
          + "\(String(format: "%.1f", rate)) frames/s, ETA \(Self.clock(left))\n", .output
      )
    }
    if let written { written.stream.write(written.line) }
  }

  /// Ends the bar's line.
  func finish() {
    let drawn = state.withLock { $0.drawn }
    if drawn, terminal, !quiet { StandardStream.error.write("\n") }
  }

  /// Erases the bar (carriage return, erase to the end of the line), for a run that failed: its
  /// error line is then the only line on the terminal's standard error.
  func abandon() {
    let drawn = state.withLock { $0.drawn }
    if drawn, terminal, !quiet { StandardStream.error.write("\r\u{1B}[K") }
  }

  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole >= 3600
      ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
      : String(format: "%d:%02d", whole / 60, whole % 60)
  }
}
