import Foundation
import HeadlessChromium
import Testing

/// The snapshot report in real Chromium, used as a reviewer would: filters and search narrow
/// the list, an entry opens onto its tabs, the zoom scales the images, the slider's divider is
/// dragged across the picture, the changed region is outlined and shown close up, and the
/// command that accepts the change is there to copy.
@Suite(.serialized) struct HTMLReportBrowserTests {
  /// The folder holding the report of ``HTMLReportTests/changedSuite(in:)``, made once for all
  /// the tests here (they only read it): a snapshot run of the suite is most of a test's time.
  // Immutable once made (a `static let` is made once, thread-safely); the folder is only read.
  nonisolated(unsafe) static let reportFolder: Result<TemporaryFolder, any Error> = Result {
    let folder = try TemporaryFolder()
    let scenes = try HTMLReportTests.changedSuite(in: folder)
    let result = try CLI.run(
      ["snapshot"] + scenes + [
        "--layout", "--image", "--reference", "refs/", "--artifacts", "art", "--report", "report/report.html",
      ], in: folder.url)
    guard result.status == 1 else { throw DevToolsBrowser.Failure.start("snapshot: \(result.stderr)") }
    return folder
  }

  /// The report open in a browser of `width`×`height`.
  static func openReport(width: Int = 1280, height: Int = 900) throws -> DevToolsBrowser {
    let folder = try reportFolder.get()
    let browser = try DevToolsBrowser(width: width, height: height)
    try browser.open(URL(fileURLWithPath: folder.path("report/report.html")).absoluteString)
    try browser.wait(until: "document.readyState === 'complete'")
    return browser
  }

  /// How many entries of the list show.
  static func shown(_ browser: DevToolsBrowser) throws -> Int {
    try browser.evaluate("[...document.querySelectorAll('.entry')].filter(e => !e.hidden).length") as? Int ?? -1
  }

