import Foundation

/// The server-sent events of one open preview page: `event: ready` when the stream starts, then
/// `event: change` each time a file the scene was read from (the scene, its dataset, its images)
/// is saved, found by looking at their sizes and modification times every
/// `PreviewLimits.pollInterval` milliseconds. Each element is one event's bytes; the sequence
/// never ends by itself: the server stops reading it when the page goes away.
struct SceneEvents: AsyncSequence, Sendable {
  typealias Element = [UInt8]

  let file: String
  let renderer: PreviewRenderer
  let slot: EventStreamSlot

  func makeAsyncIterator() -> Iterator {
    Iterator(file: file, renderer: renderer, slot: slot)
  }

  struct Iterator: AsyncIteratorProtocol {
    let file: String
    let renderer: PreviewRenderer
    let slot: EventStreamSlot
    var started = false
    var files: [String] = []
    var fingerprint: SceneFingerprint?
    var changes = 0

    init(file: String, renderer: PreviewRenderer, slot: EventStreamSlot) {
      self.file = file
      self.renderer = renderer
      self.slot = slot
    }

    /// The next event (after waiting for it); throws `CancellationError` once cancelled.
    mutating func next() async throws -> [UInt8]? {
      if !started {
        started = true
        files = renderer.watchedFiles(of: file)
        fingerprint = SceneFingerprint(files: files)
        return Array("retry: 1000\nevent: ready\ndata: 0\n\n".utf8)
      }
      var quiet = 0
      while true {
        try await Task.sleep(for: .milliseconds(PreviewLimits.pollInterval))
        let now = renderer.watchedFiles(of: file)
        if now != files {
          // A new read named other files: it happened because of a change already announced.
          files = now
          fingerprint = SceneFingerprint(files: now)
          continue
        }
        let current = SceneFingerprint(files: files)
        if current != fingerprint {
          fingerprint = current
          changes += 1
          return Array("event: change\ndata: \(changes)\n\n".utf8)
        }
        quiet += PreviewLimits.pollInterval
        if quiet >= PreviewLimits.keepAliveSeconds * 1_000 { return Array(": keep-alive\n\n".utf8) }
      }
    }
  }
}

/// One of the `PreviewLimits.maximumEventStreams` event streams; the slot is given back when the
/// stream (and so this object) goes away.
public final class EventStreamSlot: Sendable {
  private let counter: EventStreamCounter

  init?(_ counter: EventStreamCounter) {
    guard counter.take() else { return nil }
    self.counter = counter
  }

  deinit { counter.giveBack() }
}

/// How many event streams are open.
final class EventStreamCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var open = 0

  func take() -> Bool {
    lock.withLock {
      guard open < PreviewLimits.maximumEventStreams else { return false }
      open += 1
      return true
    }
  }

  func giveBack() { lock.withLock { open -= 1 } }

  var count: Int { lock.withLock { open } }
}
