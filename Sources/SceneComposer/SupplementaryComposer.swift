import CollectionLayout
import DisplayList
import Geometry
import SceneFile

/// Composes headers and footers: the kind's view style with the section's title in a label.
enum SupplementaryComposer {
  static func compose(kind: ElementKind, indexPath: IndexPath, size: Size, scene: Scene) -> [DisplayNode] {
    guard scene.sections.indices.contains(indexPath.section) else { return [] }
    let section = scene.sections[indexPath.section]
    let style: SupplementaryStyle
    let data: SupplementaryData?
    switch kind {
    case .header:
      style = scene.style.header
      data = section.header
    case .footer:
      style = scene.style.footer
      data = section.footer
    default:
      return []
    }
    let label = ViewComposer.label(data?.title, style: style.titleLabel, in: size)
    return ViewComposer.view(style.view, size: size, contents: label)
  }
}
