import Foundation

/// One run of another program, waited for with `wait4` so that its own peak resident memory is
/// known (Foundation's `Process` does not report a child's resource usage).
struct ChildProcess {
  /// How the run ended.
  struct Outcome {
    /// The exit status (a signal's number + 128 when it was killed).
    var status: Int32
    /// Wall-clock seconds from start to exit.
    var seconds: Double
    /// The child's peak resident memory in KiB (`ru_maxrss`).
    var peakKiB: Int
    /// What it wrote on standard output and standard error.
    var output: String
  }

  /// Runs `executable` with `arguments`, its output to a temporary file, and waits for it.
  static func run(_ executable: String, _ arguments: [String]) -> Outcome {
    let log = NSTemporaryDirectory() + "collection-render-bench-\(getpid())-\(UUID().uuidString).log"
    defer { try? FileManager.default.removeItem(atPath: log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
      print("cannot run \(executable)")
      exit(70)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let elapsed = clock.now - start
    let exited = status & 0x7F == 0
    let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return Outcome(
      status: code,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      peakKiB: Int(usage.ru_maxrss), output: output)
  }
}
