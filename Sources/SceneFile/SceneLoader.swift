import DisplayList
import Foundation
import OrderedJSON
import SceneModel

/// Reads scene files from disk.
public enum SceneLoader {
  /// Reads, decodes and validates the scene at `path`, the dataset file it names (relative to
  /// the scene's folder), and the images it and the dataset name (relative to the file naming
  /// each), decoded by `loadImage`.
  ///
  /// `CollectionRender` adds `SceneLoader.load(path:)`, which decodes PNG and JPEG through the
  /// backend's codecs with a process-wide cache.
  public static func load(
    path: String, loadImage: @escaping ImageLoader, budgetCeiling: Budgets? = nil, traits: [TraitAssignment] = []
  ) throws(SceneError) -> Scene {
    try loadDocument(path: path, loadImage: loadImage, budgetCeiling: budgetCeiling, traits: traits).scene
  }

  /// Reads and decodes the scene file at `path` once: its scene, its timeline, and the files
  /// it was read from (see ``load(path:loadImage:budgetCeiling:traits:)``). `budgetCeiling` is
  /// the most the scene's `"limits"` may raise each budget to (nil: no ceiling, the scene is
  /// trusted); `traits` change the file's own traits.
  ///
  /// With `folder` (a real path), the scene, its dataset and its images must lie inside it, and
  /// anything outside is refused unread (``InputFile/read(_:confinedTo:)``): what a server that
  /// shows the scenes of one folder needs. With `fontFamilies`, a font family not among them is
  /// an error at its JSON path.
  public static func loadDocument(
    path: String, loadImage: @escaping ImageLoader, budgetCeiling: Budgets? = nil, traits: [TraitAssignment] = [],
    confinedTo folder: String? = nil, fontFamilies: FontFamilies? = nil
  ) throws(SceneError) -> SceneDocument {
    let bytes = try read(path, confinedTo: folder)
    var loadImage = loadImage
    if let folder {
      let unconfined = loadImage
      loadImage = { (image: String, namingFile: String) throws(ImageLoadFailure) in
        let resolved = resolve(image, relativeTo: namingFile)
        do throws(InputFile.Failure) {
          try InputFile.checkInside(resolved, folder: folder)
        } catch {
          throw ImageLoadFailure(kind: .unreadable, reason: "\(resolved): \(error.reason)")
        }
        return try unconfined(image, namingFile)
      }
    }
    var fontFamilies = fontFamilies
    if let folder, let register = fontFamilies?.registerFolder {
      // A served scene's font folders must lie inside the served folder, as its images must.
      fontFamilies?.registerFolder = { (fonts: String) throws(SceneError) in
        do throws(InputFile.Failure) {
          try InputFile.checkInside(fonts, folder: folder)
        } catch {
          throw SceneError(kind: .unreadable, file: fonts, location: nil, reason: error.reason)
        }
        try register(fonts)
      }
    }
    return try SceneDecoder.decodeDocument(
      bytes, file: path, budgetCeiling: budgetCeiling,
      loadDataset: { (dataset: String) throws(SceneError) in
        let resolved = resolve(dataset, relativeTo: path)
        if let scene = try? InputFile.identity(of: path), let named = try? InputFile.identity(of: resolved),
          scene.device == named.device, scene.inode == named.inode
        {
          throw SceneError(
            kind: .invalid, file: path, location: .path(JSONPath.root.appending("dataset")),
            reason: "names the scene file itself; a dataset is another file, holding {\"sections\": […]}")
        }
        do throws(InputFile.Failure) {
          return (try InputFile.read(resolved, confinedTo: folder).bytes, resolved)
        } catch {
          let absolute = dataset.hasPrefix("/") ? " (the absolute path given as \"dataset\" in \(path))" : ""
          throw SceneError(kind: .unreadable, file: resolved, location: nil, reason: error.reason + absolute)
        }
      },
      loadImage: loadImage, traits: traits, fontFamilies: fontFamilies)
  }

  /// `path` as written in `file`: absolute paths as they are, others relative to `file`'s folder.
  public static func resolve(_ path: String, relativeTo file: String) -> String {
    let directory = (file as NSString).deletingLastPathComponent
    return path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
  }

  static func read(_ path: String, confinedTo folder: String? = nil) throws(SceneError) -> [UInt8] {
    do throws(InputFile.Failure) {
      return try InputFile.read(path, confinedTo: folder).bytes
    } catch {
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: error.reason)
    }
  }
}
