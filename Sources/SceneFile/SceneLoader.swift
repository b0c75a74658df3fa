import Foundation

/// Reads scene files from disk.
public enum SceneLoader {
  /// Reads, decodes and validates the scene at `path`, and the dataset file it names (relative to
  /// the scene's folder).
  public static func load(path: String) throws(SceneError) -> Scene {
    let bytes = try read(path)
    let directory = (path as NSString).deletingLastPathComponent
    return try SceneDecoder.decode(bytes, file: path) { (dataset: String) throws(SceneError) in
      let resolved = dataset.hasPrefix("/") || directory.isEmpty ? dataset : directory + "/" + dataset
      return (try read(resolved), resolved)
    }
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
