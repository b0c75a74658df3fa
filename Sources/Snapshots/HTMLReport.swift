import CollectionRender
import Foundation
import ImageDiff

/// A self-contained HTML page reviewing a comparison: every pair with its numbers, and for images
/// that are not identical the expected, actual and diff images side by side and under a slider,
/// the pairs that differ most first. Images are inlined as `data:` URIs and the page has no
/// external resources, so the one file opens offline, from an artefact store or an e-mail.
public struct HTMLReport: Sendable {
  /// One compared pair (or a file only one side has).
  public struct Entry: Sendable {
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
    /// PNG bytes of the expected (reference) image, the actual one, and the differences painted
    /// over the faded expected image.
    public var expectedPNG: [UInt8]?
    /// PNG bytes of the actual image.
    public var actualPNG: [UInt8]?
    /// PNG bytes of the diff image: the differences painted over the faded expected image.
    public var diffPNG: [UInt8]?

    /// An entry; the comparisons and images are absent unless given (a pair without images shows
    /// its numbers only).
    public init(
      name: String, status: String, passed: Bool, summary: String, image: DiffReport? = nil,
      text: TextComparison? = nil, expectedPNG: [UInt8]? = nil, actualPNG: [UInt8]? = nil, diffPNG: [UInt8]? = nil
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
  }

  /// The page's title, e.g. `compare expected/ actual/`.
  public var title: String
  /// A line under the title: the tolerance, the tool's version.
  public var subtitle: String
  /// The compared pairs; the page lists them the most different first.
  public var entries: [Entry]

  /// A report titled `title` over `entries`.
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

  /// The whole page.
  public func html() -> String {
    let sorted = sortedEntries
    let failed = sorted.filter { !$0.passed }.count
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLText.escaped(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <header>
      <h1>\(HTMLText.escaped(title))</h1>
      <p class="subtitle">\(HTMLText.escaped(subtitle))</p>
      <p class="totals" id="totals"><span class="bad">\(failed) failed</span> · \(sorted.count - failed) passed · \
      \(sorted.count) in all</p>
      <label><input type="checkbox" id="only-failures"> only failures</label>
      </header>
      <main>

      """
    for (index, entry) in sorted.enumerated() { page += card(entry, index: index) }
    page += """
      </main>
      <script>\(Self.script)</script>
      </body>
      </html>

      """
    return page
  }

  func card(_ entry: Entry, index: Int) -> String {
    var html = """
      <section class="entry \(entry.passed ? "passed" : "failed")" data-status="\(HTMLText.escaped(entry.status))" \
      data-severity="\(entry.severity)" id="entry-\(index)">
      <h2><span class="status \(entry.passed ? "ok" : "bad")">\(HTMLText.escaped(entry.status))</span> \
      \(HTMLText.escaped(entry.name))</h2>
      <p class="summary">\(HTMLText.escaped(entry.summary))</p>

      """
    if let image = entry.image { html += numbers(image) }
    if let text = entry.text, !text.excerpt.isEmpty {
      html += "<pre class=\"excerpt\">\(HTMLText.escaped(text.excerpt.joined(separator: "\n")))</pre>\n"
    }
    let showImages = entry.image.map { !$0.isIdentical } ?? true
    if showImages, entry.expectedPNG != nil || entry.actualPNG != nil {
      html += "<div class=\"panels\">\n"
      for (label, bytes) in [("expected", entry.expectedPNG), ("actual", entry.actualPNG), ("diff", entry.diffPNG)] {
        guard let bytes else { continue }
        html += """
          <figure class="\(label)"><figcaption>\(label)</figcaption>\
          <img alt="\(label)" id="entry-\(index)-\(label)" src="\(Self.dataURI(bytes))"></figure>

          """
      }
      html += "</div>\n"
      if entry.expectedPNG != nil, entry.actualPNG != nil, entry.image?.sizesMatch ?? false {
        // The slider shows the panels' images again: the page's script copies their sources, so
        // each image is in the file once.
        html += """
          <div class="slider">
          <div class="stack"><img class="under" alt="expected" data-source="entry-\(index)-expected">\
          <img class="over" alt="actual" data-source="entry-\(index)-actual"></div>
          <label>expected ◀ <input type="range" min="0" max="100" value="50" class="reveal"> ▶ actual</label>
          </div>

          """
      }
    }
    return html + "</section>\n"
  }

  func numbers(_ report: DiffReport) -> String {
    let rows: [(String, String)] = [
      ("size", report.sizesMatch ? "\(report.expectedSize)" : "\(report.expectedSize) → \(report.actualSize)"),
      ("differing pixels", "\(report.differingPixels) of \(report.pixelCount)"),
      ("differing ratio", String(format: "%.4f %%", report.differingRatio * 100)),
      ("allowed", "\(report.allowedDifferingPixels)"),
      ("max channel difference", "\(report.maximumChannelDifference)"),
      ("anti-aliased (ignored)", "\(report.antiAliasedPixels)"),
      ("within tolerance", "\(report.toleratedPixels)"),
    ]
    var html = "<table class=\"numbers\">"
    for (name, value) in rows { html += "<tr><th>\(name)</th><td>\(HTMLText.escaped(value))</td></tr>" }
    return html + "</table>\n"
  }

  /// Writes the page to `path` atomically.
  public func write(to path: String) throws {
    try AtomicFile.write(Array(html().utf8), to: path)
  }

  static func dataURI(_ png: [UInt8]) -> String {
    "data:image/png;base64," + Data(png).base64EncodedString()
  }

  static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
    header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd;position:sticky;top:0;z-index:2}
    h1{font-size:20px;margin:0 0 4px}.subtitle{margin:0;color:#666}.totals{margin:6px 0}
    main{padding:16px 24px}
    .entry{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:0 0 16px}
    .entry.failed{border-left:6px solid #d70015}.entry.passed{border-left:6px solid #248a3d}
    h2{font-size:16px;margin:0 0 6px;word-break:break-all}
    .status{font-size:12px;padding:2px 8px;border-radius:10px;color:#fff;margin-right:6px}
    .ok{background:#248a3d}.bad{background:#d70015;color:#fff;border-radius:10px;padding:0 6px}
    .summary{margin:0 0 8px;color:#333}
    .numbers{border-collapse:collapse;margin:0 0 10px}
    .numbers th{text-align:left;font-weight:500;color:#555;padding:1px 16px 1px 0}
    .panels{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0}figcaption{font-size:12px;color:#555}
    figure img,.stack img{max-width:360px;border:1px solid #ccc;image-rendering:pixelated;display:block}
    .slider{margin-top:10px}.stack{position:relative;display:inline-block}
    .stack .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 50%)}
    .slider label{display:block;font-size:12px;color:#555}
    .slider input{width:240px;vertical-align:middle}
    .excerpt{background:#f7f7f7;padding:8px;overflow:auto;max-height:300px}
    body.only-failures .entry.passed{display:none}
    """

  static let script = """
    for (const image of document.querySelectorAll('img[data-source]')) {
      image.src = document.getElementById(image.dataset.source).src;
    }
    for (const slider of document.querySelectorAll('.slider')) {
      const over = slider.querySelector('.over');
      const input = slider.querySelector('.reveal');
      const update = () => { over.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; };
      input.addEventListener('input', update);
      update();
    }
    document.getElementById('only-failures').addEventListener('change', (event) => {
      document.body.classList.toggle('only-failures', event.target.checked);
    });
    """
}
