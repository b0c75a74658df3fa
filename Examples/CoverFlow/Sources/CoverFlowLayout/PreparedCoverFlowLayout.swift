import CollectionLayout

/// ``CoverFlowLayout`` prepared for one bounds size: item `k` (counting across sections) has
/// its centre at x = width / 2 + k · centerSpacing, so that at content offset k · centerSpacing
/// it sits at the centre of the bounds.
public struct PreparedCoverFlowLayout: PreparedCollectionLayout {
  /// The layout's configuration.
  public let layout: CoverFlowLayout
  /// The bounds, insets and traits it was prepared for.
  public let environment: LayoutEnvironment
  /// One row long enough for the last item to reach the centre: the bounds width plus
  /// `centerSpacing` per item after the first, less the insets.
  public let contentSize: Size
  /// Where each section's items start in the row, and how many there are in all.
  let sectionStarts: [Int]
  let itemCount: Int

  init(layout: CoverFlowLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.environment = environment
    var starts: [Int] = []
    var total = 0
    for section in content.sections {
      starts.append(total)
      total += section.itemCount
    }
    sectionStarts = starts
    itemCount = total
    let bounds = environment.boundsSize
    let inset = environment.contentInset
    // The last item reaches the centre at the end of the content.
    contentSize = Size(
      width: bounds.width + Double(max(total - 1, 0)) * layout.centerSpacing - inset.left - inset.right,
      height: max(0, bounds.height - inset.top - inset.bottom))
  }

  /// The centre of item `index` (across sections), in content coordinates.
  func center(of index: Int) -> Point {
    let bounds = environment.boundsSize
    let inset = environment.contentInset
    return Point(
      x: bounds.width / 2 - inset.left + Double(index) * layout.centerSpacing,
      y: (bounds.height - inset.top - inset.bottom) / 2)
  }

  func indexPath(of index: Int) -> ElementIndexPath {
    // The last section starting at or before `index` (empty sections start where the next does).
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return ElementIndexPath(item: index - sectionStarts[low], section: low)
  }

  func index(of indexPath: ElementIndexPath) -> Int? {
    guard sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
    let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : itemCount
    let index = sectionStarts[indexPath.section] + indexPath.item
    return index < end ? index : nil
  }

  /// Item `index`'s attributes with the visible centre at `viewport`.
  func attributes(ofItem index: Int, viewport: Viewport) -> LayoutAttributes {
    let center = center(of: index)
    let frame = Rect(
      x: center.x - layout.itemSize.width / 2, y: center.y - layout.itemSize.height / 2,
      width: layout.itemSize.width, height: layout.itemSize.height)
    let visibleCenter = viewport.contentOffset.x + viewport.size.width / 2 - environment.contentInset.left
    let distance = abs(center.x - visibleCenter)
    let falloff = max(layout.falloff ?? environment.boundsSize.width / 2, 1)
    let t = min(1, distance / falloff)
    let scale = 1 - (1 - layout.minimumScale) * t
    return LayoutAttributes(
      element: .cell(indexPath(of: index)), frame: frame, transform: .scale(scale, scale),
      alpha: 1 - (1 - layout.minimumAlpha) * t,
      // The nearer the centre, the higher: neighbours overlap, the centre item covers them.
      zIndex: -Int((distance / max(layout.centerSpacing, 1)).rounded()))
  }

  /// The items whose shrunk frames meet `rect`, zoomed for the viewport; only the items the rect
  /// can reach are computed.
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    guard itemCount > 0, layout.centerSpacing > 0 else {
      return (0..<itemCount).map { attributes(ofItem: $0, viewport: viewport) }
        .filter { $0.transformedFrame.overlaps(rect) }
    }
    // Scales never exceed 1, so an item's transformed area lies inside its frame: the items
    // whose frames meet the rect, then only those whose shrunk area still does.
    let first = center(of: 0).x
    let half = layout.itemSize.width / 2
    let low = Int(max(0, ((rect.minX - half - first) / layout.centerSpacing).rounded(.down)))
    let high = Int(min(Double(itemCount - 1), ((rect.maxX + half - first) / layout.centerSpacing).rounded(.up)))
    guard low <= high else { return [] }
    return (low...high).map { attributes(ofItem: $0, viewport: viewport) }
      .filter { $0.transformedFrame.overlaps(rect) }
  }

  /// The item's attributes for the viewport, or nil for an index path past the content.
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    index(of: indexPath).map { attributes(ofItem: $0, viewport: viewport) }
  }

  /// None: the layout has no headers or footers.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }

  /// Scrolling comes to rest with the nearest item at the centre; a release carries on to the
  /// next item in its direction, as a carousel does.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point, viewport: Viewport
  ) -> Point {
    guard itemCount > 0, layout.centerSpacing > 0 else { return proposedContentOffset }
    let minX = -environment.contentInset.left
    let position = (proposedContentOffset.x - minX) / layout.centerSpacing
    let index = min(max(position.rounded(), 0), Double(itemCount - 1))
    return Point(x: minX + index * layout.centerSpacing, y: proposedContentOffset.y)
  }

  /// Every scroll changes the zoom, so every bounds change invalidates.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    true
  }

  /// An inserted item grows from nothing where it will stand.
  public func initialLayoutAttributesForAppearingItem(at indexPath: ElementIndexPath, viewport: Viewport)
    -> LayoutAttributes?
  {
    guard var attributes = layoutAttributesForItem(at: indexPath, viewport: viewport) else { return nil }
    attributes.transform = .scale(0.01, 0.01)
    attributes.alpha = 0
    return attributes
  }
}
