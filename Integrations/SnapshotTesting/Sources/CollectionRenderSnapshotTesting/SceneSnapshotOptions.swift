import CollectionRender
// SceneSource is the project's own "load a scene file or take a scene value, with traits"; only
// this file needs it, and the module's clients must not see CollectionRenderTesting's
// assertions beside swift-snapshot-testing's.
internal import CollectionRenderTesting
import Foundation
import Snapshots

/// What a strategy changes in the scene before it snapshots it: the traits it is shown with, the
/// device it is shown on, its scale and its content offset. Validated as the command line's
/// overrides are, so a value out of range is an error, never a crash.
struct SceneSnapshotOptions: Sendable {
  var device: Device?
  var traits: Traits?
  var scale: Double?
  var offset: Point?

  /// `scene` with the options applied: its traits replaced (layout direction, size classes and
  /// display scale; a `Scene` value's colours are already resolved), then its bounds and scale
  /// by the device's, then the scale and offset given.
  func apply(to scene: Scene) throws -> Scene {
    try overrides.apply(to: SceneSource.scene(scene).load(relativeTo: "", traits: traits))
  }

  /// The scene file at `url`, loaded and validated with the traits (its dynamic colours,
  /// images and text-style fonts resolve against them), then the device, scale and offset.
  func load(_ url: URL) throws -> Scene {
    try overrides.apply(to: SceneSource.file(url.path).load(relativeTo: "", traits: traits))
  }

  private var overrides: SceneOverrides {
    SceneOverrides(bounds: device?.bounds, contentOffset: offset, scale: scale ?? device?.scale)
  }
}
