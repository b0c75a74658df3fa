/// The bounds a compositional layout must stay within, so that hostile input (a scene file)
/// can neither trap nor take unbounded time or memory.
///
/// ```
///  static checks (validate())            with bounds (validate(in:))
///  ─ numbers finite, lengths ≤ 10⁶       ─ every root group solved as prepare solves it:
///  ─ fractions in (0, 100]                 a group whose first subitem does not fit
///  ─ counts in 1 … 1000, nesting ≤ 8
///  ─ ≤ 10 000 items per root group
///  ─ element kinds that would share an index path
/// ```
import Geometry

extension CompositionalLayout {
  /// The limits `validate()` enforces; `prepare` also enforces the item, subitem and nesting
  /// limits on its own, so even an unvalidated layout never traps or runs away.
  public enum Limits {
    /// The deepest nesting of groups: a root group with subgroups seven levels down.
    public static let maximumGroupNesting = 8
    /// The largest `count` of `subitem:count:` and `repeatingSubitem:count:`.
    public static let maximumCount = 1_000
    /// The most subitems a group lists, and the most a fitting group takes in one solution.
    public static let maximumSubitemsPerGroup = 1_000
    /// The most items (leaves) one solution of a root group holds, counting nested groups.
    /// Solving stops adding items past it.
    public static let maximumItemsPerGroup = 10_000
    /// The most frames a custom group lists.
    public static let maximumCustomItems = 1_000
    /// The most supplementary items on one item, group, section or configuration.
    public static let maximumSupplementaryItems = 64
    /// The most decoration items on one section.
    public static let maximumDecorationItems = 16
    /// The largest magnitude of any length, inset, spacing or offset, in points.
    public static let maximumLength = 1_000_000.0
    /// The largest fraction of a fractional dimension.
    public static let maximumFraction = 100.0
  }

  /// Why a layout is rejected: where (a path such as `sections[1].group.subitems[0]`) and what.
  public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending element, from the layout down.
    public var path: String
    /// What is wrong with it.
    public var reason: String

    /// An error at `path` for `reason`.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// Checks every number, count, nesting depth and element kind against `Limits`; throws the
  /// first problem found. A layout that passes never traps in `prepare` or a query.
  ///
  /// Whether a group's subitems fit depends on the bounds; `validate(in:)` checks that too.
  public func validate() throws(ValidationError) {
    try CompositionalValidator().validate(self)
  }

  /// `validate()`, then solves every section's root group for `environment` (as `prepare`
  /// does) and throws if some fitting group's first subitem does not fit in it. UIKit reports
  /// such a group as an error; `prepare` lets the subitem overflow instead.
  public func validate(in environment: LayoutEnvironment) throws(ValidationError) {
    try validate()
    let scale = PixelGrid.sanitizedScale(environment.scale)
    let bounds = PixelGrid.nonNegativeSize(environment.boundsSize)
    let axis = ScrollAxis(configuration.scrollDirection)
    let definitions: [(String, Section)]
    switch sectionProvider {
    case .uniform(let section): definitions = [("section", section)]
    case .perSection(let sections):
      definitions = sections.enumerated().compactMap { index, section in section.map { ("sections[\(index)]", $0) } }
    }
    for (path, section) in definitions {
      var solver = CompositionalGroupSolver(scale: scale, measuredSizes: nil)
      solver.tracksOverflow = true
      let container = CompositionalSectionBuilder.rootContainer(section, axis: axis, bounds: bounds)
      _ = solver.solve(section.group, in: container)
      if let overflow = solver.overflowPath {
        let suffix = overflow.map { ".subitems[\($0)]" }.joined()
        throw ValidationError(
          path: "\(path).group\(suffix)",
          reason: "its first subitem does not fit in it at \(bounds.width) × \(bounds.height) points")
      }
    }
  }
}

/// The static checks behind `CompositionalLayout.validate()`.
struct CompositionalValidator {
  typealias Layout = CompositionalLayout
  typealias Limits = CompositionalLayout.Limits
  typealias Failure = CompositionalLayout.ValidationError

