import DisplayList
import Foundation
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
    path: String, loadImage: @escaping ImageLoader, traits: [TraitAssignment] = []
  ) throws(SceneError) -> Scene {
    try loadDocument(path: path, loadImage: loadImage, traits: traits).scene
  }

  /// Reads and decodes the scene file at `path` once: its scene, its timeline, and the files
  /// it was read from (see ``load(path:loadImage:traits:)``). `traits` change the file's own
  /// traits (see ``SceneDecoder/decodeDocument(_:file:loadDataset:loadImage:traits:)``).
  public static func loadDocument(
    path: String, loadImage: @escaping ImageLoader, traits: [TraitAssignment] = []
  ) throws(SceneError) -> SceneDocument {
    let bytes = try read(path)
    return try SceneDecoder.decodeDocument(
      bytes, file: path,
      loadDataset: { (dataset: String) throws(SceneError) in
        let resolved = resolve(dataset, relativeTo: path)
        return (try read(resolved), resolved)
      },
      loadImage: loadImage, traits: traits)
  }

  /// `path` as written in `file`: absolute paths as they are, others relative to `file`'s folder.
  public static func resolve(_ path: String, relativeTo file: String) -> String {
    let directory = (file as NSString).deletingLastPathComponent
    return path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
  }

  static func read(_ path: String) throws(SceneError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no such file")
    }
    if isDirectory.boolValue {
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "is a directory, not a scene file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "cannot be read (permission denied?)")
    }
    return [UInt8](data)
  }
}
