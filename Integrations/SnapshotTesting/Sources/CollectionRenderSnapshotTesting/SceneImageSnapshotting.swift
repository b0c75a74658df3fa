import CairoBackend
import CollectionRender
import Foundation
import ImageDiff
import SnapshotTesting
import Snapshots

extension Snapshotting where Value == Scene, Format == Data {
  /// The scene's pixels at its own bounds and scale, as a PNG reference, held to
  /// collection-render's snapshot default (±2 steps per channel, no pixel beyond).
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .image)   // __Snapshots__/GridTests/grid.1.png
  /// ```
  public static var image: Self { .image() }

  /// The scene's pixels, rendered by collection-render's `Pipeline`, as a PNG reference.
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .image(on: .iPhoneSE), named: "iphone-se")
  /// assertSnapshot(of: scene, as: .image(traits: Traits(layoutDirection: .rightToLeft)), named: "rtl")
  /// assertSnapshot(of: scene, as: .image(offset: Point(x: 0, y: 400), precision: 0.99, perceptualPrecision: 0.98))
  /// ```
  ///
  /// - Parameters:
  ///   - device: Replaces the scene's bounds and scale (`.iPhoneSE`, `.iPhone15`,
  ///     `.iPadPortrait`, `.iPadLandscape`, or `Device(name:width:height:scale:)`).
  ///   - traits: Replace the scene's traits: layout direction, size classes and display scale
  ///     (a `Scene` value's colours are already resolved; a scene file's dynamic colours and
  ///     Dynamic Type follow its traits, see the `URL` strategy).
  ///   - scale: Pixels per point, replacing the scene's (and the device's).
  ///   - offset: The content offset to show, replacing the scene's.
  ///   - precision: The fraction of pixels that must match (1: all).
  ///   - perceptualPrecision: How alike a pixel must be to match (1: within ±2 steps per channel;
  ///     below 1, a perceived colour distance of at most `1 − perceptualPrecision`). See
  ///     `Tolerance(precision:perceptualPrecision:)`.
  public static func image(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1
  ) -> Self {
    SceneImageStrategy.make(
      options: SceneSnapshotOptions(device: device, traits: traits, scale: scale, offset: offset),
      tolerance: Tolerance(precision: precision, perceptualPrecision: perceptualPrecision), diffStyle: .threePanels,
      problem: Tolerance.precisionProblem(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { scene, options in try options.apply(to: scene) }
  }

  /// The scene's pixels as a PNG reference, held to any collection-render `Tolerance`
  /// (`.exact`, `.channel(3, maxDifferingPixels: 20)`, `.perceptual(threshold: 0.1)`, …), with
  /// a diff image drawn in `diffStyle` (`.threePanels` or `.pixelmatch`).
  public static func image(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    tolerance: Tolerance, diffStyle: DiffImageStyle = .threePanels
  ) -> Self {
    SceneImageStrategy.make(
      options: SceneSnapshotOptions(device: device, traits: traits, scale: scale, offset: offset),
      tolerance: tolerance, diffStyle: diffStyle, problem: nil
    ) { scene, options in try options.apply(to: scene) }
  }
}

extension Snapshotting where Value == URL, Format == Data {
  /// The pixels of the scene file at the URL, at its own bounds and scale.
  public static var image: Self { .image() }

  /// The pixels of the scene file at the URL (JSON or JSONC, validated as the command line
  /// validates it), as a PNG reference. The options are those of the `Scene` strategy;
  /// `traits` replace the file's own `traits`, so its dynamic colours, images with a dark
  /// appearance and text-style fonts follow them (dark mode, Dynamic Type).
  ///
  /// ```swift
  /// let grid = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Scenes/grid.json")
  /// assertSnapshot(of: grid, as: .image(traits: Traits(userInterfaceStyle: .dark)), named: "dark")
  /// ```
  public static func image(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1
  ) -> Self {
    SceneImageStrategy.make(
      options: SceneSnapshotOptions(device: device, traits: traits, scale: scale, offset: offset),
      tolerance: Tolerance(precision: precision, perceptualPrecision: perceptualPrecision), diffStyle: .threePanels,
      problem: Tolerance.precisionProblem(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { url, options in try options.load(url) }
  }

  /// The pixels of the scene file at the URL, held to any collection-render `Tolerance`.
  public static func image(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    tolerance: Tolerance, diffStyle: DiffImageStyle = .threePanels
  ) -> Self {
    SceneImageStrategy.make(
      options: SceneSnapshotOptions(device: device, traits: traits, scale: scale, offset: offset),
      tolerance: tolerance, diffStyle: diffStyle, problem: nil
    ) { url, options in try options.load(url) }
  }
}

/// The image strategy for any value that gives a scene.
enum SceneImageStrategy {
  static func make<Value>(
    options: SceneSnapshotOptions, tolerance: Tolerance, diffStyle: DiffImageStyle, problem: String?,
    scene: @escaping (Value, SceneSnapshotOptions) throws -> Scene
  ) -> Snapshotting<Value, Data> {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, diffStyle: diffStyle)) { value in
      SnapshotMakingFailure.snapshot {
        if let problem = problem ?? tolerance.problem ?? diffStyle.problem { throw InvalidStrategy(reason: problem) }
        return try png(of: scene(value, options))
      }
    }
  }

  /// The PNG bytes of what `scene` shows, written as references are (maximum compression,
  /// RGB when opaque, the fonts it was drawn in as metadata), so a recorded reference is the
  /// project's own.
  static func png(of scene: Scene) throws -> Data {
    Data(try SceneSnapshot.image(of: scene).fileBytes())
  }
}
