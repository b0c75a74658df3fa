import CairoBackend
import SceneFile

extension FontFamilies {
  /// The families this machine can draw (`FontCatalog`: what fontconfig lists, and its generic
  /// names): what every scene file read through `SceneLoader` here is checked against. A scene's
  /// `fonts` folders are registered with `FontFolders` first.
  public static var installed: FontFamilies {
    FontFamilies(
      names: FontCatalog.installedFamilies + ["sans-serif", "serif", "monospace", "system-ui"],
      isKnown: { FontCatalog.isKnown($0) },
      registerFolder: { (folder: String) throws(SceneError) in
        do throws(FontFolderError) {
          try FontFolders.register(folder)
        } catch {
          throw SceneError(error)
        }
      })
  }
}

extension SceneError {
  /// A font folder's error as a scene file's: missing or unreadable → unreadable (exit 66),
  /// anything else → invalid (65), naming the folder.
  public init(_ error: FontFolderError) {
    self.init(
      kind: error.kind == .unreadable ? .unreadable : .invalid, file: error.folder, location: nil, reason: error.reason)
  }
}
