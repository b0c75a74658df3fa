import Geometry

/// The list section's additions to the compositional queries: cells, headers and footers carry
/// ``ListCellAttributes`` and the list's zIndex, and every row brings its separators (found
/// with the row, since a separator lies inside its row's frame).
extension PreparedCompositionalLayout {
  /// `attributes` of an element of section `section` with the list's facts, when the section
  /// is a list section: a cell's role, margins and corners, a header's or footer's role.
  func withListFacts(_ attributes: LayoutAttributes, section: Int) -> LayoutAttributes {
    guard let list = sections[section].list else { return attributes }
    var attributes = attributes
    switch attributes.element {
    case .cell(let path):
      attributes.listCell = list.cellAttributes(item: path.item)
      attributes.zIndex = ListSectionGeometry.cellZIndex
    case .supplementary(let kind, let path) where path.item == 0:
      if let facts = list.boundaryAttributes(kind: kind) { attributes.listCell = facts }
    case .supplementary, .decoration:
      break
    }
    return attributes
  }

  /// Appends row `item`'s separators whose frames overlap `rect`, for its cell at `cellFrame`.
  func appendListSeparators(
    section: Int, item: Int, cellFrame: Rect, in rect: Rect, to decorations: inout [LayoutAttributes]
  ) {
    guard let list = sections[section].list else { return }
    for kind in [ElementKind.listTopSeparator, .listBottomSeparator] {
      if let frame = list.separatorFrame(kind, item: item, cellFrame: cellFrame), frame.overlaps(rect) {
        decorations.append(
          LayoutAttributes(
            element: .decoration(kind, ElementIndexPath(item: item, section: section)), frame: frame,
            zIndex: ListSectionGeometry.separatorZIndex))
      }
    }
  }

  /// A list row's separator of `kind` at `indexPath`, or nil when the row shows none there (or
  /// the section is no list section).
  func listSeparator(ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section), let list = sections[indexPath.section].list,
      let cell = layoutAttributesForItem(at: indexPath, viewport: viewport),
      let frame = list.separatorFrame(kind, item: indexPath.item, cellFrame: cell.frame)
    else { return nil }
    return LayoutAttributes(
      element: .decoration(kind, indexPath), frame: frame, zIndex: ListSectionGeometry.separatorZIndex)
  }
}