  func validate(_ layout: Layout) throws(Failure) {
    let configuration = layout.configuration
    try length(configuration.interSectionSpacing, "configuration.interSectionSpacing")
    try boundaryItems(configuration.boundarySupplementaryItems, "configuration.boundarySupplementaryItems")
    let globalKinds = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
    switch layout.sectionProvider {
    case .uniform(let section): try self.section(section, "section", globalKinds: globalKinds)
    case .perSection(let sections):
      for (index, section) in sections.enumerated() {
        if let section { try self.section(section, "sections[\(index)]", globalKinds: globalKinds) }
      }
    }
  }

  private func section(_ section: Layout.Section, _ path: String, globalKinds: Set<ElementKind>) throws(Failure) {
    try length(section.interGroupSpacing, "\(path).interGroupSpacing")
    try insets(section.contentInsets, "\(path).contentInsets")
    try boundaryItems(section.boundarySupplementaryItems, "\(path).boundarySupplementaryItems")
    guard section.decorationItems.count <= Limits.maximumDecorationItems else {
      throw Failure(path: "\(path).decorationItems", reason: "more than \(Limits.maximumDecorationItems) items")
    }
    var decorationKinds = Set<ElementKind>()
    for (index, decoration) in section.decorationItems.enumerated() {
      try insets(decoration.contentInsets, "\(path).decorationItems[\(index)].contentInsets")
      guard decorationKinds.insert(decoration.elementKind).inserted else {
        throw Failure(
          path: "\(path).decorationItems[\(index)]",
          reason: "kind \"\(decoration.elementKind)\" is used twice in one section (both would be (section, 0))")
      }
    }
    try group(section.group, "\(path).group", depth: 1)
    // Boundary views sit at (section, 0), layout-wide ones at (0, 0), item and group views at
    // their item's index path: a kind used by two of these could name two views at once.
    var taken = globalKinds
    for (index, item) in section.boundarySupplementaryItems.enumerated() {
      guard taken.insert(item.elementKind).inserted else {
        throw Failure(
          path: "\(path).boundarySupplementaryItems[\(index)]",
          reason: "kind \"\(item.elementKind)\" is already used by a layout-wide or another boundary item")
      }
    }
    var groupKinds = Set<ElementKind>()
    var itemKinds = Set<ElementKind>()
    try collectKinds(.group(section.group), "\(path).group", groupKinds: &groupKinds, itemKinds: &itemKinds)
    for kind in groupKinds.union(itemKinds) where taken.contains(kind) {
      throw Failure(
        path: "\(path).group",
        reason: "kind \"\(kind)\" is used both by a boundary item and by an item's or group's supplementary item")
    }
    if let kind = groupKinds.intersection(itemKinds).first {
      throw Failure(
        path: "\(path).group",
        reason: "kind \"\(kind)\" is used both by a group's and by an item's supplementary item")
    }
  }

  /// Collects the kinds of item and group supplementary views; a group's kinds must be
  /// unique in the whole tree (its view takes its first item's index path).
  private func collectKinds(
    _ subitem: Layout.Subitem, _ path: String, groupKinds: inout Set<ElementKind>, itemKinds: inout Set<ElementKind>
  ) throws(Failure) {
    switch subitem {
    case .item(let item):
      var own = Set<ElementKind>()
      for supplementary in item.supplementaryItems {
        guard own.insert(supplementary.elementKind).inserted else {
          throw Failure(
            path: "\(path).supplementaryItems", reason: "kind \"\(supplementary.elementKind)\" is used twice")
        }
      }
      itemKinds.formUnion(own)
    case .group(let group):
      for supplementary in group.supplementaryItems {
        guard groupKinds.insert(supplementary.elementKind).inserted else {
          throw Failure(
            path: "\(path).supplementaryItems",
            reason: "kind \"\(supplementary.elementKind)\" is used by more than one group supplementary item")
        }
      }
      for (index, child) in group.subitems.enumerated() {
        try collectKinds(child, "\(path).subitems[\(index)]", groupKinds: &groupKinds, itemKinds: &itemKinds)
      }
    }
  }

