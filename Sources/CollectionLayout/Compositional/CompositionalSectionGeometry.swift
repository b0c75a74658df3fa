/// What `prepare` keeps of one section: its extent along the scroll axis, its cells (one
/// repeated group solution in closed form, or every frame when each repetition was solved on
/// its own), its boundary views, backgrounds and orthogonal strip.
///
/// ```
///  repeated:  frame(item i) = round(leaf[i mod N].cell + origin + ⌊i / N⌋ · step · repeat axis)
///             O(N) memory however many items; found by solving for the repetition index
///  explicit:  frames[i] stored; repetitions found by binary search on their reach
/// ```
import Geometry

/// The solution of a root group, ready to repeat.
struct SolvedRoot: Hashable, Sendable {
  /// The root group's box size.
  var size: Size
  /// The cells, relative to the group's origin.
  var leaves: [SolvedLeaf]
  /// The views attached to leaves, ordered by leaf (stable).
  var supplementaries: [SolvedSupplementary]
  /// `supplementaries[supplementaryStarts[l] ..< supplementaryStarts[l + 1]]` belong to leaf l.
  var supplementaryStarts: [Int]
  /// The union of every cell and view frame, relative to the group's origin.
  var reach: Rect?

  /// Takes the solver's current solution.
  init(_ solver: CompositionalGroupSolver, size: Size) {
    self.size = size
    leaves = solver.leaves
    let (sorted, starts) = Self.byLeaf(solver.supplementaries, leafCount: solver.leaves.count)
    supplementaries = sorted
    supplementaryStarts = starts
    var union: Rect?
    for leaf in leaves { union = union.map { $0.union(leaf.cell) } ?? leaf.cell }
    for view in supplementaries { union = union.map { $0.union(view.frame) } ?? view.frame }
    reach = union
  }

  /// `views` ordered by leaf, keeping the solving order within a leaf, and where each leaf's
  /// views start.
  static func byLeaf(_ views: [SolvedSupplementary], leafCount: Int) -> ([SolvedSupplementary], [Int]) {
    var starts = [Int](repeating: 0, count: leafCount + 1)
    for view in views where view.leaf >= 0 && view.leaf < leafCount { starts[view.leaf + 1] += 1 }
    for index in 0..<leafCount { starts[index + 1] += starts[index] }
    var next = starts
    var sorted = views
    for view in views where view.leaf >= 0 && view.leaf < leafCount {
      sorted[next[view.leaf]] = view
      next[view.leaf] += 1
    }
    sorted.removeSubrange(starts[leafCount]...)
    return (sorted, starts)
  }
}

/// A section's cells repeating one solution: repetition k's box origin is `origin` moved by
/// `k · step` along the repeat axis (the scroll axis, or across it in an orthogonal section).
struct RepeatedCells: Sendable {
  var root: SolvedRoot
  /// Repetition 0's box origin, in content coordinates (orthogonal offset 0).
  var origin: Point
  /// The distance between consecutive repetitions: edges, box and inter-group spacing.
  var step: Double
  /// Whether repetitions follow each other along x.
  var repeatsHorizontally: Bool
  var groupCount: Int
  var itemCount: Int

  @inline(__always) var leavesPerGroup: Int { root.leaves.count }

  /// Repetition k's box origin.
  @inline(__always) func origin(ofGroup group: Int) -> Point {
    let shift = Double(group) * step
    return repeatsHorizontally
      ? Point(x: origin.x + shift, y: origin.y) : Point(x: origin.x, y: origin.y + shift)
  }

  /// The rounded cell frame of `leaf` in repetition `group`.
  @inline(__always) func cellFrame(group: Int, leaf: Int, scale: Double) -> Rect {
    let at = origin(ofGroup: group)
    return CompositionalPixels.round(root.leaves[leaf].cell.offsetBy(dx: at.x, dy: at.y), scale: scale)
  }

  /// The rounded frame of attached view `index` in repetition `group`.
  @inline(__always) func supplementaryFrame(group: Int, index: Int, scale: Double) -> Rect {
    let at = origin(ofGroup: group)
    return CompositionalPixels.round(root.supplementaries[index].frame.offsetBy(dx: at.x, dy: at.y), scale: scale)
  }
}

