import CollectionRender
import SceneFile
import Testing

extension FrameBatch {
  /// The batch of a scene file's text with its own timeline (a test's scene: no datasets).
  static func of(sceneText text: String) throws -> FrameBatch {
    let bytes = Array(text.utf8)
    let scene = try SceneDecoder.decode(
      bytes, file: "t.json",
      loadDataset: { (_: String) throws(SceneError) in
        throw SceneError(kind: .unreadable, file: "none", location: nil, reason: "no datasets here")
      })
    let timeline = try #require(try TimelineDecoder.decode(sceneBytes: bytes, file: "t.json"))
    return try FrameBatch(scene: scene, timeline: timeline)
  }
}
