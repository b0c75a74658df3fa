import Foundation
import ImageDiff

extension HTMLReport {
  /// An entry's detail: its numbers, files and accept command, its text changes marked within
  /// lines, and its images under tabs with the changed region outlined and shown close up.
  func detail(_ entry: Entry, index: Int, sources: ImageSources) -> String {
    var html = "<p class=\"summary\">\(HTMLText.escaped(entry.summary))</p>\n"
    html += files(entry)
    if let image = entry.image { html += numbers(image) }
    if let text = entry.text, !text.excerpt.isEmpty { html += textChanges(text) }
    let showImages = entry.image.map { !$0.isIdentical } ?? true
    if showImages, !entry.images.isEmpty {
      html += viewer(entry, index: index, sources: sources)
      html += closeUps(entry, index: index, sources: sources)
    }
    return html
  }

  /// The reference, actual and scene files, and the command that accepts the change.
  func files(_ entry: Entry) -> String {
    let rows = [("reference", entry.expectedPath), ("actual", entry.actualPath), ("scene", entry.scene)]
      .compactMap { label, path in path.map { (label, $0) } }
    var html = ""
    if !rows.isEmpty {
      html += "<dl class=\"files\">"
      for (label, path) in rows { html += "<dt>\(label)</dt><dd><code>\(HTMLText.escaped(path))</code></dd>" }
      html += "</dl>\n"
    }
    if let command = entry.acceptCommand, !entry.passed {
      html += """
        <div class="accept"><span class="accept-label">accept this change:</span> \
        <code class="accept-command">\(HTMLText.escaped(command))</code> \
        <button type="button" class="copy">copy</button></div>

        """
    }
    return html
  }

  func numbers(_ report: DiffReport) -> String {
    var rows: [(String, String)] = [
      ("size", report.sizesMatch ? "\(report.expectedSize)" : "\(report.expectedSize) → \(report.actualSize)"),
      ("differing pixels", "\(report.differingPixels) of \(report.pixelCount)"),
      ("differing ratio", String(format: "%.4f %%", report.differingRatio * 100)),
      ("allowed", "\(report.allowedDifferingPixels)"),
      ("max channel difference", "\(report.maximumChannelDifference)"),
      ("anti-aliased (ignored)", "\(report.antiAliasedPixels)"),
      ("within tolerance", "\(report.toleratedPixels)"),
    ]
    if let region = report.differingRegion { rows.append(("changed region", "\(region)")) }
    var html = "<table class=\"numbers\">"
    for (name, value) in rows { html += "<tr><th>\(name)</th><td>\(HTMLText.escaped(value))</td></tr>" }
    return html + "</table>\n"
  }

  /// The excerpt of a text comparison, removed and added lines paired and their changed words marked.
  func textChanges(_ text: TextComparison) -> String {
    var html = "<pre class=\"excerpt\">"
    for line in InlineChanges.lines(of: text.excerpt) {
      let kind =
        switch line.kind {
        case .removed: "removed"
        case .added: "added"
        case .note: "note"
        }
      html += "<span class=\"line \(kind)\">\(HTMLText.escaped(line.prefix))"
      for segment in line.segments {
        let escaped = HTMLText.escaped(segment.text)
        html += segment.changed && line.kind != .note ? "<mark>\(escaped)</mark>" : escaped
      }
      // Each line is a block of its own: no newline between them, or the lines would double-space.
      html += "</span>"
    }
    return html + "</pre>\n"
  }

  /// The tabs an entry has: diff, actual, expected, side by side and slider, as far as its images allow.
  static func views(_ entry: Entry) -> [(key: String, label: String)] {
    var views: [(String, String)] = []
    if entry.diffPNG != nil { views.append(("diff", "diff")) }
    if entry.actualPNG != nil { views.append(("actual", "actual")) }
    if entry.expectedPNG != nil { views.append(("expected", "expected")) }
    if entry.expectedPNG != nil, entry.actualPNG != nil {
      views.append(("side-by-side", "side by side"))
      if entry.image?.sizesMatch ?? false { views.append(("slider", "slider")) }
    }
    return views
  }

