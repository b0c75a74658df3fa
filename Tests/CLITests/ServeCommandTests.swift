import Foundation
import Testing

/// `collection-render serve`: the address it prints, what it answers, what it refuses, and the
/// events it sends when a scene is saved. Through the built binary and curl.
@Suite(.serialized) struct ServeCommandTests {
  /// A small grid scene whose cells are `color`.
  static func grid(color: String = "#A4CDFF", items: Int = 40) -> String {
    """
    {
      "bounds": {"width": 200, "height": 240},
      "scale": 1,
      "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40}, "minimumLineSpacing": 8,
                 "minimumInteritemSpacing": 8, "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
      "sections": [{"itemCount": \(items), "itemTitle": "{item}"}],
      "style": {"backgroundColor": "white", "cell": {"backgroundView": {"backgroundColor": "\(color)"}}}
    }
    """
  }

  /// A folder with a scene, a nested scene, a dataset-like JSON file that is not a scene, and a
  /// secret outside it (a scene too, so that only the path check can refuse it).
  static func site() throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    try folder.write("site/grid.json", grid())
    try folder.write("site/more/other grid.json", grid(color: "#FFB0B0"))
    try folder.write("site/data.json", "{\"sections\": []}")
    try folder.write("secret/secret.json", grid(color: "#000000"))
    let files = FileManager.default
    try files.createSymbolicLink(
      atPath: folder.path("site/link-out.json"), withDestinationPath: folder.path("secret/secret.json"))
    try files.createSymbolicLink(atPath: folder.path("site/folder-out"), withDestinationPath: folder.path("secret"))
    try files.createSymbolicLink(
      atPath: folder.path("site/link-in.json"), withDestinationPath: folder.path("site/grid.json"))
    return (folder, folder.path("site"))
  }

  @Test func printsItsAddressServesTheIndexAndStopsOnInterrupt() throws {
    let (folder, site) = try Self.site()
    defer { withExtendedLifetime(folder) {} }
    let server = try ServeProcess([site])
    #expect(server.banner == "Serving \(site) at \(server.url)")
    #expect(server.url.hasPrefix("http://127.0.0.1:"))
    let index = try server.get("/")
    #expect(index.status == 200)
    #expect(index.text.contains("href=\"/scene/grid.json\""))
    #expect(index.text.contains("href=\"/scene/more/other%20grid.json\""))
    // The file that is not a scene is listed apart, with its error line; the page still works.
    #expect(index.text.contains("data.json"))
    #expect(index.text.contains("collection-render: error:"))
    let page = try server.get("/scene/more/other%20grid.json")
    #expect(page.status == 200)
    #expect(page.text.contains("<title>more/other grid.json"))
    // Self-contained: nothing from another server; the one link is the icon, inline.
    for external in ["src=\"http", "href=\"http", "@import", "url(http"] {
      #expect(!page.text.contains(external), "\(external)")
    }
    let links = page.text.components(separatedBy: "<link").dropFirst()
    #expect(links.allSatisfy { $0.hasPrefix(#" rel="icon" type="image/svg+xml" href="data:"#) })
    #expect(server.interrupt() == 130)
  }

  @Test func oneSceneFileServesThatSceneAndNothingBesideIt() throws {
    let (folder, _) = try Self.site()
    defer { withExtendedLifetime(folder) {} }
    let server = try ServeProcess([folder.path("site/grid.json")])
    let page = try server.get("/")
    #expect(page.status == 200)
    #expect(page.text.contains("<title>grid.json"))
    #expect(try server.get("/image/grid.json").status == 200)
    #expect(try server.get("/image/link-in.json").status == 404)
    #expect(try server.get("/scene/more/other%20grid.json").status == 404)
  }

  @Test func refusesEveryWayOutOfTheFolder() throws {
    let (folder, site) = try Self.site()
    defer { withExtendedLifetime(folder) {} }
    let server = try ServeProcess([site])
    let attempts: [(String, Int)] = [
      ("/../secret/secret.json", 404),  // no route outside /scene/, /image/…
      ("/scene/../secret/secret.json", 403),
      ("/image/../secret/secret.json", 403),
      ("/image/more/../../secret/secret.json", 403),
      ("/image/%2e%2e/secret/secret.json", 403),
      ("/image/%2E%2E/secret/secret.json", 403),
      ("/image/..%2fsecret%2fsecret.json", 403),
      ("/image/%2e%2e%2Fsecret%2Fsecret.json", 403),
      ("/image/more%2F..%2F..%2Fsecret%2Fsecret.json", 403),
      ("/image//etc/passwd", 403),
      ("/image/%2Fetc%2Fpasswd", 403),
      ("/image/..%5csecret%5csecret.json", 403),
      ("/image/link-out.json", 403),  // a link to a file outside
      ("/image/folder-out/secret.json", 403),  // through a link to a folder outside
      ("/image/grid.json%00.png", 400),
      ("/image/%ff%fe.json", 400),
      ("/image/missing.json", 404),
    ]
    for (path, status) in attempts {
      let response = try server.get(path)
      #expect(response.status == status, "\(path): \(response.status) \(response.text)")
      #expect(!response.text.contains("#000000"), "\(path)")
    }
    // Links inside the folder are fine.
    #expect(try server.get("/image/link-in.json").status == 200)
    // The secret really is a scene: only the checks kept it out.
    let direct = try ServeProcess([site + "/../secret"])
    #expect(try direct.get("/image/secret.json").status == 200)
  }

  @Test func refusesOversizeRequests() throws {
    let (folder, site) = try Self.site()
    defer { withExtendedLifetime(folder) {} }
    let server = try ServeProcess([site])
    let long = "/image/grid.json?offset=0," + String(repeating: "0", count: 3_000)
    #expect(try server.get(long).status == 414)
    let headers = (0..<80).flatMap { ["-H", "X-Filler-\($0): x"] }
    #expect(try server.get("/image/grid.json", headers).status == 431)
    let big = ["-H", "X-Big: " + String(repeating: "y", count: 20_000)]
    #expect(try server.get("/image/grid.json", big).status == 431)
    #expect(try server.get("/image/grid.json", ["--data-binary", "hello"]).status == 413)
    #expect(try server.get("/image/grid.json", ["-X", "DELETE"]).status == 405)
    // Numbers past the limits are refused before any arithmetic.
    #expect(try server.get("/image/grid.json?bounds=1e300x10").status == 400)
    #expect(try server.get("/image/grid.json?scale=99").status == 400)
    #expect(try server.get("/image/grid.json?bounds=30000x30000&scale=8").status == 400)
    #expect(try server.get("/image/grid.json?offset=nan,0").status == 400)
    #expect(try server.get("/image/grid.json?frame=5").status == 400)
    #expect(try server.get("/image/grid.json?colour=red").status == 400)
    // The server still answers afterwards.
    #expect(try server.get("/image/grid.json").status == 200)
  }

  @Test func theViewChangesTheImageAndTheLayout() throws {
    let (folder, site) = try Self.site()
    defer { withExtendedLifetime(folder) {} }
    let server = try ServeProcess([site])
    let top = try server.get("/image/grid.json")
    let scrolled = try server.get("/image/grid.json?offset=0,150")
    #expect(top.status == 200 && scrolled.status == 200)
    #expect(top.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(top.body != scrolled.body)
    // Same bytes as `render` with the same offset: the same pipeline.
    let scratch = try TemporaryFolder()
    let rendered = scratch.path("r.png")
    #expect(try CLI.run(["render", site + "/grid.json", "--offset", "0,150", "-o", rendered]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: rendered)) == scrolled.body)
    // And the layout JSON of the `layout` command.
    let layout = try server.get("/layout/grid.json?offset=0,150")
    let command = try CLI.run(["layout", site + "/grid.json", "--offset", "0,150"])
    #expect(layout.text == command.stdout)
    let info = try jsonObject(try server.get("/info/grid.json?bounds=300x100&scale=2").text)
    #expect((info["bounds"] as? [String: Any])?["width"] as? Double == 300)
    #expect(info["scale"] as? Double == 2)
  }

  @Test func playsAFlingAndTheScenesTimelineFrameByFrame() throws {
    let server = try ServeProcess([CLI.repositoryRoot.appendingPathComponent("samples/frames").path])
    let info = try jsonObject(try server.get("/info/phone-timeline.json?play=timeline").text)
    let count = try #require(info["frameCount"] as? Int)
    #expect(count > 2)
    let first = try server.get("/image/phone-timeline.json?play=timeline&frame=0")
    let last = try server.get("/image/phone-timeline.json?play=timeline&frame=\(count - 1)")
    #expect(first.status == 200 && last.status == 200)
    #expect(first.body != last.body)
    #expect(try server.get("/image/phone-timeline.json?play=timeline&frame=\(count)").status == 400)
    let fling = try jsonObject(try server.get("/info/line-fling.json?play=fling&velocity=-2500,0").text)
    #expect((fling["frameCount"] as? Int ?? 0) > 2)
    #expect(try server.get("/image/line-fling.json?play=fling&velocity=-2500,0&frame=3").status == 200)
  }

  @Test func anEditSendsAnEventThenTheNewImageAndAnErrorLineUntilFixed() throws {
    let (folder, site) = try Self.site()
    let server = try ServeProcess([site])
    let before = try server.get("/image/grid.json")
    let events = try EventStreamReader(server.url + "events/grid.json")
    #expect(events.wait(for: "event: ready"))
    try folder.write("site/grid.json", Self.grid(color: "#FF8800"))
    #expect(events.wait(for: "event: change"), "\(events.text)")
    let after = try server.get("/image/grid.json")
    #expect(after.status == 200)
    #expect(after.body != before.body)
    // A broken save: the event, then the error line with the file, line and column.
    try folder.write("site/grid.json", "{\n  \"bounds\": {\"width\": 200,\n}")
    #expect(events.wait(for: "event: change", count: 2))
    let broken = try server.get("/image/grid.json")
    #expect(broken.status == 422)
    #expect(broken.text.hasPrefix("collection-render: error: \(site)/grid.json: line 3, column 2:"), "\(broken.text)")
    try folder.write(
      "site/grid.json", "{\"bounds\": {\"width\": -5, \"height\": 10}, \"layout\": {\"type\": \"flow\"}}")
    #expect(events.wait(for: "event: change", count: 3))
    #expect(try server.get("/info/grid.json").text.contains("grid.json: $.bounds.width (line 1, column 22):"))
    // Fixed: the image comes back.
    try folder.write("site/grid.json", Self.grid(color: "#00AA00"))
    #expect(events.wait(for: "event: change", count: 4))
    let fixed = try server.get("/image/grid.json")
    events.stop()
    #expect(server.interrupt() == 130)
    #expect(fixed.status == 200)
    #expect(fixed.body != after.body)
  }

  @Test func savingTheDatasetOrAnImageRedrawsToo() throws {
    let folder = try TemporaryFolder()
    let images = CLI.repositoryRoot.appendingPathComponent("samples/docs/images")
    try FileManager.default.createDirectory(atPath: folder.path("site/art"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: images.appendingPathComponent("monkey@2x.png").path, toPath: folder.path("site/art/cell.png"))
    try folder.write(
      "site/grid.json",
      """
      {"bounds": {"width": 200, "height": 120}, "scale": 1, "dataset": "data/items.json",
       "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}},
       "style": {"cell": {"imageView": {"image": "art/cell.png", "size": "fill"}}}}
      """)
    try folder.write("site/data/items.json", "{\"sections\": [{\"items\": [\"a\", \"b\"]}]}")
    let server = try ServeProcess([folder.path("site")])
    let first = try server.get("/image/grid.json")
    #expect(first.status == 200)
    let events = try EventStreamReader(server.url + "events/grid.json")
    defer { events.stop() }
    #expect(events.wait(for: "event: ready"))
    // The dataset: one more item.
    try folder.write("site/data/items.json", "{\"sections\": [{\"items\": [\"a\", \"b\", \"c\"]}]}")
    #expect(events.wait(for: "event: change"), "\(events.text)")
    let second = try server.get("/image/grid.json")
    #expect(second.status == 200 && second.body != first.body)
    // The image: another picture in its place.
    try FileManager.default.removeItem(atPath: folder.path("site/art/cell.png"))
    try FileManager.default.copyItem(
      atPath: images.appendingPathComponent("placeholder@2x.png").path, toPath: folder.path("site/art/cell.png"))
    #expect(events.wait(for: "event: change", count: 2), "\(events.text)")
    let third = try server.get("/image/grid.json")
    #expect(third.status == 200 && third.body != second.body)
  }

  @Test func aBadCommandLineIsOneLine() throws {
    let missing = try CLI.run(["serve", "/nonexistent/scenes", "--port", "0"])
    #expect(missing.status == 66)
    #expect(missing.stderr.hasPrefix("collection-render: error: /nonexistent/scenes:"))
    let port = try CLI.run(["serve", "samples", "--port", "70000"])
    #expect(port.status == 64)
    #expect(port.stderr.contains("--port 70000"))
    // A port in use: one line, exit 73 (the address cannot be had).
    let first = try ServeProcess(["samples"])
    let inUse = try #require(first.url.split(separator: ":").last.map { $0.trimmingCharacters(in: ["/"]) })
    let taken = try CLI.run(["serve", "samples", "--port", inUse])
    #expect(taken.status == 73)
    #expect(taken.stderr.hasPrefix("collection-render: error: cannot listen on 127.0.0.1:\(inUse):"), "\(taken.stderr)")
    #expect(taken.stderr.split(separator: "\n").count == 1)
    // localhost is the loopback address; other names are not looked up.
    let local = try ServeProcess(["samples/flow-grid/scene.json", "--host", "localhost"])
    #expect(local.url.hasPrefix("http://localhost:"))
    #expect(try local.get("/").status == 200)
    let host = try CLI.run(["serve", "samples", "--host", "example.org", "--port", "0"])
    #expect(host.status == 64)
    #expect(host.stderr.contains("--host example.org"))
  }
}
