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
  /// Whether the view extends the boundary from an edge across the scroll axis (a leading
  /// or trailing view of a vertical layout): the host grows to the view's length.
  var extendsAlong: Bool

  /// How far the view, moved by its offset, reaches beyond the host's edge on its side: the
  /// section grows by that, not by the box length (docs/compositional-layout.md, "Boundary
  /// views"). 0 for views that do not extend before or after.
  func extent(_ axis: ScrollAxis) -> Double {
    let offset = axis.main(item.absoluteOffset)
    if extendsBefore { return Swift.max(0, axis.main(box) - offset) }
    if extendsAfter { return Swift.max(0, axis.main(box) + offset) }
    return 0
  }
}

/// Builds sections for one environment.
struct CompositionalSectionBuilder {
  typealias Section = CompositionalLayout.Section

  let axis: ScrollAxis
  /// The collection view's bounds size (sanitized).
  let bounds: Size
  let scale: Double

  /// The effective container a section's root group resolves in: the bounds less the
  /// section's insets across the scroll axis (normal sections), or along it (orthogonal
  /// sections, whose fractional widths are of the full width).
  static func rootContainer(_ section: Section, axis: ScrollAxis, bounds: Size) -> Size {
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
        extendsBefore: item.extendsBoundary && mainFactor == 0, extendsAfter: item.extendsBoundary && mainFactor == 1,
        extendsAlong: item.extendsBoundary && mainFactor != 0 && mainFactor != 1)
    }
  }

  /// Places measured boundary views on the host rect `hostMin … hostMax` (scroll axis) by
  /// `crossStart … crossStart + crossLength`: extending ones outside it, the others inside,
  /// then the offset, then their content insets; rounded. Pinned, a header stays within
  /// `start … hostMax` and a footer within `hostMin … end`: the room the views on the other
  /// side took is not theirs (docs/compositional-layout.md, "Pinning").
  func place(
    _ measured: [MeasuredBoundaryItem], hostMin: Double, hostMax: Double, crossStart: Double, crossLength: Double,
    start: Double, end: Double
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
      let pinsLikeFooter = entry.mainFactor == 1
      return PlacedBoundaryItem(
        kind: entry.item.elementKind, frame: frame, zIndex: entry.item.zIndex, pins: entry.item.pinToVisibleBounds,
        pinsLikeFooter: pinsLikeFooter, pinsFrom: pinsLikeFooter ? hostMin : start,
        pinsTo: pinsLikeFooter ? end : hostMax)
    }
  }

  // MARK: Sections

  /// Where the root group's repetitions go and how far they reach, filled by `repeatCells` or
  /// `solveEachGroup`.
  struct Groups {
    var cells: CompositionalCells = .none
    /// The groups' extent along the scroll axis (between the section's main insets).
    var mainExtent = 0.0
    /// The groups' extent across, for an orthogonal strip.
    var repeatExtent = 0.0
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
    let itemCount = Swift.max(0, data.itemCount)
    // An empty section without boundary views takes no room: not even its insets
    // (docs/compositional-layout.md, "Sections").
    if itemCount == 0 && measured.isEmpty {
      return CompositionalSectionGeometry(
        isPlaceholder: false, start: start, end: start, cells: .none, boundaryItems: [], decorations: [],
        searchMin: start, searchMax: start, strip: nil, list: nil)
    }
    let headerExtent = measured.lazy.filter(\.extendsBefore).map { $0.extent(self.axis) }.max() ?? 0
    let footerExtent = measured.lazy.filter(\.extendsAfter).map { $0.extent(self.axis) }.max() ?? 0
    // A view extending from a side is held whole: the host grows to its length.
    let alongLength = measured.lazy.filter(\.extendsAlong).map { self.axis.main($0.box) }.max() ?? 0
    // A list section's padding above its header lies inside the section (its pin rect and
    // background), before the header (docs/lists-and-cells.md).
    let contentStart = start + (section.listMetrics?.paddingAboveHeader ?? 0) + headerExtent
    let groupsStart = contentStart + axis.mainLeading(insets)

    var groups = Groups()
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
    let hostMax = Swift.max(groupsStart + groups.mainExtent + axis.mainTrailing(insets), contentStart + alongLength)
    let end = hostMax + footerExtent
    let boundaryItems = place(
      measured, hostMin: contentStart, hostMax: hostMax, crossStart: supplementaryCrossStart,
      crossLength: supplementaryCrossLength, start: start, end: end)
    let decorations = placeDecorations(section.decorationItems, start: start, end: end, crossExtent: boundsCross)
    var strip: OrthogonalStrip?
    if orthogonal {
      strip = OrthogonalStrip(
        behavior: section.orthogonalScrollingBehavior,
        frame: axis.rect(main: contentStart, cross: 0, mainExtent: hostMax - contentStart, crossExtent: boundsCross),
        contentLength: axis.crossLeading(insets) + groups.repeatExtent + axis.crossTrailing(insets),
        visibleLength: boundsCross, leadingInset: axis.crossLeading(insets))
    }
    let search = searchExtent(
      start: start, end: end, reach: groups.reach, boundaryItems: boundaryItems, decorations: decorations)
    return CompositionalSectionGeometry(
      isPlaceholder: false, start: start, end: end, cells: groups.cells, boundaryItems: boundaryItems,
      decorations: decorations, searchMin: search.min, searchMax: search.max, strip: strip, list: nil)
  }

  /// The section's backgrounds: each decoration item over the whole section (`start … end`
  /// along the scroll axis, `0 … crossExtent` across), inset by its content insets, rounded.
  private func placeDecorations(
    _ items: [CompositionalLayout.DecorationItem], start: Double, end: Double, crossExtent: Double
  ) -> [PlacedDecoration] {
    items.map { item in
      let whole = axis.rect(main: start, cross: 0, mainExtent: end - start, crossExtent: crossExtent)
      return PlacedDecoration(
        kind: item.elementKind,
        frame: CompositionalPixels.round(CompositionalPixels.inset(whole, by: item.contentInsets), scale: scale),
        zIndex: item.zIndex)
    }
  }

  /// Everything the section can show along the scroll axis, pinned positions included: the
  /// section, its cells' and views' `reach`, each boundary view anywhere it can pin to between
  /// `start` and `end`, and the backgrounds.
  private func searchExtent(
    start: Double, end: Double, reach: Rect?, boundaryItems: [PlacedBoundaryItem], decorations: [PlacedDecoration]
  ) -> (min: Double, max: Double) {
    var searchMin = start
    var searchMax = end
    if let reach {
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
    return (searchMin, searchMax)
  }

  /// The root group's edge spacing along the repeat axis (fixed values and flexible minimums:
  /// flexible edges along the scroll axis are ignored, as UIKit does with a warning) and
  /// across it.
  func rootEdges(_ section: Section) -> (
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
  static func acrossOrigin(
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
  static func partialReduction(
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
}
