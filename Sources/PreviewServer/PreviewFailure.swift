import CollectionRender
import OrderedJSON

/// Why a preview request has no image: an HTTP status and the one line the command line would
/// print for the same problem (`collection-render: error: FILE: $.json.path: reason`), which the
/// page shows in its error banner.
public struct PreviewFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// 400 a bad query, 404 no such scene, 422 a scene that cannot be shown as asked.
  public var status: Int
  /// The message without the `collection-render: error:` prefix.
  public var message: String

  /// A failure answered with HTTP `status`, showing `message`.
  public init(status: Int, message: String) {
    self.status = status
    self.message = message
  }

  /// A scene file's error: its file, its JSON path or line and column, and the reason. A JSON
  /// path is followed by the line and column it names in the file as it is now
  /// (`scene.json: $.bounds.width (line 3, column 25): must not be negative, got -3`), so
  /// that the page can say where to look.
  ///
  /// With `folder` (a real path), the file is read again for the line and column only if it
  /// still lies inside it.
  public init(_ error: SceneError, confinedTo folder: String? = nil) {
    var located = error
    if error.kind == .invalid, case .path(let path) = error.location,
      let bytes = try? InputFile.read(error.file, confinedTo: folder).bytes,
      let position = JSONPathLocator.position(of: path, in: bytes)
    {
      located.location = .pathAt(path, line: position.line, column: position.column)
    }
    self.init(status: error.kind == .unreadable ? 404 : 422, message: located.description)
  }

  /// The error line, on one line whatever the message holds.
  public var description: String {
    "collection-render: error: "
      + message.map { $0.isNewline ? " " : String($0) }.joined()
  }
}
