import CollectionLayout
import Geometry

extension Scene {
  /// What the layout may know of the data: counts, delegate sizes and per-section metrics —
  /// never titles or colours.
  public var layoutContent: LayoutContent {
    let defaultSize = layout.defaultItemSize
    return LayoutContent(
      sections: sections.map { section in
        // The delegate's sizeForItemAt answers for every item: items without a size get the
        // layout's item size, exactly as a delegate returning `layout.itemSize` would.
        let sizes: [Size]?
        if section.items.containsSizes {
          var all = section.items.sizes(default: defaultSize)
          all.append(contentsOf: repeatElement(defaultSize, count: section.itemCount - section.items.count))
          sizes = all
        } else {
          sizes = nil
        }
        return LayoutContent.Section(
          itemCount: section.itemCount, itemSizes: sizes, metrics: section.metrics,
          listRows: section.listRows)
      })
  }
}

extension SectionData {
  /// ``rowSeparators`` as the layout reads them: one entry per item up to the last row that has
  /// one (rows past the end use the list's configuration), or nil when there are none.
  public var listRows: [ListRowSeparator]? {
    guard let last = rowSeparators.keys.max() else { return nil }
    var rows = [ListRowSeparator](repeating: ListRowSeparator(), count: last + 1)
    for (item, row) in rowSeparators { rows[item] = row }
    return rows
  }
}
