/// Solving a group: which subitems it takes, their sizes and where they sit, recursively. A
/// section solves its root group once and repeats the solution (or, when estimated sizes are
/// measured, solves every repetition on its own).
///
/// ```
///  pass 1   R = G (the group's effective length along its axis)
///           for a, b, a, b, … : cost = size + edges (+ spacing unless the subitem's size
///           depends on the container along the axis); accept while R − cost ≥ −0.25
///  pass 2   if spacing > 0, ≥ 2 accepted and one depends on the container:
///           shrink the container by spacing·(n − 1), charge spacing for every subitem, redo
///  arrange  pos = inset; pos += lead edge; origin = pos; pos += size + trail edge + spacing
///           flexible gaps share (G − fixed total) equally; across, items hug the top
///           (flexible top and bottom edges split the free room)
/// ```
import Geometry

/// One cell of a solved group, relative to the root group's origin.
struct SolvedLeaf: Hashable, Sendable {
  /// The item's box before its content insets: partial groups are measured by it.
  var box: Rect
  /// The cell frame: the box inset by the item's content insets.
  var cell: Rect
  /// The cell's own zIndex (a custom item's; 0 otherwise).
  var zIndex: Int
}

/// A supplementary view that repeats with a leaf: a badge of the leaf's item, or a view of a
/// group whose first leaf it is (shown while that leaf is). The frame is relative to the root
/// group's origin.
struct SolvedSupplementary: Hashable, Sendable {
  /// The leaf the view goes with: a badge takes its item's index path.
  var leaf: Int
  var kind: ElementKind
  var frame: Rect
  var zIndex: Int
  /// A group's view: its number among the group views of its kind, in solving order (nested
  /// groups before the group holding them); its index path's item counts groups, not items
  /// (docs/compositional-layout.md, "Supplementary items"). `nil` for an item's view.
  var groupOrdinal: Int? = nil
}

/// The solver's state: output buffers reused across repetitions so that solving every
/// repetition of an estimated section does not allocate per group.
struct CompositionalGroupSolver {
  typealias Group = CompositionalLayout.Group
  typealias Item = CompositionalLayout.Item
  typealias Subitem = CompositionalLayout.Subitem

  /// Pixels per point (sanitized).
  let scale: Double
  /// The section's measured sizes (`LayoutContent.Section.itemSizes`), read along estimated
  /// axes only.
  let measuredSizes: [Size]?
  /// The item that leaf 0 stands for: measured sizes are looked up from here.
  var firstItem = 0
  /// The solved cells, in item order.
  var leaves: [SolvedLeaf] = []
  /// The views attached to leaves, in the order they were solved.
  var supplementaries: [SolvedSupplementary] = []
  /// Whether some fitting group took its first subitem although it did not fit.
  var overflowed = false
  /// Whether to record where the first overflowing group is (for validation).
  var tracksOverflow = false
  /// The subitem indices from the root group down to the first group whose first subitem did
  /// not fit, when `tracksOverflow`.
  private(set) var overflowPath: [Int]?
  /// Whether to record the box size of every custom group (`customGroupSizes`).
  var recordsCustomGroupSizes = false
  /// The proposed box size of each custom group solved, by the subitem indices from the root
  /// group down (`[]` for a custom root group), when `recordsCustomGroupSizes`.
  private(set) var customGroupSizes: [[Int]: Size] = [:]
  /// Subitem attempts so far; solving stops accepting subitems past `workLimit`.
  private var work = 0
  /// The accepted subitems of every group being solved, innermost last: a group's entries
  /// start where the stack ended when it began, so nested groups need no arrays of their own.
  private var accepted: [Accepted] = []
  /// The subitem indices from the root down to the group being solved, when `tracksOverflow`
  /// or `recordsCustomGroupSizes`.
  private var path: [Int] = []

  /// At most this many subitem attempts per solution: a bound on hostile nesting that no
  /// layout within the limits needs.
  static let workLimit = 4_000_000
  /// The least spacing that triggers the second pass.
  static let spacingEpsilon = 0.001
  /// How far past the end a subitem may reach and still fit.
  static let fitTolerance = 0.25

