import Motion
import SceneModel

/// A scene file as read, once: the scene, the animation it describes, and every file it was read
/// from.
public struct SceneDocument: Sendable {
  /// The scene.
  public var scene: Scene
  /// The file's `timeline`, or `nil` when it has none.
  public var timeline: Timeline?
  /// The scene file, then each dataset and image file in the order they were read (paths as
  /// resolved, each once): what a fingerprint of the input must cover.
  public var inputFiles: [String]
  /// The file's `variants`, in order: each a name and the traits it changes, or the error that
  /// makes that variant unusable (the others stay usable).
  public var variants: [Result<SceneVariant, SceneError>]
  /// The file's `description`: what the scene shows, in its author's words (the preview's index
  /// lists it).
  public var description: String?
  /// The file's `fonts`: folders of the user's font files, resolved against the scene file,
  /// registered before anything was checked against the installed families.
  public var fontFolders: [String] = []

  /// A document of `scene`; no timeline, input files or variants unless given.
  public init(
    scene: Scene, timeline: Timeline? = nil, inputFiles: [String] = [],
    variants: [Result<SceneVariant, SceneError>] = [], description: String? = nil
  ) {
    self.scene = scene
    self.timeline = timeline
    self.inputFiles = inputFiles
    self.variants = variants
    self.description = description
  }
}

/// The files a decode reads, in order, each once.
final class FilesRead {
  private(set) var files: [String]

  init(_ first: String) {
    files = [first]
  }

  func add(_ file: String) {
    if !files.contains(file) { files.append(file) }
  }
}