  /// The tabbed images with the zoom control; the first tab shows.
  func viewer(_ entry: Entry, index: Int, sources: ImageSources) -> String {
    let views = Self.views(entry)
    var html = "<div class=\"viewer\" data-zoom=\"1\">\n<div class=\"toolbar\"><div class=\"tabs\" role=\"tablist\">"
    for (position, view) in views.enumerated() {
      html += """
        <button type="button" role="tab" class="tab\(position == 0 ? " active" : "")" data-view="\(view.key)" \
        aria-selected="\(position == 0)">\(view.label)</button>
        """
    }
    html += """
      </div><label class="zoom-control">zoom <select class="zoom" aria-label="zoom">\
      <option value="fit">fit</option><option value="0.5">50 %</option><option value="1" selected>100 %</option>\
      <option value="2">200 %</option><option value="4">400 %</option></select></label></div>

      """
    var first = Set<String>()
    func image(_ label: String, _ png: [UInt8], _ size: PixelSize?) -> String {
      let attributes = sources.attributes(
        index: index, name: entry.name, label: label, png: png, first: first.insert(label).inserted)
      return frame(attributes, label: label, size: size, region: entry.image?.differingRegion)
    }
    let expectedSize = entry.image?.expectedSize
    let actualSize = entry.image?.actualSize
    for (position, view) in views.enumerated() {
      html += "<div class=\"view\" data-view=\"\(view.key)\"\(position == 0 ? "" : " hidden")>"
      switch view.key {
      case "diff": html += entry.diffPNG.map { image("diff", $0, actualSize) } ?? ""
      case "actual": html += entry.actualPNG.map { image("actual", $0, actualSize) } ?? ""
      case "expected": html += entry.expectedPNG.map { image("expected", $0, expectedSize) } ?? ""
      case "side-by-side":
        html += "<div class=\"side-by-side\">"
        html +=
          entry.expectedPNG.map {
            "<figure><figcaption>expected</figcaption>" + image("expected", $0, expectedSize) + "</figure>"
          } ?? ""
        html +=
          entry.actualPNG.map {
            "<figure><figcaption>actual</figcaption>" + image("actual", $0, actualSize) + "</figure>"
          } ?? ""
        html += "</div>"
      default: html += slider(entry, index: index, sources: sources, size: expectedSize, first: &first)
      }
      html += "</div>\n"
    }
    return html + "</div>\n"
  }

  /// An image at natural size (scaled by the zoom), the changed region outlined over it.
  func frame(_ attributes: String, label: String, size: PixelSize?, region: PixelRect?) -> String {
    guard let size else {
      return "<div class=\"frame\"><img alt=\"\(label)\" \(attributes)></div>"
    }
    return """
      <div class="frame" data-width="\(size.width)" data-height="\(size.height)" style="width:\(size.width)px">\
      <img alt="\(label)" width="\(size.width)" height="\(size.height)" \(attributes)>\
      \(region.map { outline($0, in: size) } ?? "")</div>
      """
  }

  /// A rectangle around `region`, in percentages of the image so that it follows the zoom.
  func outline(_ region: PixelRect, in size: PixelSize) -> String {
    func percent(_ value: Int, of total: Int) -> String {
      String(format: "%.4f%%", Double(value) * 100 / Double(max(1, total)))
    }
    return """
      <div class="region" title="changed region \(region)" style="left:\(percent(region.x, of: size.width));\
      top:\(percent(region.y, of: size.height));width:\(percent(region.width, of: size.width));\
      height:\(percent(region.height, of: size.height))"></div>
      """
  }

  /// The actual image over the expected one, revealed from a divider on the picture that is
  /// dragged across it (as Playwright's slider): expected on the left of it, actual on the right.
  func slider(_ entry: Entry, index: Int, sources: ImageSources, size: PixelSize?, first: inout Set<String>) -> String {
    guard let expected = entry.expectedPNG, let actual = entry.actualPNG, let size else { return "" }
    let under = sources.attributes(
      index: index, name: entry.name, label: "expected", png: expected, first: first.insert("expected").inserted)
    let over = sources.attributes(
      index: index, name: entry.name, label: "actual", png: actual, first: first.insert("actual").inserted)
    return """
      <div class="frame compare" data-width="\(size.width)" data-height="\(size.height)" \
      style="width:\(size.width)px" data-position="50">\
      <img alt="expected" width="\(size.width)" height="\(size.height)" \(under)>\
      <img class="over" alt="actual" width="\(size.width)" height="\(size.height)" \(over)>\
      <div class="handle" role="slider" tabindex="0" aria-label="divider between expected and actual" \
      aria-valuemin="0" aria-valuemax="100" aria-valuenow="50"><span class="grip">◀▶</span></div>\
      <span class="side-label left">expected</span><span class="side-label right">actual</span>\
      \(entry.image?.differingRegion.map { outline($0, in: size) } ?? "")</div>
      """
  }
}
