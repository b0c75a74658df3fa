import CollectionLayout
import DisplayList
import Geometry
import SceneFile

/// Turns the visible elements' layout attributes and the scene's data and styles into a display
/// list, the way UIKit stacks a cell's views:
///
/// ```
///   cell group (frame, transform about the centre, alpha)
///   ├── backgroundView            fills the cell
///   ├── selectedBackgroundView    only while selected
///   └── contentView               scaled about its centre (border scales with it)
///       └── titleLabel            the item's title
/// ```
/// Headers and footers are a view with a title label. Elements are painted in ascending `zIndex`;
/// equal z-indices keep the query's order (cells, then supplementary, then decoration views).
public enum SceneComposer {
  /// The display list for `scene` showing `viewport`, given the attributes of the elements to draw
  /// (in content coordinates, as a layout query returns them).
  public static func compose(
    _ scene: Scene, attributes: [LayoutAttributes], viewport: Viewport
  ) -> DisplayList {
    // A stable sort: UIKit draws higher zIndex above, and equal zIndex in the order the layout
    // returned them.
    let ordered = attributes.enumerated().sorted {
      $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
    }
    var nodes: [DisplayNode] = []
    nodes.reserveCapacity(ordered.count)
    for (_, attributes) in ordered where !attributes.isHidden && attributes.alpha > 0 {
      let children: [DisplayNode]
      switch attributes.element {
      case .cell(let indexPath):
        guard let item = scene.item(at: indexPath) else { continue }
        children = CellComposer.compose(item, size: attributes.size, style: scene.style.cell)
      case .supplementary(let kind, let indexPath):
        children = SupplementaryComposer.compose(kind: kind, indexPath: indexPath, size: attributes.size, scene: scene)
      case .decoration(let kind, _):
        guard let style = scene.style.decorations[kind.rawValue] else { continue }
        children = ViewComposer.view(style, size: attributes.size)
      }
      if children.isEmpty { continue }
      nodes.append(.group(DisplayGroup(
        transform: elementTransform(attributes, contentOffset: viewport.contentOffset),
        opacity: attributes.alpha, children: children)))
    }
    return DisplayList(size: viewport.size, background: scene.style.backgroundColor, nodes: nodes)
  }

  /// Maps an element's local coordinates (origin at its frame's top-left) to viewport space:
  /// move the centre to the origin, apply the attributes' transform, move to the centre on screen.
  static func elementTransform(_ attributes: LayoutAttributes, contentOffset: Point) -> AffineTransform {
    let frame = attributes.frame
    if attributes.transform.isIdentity {
      return .translation(frame.minX - contentOffset.x, frame.minY - contentOffset.y)
    }
    return AffineTransform.translation(-frame.width / 2, -frame.height / 2)
      .concatenating(attributes.transform)
      .concatenating(.translation(frame.midX - contentOffset.x, frame.midY - contentOffset.y))
  }
}
