import CollectionLayout
import Geometry

/// What to draw at one instant of an interaction: the collection view's viewport and the
/// attributes of every element in play, in the layout order (cells, then supplementary views,
/// then decoration views, each by index path). The composer paints them by ascending zIndex.
///
/// Cell index paths name items of the data the interaction documents (`LayoutTransition` and
/// `ReorderDrag`: the data at the start; `ItemUpdateAnimation`: its `frameItems`).
public struct InteractionFrame: Hashable, Sendable {
  /// The collection view's bounds at this instant (origin = content offset) and its inset.
  public var viewport: Viewport
  /// The elements to draw.
  public var attributes: [LayoutAttributes]

  /// A frame showing `attributes` in `viewport`.
  public init(viewport: Viewport, attributes: [LayoutAttributes]) {
    self.viewport = viewport
    self.attributes = attributes
  }

  /// The attributes of one element, if it is in the frame.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    attributes.first { $0.element == element }
  }
}

extension ElementID {
  /// The layout order: cells, then supplementary views, then decoration views; within a
  /// category by index path, then kind.
  static func layoutOrder(_ lhs: ElementID, _ rhs: ElementID) -> Bool {
    func rank(_ category: ElementCategory) -> Int {
      switch category {
      case .cell: 0
      case .supplementary: 1
      case .decoration: 2
      }
    }
    let (l, r) = (rank(lhs.category), rank(rhs.category))
    if l != r { return l < r }
    if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
    return (lhs.kind?.rawValue ?? "") < (rhs.kind?.rawValue ?? "")
  }
}

extension PreparedCollectionLayout {
  /// The attributes of `element` as shown at `viewport`, or `nil` if the layout has no such
  /// element: the query of its category.
  public func layoutAttributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    switch element {
    case .cell(let indexPath):
      layoutAttributesForItem(at: indexPath, viewport: viewport)
    case .supplementary(let kind, let indexPath):
      layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: viewport)
    case .decoration(let kind, let indexPath):
      layoutAttributesForDecorationView(ofKind: kind, at: indexPath, viewport: viewport)
    }
  }

  /// The attributes of every element on screen at `viewport` (a query of its bounds).
  public func visibleAttributes(at viewport: Viewport) -> [LayoutAttributes] {
    layoutAttributesForElements(in: viewport.bounds, viewport: viewport)
  }
}
