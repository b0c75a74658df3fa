import DisplayList
import Geometry
import SceneFile

/// Composes one cell: background view, selected background view (when selected), content view
/// with the title, all in the cell's local coordinates.
enum CellComposer {
  static func compose(_ item: ItemData, size: Size, style: CellStyle) -> [DisplayNode] {
    var nodes = ViewComposer.view(style.backgroundView, size: size)
    if item.isSelected {
      nodes += ViewComposer.view(style.selectedBackgroundView, size: size)
    }
    // The content view fills the cell's bounds (then its transform scales it about the centre);
    // the title label fills the content view.
    let title = ViewComposer.label(item.title, style: style.titleLabel, in: size)
    nodes += ViewComposer.view(
      style.contentView, size: size,
      backgroundColor: item.isHighlighted ? style.highlightedContentColor : nil,
      contents: title)
    return nodes
  }
}
