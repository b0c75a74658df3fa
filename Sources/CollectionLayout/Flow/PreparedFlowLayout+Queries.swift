/// Step 4: the layout queries. Mirrors `-[UICollectionViewFlowLayout
/// layoutAttributesForElementsInRect:]`, `layoutAttributesForItemAtIndexPath:`,
/// `layoutAttributesForSupplementaryViewOfKind:atIndexPath:` and
/// `shouldInvalidateLayoutForBoundsChange:`.
///
/// ```
///  rect ──▶ binary search sections by scroll extent          O(log sections)
///        ├─ grid section:     rows × columns by binary search  O(log n) + visible
///        ├─ per-item section: lines by binary search           O(log lines) + visible
///        └─ header / footer:  natural or pinned for the viewport, then tested
///  result = cells (index order) + headers (section order) + footers (section order)
/// ```
import Geometry

extension PreparedFlowLayout {
  /// Every cell, header and footer whose (rounded, and for pinned views viewport-dependent)
  /// frame intersects `rect`, touching edges included (`Rect.intersects`, `CGRectIntersectsRect`'s
  /// closed rule).
  ///
  /// Why touching counts: UIKit's flow layout returns the rows that only touch the rect. Asked
  /// for a row's own frame in a grid without line spacing, it also returns the rows above and
  /// below, whose edges meet that frame (rows y 0–100, 100–200, 200–300 all come back for
  /// y 100–200; reported in AlignedCollectionViewFlowLayout issue #12 and confirmed by its
  /// maintainer, https://github.com/mischa-hildebrand/AlignedCollectionViewFlowLayout/issues/12).
  /// The compositional layout keeps the positive-area rule (`Rect.overlaps`) that
  /// docs/compositional-layout.md gives as UIKit's for it.
  ///
  /// Order, as UIKit's: all cells first (by section, then item), then all headers (by section),
  /// then all footers (by section).
  ///
  /// Cost O(log n + visible): sections are found by binary search on their scroll-axis extents
  /// (widened by a rounding margin; a pinned header or footer always stays inside its section's
  /// extent, so pinning needs no other candidates), then each candidate section answers in
  /// O(log n + visible) (`FlowGridSection.appendCells`, `FlowItemSection.appendCells`).
  ///
  /// Deliberate difference from UIKit: UIKit first requires the *section frame* to intersect the
  /// rect, and on the per-item path that frame is only `available` wide (docs/flow-layout.md,
  /// "Per-item lines"), so an item reaching into the right inset, or an oversize item overflowing
  /// the content width, can be missed by a rect that only covers that part. Here every element
  /// whose frame intersects `rect` is returned, exactly the brute-force set.
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    guard !sections.isEmpty else { return [] }
    let minScroll = axis.minMain(rect)
    let maxScroll = axis.maxMain(rect)
    let margin = PixelGrid.searchMargin(scale: scale, magnitudes: minScroll, maxScroll)
    let low = minScroll - margin
    let high = maxScroll + margin

    var first = 0
    if sectionsAreMonotone {
      first = partitionPoint(0..<sections.count) { sections[$0].end >= low }
    }
    var cells: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    var index = first
    while index < sections.count {
      let section = sections[index]
      if sectionsAreMonotone && !(section.start <= high) { break }
      switch section.items {
      case .grid(let grid):
        grid.appendCells(
          section: index, sectionStart: section.start, in: rect, axis: axis, scale: scale,
          into: &cells)
      case .perItem(let perItem):
        perItem.appendCells(
          section: index, sectionStart: section.start, in: rect, axis: axis, scale: scale,
          into: &cells)
      }
      if let frame = headerFrame(section: index, viewport: viewport), frame.intersects(rect) {
        headers.append(supplementary(.header, section: index, frame: frame))
      }
      if let frame = footerFrame(section: index, viewport: viewport), frame.intersects(rect) {
        footers.append(supplementary(.footer, section: index, frame: frame))
      }
      index += 1
    }
    cells.append(contentsOf: headers)
    cells.append(contentsOf: footers)
    return cells
  }

  /// The attributes of one cell, or `nil` when the index path does not exist. O(1) on the grid
  /// path, O(log lines) on the per-item path. Cells do not depend on the viewport.
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0 && indexPath.item < section.itemCount else { return nil }
    let frame: Rect
    switch section.items {
    case .grid(let grid):
      frame = grid.frame(item: indexPath.item, sectionStart: section.start, axis: axis, scale: scale)
    case .perItem(let perItem):
      frame = perItem.frame(
        item: indexPath.item, sectionStart: section.start, axis: axis, scale: scale)
    }
    return LayoutAttributes(element: .cell(indexPath), frame: frame)
  }

  /// The attributes of a section's header (`ElementKind.header`) or footer
  /// (`ElementKind.footer`) as shown at `viewport`, or `nil` when the section has none. O(1).
  ///
  /// Like UIKit, only the index path's section is read; the returned index path has item 0.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let frame: Rect?
    switch kind {
    case .header: frame = headerFrame(section: indexPath.section, viewport: viewport)
    case .footer: frame = footerFrame(section: indexPath.section, viewport: viewport)
    default: frame = nil
    }
    return frame.map { supplementary(kind, section: indexPath.section, frame: $0) }
  }

  /// Whether a bounds change makes earlier attributes stale: a change of size always (it needs a new
  /// `prepare`), a scroll only when headers or footers are pinned, because pinned frames follow the offset
  /// (docs/flow-layout.md, "Pinned headers and footers"). Unpinned attributes are in content coordinates and
  /// do not move.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    if newBounds.size != oldBounds.size { return true }
    return (pinsHeaders || pinsFooters) && newBounds.origin != oldBounds.origin
  }

  /// Headers and footers draw above cells: zIndex 10, as UIKit gives them (docs/flow-layout.md, "Headers and footers").
  private func supplementary(_ kind: ElementKind, section: Int, frame: Rect) -> LayoutAttributes {
    LayoutAttributes(
      element: .supplementary(kind, ElementIndexPath(item: 0, section: section)), frame: frame,
      zIndex: 10)
  }
}
