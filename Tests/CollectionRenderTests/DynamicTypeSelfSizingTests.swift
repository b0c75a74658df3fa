import CollectionLayout
import DisplayList
import Foundation
import Geometry
import SceneModel
import Testing

@testable import CairoBackend
@testable import CollectionRender

/// Dynamic Type with self-sizing cells (`samples/traits/dynamic-type-list.json`): at the largest
/// accessibility size the rows grow with their text and nothing is truncated; in fixed-size
/// cells (`samples/traits/dynamic-type-grid.json`) the same text is cut as UILabel cuts it.
@Suite("Dynamic Type with self-sizing cells")
struct DynamicTypeSelfSizingTests {
  static let large = "large"
  static let largest = "accessibilityExtraExtraExtraLarge"

  static func pipeline(_ sample: String, _ category: String) throws -> Pipeline {
    let scene = try SceneLoader.load(
      path: SampleScenesTests.samples + "/traits/" + sample,
      traits: [TraitAssignment(name: "preferredContentSizeCategory", value: category)])
    return Pipeline(scene: scene)
  }

  /// Every item's frame, in index-path order.
  static func itemFrames(_ pipeline: Pipeline) -> [Rect] {
    let viewport = pipeline.viewport()
    let everything = Rect(origin: .zero, size: pipeline.prepared.contentSize)
    return pipeline.prepared.layoutAttributesForElements(in: everything, viewport: viewport)
      .filter { $0.element.category == .cell }
      .sorted { $0.element.indexPath < $1.element.indexPath }
      .map(\.frame)
  }

  /// Every text node of a display list, in the list's coordinates where groups only translate.
  static func textNodes(_ nodes: [DisplayNode]) -> [TextNode] {
    nodes.flatMap { node -> [TextNode] in
      switch node {
      case .text(let text): [text]
      case .group(let group): textNodes(group.children)
      default: []
      }
    }
  }

  /// A node's line count with no frame height to cut it.
  static func fullLineCount(_ node: TextNode) -> Int {
    var tall = node
    tall.frame.size.height = 100_000
    return TextLayout().linesShown(for: tall)
  }

  @Test("The rows grow by about the font ratio (body: 17 to 53 points), the longer ones more")
  func rowsGrowWithTheText() throws {
    let insets = 22.0  // the title label's top and bottom insets
    let small = Self.itemFrames(try Self.pipeline("dynamic-type-list.json", Self.large))
    let big = Self.itemFrames(try Self.pipeline("dynamic-type-list.json", Self.largest))
    #expect(small.count == 5 && big.count == 5)
    let ratio = 53.0 / 17.0
    for (index, (before, after)) in zip(small, big).enumerated() {
      let growth = (after.height - insets) / (before.height - insets)
      // One line before; at least one line after, each line `ratio` times as tall.
      #expect(growth >= ratio * 0.97, "row \(index): \(before.height) → \(after.height), × \(growth)")
      // A whole number of lines after: the growth is a multiple of the ratio (within the 1 %
      // that rounding heights up to the pixel grid adds per line).
      let lines = growth / ratio
      #expect(abs(lines / lines.rounded() - 1) < 0.02, "row \(index): \(lines) lines")
    }
    // "Inbox" stays on one line: the row's text grows by the font ratio itself.
    let inbox = (big[0].height - insets) / (small[0].height - insets)
    #expect(abs(inbox / ratio - 1) < 0.03, "Inbox × \(inbox)")
    // "Receipts and invoices from last year" wraps at 53 points: several lines.
    #expect(big[3].height > 3 * (big[0].height - insets))
  }

  @Test("At the largest size no self-sized title is truncated", arguments: [large, largest])
  func nothingTruncated(_ category: String) throws {
    let pipeline = try Self.pipeline("dynamic-type-list.json", category)
    let nodes = Self.textNodes(pipeline.displayList(at: pipeline.viewport()).nodes)
    #expect(nodes.count == 5)
    for node in nodes {
      #expect(TextLayout().linesShown(for: node) == Self.fullLineCount(node), "\(node.text) at \(category)")
    }
  }

  @Test("In the fixed-size grid the largest size truncates, as UILabel does")
  func fixedGridTruncates() throws {
    let small = try Self.pipeline("dynamic-type-grid.json", Self.large)
    let big = try Self.pipeline("dynamic-type-grid.json", Self.largest)
    #expect(Self.itemFrames(small) == Self.itemFrames(big), "fixed cells keep their size")
    let smallNodes = Self.textNodes(small.displayList(at: small.viewport()).nodes)
    #expect(smallNodes.allSatisfy { TextLayout().linesShown(for: $0) == Self.fullLineCount($0) })
    let bigNodes = Self.textNodes(big.displayList(at: big.viewport()).nodes)
    let cut = bigNodes.filter { TextLayout().linesShown(for: $0) < Self.fullLineCount($0) }
    #expect(cut.count >= 3, "\(cut.map(\.text))")
    // The lines shown fit the label: 53-point lines are 61.7 points tall, two fit in 124.
    for node in bigNodes {
      let shown = TextLayout().linesShown(for: node)
      #expect(Double(shown) * 53 * 1.16 <= node.frame.height + 0.5, "\(node.text): \(shown) lines")
    }
  }
}
