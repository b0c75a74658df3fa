import CollectionRender
import Foundation
import SceneFile
import SceneModel

/// A scene to snapshot: a scene file, scene JSON written in the test, or a `Scene` value.
///
/// ```swift
/// assertSnapshot(of: .file("Scenes/grid.json"), as: .image())   // beside the test file
/// assertSnapshot(of: .json(#"{"bounds": …, "sections": […]}"#), as: .layout())
/// assertSnapshot(of: .scene(myScene), as: .image(on: .iPhoneSE))
/// ```
public enum SceneSource: Sendable {
  /// A scene file; a relative path is resolved against the folder of the test file.
  case file(String)
  /// A scene file's JSON text; a `dataset` it names is resolved against the test file's folder.
  case json(String)
  /// A decoded scene.
  case scene(Scene)

  /// The scene, loaded and validated.
  public func load(relativeTo folder: String) throws -> Scene {
    switch self {
    case .file(let path):
      return try SceneLoader.load(path: path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path))
    case .json(let text):
      return try SceneDecoder.decode(Array(text.utf8), file: "scene JSON") { (dataset: String) throws(SceneError) in
        let path = dataset.hasPrefix("/") ? dataset : (folder as NSString).appendingPathComponent(dataset)
        guard let data = FileManager.default.contents(atPath: path) else {
          throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no such file")
        }
        return ([UInt8](data), path)
      }
    case .scene(let scene):
      return scene
    }
  }
}
