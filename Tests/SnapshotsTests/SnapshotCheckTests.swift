import Foundation
import ImageDiff
import Snapshots
import Testing

@Suite("Snapshot checks: compare, record, artefacts")
struct SnapshotCheckTests {
  let scratch: Scratch
  init() throws { scratch = try Scratch() }

  func check(_ mode: RecordMode, reference: String = "refs/bar.png", tolerance: Tolerance = .exact) -> SnapshotCheck {
    SnapshotCheck(
      name: "bar", reference: scratch.file(reference), artifacts: scratch.file("artifacts"), tolerance: tolerance,
      record: .init(mode: mode, source: .explicit))
  }

  @Test("A missing reference is recorded (and the run fails), then matches")
  func recordMissing() throws {
    let first = try check(.missing).run(.image(Images.bar))
    #expect(first.result == .recorded && !first.passed && !first.replacedExisting)
    #expect(scratch.exists("refs/bar.png"))
    #expect(first.message.contains("Recorded snapshot \"bar\": there was no reference (8×6, "))
    #expect(first.message.contains("Nothing was verified"))
    let second = try check(.missing).run(.image(Images.bar))
    #expect(second.result == .match && second.passed)
    #expect(second.image?.isIdentical == true)
  }

  @Test("Record mode never (CI): a missing reference fails and nothing is recorded; the actual image is kept")
  func neverRecords() throws {
    let outcome = try check(.never).run(.image(Images.bar))
    #expect(outcome.result == .missing)
    #expect(!scratch.exists("refs/bar.png"))
    #expect(outcome.actualPath == scratch.file("artifacts/bar.actual.png"))
    #expect(scratch.exists("artifacts/bar.actual.png"))
    #expect(outcome.message.contains("has no reference, and record mode never does not write one"))
  }

  @Test("A difference fails with numbers, the actual and diff images, and leaves the reference alone")
  func differs() throws {
    _ = try check(.missing).run(.image(Images.bar))
    let before = scratch.bytes("refs/bar.png")
    let outcome = try check(.missing).run(.image(Images.barWithDot))
    #expect(outcome.result == .differ)
    #expect(outcome.image?.differingPixels == 1)
    #expect(scratch.bytes("refs/bar.png") == before)
    #expect(scratch.exists("artifacts/bar.actual.png") && scratch.exists("artifacts/bar.diff.png"))
    let message = outcome.message
    #expect(
      message.contains(
        "does not match its reference: 1 of 48 pixels differ (2.08 %), only 0 allowed (exact pixels; no pixel may "
          + "differ)"
      ))
    #expect(message.contains("(would pass only with 1 differing pixel allowed (2.08 %))"))
    #expect(message.contains("actual:    \(scratch.file("artifacts/bar.actual.png"))"))
    #expect(message.contains("diff:      \(scratch.file("artifacts/bar.diff.png"))  (expected | differences | actual)"))
    #expect(message.contains("rendered with cairo "))
  }

  @Test("Within tolerance passes and reports the numbers; stale artefacts are removed")
  func withinTolerance() throws {
    _ = try check(.missing).run(.image(Images.bar))
    _ = try check(.missing).run(.image(Images.barWithDot))
    #expect(scratch.exists("artifacts/bar.diff.png"))
    let outcome = try check(.missing, tolerance: .channel(0, maxDifferingPixels: 1)).run(.image(Images.barWithDot))
    #expect(outcome.result == .match)
    #expect(outcome.image?.differingPixels == 1)
    #expect(!scratch.exists("artifacts/bar.diff.png") && !scratch.exists("artifacts/bar.actual.png"))
  }

  @Test("Record mode failed re-records only what differs")
  func recordFailed() throws {
    _ = try check(.missing).run(.image(Images.bar))
    let unchanged = try check(.failed).run(.image(Images.bar))
    #expect(unchanged.result == .match)
    let changed = try check(.failed).run(.image(Images.barWithDot))
    #expect(changed.result == .recorded && changed.replacedExisting)
    #expect(changed.diffPath != nil, "the diff of what was replaced is kept for review")
    #expect(try check(.never).run(.image(Images.barWithDot)).result == .match)
  }

  @Test("Record mode all rewrites changed references, and leaves identical ones untouched")
  func recordAll() throws {
    _ = try check(.missing).run(.image(Images.bar))
    let written = try scratch.modificationDate("refs/bar.png")
    Thread.sleep(forTimeInterval: 0.01)
    let same = try check(.all).run(.image(Images.bar))
    #expect(same.result == .match)
    #expect(try scratch.modificationDate("refs/bar.png") == written)
    let tolerated = try check(.all, tolerance: .channel(255)).run(.image(Images.barWithDot))
    #expect(tolerated.result == .recorded, "all records anything not identical, even within tolerance")
  }

  @Test("An unreadable reference (a Git LFS pointer) is its own result and is never overwritten")
  func unreadableReference() throws {
    let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8)
    try scratch.write("refs/bar.png", pointer)
    for mode in RecordMode.allCases {
      let outcome = try check(mode).run(.image(Images.bar))
      #expect(outcome.result == .unreadable, "\(mode)")
      #expect(outcome.problem?.kind == .invalid)
      #expect(outcome.message.contains("is a Git LFS pointer, not a PNG (run `git lfs pull`)"))
      #expect(scratch.bytes("refs/bar.png") == pointer, "\(mode)")
    }
  }

  @Test("Different sizes fail as a difference with the sizes named")
  func sizeMismatch() throws {
    _ = try check(.missing).run(.image(Images.bar))
    let outcome = try check(.missing).run(.image(Bitmap(width: 8, height: 7, filledWith: .white)))
    #expect(outcome.result == .differ)
    #expect(outcome.summary.hasPrefix("size mismatch: expected 8×6, actual 8×7"))
    #expect(scratch.exists("artifacts/bar.diff.png"))
  }

  @Test("Text: numbers within 1e-6 match, other changes show as - and + lines")
  func text() throws {
    let reference = "{\"x\":49.94427190999916,\n\"y\":1}\n"
    let text = check(.missing, reference: "refs/layout.json")
    _ = try text.run(.text(reference))
    let lastDigit = try text.run(.text("{\"x\":49.944271909999164,\n\"y\":1}\n"))
    #expect(lastDigit.result == .match)
    #expect(lastDigit.text?.identical == false)
    let moved = try text.run(.text("{\"x\":49.94427190999916,\n\"y\":2}\n"))
    #expect(moved.result == .differ)
    #expect(moved.message.contains("  - 2: \"y\":1}\n  + 2: \"y\":2}"))
    #expect(moved.actualPath == scratch.file("artifacts/bar.actual.json"))
  }

  @Test("A rendered image recorded from its raster compares identical after decoding")
  func rasterRoundTrip() throws {
    let scene = try SceneSnapshot.scene(Scenes.translucent, on: nil)
    let content = try SceneSnapshot.image(of: scene)
    _ = try check(.missing).run(content)
    let outcome = try check(.never).run(content)
    #expect(outcome.image?.isIdentical == true)
  }
}

