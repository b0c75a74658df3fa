import CollectionRender
import Foundation

extension HTMLReport {
  /// The report's data in the folder beside the page: the entries in the page's order and the
  /// labels of the images each has there.
  struct StoredData: Codable {
    /// Bumped when the data changes incompatibly.
    var format = 1
    var report: HTMLReport
    var images: [[String]]
  }

  /// The name of the data file in the folder beside the page.
  public static let dataFileName = "report.json"

  /// The folder beside the page `path` that holds its images: `<name without extension>-files`.
  public static func filesFolder(for path: String) -> String {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name + "-files")
  }

  /// Writes the page to `path`, its images in the folder beside it (``filesFolder(for:)``) or
  /// embedded. Nothing is ever half-written: the folder is filled under a temporary name and
  /// put in place whole, then the page is written atomically.
  public func write(to path: String, images storage: ImageStorage = .files) throws(AtomicFile.WriteError) {
    guard storage == .files else {
      try AtomicFile.write(Array(html(images: .embedded).utf8), to: path)
      return
    }
    let folder = Self.filesFolder(for: path)
    try writeFiles(to: folder)
    let relative = (folder as NSString).lastPathComponent
    let source = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
    try AtomicFile.write(Array(html(images: .files, folder: source).utf8), to: path)
  }

  /// Fills `folder` with the images and the data, replacing what it held.
  func writeFiles(to folder: String) throws(AtomicFile.WriteError) {
    let sorted = sortedEntries
    let staging = folder + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.removeItem(atPath: staging)
    var labels: [[String]] = []
    for (index, entry) in sorted.enumerated() {
      let images = entry.images
      for (label, png) in images {
        let name = Self.imageFileName(index: index, name: entry.name, label: label)
        try AtomicFile.write(png, to: (staging as NSString).appendingPathComponent(name))
      }
      labels.append(images.map(\.label))
    }
    let data = StoredData(report: HTMLReport(title: title, subtitle: subtitle, entries: sorted), images: labels)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let json = try? encoder.encode(data) else {
      throw AtomicFile.WriteError.cannotWrite(folder, reason: "the report's data cannot be encoded")
    }
    try AtomicFile.write(Array(json), to: (staging as NSString).appendingPathComponent(Self.dataFileName))
    let previous = folder + ".previous-\(ProcessInfo.processInfo.processIdentifier)"
    let manager = FileManager.default
    do {
      if manager.fileExists(atPath: folder) { try manager.moveItem(atPath: folder, toPath: previous) }
      try manager.moveItem(atPath: staging, toPath: folder)
      try? manager.removeItem(atPath: previous)
    } catch {
      try? manager.removeItem(atPath: staging)
      if manager.fileExists(atPath: previous), !manager.fileExists(atPath: folder) {
        try? manager.moveItem(atPath: previous, toPath: folder)
      }
      throw AtomicFile.WriteError.cannotWrite(folder, reason: "cannot put the report's images in place")
    }
  }

  /// The report written to `path` with its images in a folder (as ``write(to:images:)`` writes
  /// it by default), read back with its images. `path` may also be the folder the page is in,
  /// when it holds one report.
  public static func read(from path: String) throws(InputFileError) -> HTMLReport {
    let page = try reportPage(path)
    let folder = filesFolder(for: page)
    let dataPath = (folder as NSString).appendingPathComponent(dataFileName)
    guard FileManager.default.fileExists(atPath: dataPath) else {
      throw InputFileError(
        path: page, kind: .invalid,
        reason: "has no \(dataFileName) beside it in \(folder) (a self-contained report cannot be merged)")
    }
    let bytes = try ImageFile.readBytes(dataPath)
    guard let data = try? JSONDecoder().decode(StoredData.self, from: Data(bytes)), data.format == 1,
      data.images.count == data.report.entries.count
    else {
      throw InputFileError(path: dataPath, kind: .invalid, reason: "is not the data of a collection-render report")
    }
    var report = data.report
    for (index, labels) in data.images.enumerated() {
      for label in labels {
        let name = imageFileName(index: index, name: report.entries[index].name, label: label)
        let png = try ImageFile.readBytes((folder as NSString).appendingPathComponent(name))
        switch label {
        case "expected": report.entries[index].expectedPNG = png
        case "actual": report.entries[index].actualPNG = png
        default: report.entries[index].diffPNG = png
        }
      }
    }
    return report
  }

  /// `path` itself, or the one `.html` file in the folder `path`.
  static func reportPage(_ path: String) throws(InputFileError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputFileError(path: path, kind: .missing, reason: "no such file or folder")
    }
    guard isDirectory.boolValue else { return path }
    let pages = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
      $0.hasSuffix(".html")
    }.sorted()
    guard pages.count == 1 else {
      throw InputFileError(
        path: path, kind: .invalid,
        reason: pages.isEmpty
          ? "holds no .html report" : "holds \(pages.count) .html files; name the report to merge")
    }
    return (path as NSString).appendingPathComponent(pages[0])
  }

  /// One report of the entries of `reports` (the shards of one run), titled after them: the
  /// page equals the report the whole run writes, byte for byte, when the shards ran the same
  /// command line (the title counts the snapshots, and the subtitle is the first shard's).
  public static func merged(_ reports: [HTMLReport]) -> HTMLReport {
    let entries = reports.flatMap(\.entries)
    let title = reports.first.map { retitled($0.title, count: entries.count) } ?? "merged report"
    return HTMLReport(title: title, subtitle: reports.first?.subtitle ?? "", entries: entries)
  }
}
