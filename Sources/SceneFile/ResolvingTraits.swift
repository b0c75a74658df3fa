import SceneModel

/// The traits a scene file's dynamic colours (`"systemBackground"`, `{"light": …, "dark": …}`)
/// and Dynamic Type fonts (`{"textStyle": "body"}`, `"relativeTo"`) resolve against while the
/// file is decoded.
///
/// A task-local rather than a parameter: colours and fonts sit at the bottom of every style
/// decoder (cells, items, headers, menus, timelines, overviews), and threading the traits
/// through each of them would touch every signature for one value that never changes during a
/// decode.
enum ResolvingTraits {
  @TaskLocal static var current = Traits()
}
