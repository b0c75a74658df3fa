/// A compositional layout prepared for one environment: layout-wide boundary views, then the
/// sections stacked along the scroll axis with `interSectionSpacing` between real sections.
///
/// ```
///  0 ─ extending layout-wide header
///      section 0  [start₀, end₀]          root groups solved once per distinct definition
///      interSectionSpacing                (or per repetition for measured estimates)
///      section 1  [start₁, end₁]
///      placeholder (no definition): zero extent, no spacing
///      section 2  …
///  ─── extending layout-wide footer ─── content extent along the scroll axis
///  across: the bounds' extent, whatever overflows it
/// ```
import Geometry

/// The prepared geometry of a `CompositionalLayout` (see `PreparedCollectionLayout`).
///
/// Frames are in content coordinates and rounded to the pixel grid in x, y, width and height.
/// Orthogonal sections report their cells and badges moved by the section's entry in
/// `orthogonalOffsets` (0 by default, which is what UIKit's attributes report); their boundary
/// views and backgrounds do not move.
public struct PreparedCompositionalLayout: PreparedCollectionLayout {
  /// The environment this geometry was prepared for.
  public internal(set) var environment: LayoutEnvironment
  /// The size of the scrollable content: the sections' total extent along the scroll axis,
  /// and across it the bounds' extent, even when a group overflows it
  /// (docs/compositional-layout.md, "Content size").
  public let contentSize: Size
  /// The layout this geometry was prepared from.
  public let layout: CompositionalLayout
  /// How far each orthogonal section is scrolled across (section index → offset in points,
  /// positive towards the trailing end); sections without an entry are at 0. Non-finite values
  /// count as 0; entries for other sections are ignored.
  public var orthogonalOffsets: [Int: Double]

  let axis: ScrollAxis
  let scale: Double
  let sections: [CompositionalSectionGeometry]
  /// Layout-wide boundary views; the whole content is their pin rect.
  let globalItems: [PlacedBoundaryItem]
  /// The running maximum of the sections' `searchMax`: non-decreasing, so binary-searchable.
  let searchMaxPrefix: [Double]
  /// Whether the sections' `searchMin` never decreases, so a scan can stop early.
  let sectionsAreMonotone: Bool
  /// Whether any boundary view pins, so that scrolling changes attributes.
  let hasPinnedItems: Bool
  /// Whether the geometry is shown right to left: it was solved left to right, in the mirror
  /// image of the environment, and every answer is mirrored (see `rightToLeft(_:)`).
  public internal(set) var isRightToLeft = false

  /// Right to left, the layout lays itself out from the right, and offsets count from there.
  public var countsOffsetsFromTheRight: Bool { isRightToLeft }

  /// Prepares `layout` for `content` in `environment`; `CompositionalLayout.prepare` calls
  /// this. O(sections + definitions) for repeated solutions, O(items) with measured estimates.
  public init(
    layout: CompositionalLayout, content: LayoutContent, environment: LayoutEnvironment,
    orthogonalOffsets: [Int: Double] = [:]
  ) {
    self.layout = layout
    self.environment = environment
    self.orthogonalOffsets = orthogonalOffsets
    let axis = ScrollAxis(layout.configuration.scrollDirection)
    self.axis = axis
    let scale = PixelGrid.sanitizedScale(environment.scale)
    self.scale = scale
    let bounds = PixelGrid.nonNegativeSize(environment.boundsSize)
    let builder = CompositionalSectionBuilder(axis: axis, bounds: bounds, scale: scale)

    // Layout-wide views resolve in the bounds; extending ones move every section.
    let configuration = layout.configuration
    let globalMeasured = builder.measure(configuration.boundarySupplementaryItems, container: bounds)
    let globalHeader = globalMeasured.lazy.filter(\.extendsBefore).map { $0.extent(axis) }.max() ?? 0
    let globalFooter = globalMeasured.lazy.filter(\.extendsAfter).map { $0.extent(axis) }.max() ?? 0

    var sections: [CompositionalSectionGeometry] = []
    sections.reserveCapacity(content.sections.count)
    var prefix: [Double] = []
    prefix.reserveCapacity(content.sections.count)
    var cache = SolutionCache(scale: scale, axis: axis, bounds: bounds)
    var cursor = globalHeader
    var hasRealSection = false
    var monotone = true
    var runningMax = -Double.infinity
    let spacing = configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0
    for (index, data) in content.sections.enumerated() {
      var prepared: CompositionalSectionGeometry
      if let definition = layout.section(at: index) {
        if hasRealSection { cursor += spacing }
        hasRealSection = true
        var list: ListSectionGeometry?
        if let configuration = definition.list, let metrics = definition.listMetrics {
          list = ListSectionGeometry(
            configuration: configuration, metrics: metrics, rows: data.listRows,
            itemCount: Swift.max(0, data.itemCount),
            scale: scale)
        }
        prepared = builder.build(definition, data: list?.flooringRowHeights(data) ?? data, start: cursor) {
          cache.solution(for: definition, index: index, uniform: layout.isUniform)
        }
        if let list {
          prepared.list = list
          prepared.stretchListBackground(
            before: index == 0, after: index == content.sections.count - 1, by: axis.main(bounds), axis: axis)
        }
        cursor = prepared.end
      } else {
        prepared = .placeholder(at: cursor)
      }
      if let previous = sections.last, !(prepared.searchMin >= previous.searchMin) { monotone = false }
      runningMax = Swift.max(runningMax, prepared.searchMax)
      prefix.append(runningMax)
      sections.append(prepared)
    }
    let mainExtent = cursor + globalFooter
    let globalItems = builder.place(
      globalMeasured, hostMin: globalHeader, hostMax: cursor, crossStart: 0, crossLength: axis.cross(bounds),
      start: 0, end: mainExtent)
    self.sections = sections
    self.globalItems = globalItems
    searchMaxPrefix = prefix
    sectionsAreMonotone = monotone
    hasPinnedItems =
      globalItems.contains(where: \.pins) || sections.contains { $0.boundaryItems.contains(where: \.pins) }
    // Across, the bounds: a group wider than them (or pushed out by its edge spacing) sticks
    // out without widening the content (docs/compositional-layout.md, "Content size").
    contentSize = axis.size(main: Swift.max(0, mainExtent), cross: axis.cross(bounds))
  }

  /// The same geometry with orthogonal sections scrolled to `offsets` (section index →
  /// offset); cheap, nothing is recomputed.
  public func withOrthogonalOffsets(_ offsets: [Int: Double]) -> PreparedCompositionalLayout {
    var copy = self
    copy.orthogonalOffsets = offsets
    return copy
  }
}

extension LayoutEnvironment {
  /// The environment seen in a mirror: left and right insets, safe area and margins swapped,
  /// the layout direction left to right.
  var mirroredForLeftToRight: LayoutEnvironment {
    func swapped(_ insets: EdgeInsets) -> EdgeInsets {
      EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    }
    var mirrored = self
    mirrored.contentInset = swapped(contentInset)
    mirrored.safeAreaInsets = swapped(safeAreaInsets)
    mirrored.layoutMargins = swapped(layoutMargins)
    mirrored.layoutDirection = .leftToRight
    return mirrored
  }
}

extension CompositionalLayout {
  /// Whether one definition serves every data section.
  var isUniform: Bool {
    if case .uniform = sectionProvider { return true }
    return false
  }
}
