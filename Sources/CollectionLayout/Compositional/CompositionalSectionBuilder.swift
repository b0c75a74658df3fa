/// Building one section: boundary views measured first (extending ones move the content),
/// then the root group repeated (in closed form, or solved per repetition when estimated sizes
/// are measured), then boundary views placed on the finished host rect, then backgrounds.
///
/// ```
///  start ─┬─ extending headers (largest extent)        host rect (vertical):
///         ├─ contentInsets.top                         x: [leading, W − trailing] when
///         ├─ groups: g·(edges + h) + (g − 1)·spacing      supplementaries follow the insets,
///         │          − what a partial last group lacks    else [0, W]
///         ├─ contentInsets.bottom                      y: [top of insets.top,
///  end  ──┴─ extending footers (largest extent)           bottom of insets.bottom]
/// ```
import Geometry

/// A boundary view's size and anchor, known before the section's extent.
struct MeasuredBoundaryItem: Sendable {
  var item: CompositionalLayout.BoundarySupplementaryItem
  /// The box size (before the view's content insets).
  var box: Size
  /// The anchor point as fractions along the scroll axis and across it.
  var mainFactor: Double
  var crossFactor: Double
  /// Whether the view sits before (header) or after (footer) the host rect and grows it.
  var extendsBefore: Bool
  var extendsAfter: Bool
}

/// Builds sections for one environment.
struct CompositionalSectionBuilder {
  typealias Section = CompositionalLayout.Section

  let axis: CompositionalAxis
  /// The collection view's bounds size (sanitized).
  let bounds: Size
  let scale: Double

  /// The effective container a section's root group resolves in: the bounds less the
  /// section's insets across the scroll axis (normal sections), or along it (orthogonal
  /// sections, whose fractional widths are of the full width).
  static func rootContainer(_ section: Section, axis: CompositionalAxis, bounds: Size) -> Size {
    let insets = section.contentInsets
    if section.orthogonalScrollingBehavior == .none {
      let cross = axis.cross(bounds) - axis.crossLeading(insets) - axis.crossTrailing(insets)
      return axis.size(main: axis.main(bounds), cross: Swift.max(0, cross))
    }
    let main = axis.main(bounds) - axis.mainLeading(insets) - axis.mainTrailing(insets)
    return axis.size(main: Swift.max(0, main), cross: axis.cross(bounds))
  }

  /// Whether any item or group in the tree has an estimated dimension (then measured sizes
  /// change the solution from one repetition to the next).
  static func containsEstimated(_ group: CompositionalLayout.Group) -> Bool {
    if group.layoutSize.widthDimension.isEstimated || group.layoutSize.heightDimension.isEstimated { return true }
    for subitem in group.subitems {
      switch subitem {
      case .item(let item):
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated { return true }
      case .group(let nested):
        if containsEstimated(nested) { return true }
      }
    }
    return false
  }

  // MARK: Boundary views

  /// Sizes and anchors of boundary views resolved in `container`.
  func measure(
    _ items: [CompositionalLayout.BoundarySupplementaryItem], container: Size, measured: [ElementKind: Size] = [:]
  ) -> [MeasuredBoundaryItem] {
    items.map { item in
      var box = CompositionalPixels.resolve(item.layoutSize, in: container, scale: scale)
      // A measured size replaces the estimate along estimated dimensions only, as for items.
      if let size = measured[item.elementKind] {
        if item.layoutSize.widthDimension.isEstimated, size.width.isFinite, size.width > 0 {
          box.width = Swift.min(size.width, CompositionalLayout.Limits.maximumLength)
        }
        if item.layoutSize.heightDimension.isEstimated, size.height.isFinite, size.height > 0 {
          box.height = Swift.min(size.height, CompositionalLayout.Limits.maximumLength)
        }
      }
      let factors = item.alignment.anchorFactors
      let mainFactor = axis.isHorizontal ? factors.x : factors.y
      let crossFactor = axis.isHorizontal ? factors.y : factors.x
      return MeasuredBoundaryItem(
        item: item, box: box, mainFactor: mainFactor, crossFactor: crossFactor,
        extendsBefore: item.extendsBoundary && mainFactor == 0, extendsAfter: item.extendsBoundary && mainFactor == 1)
    }
  }

