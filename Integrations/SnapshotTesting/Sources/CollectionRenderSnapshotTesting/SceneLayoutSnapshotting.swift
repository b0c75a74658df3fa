import CollectionRender
import Foundation
import SnapshotTesting
import Snapshots

extension Snapshotting where Value == Scene, Format == String {
  /// The scene's layout as the `layout` command prints it (the visible elements' frames,
  /// transforms, alpha and z-index, and the content size), as a `.json` reference. Geometry
  /// only — no fonts, no rasterizer — so it is the same on every machine.
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .layout)   // __Snapshots__/GridTests/grid.1.json
  /// ```
  public static var layout: Self { .layout() }

  /// The scene's layout JSON with the same options as the image strategy; `allElements` lists
  /// every element instead of the visible ones (the `layout` command's `--all`).
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .layout(on: .iPadLandscape), named: "ipad-landscape")
  /// ```
  public static func layout(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    allElements: Bool = false
  ) -> Self {
    SceneLayoutStrategy.make(
      options: SceneSnapshotOptions(device: device, traits: traits, scale: scale, offset: offset),
      allElements: allElements
    ) { scene, options in try options.apply(to: scene) }
  }
}

extension Snapshotting where Value == URL, Format == String {
  /// The layout JSON of the scene file at the URL.
  public static var layout: Self { .layout() }

  /// The layout JSON of the scene file at the URL, with the options of the `Scene` strategy.
  public static func layout(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    allElements: Bool = false
  ) -> Self {
    SceneLayoutStrategy.make(
      options: SceneSnapshotOptions(device: device, traits: traits, scale: scale, offset: offset),
      allElements: allElements
    ) { url, options in try options.load(url) }
  }
}

/// The layout strategy for any value that gives a scene.
enum SceneLayoutStrategy {
  static func make<Value>(
    options: SceneSnapshotOptions, allElements: Bool, scene: @escaping (Value, SceneSnapshotOptions) throws -> Scene
  ) -> Snapshotting<Value, String> {
    Snapshotting(pathExtension: "json", diffing: .layoutJSON) { value in
      SnapshotMakingFailure.snapshot {
        switch SceneSnapshot.layout(of: try scene(value, options), allElements: allElements) {
        case .text(let json): return json
        case .image: throw InvalidStrategy(reason: "a layout snapshot gave an image instead of text")
        }
      }
    }
  }
}