  init(scale: Double, measuredSizes: [Size]?) {
    self.scale = scale
    self.measuredSizes = measuredSizes
  }

  /// Solves `group` as a root group in a container of effective size `container`; returns the
  /// root group's box size. The leaves and supplementaries replace the previous solution.
  mutating func solve(_ group: Group, in container: Size) -> Size {
    leaves.removeAll(keepingCapacity: true)
    supplementaries.removeAll(keepingCapacity: true)
    accepted.removeAll(keepingCapacity: true)
    overflowed = false
    overflowPath = nil
    customGroupSizes.removeAll()
    path.removeAll(keepingCapacity: true)
    work = 0
    let proposed = resolve(group.layoutSize, in: container)
    let size = solveGroup(group, layoutSize: group.layoutSize, proposed: proposed, container: container, depth: 1)
    // Group views are numbered per kind in solving order, once the passes are settled.
    var ordinals: [ElementKind: Int] = [:]
    for index in supplementaries.indices where supplementaries[index].groupOrdinal != nil {
      let kind = supplementaries[index].kind
      supplementaries[index].groupOrdinal = ordinals[kind, default: 0]
      ordinals[kind, default: 0] += 1
    }
    return size
  }

  // MARK: Dimensions

  /// A dimension's length in `container` (see `CompositionalPixels.resolve`).
  @inline(__always) func resolve(_ size: LayoutSize, in container: Size) -> Size {
    CompositionalPixels.resolve(size, in: container, scale: scale)
  }

  /// The measured size of the item leaf `leaf` stands for, if the content gives a usable one.
  @inline(__always) func measuredSize(leaf: Int) -> Size? {
    guard let sizes = measuredSizes else { return nil }
    let item = firstItem + leaf
    guard item >= 0 && item < sizes.count else { return nil }
    let size = sizes[item]
    guard size.width >= 0, size.width.isFinite, size.height >= 0, size.height.isFinite else { return nil }
    return size
  }

  /// Whether a subitem's size depends on its container along the group's axis: either
  /// dimension fractional of that axis (UIKit's test, so a square's fractional-width height
  /// counts for a horizontal group).
  @inline(__always) static func dependsOnContainer(_ size: LayoutSize, horizontal: Bool) -> Bool {
    horizontal
      ? size.widthDimension.isFractionalWidth || size.heightDimension.isFractionalWidth
      : size.widthDimension.isFractionalHeight || size.heightDimension.isFractionalHeight
  }

  // MARK: Groups

  /// Solves `group` with its box at the origin and appends its leaves; returns its final box
  /// size (the proposed one, or the union of its contents along estimated axes). `container`
  /// is what the group's own size resolved in; its views' sizes resolve in it too.
  private mutating func solveGroup(
    _ group: Group, layoutSize: LayoutSize, proposed: Size, container: Size, depth: Int
  ) -> Size {
    // Why: unvalidated input may nest deeper than the limit; such a group stays empty.
    guard depth <= CompositionalLayout.Limits.maximumGroupNesting else { return proposed }
    let estimatedWidth = layoutSize.widthDimension.isEstimated
    let estimatedHeight = layoutSize.heightDimension.isEstimated
    // UIKit ignores insets along an estimated axis.
    var insets = group.contentInsets
    if estimatedWidth {
      insets.left = 0
      insets.right = 0
    }
    if estimatedHeight {
      insets.top = 0
      insets.bottom = 0
    }
    let content = Size(
      width: Swift.max(0, proposed.width - insets.left - insets.right),
      height: Swift.max(0, proposed.height - insets.top - insets.bottom))
    let leafStart = leaves.count
    var size = proposed
    switch group.arrangement {
    case .custom(let items):
      if recordsCustomGroupSizes { customGroupSizes[path] = proposed }
      var maxX = 0.0
      var maxY = 0.0
      for item in items {
        guard leaves.count < CompositionalLayout.Limits.maximumItemsPerGroup else { break }
        leaves.append(SolvedLeaf(box: item.frame, cell: item.frame, zIndex: item.zIndex))
        maxX = Swift.max(maxX, item.frame.maxX)
        maxY = Swift.max(maxY, item.frame.maxY)
      }
      if estimatedWidth { size.width = maxX }
      if estimatedHeight { size.height = maxY }
    case .horizontal, .vertical:
      var horizontal = false
      if case .horizontal = group.arrangement { horizontal = true }
      let union = solveLinear(
        group, horizontal: horizontal, content: content, insets: insets,
        estimatedAlong: horizontal ? estimatedWidth : estimatedHeight,
        estimatedAcross: horizontal ? estimatedHeight : estimatedWidth, depth: depth)
      if estimatedWidth { size.width = union.width }
      if estimatedHeight { size.height = union.height }
    }
    if leaves.count > leafStart && !group.supplementaryItems.isEmpty {
      let host = Rect(
        x: insets.left, y: insets.top, width: Swift.max(0, size.width - insets.left - insets.right),
        height: Swift.max(0, size.height - insets.top - insets.bottom))
      for item in group.supplementaryItems {
        // A group's view is sized in the group's container, not in the group
        // (docs/compositional-layout.md, "Supplementary items").
        let viewSize = resolve(item.layoutSize, in: container)
        supplementaries.append(
          SolvedSupplementary(
            leaf: leafStart, kind: item.elementKind, frame: anchoredFrame(item, size: viewSize, host: host),
            zIndex: item.zIndex, groupOrdinal: 0))
      }
    }
    return size
  }

