/// An item's place in an outline (a section snapshot's tree).
package struct OutlinePosition: Hashable, Sendable {
  /// The depth: 0 for a root item.
  package var level: Int
  /// Whether the item has children.
  package var hasChildren: Bool
  /// Whether its children are shown.
  package var isExpanded: Bool
}
