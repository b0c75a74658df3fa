import Foundation

// UIKit's additions to Foundation's `IndexPath` (`NSIndexPath+UIKitAdditions.h` and the UIKit Swift
// overlay, iOS 16.5 and 18.0 SDKs), missing from Linux Foundation. A collection or table view
// path has exactly two elements: [section, item] (`item` and `row` are the same element).
//
// On a path of any other length the overlay stops the program (`precondition(count == 2)` in the
// source Apple published for Swift 4 and 5, `stdlib/public/Darwin/UIKit`), for reading and for
// writing, `section` included: `IndexPath(index: 3).section` traps rather than answering 3, and
// Objective-C's `NSNotFound` answer for a missing element never reaches Swift. These accessors
// do the same.
extension IndexPath {
  /// A two-element path [section, row] for a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// A two-element path [section, item] for a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// Element 0: the section. Requires a path of exactly two elements.
  public var section: Int {
    get { self[sectionOrItem: 0] }
    set { self[sectionOrItem: 0] = newValue }
  }

  /// Element 1, named for table views. Requires a path of exactly two elements.
  public var row: Int {
    get { self[sectionOrItem: 1] }
    set { self[sectionOrItem: 1] = newValue }
  }

  /// Element 1, named for collection views. Requires a path of exactly two elements.
  public var item: Int {
    get { self[sectionOrItem: 1] }
    set { self[sectionOrItem: 1] = newValue }
  }

  /// Element `position` of a path that must have exactly two elements.
  private subscript(sectionOrItem position: Int) -> Int {
    get {
      requireSectionAndItem()
      return self[position]
    }
    set {
      requireSectionAndItem()
      self[position] = newValue
    }
  }

  private func requireSectionAndItem() {
    precondition(
      count == 2,
      "An index path used as a section and an item (or row) needs exactly two elements; this one has \(count).")
  }
}