  /// One accepted subitem of a horizontal or vertical group, solved at the origin.
  struct Accepted {
    var size: Size
    var leaves: Range<Int>
    var supplementaries: Range<Int>
    var edges: CompositionalLayout.EdgeSpacing?
    var dependent: Bool
  }

  /// Chooses, solves and arranges the subitems of a horizontal or vertical group whose content
  /// area (box less insets) is `content`. Returns the union of the placed subitems (their
  /// total along the axis, their largest extent across), which an estimated group takes.
  private mutating func solveLinear(
    _ group: Group, horizontal: Bool, content: Size, insets: EdgeInsets, estimatedAlong: Bool,
    estimatedAcross: Bool, depth: Int
  ) -> Size {
    guard !group.subitems.isEmpty else { return .zero }
    let spacing = group.interItemSpacing?.spacing ?? 0
    let leafStart = leaves.count
    let supplementaryStart = supplementaries.count
    let base = accepted.count
    defer { accepted.removeLast(accepted.count - base) }

    let length = horizontal ? content.width : content.height
    fit(
      group, horizontal: horizontal, container: content, length: length, chargeAll: false,
      estimatedAlong: estimatedAlong, depth: depth, leafStart: leafStart, supplementaryStart: supplementaryStart,
      base: base)
    let count = accepted.count - base
    if spacing >= Self.spacingEpsilon && count >= 2 && accepted[base...].contains(where: \.dependent) {
      // Second pass: fractional subitems resolve in what the spacing leaves, while the fit is
      // still measured against the whole length, now charging spacing before every subitem.
      let shrunk = length - spacing * Double(count - 1)
      let container =
        horizontal ? Size(width: shrunk, height: content.height) : Size(width: content.width, height: shrunk)
      fit(
        group, horizontal: horizontal, container: container, length: length, chargeAll: true,
        estimatedAlong: estimatedAlong, depth: depth, leafStart: leafStart, supplementaryStart: supplementaryStart,
        base: base)
    }
    return arrange(
      from: base, group: group, horizontal: horizontal, content: content, insets: insets,
      estimatedAlong: estimatedAlong, estimatedAcross: estimatedAcross)
  }

