import Foundation
import Testing

@testable import PreviewServer

/// `serve` reads nothing outside its folder: a dataset or an image a scene names outside it is
/// refused unread (not a byte of it in the error line), and a link swapped to point outside
/// while requests are answered never gets an outside scene served.
@Suite struct ConfinementTests {
  /// `site/` (served) and `secret.txt` beside it, removed with the value.
  final class Layout {
    let root: URL
    var site: URL { root.appendingPathComponent("site") }
    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("site"), withIntermediateDirectories: true)
      try "root:x:0:0:root:/root:/bin/bash\n".write(
        to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    }
    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ name: String, _ text: String) throws {
      try text.write(to: site.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  static func scene(width: Int) -> String {
    #"{"bounds": {"width": \#(width), "height": 40}, "sections": [{"itemCount": 2}]}"#
  }

  @Test func aDatasetOrImageOutsideTheFolderIsRefusedUnread() throws {
    let layout = try Layout()
    try layout.write("data.json", #"{"bounds": {"width": 60, "height": 40}, "dataset": "../secret.txt"}"#)
    try layout.write(
      "image.json",
      #"{"bounds": {"width": 60, "height": 40}, "sections": [{"items": [{"image": "../secret.txt"}]}]}"#)
    let site = PreviewSite(served: try ServedFolder(path: layout.site.path))
    for name in ["data.json", "image.json"] {
      for route in ["image", "info", "layout"] {
        let response = site.respond(method: "GET", target: "/\(route)/\(name)", headers: [], bodyLength: 0)
        let text = String(decoding: response.bytes, as: UTF8.self)
        #expect(response.status == 404, "\(route)/\(name): \(text)")
        #expect(text.contains("secret.txt: is outside the served folder"), "\(route)/\(name): \(text)")
        #expect(!text.contains("'r'") && !text.contains("root"), "\(route)/\(name): \(text)")
      }
    }
    let index = String(
      decoding: site.respond(method: "GET", target: "/", headers: [], bodyLength: 0).bytes, as: UTF8.self)
    #expect(index.contains("is outside the served folder"))
    #expect(!index.contains("root:x"))
  }

  @Test func aLinkSwappedToPointOutsideNeverServesTheOutsideScene() async throws {
    let layout = try Layout()
    try layout.write("inside.json", Self.scene(width: 61))
    try Self.scene(width: 97).write(
      to: layout.root.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
    let link = layout.site.appendingPathComponent("race.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "inside.json")
    let site = PreviewSite(served: try ServedFolder(path: layout.site.path))
    let stop = Flag()
    // Swaps the link between the scene inside and the one outside, by rename (atomic), until
    // the requests are done or 20 seconds pass.
    let staged = layout.site.appendingPathComponent("staged.json").path
    let swapper = Thread {
      let started = Date()
      var outside = false
      while !stop.value && Date().timeIntervalSince(started) < 20 {
        outside.toggle()
        unlink(staged)
        _ = symlink(outside ? "../outside.json" : "inside.json", staged)
        _ = rename(staged, link)
      }
    }
    swapper.start()
    // Requests for 3 seconds (at most 50,000), as fast as they are answered.
    var (served, leaked, requests) = (0, 0, 0)
    let started = Date()
    while requests < 50_000 && Date().timeIntervalSince(started) < 3 {
      requests += 1
      let response = site.respond(method: "GET", target: "/info/race.json", headers: [], bodyLength: 0)
      if String(decoding: response.bytes, as: UTF8.self).contains(#""width":97"#) { leaked += 1 }
      if response.status == 200 { served += 1 }
    }
    #expect(leaked == 0, "\(leaked) of \(requests) requests served the outside scene")
    stop.set()
    while swapper.isExecuting { try await Task.sleep(for: .milliseconds(10)) }
    #expect(served > 0, "no request got the inside scene")
  }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  var value: Bool { lock.withLock { isSet } }
  func set() { lock.withLock { isSet = true } }
}
