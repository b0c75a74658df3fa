import Foundation
import Testing

@testable import PreviewServer

/// The index: thumbnails and descriptions of the scenes, datasets as datasets, broken files with
/// their error line; and the icon every page names.
@Suite struct PreviewIndexTests {
  @Test func scenesHaveThumbnailsAndDescriptionsAndDatasetsAreDatasets() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = """
      {"description": "A grid <of> twelve cells.", "bounds": {"width": 300, "height": 600}, "scale": 2,
       "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}}, "dataset": "cells.json"}
      """
    try scene.write(to: root.appendingPathComponent("grid.json"), atomically: true, encoding: .utf8)
    try "{\"sections\": [{\"itemCount\": 12}]}".write(
      to: root.appendingPathComponent("cells.json"), atomically: true, encoding: .utf8)
    try "{\"bounds\": 3}".write(to: root.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    let site = PreviewSite(served: try ServedFolder(path: root.path))
    let html = String(
      decoding: site.respond(method: "GET", target: "/", headers: [], bodyLength: 0).bytes, as: UTF8.self)
    #expect(html.contains("<p>A grid &lt;of&gt; twelve cells.</p>"))
    // 300×600 points in a 150-pixel box: 75×150 CSS pixels, drawn at twice that.
    #expect(html.contains("style=\"width:75px;height:150px\" src=\"/image/grid.json?scale=0.5\""))
    #expect(html.contains("<li><b>cells.json</b><span>dataset of grid.json</span></li>"))
    #expect(!html.contains("cells.json</b><code>"))
    #expect(html.contains("<b>broken.json</b><code>collection-render: error:"))
    #expect(html.contains("<link rel=\"icon\""))
    let thumbnail = site.respond(method: "GET", target: "/image/grid.json?scale=0.5", headers: [], bodyLength: 0)
    #expect(thumbnail.status == 200 && thumbnail.contentType == "image/png")
  }

  @Test func theIconIsServedAndNamedInline() throws {
    let root = FileManager.default.temporaryDirectory
    let site = PreviewSite(served: try ServedFolder(path: root.path))
    let icon = site.respond(method: "GET", target: "/favicon.ico", headers: [], bodyLength: 0)
    #expect(icon.status == 200 && icon.contentType == "image/svg+xml")
    #expect(String(decoding: icon.bytes, as: UTF8.self).hasPrefix("<svg"))
    #expect(PreviewFavicon.link.hasPrefix("<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:image/svg+xml,"))
  }
}
