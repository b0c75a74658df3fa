import CollectionLayout
import Geometry
import Testing

/// Short names for the model, so that test layouts read like their UIKit originals.
typealias CLItem = CompositionalLayout.Item
typealias CLGroup = CompositionalLayout.Group
typealias CLSection = CompositionalLayout.Section
typealias CLBoundary = CompositionalLayout.BoundarySupplementaryItem
typealias CLSupplementary = CompositionalLayout.SupplementaryItem
typealias CLDecoration = CompositionalLayout.DecorationItem
typealias CLConfiguration = CompositionalLayout.Configuration

/// `LayoutSize(widthDimension: width, heightDimension: height)`.
func layoutSize(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: width, heightDimension: height)
}

/// A rectangle from its four numbers.
func xywh(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Prepares `layout` for sections with the given item counts (and measured sizes by section).
func prepareCompositional(
  _ layout: CompositionalLayout, items counts: [Int], width: Double = 375, height: Double = 667,
  scale: Double = 1, contentInset: EdgeInsets = .zero, measured: [Int: [Size]] = [:]
) -> PreparedCompositionalLayout {
  let sections = counts.enumerated().map { index, count in
    LayoutContent.Section(itemCount: count, itemSizes: measured[index])
  }
  return layout.prepareCompositional(
    LayoutContent(sections: sections),
    in: LayoutEnvironment(
      boundsSize: Size(width: width, height: height), contentInset: contentInset, scale: scale))
}

extension PreparedCompositionalLayout {
  /// A viewport of the environment's size and inset at the given content offset.
  func viewport(x: Double = 0, y: Double = 0) -> Viewport {
    Viewport(
      contentOffset: Point(x: x, y: y), size: environment.boundsSize, contentInset: environment.contentInset)
  }

  /// The frame of a cell, or `nil` when it does not exist.
  func cellFrame(_ item: Int, section: Int = 0) -> Rect? {
    layoutAttributesForItem(at: ElementIndexPath(item: item, section: section), viewport: viewport())?.frame
  }

  /// The frames of the first `count` cells of `section`.
  func cellFrames(_ count: Int, section: Int = 0) -> [Rect?] {
    (0..<count).map { cellFrame($0, section: section) }
  }

  /// A supplementary view's attributes at `viewport` (the resting one by default).
  func supplementary(
    _ kind: ElementKind, item: Int = 0, section: Int = 0, viewport: Viewport? = nil
  ) -> LayoutAttributes? {
    layoutAttributesForSupplementaryView(
      ofKind: kind, at: ElementIndexPath(item: item, section: section), viewport: viewport ?? self.viewport())
  }

  /// A decoration view's attributes.
  func decoration(_ kind: ElementKind, section: Int = 0) -> LayoutAttributes? {
    layoutAttributesForDecorationView(
      ofKind: kind, at: ElementIndexPath(item: 0, section: section), viewport: viewport())
  }

  /// Every element, gathered one by one through the single-element lookups: the set a rect
  /// query must filter. `kinds` lists every supplementary kind the layout may use.
  func everyElementByLookup(
    itemCounts: [Int], supplementaryKinds kinds: [ElementKind], decorationKinds: [ElementKind],
    viewport: Viewport
  ) -> Set<LayoutAttributes> {
    var all = Set<LayoutAttributes>()
    for (section, count) in itemCounts.enumerated() {
      for item in 0..<count {
        let path = ElementIndexPath(item: item, section: section)
        if let cell = layoutAttributesForItem(at: path, viewport: viewport) { all.insert(cell) }
        for kind in kinds {
          if let view = layoutAttributesForSupplementaryView(ofKind: kind, at: path, viewport: viewport) {
            all.insert(view)
          }
        }
      }
      let path = ElementIndexPath(item: 0, section: section)
      for kind in kinds {
        if let view = layoutAttributesForSupplementaryView(ofKind: kind, at: path, viewport: viewport) {
          all.insert(view)
        }
      }
      for kind in decorationKinds {
        if let view = layoutAttributesForDecorationView(ofKind: kind, at: path, viewport: viewport) {
          all.insert(view)
        }
      }
    }
    return all
  }
}

/// Every supplementary kind a layout definition mentions (boundary, item and group views).
func supplementaryKinds(of layout: CompositionalLayout) -> [ElementKind] {
  var kinds = Set(layout.configuration.boundarySupplementaryItems.map(\.elementKind))
  func collect(_ subitem: CompositionalLayout.Subitem) {
    switch subitem {
    case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.elementKind))
    case .group(let group):
      kinds.formUnion(group.supplementaryItems.map(\.elementKind))
      group.subitems.forEach(collect)
    }
  }
  var sections: [CompositionalLayout.Section] = []
  switch layout.sectionProvider {
  case .uniform(let section): sections = [section]
  case .perSection(let list): sections = list.compactMap { $0 }
  }
  for section in sections {
    kinds.formUnion(section.boundarySupplementaryItems.map(\.elementKind))
    collect(.group(section.group))
  }
  return kinds.sorted()
}

/// Every decoration kind a layout definition mentions.
func decorationKinds(of layout: CompositionalLayout) -> [ElementKind] {
  switch layout.sectionProvider {
  case .uniform(let section): section.decorationItems.map(\.elementKind)
  case .perSection(let list): Array(Set(list.compactMap { $0 }.flatMap { $0.decorationItems.map(\.elementKind) }))
  }
}