/// The fonts and renderer that drew an image travel with it: written into the reference, and
/// named by a failed check when the reference's differ.
@Suite("Snapshot metadata: fonts in the reference")
struct SnapshotMetadataTests {
  let scratch: Scratch
  init() throws { scratch = try Scratch() }

  func check() -> SnapshotCheck {
    SnapshotCheck(
      name: "bar", reference: scratch.file("refs/bar.png"), artifacts: scratch.file("artifacts"), tolerance: .exact,
      record: .init(mode: .missing, source: .explicit))
  }

  static let inter = SnapshotMetadata(fonts: ["Inter Regular 4.000 (Inter.ttc)"], renderer: "cairo 1, pango 1")
  static let dejaVu = SnapshotMetadata(fonts: ["DejaVu Sans Book 2.370 (DejaVuSans.ttf)"], renderer: "cairo 1, pango 1")

  @Test func theReferenceKeepsItsFontsAndAFailureNamesTheDifference() throws {
    _ = try check().run(.image(Images.bar, metadata: Self.inter))
    #expect(try SnapshotMetadata(png: #require(scratch.bytes("refs/bar.png"))) == Self.inter)
    // Same fonts, same pixels: a match, nothing said about fonts.
    #expect(try check().run(.image(Images.bar, metadata: Self.inter)).result == .match)

    let outcome = try check().run(.image(Images.barWithDot, metadata: Self.dejaVu))
    #expect(outcome.result == .differ && outcome.referenceMetadata == Self.inter)
    #expect(outcome.message.contains("  fonts:     DejaVu Sans Book 2.370 (DejaVuSans.ttf)"))
    #expect(outcome.message.contains("  the reference was drawn with other fonts, which can explain the difference:"))
    #expect(outcome.message.contains("    only the reference: Inter Regular 4.000 (Inter.ttc)"))
    #expect(outcome.message.contains("    only this run:      DejaVu Sans Book 2.370 (DejaVuSans.ttf)"))
    // The actual image carries this run's metadata.
    #expect(try SnapshotMetadata(png: #require(scratch.bytes("artifacts/bar.actual.png"))) == Self.dejaVu)
    let json = JSONText.outcome(outcome).rendered(
      JSONLayout(spaced: false, objectLineLevels: 0, arrayLineLevels: 0, escapes: []))
    #expect(json.contains(#""fonts":["DejaVu Sans Book 2.370 (DejaVuSans.ttf)"]"#), "\(json)")
    #expect(json.contains(#""referenceFonts":["Inter Regular 4.000 (Inter.ttc)"]"#), "\(json)")
  }

  @Test func aReferenceWithoutMetadataOrAnotherRendererIsSaidOnlyAsFarAsKnown() throws {
    _ = try check().run(.image(Images.bar))
    let outcome = try check().run(.image(Images.barWithDot, metadata: Self.inter))
    #expect(outcome.referenceMetadata == nil)
    #expect(outcome.message.contains("  fonts:     Inter Regular"))
    #expect(!outcome.message.contains("other fonts"))
    let newer = SnapshotMetadata(fonts: Self.inter.fonts, renderer: "cairo 2, pango 2")
    #expect(newer.differences(fromReference: Self.inter) == ["the reference was rendered with cairo 1, pango 1"])
  }

  @Test func aSceneImageNamesTheFacesItsTextIsDrawnIn() throws {
    let content = try SceneSnapshot.image(of: Scenes.labelled)
    guard case .image(_, _, let metadata?) = content else {
      Issue.record("no metadata")
      return
    }
    #expect(metadata.fonts.contains { $0.hasPrefix("DejaVu Sans Book") && $0.hasSuffix("(DejaVuSans.ttf)") })
    #expect(metadata.renderer == RendererInfo.versions)
    #expect(SnapshotMetadata(png: try content.fileBytes()) == metadata)
  }
}
