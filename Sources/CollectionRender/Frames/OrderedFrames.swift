import CairoBackend
import Foundation

/// Frames handed to the video writer in order; renderers stay at most `window` frames ahead.
final class OrderedFrames: @unchecked Sendable {
  private let condition = NSCondition()
  private var pending: [Int: RasterImage] = [:]
  private var taken = 0
  private var aborted = false
  private let window: Int

  init(window: Int) {
    self.window = window
  }

  /// Waits until `position` is within the window; false if the run was aborted.
  func waitForRoom(_ position: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !aborted && position >= taken + window { condition.wait() }
    return !aborted
  }

  func put(_ position: Int, _ image: RasterImage) {
    condition.lock()
    pending[position] = image
    condition.broadcast()
    condition.unlock()
  }

  /// The frame at `position`, waiting for it; `nil` if the run was aborted.
  func take(_ position: Int) -> RasterImage? {
    condition.lock()
    defer { condition.unlock() }
    while !aborted && pending[position] == nil { condition.wait() }
    guard let image = pending.removeValue(forKey: position) else { return nil }
    taken = position + 1
    condition.broadcast()
    return image
  }

  func abort() {
    condition.lock()
    aborted = true
    condition.broadcast()
    condition.unlock()
  }
}

/// Moves a non-Sendable reference to the one thread that uses it.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
