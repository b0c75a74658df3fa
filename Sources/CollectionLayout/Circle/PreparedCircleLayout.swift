import Geometry

/// A circle layout prepared for one bounds size, and its queries, including Apple's insert /
/// delete animation.
///
/// ```
///  appearing (inserted) item:            disappearing (deleted) item:
///   starts at the centre, alpha 0,        ends at the centre, alpha 0,
///   its own size; animates out to         scaled to 0.1 about its centre
///   its place on the circle               (transform), size unchanged
///        ┌─┐                                   ┌─┐
///        └─┘ ◀── · centre                      └─┘ ──▶ · centre
/// ```
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The prepared geometry of a `CircleLayout` (see `PreparedCollectionLayout`).
///
/// Preparing costs O(sections) (plus one pass over per-item sizes, if any, for the largest
/// item); positions are computed on demand. A rect query tests each item, O(n), after a
/// constant-time rejection of rects that miss the ring of items altogether.
public struct PreparedCircleLayout: PreparedCollectionLayout {
  /// The environment this geometry was prepared for.
  public let environment: LayoutEnvironment
  /// The bounds size: the circle layout does not scroll.
  public let contentSize: Size
  /// The layout this geometry was prepared from.
  public let layout: CircleLayout
  /// The circle's centre, half the bounds.
  public let center: Point
  /// The radius in use (the layout's, or `min(width, height) / 2.5`).
  public let radius: Double
  /// The number of items on the circle: all sections' items.
  public let itemCount: Int

  /// Per section: the global index of its first item (its place on the circle).
  let sectionStarts: [Int]
  let sectionCounts: [Int]
  /// Per section: per-item sizes, when the content gives one per item.
  let sectionSizes: [[Size]?]
  /// Half the largest item extent on each axis, for rejecting rects that miss the ring;
  /// `nil` when a size is not finite (then nothing is rejected early).
  let ringMargin: (x: Double, y: Double)?

  /// Prepares `layout` for `content` in `environment`; `CircleLayout.prepare` calls this.
  public init(layout: CircleLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.environment = environment
    let bounds = environment.boundsSize
    contentSize = bounds
    center = Point(x: bounds.width / 2, y: bounds.height / 2)
    radius = layout.radius ?? Swift.min(bounds.width, bounds.height) / 2.5

    var starts: [Int] = []
    var counts: [Int] = []
    var sizes: [[Size]?] = []
    var total = 0
    var marginX = Swift.abs(layout.itemSize.width) / 2
    var marginY = Swift.abs(layout.itemSize.height) / 2
    for section in content.sections {
      // Counts are clamped at 0 and the total saturates: nothing here can trap.
      let count = Swift.max(0, section.itemCount)
      starts.append(total)
      counts.append(count)
      let (sum, overflow) = total.addingReportingOverflow(count)
      total = overflow ? Int.max : sum
      // Sizes count only when there is one per item (fields are mutable; never trap).
      let own = section.itemSizes.flatMap { $0.count == count ? $0 : nil }
      sizes.append(own)
      for size in own ?? [] {
        marginX = Swift.max(marginX, Swift.abs(size.width) / 2)
        marginY = Swift.max(marginY, Swift.abs(size.height) / 2)
      }
    }
    sectionStarts = starts
    sectionCounts = counts
    sectionSizes = sizes
    itemCount = total
    ringMargin = marginX.isFinite && marginY.isFinite ? (marginX, marginY) : nil
  }

  // MARK: Geometry

  /// The centre of the item at global index `index`: `centre + r·(cos θ, sin θ)` with
  /// θ = startAngle + 2π·index/n, evaluated as ((2π)·index)/n.
  public func itemCenter(globalIndex index: Int) -> Point {
    let angle = layout.startAngle + 2 * Double.pi * Double(index) / Double(itemCount)
    let (cosine, sine) = exactCosineAndSine(angle)
    return Point(x: center.x + radius * cosine, y: center.y + radius * sine)
  }

  /// The size of item `item` of `section` (both valid).
  func size(section: Int, item: Int) -> Size {
    sectionSizes[section]?[item] ?? layout.itemSize
  }

