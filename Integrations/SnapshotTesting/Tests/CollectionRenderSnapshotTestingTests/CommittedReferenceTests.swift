import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// `assertSnapshot` as a user writes it, against references committed in
/// `__Snapshots__/CommittedReferenceTests/`. On CI (`CI` set) the record mode is `never`, so a
/// missing reference fails instead of being recorded.
@Suite(.snapshots(record: .fromEnvironment))
struct CommittedReferenceTests {
  @Test func grid() {
    assertSnapshot(of: TestScenes.grid(), as: .image)
    assertSnapshot(of: TestScenes.grid(), as: .layout)
  }

  @Test func gridOnAPhone() {
    let phone = Device(name: "small-phone", width: 160, height: 120, scale: 2)
    assertSnapshot(of: TestScenes.grid(itemCount: 9), as: .image(on: phone), named: "small-phone")
    assertSnapshot(of: TestScenes.grid(itemCount: 9), as: .layout(on: phone), named: "small-phone")
  }

  @Test func mailList() {
    let list = TestScenes.file("mail-list.json")
    assertSnapshot(of: list, as: .image, named: "light")
    assertSnapshot(
      of: list, as: .image(traits: Traits(layoutDirection: .rightToLeft, userInterfaceStyle: .dark)),
      named: "rtl-dark")
  }
}
