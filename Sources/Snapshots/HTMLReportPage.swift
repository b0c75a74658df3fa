import Foundation

extension HTMLReport {
  /// The statuses in the order the filters list them.
  static let statusOrder = [
    "differ", "sizeMismatch", "missing", "unreadable", "recorded", "added", "removed", "match",
  ]

  /// The whole page, its images in `folder` (a path relative to the page) or embedded.
  public func html(images storage: ImageStorage = .embedded, folder: String = "report-files") -> String {
    let sorted = sortedEntries
    let failed = sorted.filter { !$0.passed }.count
    let sources = ImageSources(storage: storage, folder: folder)
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
      \(filters(sorted))
      </header>
      <main>
      <ul class="entries">

      """
    for (index, entry) in sorted.enumerated() { page += row(entry, index: index, sources: sources) }
    page += """
      </ul>
      <p class="empty" id="no-match" hidden>No entry matches the filter and search.</p>
      </main>
      <script>\(Self.script)</script>
      </body>
      </html>

      """
    return page
  }

  /// The filter buttons (all, failed, passed, then each status present) with their counts, and
  /// the search box.
  func filters(_ entries: [Entry]) -> String {
    var buttons: [(key: String, label: String, count: Int)] = [
      ("all", "all", entries.count),
      ("failed", "failed", entries.filter { !$0.passed }.count),
      ("passed", "passed", entries.filter(\.passed).count),
    ]
    let statuses = Set(entries.map(\.status))
    for status in Self.statusOrder + statuses.subtracting(Self.statusOrder).sorted() where statuses.contains(status) {
      buttons.append(("status:" + status, status, entries.filter { $0.status == status }.count))
    }
    var html = "<nav class=\"filters\" aria-label=\"filter\">"
    for button in buttons {
      html += """
        <button type="button" class="filter\(button.key == "all" ? " active" : "")" \
        data-filter="\(HTMLText.escaped(button.key))">\(HTMLText.escaped(button.label)) \
        <span class="count">\(button.count)</span></button>
        """
    }
    return html + """
      <input type="search" id="search" placeholder="Search names" aria-label="search names"></nav>
      """
  }

  /// One entry of the list: a compact row that opens onto its detail.
  func row(_ entry: Entry, index: Int, sources: ImageSources) -> String {
    """
    <li class="entry \(entry.passed ? "passed" : "failed")" id="entry-\(index)" \
    data-status="\(HTMLText.escaped(entry.status))" data-name="\(HTMLText.escaped(entry.name.lowercased()))" \
    data-severity="\(entry.severity)">
    <button type="button" class="row" aria-expanded="false">\
    <span class="status \(entry.passed ? "ok" : "bad")">\(HTMLText.escaped(entry.status))</span>\
    <h2 class="name">\(HTMLText.escaped(entry.name))</h2>\(Self.fileTag(entry))\
    <span class="brief">\(HTMLText.escaped(entry.summary))</span></button>
    <div class="detail" hidden>
    \(detail(entry, index: index, sources: sources))</div>
    </li>

    """
  }

  /// The reference's file name beside the entry's name when it says more (a snapshot's image
  /// and layout share a name; `other.png` and `other.json` tell them apart), else nothing.
  static func fileTag(_ entry: Entry) -> String {
    guard let path = entry.expectedPath else { return "" }
    let file = (path as NSString).lastPathComponent
    return file == entry.name ? "" : "<span class=\"file\">\(HTMLText.escaped(file))</span>"
  }

  /// How an entry's images are referred to: files beside the page, or `data:` URIs written once
  /// (at the image's first use, its `id`) and copied by the page's script to its other uses.
  struct ImageSources {
    var storage: ImageStorage
    var folder: String

    /// The attributes of an `<img>` showing `png` (the entry's image `label`).
    func attributes(index: Int, name: String, label: String, png: [UInt8], first: Bool) -> String {
      let key = "entry-\(index)-\(label)"
      switch storage {
      case .files:
        let path = folder + "/" + HTMLReport.imageFileName(index: index, name: name, label: label)
        return "data-image=\"\(key)\" src=\"\(HTMLText.escaped(path))\""
      case .embedded:
        return first
          ? "id=\"\(key)\" data-image=\"\(key)\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\""
          : "data-image=\"\(key)\" data-source=\"\(key)\""
      }
    }
  }

  /// The file an entry's image is written to in the folder beside the page:
  /// `<position>-<name>.<label>.png`, the name with anything but letters, digits, `.`, `-` and
  /// `_` replaced by `_` (the position keeps two names that differ only there apart).
  static func imageFileName(index: Int, name: String, label: String) -> String {
    let safe = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
          ? Character(scalar) : "_"
      })
    return "\(index)-\(safe.prefix(120)).\(label).png"
  }
}
