import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Composes one cell: background view, selected background view (when shown selected), content
/// view with the image view and the title, all in the cell's local coordinates.
enum CellComposer {
  static func compose(
    _ item: ItemData, presentation: ItemPresentation, size: Size, direction: LayoutDirection = .leftToRight
  ) -> [DisplayNode] {
    let style = presentation.style
    var nodes = ViewComposer.view(style.backgroundView, size: size)
    if presentation.isSelected {
      nodes += ViewComposer.view(style.selectedBackgroundView, size: size)
    }
    // The content view fills the cell's bounds (then its transform scales it about the centre);
    // the image view sits at its centre, the title label fills it, above the image.
    let contents =
      ImageViewComposer.compose(style.imageView.laidOut(in: direction), in: size)
      + ViewComposer.label(item.title, style: style.titleLabel.laidOut(in: direction, hostSize: size), in: size)
    nodes += ViewComposer.view(
      style.contentView, size: size,
      backgroundColor: presentation.isHighlighted ? style.highlightedContentColor : nil,
      contents: contents)
    return nodes
  }
}
