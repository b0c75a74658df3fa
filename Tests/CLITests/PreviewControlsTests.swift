import Foundation
import HeadlessChromium
import Testing

/// The preview page's controls in headless Chromium, used as a person would: the trait controls
/// and the variants side by side, fitting a tall scene in the window, the wheel, a drag and a
/// fling on release, a tap, the frame scrubber, the error banner of a broken scene, and the
/// index's thumbnails and icon.
@Suite(.serialized) struct PreviewControlsTests {
  /// Sets the `<select>` `id` to `value` as a person choosing it would.
  static func choose(_ browser: DevToolsBrowser, _ id: String, _ value: String) throws {
    _ = try browser.evaluate(
      "(() => { const s = document.getElementById('\(id)'); s.value = '\(value)'; "
        + "s.dispatchEvent(new Event('change')); })()")
  }

  /// The pixels of the image `index` (0: the first pane), as a data URL.
  static func pixels(_ browser: DevToolsBrowser, pane index: Int = 0) throws -> String? {
    try browser.evaluate(
      """
      (() => { const i = document.querySelectorAll('.pane img')[\(index)]; const c = document.createElement('canvas');
      c.width = i.naturalWidth; c.height = i.naturalHeight; c.getContext('2d').drawImage(i, 0, 0);
      return c.toDataURL(); })()
      """) as? String
  }

  static func query(_ browser: DevToolsBrowser, pane index: Int = 0) throws -> String {
    try browser.evaluate("document.querySelectorAll('.pane img')[\(index)].dataset.query") as? String ?? ""
  }

