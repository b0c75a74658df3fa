import CollectionRender
import Foundation
import SceneFile
import SceneModel
import Snapshots

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

  /// The scene, loaded and validated; with `traits`, shown with those traits instead of its own
  /// (a scene file's dynamic colours and text-style fonts resolve against them; a `Scene` value's
  /// colours and fonts are already resolved, so only its layout direction and scale change).
  ///
  /// The font folders of ``SnapshotConfiguration/current`` are registered first.
  public func load(relativeTo folder: String, traits: Traits? = nil) throws -> Scene {
    let register = FontFamilies.installed.registerFolder
    for fonts in SnapshotConfiguration.current.fonts {
      try register?(fonts.hasPrefix("/") ? fonts : (folder as NSString).appendingPathComponent(fonts))
    }
    let assignments = traits?.assignments ?? []
    switch self {
    case .file(let path):
      return try SceneLoader.load(
        path: path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path), traits: assignments)
    case .json(let text):
      return try SceneDecoder.decodeDocument(
        Array(text.utf8), file: "scene JSON",
        loadDataset: { (dataset: String) throws(SceneError) in
          let path = dataset.hasPrefix("/") ? dataset : (folder as NSString).appendingPathComponent(dataset)
          guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no such file")
          }
          return ([UInt8](data), path)
        }, traits: assignments, fontFamilies: .installed
      ).scene
    case .scene(var scene):
      if let traits {
        scene.traits = traits
        if let scale = traits.displayScale { scene.scale = scale }
      }
      return scene
    }
  }

  /// The scene as a strategy shows it: loaded with `traits`, on `device` (its bounds and scale),
  /// then at `scale` and the content `offset` when given (UIKit's `contentOffset`, as `--offset`
  /// gives it), each checked as the command line's overrides are.
  public func load(
    relativeTo folder: String, traits: Traits?, device: Device?, scale: Double? = nil, offset: Point? = nil
  ) throws -> Scene {
    let scene = try SceneSnapshot.scene(load(relativeTo: folder, traits: traits), on: device)
    return try SceneOverrides(contentOffset: offset, scale: scale).apply(to: scene)
  }
}
