// swift-tools-version: 6.0
import PackageDescription

/// collection-render: UIKit-style collection-view layouts rendered headlessly.
///
/// Pipeline (one module per stage; only the backend imports C):
///   SceneFile (decode + validate) → CollectionLayout (pure geometry)
///   → SceneComposer (attributes + styles → DisplayList, what to draw)
///   → CairoBackend (PNG/SVG/PDF bytes) → CollectionRender (pipeline, files) → CLI
let package = Package(
  name: "collection-render",
  products: [
    .executable(name: "collection-render", targets: ["collection-render"]),
    // The process `collection-render serve` becomes: the preview server and its networking
    // libraries stay out of `collection-render` (see the two targets below).
    .executable(name: "collection-render-serve", targets: ["collection-render-serve"]),
    .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
    .library(name: "CollectionRender", targets: ["CollectionRender"]),
    .library(name: "ImageDiff", targets: ["ImageDiff"]),
    .library(name: "CollectionRenderTesting", targets: ["CollectionRenderTesting"]),
    // UIKit's collection-view API under Apple's names, for files shared with an iOS app: a
    // Linux-only dependency of the app's test target (docs/uikit-compatibility.md).
    .library(
      name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore", "_Testing_CoreGraphics", "_Testing_UIKit"]),
    // Renders and snapshot-tests a UICollectionView built in Swift, through the one pipeline.
    // (With the cross-import overlay modules a test importing Testing with UIKit needs.)
    .library(
      name: "CollectionRenderUIKit", targets: ["CollectionRenderUIKit", "_Testing_CoreGraphics", "_Testing_UIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` (DocC); a plugin, so nothing of it is linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The HTTP server of `collection-render serve` (its live preview page): SwiftNIO's HTTP/1.1
    // pipeline, whose parser is linear and bounded (docs/preview.md, "The HTTP library").
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    // C libraries, one system module each, found through pkg-config.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // Pango without pkg-config: its header is declared by hand (Sources/CPangoCairo/shim.h says
    // why: pangocairo's compiler flags carry `-pthread`, which SwiftPM refuses with a warning in
    // every build) and checked against Pango's own by scripts/check-pango-shim.
    .systemLibrary(name: "CPangoCairo"),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // libpng's classic API reports errors by longjmp, which must never cross Swift frames:
    // this C target keeps setjmp/longjmp inside C and returns plain status codes.
    // Frames are compressed by ISA-L's igzip (Debian's libisal-dev), a maintained deflate.
    .target(name: "CPNGCodec", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z"), .linkedLibrary("isal")]),
    // JPEG images in scenes, through libjpeg-turbo; its error_exit longjmps too, so the same
    // arrangement: a C target keeps setjmp/longjmp inside C.
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .target(name: "CJPEGCodec", dependencies: ["CJPEG"]),

    // Pure stages.
    .target(name: "Geometry"),
    // The one ordered JSON value, its writer and its reader (the `layout` command's JSON, the
    // frames manifest, the reports, the preview's answers), and the JSON paths shared by the
    // scene file, the timelines and the preview.
    .target(name: "OrderedJSON"),
    .target(name: "CollectionLayout", dependencies: ["Geometry"]),
    // The values the scene model and the display list both describe looks with: colours, fonts,
    // text placement, decoded images and the pixel budget.
    .target(name: "Appearance"),
    .target(name: "DisplayList", dependencies: ["Geometry", "Appearance"]),
    // The scene as plain values a user can build: bounds, layout, data, styles.
    .target(name: "SceneModel", dependencies: ["Geometry", "CollectionLayout", "Appearance"]),
    // Animation: typed timelines and their planner, UIScrollView physics, and the interactions
    // (hit testing, taps, reordering, layout transitions, animated updates) as pure models.
    .target(name: "Motion", dependencies: ["Geometry", "CollectionLayout", "SceneModel", "OrderedJSON"]),
    .target(
      name: "SceneFile",
      dependencies: ["Geometry", "CollectionLayout", "DisplayList", "SceneModel", "Motion", "OrderedJSON"]),
    .target(
      name: "SceneComposer", dependencies: ["Geometry", "CollectionLayout", "SceneModel", "DisplayList"]),

    // The UIKit-compatible layer, an adapter at the edge: modules named as Apple's, so that a
    // file written for iOS (`import UIKit`, `import CoreGraphics`, `import QuartzCore`) compiles
    // unchanged. CoreGraphics and QuartzCore add the value types Linux Foundation lacks; UIKit
    // declares the collection-view layout API on the project's own layout engines, which it
    // imports internally (nothing of the engines' names leaks into a client's namespace).
    .target(name: "CoreGraphics", dependencies: ["Geometry"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
    .target(
      name: "UIKit",
      dependencies: ["CoreGraphics", "QuartzCore", "Geometry", "CollectionLayout", "SceneModel", "DisplayList"]),
    // Swift Testing's toolchain on Linux declares cross-import overlays for modules named
    // CoreGraphics and UIKit; a test that imports Testing with them needs these two modules.
    .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
    .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
    // A UICollectionView's layout and data through the pipeline: images, layout JSON, frames and
    // snapshots of what the app's own layout code answers.
    .target(
      name: "CollectionRenderUIKit",
      dependencies: [
        "UIKit", "Geometry", "CollectionLayout", "SceneModel", "DisplayList", "CollectionRender", "Motion",
        "CollectionRenderTesting", "Snapshots",
      ]),

    // Image comparison: pure Swift over decoded pixels (no C, no files).
    .target(name: "ImageDiff"),

    // Effectful edges.
    .target(
      name: "CairoBackend",
      dependencies: ["Geometry", "DisplayList", "CCairo", "CPangoCairo", "CPNGCodec", "CJPEGCodec"]),
    .target(
      name: "CollectionRender",
      dependencies: [
        "Geometry", "CollectionLayout", "SceneFile", "SceneComposer", "DisplayList", "CairoBackend", "Motion",
        "OrderedJSON",
      ]),

    // Snapshot checks shared by the CLI and the test library: PNG files, record modes, devices,
    // references and failure artefacts, folder comparison.
    .target(
      name: "Snapshots",
      dependencies: [
        "ImageDiff", "CollectionRender", "CairoBackend", "SceneFile", "Geometry", "OrderedJSON",
      ]),

    // Snapshot assertions for XCTest and Swift Testing (imports both when available, forces neither).
    .target(
      name: "CollectionRenderTesting", dependencies: ["Snapshots", "ImageDiff", "SceneFile", "CollectionRender"]),

    // The live preview of `collection-render serve`: a local HTTP server rendering scenes under
    // one folder through the pipeline, with a page that reloads itself when a scene changes.
    // Linked only by `collection-render-serve`.
    .target(
      name: "PreviewServer",
      dependencies: [
        "CollectionRender", "Snapshots", .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
      ]),

    // What both executables share: the error line, the exit codes, and the arguments of `serve`
    // with their checks.
    .target(
      name: "CommandLineSupport", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),

    // Not `PreviewServer`: the server and its networking library stay out of the command every
    // render starts; `serve` execs `collection-render-serve`.
    .executableTarget(
      name: "collection-render",
      dependencies: [
        "CollectionRender", "ImageDiff", "Snapshots", "CommandLineSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The live preview server, the program `collection-render serve` becomes (found beside it).
    .executableTarget(
      name: "collection-render-serve",
      dependencies: [
        "CollectionRender", "PreviewServer", "CommandLineSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // A deterministic mutation fuzzer for the scene decoder and the image readers (scripts/fuzz).
    .executableTarget(
      name: "collection-render-fuzz", dependencies: ["SceneFile", "CairoBackend", "DisplayList"]),
    .executableTarget(
      name: "collection-render-bench",
      dependencies: [
        "CollectionRender", "CollectionLayout", "SceneFile", "Geometry", "CollectionRenderUIKit", "Motion",
        "HeadlessChromium",
      ]),
    // Headless Chromium driven over the DevTools protocol: the preview's and the report's browser
    // tests, and the preview benchmark's latency as the page sees it. Not a product.
    .target(name: "HeadlessChromium"),

    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "OrderedJSONTests", dependencies: ["OrderedJSON"]),
    // The UIKit-compatible layer's value types: CGAffineTransform, CATransform3D (their
    // arithmetic), and UIKit's geometry structs, IndexPath additions and string forms, used as iOS
    // code spells them. A test importing Testing with CoreGraphics or UIKit needs the cross-import
    // overlay modules (see the targets `_Testing_CoreGraphics` and `_Testing_UIKit`).
    .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "QuartzCore", "_Testing_CoreGraphics"]),
    .testTarget(name: "UIKitGeometryTests", dependencies: ["UIKit", "_Testing_CoreGraphics", "_Testing_UIKit"]),
    .testTarget(
      name: "MotionTests", dependencies: ["Motion", "Geometry", "CollectionLayout", "SceneModel"]),
    .testTarget(
      name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "Geometry", "SceneFile", "SceneModel"],
      exclude: ["Cases", "Compositional/Cases"]),
    .testTarget(name: "DisplayListTests", dependencies: ["DisplayList"]),
    .testTarget(name: "SceneModelTests", dependencies: ["SceneModel", "Appearance"]),
    .testTarget(
      name: "SceneFileTests",
      dependencies: [
        "SceneFile", "SceneModel", "Geometry", "CollectionLayout", "DisplayList", "Motion", "OrderedJSON",
      ],
      exclude: ["CompositionalCases"]),
    .testTarget(
      name: "SceneComposerTests",
      dependencies: ["SceneComposer", "SceneFile", "SceneModel", "DisplayList", "CollectionLayout", "Geometry"],
      exclude: ["ListContentCases"]),
    .testTarget(
      name: "CairoBackendTests",
      dependencies: [
        "CairoBackend", "DisplayList", "Geometry", "CPNGCodec",
        // Scene-level goldens: scene files through the whole pipeline.
        "CollectionRender", "SceneFile", "SceneModel", "SceneComposer", "CollectionLayout",
        // Goldens are checked with the project's own snapshot library.
        "CollectionRenderTesting", "ImageDiff",
      ],
      exclude: ["Goldens", "Fixtures"]),
    .testTarget(
      name: "CollectionRenderTests",
      dependencies: [
        "CollectionRender", "CollectionLayout", "SceneFile", "SceneModel", "Geometry", "Motion", "CairoBackend",
      ], exclude: ["SelfSizingCases"]),
    // Tests that run the built binaries (and drive Chromium for the preview and the report).
    .testTarget(name: "CLITests", dependencies: ["HeadlessChromium"], exclude: ["BadInputs"]),
    .testTarget(
      name: "UIKitTests",
      dependencies: [
        "UIKit", "CollectionRenderUIKit", "CollectionLayout", "Geometry", "SceneModel", "CollectionRender",
        "CairoBackend", "_Testing_CoreGraphics", "_Testing_UIKit", "CollectionRenderTesting",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "CollectionRender"]),
    .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff"], exclude: ["Fixtures"]),
    .testTarget(
      name: "SnapshotsTests", dependencies: ["Snapshots", "ImageDiff", "SceneFile", "SceneModel", "CollectionRender"]),
    .testTarget(
      name: "CollectionRenderTestingTests", dependencies: ["CollectionRenderTesting", "Snapshots", "ImageDiff"],
      exclude: ["__Snapshots__", "Scenes"]),
  ]
)
