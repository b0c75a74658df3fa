import CollectionRender
import Foundation
import Geometry
import Motion
import SceneFile
import SceneModel

// `collection-render-bench lists`: a 10,000-row inset-grouped list (20 sections of 500 rows, each
// a value cell with an icon, a secondary text and a disclosure chevron) scrolled through 60
// frames, against samples/grid-1080p's 60 frames in the same run; and the same list with text-only
// rows, for the cost of the content configurations per visible cell. Planning (the layout prepared
// and every row self-sized, once) is timed apart from rendering the frames. One job, PNG files,
// medians of the rounds (the first round warms caches and is not counted).
//
//   swift build -c release && .build/release/collection-render-bench lists [--rounds 5] \
//     [--grid samples/grid-1080p/scene.json]

struct ListBenchmark {
  var rounds = 5
  var grid = "samples/grid-1080p/scene.json"
  static let sections = 20
  static let rowsPerSection = 500
  static let frames = 60

  init(arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--rounds": rounds = Int(rest.popFirst() ?? "") ?? -1
      case "--grid": grid = rest.popFirst() ?? grid
      default: Self.usage()
      }
    }
    if rounds < 1 { Self.usage() }
  }

  static func usage() -> Never {
    print("usage: collection-render-bench lists [--rounds N] [--grid samples/grid-1080p/scene.json]")
    exit(64)
  }

  /// The list scene's JSON: rich rows, or text-only rows.
  static func listScene(rich: Bool) -> String {
    let symbols = ["wifi", "bell", "gear", "moon", "star", "heart", "person", "folder"]
    var written: [String] = []
    for section in 0..<sections {
      var rows: [String] = []
      for row in 0..<rowsPerSection {
        rows.append(
          rich
            ? #"{"text": "Setting \#(section)-\#(row)", "secondaryText": "Value \#(row % 7)", "#
              + #""image": "symbol:\#(symbols[row % symbols.count])", "accessories": ["disclosureIndicator"]}"#
            : #"{"text": "Setting \#(section)-\#(row)"}"#)
      }
      written.append(#"{"header": {"text": "Section \#(section)"}, "items": [\#(rows.joined(separator: ","))]}"#)
    }
    return """
      {"bounds": {"width": 390, "height": 844}, "scale": 3,
       "layout": {"type": "list", "appearance": "insetGrouped", "headerMode": "supplementary"},
       "style": {"listContent": "valueCell"},
       "sections": [\(written.joined(separator: ",\n"))]}
      """
  }

  /// 60 frames scrolling 3,000 points down.
  static let timeline = Timeline(
    segments: [Segment(.scroll(Scroll(from: .zero, to: .offset(Point(x: 0, y: 3000)), length: .frames(frames - 1))))])

  /// Seconds to plan `scene`'s 60 frames (its layout prepared and self-sized once) and to render
  /// them into a fresh folder on one job.
  static func time(_ scene: Scene) throws -> (plan: Double, render: Double) {
    let folder = NSTemporaryDirectory() + "collection-render-bench-lists-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let clock = ContinuousClock()
    var batch: FrameBatch?
    let plan = try clock.measure { batch = try FrameBatch(scene: scene, timeline: timeline) }
    let render = try clock.measure {
      _ = try FrameBatchRunner(batch: batch!, png: .frames, pattern: .standard)
        .run(.init(jobs: 1, frames: 0..<batch!.frames.count, directory: folder))
    }
    return (seconds(plan), seconds(render))
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  func main() {
    #if DEBUG
      print("warning: a debug build; run `swift build -c release` and .build/release/collection-render-bench lists\n")
    #endif
    let work = NSTemporaryDirectory() + "collection-render-bench-lists-\(getpid())"
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let richPath = work + "/rich.json"
    let plainPath = work + "/plain.json"
    do {
      try Data(Self.listScene(rich: true).utf8).write(to: URL(fileURLWithPath: richPath))
      try Data(Self.listScene(rich: false).utf8).write(to: URL(fileURLWithPath: plainPath))
      let rich = try SceneLoader.load(path: richPath)
      let plain = try SceneLoader.load(path: plainPath)
      let gridScene = try SceneLoader.load(path: grid)
      let pipeline = Pipeline(scene: rich)
      let visible = pipeline.visibleAttributes(at: pipeline.viewport()).filter { $0.element.category == .cell }.count
      var richTimes: [Double] = []
      var plainTimes: [Double] = []
      var gridTimes: [Double] = []
      var prepareTimes: [Double] = []
      for round in 0...rounds {
        FileHandle.standardError.write(Data("round \(round)/\(rounds)…\n".utf8))
        let richRun = try Self.time(rich)
        richTimes.append(richRun.render)
        prepareTimes.append(richRun.plan)
        plainTimes.append(try Self.time(plain).render)
        gridTimes.append(try Self.time(gridScene).render)
      }
      func median(_ values: [Double]) -> Double { FramesBenchmark.median(Array(values.dropFirst())) }
      let frames = Double(Self.frames)
      let richFPS = frames / median(richTimes)
      let gridFPS = frames / median(gridTimes)
      let rows = Self.sections * Self.rowsPerSection
      print("\(rows)-row inset-grouped list, \(Self.frames) frames, 1 job; medians of \(rounds)")
      report("list frames, value cells with icon, secondary text, chevron", richFPS, unit: "frames/s")
      report("list frames, text-only rows", frames / median(plainTimes), unit: "frames/s")
      report("grid-1080p frames, same run", gridFPS, unit: "frames/s")
      report("list ÷ grid-1080p frame rate", richFPS / gridFPS, unit: "×")
      let perCell = (median(richTimes) - median(plainTimes)) / frames / Double(max(visible, 1)) * 1e6
      report("content configuration cost per visible cell (\(visible) visible)", perCell, unit: "µs")
      report("plan the scroll: prepare and self-size the 10,000 rows once", median(prepareTimes) * 1000, unit: "ms")
    } catch {
      print("collection-render-bench lists: \(error)")
      exit(70)
    }
  }
}
