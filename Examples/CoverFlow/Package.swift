// swift-tools-version: 6.0
import PackageDescription

/// A layout collection-render does not ship, written against its public products only: a
/// cover-flow carousel. See docs/custom-layouts.md in the collection-render repository.
let package = Package(
  name: "CoverFlow",
  platforms: [.macOS(.v15)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/…/collection-render", from: "…").
    .package(name: "collection-render", path: "../..")
  ],
  targets: [
    // The layout: pure geometry, so it needs only the layout API.
    .target(
      name: "CoverFlowLayout",
      dependencies: [.product(name: "CollectionLayout", package: "collection-render")]),
    // Renders the carousel to PNG and a fling through it to frames.
    .executableTarget(
      name: "cover-flow-demo",
      dependencies: ["CoverFlowLayout", .product(name: "CollectionRender", package: "collection-render")]),
    .testTarget(
      name: "CoverFlowLayoutTests",
      dependencies: [
        "CoverFlowLayout",
        .product(name: "CollectionRender", package: "collection-render"),
        .product(name: "CollectionRenderTesting", package: "collection-render"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