  /// Places measured boundary views on the host rect `hostMin … hostMax` (scroll axis) by
  /// `crossStart … crossStart + crossLength`: extending ones outside it, the others inside,
  /// then the offset, then their content insets; rounded.
  func place(
    _ measured: [MeasuredBoundaryItem], hostMin: Double, hostMax: Double, crossStart: Double, crossLength: Double
  ) -> [PlacedBoundaryItem] {
    measured.map { entry in
      let boxMain = axis.main(entry.box)
      let boxCross = axis.cross(entry.box)
      let main: Double
      if entry.extendsBefore {
        main = hostMin - boxMain
      } else if entry.extendsAfter {
        main = hostMax
      } else {
        main = hostMin + entry.mainFactor * (hostMax - hostMin - boxMain)
      }
      let cross = crossStart + entry.crossFactor * (crossLength - boxCross)
      let box = axis.rect(main: main, cross: cross, mainExtent: boxMain, crossExtent: boxCross)
        .offsetBy(dx: entry.item.absoluteOffset.x, dy: entry.item.absoluteOffset.y)
      let frame = CompositionalPixels.round(CompositionalPixels.inset(box, by: entry.item.contentInsets), scale: scale)
      return PlacedBoundaryItem(
        kind: entry.item.elementKind, frame: frame, zIndex: entry.item.zIndex, pins: entry.item.pinToVisibleBounds,
        pinsLikeFooter: entry.mainFactor == 1)
    }
  }

  // MARK: Sections

  /// Where the root group's repetitions go and how far they reach, filled by `repeatCells` or
  /// `solveEachGroup`.
  private struct Groups {
    var cells: CompositionalCells = .none
    /// The groups' extent along the scroll axis (between the section's main insets).
    var mainExtent = 0.0
    /// The groups' extent across, for an orthogonal strip.
    var repeatExtent = 0.0
    /// How far the content reaches across (normal sections).
    var crossEnd = 0.0
    /// The union of every cell and attached view frame, at orthogonal offset 0.
    var reach: Rect?
  }

  /// Builds the section defined by `section` for data `data`, starting at `start` along the
  /// scroll axis. `solution` gives the shared root-group solution (called only when the
  /// section repeats one).
  func build(
    _ section: Section, data: LayoutContent.Section, start: Double, solution: () -> SolvedRoot
  ) -> CompositionalSectionGeometry {
    let insets = section.contentInsets
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let boundsMain = axis.main(bounds)
    let boundsCross = axis.cross(bounds)
    let follows = section.supplementariesFollowContentInsets
    let supplementaryCrossStart = follows ? axis.crossLeading(insets) : 0
    let supplementaryCrossLength = Swift.max(
      0, boundsCross - (follows ? axis.crossLeading(insets) + axis.crossTrailing(insets) : 0))
    let measured = measure(
      section.boundarySupplementaryItems, container: axis.size(main: boundsMain, cross: supplementaryCrossLength),
      measured: data.supplementarySizes)
    let headerExtent = measured.lazy.filter(\.extendsBefore).map { self.axis.main($0.box) }.max() ?? 0
    let footerExtent = measured.lazy.filter(\.extendsAfter).map { self.axis.main($0.box) }.max() ?? 0
    // A list section's padding above its header lies inside the section (its pin rect and
    // background), before the header (docs/lists-and-cells.md).
    let contentStart = start + (section.listMetrics?.paddingAboveHeader ?? 0) + headerExtent
    let groupsStart = contentStart + axis.mainLeading(insets)

    var groups = Groups()
    let itemCount = Swift.max(0, data.itemCount)
    if itemCount > 0 {
      let container = Self.rootContainer(section, axis: axis, bounds: bounds)
      if data.itemSizes != nil && Self.containsEstimated(section.group) {
        groups = solveEachGroup(
          section, data: data, itemCount: itemCount, container: container, groupsStart: groupsStart)
      } else {
        groups = repeatCells(
          section, root: solution(), itemCount: itemCount, container: container, groupsStart: groupsStart)
      }
    }
    let hostMax = groupsStart + groups.mainExtent + axis.mainTrailing(insets)
    let end = hostMax + footerExtent
    let boundaryItems = place(
      measured, hostMin: contentStart, hostMax: hostMax, crossStart: supplementaryCrossStart,
      crossLength: supplementaryCrossLength)
    let decorations = section.decorationItems.map { item in
      let whole = axis.rect(main: start, cross: 0, mainExtent: end - start, crossExtent: boundsCross)
      return PlacedDecoration(
        kind: item.elementKind,
        frame: CompositionalPixels.round(CompositionalPixels.inset(whole, by: item.contentInsets), scale: scale),
        zIndex: item.zIndex)
    }
    var strip: OrthogonalStrip?
    if orthogonal {
      strip = OrthogonalStrip(
        behavior: section.orthogonalScrollingBehavior,
        frame: axis.rect(main: contentStart, cross: 0, mainExtent: hostMax - contentStart, crossExtent: boundsCross),
        contentLength: axis.crossLeading(insets) + groups.repeatExtent + axis.crossTrailing(insets),
        visibleLength: boundsCross, leadingInset: axis.crossLeading(insets))
    }

    // Everything the section can show along the scroll axis, pinned positions included.
    var searchMin = start
    var searchMax = end
    if let reach = groups.reach {
      searchMin = Swift.min(searchMin, axis.minMain(reach))
      searchMax = Swift.max(searchMax, axis.maxMain(reach))
    }
    for item in boundaryItems {
      let length = axis.main(item.frame.size)
      searchMin = Swift.min(searchMin, axis.minMain(item.frame), end - length)
      searchMax = Swift.max(searchMax, axis.maxMain(item.frame), start + length)
    }
    for decoration in decorations {
      searchMin = Swift.min(searchMin, axis.minMain(decoration.frame))
      searchMax = Swift.max(searchMax, axis.maxMain(decoration.frame))
    }
    return CompositionalSectionGeometry(
      isPlaceholder: false, start: start, end: end, cells: groups.cells, boundaryItems: boundaryItems,
      decorations: decorations, searchMin: searchMin, searchMax: searchMax, strip: strip,
      crossContentEnd: orthogonal ? boundsCross : groups.crossEnd, list: nil)
  }

