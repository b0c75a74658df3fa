import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Composes supplementary views of any kind: the kind's style (`style.header`, `style.footer`,
/// or `style.supplementary[kind]`) with the section's data for that kind in a title label, or
/// the `content` the layout's attributes carry.
enum SupplementaryComposer {
  static func compose(
    kind: ElementKind, indexPath: ElementIndexPath, size: Size, scene: Scene, content: SupplementaryContent? = nil
  ) -> [DisplayNode] {
    let style: SupplementaryStyle
    let title: String?
    if let content {
      style = content.style
      title = content.title
    } else {
      guard scene.sections.indices.contains(indexPath.section),
        let kindStyle = scene.style.supplementaryStyle(ofKind: kind.rawValue)
      else { return [] }
      style = kindStyle
      title = scene.sections[indexPath.section].supplementaryData(ofKind: kind.rawValue)?.title
    }
    let label = ViewComposer.label(
      title, style: style.titleLabel.laidOut(in: scene.traits.layoutDirection, hostSize: size), in: size)
    return ViewComposer.view(style.view, size: size, contents: label)
  }
}
