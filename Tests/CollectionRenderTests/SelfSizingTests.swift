import Foundation
import Testing

@testable import CollectionRender

/// Estimated compositional items take their measured size through the one pipeline.
@Suite struct SelfSizingTests {
  typealias Layout = CompositionalLayout

  /// A list 300 wide: rows fractionalWidth 1 × estimated 44, spacing 10, no insets.
  static func scene(items: [ItemData], scale: Double = 2, estimated: Bool = true) -> Scene {
    let height: LayoutDimension = estimated ? .estimated(44) : .absolute(44)
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
    var section = Layout.Section(group: .horizontal(layoutSize: size, subitems: [Layout.Item(layoutSize: size)]))
    section.interGroupSpacing = 10
    var style = Style()
    style.cell.titleLabel.numberOfLines = 0
    style.cell.titleLabel.insets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    return Scene(
      bounds: Size(width: 300, height: 600), scale: scale, layout: CompositionalLayout(section: section),
      sections: [SectionData(items: items)], style: style)
  }

  func frames(_ scene: Scene) -> [Rect] {
    let pipeline = Pipeline(scene: scene)
    return (0..<scene.sections[0].itemCount).map {
      pipeline.prepared.layoutAttributesForItem(
        at: ElementIndexPath(item: $0, section: 0), viewport: scene.viewport)!.frame
    }
  }

  @Test func rowsTakeTheirTitlesHeight() {
    let long = String(repeating: "Words that wrap across the row. ", count: 6)
    let scene = Self.scene(items: [ItemData(title: "One"), ItemData(title: long), ItemData(title: "Two")])
    let frames = frames(scene)
    let font = scene.style.cell.titleLabel.font
    let measure = PangoTextMeasure()
    // Each row: the title wrapped at 300 − 40 points, plus 20 of insets, rounded up to ½ point.
    for (index, title) in ["One", long, "Two"].enumerated() {
      let text = measure.measure(title, font: font, width: 260, maximumLines: 0)
      let expected = ((text.height + 20) * 2).rounded(.up) / 2
      #expect(frames[index].height == expected, "row \(index)")
      #expect(frames[index].width == 300)
    }
    #expect(frames[1].height > 3 * frames[0].height)
    // Following rows move: each starts 10 below the previous one's end.
    #expect(frames[1].minY == frames[0].maxY + 10)
    #expect(frames[2].minY == frames[1].maxY + 10)
  }

  @Test func anItemsOwnSizeWinsAndUntitledItemsKeepTheEstimate() {
    let scene = Self.scene(items: [
      ItemData(title: "Sized", size: Size(width: 300, height: 120)), ItemData(title: nil), ItemData(title: "x"),
    ])
    let frames = frames(scene)
    #expect(frames[0].height == 120)
    #expect(frames[1].height == 44)
    #expect(frames[2].height < 44 && frames[2].height > 20)
  }

  @Test func estimatedHeadersTakeTheirTitlesHeight() throws {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    var section = Layout.Section(group: .horizontal(layoutSize: size, subitems: [Layout.Item(layoutSize: size)]))
    var header = Layout.BoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      elementKind: "header", alignment: .top)
    header.contentInsets = EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)
    section.boundarySupplementaryItems = [header]
    var style = Style()
    style.header.titleLabel.numberOfLines = 0
    style.header.titleLabel.insets = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    let long = String(repeating: "A header long enough to wrap. ", count: 5)
    let scene = Scene(
      bounds: Size(width: 300, height: 600), scale: 2, layout: CompositionalLayout(section: section),
      sections: [
        SectionData(itemCount: 1, header: SupplementaryData(title: long)),
        SectionData(itemCount: 1, header: SupplementaryData(title: nil)),
      ], style: style)
    let pipeline = Pipeline(scene: scene)
    let measure = PangoTextMeasure()
    let text = measure.measure(long, font: style.header.titleLabel.font, width: 268, maximumLines: 0)
    let expected = ((text.height + 20) * 2).rounded(.up) / 2
    let first = try #require(
      pipeline.prepared.layoutAttributesForSupplementaryView(
        ofKind: "header", at: ElementIndexPath(item: 0, section: 0), viewport: scene.viewport))
    // The view is the measured height; its box adds the item's content insets (2 + 2).
    #expect(first.frame == Rect(x: 0, y: 2, width: 300, height: expected))
    #expect(expected > 80)
    let cell = try #require(
      pipeline.prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: scene.viewport))
    #expect(cell.frame.minY == expected + 4)
    // A header without a title keeps its estimate.
    let second = try #require(
      pipeline.prepared.layoutAttributesForSupplementaryView(
        ofKind: "header", at: ElementIndexPath(item: 0, section: 1), viewport: scene.viewport))
    #expect(second.frame.height == 40)
  }

  @Test func absoluteSizesAreNotMeasured() {
    let long = String(repeating: "Long text. ", count: 30)
    let frames = frames(Self.scene(items: [ItemData(title: long)], estimated: false))
    #expect(frames[0].height == 44)
  }

  /// Counts the titles it is asked to measure.
  final class CountingMeasure: TextMeasuring {
    var titles: [String] = []
    func measure(_ text: String, font: FontDescription) -> Size {
      titles.append(text)
      return Size(width: 50, height: 17)
    }
  }

  @Test func itemsWithTheirOwnSizeAreNotMeasured() {
    // 100,000 sized items and one without a size: only that one is measured (on one line and
    // wrapped), and the sized ones keep their sizes.
    var items = (0..<100_000).map {
      ItemData(title: "Photo \($0)", size: Size(width: 300, height: Double(50 + $0 % 7)))
    }
    items.insert(ItemData(title: "Measured"), at: 70_000)
    let scene = Self.scene(items: items)
    let measure = CountingMeasure()
    let prepared = SelfSizing.prepare(scene, measure: measure)
    #expect(measure.titles == ["Measured", "Measured"])
    let frame = { (item: Int) in
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0), viewport: scene.viewport)!.frame
    }
    #expect(frame(69_999).height == Double(50 + 69_999 % 7))
    #expect(frame(70_000).height == 37)  // 17 measured + 20 of insets
    #expect(frame(70_001).height == Double(50 + 70_000 % 7))
  }
}
