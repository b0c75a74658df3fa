import Testing

@testable import CollectionRenderUIKit

@Suite struct BatchUpdateIdentitiesTests {
  private typealias Change = BatchUpdateIdentities.Change

  /// The example of the type's documentation: deletes and move sources name the data before,
  /// inserts and move destinations the data after, applied in ascending order.
  @Test func deletesComeOutBeforeInsertsAndMovesGoIn() throws {
    var identities = BatchUpdateIdentities(counts: [3, 2])
    try identities.apply(
      [
        Change(action: .delete, before: [0, 1]), Change(action: .insert, after: [1, 0]),
        Change(action: .move, before: [1, 1], after: [0, 0]),
      ], counts: [3, 2])
    #expect(identities.sections == [[4, 0, 2], [5, 3]])
  }

  /// Sections: a deleted one goes with its items, an inserted one brings the data source's
  /// items, a moved one keeps its items; a reloaded item is a new one in the same place.
  @Test func sectionsMoveWithTheirItemsAndReloadsRenumber() throws {
    var identities = BatchUpdateIdentities(counts: [2, 1, 1])
    try identities.apply(
      [
        Change(action: .delete, before: [0]), Change(action: .move, before: [2], after: [0]),
        Change(action: .insert, after: [2]), Change(action: .reload, before: [1, 0]),
      ], counts: [1, 1, 2])
    #expect(identities.sections == [[3], [4], [5, 6]])
  }

  /// An index path past the data, or changes that do not give the data source's counts, are
  /// refused with a reason, never trapped on.
  @Test func anIndexPathPastTheDataOrAWrongCountIsInvalid() {
    var identities = BatchUpdateIdentities(counts: [2])
    #expect(throws: BatchUpdateIdentities.Invalid.self) {
      try identities.apply([Change(action: .delete, before: [0, 5])], counts: [1])
    }
    #expect(throws: BatchUpdateIdentities.Invalid.self) {
      try identities.apply([Change(action: .insert, after: [0, 9])], counts: [3])
    }
    #expect(throws: BatchUpdateIdentities.Invalid.self) {
      try identities.apply([Change(action: .move, before: [3], after: [0])], counts: [2])
    }
    #expect(throws: BatchUpdateIdentities.Invalid.self) {
      try identities.apply([Change(action: .insert, after: [0, 0])], counts: [2])
    }
    #expect(identities.sections == [[0, 1]])
  }
}