  /// The root group's edge spacing along the repeat axis (fixed values and flexible minimums:
  /// flexible edges along the scroll axis are ignored, as UIKit does with a warning) and
  /// across it.
  private func rootEdges(_ section: Section) -> (
    alongLead: Double, alongTrail: Double, acrossLead: CompositionalLayout.Spacing?,
    acrossTrail: CompositionalLayout.Spacing?
  ) {
    let edges = section.group.edgeSpacing
    let mainLead = axis.isHorizontal ? edges?.leading : edges?.top
    let mainTrail = axis.isHorizontal ? edges?.trailing : edges?.bottom
    let crossLead = axis.isHorizontal ? edges?.top : edges?.leading
    let crossTrail = axis.isHorizontal ? edges?.bottom : edges?.trailing
    if section.orthogonalScrollingBehavior == .none {
      return (mainLead?.spacing ?? 0, mainTrail?.spacing ?? 0, crossLead, crossTrail)
    }
    // Across an orthogonal strip the section grows to fit the group: no room to share, so
    // flexible edges count at their minimum.
    return (
      crossLead?.spacing ?? 0, crossTrail?.spacing ?? 0, mainLead.map { .fixed($0.spacing) },
      mainTrail.map { .fixed($0.spacing) }
    )
  }

  /// Where a group of length `length` starts across the repeat axis in a room of `room`
  /// starting at `start`: after its leading edge, plus its share of the free room when that
  /// edge is flexible (both flexible: centred).
  private static func acrossOrigin(
    start: Double, room: Double, length: Double, lead: CompositionalLayout.Spacing?,
    trail: CompositionalLayout.Spacing?
  ) -> Double {
    var origin = start + (lead?.spacing ?? 0)
    let flexible = (lead?.isFlexibleSpacing == true ? 1 : 0) + (trail?.isFlexibleSpacing == true ? 1 : 0)
    if lead?.isFlexibleSpacing == true {
      origin += (room - length - (lead?.spacing ?? 0) - (trail?.spacing ?? 0)) / Double(flexible)
    }
    return origin
  }

