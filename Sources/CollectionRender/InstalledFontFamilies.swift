import CairoBackend
import SceneFile

extension FontFamilies {
  /// The families this machine can draw (`FontCatalog`: what fontconfig lists, and its generic
  /// names): what every scene file read through `SceneLoader` here is checked against.
  public static var installed: FontFamilies {
    FontFamilies(
      names: FontCatalog.installedFamilies + ["sans-serif", "serif", "monospace", "system-ui"],
      isKnown: { FontCatalog.isKnown($0) })
  }
}
