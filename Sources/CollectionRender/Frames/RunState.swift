import Synchronization

/// Shared state of a run's threads.
final class RunState: Sendable {
  private struct Inner {
    /// What each worker has left to render, positions in order: a worker takes from the front
    /// of its own span, and one whose span is empty takes the back half of the largest.
    var spans: [Range<Int>]
    var done: Int
    var failure: FrameBatchRunner.Failure?
    var times = FrameBatch.StageTimes()
    var bytes = 0
  }

  private let inner: Mutex<Inner>
  let total: Int
  let cancellation: FrameBatchRunner.Cancellation?

  /// State for `workers` threads sharing positions `0..<positions`: one after another in order
  /// (`inOrder`, what a video needs), or in contiguous spans, one per worker.
  init(
    total: Int, done: Int, positions: Int, workers: Int, inOrder: Bool, cancellation: FrameBatchRunner.Cancellation?
  ) {
    self.total = total
    self.cancellation = cancellation
    let workers = Swift.max(workers, 1)
    // In order, every worker takes from the one span of worker 0 (see `next`).
    let spans =
      inOrder
      ? [0..<positions]
      : (0..<workers).map { worker in positions * worker / workers..<positions * (worker + 1) / workers }
    inner = Mutex(Inner(spans: spans, done: done))
  }

  /// The next position for `worker` to render, or `nil` when all are taken, the run failed or
  /// was cancelled.
  ///
  /// Without a set order, each worker renders its own span of neighbouring frames from its
  /// start: its rasterizer keeps the bands of rows a frame shares with the next (a scroll moves
  /// most of them), so neighbours are cheaper drawn on one thread, and only a span's first frame
  /// is drawn whole. A worker done with its span takes the back half of the largest span left,
  /// so all finish together.
  func next(worker: Int) -> Int? {
    if cancellation?.isCancelled == true { return nil }
    return inner.withLock { state in
      guard state.failure == nil else { return nil }
      let own = state.spans.count == 1 ? 0 : worker
      if state.spans[own].isEmpty {
        guard let largest = state.spans.indices.max(by: { state.spans[$0].count < state.spans[$1].count }),
          state.spans[largest].count > 1
        else {
          guard let last = state.spans.firstIndex(where: { !$0.isEmpty }) else { return nil }
          return state.spans[last].popFirst()
        }
        let span = state.spans[largest]
        let middle = span.lowerBound + span.count / 2
        state.spans[largest] = span.lowerBound..<middle
        state.spans[own] = middle..<span.upperBound
      }
      return state.spans[own].popFirst()
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
