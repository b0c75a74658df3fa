internal import CPangoCairo
import Glibc
import Synchronization

/// The user's own font files — Apple's SF Pro, an app's brand face — registered from folders
/// for this process, so that text is laid out in the fonts the app ships and wraps where a
/// device wraps it.
///
/// A folder is read once (not its subfolders): every `.ttf`, `.otf`, `.ttc` and `.otc` file in
/// it is opened by FreeType through fontconfig (`FcFreeTypeQuery`), which only parses it, and
/// only when every file parses are they added to fontconfig's configuration
/// (`FcConfigAppFontAddFile`). Their families then count as installed
/// (``FontCatalog/installedFamilies``) and every thread's Pango font map is told to reload
/// (`pango_fc_font_map_config_changed`) before it lays out text again. Registering a folder
/// twice does nothing the second time. Fonts stay registered until the process ends.
///
/// ```swift
/// let added = try FontFolders.register("Fonts")   // ["SF Pro Text", "SF Pro Display"]
/// ```
public enum FontFolders {
  /// The most font files one folder may hold.
  public static let maximumFiles = 256
  /// The largest font file, in bytes: an input file's budget.
  public static let maximumFileBytes = 128 << 20
  /// The file name endings read as fonts, matched case-insensitively.
  public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

  /// Registers the font files in `folder` and returns the families they add, sorted.
  ///
  /// Throws ``FontFolderError`` — ``FontFolderError/Kind/unreadable`` when the folder is
  /// missing, not a folder or cannot be read; ``FontFolderError/Kind/invalid`` when it holds no
  /// font file, too many, one too large, or one FreeType cannot read — and registers nothing
  /// then.
  @discardableResult
  public static func register(_ folder: String) throws(FontFolderError) -> [String] {
    let resolved = try resolve(folder)
    return try registry.withLock { registry throws(FontFolderError) in
      if let families = registry.folders[resolved] { return families }
      let files = try fontFiles(in: resolved, named: folder)
      var families = Set<String>()
      for file in files { families.formUnion(try self.families(in: file, folder: folder)) }
      for file in files {
        // FreeType read it just now, so fontconfig refusing it means it ran out of memory.
        guard FcConfigAppFontAddFile(FcConfigGetCurrent(), file) != 0 else {
          throw FontFolderError(.invalid, folder: folder, reason: "fontconfig could not add \(lastComponent(file))")
        }
      }
      let sorted = families.sorted()
      registry.folders[resolved] = sorted
      generationCounter.add(1, ordering: .releasing)
      FontCatalog.add(sorted)
      return sorted
    }
  }

  /// The folders registered so far (as resolved), each with the families it added.
  public static var registered: [(folder: String, families: [String])] {
    registry.withLock { $0.folders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// How many registrations have changed fontconfig's configuration in this process: read
  /// without a lock, as text is measured and laid out (every label of every frame) asks it.
  static var generation: Int { generationCounter.load(ordering: .acquiring) }

  /// This thread's Pango font map, told to reload if fonts were registered since it last was.
  static func currentFontMap() -> OpaquePointer {
    let map = pango_cairo_font_map_get_default()!
    let generation = self.generation
    // No folder registered (the usual case): every map holds the configuration as it is.
    guard generation > 0 else { return map }
    registry.withLock { registry in
      let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(map)))
      // A map made after the last registration read the configuration as it is; one made
      // before it still holds what it cached then.
      guard registry.synchronized[key, default: 0] != generation else { return }
      pango_fc_font_map_config_changed(map)
      registry.synchronized[key] = generation
    }
    return map
  }

  private struct Registry: Sendable {
    /// Resolved folder → the families it added.
    var folders: [String: [String]] = [:]
    /// Font map address → the generation it last reloaded at.
    var synchronized: [UInt: Int] = [:]
  }

  private static let registry = Mutex(Registry())
  private static let generationCounter = Atomic<Int>(0)

  /// The folder's real path, or why it cannot be read.
  private static func resolve(_ folder: String) throws(FontFolderError) -> String {
    guard let pointer = realpath(folder, nil) else {
      throw FontFolderError(.unreadable, folder: folder, reason: errno == ENOENT ? "no such folder" : describe(errno))
    }
    defer { free(pointer) }
    var info = stat()
    guard stat(pointer, &info) == 0 else { throw FontFolderError(.unreadable, folder: folder, reason: describe(errno)) }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FontFolderError(.unreadable, folder: folder, reason: "not a folder")
    }
    return String(cString: pointer)
  }

  /// The font files directly in `resolved`, sorted, each a regular file within the size budget.
  private static func fontFiles(in resolved: String, named folder: String) throws(FontFolderError) -> [String] {
    guard let directory = opendir(resolved) else {
      throw FontFolderError(.unreadable, folder: folder, reason: describe(errno))
    }
    defer { closedir(directory) }
    var files: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      guard let dot = name.lastIndex(of: "."), fontExtensions.contains(name[name.index(after: dot)...].lowercased())
      else { continue }
      guard files.count < maximumFiles else {
        throw FontFolderError(.invalid, folder: folder, reason: "holds more than \(maximumFiles) font files")
      }
      let path = resolved + "/" + name
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      guard Int(info.st_size) <= maximumFileBytes else {
        let size = "\(Int(info.st_size) >> 20) MiB"
        throw FontFolderError(
          .invalid, folder: folder,
          reason: "\(name) is \(size), more than the \(maximumFileBytes >> 20) MiB a font may have")
      }
      guard access(path, R_OK) == 0 else {
        throw FontFolderError(.unreadable, folder: folder, reason: "\(name): \(describe(errno))")
      }
      files.append(path)
    }
    guard !files.isEmpty else {
      throw FontFolderError(.invalid, folder: folder, reason: "holds no font file (.ttf, .otf, .ttc or .otc)")
    }
    return files.sorted()
  }

  /// The families of every face in `file`, as FreeType reads them; throws when it cannot.
  private static func families(in file: String, folder: String) throws(FontFolderError) -> Set<String> {
    var families = Set<String>()
    var faces: Int32 = 1
    var face: UInt32 = 0
    // A collection (.ttc) says how many faces it holds when its first is read.
    while face < UInt32(faces) {
      guard let pattern = FcFreeTypeQuery(file, face, nil, &faces) else {
        throw FontFolderError(
          .invalid, folder: folder, reason: "\(lastComponent(file)) is not a font FreeType can read")
      }
      defer { FcPatternDestroy(pattern) }
      var index: Int32 = 0
      var name: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(pattern, "family", index, &name) == FcResultMatch, let name {
        families.insert(String(cString: name))
        index += 1
      }
      face += 1
    }
    return families
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
