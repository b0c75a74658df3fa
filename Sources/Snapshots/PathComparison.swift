import CollectionRender
import Foundation
import ImageDiff
import OrderedJSON

/// `collection-render compare`: two PNG files, or two folders matched by relative path, compared
/// by pixels (text files — `.json`, `.txt` — line by line).
///
/// Every pair gets a result; size mismatches, files only one folder has and unreadable files
/// are results of their own, never folded into "differ".
public struct PathComparison: Sendable {
  /// What to compare.
  public struct Options: Sendable {
    /// How different two images (or texts' numbers) may be and still match; exact by default.
    public var tolerance: Tolerance
    /// File mode: the diff image's path. Folder mode: the folder diff images go under.
    /// Default: `output/compare/<name>.diff.png`.
    public var diff: String?
    /// Also write a diff image when the images pass but are not identical.
    public var diffWhenPassing: Bool
    /// How diff images are drawn.
    public var diffStyle: DiffImageStyle
    /// Whether diff images are written at all: false when something else shows the differences
    /// (an HTML report draws its own), so that nothing lands in the default folder unasked.
    public var writesDiffImages: Bool

    /// Options to compare exactly, writing a diff image only for pairs that fail, in three panels,
    /// unless given.
    public init(
      tolerance: Tolerance = .exact, diff: String? = nil, diffWhenPassing: Bool = false,
      diffStyle: DiffImageStyle = .threePanels, writesDiffImages: Bool = true
    ) {
      self.tolerance = tolerance
      self.diff = diff
      self.diffWhenPassing = diffWhenPassing
      self.diffStyle = diffStyle
      self.writesDiffImages = writesDiffImages
    }
  }

  /// One pair of files.
  public struct Entry: Sendable {
    /// What the comparison of the pair found: a match, a difference, images of different sizes, a
    /// file only the actual side has (`added`) or only the expected side (`removed`), or a file that
    /// cannot be read.
    public enum Result: String, Sendable, Hashable {
      case match, differ, sizeMismatch, added, removed, unreadable
    }

    /// The path relative to the folders (folder mode), or the actual file's name (file mode).
    public var path: String
    /// What the comparison found.
    public var result: Result
    /// The image comparison's numbers, for two PNG files that could be read.
    public var image: DiffReport?
    /// The text comparison, for two text files.
    public var text: TextComparison?
    /// What was wrong, for ``Result/unreadable``.
    public var problem: InputFileError?
    /// The diff image written for the pair, if any.
    public var diffPath: String?

    /// `differ      cells.png  312 of 9600 pixels differ (3.25 %), only 0 allowed (…); diff
    /// output/compare/cells.diff.png`.
    public var line: String {
      let label = result.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
      var text = label + path + "  "
      switch result {
      case .match, .differ, .sizeMismatch:
        if let image { text += image.description }
        if let comparison = self.text { text += comparison.summary }
      case .added: text += "only in ACTUAL"
      case .removed: text += "only in EXPECTED"
      case .unreadable: text += problem?.description ?? ""
      }
      if let diffPath { text += "; diff \(diffPath)" }
      return text
    }
  }

  /// Whether two files or two folders are compared.
  public enum Mode: String, Sendable { case file, folder }

  /// The expected (reference) file or folder, as given.
  public var expected: String
  /// The actual file or folder, as given.
  public var actual: String
  /// Whether two files or two folders were compared.
  public var mode: Mode
  /// The tolerance the pairs were judged by.
  public var tolerance: Tolerance
  /// Every pair compared, in path order.
  public var entries: [Entry]
  /// Files in the folders that are neither PNG nor text, not compared.
  public var skipped: [String]

  /// Whether every pair matched (exit 0).
  public var matched: Bool { entries.allSatisfy { $0.result == .match } }

  /// The first unreadable file, which makes the run an error rather than a difference.
  public var firstProblem: InputFileError? { entries.lazy.compactMap(\.problem).first }

  /// `5 pairs: 2 match, 1 differ, 1 size mismatch, 1 added, 0 removed, 0 unreadable`.
  public var summary: String {
    func count(_ result: Entry.Result) -> Int { entries.filter { $0.result == result }.count }
    var text =
      "\(entries.count) \(mode == .file ? "file pair" : "files"): \(count(.match)) match, \(count(.differ)) differ, "
    text +=
      "\(count(.sizeMismatch)) size mismatch, \(count(.added)) added, \(count(.removed)) removed, "
      + "\(count(.unreadable)) unreadable"
    if !skipped.isEmpty { text += "; \(skipped.count) other files not compared" }
    return text
  }

