import Foundation
import SnapshotTesting

#if canImport(Testing)
  import Testing
#endif

/// Records a failed comparison's attachments with Swift Testing where swift-snapshot-testing
/// does not.
///
/// swift-snapshot-testing hands a diff's attachments to the test framework only when the tests
/// run under Xcode; under `swift test` (on Linux always) it drops them. Swift Testing itself
/// keeps attachments on every platform (`swift test --attachments-path DIR` writes them), so the
/// diff image reaches the person reading the failure there too.
enum DiffAttachments {
  /// Whether swift-snapshot-testing records attachments itself in this process.
  static var snapshotTestingRecordsThem: Bool {
    #if os(Linux) || os(Android) || os(Windows)
      return false
    #else
      return ProcessInfo.processInfo.environment.keys.contains("__XCODE_BUILT_PRODUCTS_DIR_PATHS")
    #endif
  }

  static func recordWhereSnapshotTestingDoesNot(_ attachments: [DiffAttachment]) {
    #if canImport(Testing) && compiler(>=6.2)
      guard !snapshotTestingRecordsThem, Test.current != nil else { return }
      for case .data(let data, let name) in attachments {
        Attachment.record([UInt8](data), named: name)
      }
    #endif
  }
}
