/// A (section, item) pair that names an element, as `IndexPath` does for UIKit's collection
/// views. It has its own name so that it never clashes with Foundation's `IndexPath` in a file
/// that imports both.
public struct ElementIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var section: Int
  public var item: Int

  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  public static func < (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  public var description: String { "\(section):\(item)" }
}
