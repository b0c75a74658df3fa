// swift-tools-version: 6.0
import PackageDescription

/// swift-snapshot-testing strategies for collection-render scenes: `assertSnapshot(of: scene,
/// as: .image)` and `as: .layout`, rendered by collection-render and compared by its ImageDiff.
///
/// A package of its own so that collection-render itself never resolves swift-snapshot-testing
/// (and the swift-syntax it brings) for users who do not use it.
let package = Package(
  name: "CollectionRenderSnapshotTesting",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CollectionRenderSnapshotTesting", targets: ["CollectionRenderSnapshotTesting"])
  ],
  dependencies: [
    .package(name: "collection-render", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "CollectionRenderSnapshotTesting",
      dependencies: [
        .product(name: "CollectionRender", package: "collection-render"),
        // For its Snapshots module (devices, reference PNG encoding, the diff image, text
        // comparison) and SceneSource: the project's own snapshot engine, reused, not copied.
        .product(name: "CollectionRenderTesting", package: "collection-render"),
        .product(name: "ImageDiff", package: "collection-render"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        // A UICollectionView built with the app's own layout code (Linux only: on Apple
        // platforms swift-snapshot-testing snapshots real views).
        .product(name: "CollectionRenderUIKit", package: "collection-render", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "CollectionRenderSnapshotTestingTests",
      dependencies: [
        "CollectionRenderSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "CollectionRenderUIKit", package: "collection-render", condition: .when(platforms: [.linux])),
      ],
      exclude: ["__Snapshots__", "Scenes"]),
  ]
)
