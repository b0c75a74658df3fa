// swift-tools-version: 6.0
import PackageDescription

/// Layout files written exactly as for an iOS app (`import UIKit`, nothing platform-specific),
/// compiled on Linux against collection-render's UIKit module and rendered in tests. See
/// docs/uikit-compatibility.md in the collection-render repository.
let package = Package(
  name: "UIKitLayouts",
  platforms: [.macOS(.v15)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/…/collection-render", from: "…").
    .package(name: "collection-render", path: "../..")
  ],
  targets: [
    // The app's layout files. On iOS they build against Apple's UIKit; on Linux the module named
    // UIKit comes from collection-render.
    .target(
      name: "UIKitLayouts",
      dependencies: [.product(name: "UIKit", package: "collection-render", condition: .when(platforms: [.linux]))]),
    .testTarget(
      name: "UIKitLayoutsTests",
      dependencies: [
        "UIKitLayouts",
        .product(name: "CollectionRenderUIKit", package: "collection-render", condition: .when(platforms: [.linux])),
        .product(name: "CollectionRenderTesting", package: "collection-render"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
