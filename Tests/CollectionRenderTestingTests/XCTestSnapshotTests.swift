import XCTest

@testable import CollectionRenderTesting

/// The same assertions from XCTest: failures go through `XCTFail`.
final class XCTestSnapshotTests: XCTestCase {
  func testTinyGridLayout() {
    assertSnapshot(of: .file("Scenes/tiny-grid.json"), as: .layout())
  }

  func testTinyGridImage() {
    let outcome = assertSnapshot(of: .file("Scenes/tiny-grid.json"), as: .image())
    XCTAssertEqual(outcome?.result, .match)
  }

  func testFailuresGoToXCTest() {
    XCTAssertEqual(FailureReporter.current, .xcTest)
  }
}