  /// One pass of choosing subitems: solves each candidate in `container` at the origin and
  /// keeps it while the running remainder of `length` allows (fitting groups), or takes exactly
  /// `count` (count and repeating groups, and every subitem once for a group estimated along
  /// its axis).
  private mutating func fit(
    _ group: Group, horizontal: Bool, container: Size, length: Double, chargeAll: Bool, estimatedAlong: Bool,
    depth: Int, leafStart: Int, supplementaryStart: Int, base: Int
  ) {
    truncate(leaves: leafStart, supplementaries: supplementaryStart)
    if accepted.count > base { accepted.removeLast(accepted.count - base) }
    let subitems = group.subitems
    let spacing = group.interItemSpacing?.spacing ?? 0
    let limit: Int
    var testsFit = false
    switch group.repetition {
    case .fitting:
      limit = estimatedAlong ? subitems.count : CompositionalLayout.Limits.maximumSubitemsPerGroup
      testsFit = !estimatedAlong
    case .count(let count), .repeating(let count):
      limit = Swift.min(Swift.max(count, 0), CompositionalLayout.Limits.maximumCount)
    }
    var remaining = length
    var index = 0
    while index < limit {
      guard leaves.count < CompositionalLayout.Limits.maximumItemsPerGroup, work < Self.workLimit else { break }
      work += 1
      let (subitem, layoutSize, position) = Self.candidate(index, of: group, subitems: subitems, horizontal: horizontal)
      let leavesBefore = leaves.count
      let supplementariesBefore = supplementaries.count
      let size = solveCandidate(
        subitem, layoutSize: layoutSize, position: position, container: container, depth: depth)
      let dependent = Self.dependsOnContainer(layoutSize, horizontal: horizontal)
      let edges = subitem.edgeSpacing
      let edgeLength = Self.edgeLength(edges, horizontal: horizontal)
      // Pass 1 charges no spacing before a container-dependent subitem; pass 2 charges all.
      let charge = accepted.count > base && (chargeAll || !dependent) ? spacing : 0
      let cost = (horizontal ? size.width : size.height) + edgeLength + charge
      var last = false
      if testsFit && remaining - cost < -Self.fitTolerance {
        if accepted.count > base {
          truncate(leaves: leavesBefore, supplementaries: supplementariesBefore)
          break
        }
        // UIKit reports an error when not even one subitem fits; here the group takes it
        // anyway, overflowing, so that every group has at least one item.
        overflowed = true
        if tracksOverflow && overflowPath == nil { overflowPath = path }
        last = true
      }
      remaining -= cost
      accepted.append(
        Accepted(
          size: size, leaves: leavesBefore..<leaves.count,
          supplementaries: supplementariesBefore..<supplementaries.count, edges: edges, dependent: dependent))
      if last { break }
      index += 1
    }
  }

  /// The `index`th subitem a group's repetition offers, the size it is solved at, and its
  /// position among the group's subitems: fitting groups cycle through their subitems; count
  /// and repeating groups repeat the first, a count group's forced to 1/count of the group
  /// along its axis.
  @inline(__always)
  private static func candidate(_ index: Int, of group: Group, subitems: [Subitem], horizontal: Bool) -> (
    subitem: Subitem, layoutSize: LayoutSize, position: Int
  ) {
    switch group.repetition {
    case .fitting:
      let position = index % subitems.count
      return (subitems[position], subitems[position].layoutSize, position)
    case .count(let count):
      var layoutSize = subitems[0].layoutSize
      // `subitem:count:` forces the size along the axis to 1/count of the group.
      if horizontal {
        layoutSize.widthDimension = .fractionalWidth(1 / Double(count))
      } else {
        layoutSize.heightDimension = .fractionalHeight(1 / Double(count))
      }
      return (subitems[0], layoutSize, 0)
    case .repeating:
      return (subitems[0], subitems[0].layoutSize, 0)
    }
  }

  /// Solves one candidate subitem at `layoutSize` in `container`, at the origin (an item as a
  /// leaf, a group recursively, its `position` on the path when paths are tracked).
  @inline(__always)
  private mutating func solveCandidate(
    _ subitem: Subitem, layoutSize: LayoutSize, position: Int, container: Size, depth: Int
  ) -> Size {
    let proposed = resolve(layoutSize, in: container)
    switch subitem {
    case .item(let item): return placeItem(item, layoutSize: layoutSize, proposed: proposed)
    case .group(let nested):
      let tracksPath = tracksOverflow || recordsCustomGroupSizes
      if tracksPath { path.append(position) }
      let size = solveGroup(
        nested, layoutSize: layoutSize, proposed: proposed, container: container, depth: depth + 1)
      if tracksPath { path.removeLast() }
      return size
    }
  }

