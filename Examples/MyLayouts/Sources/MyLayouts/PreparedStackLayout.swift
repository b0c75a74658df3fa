import CollectionLayout

/// ``StackLayout`` prepared for one bounds size: row `k` (counting across sections) starts at
/// y = k · (rowHeight + spacing).
public struct PreparedStackLayout: PreparedCollectionLayout {
  /// The layout's configuration.
  public let layout: StackLayout
  /// The bounds, insets and traits it was prepared for.
  public let environment: LayoutEnvironment
  /// The bounds width less the insets, by the rows' heights and the gaps between them.
  public let contentSize: Size
  /// The index paths of the rows, in order.
  let rows: [ElementIndexPath]

  init(layout: StackLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.environment = environment
    rows = content.sections.enumerated().flatMap { section, data in
      (0..<data.itemCount).map { ElementIndexPath(item: $0, section: section) }
    }
    let inset = environment.contentInset
    let height = rows.isEmpty ? 0 : Double(rows.count) * (layout.rowHeight + layout.spacing) - layout.spacing
    contentSize = Size(width: max(0, environment.boundsSize.width - inset.left - inset.right), height: height)
  }

  func attributes(ofRow index: Int) -> LayoutAttributes {
    LayoutAttributes(
      element: .cell(rows[index]),
      frame: Rect(
        x: 0, y: Double(index) * (layout.rowHeight + layout.spacing), width: contentSize.width,
        height: layout.rowHeight))
  }

  /// The rows that meet `rect`; only the rows the rect can reach are computed.
  public func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    let pitch = layout.rowHeight + layout.spacing
    guard !rows.isEmpty, pitch > 0 else { return [] }
    // Only the rows the rect can reach: O(visible), however long the list.
    let first = Int(max(0, (rect.minY / pitch).rounded(.down)))
    let last = Int(min(Double(rows.count - 1), (rect.maxY / pitch).rounded(.down)))
    guard first <= last else { return [] }
    return (first...last).map(attributes(ofRow:)).filter { $0.frame.overlaps(rect) }
  }

  /// The row of the item, or nil for an index path past the content.
  public func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    rows.firstIndex(of: indexPath).map(attributes(ofRow:))
  }

  /// None: the layout has no headers or footers.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    nil
  }
}