  /// How much shorter a partial last repetition is: what its missing leaves would have added
  /// to its reach along the repeat axis. None when the root group is exactly
  /// `.fractionalWidth(1) × .fractionalHeight(1)`, whose repetitions keep their full extent.
  private static func partialReduction(
    _ leaves: [SolvedLeaf], present: Int, alongX: Bool, rootSize: LayoutSize
  ) -> Double {
    guard present < leaves.count else { return 0 }
    if rootSize == LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)) {
      return 0
    }
    var all = -Double.infinity
    var some = -Double.infinity
    for (index, leaf) in leaves.enumerated() {
      let end = alongX ? leaf.box.maxX : leaf.box.maxY
      all = Swift.max(all, end)
      if index < present { some = Swift.max(some, end) }
    }
    return Swift.max(0, all - some)
  }

  /// Repeats one solution for all the section's items.
  private func repeatCells(
    _ section: Section, root: SolvedRoot, itemCount: Int, container: Size, groupsStart: Double
  ) -> Groups {
    var groups = Groups()
    let perGroup = root.leaves.count
    guard perGroup > 0 else { return groups }
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let repeatsHorizontally = orthogonal != axis.isHorizontal
    let edges = rootEdges(section)
    let groupCount = itemCount / perGroup + (itemCount % perGroup == 0 ? 0 : 1)
    let boxAlong = repeatsHorizontally ? root.size.width : root.size.height
    let boxAcross = repeatsHorizontally ? root.size.height : root.size.width
    let spacing = section.interGroupSpacing
    let step = edges.alongLead + boxAlong + edges.alongTrail + spacing
    let reduction = Self.partialReduction(
      root.leaves, present: itemCount - (groupCount - 1) * perGroup, alongX: repeatsHorizontally,
      rootSize: section.group.layoutSize)
    let repeatExtent =
      Double(groupCount) * (edges.alongLead + boxAlong + edges.alongTrail) + Double(groupCount - 1) * spacing
      - reduction
    let insets = section.contentInsets
    let originMain: Double
    let originCross: Double
    if orthogonal {
      originCross = axis.crossLeading(insets) + edges.alongLead
      originMain = groupsStart + (edges.acrossLead?.spacing ?? 0)
      groups.mainExtent = (edges.acrossLead?.spacing ?? 0) + boxAcross + (edges.acrossTrail?.spacing ?? 0)
      groups.repeatExtent = repeatExtent
    } else {
      originMain = groupsStart + edges.alongLead
      originCross = Self.acrossOrigin(
        start: axis.crossLeading(insets), room: axis.cross(container), length: boxAcross, lead: edges.acrossLead,
        trail: edges.acrossTrail)
      groups.mainExtent = repeatExtent
      groups.crossEnd = originCross + boxAcross + (edges.acrossTrail?.spacing ?? 0) + axis.crossTrailing(insets)
    }
    let cells = RepeatedCells(
      root: root, origin: axis.point(main: originMain, cross: originCross), step: step,
      repeatsHorizontally: repeatsHorizontally, groupCount: groupCount, itemCount: itemCount)
    if let reach = root.reach {
      let first = reach.offsetBy(dx: cells.origin.x, dy: cells.origin.y)
      let lastOrigin = cells.origin(ofGroup: groupCount - 1)
      groups.reach = first.union(reach.offsetBy(dx: lastOrigin.x, dy: lastOrigin.y))
    }
    groups.cells = .repeated(cells)
    return groups
  }

  /// Solves the root group once per repetition, with each item's measured size along its
  /// estimated axes; following repetitions move by what the previous one measured.
  private func solveEachGroup(
    _ section: Section, data: LayoutContent.Section, itemCount: Int, container: Size, groupsStart: Double
  ) -> Groups {
    var groups = Groups()
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let repeatsHorizontally = orthogonal != axis.isHorizontal
    let edges = rootEdges(section)
    let insets = section.contentInsets
    let spacing = section.interGroupSpacing
    var solver = CompositionalGroupSolver(scale: scale, measuredSizes: data.itemSizes)
    var cells = ExplicitCells()
    cells.repeatsHorizontally = repeatsHorizontally
    cells.frames.reserveCapacity(itemCount)
    let repeatStart = orthogonal ? axis.crossLeading(insets) : groupsStart
    var cursor = repeatStart
    var item = 0
    var mainExtent = 0.0
    var crossEnd = 0.0
    // The union of every frame, as four numbers (cheaper per item than optional rects).
    var reachMinX = Double.infinity
    var reachMinY = Double.infinity
    var reachMaxX = -Double.infinity
    var reachMaxY = -Double.infinity
    var runningMax = -Double.infinity
    var order: [Int] = []
    let root = section.group
    while item < itemCount {
      solver.firstItem = item
      let size = solver.solve(root, in: container)
      let perGroup = solver.leaves.count
      guard perGroup > 0 else { break }
      let present = Swift.min(perGroup, itemCount - item)
      let boxAlong = repeatsHorizontally ? size.width : size.height
      let boxAcross = repeatsHorizontally ? size.height : size.width
      let reduction = Self.partialReduction(
        solver.leaves, present: present, alongX: repeatsHorizontally, rootSize: section.group.layoutSize)
      let along = cursor + edges.alongLead
      let across: Double
      if orthogonal {
        across = groupsStart + (edges.acrossLead?.spacing ?? 0)
        mainExtent = Swift.max(
          mainExtent, (edges.acrossLead?.spacing ?? 0) + boxAcross + (edges.acrossTrail?.spacing ?? 0))
      } else {
        across = Self.acrossOrigin(
          start: axis.crossLeading(insets), room: axis.cross(container), length: boxAcross, lead: edges.acrossLead,
          trail: edges.acrossTrail)
        crossEnd = Swift.max(
          crossEnd, across + boxAcross + (edges.acrossTrail?.spacing ?? 0) + axis.crossTrailing(insets))
      }
      let origin = repeatsHorizontally ? Point(x: along, y: across) : Point(x: across, y: along)
      var low = Double.infinity
      var high = -Double.infinity
      for index in 0..<present {
        let leaf = solver.leaves[index]
        let frame = CompositionalPixels.round(leaf.cell.offsetBy(dx: origin.x, dy: origin.y), scale: scale)
        if leaf.zIndex != 0 && cells.zIndices.isEmpty {
          cells.zIndices = [Int](repeating: 0, count: cells.frames.count)
        }
        if !cells.zIndices.isEmpty { cells.zIndices.append(leaf.zIndex) }
        cells.frames.append(frame)
        reachMinX = Swift.min(reachMinX, frame.minX)
        reachMinY = Swift.min(reachMinY, frame.minY)
        reachMaxX = Swift.max(reachMaxX, frame.maxX)
        reachMaxY = Swift.max(reachMaxY, frame.maxY)
        low = Swift.min(low, repeatsHorizontally ? frame.minX : frame.minY)
        high = Swift.max(high, repeatsHorizontally ? frame.maxX : frame.maxY)
      }
      if !solver.supplementaries.isEmpty {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: solver.supplementaries.indices.filter { solver.supplementaries[$0].leaf < present })
        // Stable by leaf: views of one leaf keep their solving order.
        order.sort { (solver.supplementaries[$0].leaf, $0) < (solver.supplementaries[$1].leaf, $1) }
        for index in order {
          var view = solver.supplementaries[index]
          view.frame = CompositionalPixels.round(view.frame.offsetBy(dx: origin.x, dy: origin.y), scale: scale)
          view.leaf += item
          reachMinX = Swift.min(reachMinX, view.frame.minX)
          reachMinY = Swift.min(reachMinY, view.frame.minY)
          reachMaxX = Swift.max(reachMaxX, view.frame.maxX)
          reachMaxY = Swift.max(reachMaxY, view.frame.maxY)
          low = Swift.min(low, repeatsHorizontally ? view.frame.minX : view.frame.minY)
          high = Swift.max(high, repeatsHorizontally ? view.frame.maxX : view.frame.maxY)
          cells.supplementaries.append(view)
        }
      }
      if let previous = cells.reachMin.last, !(low >= previous) { cells.isMonotone = false }
      runningMax = Swift.max(runningMax, high)
      cells.groupStart.append(along)
      cells.groupLength.append(boxAlong)
      cells.reachMin.append(low)
      cells.reachMax.append(high)
      cells.reachMaxPrefix.append(runningMax)
      item += present
      cells.groupFirstItem.append(item)
      cursor = along + boxAlong - reduction + edges.alongTrail + spacing
    }
    let (_, starts) = SolvedRoot.byLeaf(cells.supplementaries, leafCount: cells.frames.count)
    cells.supplementaryStarts = starts
    let repeatExtent = cells.groupCount > 0 ? cursor - spacing - repeatStart : 0
    if orthogonal {
      groups.mainExtent = mainExtent
      groups.repeatExtent = repeatExtent
    } else {
      groups.mainExtent = repeatExtent
      groups.crossEnd = crossEnd
    }
    if reachMinX <= reachMaxX && reachMinY <= reachMaxY {
      groups.reach = Rect(x: reachMinX, y: reachMinY, width: reachMaxX - reachMinX, height: reachMaxY - reachMinY)
    }
    groups.cells = cells.groupCount > 0 ? .explicit(cells) : .none
    return groups
  }
}
