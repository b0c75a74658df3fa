import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Composes supplementary views of any kind: the kind's style (`style.header`, `style.footer`,
/// or `style.supplementary[kind]`) with the section's data for that kind in a title label.
enum SupplementaryComposer {
  static func compose(kind: ElementKind, indexPath: ElementIndexPath, size: Size, scene: Scene) -> [DisplayNode] {
    guard scene.sections.indices.contains(indexPath.section),
      let style = scene.style.supplementaryStyle(ofKind: kind.rawValue)
    else { return [] }
    let data = scene.sections[indexPath.section].supplementaryData(ofKind: kind.rawValue)
    let label = ViewComposer.label(
      data?.title, style: style.titleLabel.laidOut(in: scene.traits.layoutDirection, hostSize: size), in: size)
    return ViewComposer.view(style.view, size: size, contents: label)
  }
}