  /// A subitem's edge spacing along the group's axis: leading + trailing, or top + bottom.
  @inline(__always)
  private static func edgeLength(_ edges: CompositionalLayout.EdgeSpacing?, horizontal: Bool) -> Double {
    horizontal
      ? (edges?.leading?.spacing ?? 0) + (edges?.trailing?.spacing ?? 0)
      : (edges?.top?.spacing ?? 0) + (edges?.bottom?.spacing ?? 0)
  }

  /// Drops leaves and views solved after the given counts.
  @inline(__always) private mutating func truncate(leaves leafCount: Int, supplementaries supplementaryCount: Int) {
    if leaves.count > leafCount { leaves.removeLast(leaves.count - leafCount) }
    if supplementaries.count > supplementaryCount {
      supplementaries.removeLast(supplementaries.count - supplementaryCount)
    }
  }

  /// Places the accepted subitems `accepted[base...]` along and across the group's axis
  /// (moving their solved leaves and views there); returns their union size.
  private mutating func arrange(
    from base: Int, group: Group, horizontal: Bool, content: Size, insets: EdgeInsets,
    estimatedAlong: Bool, estimatedAcross: Bool
  ) -> Size {
    let count = accepted.count - base
    guard count > 0 else { return .zero }
    let spacing = group.interItemSpacing
    let spacingLength = spacing?.spacing ?? 0
    let flexibleSpacing = spacing?.isFlexibleSpacing ?? false
    var total = spacingLength * Double(count - 1)
    var flexibleGaps = flexibleSpacing ? count - 1 : 0
    var acrossUnion = 0.0
    for entry in accepted[base...] {
      let lead = horizontal ? entry.edges?.leading : entry.edges?.top
      let trail = horizontal ? entry.edges?.trailing : entry.edges?.bottom
      let crossLead = horizontal ? entry.edges?.top : entry.edges?.leading
      let crossTrail = horizontal ? entry.edges?.bottom : entry.edges?.trailing
      total += (horizontal ? entry.size.width : entry.size.height) + (lead?.spacing ?? 0) + (trail?.spacing ?? 0)
      if lead?.isFlexibleSpacing == true { flexibleGaps += 1 }
      if trail?.isFlexibleSpacing == true { flexibleGaps += 1 }
      acrossUnion = Swift.max(
        acrossUnion,
        (horizontal ? entry.size.height : entry.size.width) + (crossLead?.spacing ?? 0) + (crossTrail?.spacing ?? 0))
    }
    let alongLength = estimatedAlong ? total : (horizontal ? content.width : content.height)
    let acrossLength = estimatedAcross ? acrossUnion : (horizontal ? content.height : content.width)
    let share = flexibleGaps > 0 ? (alongLength - total) / Double(flexibleGaps) : 0
    var position = horizontal ? insets.left : insets.top
    let acrossStart = horizontal ? insets.top : insets.left
    for index in 0..<count {
      let entry = accepted[base + index]
      let lead = horizontal ? entry.edges?.leading : entry.edges?.top
      let trail = horizontal ? entry.edges?.trailing : entry.edges?.bottom
      let crossLead = horizontal ? entry.edges?.top : entry.edges?.leading
      let crossTrail = horizontal ? entry.edges?.bottom : entry.edges?.trailing
      position += (lead?.spacing ?? 0) + (lead?.isFlexibleSpacing == true ? share : 0)
      let along = position
      position += (horizontal ? entry.size.width : entry.size.height) + (trail?.spacing ?? 0)
      position += trail?.isFlexibleSpacing == true ? share : 0
      if index < count - 1 { position += spacingLength + (flexibleSpacing ? share : 0) }

      var across = acrossStart + (crossLead?.spacing ?? 0)
      let crossFlexible =
        (crossLead?.isFlexibleSpacing == true ? 1 : 0) + (crossTrail?.isFlexibleSpacing == true ? 1 : 0)
      if crossLead?.isFlexibleSpacing == true {
        let free =
          acrossLength - (horizontal ? entry.size.height : entry.size.width) - (crossLead?.spacing ?? 0)
          - (crossTrail?.spacing ?? 0)
        across += free / Double(crossFlexible)
      }
      let dx = horizontal ? along : across
      let dy = horizontal ? across : along
      for leaf in entry.leaves {
        leaves[leaf].box = leaves[leaf].box.offsetBy(dx: dx, dy: dy)
        leaves[leaf].cell = leaves[leaf].cell.offsetBy(dx: dx, dy: dy)
      }
      for supplementary in entry.supplementaries {
        supplementaries[supplementary].frame = supplementaries[supplementary].frame.offsetBy(dx: dx, dy: dy)
      }
    }
    return horizontal ? Size(width: total, height: acrossUnion) : Size(width: acrossUnion, height: total)
  }

