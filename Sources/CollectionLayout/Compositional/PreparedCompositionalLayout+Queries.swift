/// The layout queries: elements in a rect and one element's attributes.
///
/// ```
///  rect ──▶ clipped to the content; no area left ⇒ only the backgrounds it touches
///        ├─ sections by binary search on their scroll-axis reach        O(log sections)
///        │  a section whose frame the rect misses answers nothing (but its background
///        │  when touched); the rect is clipped to the section's frame
///        ├─ repeated cells: repetitions k whose reach meets the rect,
///        │  solved for k (closed form); a repetition's box must meet the rect, then each
///        │  cell's part inside the box, each attached view's frame     O(visible groups · N)
///        ├─ measured cells: repetitions by binary search on their reach  O(log g + visible)
///        └─ boundary views (pinned for the viewport), backgrounds: tested one by one
///  result = cells, then supplementary views (layout-wide, then per section: boundary views,
///  then item and group views by item), then decoration views
/// ```
import Geometry

extension PreparedCompositionalLayout {
  /// The elements UIKit answers for `rect` (docs/compositional-layout.md, "Rect queries"):
  /// the rect is clipped to the content; a section's elements only when the rect meets the
  /// section's frame, a group's cells and views only when it meets the group's box, a cell
  /// only by its part inside its box; then every element whose frame (pinned for `viewport`,
  /// moved by `orthogonalOffsets`) overlaps the clipped rect with a positive area
  /// (`Rect.overlaps`). A section's backgrounds come with any rect that meets or touches the
  /// section's frame, even beside them; a clipped rect with no area gets those alone.
  /// Cells first (by section, then item), then supplementary views, then decoration views.
  /// Exactly the set `queryContainers(of:viewport:)` and the lookups describe, found without
  /// visiting elements far from the rect.
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    if let mirror { return mirror.layoutAttributesForElements(in: rect, viewport: viewport) }
    if let (scrolled, viewport) = scrolled(for: viewport) {
      return scrolled.layoutAttributesForElements(in: rect, viewport: viewport)
    }
    let unclipped = rect
    guard let rect = Self.intersection(rect, Rect(origin: .zero, size: contentSize)) else { return [] }
    var cells: [LayoutAttributes] = []
    var supplementaries: [LayoutAttributes] = []
    var decorations: [LayoutAttributes] = []
    let hasArea = rect.width > 0 && rect.height > 0
    if hasArea {
      let global = boundaryAttributes(
        globalItems, pinStart: 0, pinEnd: axis.main(contentSize), viewport: viewport, raised: false)
      for (item, attributes) in zip(globalItems, global) where attributes.frame.overlaps(rect) {
        supplementaries.append(
          LayoutAttributes(
            element: .supplementary(item.kind, ElementIndexPath(item: 0, section: 0)), frame: attributes.frame,
            zIndex: attributes.zIndex))
      }
    }
    guard !sections.isEmpty else { return cells + supplementaries }
    let margin = searchMargin(rect)
    let low = axis.minMain(rect) - margin
    let high = axis.maxMain(rect) + margin
    var index = partitionPoint(0..<sections.count) { searchMaxPrefix[$0] > low }
    while index < sections.count {
      let section = sections[index]
      if sectionsAreMonotone && !(section.searchMin < high) { break }
      let frame = sectionFrame(index)
      if !section.isPlaceholder && section.end > section.start && frame.intersects(rect) {
        for decoration in section.decorations {
          decorations.append(
            LayoutAttributes(
              element: .decoration(decoration.kind, ElementIndexPath(item: 0, section: index)),
              frame: decoration.frame, zIndex: decoration.zIndex))
        }
        if hasArea, let inside = queryRect(index, clipped: rect, unclipped: unclipped), inside.width > 0,
          inside.height > 0
        {
          appendElements(
            of: index, in: inside, viewport: viewport, cells: &cells, supplementaries: &supplementaries,
            decorations: &decorations)
        }
      }
      index += 1
    }
    cells.append(contentsOf: supplementaries)
    cells.append(contentsOf: decorations)
    return cells
  }

  /// One cell's attributes, or `nil` when the index path does not exist. O(1).
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    if let mirror { return mirror.layoutAttributesForItem(at: indexPath, viewport: viewport) }
    if let (scrolled, viewport) = scrolled(for: viewport) {
      return scrolled.layoutAttributesForItem(at: indexPath, viewport: viewport)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let item = indexPath.item
    guard item >= 0 && item < section.cells.itemCount else { return nil }
    let shift = orthogonalShift(section: indexPath.section)
    let boost = section.hasDecoration ? 1 : 0
    switch section.cells {
    case .none: return nil
    case .repeated(let cells):
      let perGroup = cells.leavesPerGroup
      let leaf = item % perGroup
      let frame = cells.cellFrame(group: item / perGroup, leaf: leaf, scale: scale)
      return withListFacts(
        LayoutAttributes(
          element: .cell(indexPath), frame: frame.offsetBy(dx: shift.x, dy: shift.y),
          zIndex: cells.root.leaves[leaf].zIndex + boost), section: indexPath.section)
    case .explicit(let cells):
      let z = cells.zIndices.isEmpty ? 0 : cells.zIndices[item]
      return withListFacts(
        LayoutAttributes(
          element: .cell(indexPath), frame: cells.frames[item].offsetBy(dx: shift.x, dy: shift.y), zIndex: z + boost),
        section: indexPath.section)
    }
  }

  /// A supplementary view's attributes: a layout-wide boundary view at (0, 0), a section's
  /// boundary view at (section, 0) (pinned for `viewport`), or an item's or group's view at its
  /// item's index path; `nil` when there is none of that kind there.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    if let mirror {
      return mirror.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: viewport)
    }
    if let (scrolled, viewport) = scrolled(for: viewport) {
      return scrolled.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: viewport)
    }
    if indexPath.section == 0 && indexPath.item == 0, let index = globalItems.firstIndex(where: { $0.kind == kind }) {
      let attributes = boundaryAttributes(
        globalItems, pinStart: 0, pinEnd: axis.main(contentSize), viewport: viewport, raised: false)[index]
      return LayoutAttributes(
        element: .supplementary(kind, indexPath), frame: attributes.frame, zIndex: attributes.zIndex)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let boost = section.hasDecoration
    if indexPath.item == 0, let index = section.boundaryItems.firstIndex(where: { $0.kind == kind }) {
      let attributes = boundaryAttributes(
        section.boundaryItems, pinStart: section.start, pinEnd: section.end, viewport: viewport, raised: boost)[index]
      return withListFacts(
        LayoutAttributes(element: .supplementary(kind, indexPath), frame: attributes.frame, zIndex: attributes.zIndex),
        section: indexPath.section)
    }
    guard let (group, view) = attachedView(kind, item: indexPath.item, section: indexPath.section) else { return nil }
    let shift = orthogonalShift(section: indexPath.section)
    let solved: SolvedSupplementary
    let frame: Rect
    switch section.cells {
    case .none: return nil
    case .repeated(let cells):
      solved = cells.root.supplementaries[view]
      frame = cells.supplementaryFrame(group: group, index: view, scale: scale)
    case .explicit(let cells):
      solved = cells.supplementaries[view]
      frame = solved.frame
    }
    return LayoutAttributes(
      element: .supplementary(kind, indexPath), frame: frame.offsetBy(dx: shift.x, dy: shift.y),
      zIndex: boost ? Swift.max(solved.zIndex, 1) : solved.zIndex)
  }

  /// The frames UIKit tests before an element's own in a rect query: its section's frame and,
  /// for cells and the views attached to items and groups, its repetition's box (both moved by
  /// the orthogonal offsets like the element); `nil` for an element that does not exist and
  /// for layout-wide views. See `layoutAttributesForElements(in:viewport:)`.
  public func queryContainers(of element: ElementID, viewport: Viewport) -> (section: Rect, group: Rect?)? {
    if let mirror, let base = mirror.base as? PreparedCompositionalLayout {
      guard let found = base.queryContainers(of: element, viewport: mirror.mirrored(viewport)) else { return nil }
      return (mirror.mirrored(found.section), found.group.map(mirror.mirrored))
    }
    if let (scrolled, viewport) = scrolled(for: viewport) {
      return scrolled.queryContainers(of: element, viewport: viewport)
    }
    let path = element.indexPath
    guard sections.indices.contains(path.section), !sections[path.section].isPlaceholder else { return nil }
    let section = sections[path.section]
    let frame = sectionFrame(path.section)
    let group: Int
    switch element {
    case .decoration(let kind, _):
      return section.decorations.contains(where: { $0.kind == kind }) && path.item == 0 ? (frame, nil) : nil
    case .cell:
      guard path.item >= 0 && path.item < section.cells.itemCount else { return nil }
      group = groupIndex(ofItem: path.item, in: section.cells)
    case .supplementary(let kind, _):
      if path.item == 0 && section.boundaryItems.contains(where: { $0.kind == kind }) { return (frame, nil) }
      guard let found = attachedView(kind, item: path.item, section: path.section) else { return nil }
      group = found.group
    }
    let shift = orthogonalShift(section: path.section)
    return (frame, groupBox(group, of: section.cells).offsetBy(dx: shift.x, dy: shift.y))
  }

  /// A section background's attributes at (section, 0), or `nil`.
  public func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    if let mirror { return mirror.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, viewport: viewport) }
    if kind == .listTopSeparator || kind == .listBottomSeparator {
      return listSeparator(ofKind: kind, at: indexPath, viewport: viewport)
    }
    guard sections.indices.contains(indexPath.section), indexPath.item == 0,
      let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == kind })
    else { return nil }
    return LayoutAttributes(element: .decoration(kind, indexPath), frame: decoration.frame, zIndex: decoration.zIndex)
  }

  /// Scrolling along the layout's axis rests where it would stop: compositional layouts do
  /// not snap the main axis (orthogonal sections snap on their own; see
  /// `targetOrthogonalOffset(forSection:proposedOffset:velocity:)`).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point,
    viewport: Viewport
  ) -> Point {
    proposedContentOffset
  }

  /// A change of size always invalidates; a scroll only when some boundary view pins.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    if newBounds.size != oldBounds.size { return true }
    return hasPinnedItems && newBounds.origin != oldBounds.origin
  }

  // MARK: Helpers

  /// Right to left: the same geometry, left to right, seen through `HorizontallyMirroredLayout`
  /// (which mirrors viewports in and frames out); `nil` left to right.
  var mirror: HorizontallyMirroredLayout? {
    guard isRightToLeft else { return nil }
    var developed = self
    developed.isRightToLeft = false
    developed.environment = environment.mirroredForLeftToRight
    return HorizontallyMirroredLayout(developed)
  }

  /// The layout with the viewport's `orthogonalOffsets` applied over its own, and the viewport
  /// without them; `nil` when the viewport names none. The scene's per-section offsets reach
  /// the layout this way, through the ordinary queries.
  func scrolled(for viewport: Viewport) -> (PreparedCompositionalLayout, Viewport)? {
    guard !viewport.orthogonalOffsets.isEmpty else { return nil }
    var plain = viewport
    plain.orthogonalOffsets = [:]
    return (withOrthogonalOffsets(orthogonalOffsets.merging(viewport.orthogonalOffsets) { $1 }), plain)
  }

  /// The orthogonal offset of section `index` (0 for normal sections and non-finite entries).
  func orthogonalOffset(section index: Int) -> Double {
    guard sections[index].strip != nil, let offset = orthogonalOffsets[index], offset.isFinite else { return 0 }
    return offset
  }

  /// How the cells and badges of section `index` move for its orthogonal offset.
  func orthogonalShift(section index: Int) -> Point {
    let offset = orthogonalOffset(section: index)
    return offset == 0 ? .zero : axis.point(main: 0, cross: -offset)
  }

  /// How far a rounded frame (or a sum computed in another order) can lie from the raw values
  /// searches compare: half a pixel, plus a relative term for last-bit differences. Searches
  /// widen by it and then test every candidate exactly.
  func searchMargin(_ rect: Rect) -> Double {
    let magnitude = Swift.max(Swift.abs(rect.minX), Swift.abs(rect.maxX), Swift.abs(rect.minY), Swift.abs(rect.maxY))
    return PixelGrid.searchMargin(scale: scale, magnitude: magnitude)
  }

  /// Appends the cells and supplementary views of section `index` for `rect`, already clipped
  /// to the section's frame, and a list section's separators (decorations).
  private func appendElements(
    of index: Int, in rect: Rect, viewport: Viewport, cells: inout [LayoutAttributes],
    supplementaries: inout [LayoutAttributes], decorations: inout [LayoutAttributes]
  ) {
    let section = sections[index]
    let boost = section.hasDecoration
    let boundary = boundaryAttributes(
      section.boundaryItems, pinStart: section.start, pinEnd: section.end, viewport: viewport, raised: boost)
    for (item, attributes) in zip(section.boundaryItems, boundary) where attributes.frame.overlaps(rect) {
      supplementaries.append(
        withListFacts(
          LayoutAttributes(
            element: .supplementary(item.kind, ElementIndexPath(item: 0, section: index)), frame: attributes.frame,
            zIndex: attributes.zIndex), section: index))
    }
    let shift = orthogonalShift(section: index)
    switch section.cells {
    case .none: break
    case .repeated(let repeated):
      appendRepeated(
        repeated, section: index, in: rect, shift: shift, boost: boost, cells: &cells,
        supplementaries: &supplementaries, decorations: &decorations)
    case .explicit(let explicit):
      appendExplicit(
        explicit, section: index, in: rect, shift: shift, boost: boost, cells: &cells,
        supplementaries: &supplementaries, decorations: &decorations)
    }
  }

  /// What of a query's rect section `index` looks at: the rect clipped to the content and to
  /// the section's frame, or, in a section that scrolls across, to the section's extent along
  /// the scroll axis only (its strip scrolls cells past the content's sides, where queries
  /// still find them). `nil` when the rect misses it.
  func queryRect(_ index: Int, clipped: Rect, unclipped: Rect) -> Rect? {
    let section = sections[index]
    guard section.strip != nil else { return Self.intersection(clipped, sectionFrame(index)) }
    let band = axis.rect(
      main: section.start, cross: axis.minCross(unclipped), mainExtent: section.end - section.start,
      crossExtent: axis.cross(unclipped.size))
    return Self.intersection(unclipped, band)
  }

  /// Section `index`'s frame: its extent along the scroll axis by the content across.
  func sectionFrame(_ index: Int) -> Rect {
    let section = sections[index]
    return axis.rect(
      main: section.start, cross: 0, mainExtent: section.end - section.start, crossExtent: axis.cross(contentSize))
  }

  /// The repetition that holds item `item`.
  func groupIndex(ofItem item: Int, in cells: CompositionalCells) -> Int {
    switch cells {
    case .none: return 0
    case .repeated(let repeated): return item / repeated.leavesPerGroup
    case .explicit(let explicit):
      return partitionPoint(0..<explicit.groupCount) { explicit.groupFirstItem[$0 + 1] > item }
    }
  }

  /// Repetition `group`'s box, rounded like the frames in it, at orthogonal offset 0.
  func groupBox(_ group: Int, of cells: CompositionalCells) -> Rect {
    switch cells {
    case .none: return .zero
    case .repeated(let repeated):
      let box = Rect(origin: repeated.origin(ofGroup: group), size: repeated.root.size)
      return CompositionalPixels.round(box, scale: scale)
    case .explicit(let explicit):
      return CompositionalPixels.round(explicit.groupBoxes[group], scale: scale)
    }
  }

  /// The view of `kind` attached to an item or a group whose index path has `item` in section
  /// `section`: the repetition it is in and its index in the section's stored views.
  func attachedView(_ kind: ElementKind, item: Int, section: Int) -> (group: Int, view: Int)? {
    guard item >= 0 else { return nil }
    let cells = sections[section].cells
    switch cells {
    case .none: return nil
    case .repeated(let repeated):
      let root = repeated.root
      if let ordinals = root.groupViews[kind], !ordinals.isEmpty {
        let group = item / ordinals.count
        let view = ordinals[item % ordinals.count]
        guard group < repeated.groupCount, view >= 0,
          group * repeated.leavesPerGroup + root.supplementaries[view].leaf < repeated.itemCount
        else { return nil }
        return (group, view)
      }
      guard item < repeated.itemCount else { return nil }
      let leaf = item % repeated.leavesPerGroup
      for view in root.supplementaryStarts[leaf]..<root.supplementaryStarts[leaf + 1]
      where root.supplementaries[view].kind == kind && root.supplementaries[view].groupOrdinal == nil {
        return (item / repeated.leavesPerGroup, view)
      }
      return nil
    case .explicit(let explicit):
      if let ordinals = explicit.groupViews[kind], !ordinals.isEmpty {
        guard item < ordinals.count, ordinals[item] >= 0 else { return nil }
        let view = ordinals[item]
        return (groupIndex(ofItem: explicit.supplementaries[view].leaf, in: cells), view)
      }
      guard item < explicit.frames.count else { return nil }
      for view in explicit.supplementaryStarts[item]..<explicit.supplementaryStarts[item + 1]
      where explicit.supplementaries[view].kind == kind && explicit.supplementaries[view].groupOrdinal == nil {
        return (groupIndex(ofItem: item, in: cells), view)
      }
      return nil
    }
  }

  /// `a ∩ b` when they meet (touching included, so the result may have no area), else `nil`.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    guard a.intersects(b) else { return nil }
    let minX = Swift.max(a.minX, b.minX)
    let minY = Swift.max(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: Swift.min(a.maxX, b.maxX) - minX, height: Swift.min(a.maxY, b.maxY) - minY)
  }

  /// Whether the part of `frame` inside `box` overlaps `rect` (a cell is answered only for the
  /// part of it in its group).
  static func insidePartOverlaps(_ frame: Rect, box: Rect, rect: Rect) -> Bool {
    intersection(frame, box)?.overlaps(rect) ?? false
  }

  /// Cells and attached views of a repeated solution: the repetitions whose reach along the
  /// repeat axis meets the rect (solved for k from `origin + k·step + reach`), each tested.
  private func appendRepeated(
    _ repeated: RepeatedCells, section: Int, in rect: Rect, shift: Point, boost: Bool,
    cells: inout [LayoutAttributes], supplementaries: inout [LayoutAttributes], decorations: inout [LayoutAttributes]
  ) {
    guard let reach = repeated.root.reach, repeated.groupCount > 0 else { return }
    let horizontal = repeated.repeatsHorizontally
    // Compare unshifted frames with the rect moved back by the shift.
    let margin = searchMargin(rect)
    let low = (horizontal ? rect.minX - shift.x : rect.minY - shift.y) - margin
    let high = (horizontal ? rect.maxX - shift.x : rect.maxY - shift.y) + margin
    let base = horizontal ? repeated.origin.x : repeated.origin.y
    let reachMin = horizontal ? reach.minX : reach.minY
    let reachMax = horizontal ? reach.maxX : reach.maxY
    let range = CompositionalSearch.groupRange(
      low: low, high: high, base: base, step: repeated.step, reachMin: reachMin, reachMax: reachMax,
      count: repeated.groupCount)
    let perGroup = repeated.leavesPerGroup
    let root = repeated.root
    for group in range {
      // A repetition whose box the rect misses answers nothing.
      let box = groupBox(group, of: .repeated(repeated)).offsetBy(dx: shift.x, dy: shift.y)
      guard box.overlaps(rect) else { continue }
      let first = group * perGroup
      // The last group may be partial.
      for leaf in 0..<Swift.min(perGroup, repeated.itemCount - first) {
        let item = first + leaf
        let frame = repeated.cellFrame(group: group, leaf: leaf, scale: scale).offsetBy(dx: shift.x, dy: shift.y)
        if Self.insidePartOverlaps(frame, box: box, rect: rect) {
          cells.append(
            withListFacts(
              LayoutAttributes(
                element: .cell(ElementIndexPath(item: item, section: section)), frame: frame,
                zIndex: root.leaves[leaf].zIndex + (boost ? 1 : 0)),
              section: section))
          appendListSeparators(section: section, item: item, cellFrame: frame, in: rect, to: &decorations)
        }
        for view in root.supplementaryStarts[leaf]..<root.supplementaryStarts[leaf + 1] {
          let viewFrame = repeated.supplementaryFrame(group: group, index: view, scale: scale)
            .offsetBy(dx: shift.x, dy: shift.y)
          if viewFrame.overlaps(rect) {
            let solved = root.supplementaries[view]
            let path = ElementIndexPath(item: repeated.supplementaryItem(group: group, index: view), section: section)
            supplementaries.append(
              LayoutAttributes(
                element: .supplementary(solved.kind, path), frame: viewFrame,
                zIndex: boost ? Swift.max(solved.zIndex, 1) : solved.zIndex))
          }
        }
      }
    }
  }

  /// Cells and attached views of a section solved per repetition: repetitions found by binary
  /// search on their reach, each cell tested.
  private func appendExplicit(
    _ explicit: ExplicitCells, section: Int, in rect: Rect, shift: Point, boost: Bool,
    cells: inout [LayoutAttributes], supplementaries: inout [LayoutAttributes], decorations: inout [LayoutAttributes]
  ) {
    let horizontal = explicit.repeatsHorizontally
    let low = horizontal ? rect.minX - shift.x : rect.minY - shift.y
    let high = horizontal ? rect.maxX - shift.x : rect.maxY - shift.y
    // Stored frames are final; the margin only covers the shift's last bit.
    let margin = searchMargin(rect)
    var group = partitionPoint(0..<explicit.groupCount) {
      explicit.reachMaxPrefix[$0] > low - margin
    }
    while group < explicit.groupCount {
      if explicit.isMonotone && !(explicit.reachMin[group] < high + margin) { break }
      let box = groupBox(group, of: .explicit(explicit)).offsetBy(dx: shift.x, dy: shift.y)
      if explicit.reachMax[group] > low - margin && explicit.reachMin[group] < high + margin && box.overlaps(rect) {
        for item in explicit.groupFirstItem[group]..<explicit.groupFirstItem[group + 1] {
          let path = ElementIndexPath(item: item, section: section)
          let frame = explicit.frames[item].offsetBy(dx: shift.x, dy: shift.y)
          if Self.insidePartOverlaps(frame, box: box, rect: rect) {
            let z = explicit.zIndices.isEmpty ? 0 : explicit.zIndices[item]
            cells.append(
              withListFacts(
                LayoutAttributes(element: .cell(path), frame: frame, zIndex: z + (boost ? 1 : 0)), section: section))
            appendListSeparators(section: section, item: item, cellFrame: frame, in: rect, to: &decorations)
          }
          for view in explicit.supplementaryStarts[item]..<explicit.supplementaryStarts[item + 1] {
            let solved = explicit.supplementaries[view]
            let viewFrame = solved.frame.offsetBy(dx: shift.x, dy: shift.y)
            if viewFrame.overlaps(rect) {
              supplementaries.append(
                LayoutAttributes(
                  element: .supplementary(
                    solved.kind, ElementIndexPath(item: solved.groupOrdinal ?? item, section: section)),
                  frame: viewFrame,
                  zIndex: boost ? Swift.max(solved.zIndex, 1) : solved.zIndex))
            }
          }
        }
      }
      group += 1
    }
  }
}