  /// A rectangle of `size` centred on `point`.
  static func rect(centeredAt point: Point, size: Size) -> Rect {
    Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
  }

  func frame(section: Int, item: Int) -> Rect {
    Self.rect(
      centeredAt: itemCenter(globalIndex: sectionStarts[section] + item),
      size: size(section: section, item: item))
  }

  /// The decoration's frame: the whole bounds, in content coordinates. (The Xamarin guide centred it on
  /// `CollectionView.Center`, a point in the superview's space that only coincides when the
  /// collection view sits at the window's origin.)
  var decorationFrame: Rect { Rect(origin: .zero, size: contentSize) }

  var decorationAttributes: LayoutAttributes {
    LayoutAttributes(
      element: .decoration(CircleLayout.decorationKind, ElementIndexPath(item: 0, section: 0)),
      frame: decorationFrame, zIndex: -1)
  }

  // MARK: Queries

  /// Every cell whose frame overlaps `rect` with a positive area (`Rect.overlaps`), in index
  /// order, then the decoration view when its frame does. (The Xamarin guide ignored the rect and returned everything.)
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    if mayHoldItems(rect) {
      for section in sectionStarts.indices {
        for item in 0..<sectionCounts[section] {
          let frame = frame(section: section, item: item)
          if frame.overlaps(rect) {
            result.append(
              LayoutAttributes(element: .cell(ElementIndexPath(item: item, section: section)), frame: frame))
          }
        }
      }
    }
    if decorationFrame.overlaps(rect) { result.append(decorationAttributes) }
    return result
  }

  /// False only when `rect` certainly misses every item: it lies outside the square around the
  /// circle widened by half the largest item.
  private func mayHoldItems(_ rect: Rect) -> Bool {
    guard itemCount > 0 else { return false }
    guard let margin = ringMargin, radius.isFinite else { return true }
    let reachX = Swift.abs(radius) + margin.x
    let reachY = Swift.abs(radius) + margin.y
    // Widened by a relative hair so that floating-point differences never reject a hit.
    let slack = 1e-9 * (1 + Swift.abs(center.x) + Swift.abs(center.y) + reachX + reachY)
    let ring = Rect(
      x: center.x - reachX - slack, y: center.y - reachY - slack,
      width: 2 * (reachX + slack), height: 2 * (reachY + slack))
    return !(rect.maxX < ring.minX || rect.minX > ring.maxX || rect.maxY < ring.minY || rect.minY > ring.maxY)
  }

  /// One cell's attributes, or `nil` when the index path does not exist. O(1).
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    guard contains(indexPath) else { return nil }
    return LayoutAttributes(
      element: .cell(indexPath), frame: frame(section: indexPath.section, item: indexPath.item))
  }

  /// The circle layout has no supplementary views (the Xamarin guide's header never shows in it).
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }

  /// The background decoration for (`CircleLayout.decorationKind`, section 0 item 0), else nil.
  public func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    guard kind == CircleLayout.decorationKind, indexPath == ElementIndexPath(item: 0, section: 0) else { return nil }
    return decorationAttributes
  }

  /// Apple's sample: an inserted item starts at the centre of the circle, fully transparent,
  /// at its own size; `nil` (UIKit's default) for an index path that does not exist.
  public func initialLayoutAttributesForAppearingItem(at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    guard var attributes = layoutAttributesForItem(at: indexPath, viewport: viewport) else { return nil }
    attributes.frame = Self.rect(centeredAt: center, size: attributes.size)
    attributes.alpha = 0
    return attributes
  }

  /// Apple's sample: a deleted item shrinks into the centre of the circle: centred there,
  /// scaled to 0.1 (its untransformed size is kept), fully transparent.
  public func finalLayoutAttributesForDisappearingItem(
    at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    var final = attributes
    final.frame = Self.rect(centeredAt: center, size: attributes.size)
    final.transform = .scale(0.1, 0.1)
    final.alpha = 0
    return final
  }

  private func contains(_ indexPath: ElementIndexPath) -> Bool {
    sectionCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < sectionCounts[indexPath.section]
  }
}
