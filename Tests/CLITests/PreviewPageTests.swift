import Foundation
import HeadlessChromium
import Testing

/// The live preview page in headless Chromium, driven as a user would: it loads with the
/// image, the scrubber scrolls it, hovering shows an element's attributes, a save redraws it, a
/// broken save shows the error line until fixed.
@Suite(.serialized) struct PreviewPageTests {
  /// The pixels of the page's image, as a data URL (the same image gives the same text).
  static let imagePixels = """
    (() => { const i = document.getElementById("image"); const c = document.createElement("canvas");
    c.width = i.naturalWidth; c.height = i.naturalHeight; c.getContext("2d").drawImage(i, 0, 0);
    return c.toDataURL(); })()
    """

  static func renders(_ browser: DevToolsBrowser) throws -> Int {
    Int(try browser.evaluate("document.body.dataset.renders || '0'") as? String ?? "0") ?? 0
  }

  @Test func thePageLoadsScrubsHoversAndFollowsEdits() throws {
    let (folder, site) = try ServeCommandTests.site()
    let server = try ServeProcess([site])
    let browser = try DevToolsBrowser(width: 1100, height: 800)
    try browser.open(server.url + "scene/grid.json")
    // Loaded: the image at the scene's size (200×240 points at scale 1), the event stream live.
    try browser.wait(until: "document.body.dataset.renders >= 1 && document.body.dataset.live === '1'")
    #expect(try browser.evaluate("document.getElementById('image').naturalWidth") as? Int == 200)
    #expect(try browser.evaluate("document.getElementById('image').naturalHeight") as? Int == 240)
    #expect(try browser.evaluate("document.getElementById('error').classList.contains('shown')") as? Bool == false)
    let top = try browser.evaluate(Self.imagePixels) as? String
    // The vertical scrubber spans the content: 40 cells of 40, 4 a row, 10 rows → 488 points tall.
    #expect(try browser.evaluate("document.getElementById('scrub-y').max") as? String == "248")

    // Moving the scrubber redraws at that offset.
    var count = try Self.renders(browser)
    _ = try browser.evaluate(
      "(() => { const s = document.getElementById('scrub-y'); s.value = 200; s.dispatchEvent(new Event('input')); })()")
    try browser.wait(until: "document.body.dataset.renders > \(count)")
    #expect(try browser.evaluate("document.getElementById('image').dataset.query") as? String == "offset=0,200")
    let scrolled = try browser.evaluate(Self.imagePixels) as? String
    #expect(scrolled != nil && scrolled != top)

    // Hovering a cell lists its attributes: at offset 200 the first row shown is row 4 (y 200…).
    let box = try #require(
      try browser.evaluate(
        "(() => { const r = document.getElementById('image').getBoundingClientRect(); return [r.left, r.top]; })()")
        as? [Double])
    try browser.moveMouse(x: box[0] + 8 + 20, y: box[1] + (200 - 200) + 20 + 8)  // the cell at x 8, y 200
    try browser.wait(until: "document.getElementById('attributes-body').textContent.includes('index path')")
    let panel = try browser.evaluate("document.getElementById('attributes-body').textContent") as? String ?? ""
    #expect(panel.contains("[0, 16]"), "\(panel)")
    #expect(panel.contains("8, 200, 40 × 40"), "\(panel)")
    #expect(try browser.evaluate("getComputedStyle(document.getElementById('outline')).display") as? String == "block")

    // Saving the scene redraws the page by itself.
    count = try Self.renders(browser)
    try folder.write("site/grid.json", ServeCommandTests.grid(color: "#FF8800"))
    try browser.wait(until: "document.body.dataset.changes >= 1 && document.body.dataset.renders > \(count)")
    let edited = try browser.evaluate(Self.imagePixels) as? String
    #expect(edited != nil && edited != scrolled)

    // A broken save shows the error line (file, line, column) over the last good image…
    try folder.write("site/grid.json", "{\n  \"bounds\": {\"width\": 200,\n}")
    try browser.wait(until: "document.getElementById('error').classList.contains('shown')")
    let error = try browser.evaluate("document.getElementById('error').textContent") as? String ?? ""
    #expect(error.hasPrefix("collection-render: error: \(site)/grid.json: line 3, column 2:"), "\(error)")
    let shot = folder.path("preview-error.png")
    try browser.screenshot(to: shot)
    // …and the page recovers when the file is fixed.
    count = try Self.renders(browser)
    try folder.write("site/grid.json", ServeCommandTests.grid(color: "#00AA00"))
    try browser.wait(until: "document.body.dataset.renders > \(count)")
    #expect(try browser.evaluate("document.getElementById('error').classList.contains('shown')") as? Bool == false)
    try Self.keepScreenshot(browser, name: "preview-page.png")
  }

  @Test func devicesRotationAndAFlingRedrawThePage() throws {
    let server = try ServeProcess([CLI.repositoryRoot.appendingPathComponent("samples/flow-grid/scene.json").path])
    let browser = try DevToolsBrowser(width: 1100, height: 800)
    try browser.open(server.url)
    try browser.wait(until: "document.body.dataset.renders >= 1")
    // A device preset: its bounds and scale.
    var count = try Self.renders(browser)
    _ = try browser.evaluate(
      "(() => { const d = document.getElementById('device'); d.value = 'ipad-portrait'; "
        + "d.dispatchEvent(new Event('change')); })()")
    try browser.wait(until: "document.body.dataset.renders > \(count)")
    #expect(try browser.evaluate("document.getElementById('image').naturalWidth") as? Int == 1536)
    // Rotate: width and height swap.
    count = try Self.renders(browser)
    _ = try browser.evaluate("document.getElementById('rotate').click()")
    try browser.wait(until: "document.body.dataset.renders > \(count)")
    #expect(try browser.evaluate("document.getElementById('image').naturalWidth") as? Int == 2048)
    #expect(
      try browser.evaluate("document.getElementById('image').dataset.query") as? String == "bounds=1024x768&scale=2")
    // A fling plays frames, paced by the clock: the query names the frame due.
    _ = try browser.evaluate("document.getElementById('fling').click()")
    try browser.wait(until: "/frame=([3-9]|[1-9][0-9])/.test(document.getElementById('image').dataset.query || '')")
    #expect(try browser.evaluate("document.getElementById('frame-label').textContent") as? String != "")
  }

  /// Writes a screenshot of the page to `output/` (not committed) for a person to look at.
  static func keepScreenshot(_ browser: DevToolsBrowser, name: String) throws {
    let folder = CLI.repositoryRoot.appendingPathComponent("output/test-screenshots")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try browser.screenshot(to: path)
    #expect(((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 10_000)
  }
}
