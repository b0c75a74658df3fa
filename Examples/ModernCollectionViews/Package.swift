// swift-tools-version: 6.0
import PackageDescription

/// Screens written as iOS apps write them since iOS 14 — list layouts, cell registrations with
/// content configurations, diffable data sources — in files that `import UIKit` and nothing
/// else, compiled on Linux against collection-render's UIKit module and snapshot-tested. See
/// docs/lists-and-cells.md in the collection-render repository.
let package = Package(
  name: "ModernCollectionViews",
  platforms: [.macOS(.v15)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/…/collection-render", from: "…").
    .package(name: "collection-render", path: "../..")
  ],
  targets: [
    // The app's screens. On iOS they build against Apple's UIKit; on Linux the module named
    // UIKit comes from collection-render.
    .target(
      name: "ModernCollectionViews",
      dependencies: [.product(name: "UIKit", package: "collection-render", condition: .when(platforms: [.linux]))]),
    .testTarget(
      name: "ModernCollectionViewsTests",
      dependencies: [
        "ModernCollectionViews",
        .product(name: "CollectionRenderUIKit", package: "collection-render", condition: .when(platforms: [.linux])),
        .product(name: "CollectionRenderTesting", package: "collection-render"),
        // The frames of an animated update (`updateFrames`) are a FrameBatch.
        .product(name: "CollectionRender", package: "collection-render"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
