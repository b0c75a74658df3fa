/// A waterfall layout prepared for one environment: every section stacked along the scroll
/// axis, each section's items in closed form (equal sizes) or compact per-item arrays.
/// Mirrors CHT's `prepareLayout` and `collectionViewContentSize`.
///
/// ```
///  start 0       ┌ section 0 ─────────────┐  uniform: closed form, O(1) memory
///                └────────────────────────┘
///  start e₀      ┌ section 1 ─────────────┐  per-item: origin + extent per item
///                └────────────────────────┘  (+ slot lists for shortest-first)
///  start e₁      ┌ section 2 (empty) ─────┐  insets, header and footer only
///                └────────────────────────┘
///  contentSize = (bounds width, max(e₂, minimumContentHeight))  — transposed when horizontal
/// ```
import Geometry

/// The prepared geometry of a `WaterfallLayout` (see `PreparedCollectionLayout`).
///
/// Preparing costs O(sections) memory and time for sections whose items share one reference
/// size (including no sizes at all), and O(items) for sections with per-item sizes: two
/// `Double`s per item, plus two `Int32`s with shortest-first. A million per-item items
/// prepare in a few tens of milliseconds in release. Frames are not rounded: like CHT (and
/// UIKit for custom layouts), only item *sizes* snap to the pixel grid.
public struct PreparedWaterfallLayout: PreparedCollectionLayout {
  /// The environment this geometry was prepared for.
  public let environment: LayoutEnvironment
  /// The size of the scrollable content: the bounds' width (vertical) by the end of the last
  /// section, at least `minimumContentHeight`; transposed when horizontal. Zero without
  /// sections, as CHT.
  public let contentSize: Size
  /// The layout this geometry was prepared from.
  public let layout: WaterfallLayout

  let axis: ScrollAxis
  let sections: [WaterfallSection]
  let pinsHeaders: Bool
  /// The running maximum of the sections' `searchMax`: non-decreasing, so binary-searchable.
  let searchMaxPrefix: [Double]
  /// Whether the sections' `searchMin` never decreases (true for every input without
  /// negative insets or spacings), so the section scan can stop early.
  let sectionsAreMonotone: Bool

  /// Prepares `layout` for `content` in `environment`; `WaterfallLayout.prepare` calls this.
  public init(layout: WaterfallLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.environment = environment
    let axis = ScrollAxis(layout.scrollDirection)
    self.axis = axis
    pinsHeaders = layout.sectionHeadersPinToVisibleBounds
    let scale = PixelGrid.sanitizedScale(environment.scale)
    // The columns share the bounds' width, not reduced by the content inset: the guide's and
    // CHT's `collectionView.bounds.size.width` (before CHT 1.0's sectionInsetReference).
    let dimension = PixelGrid.nonNegativeLength(axis.cross(environment.boundsSize))

    var sections: [WaterfallSection] = []
    sections.reserveCapacity(content.sections.count)
    var prefix: [Double] = []
    prefix.reserveCapacity(content.sections.count)
    var top = 0.0
    var monotone = true
    var runningMax = -Double.infinity
    for section in content.sections {
      let prepared = WaterfallSection(
        section, start: top, layout: layout, axis: axis, dimension: dimension, scale: scale)
      if let previous = sections.last, !(prepared.searchMin >= previous.searchMin) { monotone = false }
      runningMax = Swift.max(runningMax, prepared.searchMax)
      prefix.append(runningMax)
      sections.append(prepared)
      top = prepared.end
    }
    self.sections = sections
    searchMaxPrefix = prefix
    sectionsAreMonotone = monotone

    if sections.isEmpty {
      contentSize = .zero
    } else {
      // CHT: height = the last section's column height; raised to minimumContentHeight.
      let extent = top < layout.minimumContentHeight ? layout.minimumContentHeight : top
      contentSize = axis.size(main: extent, cross: dimension)
    }
  }
}