  private func group(_ group: Layout.Group, _ path: String, depth: Int) throws(Failure) {
    guard depth <= Limits.maximumGroupNesting else {
      throw Failure(path: path, reason: "groups nest deeper than \(Limits.maximumGroupNesting) levels")
    }
    try size(group.layoutSize, "\(path).layoutSize")
    try insets(group.contentInsets, "\(path).contentInsets")
    try edgeSpacing(group.edgeSpacing, "\(path).edgeSpacing")
    try supplementaryItems(group.supplementaryItems, "\(path).supplementaryItems")
    if let spacing = group.interItemSpacing { try length(spacing.spacing, "\(path).interItemSpacing") }
    switch group.arrangement {
    case .custom(let items):
      guard !items.isEmpty else { throw Failure(path: path, reason: "a custom group needs at least one item") }
      guard items.count <= Limits.maximumCustomItems else {
        throw Failure(path: path, reason: "more than \(Limits.maximumCustomItems) custom items")
      }
      for (index, item) in items.enumerated() {
        let itemPath = "\(path).items[\(index)].frame"
        try length(item.frame.minX, itemPath)
        try length(item.frame.minY, itemPath)
        try length(item.frame.width, itemPath)
        try length(item.frame.height, itemPath)
        guard item.frame.width >= 0 && item.frame.height >= 0 else {
          throw Failure(path: itemPath, reason: "a frame's width and height must not be negative")
        }
      }
    case .horizontal, .vertical:
      guard !group.subitems.isEmpty else { throw Failure(path: path, reason: "a group needs at least one subitem") }
      guard group.subitems.count <= Limits.maximumSubitemsPerGroup else {
        throw Failure(path: "\(path).subitems", reason: "more than \(Limits.maximumSubitemsPerGroup) subitems")
      }
      switch group.repetition {
      case .fitting: break
      case .count(let count), .repeating(let count):
        guard count >= 1 && count <= Limits.maximumCount else {
          throw Failure(path: "\(path).count", reason: "count \(count) is outside 1 … \(Limits.maximumCount)")
        }
        guard group.subitems.count == 1 else {
          throw Failure(path: "\(path).subitems", reason: "a group with a count repeats exactly one subitem")
        }
      }
      for (index, subitem) in group.subitems.enumerated() {
        let subpath = "\(path).subitems[\(index)]"
        switch subitem {
        case .item(let item): try self.item(item, subpath)
        case .group(let nested): try self.group(nested, subpath, depth: depth + 1)
        }
      }
      try fitsStatically(group, path)
    }
    let items = Self.leastItems(.group(group))
    guard items <= Limits.maximumItemsPerGroup else {
      throw Failure(
        path: path, reason: "one repetition would hold \(items) items, more than \(Limits.maximumItemsPerGroup)")
    }
  }

  /// The fewest items one solution of `subitem` holds: fitting groups take at least their first
  /// subitem, count groups exactly `count` copies. Saturates instead of overflowing.
  static func leastItems(_ subitem: Layout.Subitem) -> Int {
    switch subitem {
    case .item: return 1
    case .group(let group):
      switch group.arrangement {
      case .custom(let items): return items.count
      case .horizontal, .vertical:
        guard let first = group.subitems.first else { return 0 }
        let each = leastItems(first)
        switch group.repetition {
        case .fitting: return each
        case .count(let count), .repeating(let count):
          let (product, overflow) = Swift.max(count, 0).multipliedReportingOverflow(by: each)
          return overflow ? Int.max : product
        }
      }
    }
  }

  /// The fit test where it needs no bounds: a fitting group whose first subitem is longer along
  /// the group's axis than the group, both in absolute points, or as a larger fraction of the
  /// same length.
  private func fitsStatically(_ group: Layout.Group, _ path: String) throws(Failure) {
    guard group.repetition == .fitting, let first = group.subitems.first else { return }
    let horizontal = group.arrangement == .horizontal
    let groupDimension = horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
    let subDimension = horizontal ? first.layoutSize.widthDimension : first.layoutSize.heightDimension
    let insets =
      horizontal
      ? group.contentInsets.left + group.contentInsets.right : group.contentInsets.top + group.contentInsets.bottom
    let edges =
      horizontal
      ? (first.edgeSpacing?.leading?.spacing ?? 0) + (first.edgeSpacing?.trailing?.spacing ?? 0)
      : (first.edgeSpacing?.top?.spacing ?? 0) + (first.edgeSpacing?.bottom?.spacing ?? 0)
    var tooLong = false
    if case .absolute(let outer) = groupDimension, case .absolute(let inner) = subDimension {
      tooLong = inner + edges > outer - insets + CompositionalGroupSolver.fitTolerance
    }
    let sameAxis = horizontal ? subDimension.isFractionalWidth : subDimension.isFractionalHeight
    if sameAxis && subDimension.dimension > 1 && edges >= 0 && insets >= 0 { tooLong = true }
    if tooLong {
      throw Failure(path: "\(path).subitems[0]", reason: "the group's first subitem cannot fit in the group")
    }
  }

