/// The line layout prepared for one environment: a prepared flow layout plus the zoom the Xamarin guide's
/// `LayoutAttributesForElementsInRect` override applies on every query.
///
/// ```
///  rect ──▶ widen by the largest growth a zoom can cause ──▶ flow query (O(log n + visible))
///        ──▶ zoom each element by its distance to the visible mid-line
///        ──▶ keep those whose frame or zoomed frame overlaps rect (flow order kept)
/// ```
import Geometry

/// The prepared geometry of a `LineLayout` (see `PreparedCollectionLayout`).
///
/// Every position, size and the content size are the flow layout's; the line layout adds, per
/// query, a scale about the centre and zIndex 1 to each element near the visible mid-line.
///
/// Decisions:
/// - Which elements zoom: every element the flow returns — cells, headers and footers — as in
///   the Xamarin guide, which zooms every attribute `base.LayoutAttributesForElementsInRect` returns,
///   the header included. A zoomed header or footer therefore also gets zIndex 1 (down from the
///   flow's 10), again as in the Xamarin guide.
/// - Mid-line: the middle of `viewport.bounds` (the Xamarin guide's `visibleRect = (ContentOffset,
///   Bounds.Size)`), not of the inset bounds.
/// - Vertical scrolling (not in the Xamarin guide, which assumes horizontal): the zoom follows the
///   distance between the visible mid-y and each centre's y.
public struct PreparedLineLayout: PreparedCollectionLayout {
  /// The layout this geometry was prepared from.
  public let layout: LineLayout
  /// The flow geometry every position comes from.
  public let flow: PreparedFlowLayout
  /// The largest width and the largest height of any element (cell, header or footer) of the
  /// content, which bound how far a zoom can make an element grow.
  let maximumElementSize: Size

  /// Prepares `layout` for `content` in `environment`; `LineLayout.prepare` calls this.
  public init(layout: LineLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    let flow = layout.flowLayout.prepareFlow(content, in: environment)
    self.flow = flow
    maximumElementSize = Self.maximumElementSize(of: content, layout: layout, flow: flow)
  }

  /// The environment this geometry was prepared for.
  public var environment: LayoutEnvironment { flow.environment }

  /// The flow layout's content size.
  public var contentSize: Size { flow.contentSize }

  /// The flow's axes: the zoom and the snapping work along main.
  var axis: ScrollAxis { ScrollAxis(layout.scrollDirection) }

  // MARK: Zoom

  /// The scale the Xamarin guide gives an element centred at `center` when the collection view shows
  /// `viewport`, or `nil` when it is not zoomed (its centre is `activeDistance` or more from the
  /// visible mid-line).
  ///
  /// `distance = visibleMid − centre` (x when horizontal, y when vertical); zoomed when
  /// `|distance| < activeDistance`, with scale `1 + zoomFactor · (1 − |distance| / activeDistance)`
  /// — the Xamarin guide's expression, in its order. A NaN distance or an `activeDistance` ≤ 0 zooms
  /// nothing (and never divides by zero).
  public func zoomScale(forCenter center: Point, viewport: Viewport) -> Double? {
    let visible = viewport.bounds
    let distance = axis.main(visible.center) - axis.main(center)
    guard abs(distance) < layout.activeDistance else { return nil }
    let normalizedDistance = distance / layout.activeDistance
    return 1 + layout.zoomFactor * (1 - abs(normalizedDistance))
  }

  /// `attributes` as the Xamarin guide shows them at `viewport`: when zoomed, a scale about the centre
  /// and zIndex 1; otherwise unchanged. The frame stays the untransformed one.
  public func zoomed(_ attributes: LayoutAttributes, viewport: Viewport) -> LayoutAttributes {
    guard let zoom = zoomScale(forCenter: attributes.center, viewport: viewport) else {
      return attributes
    }
    var result = attributes
    result.transform = .scale(zoom, zoom)
    result.zIndex = 1
    return result
  }

  // MARK: Queries

