import Synchronization

/// Shared state of a run's threads.
final class RunState: Sendable {
  private struct Inner {
    var next = 0
    var done: Int
    var failure: FrameBatchRunner.Failure?
    var times = FrameBatch.StageTimes()
    var bytes = 0
  }

  private let inner: Mutex<Inner>
  let total: Int
  let cancellation: FrameBatchRunner.Cancellation?

  init(total: Int, done: Int, cancellation: FrameBatchRunner.Cancellation?) {
    self.total = total
    self.cancellation = cancellation
    inner = Mutex(Inner(done: done))
  }

  /// The next `chunk` positions to render (fewer at the end), or `nil` when all are taken, the
  /// run failed or was cancelled.
  func next(limit: Int, chunk: Int) -> Range<Int>? {
    if cancellation?.isCancelled == true { return nil }
    return inner.withLock { state in
      guard state.failure == nil, state.next < limit else { return nil }
      let end = Swift.min(limit, state.next + Swift.max(chunk, 1))
      defer { state.next = end }
      return state.next..<end
    }
  }

  /// Whether the run should stop taking frames: it failed or was cancelled.
  var isStopping: Bool {
    cancellation?.isCancelled == true || inner.withLock { $0.failure != nil }
  }

  func finishOne() -> Int {
    inner.withLock { state in
      state.done += 1
      return state.done
    }
  }

  func fail(_ error: FrameBatchRunner.Failure) {
    inner.withLock { state in
      if state.failure == nil { state.failure = error }
    }
  }

  var failure: FrameBatchRunner.Failure? { inner.withLock { $0.failure } }

  var done: Int { inner.withLock { $0.done } }

  func add(times: FrameBatch.StageTimes, bytes: Int) {
    inner.withLock { state in
      state.times = state.times + times
      state.bytes += bytes
    }
  }

  var totals: (times: FrameBatch.StageTimes, bytes: Int) { inner.withLock { ($0.times, $0.bytes) } }
}
