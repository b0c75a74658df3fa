/// Orthogonal sections: the strip each one scrolls in, and where its scrolling comes to rest.
///
/// ```
///  strip (vertical layout): x 0 … W, scrolled by offset o ∈ [0, max], max = content − W
///  ┌──────────────────────── W ────────────────────────┐
///  │ lead ┌ group 0 ┐ sp ┌ group 1 ┐ sp ┌ group 2 ┐ sp ┌│─ group 3 ┐ trail
///  └───────────────────────────────────────────────────┘
///  continuous                       any offset, clamped
///  continuousGroupLeadingBoundary   t_k = x_k − lead (group k's leading edge at the inset)
///  groupPaging                      t_k = x_k − lead, clamped
///  paging                           t_k = k·W, clamped
///  groupPagingCentered              t_k = x_k − round((W − w_k)/2), not clamped: the first and
///                                   last groups centre too
///  k: moving forward the first t_k ≥ p − 0.5 % of a step, backward the last t_k ≤ p + 0.5 %,
///  at rest the nearest
/// ```
import Geometry

/// An orthogonal section's scrolling strip (`orthogonalScrollInfo(forSection:)`).
public struct OrthogonalScrollInfo: Hashable, Sendable {
  /// How the section scrolls.
  public var behavior: CompositionalLayout.OrthogonalScrollingBehavior
  /// The strip in content coordinates: the whole extent across the layout, by the section's
  /// extent between its extending boundary views. Cells outside it are clipped by UIKit's
  /// inner scroll view.
  public var frame: Rect
  /// The scrollable length across: leading inset, the groups, trailing inset.
  public var contentLength: Double
  /// The largest offset: `contentLength` less the strip's visible length, at least 0.
  public var maximumOffset: Double
  /// How much of the strip shows across: the layout's width (height for a horizontal layout),
  /// the page of `paging`.
  public var visibleLength: Double = 0

  /// Whether a release moves one page at a time, as a scroll view with `isPagingEnabled` does:
  /// `paging`, `groupPaging` and `groupPagingCentered`.
  public var pages: Bool { behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered }
}

extension PreparedCompositionalLayout: OrthogonalScrollingLayout {
  /// How many data sections the layout was prepared with.
  public var numberOfSections: Int { sections.count }

  /// The scrolling strip of section `section`, or `nil` when it is not orthogonal.
  public func orthogonalScrollInfo(forSection section: Int) -> OrthogonalScrollInfo? {
    guard sections.indices.contains(section), let strip = sections[section].strip else { return nil }
    // Right to left the strip is mirrored; offsets still count from its leading edge.
    let frame = mirror?.mirrored(strip.frame) ?? strip.frame
    return OrthogonalScrollInfo(
      behavior: strip.behavior, frame: frame, contentLength: strip.contentLength,
      maximumOffset: Swift.max(0, strip.contentLength - strip.visibleLength), visibleLength: strip.visibleLength)
  }

  /// Where an orthogonal section's scrolling comes to rest when it would stop at
  /// `proposedOffset` after a release at `velocity` (points per second, positive towards the
  /// trailing end): the section's behaviour's resting offset, chosen in the direction of the
  /// velocity (the nearest at rest). Returns `proposedOffset` for sections that do not scroll
  /// orthogonally (or a non-finite proposal).
  public func targetOrthogonalOffset(forSection section: Int, proposedOffset: Double, velocity: Double) -> Double {
    guard sections.indices.contains(section), let strip = sections[section].strip, proposedOffset.isFinite else {
      return proposedOffset
    }
    let cells = sections[section].cells
    let maximum = Swift.max(0, strip.contentLength - strip.visibleLength)
    let clamp = { (offset: Double) in Swift.min(Swift.max(offset, 0), maximum) }
    let direction = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
    // Groups start in the strip's own coordinates: the strip begins at cross 0.
    switch strip.behavior {
    case .none:
      return proposedOffset
    case .continuous:
      return clamp(proposedOffset)
    case .paging:
      let page = strip.visibleLength
      let lastPage = (maximum / page).rounded(.up)
      // Why the bound: a vanishing strip width would make the page count overflow `Int`.
      guard page > 0, lastPage.isFinite, lastPage < 1e15 else { return clamp(proposedOffset) }
      let pages = Int(lastPage) + 1
      let k = Self.snapIndex(proposedOffset, count: pages, direction: direction) { Double($0) * page }
      return clamp(Double(k) * page)
    case .groupPaging, .continuousGroupLeadingBoundary:
      guard cells.groupCount > 0 else { return clamp(proposedOffset) }
      let target = { (k: Int) in cells.groupStart(k) - strip.leadingInset }
      let k = Self.snapIndex(proposedOffset, count: cells.groupCount, direction: direction, target: target)
      return clamp(target(k))
    case .groupPagingCentered:
      guard cells.groupCount > 0 else { return clamp(proposedOffset) }
      let target = { (k: Int) in
        cells.groupStart(k) - roundToPixel((strip.visibleLength - cells.groupLength(k)) / 2, scale: self.scale)
      }
      return target(Self.snapIndex(proposedOffset, count: cells.groupCount, direction: direction, target: target))
    }
  }

  /// The index of the resting target for a proposal: targets `target(0) < target(1) < …`;
  /// moving forward, the first target at or past the proposal (within 0.5 % of a step);
  /// backward, the last at or before it; at rest, the nearest (the later on a tie). Targets
  /// that do not increase fall back to the nearest. O(log count).
  static func snapIndex(_ proposed: Double, count: Int, direction: Int, target: (Int) -> Double) -> Int {
    guard count > 1 else { return 0 }
    func step(_ k: Int) -> Double {
      k + 1 < count ? target(k + 1) - target(k) : target(k) - target(k - 1)
    }
    // The first k whose target is at or past the proposal.
    let next = partitionPoint(0..<count) { target($0) >= proposed }
    switch direction {
    case 1:
      // Forward: a target just short of the proposal (by < 0.5 % of a step) still counts.
      if next > 0 && target(next - 1) >= proposed - 0.005 * step(next - 1) { return next - 1 }
      return Swift.min(next, count - 1)
    case -1:
      let previous = next < count && target(next) == proposed ? next : next - 1
      if previous + 1 < count && target(previous + 1) <= proposed + 0.005 * step(previous + 1) { return previous + 1 }
      return Swift.max(previous, 0)
    default:
      if next == 0 { return 0 }
      if next == count { return count - 1 }
      let before = proposed - target(next - 1)
      let after = target(next) - proposed
      return after <= before ? next : next - 1
    }
  }
}