  /// Every element whose frame *or zoomed frame* overlaps `rect` with a positive area
  /// (`Rect.overlaps`), zoomed for `viewport`, in the flow's order (cells, then headers, then
  /// footers, each in index order).
  ///
  /// Why the query is widened: a zoomed element covers more than its frame (a 200-pt cell at
  /// 1.3× reaches 30 pt beyond each edge), so an element just outside `rect` can still show
  /// inside it. The Xamarin guide only looks at super's elements for `rect` and would leave such an
  /// element out, so a renderer that draws the visible rect would clip it. Here the flow is
  /// asked for `rect` grown on each side by the largest growth any element can have — half the
  /// largest element extent times `max(0, |1 + zoomFactor| − 1)`, plus 1 pt of slack for
  /// floating-point rounding — and the answer is filtered exactly. The result is the
  /// brute-force set: every element whose frame overlaps `rect`, plus every element whose
  /// zoomed frame (`transformedFrame`) overlaps it. Cost: the flow's O(log n + visible).
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    let growth = zoomGrowth
    let query =
      growth.width > 0 || growth.height > 0
      ? Rect(
        x: rect.minX - growth.width, y: rect.minY - growth.height,
        width: rect.width + 2 * growth.width, height: rect.height + 2 * growth.height)
      : rect
    var result: [LayoutAttributes] = []
    for attributes in flow.layoutAttributesForElements(in: query, viewport: viewport) {
      let shown = zoomed(attributes, viewport: viewport)
      if shown.frame.overlaps(rect) || shown.transformedFrame.overlaps(rect) {
        result.append(shown)
      }
    }
    return result
  }

  /// One cell's attributes, zoomed for `viewport`, or `nil` if the index path does not exist.
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    flow.layoutAttributesForItem(at: indexPath, viewport: viewport).map {
      zoomed($0, viewport: viewport)
    }
  }

  /// A header's or footer's attributes, zoomed for `viewport` like every other element, or
  /// `nil` when the section has none.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    flow.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: viewport).map {
      zoomed($0, viewport: viewport)
    }
  }

  /// Always true, as the Xamarin guide's `ShouldInvalidateLayoutForBoundsChange`: the zoom depends on the
  /// scroll offset, so every scroll step changes attributes (and a change of size needs a new
  /// `prepare` anyway).
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    true
  }

  // MARK: Growth bound

  /// How far, at most, a zoomed element reaches beyond its frame on each side, horizontally
  /// and vertically, plus 1 pt of slack; zero when no zoom can enlarge anything.
  ///
  /// Every zoom lies between 1 and `1 + zoomFactor` (the factor `1 − |d|/activeDistance` is in
  /// (0, 1]), so its magnitude is at most `max(1, |1 + zoomFactor|)` and an element of extent e
  /// grows by at most `e/2 · (max(1, |1 + zoomFactor|) − 1)` on each side.
  var zoomGrowth: Size {
    guard layout.activeDistance > 0 else { return .zero }
    let factor = abs(1 + layout.zoomFactor) - 1
    guard factor > 0 else { return .zero }  // also NaN
    func grow(_ extent: Double) -> Double {
      let value = extent / 2 * factor
      // Infinite or NaN extents cannot be widened meaningfully; their frames intersect anyway.
      return value.isFinite ? value + 1 : 0
    }
    return Size(width: grow(maximumElementSize.width), height: grow(maximumElementSize.height))
  }

  /// The largest width and height among the content's elements: item sizes (per-item sizes
  /// where the section gives them, else the layout's `itemSize`) and, for sections with a header
  /// or footer, their scroll-axis extent and the flow's dimension (they span it). O(sections)
  /// plus O(items) for sections with per-item sizes, like the flow's own `prepare`.
  static func maximumElementSize(of content: LayoutContent, layout: LineLayout, flow: PreparedFlowLayout)
    -> Size
  {
    let axis = ScrollAxis(layout.scrollDirection)
    // The flow's content size is Σ along main and its dimension along cross.
    let dimension = axis.cross(flow.contentSize)
    var width = 0.0
    var height = 0.0
    func include(_ size: Size) {
      if size.width > width { width = size.width }
      if size.height > height { height = size.height }
    }
    for section in content.sections {
      if section.itemCount > 0 {
        if let sizes = section.itemSizes, sizes.count == section.itemCount {
          for size in sizes { include(size) }
        } else {
          include(layout.itemSize)
        }
      }
      let references = [
        section.metrics.headerReferenceSize ?? layout.headerReferenceSize,
        section.metrics.footerReferenceSize ?? layout.footerReferenceSize,
      ]
      for reference in references {
        // Only the scroll-axis extent counts, and only when > 0 (the flow's rule); the view
        // spans the dimension across.
        let extent = axis.main(reference)
        guard extent > 0 else { continue }
        include(axis.size(main: extent, cross: dimension))
      }
    }
    return Size(width: width, height: height)
  }
}
