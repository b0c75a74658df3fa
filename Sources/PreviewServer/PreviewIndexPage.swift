import Snapshots

/// The index of a served folder: every scene file, linked to its preview page, and after them the
/// `.json` files that do not read as scenes (datasets, broken scenes) with their error lines.
enum PreviewIndexPage {
  struct Entry {
    var name: String
    /// Bounds and sections, for a scene that reads.
    var summary: String?
    /// The error line, for a file that does not.
    var error: String?
  }

  static func html(folder: String, entries: [Entry]) -> String {
    let scenes = entries.filter { $0.error == nil }
    let others = entries.filter { $0.error != nil }
    var rows = ""
    for entry in scenes {
      let href = "/scene/" + entry.name.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
      rows +=
        "<li><a href=\"\(HTMLText.escaped(href))\">\(HTMLText.escaped(entry.name))</a>"
        + "<span>\(HTMLText.escaped(entry.summary ?? ""))</span></li>\n"
    }
    var problems = ""
    for entry in others {
      problems += "<li><b>\(HTMLText.escaped(entry.name))</b><code>\(HTMLText.escaped(entry.error ?? ""))</code></li>\n"
    }
    let otherList =
      others.isEmpty
      ? ""
      : "<details><summary>\(others.count) other JSON file\(others.count == 1 ? "" : "s") (not scenes)</summary>"
        + "<ul id=\"others\">\n\(problems)</ul></details>"
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(HTMLText.escaped(folder)) · collection-render preview</title>
      <style>
      body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "DejaVu Sans", sans-serif; color: #1d1d1f; }
      header { padding: 14px 24px; border-bottom: 1px solid #d2d2d7; }
      h1 { font-size: 18px; margin: 0; }
      main { padding: 8px 24px 24px; max-width: 880px; }
      h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: #6e6e73; margin: 20px 0 6px; }
      ul { list-style: none; padding: 0; margin: 0; }
      li { display: flex; gap: 14px; align-items: baseline; padding: 6px 0; border-bottom: 1px solid #eee; }
      li span { color: #6e6e73; font-size: 12.5px; }
      a { color: #0a66d8; text-decoration: none; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
      details li { flex-direction: column; gap: 2px; }
      code { color: #b3261e; font-size: 12px; word-break: break-word; }
      </style>
      </head>
      <body>
      <header><h1>Scenes in \(HTMLText.escaped(folder))</h1></header>
      <main>
      <h2>\(scenes.count) scene\(scenes.count == 1 ? "" : "s")</h2>
      <ul id="scenes">
      \(rows)</ul>
      \(otherList)
      </main>
      </body>
      </html>

      """
  }

  /// `segment` percent-encoded for a URL path segment.
  static func percentEncoded(_ segment: String) -> String {
    var allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    allowed.remove(UInt8(ascii: "/"))
    var out = ""
    for byte in segment.utf8 {
      if allowed.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
      }
    }
    return out
  }
}

extension String {
  fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
