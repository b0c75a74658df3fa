import CollectionRender
import Snapshots

/// The index of a served folder: every scene file, linked to its preview page with a thumbnail
/// (the scene's image, drawn small by the same `/image/` endpoint), its description and a
/// summary; after them the datasets (named with the scenes that read them) and the `.json` files
/// that read as neither, with their error lines.
enum PreviewIndexPage {
  /// A file that reads as a scene.
  struct SceneEntry {
    var name: String
    var description: String?
    /// Bounds, sections, variants, timeline.
    var summary: String
    /// The scene's bounds, points.
    var width: Double
    var height: Double

    init(name: String, document: SceneDocument) {
      self.name = name
      description = document.description
      let scene = document.scene
      width = scene.bounds.width
      height = scene.bounds.height
      var parts = [
        "\(LayoutJSON.number(width))×\(LayoutJSON.number(height)) pt",
        "\(scene.sections.count) section" + (scene.sections.count == 1 ? "" : "s"),
      ]
      let variants = document.variants.compactMap { try? $0.get().name }
      if !variants.isEmpty { parts.append("variants " + variants.joined(separator: ", ")) }
      if document.timeline != nil { parts.append("timeline") }
      summary = parts.joined(separator: " · ")
    }
  }

  /// A `.json` file that is not a scene: a dataset some scenes read, or a file with an error.
  struct Other {
    var name: String
    /// The scenes that read it as their dataset (empty: none does).
    var datasetOf: [String]
    /// The error line, for a file that is no scene's dataset.
    var error: String?
  }

  /// The longer side of a thumbnail, CSS pixels.
  static let thumbnailSide = 150.0

  static func html(folder: String, scenes: [SceneEntry], others: [Other]) -> String {
    let rows = scenes.map(row).joined(separator: "\n")
    let datasets = others.filter { !$0.datasetOf.isEmpty }.map { other in
      "<li><b>\(HTMLText.escaped(other.name))</b><span>dataset of "
        + other.datasetOf.map { HTMLText.escaped($0) }.joined(separator: ", ") + "</span></li>"
    }
    let problems = others.filter { $0.datasetOf.isEmpty }.map { other in
      "<li><b>\(HTMLText.escaped(other.name))</b><code>\(HTMLText.escaped(other.error ?? ""))</code></li>"
    }
    let datasetList =
      datasets.isEmpty
      ? ""
      : "<h2>\(datasets.count) dataset\(datasets.count == 1 ? "" : "s")</h2>\n<ul id=\"datasets\">\n"
        + datasets.joined(separator: "\n") + "</ul>"
    let otherList =
      problems.isEmpty
      ? ""
      : "<details><summary>\(problems.count) other JSON file\(problems.count == 1 ? "" : "s") (not scenes)</summary>"
        + "<ul id=\"others\">\n\(problems.joined(separator: "\n"))</ul></details>"
    return page(
      folder: folder,
      body: """
        <h2>\(scenes.count) scene\(scenes.count == 1 ? "" : "s")</h2>
        <ul id="scenes">
        \(rows)</ul>
        \(datasetList)
        \(otherList)
        """)
  }

  /// One scene's entry: thumbnail, name, description, summary.
  static func row(_ entry: SceneEntry) -> String {
    let href = "/scene/" + entry.name.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
    let image = "/image/" + entry.name.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
    // Drawn at twice the thumbnail's CSS size, for high-density screens.
    let fit = min(1, thumbnailSide / max(entry.width, entry.height))
    let scale = LayoutJSON.number((2 * fit * 10_000).rounded() / 10_000)
    let size =
      "width:\(LayoutJSON.number((entry.width * fit).rounded()))px;"
      + "height:\(LayoutJSON.number((entry.height * fit).rounded()))px"
    return "<li><a class=\"thumb\" href=\"\(HTMLText.escaped(href))\"><img loading=\"lazy\" alt=\"\" "
      + "style=\"\(size)\" src=\"\(HTMLText.escaped(image))?scale=\(scale)\" "
      + "onerror=\"this.classList.add('failed')\"></a><div><a href=\"\(HTMLText.escaped(href))\">"
      + "\(HTMLText.escaped(entry.name))</a>"
      + (entry.description.map { "<p>\(HTMLText.escaped($0))</p>" } ?? "")
      + "<span>\(HTMLText.escaped(entry.summary))</span></div></li>"
  }

  /// The page around `body`.
  static func page(folder: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(HTMLText.escaped(folder)) · collection-render preview</title>
    \(PreviewFavicon.link)
    <style>
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "DejaVu Sans", sans-serif; color: #1d1d1f; }
    header { padding: 14px 24px; border-bottom: 1px solid #d2d2d7; }
    h1 { font-size: 18px; margin: 0; }
    main { padding: 8px 24px 24px; max-width: 980px; }
    h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: #6e6e73; margin: 20px 0 6px; }
    ul { list-style: none; padding: 0; margin: 0; }
    li { display: flex; gap: 16px; align-items: flex-start; padding: 10px 0; border-bottom: 1px solid #eee; }
    li div { min-width: 0; }
    li div a, li div span { display: block; }
    li p { margin: 2px 0; color: #1d1d1f; font-size: 13px; }
    li span { color: #6e6e73; font-size: 12.5px; }
    .thumb { flex: none; width: \(LayoutJSON.number(thumbnailSide))px; display: flex; justify-content: center; }
    .thumb img { border: 1px solid #d2d2d7; border-radius: 4px; background: #f5f5f7; }
    .thumb img.failed { visibility: hidden; }
    a { color: #0a66d8; text-decoration: none; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    #datasets li, details li { flex-direction: column; gap: 2px; padding: 6px 0; }
    code { color: #b3261e; font-size: 12px; word-break: break-word; }
    </style>
    </head>
    <body>
    <header><h1>Scenes in \(HTMLText.escaped(folder))</h1></header>
    <main>
    \(body)
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
