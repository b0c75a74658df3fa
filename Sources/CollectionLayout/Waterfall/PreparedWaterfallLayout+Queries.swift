/// Step 3: the layout queries, and the pinned headers the viewport moves. Mirrors CHT's
/// `layoutAttributesForElementsInRect:`, `layoutAttributesForItemAtIndexPath:`,
/// `layoutAttributesForSupplementaryViewOfKind:atIndexPath:`, plus header pinning as
/// `UICollectionViewFlowLayout` does it.
///
/// ```
///  rect ──▶ sections by binary search on their scroll extents       O(log sections)
///        ├─ items: columns × per-column binary search (or rows)     O(log n + visible)
///        └─ header / footer: natural or pinned for the viewport, then tested
///  result = cells (index order) + headers (section order) + footers (section order)
///
///  pinned header (V = viewport.insetBounds, slot = header with its insets):
///  ┌ V.min ──────────────┐   slotTop = min(max(start, V.min), footerRegionStart − slot)
///  │▓▓ header ▓▓▓▓▓▓▓▓▓▓▓│   It never goes above its natural place (so it scrolls with
///  │   items …           │   the content at a negative offset), and the section's end
///  └─────────────────────┘   pushes it up: it stays inside its section.
/// ```
import Geometry

extension PreparedWaterfallLayout {
  /// Every cell, header and footer whose frame (for a pinned header: its frame at `viewport`)
  /// overlaps `rect` (`Rect.overlaps`: touching edges do not count). All cells first (by
  /// section, then item), then all headers, then all footers, each by section.
  ///
  /// Exactly the brute-force set, unlike the Xamarin guide's port of CHT (docs/waterfall-layout.md,
  /// "The Xamarin port's mistakes", 4 and 5: its 20-element union rects used only each group's
  /// first and last frames, and its search for the first group had no `break`, so it started at the
  /// *last* intersecting group — cells vanished). Cost O(log n + visible) per section touched:
  /// sections by binary search on their scroll ranges (which include every pinned position), items
  /// per column (`WaterfallItemStack`) or per row (`WaterfallUniformItems`).
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    guard !sections.isEmpty else { return [] }
    let low = axis.minMain(rect)
    let high = axis.maxMain(rect)
    // Sections before `first` end at or before `low` (the prefix maximum is monotone).
    var index = partitionPoint(0..<sections.count) { searchMaxPrefix[$0] > low }
    var cells: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    var indices: [Int] = []
    while index < sections.count {
      let section = sections[index]
      if sectionsAreMonotone && !(section.searchMin < high) { break }
      if section.searchMax > low && section.searchMin < high {
        indices.removeAll(keepingCapacity: true)
        section.appendItems(in: rect, axis: axis, into: &indices)
        cells.reserveCapacity(cells.count + indices.count)
        for item in indices {
          cells.append(
            LayoutAttributes(
              element: .cell(ElementIndexPath(item: item, section: index)),
              frame: section.frame(item: item, axis: axis)))
        }
        if let frame = headerFrame(section: index, viewport: viewport), frame.overlaps(rect) {
          headers.append(supplementary(.header, section: index, frame: frame))
        }
        if let frame = footerFrame(section: index), frame.overlaps(rect) {
          footers.append(supplementary(.footer, section: index, frame: frame))
        }
      }
      index += 1
    }
    cells.append(contentsOf: headers)
    cells.append(contentsOf: footers)
    return cells
  }

  /// One cell's attributes, or `nil` when the index path does not exist. O(1). Cells do not
  /// depend on the viewport.
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0 && indexPath.item < section.itemCount else { return nil }
    return LayoutAttributes(
      element: .cell(indexPath), frame: section.frame(item: indexPath.item, axis: axis))
  }

  /// A section's header (`ElementKind.header`, pinned for `viewport` when the layout pins) or
  /// footer (`ElementKind.footer`), or `nil` when it has none. O(1). Only the section of the
  /// index path is read; the attributes' index path has item 0.
  ///
  /// The Xamarin guide compared the kind with "header"/"footer" while creating its attributes with
  /// UIKit's own kind strings, so it never found them (docs/waterfall-layout.md, "The Xamarin
  /// port's mistakes", 7); here the kinds are the ones the rect query returns.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let frame: Rect?
    switch kind {
    case .header: frame = headerFrame(section: indexPath.section, viewport: viewport)
    case .footer: frame = footerFrame(section: indexPath.section)
    default: frame = nil
    }
    return frame.map { supplementary(kind, section: indexPath.section, frame: $0) }
  }

  /// A change of size always invalidates (it needs a new `prepare`; CHT checks only the width,
  /// because its height does not matter when scrolling vertically); a scroll only when headers
  /// are pinned, since only they follow the offset.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    if newBounds.size != oldBounds.size { return true }
    return pinsHeaders && newBounds.origin != oldBounds.origin
  }

  /// The header frame of `section` as shown at `viewport`, or `nil` if it has no header. O(1).
  ///
  /// Pinned as UIKit's flow layout pins, with the header's insets moving
  /// with it: first its slot sticks to the top of `viewport.insetBounds`, then the end of the
  /// section pushes it back up, so that the slot never ends below `footerRegionStart`.
  func headerFrame(section index: Int, viewport: Viewport) -> Rect? {
    let section = sections[index]
    let extent = section.metrics.headerExtent
    guard extent > 0 else { return nil }
    var scroll = section.headerScroll
    if pinsHeaders {
      var slotTop = section.start
      let visibleMin = axis.minMain(viewport.insetBounds)
      if visibleMin > slotTop { slotTop = visibleMin }
      if slotTop + section.headerSlotExtent > section.footerRegionStart {
        slotTop = section.footerRegionStart - section.headerSlotExtent
      }
      scroll = slotTop + section.headerLeadingInset
    }
    return axis.rect(
      main: scroll, cross: section.headerAcross, mainExtent: extent,
      crossExtent: section.headerAcrossExtent)
  }

  /// The footer frame of `section`, or `nil` if it has no footer. O(1).
  func footerFrame(section index: Int) -> Rect? {
    let section = sections[index]
    let extent = section.metrics.footerExtent
    guard extent > 0 else { return nil }
    return axis.rect(
      main: section.footerScroll, cross: section.footerAcross,
      mainExtent: extent, crossExtent: section.footerAcrossExtent)
  }

  /// Headers and footers draw above cells: zIndex 10, as the flow layout gives them (CHT leaves
  /// 0, but a pinned header must cover the cells scrolling under it).
  private func supplementary(_ kind: ElementKind, section: Int, frame: Rect) -> LayoutAttributes {
    LayoutAttributes(
      element: .supplementary(kind, ElementIndexPath(item: 0, section: section)), frame: frame,
      zIndex: 10)
  }
}
