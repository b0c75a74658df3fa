import CollectionRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's `precision` and `perceptualPrecision`, on real pixel differences.
@Suite struct PrecisionTests {
  /// Records the orange grid in a new folder and checks `scene` against it with `strategy`.
  func check(_ scene: Scene, as strategy: Snapshotting<Scene, Data>, testName: String = #function) throws -> String? {
    let folder = try TestScenes.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(
        of: TestScenes.grid(), as: .image, named: "grid", snapshotDirectory: folder, testName: testName)
    }
    return withSnapshotTesting(record: .never) {
      verifySnapshot(of: scene, as: strategy, named: "grid", snapshotDirectory: folder, testName: testName)
    }
  }

  /// Orange (255, 128, 0) against (255, 133, 0): 5 steps on one channel, which the eye barely
  /// tells apart.
  static let slightlyOtherOrange = Color(red8: 255, green8: 133, blue8: 0)

  @Test func perceptualPrecisionAcceptsASlightColourShift() throws {
    let scene = TestScenes.grid(cellColor: Self.slightlyOtherOrange)
    // The default (±2 per channel) sees it …
    let strict = try #require(try check(scene, as: .image))
    #expect(strict.contains("largest channel difference 5"))
    #expect(strict.contains("would pass with ±5 per channel"))
    // … a perceptual precision of 0.98 (distance ≤ 0.02) does not …
    #expect(try check(scene, as: .image(perceptualPrecision: 0.98)) == nil)
    // … but still fails a real change of colour.
    let green = try #require(try check(TestScenes.grid(cellColor: .uiGreen), as: .image(perceptualPrecision: 0.98)))
    #expect(green.contains("perceptual distance ≤ 0.02, anti-aliasing ignored; no pixel may differ"))
  }

  @Test func precisionAllowsAShareOfDifferingPixels() throws {
    // One cell of six changes colour: a few per cent of the pixels.
    let scene = TestScenes.grid(thirdCellColor: .uiGreen)
    let strict = try #require(try check(scene, as: .image))
    #expect(strict.contains("only 0 allowed"))
    #expect(try check(scene, as: .image(precision: 0.95)) == nil)
    let tight = try #require(try check(scene, as: .image(precision: 0.99)))
    #expect(tight.contains("only 96 allowed (±2 per channel; up to 1 % may differ)"))
  }

  @Test func bothTogether() throws {
    // The slight shift everywhere plus one changed cell: perceptual precision absorbs the shift,
    // precision the cell.
    let scene = TestScenes.grid(cellColor: Self.slightlyOtherOrange, thirdCellColor: .uiGreen)
    #expect(try check(scene, as: .image(precision: 0.95, perceptualPrecision: 0.98)) == nil)
    #expect(try check(scene, as: .image(precision: 0.95)) != nil)
    #expect(try check(scene, as: .image(perceptualPrecision: 0.98)) != nil)
  }

  @Test func anyToleranceOfTheProject() throws {
    let scene = TestScenes.grid(cellColor: Self.slightlyOtherOrange)
    #expect(try check(scene, as: .image(tolerance: .channel(5))) == nil)
    #expect(try check(scene, as: .image(tolerance: .exact)) != nil)
  }

  @Test func precisionMapsOntoTheProjectsTolerance() {
    #expect(Tolerance(precision: 1, perceptualPrecision: 1) == .channel(2))
    #expect(Tolerance(precision: 0.99, perceptualPrecision: 1).maxDifferingRatio! - 0.01 < 1e-12)
    #expect(Tolerance(precision: 1, perceptualPrecision: 0.98).pixel == .perceptual(threshold: 1 - 0.98))
    #expect(Tolerance(precision: 1, perceptualPrecision: 0.98).ignoresAntiAliasing)
    #expect(Tolerance(precision: 1.5, perceptualPrecision: 1).problem != nil)
    #expect(Tolerance(precision: 1, perceptualPrecision: .nan).problem != nil)
  }
}
