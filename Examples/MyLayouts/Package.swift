// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MyLayouts",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "collection-render", path: "../..")
  ],
  targets: [
    .target(name: "MyLayouts", dependencies: [.product(name: "CollectionLayout", package: "collection-render")]),
    .testTarget(
      name: "MyLayoutsTests",
      dependencies: [
        "MyLayouts",
        .product(name: "CollectionRender", package: "collection-render"),
        .product(name: "CollectionRenderTesting", package: "collection-render"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
