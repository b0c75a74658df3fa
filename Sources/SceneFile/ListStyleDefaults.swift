import CollectionLayout
import SceneModel

/// The looks a list's decoration views get when the scene's `style.decorations` does not give
/// them, so that a list renders as UIKit draws it with no style at all: separators in the
/// `separator` colour, the list background in the appearance's background colour, both
/// resolved for the scene's `userInterfaceStyle` (see `docs/lists-and-cells.md`).
enum ListStyleDefaults {
  /// The system colour behind a list of `appearance` (UIKit's list background colours; the
  /// sidebar's own colour is not published, `secondarySystemBackground` stands in for it).
  static func backgroundColorName(for appearance: ListAppearance) -> String {
    switch appearance {
    case .plain, .sidebarPlain: "systemBackground"
    case .grouped, .insetGrouped: "systemGroupedBackground"
    case .sidebar: "secondarySystemBackground"
    }
  }

  /// The first list configuration among `layout`'s sections, if it is a compositional layout
  /// with list sections.
  static func firstList(in layout: any CollectionLayout) -> ListConfiguration? {
    guard let compositional = layout as? CompositionalLayout else { return nil }
    switch compositional.sectionProvider {
    case .uniform(let section): return section.list
    case .perSection(let sections): return sections.lazy.compactMap { $0?.list }.first
    }
  }

  /// `style` with the list kinds' defaults added where the scene's style object (`given`, the
  /// file's `style` value) leaves them out. The background colour follows the first list
  /// section's appearance (one kind, one colour).
  static func applying(to style: Style, layout: any CollectionLayout, given: JSONValue?, traits: Traits) -> Style {
    guard let list = firstList(in: layout) else { return style }
    var givenKinds: Set<String> = []
    if case .object(let object)? = given, case .object(let decorations)? = object["decorations"] {
      givenKinds = Set(decorations.keys)
    }
    func color(_ name: String) -> ViewStyle {
      ViewStyle(backgroundColor: DynamicColor.system[name]?.resolved(with: traits))
    }
    var styled = style
    let defaults: [(ElementKind, ViewStyle)] = [
      (.listBackground, color(backgroundColorName(for: list.appearance))),
      (.listTopSeparator, color("separator")),
      (.listBottomSeparator, color("separator")),
    ]
    for (kind, look) in defaults where !givenKinds.contains(kind.rawValue) {
      styled.decorations[kind.rawValue] = look
    }
    return styled
  }
}