  @Test func filtersAndSearchNarrowTheList() throws {
    let browser = try Self.openReport()
    #expect(try Self.shown(browser) == 4)
    let counts =
      try browser.evaluate(
        "[...document.querySelectorAll('.filter')]"
          + ".map(b => b.dataset.filter + ' ' + b.querySelector('.count').textContent)"
      ) as? [String]
    #expect(counts == ["all 4", "failed 3", "passed 1", "status:differ 3", "status:match 1"])
    _ = try browser.evaluate("document.querySelector('[data-filter=passed]').click()")
    #expect(try Self.shown(browser) == 1)
    #expect(
      try browser.evaluate("document.querySelector('.entry:not([hidden]) .status').textContent") as? String == "match")
    _ = try browser.evaluate("document.querySelector('[data-filter=all]').click()")
    let search =
      "(q => { const s = document.getElementById('search'); s.value = q; s.dispatchEvent(new Event('input')); })"
    _ = try browser.evaluate(search + "('OTHER')")
    #expect(try Self.shown(browser) == 2)
    _ = try browser.evaluate(search + "('nothing-called-so')")
    #expect(try Self.shown(browser) == 0)
    #expect(try browser.evaluate("document.getElementById('no-match').hidden") as? Bool == false)
  }

  @Test func anEntryOpensOntoTabsZoomAndTheChangedRegion() throws {
    let browser = try Self.openReport()
    // The grid's image changed least: the small change is the third failure; open it by its row.
    let entry = "document.querySelector('.entry[data-name=\"grid\"].failed')"
    #expect(try browser.evaluate("\(entry).querySelector('.detail').hidden") as? Bool == true)
    _ = try browser.evaluate("\(entry).querySelector('.row').click()")
    #expect(try browser.evaluate("\(entry).querySelector('.detail').hidden") as? Bool == false)
    let tabs = try browser.evaluate("[...\(entry).querySelectorAll('.tab')].map(t => t.textContent)") as? [String]
    #expect(tabs == ["diff", "actual", "expected", "side by side", "slider"])
    let visibleViews = "[...\(entry).querySelectorAll('.view')].filter(v => !v.hidden).map(v => v.dataset.view)"
    #expect(try browser.evaluate(visibleViews) as? [String] == ["diff"])
    _ = try browser.evaluate("\(entry).querySelector('.tab[data-view=expected]').click()")
    #expect(try browser.evaluate(visibleViews) as? [String] == ["expected"])
    // Natural size: the 750×1334 image is 750 CSS pixels wide; 200 % doubles it.
    let width = "\(entry).querySelector('.view[data-view=expected] img').getBoundingClientRect().width"
    try browser.wait(until: "\(entry).querySelector('.view[data-view=expected] img').complete")
    #expect(try browser.evaluate(width) as? Double == 750)
    _ = try browser.evaluate(
      "(s => { s.value = '2'; s.dispatchEvent(new Event('change')); })(\(entry).querySelector('.zoom'))")
    #expect(try browser.evaluate(width) as? Double == 1500)
    // The changed region (one cell's title, 39×27 pixels at 498,78) is outlined over the image,
    // and the close-ups enlarge it 5 times (57×45 with its margin, within 320 pixels).
    let outline =
      try browser.evaluate(
        "(r => [r.width, r.height])"
          + "(\(entry).querySelector('.view[data-view=expected] .region').getBoundingClientRect())"
      )
      as? [Double] ?? []
    #expect(outline.count == 2 && abs(outline[0] - 78) < 2 && abs(outline[1] - 54) < 2, "\(outline)")
    #expect(try browser.evaluate("\(entry).querySelectorAll('.close-up').length") as? Int == 3)
    #expect(
      try browser.evaluate("\(entry).querySelector('.close-up-title').textContent.includes('5×')") as? Bool == true)
    // The files and the command that accepts this change alone.
    let files = try browser.evaluate("\(entry).querySelector('.files').textContent") as? String ?? ""
    #expect(files.contains("refs/grid.png") && files.contains("art/grid.actual.png"), "\(files)")
    #expect(files.contains("scenes/grid/scene.json"))
    let command = try browser.evaluate("\(entry).querySelector('.accept-command').textContent") as? String ?? ""
    #expect(
      command == "collection-render snapshot scenes/grid/scene.json --layout --image --reference refs/ "
        + "--artifacts art --filter grid --record failed", "\(command)")
  }

  @Test func theSlidersDividerIsDraggedAcrossThePicture() throws {
    let browser = try Self.openReport()
    let entry = "document.querySelector('.entry[data-name=\"grid\"].failed')"
    _ = try browser.evaluate("\(entry).querySelector('.row').click()")
    _ = try browser.evaluate("\(entry).querySelector('.tab[data-view=slider]').click()")
    let compare = "\(entry).querySelector('.compare')"
    // The picture's top just below the sticky header, so the mouse lands on the picture.
    _ = try browser.evaluate("window.scrollBy(0, \(compare).getBoundingClientRect().top - 240)")
    let box = try #require(
      try browser.evaluate("(r => [r.left, r.top, r.width, r.height])(\(compare).getBoundingClientRect())") as? [Double]
    )
    #expect(abs(box[2] - 752) < 2)  // natural size, with the border
    #expect(try browser.evaluate("\(compare).dataset.position") as? String == "50")
    // Press on the divider in the middle of the picture and drag it to a quarter of the width.
    let y = box[1] + 100
    try browser.drag(fromX: box[0] + box[2] / 2, fromY: y, toX: box[0] + box[2] / 4, toY: y)
    let position = Double(try browser.evaluate("\(compare).dataset.position") as? String ?? "") ?? -1
    #expect(abs(position - 25) < 1, "\(position)")
    let handle =
      try browser.evaluate(
        "(h => h.getBoundingClientRect().left + 1)(\(compare).querySelector('.handle'))") as? Double ?? 0
    #expect(abs(handle - (box[0] + box[2] / 4)) < 3)
    let clip = try browser.evaluate("\(compare).querySelector('.over').style.clipPath") as? String ?? ""
    #expect(clip.hasPrefix("inset(0px 0px 0px 2"), "\(clip)")
    // Dragging past the edge stops at it.
    try browser.drag(fromX: box[0] + box[2] / 4, fromY: y, toX: box[0] + box[2] + 40, toY: y)
    #expect(try browser.evaluate("\(compare).dataset.position") as? String == "100.0")
  }

  @Test func layoutChangesAreMarkedWithinLines() throws {
    let browser = try Self.openReport()
    let entry = "document.querySelector('.entry[data-name=\"other\"][data-status=differ] .excerpt')"
    let marks =
      try browser.evaluate("[...\(entry).querySelectorAll('.removed mark')].slice(0, 2).map(m => m.textContent)")
      as? [String]
    #expect(marks == ["16", "87"], "\(String(describing: marks))")
    let added =
      try browser.evaluate("[...\(entry).querySelectorAll('.added mark')].slice(0, 2).map(m => m.textContent)")
      as? [String]
    #expect(added == ["18", "88.5"])
  }

  @Test func aScreenshotOfTheOpenReport() throws {
    let folder = try TemporaryFolder()
    let browser = try Self.openReport(width: 1280, height: 1640)
    let entry = "document.querySelector('.entry[data-name=\"grid\"].failed')"
    _ = try browser.evaluate("\(entry).querySelector('.row').click()")
    _ = try browser.evaluate("\(entry).querySelector('.tab[data-view=slider]').click()")
    _ = try browser.evaluate(
      "(s => { s.value = '0.5'; s.dispatchEvent(new Event('change')); })(\(entry).querySelector('.zoom'))")
    _ = try browser.evaluate("\(entry).scrollIntoView()")
    let box = try #require(
      try browser.evaluate(
        "(r => [r.left, r.top, r.width])(\(entry).querySelector('.compare').getBoundingClientRect())")
        as? [Double])
    try browser.drag(fromX: box[0] + box[2] / 2, fromY: box[1] + 60, toX: box[0] + box[2] * 0.62, toY: box[1] + 60)
    try browser.wait(until: "[...document.images].every(i => i.complete)")
    let shot = ProcessInfo.processInfo.environment["REPORT_SCREENSHOT"] ?? folder.path("report.png")
    try browser.screenshot(to: shot)
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: shot))))
    #expect(size.width == 1280 && size.height > 700)
  }
}
