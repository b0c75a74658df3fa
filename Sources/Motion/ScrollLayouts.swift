import CollectionLayout
import Geometry

/// The layouts a timeline scrolls through: one per stage and bounds size. The caller prepares
/// each once and keeps it; the planner asks for content sizes and snapping targets. Only
/// queries: the stages interaction segments add are planned by an `AnimatedSegmentPlanning`.
public protocol ScrollLayouts {
  /// The collection view's adjusted content inset.
  var contentInset: EdgeInsets { get }
  /// The layout prepared for `size`.
  func layout(forBoundsSize size: Size) -> any PreparedCollectionLayout
  /// The layout shown in `state` (its stage and bounds size).
  func layout(for state: ViewState) -> any PreparedCollectionLayout
}

extension ScrollLayouts {
  /// The layout for the state's bounds size, for layouts that do not change with the stage.
  public func layout(for state: ViewState) -> any PreparedCollectionLayout { layout(forBoundsSize: state.boundsSize) }
}
