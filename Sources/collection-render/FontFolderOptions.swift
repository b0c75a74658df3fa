import ArgumentParser
import CairoBackend

/// `--fonts <folder>`: folders of the user's own font files (Apple's SF Pro, an app's brand
/// face), registered before the scene is read, so that its labels are laid out in them.
struct FontFolderOptions: ParsableArguments {
  @Option(
    name: .customLong("fonts"),
    help: ArgumentHelp(
      "A folder of font files (.ttf, .otf, .ttc, .otc) to lay text out in, registered before the scene is read; "
        + "repeat for more. A scene's own \"fonts\" key does the same.",
      valueName: "folder"))
  var folders: [String] = []

  /// Registers every folder given, in order.
  func register() throws(FontFolderError) {
    for folder in folders { try FontFolders.register(folder) }
  }
}
