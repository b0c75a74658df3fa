import Testing

@testable import CollectionRender

/// How a run's threads share its frames: in order for a video; otherwise each thread its own
/// span of neighbouring frames, the back half of the largest span going to a thread that ran
/// out — every frame exactly once either way.
@Suite struct RunStateTests {
  @Test("Spans: each worker takes its own neighbours first, then halves of the largest span left")
  func spans() {
    let state = RunState(total: 10, done: 0, positions: 10, workers: 3, inOrder: false, cancellation: nil)
    // Worker 0 owns 0..<3, worker 1 owns 3..<6, worker 2 owns 6..<10.
    #expect((0..<3).map { _ in state.next(worker: 0) } == [0, 1, 2])
    #expect(state.next(worker: 1) == 3)
    // Worker 0 ran out: it takes the back half of worker 2's span (8, 9).
    #expect(state.next(worker: 0) == 8)
    #expect(state.next(worker: 2) == 6)
    var taken = [0, 1, 2, 3, 8, 6]
    while let position = state.next(worker: taken.count % 3) { taken.append(position) }
    #expect(taken.sorted() == Array(0..<10))
  }

  @Test("In order: one shared sequence, whoever asks")
  func inOrder() {
    let state = RunState(total: 5, done: 0, positions: 5, workers: 2, inOrder: true, cancellation: nil)
    #expect([0, 1, 1, 0, 1, 0].map { state.next(worker: $0) } == [0, 1, 2, 3, 4, nil])
  }

  @Test("A failure or a cancellation stops the handing out")
  func stops() {
    let cancellation = FrameBatchRunner.Cancellation()
    let state = RunState(total: 4, done: 0, positions: 4, workers: 2, inOrder: false, cancellation: cancellation)
    #expect(state.next(worker: 0) == 0)
    cancellation.cancel()
    #expect(state.next(worker: 1) == nil)
    let failing = RunState(total: 4, done: 0, positions: 4, workers: 2, inOrder: false, cancellation: nil)
    failing.fail(.cancelled(done: 0))
    #expect(failing.next(worker: 0) == nil)
  }
}
