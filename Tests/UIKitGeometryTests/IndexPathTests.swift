import Testing
import UIKit

@Suite struct IndexPathTests {
  @Test func itemAndRowPathsAreSectionThenIndex() {
    let path = IndexPath(item: 3, section: 1)
    #expect(path == [1, 3])
    #expect(path.count == 2)
    #expect(path.section == 1)
    #expect(path.item == 3)
    #expect(path.row == 3)
    #expect(IndexPath(row: 3, section: 1) == path)
  }

  @Test func settersWriteTheirElement() {
    var path = IndexPath(item: 3, section: 1)
    path.item = 7
    #expect(path == [1, 7])
    path.row = 8
    #expect(path == [1, 8])
    path.section = 2
    #expect(path == [2, 8])
    path.item += 1
    #expect(path.item == 9)
  }

  @Test func pathsOrderBySectionThenItem() {
    let paths = [IndexPath(item: 0, section: 1), IndexPath(item: 5, section: 0), IndexPath(item: 1, section: 0)]
    #expect(paths.sorted() == [[0, 1], [0, 5], [1, 0]])
    #expect(IndexPath(indexes: [4, 2]).item == 2)
  }

  @Test func accessorsStopAPathOfOtherLength() async {
    // Apple's overlay preconditions exactly two elements, `section` included.
    await #expect(processExitsWith: .failure) { _ = IndexPath(index: 3).section }
    await #expect(processExitsWith: .failure) { _ = IndexPath(indexes: [0, 1, 2]).item }
    await #expect(processExitsWith: .failure) {
      var path = IndexPath()
      path.row = 1
    }
  }
}
