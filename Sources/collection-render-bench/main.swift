import CairoBackend
import CollectionLayout
import CollectionRender
import Foundation
import Geometry
import SceneFile
import SceneModel

// collection-render-bench: the figures in docs/benchmarks.md.
// Run in release: swift run -c release collection-render-bench [path to samples/grid-1080p/scene.json]

// `collection-render-bench frames …`: the frame-sequence benchmark against the C baseline
// (FramesBenchmark.swift); `frames-memory` (FramesMemoryBenchmark.swift) its peak memory at 300 and
// 3,000 frames; everything below is the layout and single-frame benchmark.
if CommandLine.arguments.dropFirst().first == "frames" {
  FramesBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))).main()
  exit(0)
}
// `collection-render-bench frames-memory …`: peak memory of `frames` at 300 and 3,000 frames.
if CommandLine.arguments.dropFirst().first == "frames-memory" {
  FramesMemoryBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))).main()
  exit(0)
}
// `collection-render-bench dataset …`: a million-item feed against Python's json.load
// (DatasetBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "dataset" {
  DatasetBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))).main()
  exit(0)
}

// `collection-render-bench decode-scene SCENE`: loads the scene and its dataset and exits (the
// dataset benchmark's child process that times scene decoding alone).
if CommandLine.arguments.dropFirst().first == "decode-scene", CommandLine.arguments.count == 3 {
  do {
    _ = try SceneLoader.load(path: CommandLine.arguments[2])
    exit(0)
  } catch {
    print("\(error)")
    exit(65)
  }
}

// `collection-render-bench uikit …`: the UIKit layout path against a native layout of the same
// geometry (UIKitPathBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "uikit" {
  UIKitPathBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))).main()
  exit(0)
}

// `collection-render-bench lists …`: a 10,000-row list scrolled through 60 frames against
// grid-1080p (ListBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "lists" {
  ListBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))).main()
  exit(0)
}

// `collection-render-bench preview …`: the live preview's scrub step and playback as its page
// sees them, on kept-open connections (PreviewBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "preview" {
  exit(PreviewBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))).main())
}

#if DEBUG
  print("warning: a debug build; run `swift run -c release collection-render-bench` for real figures\n")
#endif

let environment = LayoutEnvironment(boundsSize: Size(width: 390, height: 844), scale: 3)
let million = 1_000_000

// 1. Flow prepare, 1,000,000 items.
let uniform = LayoutContent(sections: [LayoutContent.Section(itemCount: million)])
let flow = FlowLayout(
  itemSize: Size(width: 80, height: 80), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
  sectionInset: EdgeInsets(all: 16))
var preparedUniform = flow.prepareFlow(uniform, in: environment)
report(
  "flow prepare, 1,000,000 items, one uniform section",
  medianMilliseconds(runs: 21) {
    preparedUniform = flow.prepareFlow(uniform, in: environment)
  }, unit: "ms", target: "≤ 1 ms")

let thousandSections = LayoutContent(sections: Array(repeating: LayoutContent.Section(itemCount: 1_000), count: 1_000))
report(
  "flow prepare, 1,000 uniform sections × 1,000 items",
  medianMilliseconds(runs: 11) {
    _ = flow.prepareFlow(thousandSections, in: environment)
  }, unit: "ms")

// Deterministic varied sizes (a linear congruential sequence), so the per-item path is taken.
var seed: UInt64 = 42
let sizes = (0..<million).map { _ -> Size in
  seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  return Size(width: Double(40 + (seed >> 33) % 120), height: Double(40 + (seed >> 45) % 80))
}
let perItem = LayoutContent(sections: [LayoutContent.Section(itemCount: million, itemSizes: sizes)])
var preparedPerItem = flow.prepareFlow(perItem, in: environment)
report(
  "flow prepare, 1,000,000 items, per-item sizes",
  medianMilliseconds(runs: 7) {
    preparedPerItem = flow.prepareFlow(perItem, in: environment)
  }, unit: "ms", target: "≤ 150 ms")

// 2. Visible-rect queries at a deep offset (80% of the content).
for (name, prepared) in [("uniform", preparedUniform), ("per-item", preparedPerItem)] {
  let viewport = Viewport(
    contentOffset: Point(x: 0, y: prepared.contentSize.height * 0.8), size: environment.boundsSize)
  var count = 0
  let ms = medianMilliseconds(runs: 2001) {
    count = prepared.layoutAttributesForElements(in: viewport.bounds, viewport: viewport).count
  }
  report("visible-rect query at 80% depth, \(name) (\(count) elements)", ms * 1000, unit: "µs", target: "≤ 20 µs")
}

// 2b. Waterfall: prepare and a deep query, with per-item reference sizes (the same sequence).
let waterfall = WaterfallLayout(columnCount: 3, sectionInset: EdgeInsets(all: 8))
var preparedWaterfall = waterfall.prepareWaterfall(perItem, in: environment)
report(
  "waterfall prepare, 1,000,000 items, per-item sizes, 3 columns",
  medianMilliseconds(runs: 7) {
    preparedWaterfall = waterfall.prepareWaterfall(perItem, in: environment)
  }, unit: "ms")
report(
  "waterfall prepare, 1,000,000 items, one reference size",
  medianMilliseconds(runs: 21) {
    _ = waterfall.prepareWaterfall(uniform, in: environment)
  }, unit: "ms")