/// A section's cells solved repetition by repetition (measured estimated sizes): every frame
/// stored, rounded, at orthogonal offset 0.
struct ExplicitCells: Sendable {
  var frames: [Rect] = []
  /// Each cell's own zIndex, or empty when all are 0.
  var zIndices: [Int] = []
  /// The attached views, ordered by item; `leaf` holds the item index, frames are final.
  var supplementaries: [SolvedSupplementary] = []
  /// `supplementaries[supplementaryStarts[i] ..< supplementaryStarts[i + 1]]` belong to item i.
  var supplementaryStarts: [Int] = [0]
  /// The first item of each repetition, and the item count after the last.
  var groupFirstItem: [Int] = [0]
  /// Each repetition's box origin and length along the repeat axis (for orthogonal snapping).
  var groupStart: [Double] = []
  var groupLength: [Double] = []
  /// Each repetition's reach along the repeat axis: the least minimum and greatest maximum of
  /// its cell and view frames.
  var reachMin: [Double] = []
  var reachMax: [Double] = []
  /// The running maximum of `reachMax`, non-decreasing, so binary-searchable.
  var reachMaxPrefix: [Double] = []
  /// Whether `reachMin` never decreases, so a scan can stop at the first repetition past a rect.
  var isMonotone = true
  var repeatsHorizontally = false

  var groupCount: Int { groupStart.count }
}

/// A section's cells.
enum CompositionalCells: Sendable {
  /// No cells (no items, or a placeholder).
  case none
  /// One solution repeated in closed form.
  case repeated(RepeatedCells)
  /// Every frame stored (measured estimated sizes).
  case explicit(ExplicitCells)

  var itemCount: Int {
    switch self {
    case .none: 0
    case .repeated(let cells): cells.itemCount
    case .explicit(let cells): cells.frames.count
    }
  }

  var groupCount: Int {
    switch self {
    case .none: 0
    case .repeated(let cells): cells.groupCount
    case .explicit(let cells): cells.groupCount
    }
  }

  /// Repetition k's box start along the repeat axis, at orthogonal offset 0.
  func groupStart(_ group: Int) -> Double {
    switch self {
    case .none: 0
    case .repeated(let cells):
      cells.repeatsHorizontally ? cells.origin(ofGroup: group).x : cells.origin(ofGroup: group).y
    case .explicit(let cells): cells.groupStart[group]
    }
  }

  /// Repetition k's box length along the repeat axis.
  func groupLength(_ group: Int) -> Double {
    switch self {
    case .none: 0
    case .repeated(let cells): cells.repeatsHorizontally ? cells.root.size.width : cells.root.size.height
    case .explicit(let cells): cells.groupLength[group]
    }
  }
}

/// A boundary view placed in content coordinates, before pinning.
struct PlacedBoundaryItem: Hashable, Sendable {
  var kind: ElementKind
  /// The unpinned frame, rounded.
  var frame: Rect
  var zIndex: Int
  var pins: Bool
  /// Whether the view pins as a footer (its alignment names the trailing edge of the scroll
  /// axis) rather than as a header.
  var pinsLikeFooter: Bool
}

/// A background placed in content coordinates.
struct PlacedDecoration: Hashable, Sendable {
  var kind: ElementKind
  var frame: Rect
  var zIndex: Int
}

/// The strip an orthogonal section scrolls in.
struct OrthogonalStrip: Hashable, Sendable {
  var behavior: CompositionalLayout.OrthogonalScrollingBehavior
  /// The strip in content coordinates: the full cross extent by the section's content region.
  var frame: Rect
  /// The scrollable length across: leading inset, groups, trailing inset.
  var contentLength: Double
  /// The strip's visible length across (the layout's cross extent).
  var visibleLength: Double
  /// The section's leading inset across, where `groupPaging` rests a group's leading edge.
  var leadingInset: Double
}

/// One section as prepared.
struct CompositionalSectionGeometry: Sendable {
  /// True for a data section without a definition: no elements, no extent.
  var isPlaceholder: Bool
  /// The section's frame along the scroll axis (extending boundary views and insets
  /// included): the pin rect and the background's extent.
  var start: Double
  var end: Double
  var cells: CompositionalCells
  var boundaryItems: [PlacedBoundaryItem]
  var decorations: [PlacedDecoration]
  /// The least and greatest scroll-axis coordinate any of the section's frames can have,
  /// pinned positions included, at any orthogonal offset.
  var searchMin: Double
  var searchMax: Double
  var strip: OrthogonalStrip?
  /// How far the section's content reaches across (for the content size).
  var crossContentEnd: Double
  /// A list section's rows, separators and cell attributes; nil for other sections.
  var list: ListSectionGeometry?

  var hasDecoration: Bool { !decorations.isEmpty }

  /// A placeholder at `position`.
  static func placeholder(at position: Double) -> CompositionalSectionGeometry {
    CompositionalSectionGeometry(
      isPlaceholder: true, start: position, end: position, cells: .none, boundaryItems: [], decorations: [],
      searchMin: position, searchMax: position, strip: nil, crossContentEnd: 0, list: nil)
  }
}
