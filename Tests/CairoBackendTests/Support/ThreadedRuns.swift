import Foundation

/// Runs a closure on several dedicated threads at once (not the cooperative pool), to test that
/// per-thread Pango state gives the same results everywhere.
enum ThreadedRuns {
  static func run<T: Sendable>(
    threads: Int, iterations: Int, _ body: @escaping @Sendable () throws -> T
  ) -> [Result<T, any Error>] {
    let collected = Collected<T>()
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      let thread = Thread {
        for _ in 0..<iterations { collected.append(Result { try body() }) }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    return collected.values
  }

  private final class Collected<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<T, any Error>] = []
    func append(_ value: Result<T, any Error>) { lock.withLock { storage.append(value) } }
    var values: [Result<T, any Error>] { lock.withLock { storage } }
  }
}
