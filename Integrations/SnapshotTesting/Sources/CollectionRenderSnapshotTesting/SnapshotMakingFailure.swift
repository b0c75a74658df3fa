import SnapshotTesting

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// What a strategy does when the snapshot cannot be made: an invalid scene file, a device or
/// offset out of range, a precision outside 0…1, an image over the pixel budget.
///
/// swift-snapshot-testing's `Snapshotting` has no way to fail: whatever the snapshot function
/// produces is recorded as the reference when none exists. So the strategy reports the error
/// itself, to the framework running the test, and produces no snapshot at all: swift-snapshot-
/// testing then gives up after the assertion's `timeout` (5 seconds unless given) and writes
/// nothing, so no reference is ever recorded from a snapshot that failed.
enum SnapshotMakingFailure {
  /// `make()`'s value, or — when it throws — an `Async` that never completes, after reporting
  /// the error as one line.
  static func snapshot<Format>(_ make: () throws -> Format) -> Async<Format> {
    do {
      return Async(value: try make())
    } catch {
      report("collection-render could not make the snapshot: \(error)")
      return Async { _ in }
    }
  }

  /// Reports `message` to Swift Testing when a `Test` is running, to XCTest otherwise.
  static func report(_ message: String) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message)
    #else
      print("error: " + message)
    #endif
  }
}
