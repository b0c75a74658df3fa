/// The image of a content configuration: a decoded picture, or an SF Symbol by name.
public enum ListContentImage: Hashable, Sendable {
  /// An image file the scene names.
  case image(SceneImage)
  /// An SF Symbol (`UIImage(systemName:)`), drawn from the renderer's own vector glyphs; a name
  /// it does not draw shows as a named placeholder (see `docs/lists-and-cells.md`, "Symbols").
  case symbol(String)
}
