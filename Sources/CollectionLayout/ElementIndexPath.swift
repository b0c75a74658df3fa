/// A (section, item) pair that names an element, as `IndexPath` does for UIKit's collection
/// views. It has its own name so that it never clashes with Foundation's `IndexPath` in a file
/// that imports both.
public struct ElementIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's index, from 0.
  public var section: Int
  /// The item's index in its section, from 0 (0 for a section's supplementary views).
  public var item: Int

  /// The index path of item `item` in section `section` (UIKit's `IndexPath(item:section:)`).
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders by section, then by item.
  public static func < (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `section:item`, as messages and manifests print it.
  public var description: String { "\(section):\(item)" }
}
