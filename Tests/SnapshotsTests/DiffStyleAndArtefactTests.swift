import Foundation
import ImageDiff
import Snapshots
import Testing

@Suite("Diff image styles and the artefacts of checks that share a name")
struct DiffStyleAndArtefactTests {
  let scratch: Scratch
  init() throws { scratch = try Scratch() }

  func check(reference: String, diffStyle: DiffImageStyle = .threePanels) -> SnapshotCheck {
    SnapshotCheck(
      name: "bar", reference: scratch.file(reference), artifacts: scratch.file("artifacts"), tolerance: .exact,
      record: .init(mode: .never, source: .explicit), diffStyle: diffStyle)
  }

  func recordReferences() throws {
    try scratch.write("refs/bar.png", try ImageFile.encode(Images.bar))
    try scratch.write("refs/bar.json", Array("{\"x\": 1}\n".utf8))
  }

  func runImageCheck() throws {
    #expect(try check(reference: "refs/bar.png").run(.image(Images.barWithDot)).result == .differ)
  }

  func runLayoutCheck() throws {
    #expect(try check(reference: "refs/bar.json").run(.text("{\"x\": 2}\n")).result == .differ)
  }

  @Test(
    "An image check and a layout check of one name keep each other's artefacts, in either order",
    arguments: [true, false])
  func artefactsOfBothKindsSurvive(imageFirst: Bool) throws {
    try recordReferences()
    if imageFirst {
      try runImageCheck()
      try runLayoutCheck()
    } else {
      try runLayoutCheck()
      try runImageCheck()
    }
    #expect(scratch.exists("artifacts/bar.actual.png"))
    #expect(scratch.exists("artifacts/bar.diff.png"))
    #expect(scratch.exists("artifacts/bar.actual.json"))
  }

  @Test("A check removes its own stale artefacts when it passes, and only those")
  func ownStaleArtefactsGo() throws {
    try recordReferences()
    try runImageCheck()
    try runLayoutCheck()
    #expect(try check(reference: "refs/bar.json").run(.text("{\"x\": 1}\n")).result == .match)
    #expect(!scratch.exists("artifacts/bar.actual.json"))
    #expect(scratch.exists("artifacts/bar.actual.png") && scratch.exists("artifacts/bar.diff.png"))
    #expect(try check(reference: "refs/bar.png").run(.image(Images.bar)).result == .match)
    #expect(!scratch.exists("artifacts/bar.actual.png") && !scratch.exists("artifacts/bar.diff.png"))
  }

  @Test("The single-panel style writes pixelmatch's output: the image's size, the mark in diffColor")
  func singlePanelDiff() throws {
    try recordReferences()
    var style = DiffImageStyle.pixelmatch
    style.options.differenceColor = RGBA(0, 0, 255)
    let outcome = try check(reference: "refs/bar.png", diffStyle: style).run(.image(Images.barWithDot))
    let diff = try ImageFile.read(try #require(outcome.diffPath))
    #expect(diff.width == 8 && diff.height == 6)
    #expect(diff[0, 0] == RGBA(0, 0, 255))
    let expected = ImageComparison(expected: Images.bar, actual: Images.barWithDot, tolerance: .exact)
      .diffImage(layout: .singlePanel, options: style.options)
    #expect(diff == expected)
  }

  @Test("The default style is the three panels, wider than the image")
  func threePanelDefault() throws {
    try recordReferences()
    let outcome = try check(reference: "refs/bar.png").run(.image(Images.barWithDot))
    let diff = try ImageFile.read(try #require(outcome.diffPath))
    #expect(diff.width > 3 * 8)
  }

  @Test("Options out of range are an error of the check, not a crash")
  func invalidStyle() throws {
    try recordReferences()
    var style = DiffImageStyle.pixelmatch
    style.options.originalOpacity = 1.5
    #expect(throws: InvalidComparisonSettings.self) {
      try check(reference: "refs/bar.png", diffStyle: style).run(.image(Images.barWithDot))
    }
  }

  @Test("A style without options takes the layout's own: legible for three panels, pixelmatch's for one")
  func layoutDefaults() {
    #expect(DiffImageStyle(layout: .threePanels).options == .legible)
    #expect(DiffImageStyle(layout: .singlePanel).options == .pixelmatch)
  }

  @Test("The JSON tolerance names the backdrop")
  func toleranceJSON() {
    #expect(JSONText.tolerance(.exact).rendered().contains(#""backdrop": "checkerboard""#))
    #expect(JSONText.tolerance(.perceptual(backdrop: .white)).rendered().contains(#""backdrop": "white""#))
  }
}
