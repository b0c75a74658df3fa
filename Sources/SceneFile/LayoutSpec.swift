import CollectionLayout
import Geometry

/// The scene's `layout`: which layout, configured how. Every case is a `CollectionLayout`; the
/// pipeline treats them alike.
public enum LayoutSpec: Hashable, Sendable {
  /// `UICollectionViewFlowLayout`.
  case flow(FlowLayout)
  /// The seed's `LineLayout`: a horizontal flow that zooms the cells near the centre.
  case line(LineLayout)
  /// The seed's `CircleLayout`: items on a circle over a decoration view.
  case circle(CircleLayout)
  /// The seed's `WaterfallCollectionLayout` (CHTCollectionViewWaterfallLayout), its bugs fixed.
  case waterfall(WaterfallLayout)

  /// The layout names a scene file may use in `layout.type`.
  public static let typeNames = ["flow", "line", "circle", "waterfall"]

  /// The layout itself.
  public var layout: any CollectionLayout {
    switch self {
    case .flow(let layout): layout
    case .line(let layout): layout
    case .circle(let layout): layout
    case .waterfall(let layout): layout
    }
  }

  /// The size of an item that has no `size` of its own (for the waterfall, a reference size whose
  /// aspect ratio counts).
  public var defaultItemSize: Size {
    switch self {
    case .flow(let layout): layout.itemSize
    case .line(let layout): layout.itemSize
    case .circle(let layout): layout.itemSize
    case .waterfall(let layout): layout.itemSize
    }
  }
}
