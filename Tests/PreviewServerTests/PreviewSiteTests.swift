import CollectionRender
import Foundation
import Testing

@testable import PreviewServer

/// The site's answers without a network: limits, the query, images through the pipeline, and
/// scene errors as the command line's one line.
@Suite struct PreviewSiteTests {
  static let scene = """
    {"bounds": {"width": 120, "height": 100}, "scale": 1,
     "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}},
     "sections": [{"itemCount": 12, "items": [{"title": "0", "selected": true}]}]}
    """

  static func site() throws -> (PreviewSite, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try scene.write(to: root.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    return (PreviewSite(served: try ServedFolder(path: root.path)), root)
  }

  static func get(_ site: PreviewSite, _ target: String, headers: [(String, String)] = []) -> PreviewSite.Response {
    site.respond(method: "GET", target: target, headers: headers, bodyLength: 0)
  }

  @Test func limitsComeBeforeAnythingElse() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(Self.get(site, "/image/s.json?" + String(repeating: "v=1&", count: 600)).status == 414)
    let many = (0...PreviewLimits.maximumHeaderCount).map { ("X-\($0)", "1") }
    #expect(Self.get(site, "/image/s.json", headers: many).status == 431)
    #expect(Self.get(site, "/image/s.json", headers: [("X", String(repeating: "y", count: 17_000))]).status == 431)
    #expect(site.respond(method: "GET", target: "/image/s.json", headers: [], bodyLength: 1).status == 413)
    #expect(site.respond(method: "POST", target: "/image/s.json", headers: [], bodyLength: 0).status == 405)
    #expect(site.respond(method: "HEAD", target: "/image/s.json", headers: [], bodyLength: 0).status == 405)
    #expect(Self.get(site, "*").status == 400)
    #expect(Self.get(site, "/nothing").status == 404)
  }

  @Test func eventStreamsAreCappedAndTheirSlotsComeBack() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    var open = (0..<PreviewLimits.maximumEventStreams).map { _ in Self.get(site, "/events/s.json") }
    #expect(open.allSatisfy { $0.status == 200 && $0.contentType == "text/event-stream" })
    #expect(Self.get(site, "/events/s.json").status == 503)
    open.removeLast()  // a page closed
    #expect(Self.get(site, "/events/s.json").status == 200)
    #expect(site.streams.count == PreviewLimits.maximumEventStreams - 1)
  }

  @Test func imagesGoThroughThePipelineWithTheView() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    let image = Self.get(site, "/image/s.json?offset=0,50")
    #expect(image.status == 200)
    #expect(image.contentType == "image/png")
    var scene = try SceneLoader.load(path: root.path + "/s.json")
    scene.contentOffset = Point(x: 0, y: 50)
    let pipeline = Pipeline(scene: scene)
    #expect(image.bytes == (try pipeline.render(as: .png, png: PNGCompressionSetting.defaultOptions)))
    let info = String(decoding: Self.get(site, "/info/s.json?bounds=60x40").bytes, as: UTF8.self)
    #expect(info.contains("\"bounds\":{\"width\":60,\"height\":40}"))
    #expect(info.contains("{\"section\":0,\"item\":0,\"selected\":true,\"highlighted\":false}"))
  }

  @Test func sceneErrorsAreTheCommandLinesLine() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    try "{\"bounds\": {\"width\": 1, \"height\": 1}, \"layout\": {\"type\": \"spiral\"}}".write(
      to: root.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let response = Self.get(site, "/image/s.json")
    #expect(response.status == 422)
    let text = String(decoding: response.bytes, as: UTF8.self)
    #expect(
      text.hasPrefix("collection-render: error: \(root.path)/s.json: $.layout.type (line 1, column 58): "), "\(text)")
  }

  @Test(arguments: [
    "offset=1,2,3", "offset=x,1", "offset=1e300,0", "bounds=0x10", "bounds=10", "scale=inf", "frame=-1",
    "play=timeline&frame=x", "play=rewind", "play=fling", "frame=2", "velocity=1,1", "velocity=1e9,0", "size=3",
  ])
  func queriesThePageCannotHaveSentAreRefused(_ query: String) {
    #expect(throws: PreviewView.QueryError.self) { try PreviewView(query: query) }
  }

  @Test func queriesAreRead() throws {
    let view = try PreviewView(query: "offset=0,-20.5&bounds=320x480&scale=3&play=fling&velocity=0,2500&frame=7&v=2")
    #expect(view.offset == Point(x: 0, y: -20.5))
    #expect(view.bounds == Size(width: 320, height: 480))
    #expect(view.scale == 3)
    #expect(view.playback == .fling(Point(x: 0, y: 2500)))
    #expect(view.frame == 7)
    #expect(try PreviewView(query: "") == PreviewView())
  }
}
