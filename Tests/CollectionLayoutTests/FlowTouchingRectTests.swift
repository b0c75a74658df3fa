import CollectionLayout
import Geometry
import Testing

/// A flow rect query returns the rows (and headers and footers) that only touch the rect, as
/// UIKit's flow layout does: asked for one row's frame in a grid without line spacing, it also
/// returns the rows just above and below (AlignedCollectionViewFlowLayout issue #12, confirmed by
/// its maintainer: https://github.com/mischa-hildebrand/AlignedCollectionViewFlowLayout/issues/12).
@Suite("Flow layout — rects that only touch a row")
struct FlowTouchingRectTests {
  /// Both scroll directions, through the grid path (one item size) and the per-item path.
  static let shapes: [(FlowLayout.ScrollDirection, Bool)] = [
    (.vertical, false), (.vertical, true), (.horizontal, false), (.horizontal, true),
  ]

  /// 8 items, 50 pt thick lines with no spacing, 2 items per line in a 100 pt dimension: line k
  /// (items 2k and 2k + 1) spans 50k … 50k + 50 on the scroll axis, after a 20 pt header; a
  /// 10 pt footer ends the section at 230. On the per-item path the items are 50 and 40 along
  /// the line, so the sizes are not uniform; every line is still 50 thick.
  static func prepared(_ direction: FlowLayout.ScrollDirection, perItem: Bool) -> PreparedFlowLayout {
    let layout = FlowLayout(
      scrollDirection: direction, itemSize: size(50, 50), minimumInteritemSpacing: 0,
      minimumLineSpacing: 0, headerReferenceSize: size(20, 20), footerReferenceSize: size(10, 10))
    let narrow = direction == .vertical ? size(40, 50) : size(50, 40)
    let section =
      perItem ? sized((0..<8).map { $0 % 2 == 0 ? size(50, 50) : narrow }) : uniform(8)
    return prepareFlow(layout, [section], width: 100, height: 100)
  }

  /// The rect from `scroll` to `scroll + extent` on the scroll axis, across the whole line.
  static func band(_ direction: FlowLayout.ScrollDirection, from scroll: Double, extent: Double) -> Rect {
    direction == .vertical
      ? Rect(x: 0, y: scroll, width: 100, height: extent)
      : Rect(x: scroll, y: 0, width: extent, height: 100)
  }

  static func elements(_ p: PreparedFlowLayout, in rect: Rect) -> [ElementID] {
    p.layoutAttributesForElements(in: rect, viewport: p.restingViewport).map(\.element)
  }

  static func cells(_ items: ClosedRange<Int>) -> [ElementID] {
    items.map { .cell(ElementIndexPath(item: $0, section: 0)) }
  }

  @Test(arguments: shapes)
  func theLinesAreWhereTheCasesSay(direction: FlowLayout.ScrollDirection, perItem: Bool) {
    let p = Self.prepared(direction, perItem: perItem)
    for item in 0..<8 {
      let frame = p.cell(item)
      let scroll = direction == .vertical ? frame.minY : frame.minX
      let thickness = direction == .vertical ? frame.height : frame.width
      #expect(scroll == 20 + 50 * Double(item / 2) && thickness == 50, "item \(item): \(frame)")
    }
    #expect(p.contentSize == (direction == .vertical ? size(100, 230) : size(230, 100)))
  }

  @Test(arguments: shapes)
  func aRectBelowALineReturnsIt(direction: FlowLayout.ScrollDirection, perItem: Bool) {
    // Line 1 ends at 120, where the rect starts: it touches from below. Line 2 is inside.
    let p = Self.prepared(direction, perItem: perItem)
    let rect = Self.band(direction, from: 120, extent: 25)
    #expect(Self.elements(p, in: rect) == Self.cells(2...5))
    // Positive area alone would leave line 1 out.
    #expect(p.allLayoutAttributes(viewport: p.restingViewport).filter { $0.frame.overlaps(rect) }.count == 2)
  }

  @Test(arguments: shapes)
  func aRectAboveALineReturnsIt(direction: FlowLayout.ScrollDirection, perItem: Bool) {
    // The rect ends at 170, where line 3 starts: it touches from above. Line 2 is inside.
    let p = Self.prepared(direction, perItem: perItem)
    #expect(Self.elements(p, in: Self.band(direction, from: 145, extent: 25)) == Self.cells(4...7))
  }

  @Test(arguments: shapes)
  func aLinesOwnFrameAlsoReturnsTheLinesAroundIt(direction: FlowLayout.ScrollDirection, perItem: Bool) {
    // The case of issue #12: line 1's frame (70 … 120) meets line 0 at 70 and line 2 at 120.
    let p = Self.prepared(direction, perItem: perItem)
    #expect(Self.elements(p, in: Self.band(direction, from: 70, extent: 50)) == Self.cells(0...5))
    // A zero-thickness rect on the border of lines 2 and 3 touches both.
    #expect(Self.elements(p, in: Self.band(direction, from: 170, extent: 0)) == Self.cells(4...7))
  }

  @Test(arguments: shapes)
  func headersAndFootersThatOnlyTouchAreReturned(direction: FlowLayout.ScrollDirection, perItem: Bool) {
    // The header spans 0 … 20 and the footer 220 … 230. A rect ending at 0 touches only the
    // header; one starting at 230 only the footer; one from 20 to 220 both, and every line.
    let p = Self.prepared(direction, perItem: perItem)
    let header = ElementID.supplementary(.header, ElementIndexPath(item: 0, section: 0))
    let footer = ElementID.supplementary(.footer, ElementIndexPath(item: 0, section: 0))
    #expect(Self.elements(p, in: Self.band(direction, from: -10, extent: 10)) == [header])
    #expect(Self.elements(p, in: Self.band(direction, from: 230, extent: 10)) == [footer])
    #expect(Self.elements(p, in: Self.band(direction, from: 20, extent: 200)) == Self.cells(0...7) + [header, footer])
    // Just past the edges: nothing.
    #expect(Self.elements(p, in: Self.band(direction, from: -10, extent: 9.5)).isEmpty)
    #expect(Self.elements(p, in: Self.band(direction, from: 230.5, extent: 10)).isEmpty)
  }

  @Test(arguments: shapes)
  func aRectTouchingACellAlongTheLineReturnsIt(direction: FlowLayout.ScrollDirection, perItem: Bool) {
    // Across the scroll axis the rule is the same: a rect that starts where a cell ends along
    // the line, or ends where it starts, returns that cell.
    let p = Self.prepared(direction, perItem: perItem)
    for item in 0..<8 {
      let frame = p.cell(item)
      let after =
        direction == .vertical
        ? Rect(x: frame.maxX, y: frame.midY, width: 5, height: 1)
        : Rect(x: frame.midX, y: frame.maxY, width: 1, height: 5)
      let before =
        direction == .vertical
        ? Rect(x: frame.minX - 5, y: frame.midY, width: 5, height: 1)
        : Rect(x: frame.midX, y: frame.minY - 5, width: 1, height: 5)
      #expect(Self.elements(p, in: after).contains(.cell(ElementIndexPath(item: item, section: 0))), "item \(item)")
      #expect(Self.elements(p, in: before).contains(.cell(ElementIndexPath(item: item, section: 0))), "item \(item)")
    }
  }
}
