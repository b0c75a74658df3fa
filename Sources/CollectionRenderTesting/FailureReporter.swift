#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where an assertion was written.
struct SourcePosition {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// Reports a failure to whichever test framework is running the current test: Swift Testing
/// when there is a current `Test`, XCTest otherwise. The library forces neither: both are
/// imported when available, and the choice is made per call.
enum FailureReporter {
  enum Framework: Equatable { case swiftTesting, xcTest, none }

  /// The framework running the current test.
  static var current: Framework {
    #if canImport(Testing)
      if Test.current != nil { return .swiftTesting }
    #endif
    #if canImport(XCTest)
      return .xcTest
    #else
      return .none
    #endif
  }

  static func report(_ message: String, at position: SourcePosition) {
    switch current {
    case .swiftTesting:
      #if canImport(Testing)
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(position.fileID)", filePath: "\(position.filePath)", line: Int(position.line),
            column: Int(position.column)))
      #endif
    case .xcTest:
      #if canImport(XCTest)
        XCTFail(message, file: position.filePath, line: position.line)
      #endif
    case .none:
      print("\(position.filePath):\(position.line): snapshot failure: \(message)")
    }
  }
}
