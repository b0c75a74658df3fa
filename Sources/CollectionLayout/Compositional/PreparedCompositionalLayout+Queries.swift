/// The layout queries: elements in a rect and one element's attributes.
///
/// ```
///  rect ──▶ sections by binary search on their scroll-axis reach        O(log sections)
///        ├─ repeated cells: repetitions k whose reach meets the rect,
///        │  solved for k (closed form), each leaf tested exactly         O(visible groups · N)
///        ├─ measured cells: repetitions by binary search on their reach  O(log g + visible)
///        └─ boundary views (pinned for the viewport), backgrounds: tested one by one
///  result = cells, then supplementary views (layout-wide, then per section: boundary views,
///  then item and group views by item), then decoration views
/// ```
import Geometry

extension PreparedCompositionalLayout {
  /// Every cell, supplementary view and decoration view whose frame (pinned for `viewport`,
  /// moved by `orthogonalOffsets`) overlaps `rect` with a positive area (`Rect.overlaps`: an
  /// element that only touches the rect's edge is left out, the rule docs/compositional-layout.md
  /// gives as UIKit's; the flow layout, like UIKit's, returns it).
  /// Cells first (by section, then item), then supplementary views, then decoration views.
  /// Exactly the brute-force set, found without visiting elements far from the rect.
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    if let mirror { return mirror.layoutAttributesForElements(in: rect, viewport: viewport) }
    if let (scrolled, viewport) = scrolled(for: viewport) {
      return scrolled.layoutAttributesForElements(in: rect, viewport: viewport)
    }
    var cells: [LayoutAttributes] = []
    var supplementaries: [LayoutAttributes] = []
    var decorations: [LayoutAttributes] = []
    for item in globalItems {
      let frame = pinnedFrame(item, pinStart: 0, pinEnd: axis.main(contentSize), viewport: viewport)
      if frame.overlaps(rect) {
        supplementaries.append(
          LayoutAttributes(
            element: .supplementary(item.kind, ElementIndexPath(item: 0, section: 0)), frame: frame, zIndex: item.zIndex
          ))
      }
    }
    guard !sections.isEmpty else { return cells + supplementaries }
    let margin = searchMargin(rect)
    let low = axis.minMain(rect) - margin
    let high = axis.maxMain(rect) + margin
    var index = CompositionalSearch.partitionPoint(0..<sections.count) { searchMaxPrefix[$0] > low }
    while index < sections.count {
      let section = sections[index]
      if sectionsAreMonotone && !(section.searchMin < high) { break }
      if !section.isPlaceholder && section.searchMax > low && section.searchMin < high {
        appendElements(
          of: index, in: rect, viewport: viewport, cells: &cells, supplementaries: &supplementaries,
          decorations: &decorations)
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
    if indexPath.section == 0 && indexPath.item == 0, let item = globalItems.first(where: { $0.kind == kind }) {
      let frame = pinnedFrame(item, pinStart: 0, pinEnd: axis.main(contentSize), viewport: viewport)
      return LayoutAttributes(element: .supplementary(kind, indexPath), frame: frame, zIndex: item.zIndex)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let boost = section.hasDecoration
    if indexPath.item == 0, let item = section.boundaryItems.first(where: { $0.kind == kind }) {
      let frame = pinnedFrame(item, pinStart: section.start, pinEnd: section.end, viewport: viewport)
      return withListFacts(
        LayoutAttributes(
          element: .supplementary(kind, indexPath), frame: frame,
          zIndex: boost ? Swift.max(item.zIndex, 1) : item.zIndex), section: indexPath.section)
    }
    let item = indexPath.item
    guard item >= 0 && item < section.cells.itemCount else { return nil }
    let shift = orthogonalShift(section: indexPath.section)
    switch section.cells {
    case .none: return nil
    case .repeated(let cells):
      let perGroup = cells.leavesPerGroup
      let leaf = item % perGroup
      for view in cells.root.supplementaryStarts[leaf]..<cells.root.supplementaryStarts[leaf + 1]
      where cells.root.supplementaries[view].kind == kind {
        let frame = cells.supplementaryFrame(group: item / perGroup, index: view, scale: scale)
        let z = cells.root.supplementaries[view].zIndex
        return LayoutAttributes(
          element: .supplementary(kind, indexPath), frame: frame.offsetBy(dx: shift.x, dy: shift.y),
          zIndex: boost ? Swift.max(z, 1) : z)
      }
    case .explicit(let cells):
      for view in cells.supplementaryStarts[item]..<cells.supplementaryStarts[item + 1]
      where cells.supplementaries[view].kind == kind {
        let solved = cells.supplementaries[view]
        return LayoutAttributes(
          element: .supplementary(kind, indexPath), frame: solved.frame.offsetBy(dx: shift.x, dy: shift.y),
          zIndex: boost ? Swift.max(solved.zIndex, 1) : solved.zIndex)
      }
    }
    return nil
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
    return 1 / scale + (magnitude.isFinite ? magnitude * 1e-9 : 0) + 1e-9
  }

  /// Appends the elements of section `index` that intersect `rect`.
  private func appendElements(
    of index: Int, in rect: Rect, viewport: Viewport, cells: inout [LayoutAttributes],
    supplementaries: inout [LayoutAttributes], decorations: inout [LayoutAttributes]
  ) {
    let section = sections[index]
    let boost = section.hasDecoration
    for item in section.boundaryItems {
      let frame = pinnedFrame(item, pinStart: section.start, pinEnd: section.end, viewport: viewport)
      if frame.overlaps(rect) {
        supplementaries.append(
          withListFacts(
            LayoutAttributes(
              element: .supplementary(item.kind, ElementIndexPath(item: 0, section: index)), frame: frame,
              zIndex: boost ? Swift.max(item.zIndex, 1) : item.zIndex), section: index))
      }
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
    for decoration in section.decorations where decoration.frame.overlaps(rect) {
      decorations.append(
        LayoutAttributes(
          element: .decoration(decoration.kind, ElementIndexPath(item: 0, section: index)), frame: decoration.frame,
          zIndex: decoration.zIndex))
    }
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
      let first = group * perGroup
      // The last group may be partial.
      for leaf in 0..<Swift.min(perGroup, repeated.itemCount - first) {
        let item = first + leaf
        let path = ElementIndexPath(item: item, section: section)
        let frame = repeated.cellFrame(group: group, leaf: leaf, scale: scale).offsetBy(dx: shift.x, dy: shift.y)
        if frame.overlaps(rect) {
          cells.append(
            withListFacts(
              LayoutAttributes(element: .cell(path), frame: frame, zIndex: root.leaves[leaf].zIndex + (boost ? 1 : 0)),
              section: section))
          appendListSeparators(section: section, item: item, cellFrame: frame, in: rect, to: &decorations)
        }
        for view in root.supplementaryStarts[leaf]..<root.supplementaryStarts[leaf + 1] {
          let viewFrame = repeated.supplementaryFrame(group: group, index: view, scale: scale)
            .offsetBy(dx: shift.x, dy: shift.y)
          if viewFrame.overlaps(rect) {
            let solved = root.supplementaries[view]
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
    var group = CompositionalSearch.partitionPoint(0..<explicit.groupCount) {
      explicit.reachMaxPrefix[$0] > low - margin
    }
    while group < explicit.groupCount {
      if explicit.isMonotone && !(explicit.reachMin[group] < high + margin) { break }
      if explicit.reachMax[group] > low - margin && explicit.reachMin[group] < high + margin {
        for item in explicit.groupFirstItem[group]..<explicit.groupFirstItem[group + 1] {
          let path = ElementIndexPath(item: item, section: section)
          let frame = explicit.frames[item].offsetBy(dx: shift.x, dy: shift.y)
          if frame.overlaps(rect) {
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
                  element: .supplementary(solved.kind, path), frame: viewFrame,
                  zIndex: boost ? Swift.max(solved.zIndex, 1) : solved.zIndex))
            }
          }
        }
      }
      group += 1
    }
  }
}
