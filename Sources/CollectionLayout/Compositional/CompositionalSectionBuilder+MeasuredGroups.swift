/// A section whose items have measured estimated sizes: the root group solved once per
/// repetition, each repetition placed after what the previous one measured, every frame stored.
///
/// ```
///  repetition 0: solve(items 0 ..< k₀)   ─▶ frames, views, reach [low₀, high₀]
///  repetition 1: solve(items k₀ ..< k₁)  ─▶ placed at cursor = end of 0 + spacing
///  …                                        reachMaxPrefix: running max of highᵢ
/// ```
import Geometry

extension CompositionalSectionBuilder {
  /// The union of frames as four numbers (cheaper per item than an optional rect).
  struct FrameUnion {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    /// Grows the union to cover `frame`.
    @inline(__always)
    mutating func add(_ frame: Rect) {
      minX = Swift.min(minX, frame.minX)
      minY = Swift.min(minY, frame.minY)
      maxX = Swift.max(maxX, frame.maxX)
      maxY = Swift.max(maxY, frame.maxY)
    }

    /// The union as a rectangle, or nil when nothing was added.
    var rect: Rect? {
      guard minX <= maxX && minY <= maxY else { return nil }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }

  /// One repetition's reach along the repeat axis: the least minimum and the greatest maximum of
  /// its cell and view frames.
  struct RepetitionReach {
    /// Whether the repetitions follow one another horizontally.
    let horizontally: Bool
    var low = Double.infinity
    var high = -Double.infinity

    init(horizontally: Bool) { self.horizontally = horizontally }

    /// Grows the reach to cover `frame`.
    @inline(__always)
    mutating func add(_ frame: Rect) {
      low = Swift.min(low, horizontally ? frame.minX : frame.minY)
      high = Swift.max(high, horizontally ? frame.maxX : frame.maxY)
    }
  }

  /// Moves each repetition's attached views into the section: ordered by leaf, numbered per kind
  /// across repetitions (group views), frames final. Keeps its scratch storage between
  /// repetitions.
  struct AttachedViewCollector {
    /// Scratch: the indices of one repetition's views, in the order they are appended.
    private var order: [Int] = []
    /// How many group views of each kind earlier repetitions had.
    private var groupViewCounts: [ElementKind: Int] = [:]

    /// Appends the views of the first `present` leaves of `views` (one repetition's, solved at
    /// the origin) moved to `origin`, rounded, their leaves renumbered from `firstItem`, to
    /// `cells`, growing `union` and `reach` by their frames.
    mutating func append(
      _ views: [SolvedSupplementary], present: Int, firstItem: Int, origin: Point, scale: Double,
      to cells: inout ExplicitCells, union: inout FrameUnion, reach: inout RepetitionReach
    ) {
      order.removeAll(keepingCapacity: true)
      order.append(contentsOf: views.indices.filter { views[$0].leaf < present })
      // Stable by leaf: views of one leaf keep their solving order.
      order.sort { (views[$0].leaf, $0) < (views[$1].leaf, $1) }
      for index in order {
        var view = views[index]
        view.frame = CompositionalPixels.round(view.frame.offsetBy(dx: origin.x, dy: origin.y), scale: scale)
        view.leaf += firstItem
        if view.groupOrdinal != nil {
          // Group views count on across repetitions, per kind.
          view.groupOrdinal = groupViewCounts[view.kind, default: 0]
          groupViewCounts[view.kind, default: 0] += 1
        }
        union.add(view.frame)
        reach.add(view.frame)
        cells.supplementaries.append(view)
      }
    }
  }

  /// Appends the cells of the first `present` of `leaves` (one repetition's, solved at the
  /// origin) moved to `origin` and rounded, with their zIndices (stored only once one is not
  /// 0), growing `union` and `reach` by their frames.
  @inline(__always)
  func appendCells(
    _ leaves: [SolvedLeaf], present: Int, origin: Point, to cells: inout ExplicitCells, union: inout FrameUnion,
    reach: inout RepetitionReach
  ) {
    for index in 0..<present {
      let leaf = leaves[index]
      let frame = CompositionalPixels.round(leaf.cell.offsetBy(dx: origin.x, dy: origin.y), scale: scale)
      if leaf.zIndex != 0 && cells.zIndices.isEmpty {
        cells.zIndices = [Int](repeating: 0, count: cells.frames.count)
      }
      if !cells.zIndices.isEmpty { cells.zIndices.append(leaf.zIndex) }
      cells.frames.append(frame)
      union.add(frame)
      reach.add(frame)
    }
  }

  /// Solves the root group once per repetition, with each item's measured size along its
  /// estimated axes; following repetitions move by what the previous one measured.
  func solveEachGroup(
    _ section: Section, data: LayoutContent.Section, itemCount: Int, container: Size, groupsStart: Double
  ) -> Groups {
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
    var union = FrameUnion()
    var runningMax = -Double.infinity
    var views = AttachedViewCollector()
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
      }
      let origin = repeatsHorizontally ? Point(x: along, y: across) : Point(x: across, y: along)
      var reach = RepetitionReach(horizontally: repeatsHorizontally)
      appendCells(solver.leaves, present: present, origin: origin, to: &cells, union: &union, reach: &reach)
      if !solver.supplementaries.isEmpty {
        views.append(
          solver.supplementaries, present: present, firstItem: item, origin: origin, scale: scale, to: &cells,
          union: &union, reach: &reach)
      }
      if let previous = cells.reachMin.last, !(reach.low >= previous) { cells.isMonotone = false }
      runningMax = Swift.max(runningMax, reach.high)
      cells.groupBoxes.append(Rect(origin: origin, size: size))
      cells.groupStart.append(along)
      cells.groupLength.append(boxAlong)
      cells.reachMin.append(reach.low)
      cells.reachMax.append(reach.high)
      cells.reachMaxPrefix.append(runningMax)
      item += present
      cells.groupFirstItem.append(item)
      cursor = along + boxAlong - reduction + edges.alongTrail + spacing
    }
    let (_, starts) = SolvedRoot.byLeaf(cells.supplementaries, leafCount: cells.frames.count)
    cells.supplementaryStarts = starts
    cells.groupViews = SolvedRoot.groupViews(cells.supplementaries)
    let repeatExtent = cells.groupCount > 0 ? cursor - spacing - repeatStart : 0
    var groups = Groups()
    groups.mainExtent = orthogonal ? mainExtent : repeatExtent
    if orthogonal { groups.repeatExtent = repeatExtent }
    groups.reach = union.rect
    groups.cells = cells.groupCount > 0 ? .explicit(cells) : .none
    return groups
  }
}