  /// Compares `expected` with `actual` (both files or both folders). Throws
  /// ``InputFileError`` when an operand is missing or unreadable, ``OperandMismatch`` when one is a
  /// file and the other a folder, ``InvalidComparisonSettings`` when the tolerance or diff style is
  /// out of range, and ``AtomicFile/WriteError`` when a diff image cannot be written.
  public static func run(expected: String, actual: String, options: Options) throws -> PathComparison {
    try InvalidComparisonSettings.check(options.tolerance, options.diffStyle)
    let expectedIsFolder = try folderOrFile(expected)
    let actualIsFolder = try folderOrFile(actual)
    guard expectedIsFolder == actualIsFolder else {
      let (folder, file) = expectedIsFolder ? (expected, actual) : (actual, expected)
      throw OperandMismatch(folder: folder, file: file)
    }
    var run = PathComparison(
      expected: expected, actual: actual, mode: expectedIsFolder ? .folder : .file, tolerance: options.tolerance,
      entries: [], skipped: [])
    if !expectedIsFolder {
      let name = (actual as NSString).lastPathComponent
      let diff = options.diff ?? "output/compare/" + (name as NSString).deletingPathExtension + ".diff.png"
      run.entries = [try compareFiles(expected, actual, path: name, diffPath: diff, options: options, fileMode: true)]
      return run
    }
    let expectedFiles = try files(in: expected)
    let actualFiles = try files(in: actual)
    let diffFolder = options.diff ?? "output/compare"
    for path in expectedFiles.union(actualFiles).sorted() {
      guard Kind(path: path) != nil else {
        run.skipped.append(path)
        continue
      }
      switch (expectedFiles.contains(path), actualFiles.contains(path)) {
      case (true, false): run.entries.append(Entry(path: path, result: .removed))
      case (false, true): run.entries.append(Entry(path: path, result: .added))
      default:
        let diff = (diffFolder as NSString).appendingPathComponent(
          (path as NSString).deletingPathExtension + ".diff.png")
        run.entries.append(
          try compareFiles(
            (expected as NSString).appendingPathComponent(path), (actual as NSString).appendingPathComponent(path),
            path: path, diffPath: diff, options: options, fileMode: false))
      }
    }
    return run
  }

  enum Kind {
    case image, text
    init?(path: String) {
      switch (path as NSString).pathExtension.lowercased() {
      case "png": self = .image
      case "json", "txt": self = .text
      default: return nil
      }
    }
  }

  private static func compareFiles(
    _ expected: String, _ actual: String, path: String, diffPath: String, options: Options, fileMode: Bool
  ) throws -> Entry {
    var entry = Entry(path: path, result: .match)
    // In file mode, anything that is not .json or .txt is read as a PNG.
    let kind = Kind(path: expected) ?? .image
    do {
      switch kind {
      case .text:
        let comparison = TextComparison(
          expected: try ImageFile.readText(expected), actual: try ImageFile.readText(actual),
          numericTolerance: SnapshotCheck.textNumericTolerance)
        entry.text = comparison
        entry.result = comparison.matches ? .match : .differ
      case .image:
        let expectedImage = try ImageFile.read(expected)
        let actualImage = try ImageFile.read(actual)
        let comparison = ImageComparison(expected: expectedImage, actual: actualImage, tolerance: options.tolerance)
        let report = comparison.report
        entry.image = report
        entry.result = report.passed ? .match : report.sizesMatch ? .differ : .sizeMismatch
        if !options.writesDiffImages {
          // Neither written nor removed: the caller shows the differences another way.
        } else if !report.passed || options.diffWhenPassing && !report.isIdentical {
          try ImageFile.write(
            options.diffStyle.image(of: comparison), to: diffPath,
            options: .init(compressionLevel: 6, filter: .adaptive))
          entry.diffPath = diffPath
        } else {
          // The diff image of this pair, if an earlier run left one, no longer says anything true.
          try? FileManager.default.removeItem(atPath: diffPath)
        }
      }
    } catch let error as InputFileError {
      // Operands named on the command line must exist: that is an error of the run itself.
      if fileMode { throw error }
      entry.result = .unreadable
      entry.problem = error
    }
    return entry
  }

  /// Whether `path` is a folder; throws when there is nothing there.
  private static func folderOrFile(_ path: String) throws(InputFileError) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputFileError(path: path, kind: .missing, reason: "no such file or folder")
    }
    return isDirectory.boolValue
  }

  /// Regular files under `folder`, as relative paths; hidden files and folders are skipped.
  private static func files(in folder: String) throws(InputFileError) -> Set<String> {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      throw InputFileError(path: folder, kind: .unreadable, reason: "cannot be listed")
    }
    var found = Set<String>()
    while let path = enumerator.nextObject() as? String {
      if (path as NSString).lastPathComponent.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular { found.insert(path) }
    }
    return found
  }
}

extension JSONText {
  /// The `compare --json` report.
  public static func comparison(_ run: PathComparison) -> JSONText {
    func count(_ result: PathComparison.Entry.Result) -> JSONText {
      .int(run.entries.filter { $0.result == result }.count)
    }
    let result = run.firstProblem != nil ? "error" : run.matched ? "match" : "differ"
    return .object([
      ("result", .string(result)),
      ("version", .string(PackageVersion.current)),
      ("mode", .string(run.mode.rawValue)),
      ("expected", .string(run.expected)),
      ("actual", .string(run.actual)),
      ("tolerance", .tolerance(run.tolerance)),
      (
        "summary",
        .object([
          ("files", .int(run.entries.count)), ("match", count(.match)), ("differ", count(.differ)),
          ("sizeMismatch", count(.sizeMismatch)), ("added", count(.added)), ("removed", count(.removed)),
          ("unreadable", count(.unreadable)), ("skipped", .int(run.skipped.count)),
        ])
      ),
      (
        "files",
        .array(
          run.entries.map { entry in
            var members: [(String, JSONText)] = [
              ("path", .string(entry.path)), ("result", .string(entry.result.rawValue)),
            ]
            if let image = entry.image { members.append(("comparison", .report(image))) }
            if let text = entry.text { members.append(("comparison", .text(text))) }
            if let problem = entry.problem { members.append(("problem", .string(problem.description))) }
            members.append(("diff", .optional(entry.diffPath)))
            return .object(members)
          })
      ),
      ("skipped", .array(run.skipped.map(JSONText.string))),
    ])
  }
}

/// Two operands of a comparison that cannot be compared: a folder and a file.
public struct OperandMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// The operand that is a folder.
  public var folder: String
  /// The operand that is a file.
  public var file: String

  /// One line naming both operands and what to do instead.
  public var description: String { "\(folder) is a folder but \(file) is a file; compare two files or two folders" }
}
