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

  /// The next position to render, or `nil` when all are taken, the run failed or was cancelled.
  func next(limit: Int) -> Int? {
    if cancellation?.isCancelled == true { return nil }
    return inner.withLock { state in
      guard state.failure == nil, state.next < limit else { return nil }
      defer { state.next += 1 }
      return state.next
    }
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
