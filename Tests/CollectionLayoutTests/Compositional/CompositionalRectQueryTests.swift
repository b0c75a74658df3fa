import CollectionLayout
import Geometry
import Testing

/// Rect queries return exactly the elements UIKit's rule admits — the rect clipped to the
/// content, then the section's frame, then the group's box, then the element's frame (pinned
/// for the viewport, moved by the orthogonal offsets), each meeting the rect; backgrounds by
/// their section's frame — checked against every element looked up one by one, in the
/// documented order.
@Suite("Compositional layout — rect queries")
struct CompositionalRectQueryTests {
  /// Seven sections exercising every storage and search path: a repeated grid with badges,
  /// group views, pinned boundary views and a background; an orthogonal strip; a measured
  /// (per-group) section; a placeholder; overlapping groups (negative spacing, so reaches are
  /// not monotone); an empty section; a measured orthogonal strip. Plus layout-wide views.
  static func kitchenSink(_ direction: CompositionalLayout.ScrollDirection) -> CompositionalLayout {
    var badge = CLSupplementary(
      layoutSize: layoutSize(.absolute(11.3), .absolute(9.7)), elementKind: "badge",
      containerAnchor: CompositionalLayout.Anchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
    badge.zIndex = 4
    var gridItem = CLItem(
      layoutSize: layoutSize(.fractionalWidth(0.31), .fractionalHeight(1)), supplementaryItems: [badge])
    gridItem.contentInsets = EdgeInsets(top: 1.5, leading: 2.25, bottom: 3, trailing: 0.75)
    var tall = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.45)))
    tall.edgeSpacing = CompositionalLayout.EdgeSpacing(leading: nil, top: .flexible(2), trailing: nil, bottom: nil)
    let column = CLGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)), subitems: [tall])
    var row = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(0.97), .absolute(57.3)), subitems: [gridItem, column])
    row.interItemSpacing = .fixed(3.3)
    row.contentInsets = EdgeInsets(top: 2, leading: 1, bottom: 2, trailing: 1)
    row.supplementaryItems = [
      CLSupplementary(
        layoutSize: layoutSize(.absolute(20), .absolute(6)), elementKind: "rowLabel",
        containerAnchor: CompositionalLayout.Anchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 0, y: 4)))
    ]
    var header = CLBoundary(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(21.5)), elementKind: .header, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    var footer = CLBoundary(
      layoutSize: layoutSize(.fractionalWidth(0.6), .absolute(13.1)), elementKind: .footer, alignment: .bottomTrailing)
    footer.pinToVisibleBounds = true
    var grid = CLSection(group: row)
    grid.interGroupSpacing = 4.4
    grid.contentInsets = EdgeInsets(top: 3.3, leading: 7.7, bottom: 5.5, trailing: 2.2)
    grid.boundarySupplementaryItems = [header, footer]
    var background = CLDecoration.background(elementKind: "background")
    background.contentInsets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    grid.decorationItems = [background]

    let card = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
    var strip = CLSection(
      group: .horizontal(layoutSize: layoutSize(.fractionalWidth(0.72), .absolute(83.3)), subitems: [card]))
    strip.orthogonalScrollingBehavior = .groupPagingCentered
    strip.interGroupSpacing = 6.5
    strip.contentInsets = EdgeInsets(top: 4, leading: 13, bottom: 4, trailing: 13)
    strip.boundarySupplementaryItems = [header]

    var listItem = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(40)), supplementaryItems: [badge])
    listItem.contentInsets = EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
    let listRow = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(40)), subitems: [listItem])
    var list = CLSection(group: listRow)
    list.interGroupSpacing = 2.5
    list.boundarySupplementaryItems = [header, footer]

    var overlapping = CLSection(
      group: .horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
        subitems: [CLItem(layoutSize: layoutSize(.absolute(71.1), .absolute(30)))]))
    overlapping.interGroupSpacing = -12.25
    overlapping.decorationItems = [.background(elementKind: "background")]

    var empty = CLSection(group: row)
    empty.boundarySupplementaryItems = [header]
    empty.contentInsets = EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)

    let chip = CLItem(layoutSize: layoutSize(.estimated(50), .absolute(30)), supplementaryItems: [badge])
    var chips = CLGroup.horizontal(layoutSize: layoutSize(.estimated(100), .absolute(30)), subitems: [chip, chip])
    chips.interItemSpacing = .fixed(4)
    var chipStrip = CLSection(group: chips)
    chipStrip.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    chipStrip.interGroupSpacing = 8

    var configuration = CLConfiguration()
    configuration.scrollDirection = direction
    configuration.interSectionSpacing = 9.25
    var globalHeader = CLBoundary(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(17)), elementKind: "globalHeader", alignment: .top)
    globalHeader.pinToVisibleBounds = true
    configuration.boundarySupplementaryItems = [
      globalHeader,
      CLBoundary(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(12)), elementKind: "globalFooter", alignment: .bottom),
    ]
    return CompositionalLayout(
      sections: [grid, strip, list, nil, overlapping, empty, chipStrip], configuration: configuration)
  }

  static let counts = [157, 23, 41, 5, 37, 0, 19]

  static func measured(using rng: inout SeededGenerator) -> [Int: [Size]] {
    [
      2: (0..<41).map { _ in Size(width: 180, height: Double.random(in: 10...90, using: &rng).rounded()) },
      6: (0..<19).map { _ in Size(width: Double.random(in: 20...140, using: &rng).rounded(), height: 30) },
    ]
  }

  static func prepared(_ direction: CompositionalLayout.ScrollDirection, seed: UInt64) -> PreparedCompositionalLayout {
    var rng = SeededGenerator(seed: seed)
    let layout = kitchenSink(direction)
    #expect(throws: Never.self) { try layout.validate() }
    return prepareCompositional(
      layout, items: counts, width: 333.3, height: 411.1, scale: 3,
      contentInset: EdgeInsets(top: 7, left: 3, bottom: 5, right: 2), measured: measured(using: &rng))
  }

  static func randomRects(
    for p: PreparedCompositionalLayout, elements: [LayoutAttributes], count: Int, using rng: inout SeededGenerator
  ) -> [Rect] {
    let content = p.contentSize
    var rects: [Rect] = []
    for index in 0..<count {
      switch index % 4 {
      case 0, 1:
        let w = Double.random(in: 0...(content.width / 2), using: &rng)
        let h = Double.random(in: 0...(content.height / 3), using: &rng)
        let x = Double.random(in: -300...(content.width + 50), using: &rng)
        let y = Double.random(in: -300...(content.height + 50), using: &rng)
        rects.append(Rect(x: x, y: y, width: index % 8 == 1 ? 0 : w, height: h))
      default:
        // Edges exactly on the edges of two random elements.
        guard let a = elements.randomElement(using: &rng)?.frame, let b = elements.randomElement(using: &rng)?.frame
        else { continue }
        let x0 = Swift.min(a.maxX, b.minX)
        let y0 = Swift.min(a.maxY, b.minY)
        rects.append(
          Rect(x: x0, y: y0, width: Swift.max(a.maxX, b.minX) - x0, height: Swift.max(a.maxY, b.minY) - y0))
      }
    }
    return rects
  }

  @Test(arguments: [CompositionalLayout.ScrollDirection.vertical, .horizontal])
  func queriesMatchBruteForce(direction: CompositionalLayout.ScrollDirection) {
    let base = Self.prepared(direction, seed: 7)
    let layout = base.layout
    let kinds = supplementaryKinds(of: layout)
    let decorations = ["background" as ElementKind]
    var rng = SeededGenerator(seed: direction == .vertical ? 11 : 12)
    for round in 0..<24 {
      // Random orthogonal offsets (sometimes none, sometimes past the ends) and viewports.
      var offsets: [Int: Double] = [:]
      if round % 3 != 0 {
        for section in [1, 6] {
          let maximum = base.orthogonalScrollInfo(forSection: section)?.maximumOffset ?? 0
          offsets[section] = Double.random(in: -60...(maximum + 60), using: &rng)
        }
      }
      let p = base.withOrthogonalOffsets(offsets)
      let viewport = p.viewport(
        x: Double.random(in: -50...(p.contentSize.width + 50), using: &rng),
        y: Double.random(in: -50...(p.contentSize.height + 50), using: &rng))
      let all = p.everyElementByLookup(
        itemCounts: Self.counts, supplementaryKinds: kinds, decorationKinds: decorations, viewport: viewport)
      let everything = p.layoutAttributesForElements(in: .everything, viewport: viewport)
      #expect(
        Set(everything) == Self.admitted(all, rect: .everything, in: p, viewport: viewport),
        "round \(round): the whole-content query differs from the lookups")
      #expect(everything.count == Set(everything).count, "round \(round): duplicates")
      for rect in Self.randomRects(for: p, elements: everything, count: 40, using: &rng) {
        let found = p.layoutAttributesForElements(in: rect, viewport: viewport)
        let expected = Self.admitted(all, rect: rect, in: p, viewport: viewport)
        #expect(Set(found) == expected, "round \(round): rect \(rect)")
        #expect(found.count == expected.count, "round \(round): duplicates in \(rect)")
        Self.checkOrder(found)
      }
    }
  }

  /// The elements of `all` a query of `rect` must answer, by UIKit's rule written out element
  /// by element (docs/compositional-layout.md, "Rect queries").
  static func admitted(
    _ all: Set<LayoutAttributes>, rect: Rect, in p: PreparedCompositionalLayout, viewport: Viewport
  ) -> Set<LayoutAttributes> {
    let content = Rect(origin: .zero, size: p.contentSize)
    guard let clipped = intersection(rect, content) else { return [] }
    let hasArea = clipped.width > 0 && clipped.height > 0
    let vertical = p.layout.configuration.scrollDirection == .vertical
    return all.filter { attributes in
      guard let containers = p.queryContainers(of: attributes.element, viewport: viewport) else {
        return hasArea && attributes.frame.overlaps(clipped)  // a layout-wide view
      }
      if attributes.element.category == .decoration { return containers.section.intersects(clipped) }
      // A section that scrolls across limits the rect along the scroll axis only.
      var limit = containers.section
      if p.orthogonalScrollInfo(forSection: attributes.element.indexPath.section) != nil {
        limit =
          vertical
          ? Rect(x: rect.minX, y: limit.minY, width: rect.width, height: limit.height)
          : Rect(x: limit.minX, y: rect.minY, width: limit.width, height: rect.height)
      }
      let source = p.orthogonalScrollInfo(forSection: attributes.element.indexPath.section) != nil ? rect : clipped
      guard hasArea, let inSection = intersection(source, limit), inSection.width > 0, inSection.height > 0
      else { return false }
      guard let group = containers.group else { return attributes.frame.overlaps(inSection) }
      guard group.overlaps(inSection) else { return false }
      if attributes.element.category == .cell {
        return intersection(attributes.frame, group)?.overlaps(inSection) ?? false
      }
      return attributes.frame.overlaps(inSection)
    }
  }

  /// `a ∩ b` when they meet (touching included), else `nil`.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    guard a.intersects(b) else { return nil }
    let x = Swift.max(a.minX, b.minX)
    let y = Swift.max(a.minY, b.minY)
    return Rect(x: x, y: y, width: Swift.min(a.maxX, b.maxX) - x, height: Swift.min(a.maxY, b.maxY) - y)
  }

  /// Cells first, then supplementary views, then decorations; cells in index-path order.
  static func checkOrder(_ attributes: [LayoutAttributes]) {
    let rank: (ElementCategory) -> Int = { [.cell: 0, .supplementary: 1, .decoration: 2][$0]! }
    let categories = attributes.map { rank($0.element.category) }
    #expect(categories == categories.sorted(), "categories out of order")
    let cells = attributes.filter { $0.element.category == .cell }.map(\.element.indexPath)
    #expect(cells == cells.sorted(), "cells out of index order")
  }

  /// The pieces the kitchen sink is meant to contain are really there (so the brute-force
  /// comparison is not vacuous).
  @Test func kitchenSinkHasEveryKindOfElement() {
    let p = Self.prepared(.vertical, seed: 7)
    let all = p.layoutAttributesForElements(in: .everything, viewport: p.viewport())
    let kinds = Set(all.compactMap(\.element.kind))
    #expect(kinds == ["badge", "rowLabel", .header, .footer, "background", "globalHeader", "globalFooter"])
    #expect(p.orthogonalScrollInfo(forSection: 1) != nil)
    #expect(p.orthogonalScrollInfo(forSection: 6) != nil)
    #expect(p.cellFrame(0, section: 3) == nil)
    #expect(all.filter { $0.element.category == .cell }.count == 157 + 23 + 41 + 37 + 19)
  }
}
