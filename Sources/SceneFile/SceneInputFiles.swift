import SceneModel
import Foundation

extension SceneLoader {
  /// The files a scene is read from: the scene file itself and, when it names one, its dataset
  /// file, resolved as ``load(path:)`` resolves it. For fingerprints of a batch's input.
  /// Datasets named by the timeline's `update` segments follow, in timeline order.
  public static func inputFiles(path: String) throws(SceneError) -> [String] {
    let root = try SceneDecoder.parse(try read(path), file: path)
    guard case .object(let object) = root else { return [path] }
    var files = [path]
    if case .string(let dataset)? = object["dataset"] { files.append(resolve(dataset, relativeTo: path)) }
    if case .object(let timeline)? = object["timeline"], case .array(let segments)? = timeline["segments"] {
      for case .object(let segment) in segments {
        if case .string("update")? = segment["type"], case .string(let dataset)? = segment["dataset"] {
          files.append(resolve(dataset, relativeTo: path))
        }
      }
    }
    return files
  }
}