  private func item(_ item: Layout.Item, _ path: String) throws(Failure) {
    try size(item.layoutSize, "\(path).layoutSize")
    try insets(item.contentInsets, "\(path).contentInsets")
    try edgeSpacing(item.edgeSpacing, "\(path).edgeSpacing")
    try supplementaryItems(item.supplementaryItems, "\(path).supplementaryItems")
  }

  private func supplementaryItems(_ items: [Layout.SupplementaryItem], _ path: String) throws(Failure) {
    guard items.count <= Limits.maximumSupplementaryItems else {
      throw Failure(path: path, reason: "more than \(Limits.maximumSupplementaryItems) items")
    }
    for (index, item) in items.enumerated() {
      try size(item.layoutSize, "\(path)[\(index)].layoutSize")
      try anchor(item.containerAnchor, "\(path)[\(index)].containerAnchor")
      if let itemAnchor = item.itemAnchor { try anchor(itemAnchor, "\(path)[\(index)].itemAnchor") }
    }
  }

  private func boundaryItems(_ items: [Layout.BoundarySupplementaryItem], _ path: String) throws(Failure) {
    guard items.count <= Limits.maximumSupplementaryItems else {
      throw Failure(path: path, reason: "more than \(Limits.maximumSupplementaryItems) items")
    }
    var kinds = Set<ElementKind>()
    for (index, item) in items.enumerated() {
      try size(item.layoutSize, "\(path)[\(index)].layoutSize")
      try length(item.absoluteOffset.x, "\(path)[\(index)].absoluteOffset")
      try length(item.absoluteOffset.y, "\(path)[\(index)].absoluteOffset")
      try insets(item.contentInsets, "\(path)[\(index)].contentInsets")
      guard kinds.insert(item.elementKind).inserted else {
        throw Failure(
          path: "\(path)[\(index)]", reason: "kind \"\(item.elementKind)\" is used twice (both would be (section, 0))")
      }
    }
  }

  private func anchor(_ anchor: Layout.Anchor, _ path: String) throws(Failure) {
    try length(anchor.offset.x, "\(path).offset")
    try length(anchor.offset.y, "\(path).offset")
  }

  private func edgeSpacing(_ spacing: Layout.EdgeSpacing?, _ path: String) throws(Failure) {
    guard let spacing else { return }
    for (name, edge) in [
      ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing),
      ("bottom", spacing.bottom),
    ] {
      if let edge { try length(edge.spacing, "\(path).\(name)") }
    }
  }

  private func size(_ size: LayoutSize, _ path: String) throws(Failure) {
    try dimension(size.widthDimension, "\(path).widthDimension")
    try dimension(size.heightDimension, "\(path).heightDimension")
  }

  private func dimension(_ dimension: LayoutDimension, _ path: String) throws(Failure) {
    let value = dimension.dimension
    guard value.isFinite else { throw Failure(path: path, reason: "\(value) is not a finite number") }
    switch dimension {
    case .absolute:
      guard value >= 0 && value <= Limits.maximumLength else {
        throw Failure(path: path, reason: "an absolute length must be in 0 … \(Limits.maximumLength), not \(value)")
      }
    case .estimated:
      guard value > 0 && value <= Limits.maximumLength else {
        throw Failure(path: path, reason: "an estimate must be in (0, \(Limits.maximumLength)], not \(value)")
      }
    case .fractionalWidth, .fractionalHeight:
      guard value > 0 && value <= Limits.maximumFraction else {
        throw Failure(path: path, reason: "a fraction must be in (0, \(Limits.maximumFraction)], not \(value)")
      }
    }
  }

  private func insets(_ insets: EdgeInsets, _ path: String) throws(Failure) {
    for value in [insets.top, insets.left, insets.bottom, insets.right] { try length(value, path) }
  }

  private func length(_ value: Double, _ path: String) throws(Failure) {
    guard value.isFinite && Swift.abs(value) <= Limits.maximumLength else {
      throw Failure(path: path, reason: "\(value) is not a finite length within ±\(Limits.maximumLength)")
    }
  }
}