  /// The centre of the first image, in window coordinates.
  static func imageCentre(_ browser: DevToolsBrowser) throws -> (x: Double, y: Double) {
    let rect = try #require(
      try browser.evaluate(
        "(() => { const r = document.getElementById('image').getBoundingClientRect(); "
          + "return [r.left + r.width / 2, r.top + r.height / 2]; })()") as? [Double])
    return (rect[0], rect[1])
  }

  @Test func traitControlsAndTheVariantsSideBySide() throws {
    let server = try ServeProcess([CLI.repositoryRoot.appendingPathComponent("samples").path])
    let browser = try DevToolsBrowser(width: 1400, height: 1000)
    // A list whose colours are dynamic and whose fonts follow Dynamic Type.
    try browser.open(server.url + "scene/traits/accessibility-list.json")
    try browser.wait(until: "document.body.dataset.renders >= 1")
    #expect(
      try browser.evaluate("document.getElementById('category').options.length") as? Int == 13,
      "scene's, then the 12 content size categories")
    let light = try Self.pixels(browser)
    // Dark appearance: the query carries the trait, the image changes.
    try Self.choose(browser, "style", "dark")
    try browser.wait(until: "document.getElementById('image').dataset.query.includes('userInterfaceStyle%3Ddark')")
    let dark = try Self.pixels(browser)
    #expect(dark != nil && dark != light)
    // The largest Dynamic Type size, over the dark appearance.
    try Self.choose(browser, "category", "accessibilityExtraExtraExtraLarge")
    try browser.wait(
      until: "document.getElementById('image').dataset.query.includes('accessibilityExtraExtraExtraLarge')")
    #expect(try Self.query(browser).contains("userInterfaceStyle%3Ddark"))
    #expect(try Self.pixels(browser) != dark)

    try browser.open(server.url + "scene/compositional/app-store-arabic.json")
    try browser.wait(until: "document.body.dataset.renders >= 1")
    let options = try browser.evaluate("[...document.getElementById('variant').options].map(o => o.value)")
    #expect(options as? [String] == ["", "ltr", "rtl", "*"])
    // Every variant side by side: two panes, ltr and rtl, different pictures, both in the window.
    try Self.choose(browser, "variant", "*")
    try browser.wait(
      until: "document.querySelectorAll('.pane img').length === 2 && "
        + "(document.querySelectorAll('.pane img')[1].dataset.query || '').includes('variant=rtl')")
    #expect(try Self.query(browser, pane: 0) == "variant=ltr")
    #expect(try Self.pixels(browser, pane: 0) != Self.pixels(browser, pane: 1))
    let right =
      try browser.evaluate(
        "Math.max(...[...document.querySelectorAll('.pane img')].map(i => i.getBoundingClientRect().right))") as? Double
    #expect((right ?? 9_999) <= 1400 - 330)
    let captions = try browser.evaluate("[...document.querySelectorAll('figcaption')].map(c => c.textContent)")
    #expect(captions as? [String] == ["variant ltr", "variant rtl"])
    // Right to left over both: the ltr pane mirrors too.
    try Self.choose(browser, "direction", "rightToLeft")
    try browser.wait(until: "document.querySelectorAll('.pane img')[0].dataset.query.includes('rightToLeft')")
    #expect(try Self.pixels(browser, pane: 0) == Self.pixels(browser, pane: 1))
    try Self.choose(browser, "direction", "")
    try browser.wait(until: "!document.querySelectorAll('.pane img')[0].dataset.query.includes('traits=')")
    try PreviewPageTests.keepScreenshot(browser, name: "preview-traits.png")
  }

  @Test func aTallSceneFitsTheWindowAndTheWheelAndADragScrollIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("tall/grid.json", ServeCommandTests.grid(items: 600))
    let server = try ServeProcess([folder.path("tall/grid.json")])
    let browser = try DevToolsBrowser(width: 1100, height: 1000)
    try browser.open(server.url)
    try browser.wait(until: "document.body.dataset.renders >= 1")
    var count = try PreviewPageTests.renders(browser)
    try Self.choose(browser, "device", "ipad-portrait")
    try browser.wait(until: "document.body.dataset.renders > \(count)")
    // 768×1024 points: fitted in height, the vertical scrubber's bottom and the image's in view.
    let bottoms = try #require(
      try browser.evaluate(
        "[document.getElementById('image').getBoundingClientRect().bottom, "
          + "document.getElementById('scrub-y').getBoundingClientRect().bottom, window.innerHeight]") as? [Double])
    #expect(bottoms[0] <= bottoms[2] && bottoms[1] <= bottoms[2], "\(bottoms)")
    let zoom = try browser.evaluate("document.getElementById('zoom-label').textContent") as? String ?? ""
    #expect(zoom.hasSuffix("%") && (Int(zoom.dropLast()) ?? 100) < 100, "\(zoom)")
    try Self.choose(browser, "zoom", "1")
    try browser.wait(until: "document.getElementById('image').getBoundingClientRect().width === 768")
    try Self.choose(browser, "zoom", "fit")
    try browser.wait(until: "document.getElementById('image').getBoundingClientRect().width < 768")

    // The wheel scrolls down.
    let centre = try Self.imageCentre(browser)
    count = try PreviewPageTests.renders(browser)
    try browser.wheel(x: centre.x, y: centre.y, deltaY: 120)
    try browser.wait(until: "document.body.dataset.renders > \(count)")
    try browser.wait(until: "/offset=0,[1-9]/.test(document.getElementById('image').dataset.query)")
    let scrolled = try #require(
      Double(try Self.query(browser).split(separator: "&")[0].split(separator: ",")[1]))
    #expect(scrolled > 100)

    // A slow drag up scrolls further down; released still, it plays nothing.
    try browser.mouse("mousePressed", x: centre.x, y: centre.y)
    for step in 1...5 {
      try browser.mouse("mouseMoved", x: centre.x, y: centre.y - Double(step * 20))
      Thread.sleep(forTimeInterval: 0.05)
    }
    Thread.sleep(forTimeInterval: 0.3)
    try browser.mouse("mouseReleased", x: centre.x, y: centre.y - 100)
    // The content follows the pointer: 100 CSS pixels are more than 100 points below 100 %.
    try browser.wait(
      until: "+document.getElementById('image').dataset.query.split('&')[0].split(',')[1] > \(scrolled + 100)")
    Thread.sleep(forTimeInterval: 0.3)
    let dragged = try Self.query(browser)
    #expect(!dragged.contains("play="), "\(dragged)")

    // A quick flick up is a fling from there, planned by the server.
    try browser.mouse("mousePressed", x: centre.x, y: centre.y)
    for step in 1...4 { try browser.mouse("mouseMoved", x: centre.x, y: centre.y - Double(step * 40)) }
    try browser.mouse("mouseReleased", x: centre.x, y: centre.y - 160)
    try browser.wait(until: "document.getElementById('image').dataset.query.includes('play=fling')")
    #expect(try browser.evaluate("document.getElementById('frame-label').textContent") as? String != "")
  }

  /// A scrub step shows its image before it asks for the layout (docs/preview.md, "Latency"):
  /// the image is loaded by the `<img>` itself, `data-shown` counts it, and the layout's request
  /// starts after the image's response has ended; `data-renders` counts the view complete with it.
  @Test func aScrubStepShowsTheImageBeforeItAsksForTheLayout() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", ServeCommandTests.grid(items: 600))
    let server = try ServeProcess([folder.path("grid.json")])
    let browser = try DevToolsBrowser(width: 1100, height: 1000)
    try browser.open(server.url + "scene/grid.json")
    try browser.wait(until: "document.body.dataset.renders >= 1")
    let step = try #require(
      try browser.evaluate(
        """
        (async () => {
          performance.clearResourceTimings();
          const before = { shown: document.body.dataset.shown, renders: document.body.dataset.renders };
          const shownFirst = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.body.dataset.shown !== before.shown) {
                observer.disconnect();
                resolve(document.body.dataset.renders === before.renders);
              }
            });
            observer.observe(document.body, { attributes: true });
          });
          const input = document.getElementById("scrub-y");
          input.value = "240";
          input.dispatchEvent(new Event("input"));
          const first = await shownFirst;
          while (document.body.dataset.renders === before.renders) await new Promise((r) => setTimeout(r, 20));
          const entries = performance.getEntriesByType("resource");
          const image = entries.find((e) => e.name.includes("/image/grid.json?offset=0,240"));
          const layout = entries.find((e) => e.name.includes("/layout/grid.json?offset=0,240"));
          return [first, image ? image.responseEnd : -1, layout ? layout.startTime : -1,
            document.getElementById("image").src];
        })()
        """) as? [Any])
    #expect(step[0] as? Bool == true, "the image is shown while its layout is still to come")
    let imageEnded = try #require(step[1] as? Double)
    let layoutStarted = try #require(step[2] as? Double)
    #expect(imageEnded > 0 && layoutStarted >= imageEnded, "image ended \(imageEnded), layout asked \(layoutStarted)")
    // Its address carries the count of changes on disk (a page keeps the images it loaded by address).
    #expect((step[3] as? String ?? "").hasSuffix("/image/grid.json?offset=0,240&v=0"), "\(step[3])")
    #expect(try Self.query(browser) == "offset=0,240")
  }

  @Test func aTapSelectsAndTheFrameScrubberShowsAnyFrameWithItsSegment() throws {
    let (folder, site) = try ServeCommandTests.site()
    defer { withExtendedLifetime(folder) {} }
    let server = try ServeProcess([site])
    let browser = try DevToolsBrowser(width: 1100, height: 800)
    try browser.open(server.url + "scene/grid.json")
    try browser.wait(until: "document.body.dataset.renders >= 1")
    // The second cell (x 56…96, y 8…48) at one CSS pixel per point.
    let box = try #require(
      try browser.evaluate(
        "(() => { const r = document.getElementById('image').getBoundingClientRect(); return [r.left, r.top]; })()")
        as? [Double])
    try browser.mouse("mousePressed", x: box[0] + 76, y: box[1] + 28)
    try browser.mouse("mouseReleased", x: box[0] + 76, y: box[1] + 28)
    try browser.wait(until: "document.getElementById('image').dataset.query.includes('play=tap&at=76,28')")
    try browser.wait(until: "document.body.dataset.played !== undefined")
    #expect(
      try browser.evaluate("document.getElementById('segment-label').textContent") as? String == "segment 1 of 1: taps")
    // The last frame: the tapped cell is selected.
    try browser.moveMouse(x: box[0] + 76, y: box[1] + 28)
    try browser.wait(until: "document.getElementById('attributes-body').textContent.includes('index path')")
    _ = try browser.evaluate(
      "fetch('/info/grid.json?' + document.getElementById('image').dataset.query)"
        + ".then(r => r.json()).then(i => { window.tapped = JSON.stringify(i.states); })")
    try browser.wait(until: "window.tapped !== undefined")
    #expect(
      try browser.evaluate("window.tapped") as? String
        == "[{\"section\":0,\"item\":1,\"selected\":true,\"highlighted\":false}]")

    // The frame scrubber shows the frame chosen.
    _ = try browser.evaluate(
      "(() => { const s = document.getElementById('frame'); s.value = 2; s.dispatchEvent(new Event('input')); })()")
    try browser.wait(until: "document.getElementById('image').dataset.query.endsWith('frame=2')")
    #expect(
      try browser.evaluate("document.getElementById('frame-label').textContent") as? String == "tap frame 3 of "
        + (try browser.evaluate("String(+document.getElementById('frame').max + 1)") as? String ?? ""))
  }

  @Test func aBrokenSceneShowsTheErrorBannerAndTheIndexItsThumbnailsAndIcon() throws {
    let (folder, site) = try ServeCommandTests.site()
    defer { withExtendedLifetime(folder) {} }
    try folder.write("site/broken.json", "{\"bounds\": {\"width\": 200, \"height\": 100}, \"layout\": {\"type\": 7}}")
    let server = try ServeProcess([site])
    let browser = try DevToolsBrowser(width: 1000, height: 800)
    try browser.open(server.url + "scene/broken.json")
    try browser.wait(until: "document.getElementById('error').classList.contains('shown')")
    let error = try browser.evaluate("document.getElementById('error').textContent") as? String ?? ""
    #expect(error.hasPrefix("collection-render: error: \(site)/broken.json: $.layout.type"), "\(error)")

    try browser.open(server.url)
    try browser.wait(
      until: "document.images.length >= 2 && [...document.images].every(i => i.complete && i.naturalWidth > 0)")
    #expect(try browser.evaluate("document.images[0].getAttribute('src')") as? String == "/image/grid.json?scale=1.25")
    #expect(
      try browser.evaluate("document.querySelector('#others').textContent.includes('broken.json')") as? Bool == true)
    #expect(try browser.evaluate("document.querySelector('link[rel=icon]') !== null") as? Bool == true)
    #expect(try browser.evaluate("fetch('/favicon.ico').then(r => r.status)") as? Int == 200)
    try PreviewPageTests.keepScreenshot(browser, name: "preview-index.png")
  }
}
