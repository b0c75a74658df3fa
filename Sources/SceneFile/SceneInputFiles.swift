import Foundation

extension SceneLoader {
  /// The files a scene is read from: the scene file itself and, when it names one, its dataset
  /// file, resolved as ``load(path:)`` resolves it. For fingerprints of a batch's input.
  public static func inputFiles(path: String) throws(SceneError) -> [String] {
    let root = try SceneDecoder.parse(try read(path), file: path)
    guard case .object(let object) = root, case .string(let dataset)? = object["dataset"] else { return [path] }
    let directory = (path as NSString).deletingLastPathComponent
    return [path, dataset.hasPrefix("/") || directory.isEmpty ? dataset : directory + "/" + dataset]
  }
}
