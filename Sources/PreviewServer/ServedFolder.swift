import Foundation

/// What `serve` may show: one scene file, or the scene files under one folder, and nothing else.
///
/// Request paths name scenes relative to the folder (`flow-grid/scene.json`). A name is
/// refused before the file system is asked when, after percent-decoding, it is empty, absolute,
/// has an empty, `.` or `..` segment, or holds a NUL or a backslash; a name that passes is then
/// resolved with `realpath` (every symbolic link followed) and refused unless the result is
/// still inside the folder's own real path, so a link pointing out of the folder serves nothing.
public struct ServedFolder: Sendable {
  /// Why a request path is refused.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a usable path at all (bad percent-encoding, a NUL, too long): HTTP 400.
    case malformed(String)
    /// A path that would leave the folder (`..`, an absolute path, a link out of it): HTTP 403.
    case outside(String)
    /// Inside the folder, but no such scene file: HTTP 404.
    case notFound(String)

    /// The reason, one line naming the request path.
    public var description: String {
      switch self {
      case .malformed(let reason), .outside(let reason), .notFound(let reason): reason
      }
    }
  }

  /// `PATH` as the user gave it: messages and scene files are named from it.
  public let path: String
  /// The folder scenes are looked up in: `PATH` itself, or the folder holding the one scene file.
  public let folder: String
  /// The real path (links resolved) of `folder`: every served file's real path starts with it.
  public let realFolder: String
  /// The one scene served when `PATH` is a file (its name within `folder`); nil for a folder.
  public let singleScene: String?

  /// The folder or file at `path`, or a reason it cannot be served.
  public init(path: String) throws(Refusal) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .notFound("\(path): no such file or folder")
    }
    self.path = path
    if isDirectory.boolValue {
      folder = path
      singleScene = nil
    } else {
      let parent = (path as NSString).deletingLastPathComponent
      folder = parent.isEmpty ? "." : parent
      singleScene = (path as NSString).lastPathComponent
    }
    guard let real = Self.realPath(folder) else { throw .notFound("\(path): cannot resolve the folder") }
    realFolder = real
  }

  /// The most characters of a scene name in a request.
  public static let maximumNameLength = 1_024

  /// The file for the scene named `encodedName` (percent-encoded, as in a URL, without the
  /// leading slash): its path as the user would write it (`PATH/name`), checked to be a
  /// regular file inside the folder.
  public func scene(named encodedName: Substring) throws(Refusal) -> String {
    let name = try Self.decodedName(encodedName)
    if let singleScene, name != singleScene { throw .notFound("\(name): not served (the preview shows \(path))") }
    let file = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
    guard let real = Self.realPath(file) else { throw .notFound("\(name): no such scene") }
    guard real.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/") else {
      throw .outside("\(name): outside the served folder")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw .notFound("\(name): not a scene file")
    }
    return file
  }

  /// `encoded` percent-decoded and checked segment by segment (see the type's description).
  static func decodedName(_ encoded: Substring) throws(Refusal) -> String {
    guard encoded.utf8.count <= maximumNameLength else { throw .malformed("the scene name is too long") }
    guard !encoded.isEmpty else { throw .notFound("no scene named") }
    // Segments are split before decoding, so an encoded slash (%2F) cannot build a `..` path out
    // of pieces that each look harmless; a decoded segment holding a slash is refused below.
    var segments: [String] = []
    for raw in encoded.split(separator: "/", omittingEmptySubsequences: false) {
      guard let segment = String(raw).removingPercentEncoding else {
        throw .malformed("the scene name is not valid percent-encoded UTF-8")
      }
      if segment.contains("\0") { throw .malformed("the scene name holds a NUL") }
      if segment.isEmpty { throw .outside("an absolute or empty path segment") }
      if segment == "." || segment == ".." { throw .outside("a \"\(segment)\" path segment") }
      if segment.contains("/") || segment.contains("\\") { throw .outside("an encoded path separator") }
      segments.append(segment)
    }
    return segments.joined(separator: "/")
  }

  /// The scene files offered: the one file, or every `.json` file under the folder (not
  /// following links to folders, skipping hidden ones), sorted, as names relative to the folder.
  public func sceneNames(limit: Int = 2_000) -> [String] {
    if let singleScene { return [singleScene] }
    guard
      let walker = FileManager.default.enumerator(
        at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let base = URL(fileURLWithPath: folder).standardizedFileURL.path
    var names: [String] = []
    for case let url as URL in walker {
      guard url.pathExtension == "json", (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      var name = url.standardizedFileURL.path
      if name.hasPrefix(base + "/") { name.removeFirst(base.count + 1) }
      names.append(name)
      if names.count >= limit { break }
    }
    return names.sorted()
  }

  /// `path` with every link resolved, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
