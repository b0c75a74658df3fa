#if canImport(CollectionRenderUIKit)
  import CollectionRender
  import CollectionRenderUIKit
  import Foundation
  import ImageDiff
  import SnapshotTesting
  import Snapshots

  extension Snapshotting where Value == UICollectionView, Format == Data {
    /// What the collection view shows, laid out by the app's own layout code and rendered by
    /// collection-render, as a PNG reference: the call iOS suites already make.
    ///
    /// ```swift
    /// @MainActor @Test func grid() {
    ///   assertSnapshot(of: collectionView, as: .image)                      // its own size
    ///   assertSnapshot(of: collectionView, as: .image(on: .iPhoneSE), named: "se")
    ///   assertSnapshot(of: collectionView, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// }
    /// ```
    @MainActor public static var image: Self { .image() }

    /// What the collection view shows on `device` (its size and scale) with `traits` added to
    /// its own, held to `precision` and `perceptualPrecision` as swift-snapshot-testing's image
    /// strategies are. The view is put back as it was.
    ///
    /// A snapshot is made on the main actor, where UIKit's classes live: call it from main-actor
    /// test code, as on iOS.
    @MainActor public static func image(
      on device: Device? = nil, traits: UITraitCollection? = nil, precision: Double = 1,
      perceptualPrecision: Double = 1
    ) -> Self {
      SceneImageStrategy.make(
        options: SceneSnapshotOptions(),
        tolerance: Tolerance(precision: precision, perceptualPrecision: perceptualPrecision),
        diffStyle: .threePanels,
        problem: Tolerance.precisionProblem(precision: precision, perceptualPrecision: perceptualPrecision)
      ) { view, _ in
        // swift-snapshot-testing calls the strategy synchronously from the assertion, on the
        // caller's actor: the main actor, as the view requires.
        try MainActor.assumeIsolated { () throws -> Scene in try view.renderedScene(on: device, traits: traits) }
      }
    }
  }
#endif
