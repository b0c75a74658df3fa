import CollectionRender
import Foundation
import ImageDiff

/// An HTML page reviewing a comparison, after Playwright's HTML report: a compact list of every
/// pair with status filters and a search box; each entry opens onto its numbers, its files, the
/// command that accepts it, and the expected, actual and diff images under tabs (diff, actual,
/// expected, side by side, slider) at natural size with a zoom, the changed region outlined and
/// shown close up. Layout and text differences are marked within their lines.
///
/// The page has no external resources. Its images go in a folder beside it by default
/// (`report.html` and `report-files/`, with the report's data for ``merged(_:)``), or inside the
/// one file as `data:` URIs (``ImageStorage/embedded``), which opens from an e-mail.
public struct HTMLReport: Sendable, Codable {
  /// One compared pair (or a file only one side has).
  public struct Entry: Sendable, Codable {
    /// The pair's name: its relative path, or the snapshot's name.
    public var name: String
    /// `match`, `differ`, `sizeMismatch`, `added`, `removed`, `unreadable`, `recorded`, `missing`.
    public var status: String
    /// Whether the pair passed its tolerance.
    public var passed: Bool
    /// The one-line numbers, as the command prints them.
    public var summary: String
    /// The image comparison's numbers, for image pairs whose sizes could be compared.
    public var image: DiffReport?
    /// The text comparison, for `.json` and `.txt` pairs.
    public var text: TextComparison?
    /// The reference (expected) file.
    public var expectedPath: String?
    /// The actual file (a snapshot's failure artefact).
    public var actualPath: String?
    /// The scene file a snapshot renders.
    public var scene: String?
    /// The command line that accepts the actual content as the new reference, for this entry alone.
    public var acceptCommand: String?
    /// PNG bytes of the expected (reference) image, the actual one, and the differences painted
    /// over the faded expected image.
    public var expectedPNG: [UInt8]?
    /// PNG bytes of the actual image.
    public var actualPNG: [UInt8]?
    /// PNG bytes of the diff image: the differences painted over the faded expected image.
    public var diffPNG: [UInt8]?

    /// An entry; the paths, the scene and the accept command are shown when given.
    public init(
      name: String, status: String, passed: Bool, summary: String, image: DiffReport? = nil,
      text: TextComparison? = nil, expectedPNG: [UInt8]? = nil, actualPNG: [UInt8]? = nil, diffPNG: [UInt8]? = nil,
      expectedPath: String? = nil, actualPath: String? = nil, scene: String? = nil, acceptCommand: String? = nil
    ) {
      self.name = name
      self.status = status
      self.passed = passed
      self.summary = summary
      self.image = image
      self.text = text
      self.expectedPNG = expectedPNG
      self.actualPNG = actualPNG
      self.diffPNG = diffPNG
      self.expectedPath = expectedPath
      self.actualPath = actualPath
      self.scene = scene
      self.acceptCommand = acceptCommand
    }

    // The images are not part of the report's data: they are files beside it.
    enum CodingKeys: String, CodingKey {
      case name, status, passed, summary, image, text, expectedPath, actualPath, scene, acceptCommand
    }

    /// How much differs, 0…1, for sorting: the differing pixels' share for images, the changed
    /// lines' share of the excerpt for text, and 1 for a pair that could not be compared.
    public var severity: Double {
      if passed && (image?.differingPixels ?? 0) == 0 { return 0 }
      if let image {
        return image.sizesMatch ? max(image.differingRatio, passed ? 0 : 1e-9) : 1
      }
      if let text { return text.matches ? 0 : min(1, Double(text.removedLines + text.addedLines) / 100 + 1e-6) }
      return passed ? 0 : 1
    }

    /// The images the entry shows, by label (`expected`, `actual`, `diff`), in that order.
    var images: [(label: String, png: [UInt8])] {
      [("expected", expectedPNG), ("actual", actualPNG), ("diff", diffPNG)].compactMap { label, png in
        png.map { (label, $0) }
      }
    }
  }

  /// Where the page's images go.
  public enum ImageStorage: Sendable, Hashable {
    /// In a folder beside the page, `<page name without extension>-files/`, with the report's
    /// data (`report.json`) that ``merged(_:)`` reads back.
    case files
    /// Inside the page as `data:` URIs: one file, which cannot be merged.
    case embedded
  }

  /// The page's title, e.g. `compare expected/ actual/`.
  public var title: String
  /// A line under the title: the tolerance, the tool's version.
  public var subtitle: String
  /// Every entry, in any order (the page sorts them).
  public var entries: [Entry]

  /// A report of `entries` under `title` and `subtitle`.
  public init(title: String, subtitle: String, entries: [Entry]) {
    self.title = title
    self.subtitle = subtitle
    self.entries = entries
  }

  /// The entries, failures first and then by how much differs, most first; ties by name.
  public var sortedEntries: [Entry] {
    entries.sorted { a, b in
      if a.passed != b.passed { return !a.passed }
      if a.severity != b.severity { return a.severity > b.severity }
      return a.name < b.name
    }
  }
}
