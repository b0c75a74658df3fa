import CollectionRender
import CollectionRenderTesting
import ImageDiff
import Snapshots
import UIKit

/// The test library's strategies for a collection view built with the app's own layout code:
/// its pixels and its layout JSON, on a device and with traits, as for a scene.
///
/// ```swift
/// @MainActor @Test func mosaic() {
///   assertSnapshot(of: collectionView, as: .image(on: .iPhoneSE))     // mosaic.iphone-se.png
///   assertSnapshot(of: collectionView, as: .layout())                  // mosaic.json
/// }
/// ```
///
/// The collection view is laid out on the main actor, where UIKit's classes live: assert from
/// main-actor test code, as on iOS.
extension SnapshotStrategy where Value == UICollectionView {
  /// What the collection view shows on `device` (its own size and scale when nil) with
  /// `traits` added to its own, held to `tolerance`.
  @MainActor public static func image(
    on device: Device? = nil, traits: UITraitCollection? = nil, tolerance: Tolerance = SnapshotCheck.defaultTolerance,
    diffStyle: DiffImageStyle = .threePanels
  ) -> Self {
    SnapshotStrategy(pathExtension: "png", tolerance: tolerance, diffStyle: diffStyle, nameSuffix: device?.name) {
      view, _ in
      try SceneSnapshot.image(of: MainActor.assumeIsolated { try view.renderedScene(on: device, traits: traits) })
    }
  }

  /// What VoiceOver would read on the collection view's screen on `device` with `traits`, in
  /// reading order, as text: the texts of its configured cells and headers, their traits.
  @MainActor public static func accessibility(on device: Device? = nil, traits: UITraitCollection? = nil) -> Self {
    SnapshotStrategy(pathExtension: "accessibility.txt", tolerance: .exact, nameSuffix: device?.name) { view, _ in
      SceneSnapshot.accessibility(
        of: try MainActor.assumeIsolated { try view.renderedScene(on: device, traits: traits) })
    }
  }

  /// What the collection view shows with its accessibility elements outlined and numbered.
  @MainActor public static func accessibilityImage(
    on device: Device? = nil, traits: UITraitCollection? = nil, tolerance: Tolerance = SnapshotCheck.defaultTolerance
  ) -> Self {
    SnapshotStrategy(pathExtension: "accessibility.png", tolerance: tolerance, nameSuffix: device?.name) { view, _ in
      try SceneSnapshot.accessibilityImage(
        of: MainActor.assumeIsolated { try view.renderedScene(on: device, traits: traits) })
    }
  }

  /// The layout's answers for the visible bounds as the `layout` command's JSON. Geometry only,
  /// so it is the same on every machine.
  @MainActor public static func layout(on device: Device? = nil, traits: UITraitCollection? = nil) -> Self {
    SnapshotStrategy(pathExtension: "json", tolerance: .exact, nameSuffix: device?.name) { view, _ in
      SceneSnapshot.layout(of: try MainActor.assumeIsolated { try view.renderedScene(on: device, traits: traits) })
    }
  }
}
