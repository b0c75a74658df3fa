import CairoBackend
import CollectionLayout
import CollectionRender
import CollectionRenderUIKit
import Foundation
import Geometry
import Motion
import SceneModel

// `collection-render-bench uikit`: the same 60-frame scroll through a UIKit layout class (a
// from-scratch `UICollectionViewLayout` subclass with a cache, as apps write them, in a headless
// `UICollectionView`) and through a native `CollectionLayout` of the same geometry, rendered to
// PNG files on one job. Both go through the same pipeline; the ratio is the cost of the UIKit
// path (main-actor queries, the data source's cells read into payloads). Medians of the rounds.
//
//   swift build -c release && .build/release/collection-render-bench uikit [--rounds 7]

/// The grid both paths lay out: three 120-point columns, 10-point gaps, 16-point margins.
enum BenchGrid {
  static let columns = 3
  static let side = 120.0
  static let gap = 10.0
  static let margin = 16.0
  static let items = 3_000

  static func frame(_ item: Int) -> Rect {
    Rect(
      x: margin + Double(item % columns) * (side + gap), y: margin + Double(item / columns) * (side + gap),
      width: side, height: side)
  }

  static var contentHeight: Double { margin * 2 + Double((items + columns - 1) / columns) * (side + gap) - gap }
}

/// The native layout: a value, queried from any thread.
struct NativeBenchGrid: CollectionLayout {
  func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
    Prepared(environment: environment)
  }

  struct Prepared: PreparedCollectionLayout {
    let environment: LayoutEnvironment
    var contentSize: Size { Size(width: environment.boundsSize.width, height: BenchGrid.contentHeight) }

    func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
      let rowHeight = BenchGrid.side + BenchGrid.gap
      let first = max(0, Int(((rect.minY - BenchGrid.margin) / rowHeight).rounded(.down)))
      let last = min((BenchGrid.items - 1) / BenchGrid.columns, Int(((rect.maxY - BenchGrid.margin) / rowHeight)))
      guard first <= last else { return [] }
      return (first * BenchGrid.columns..<min(BenchGrid.items, (last + 1) * BenchGrid.columns)).compactMap { item in
        let frame = BenchGrid.frame(item)
        return frame.intersects(rect)
          ? LayoutAttributes(element: .cell(ElementIndexPath(item: item, section: 0)), frame: frame) : nil
      }
    }

    func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
      LayoutAttributes(element: .cell(indexPath), frame: BenchGrid.frame(indexPath.item))
    }

    func layoutAttributesForSupplementaryView(
      ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
    )
      -> LayoutAttributes?
    {
      nil
    }
  }
}

/// The UIKit port: a layout class with a cache built in `prepare()` and a binary search.
@MainActor
final class UIKitBenchGrid: UICollectionViewLayout {
  private var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    guard cache.isEmpty, let collectionView else { return }
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      let frame = BenchGrid.frame(item)
      attributes.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
      cache.append(attributes)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: BenchGrid.contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var low = 0
    var high = cache.count
    while low < high {
      let middle = (low + high) / 2
      if cache[middle].frame.maxY < rect.minY { low = middle + 1 } else { high = middle }
    }
    var result: [UICollectionViewLayoutAttributes] = []
    var index = low
    while index < cache.count, cache[index].frame.minY <= rect.maxY {
      if cache[index].frame.intersects(rect) { result.append(cache[index]) }
      index += 1
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
  }
}

/// Plain blue cells, the UIKit side's data.
@MainActor
final class BenchCells: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    BenchGrid.items
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentView.backgroundColor = .systemBlue
    return cell
  }
}

@MainActor
struct UIKitPathBenchmark {
  var rounds = 7

  init(arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--rounds": rounds = Int(rest.popFirst() ?? "") ?? rounds
      default:
        print("usage: collection-render-bench uikit [--rounds N]")
        exit(64)
      }
    }
  }

  static let timeline = Timeline(
    segments: [Segment(.scroll(Scroll(from: .zero, to: .offset(Point(x: 0, y: 3000)), length: .frames(59))))])

  /// The native path's batch: the same grid and the same blue cells, as a scene.
  func nativeBatch() throws -> FrameBatch {
    let clear = ViewStyle()
    let blue = DynamicColor.system["systemBlue"]!.light
    let cell = CellStyle(
      backgroundView: clear, selectedBackgroundView: clear, contentView: ViewStyle(backgroundColor: blue),
      highlightedContentColor: blue)
    let scene = Scene(
      bounds: Size(width: 390, height: 844), scale: 3, layout: NativeBenchGrid(),
      sections: [SectionData(itemCount: BenchGrid.items)], style: Style(backgroundColor: .white, cell: cell))
    return try FrameBatch(scene: scene, timeline: Self.timeline)
  }

  /// The UIKit path's batch: planned on the main actor through the app's layout class.
  func uiKitBatch(_ cells: BenchCells) throws -> FrameBatch {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UIKitBenchGrid())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.backgroundColor = .white
    view.dataSource = cells
    return try view.frameBatch(Self.timeline)
  }

  /// Plans and renders one batch into a fresh folder; seconds.
  func time(_ make: () throws -> FrameBatch) throws -> Double {
    let folder = NSTemporaryDirectory() + "collection-render-bench-uikit-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      let batch = try make()
      _ = try FrameBatchRunner(batch: batch, png: .frames, pattern: .standard)
        .run(.init(jobs: 1, frames: 0..<batch.frames.count, directory: folder))
    }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  func main() {
    let cells = BenchCells()
    do {
      var native: [Double] = []
      var uiKit: [Double] = []
      var ratios: [Double] = []
      for _ in 0..<(rounds + 1) {
        let n = try time(nativeBatch)
        let u = try time { try uiKitBatch(cells) }
        native.append(n)
        uiKit.append(u)
        ratios.append(u / n)
      }
      // The first round warms caches (fonts, the file system) and is not counted.
      func median(_ values: [Double]) -> Double { values.dropFirst().sorted()[values.count / 2 - 1] }
      report("60-frame scroll, native CollectionLayout, 1 job", median(native) * 1000, unit: "ms")
      report("60-frame scroll, UIKit layout class, 1 job", median(uiKit) * 1000, unit: "ms")
      report("UIKit path ÷ native path (median of pairs)", median(ratios), unit: "×", target: "≤ 1.25×")
    } catch {
      print("collection-render-bench uikit: \(error)")
      exit(70)
    }
  }
}
