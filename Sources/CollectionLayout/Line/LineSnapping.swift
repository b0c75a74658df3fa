/// Snapping: the Xamarin guide's `TargetContentOffset` override, which makes scrolling come to rest with
/// the cell nearest the middle of the screen exactly centred.
///
/// ```
///   proposed.x                 centre = proposed.x + width/2          proposed.x + width
///   │      ┌────┐        ┌────┐    ┆     ┌────┐        ┌────┐         │
///   │      │    │        │ c₁ │◀─d₁┆──d₂─▶ c₂ │        │    │         │
///   │      └────┘        └────┘    ┆     └────┘        └────┘         │
///   result.x = proposed.x + (the d with the smallest |d|; ties → the lower index)
/// ```
import Geometry

extension PreparedLineLayout {
  /// Where scrolling comes to rest: `proposedContentOffset` moved along the scroll axis so that
  /// the cell whose centre is nearest the proposed visible centre sits exactly on it; the other
  /// coordinate is kept. Returns the proposal unchanged when there are no cells (or it is not
  /// finite); never NaN for a finite proposal.
  ///
  /// As the Xamarin guide: the candidates are the flow's (unzoomed) cells whose frames intersect
  /// `proposed.x … proposed.x + bounds.width` (`proposed.y …` when vertical); the adjustment is
  /// `centre − (proposed + width/2)` of the one with the smallest |adjustment|, the first in
  /// index order on a tie (the Xamarin guide's strict `<`); `velocity` is ignored (the proposal already
  /// includes the flick's travel).
  ///
  /// Deliberate differences from the Xamarin guide:
  /// - Cells only. The Xamarin guide's candidate array also holds the header (and footer), so near the
  ///   start it can centre the header instead of the first cell, which users do not expect
  ///   (several ports skip non-cell attributes for this reason).
  /// - The cross axis is unbounded (the Xamarin guide queries y 0 … bounds.height); only oversize cells
  ///   can differ.
  /// - When no cell meets that window (a proposal past the end of the content, or spacing wider
  ///   than the screen) the Xamarin guide returns `proposed.x + Float.MaxValue`; here the window grows
  ///   around the centre until it meets a cell. And when the best candidate's centre lies
  ///   outside the window, so that a cell outside it could be nearer, a window reaching that far
  ///   is searched again: the result is always the nearest cell centre.
  /// - Not clamped, like the Xamarin guide: the target can lie beyond the scrollable range (centring the
  ///   last cell usually needs more offset than the content allows); the scroll view clamps it,
  ///   as UIKit's does.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point,
    viewport: Viewport
  ) -> Point {
    let axis = self.axis
    let start = axis.main(proposedContentOffset)
    let length = axis.main(viewport.size)
    let center = start + length / 2
    guard center.isFinite, length >= 0,
      let adjustment = nearestCellAdjustment(start: start, length: length, center: center, viewport: viewport)
    else { return proposedContentOffset }
    return axis.point(main: start + adjustment, cross: axis.cross(proposedContentOffset))
  }

  /// `centre(cell) − center` for the cell nearest `center` on the scroll axis, or `nil` when
  /// the layout has no cell. The first window is the Xamarin guide's, `start … start + length`.
  func nearestCellAdjustment(start: Double, length: Double, center: Double, viewport: Viewport)
    -> Double?
  {
    var best = nearestCellAdjustment(from: start, to: start + length, center: center, viewport: viewport)
    var reach = length / 2
    if best == nil {
      // Grow a window around the centre: first half a screen into the content (cells lie in
      // 0 … extent on the scroll axis for valid input), then doubling, until a cell is met or
      // the window covers every coordinate a layout can produce. At most ~50 O(log n) queries.
      let extent = axis.main(contentSize)
      let toContent = center < 0 ? -center : (center > extent ? center - extent : 0)
      reach = Swift.max(toContent + reach, 1)
      let limit = Rect.everything.maxX
      while true {
        best = nearestCellAdjustment(
          from: center - reach, to: center + reach, center: center, viewport: viewport)
        if best != nil { break }
        if center - reach <= -limit && center + reach >= limit { return nil }
        reach *= 2
      }
    }
    // A candidate whose centre lies beyond the searched reach may have a nearer cell outside
    // the window: every cell with a centre closer than |best| intersects this window.
    if let found = best, abs(found) > reach {
      let radius = abs(found)
      best =
        nearestCellAdjustment(
          from: center - radius, to: center + radius, center: center, viewport: viewport) ?? found
    }
    return best
  }

  /// The Xamarin guide's loop over the cells intersecting the scroll-axis window `low … high` (the whole
  /// cross axis): the smallest `centre − center` by magnitude, the first on a tie.
  private func nearestCellAdjustment(from low: Double, to high: Double, center: Double, viewport: Viewport)
    -> Double?
  {
    let everything = Rect.everything
    let axis = self.axis
    let window = axis.rect(
      main: low, cross: axis.minCross(everything), mainExtent: high - low, crossExtent: axis.cross(everything.size))
    var best: Double?
    for attributes in flow.layoutAttributesForElements(in: window, viewport: viewport)
    where attributes.element.category == .cell {
      let cellCenter = axis.main(attributes.center)
      let adjustment = cellCenter - center
      if best.map({ abs(adjustment) < abs($0) }) ?? true { best = adjustment }
    }
    return best
  }
}