do {
  let viewport = Viewport(
    contentOffset: Point(x: 0, y: preparedWaterfall.contentSize.height * 0.8), size: environment.boundsSize)
  var count = 0
  let ms = medianMilliseconds(runs: 2001) {
    count = preparedWaterfall.layoutAttributesForElements(in: viewport.bounds, viewport: viewport).count
  }
  report("waterfall visible-rect query at 80% depth (\(count) elements)", ms * 1000, unit: "µs")
}
report("peak memory after the layout benchmarks", peakMemoryMiB(), unit: "MiB")

// 2b. Compositional prepare, 100,000 items in 100 sections: a grid of nested groups (repeated
// solution) and a self-sized list (each group solved with its measured size), then a
// self-sizing list measured with Pango through the pipeline.
do {
  typealias Compositional = CompositionalLayout
  let leading = Compositional.Item(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
  let pair = Compositional.Group.vertical(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
    subitem: Compositional.Item(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
    count: 2)
  var nested = Compositional.Section(
    group: .horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [leading, pair]))
  nested.interGroupSpacing = 8
  let grid = CompositionalLayout(section: nested)
  let hundred = LayoutContent(sections: Array(repeating: LayoutContent.Section(itemCount: 1_000), count: 100))
  report(
    "compositional prepare, 100 sections × 1,000 items, nested groups",
    medianMilliseconds(runs: 21) { _ = grid.prepareCompositional(hundred, in: environment) }, unit: "ms",
    target: "≤ 50 ms")
  let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  let list = CompositionalLayout(
    section: Compositional.Section(group: .horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: row)]))
  )
  var measuredSections: [LayoutContent.Section] = []
  for section in 0..<100 {
    var heights: [Size] = []
    for item in 0..<1_000 {
      let extra: Int = (section * 7 + item * 13) % 60
      heights.append(Size(width: 390, height: Double(44 + extra)))
    }
    measuredSections.append(LayoutContent.Section(itemCount: 1_000, itemSizes: heights))
  }
  let measured = LayoutContent(sections: measuredSections)
  report(
    "compositional prepare, 100 sections × 1,000 self-sized items",
    medianMilliseconds(runs: 11) { _ = list.prepareCompositional(measured, in: environment) }, unit: "ms",
    target: "≤ 50 ms")
  var style = Style()
  style.cell.titleLabel.numberOfLines = 0
  let titled = Scene(
    bounds: Size(width: 390, height: 844), scale: 3, layout: list,
    sections: [SectionData(itemCount: 1_000, itemTitleFormat: "Row {number}: a title long enough to wrap at times")],
    style: style)
  report(
    "self-sizing pipeline, 1,000 titles measured with Pango",
    medianMilliseconds(runs: 5) { _ = Pipeline(scene: titled) }, unit: "ms")
  // The flow's estimatedItemSize: 1,000 tags, those on screen measured (the rest take their
  // average), laid out until every cell on screen is measured.
  var tags = FlowLayout(minimumInteritemSpacing: 8, minimumLineSpacing: 8)
  tags.estimatedItemSize = .automatic
  var tagged = titled
  tagged.layout = tags
  tagged.sections = [SectionData(itemCount: 1_000, itemTitleFormat: "Tag {number}")]
  report(
    "self-sizing flow pipeline, 1,000 tags, those on screen measured with Pango",
    medianMilliseconds(runs: 5) { _ = Pipeline(scene: tagged) }, unit: "ms")
}

// 3. One 1920×1080 frame of the grid-1080p scene: layout query, composition, drawing, encoding.
let scenePath = CommandLine.arguments.dropFirst().first ?? "samples/grid-1080p/scene.json"
do {
  let scene = try SceneLoader.load(path: scenePath)
  let pipeline = Pipeline(scene: scene)
  let viewport = pipeline.viewport(contentOffset: Point(x: 0, y: 1500))
  var attributes: [LayoutAttributes] = []
  let query = medianMilliseconds(runs: 101) { attributes = pipeline.visibleAttributes(at: viewport) }
  let compose = medianMilliseconds(runs: 51) { _ = pipeline.displayList(at: viewport) }
  let list = pipeline.displayList(at: viewport)
  var image = try Renderer().rasterize(list, scale: 1)
  let draw = try medianMilliseconds(runs: 21) { image = try Renderer().rasterize(list, scale: 1) }
  // The frames' path: one rasterizer per thread, its memory and laid-out labels kept.
  let rasterizer = Rasterizer()
  let drawReused = try medianMilliseconds(runs: 21) { _ = try rasterizer.rasterize(list, scale: 1) }
  print("\ngrid-1080p frame (1920×1080, \(attributes.count) visible elements):")
  report("  layout query", query, unit: "ms")
  report("  compose display list", compose, unit: "ms")
  report("  draw (Cairo + Pango)", draw, unit: "ms")
  report("  draw with a reused Rasterizer (as frames draw)", drawReused, unit: "ms")
  for (name, options) in [
    ("level 6, filter none (default)", PNGOptions()), ("level 1, filter none", PNGOptions.fast),
    ("libpng defaults (level 6, adaptive)", PNGOptions.libpngDefault), ("igzip (frames' default)", PNGOptions.frames),
  ] {
    var bytes: [UInt8] = []
    let encode = try medianMilliseconds(runs: 11) { bytes = try PNGCodec.encode(image, options: options) }
    report("  PNG encode, \(name), \(bytes.count / 1024) KiB", encode, unit: "ms")
  }
  let total = try medianMilliseconds(runs: 11) { _ = try pipeline.render(at: viewport, as: .png) }
  report("  whole frame: query + compose + draw + encode", total, unit: "ms")
} catch {
  print("grid-1080p: \(error)")
}
report("peak memory", peakMemoryMiB(), unit: "MiB")
