/// A prepared layout with sections that scroll on their own, across the main scroll axis (a
/// compositional section's `orthogonalScrollingBehavior`): the strip each such section scrolls
/// in, and where its scrolling comes to rest. A timeline's `scrollSection` segments ask it.
///
/// Offsets count from the section's leading edge (0 shows its first group), in both layout
/// directions; they reach the queries through `Viewport.orthogonalOffsets`.
public protocol OrthogonalScrollingLayout: PreparedCollectionLayout {
  /// How many data sections the layout was prepared with.
  var numberOfSections: Int { get }

  /// The scrolling strip of section `section`, or `nil` when the section does not scroll on
  /// its own.
  func orthogonalScrollInfo(forSection section: Int) -> OrthogonalScrollInfo?

  /// Where the section's scrolling comes to rest when it would stop at `proposedOffset` after a
  /// release at `velocity` points per second (positive towards the trailing end), as UIKit's
  /// `targetContentOffset` of the section's own scroll view does.
  func targetOrthogonalOffset(forSection section: Int, proposedOffset: Double, velocity: Double) -> Double
}

extension OrthogonalScrollingLayout {
  /// The offsets section `section` may be scrolled to: from 0 (or the first resting offset
  /// when it is negative, as `groupPagingCentered`'s is) to the largest offset (or the last
  /// resting offset when it lies beyond). `nil` when the section does not scroll on its own.
  public func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<Double>? {
    guard let info = orthogonalScrollInfo(forSection: section) else { return nil }
    // Far proposals at rest land on the first and last resting offsets.
    let first = targetOrthogonalOffset(forSection: section, proposedOffset: -1e12, velocity: 0)
    let last = targetOrthogonalOffset(forSection: section, proposedOffset: 1e12, velocity: 0)
    let lower = Swift.min(0, first.isFinite ? first : 0)
    let upper = Swift.max(info.maximumOffset, last.isFinite ? last : 0)
    return lower...Swift.max(lower, upper)
  }
}
