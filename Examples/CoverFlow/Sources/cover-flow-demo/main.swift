import CollectionRender
import CoverFlowLayout
import Foundation

// Renders the cover-flow carousel through collection-render's library, as any other layout:
//   swift run cover-flow-demo [output folder]       (default: output/)
// writes carousel.png (the scene at rest), carousel.svg, and fling/frame_*.png with
// fling/manifest.json: a fling to the left, coming to rest with a cover at the centre.

let folder = CommandLine.arguments.dropFirst().first ?? "output"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

var style = Style()
style.backgroundColor = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
let scene = Scene(
  bounds: Size(width: 390, height: 300), scale: 2, layout: CoverFlowLayout.sample,
  sections: [SectionData(itemCount: 12, itemTitleFormat: "Cover {number}")], style: style)

let pipeline = Pipeline(scene: scene)
try AtomicFile.write(pipeline.render(as: .png), to: folder + "/carousel.png")
try AtomicFile.write(pipeline.render(as: .svg), to: folder + "/carousel.svg")

// A release at 1,500 points a second: UIScrollView's deceleration, then the layout's
// targetContentOffset brings the nearest cover to the centre.
let fling = Timeline(fps: 30, segments: [Segment(.fling(Fling(velocity: Point(x: 1_500, y: 0))))])
let batch = try FrameBatch(scene: scene, timeline: fling)
let runner = FrameBatchRunner(batch: batch, png: PNGOptions(), pattern: .standard)
let summary = try runner.run(.init(jobs: 2, frames: 0..<batch.plan.frameCount, directory: folder + "/fling"))
let rest = batch.frames.last!.state.state.contentOffset
print("\(folder)/carousel.png; \(summary.rendered) frames in \(folder)/fling, at rest at x = \(rest.x)")