  // MARK: Items

  /// Appends one leaf for `item` with its box at the origin; returns the box size (measured
  /// along estimated axes when the content gives a size).
  private mutating func placeItem(_ item: Item, layoutSize: LayoutSize, proposed: Size) -> Size {
    let estimatedWidth = layoutSize.widthDimension.isEstimated
    let estimatedHeight = layoutSize.heightDimension.isEstimated
    var box = proposed
    var insets = item.contentInsets
    if estimatedWidth || estimatedHeight {
      if let measured = measuredSize(leaf: leaves.count) {
        if estimatedWidth { box.width = measured.width }
        if estimatedHeight { box.height = measured.height }
      }
      if estimatedWidth {
        insets.left = 0
        insets.right = 0
      }
      if estimatedHeight {
        insets.top = 0
        insets.bottom = 0
      }
    }
    let cell = Rect(
      x: insets.left, y: insets.top, width: Swift.max(0, box.width - insets.left - insets.right),
      height: Swift.max(0, box.height - insets.top - insets.bottom))
    let leaf = leaves.count
    leaves.append(SolvedLeaf(box: Rect(origin: .zero, size: box), cell: cell, zIndex: 0))
    for supplementary in item.supplementaryItems {
      supplementaries.append(
        SolvedSupplementary(
          leaf: leaf, kind: supplementary.elementKind,
          frame: anchoredFrame(supplementary, size: resolve(supplementary.layoutSize, in: cell.size), host: cell),
          zIndex: supplementary.zIndex))
    }
    return box
  }

  /// The frame of a supplementary view of `size` anchored to `host` (a cell frame or a
  /// group's frame).
  ///
  /// The container anchor picks a point on the host; without an item anchor the view's
  /// matching corner goes there (`x = host.x + a·(host.w − w)`), with one the item anchor's
  /// point does (`x = host.x + a·host.w − b·w`). Both anchors' offsets add: each moves the
  /// view in the direction it names, as Apple's `NSCollectionLayoutAnchor` documentation
  /// describes the offset (docs/compositional-layout.md, "Supplementary items").
  func anchoredFrame(_ item: CompositionalLayout.SupplementaryItem, size: Size, host: Rect) -> Rect {
    let container = Self.anchorFactors(item.containerAnchor.edges)
    let offset = Self.offset(of: item.containerAnchor, size: size)
    var x: Double
    var y: Double
    if let itemAnchor = item.itemAnchor {
      let factors = Self.anchorFactors(itemAnchor.edges)
      let itemOffset = Self.offset(of: itemAnchor, size: size)
      x = host.minX + container.x * host.width - factors.x * size.width + itemOffset.x
      y = host.minY + container.y * host.height - factors.y * size.height + itemOffset.y
    } else {
      x = host.minX + container.x * (host.width - size.width)
      y = host.minY + container.y * (host.height - size.height)
    }
    x += offset.x
    y += offset.y
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The anchor point as fractions of a rectangle: 0 on the leading or top edge, 1 on the
  /// trailing or bottom edge, ½ when neither or both of an axis's edges are named.
  static func anchorFactors(_ edges: CompositionalLayout.DirectionalRectEdge) -> (x: Double, y: Double) {
    var x = 0.5
    var y = 0.5
    if edges.contains(.leading) { x -= 0.5 }
    if edges.contains(.trailing) { x += 0.5 }
    if edges.contains(.top) { y -= 0.5 }
    if edges.contains(.bottom) { y += 0.5 }
    return (x, y)
  }

  /// An anchor's offset in points for a view of `size`.
  static func offset(of anchor: CompositionalLayout.Anchor, size: Size) -> Point {
    anchor.isFractionalOffset
      ? Point(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height) : anchor.offset
  }
}
