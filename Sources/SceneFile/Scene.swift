import CollectionLayout
import Geometry

/// A decoded, validated scene file: what to lay out, how, at what bounds and offset, and how it
/// looks. Every number in it has been checked (finite, in range), so later stages never trap.
public struct Scene: Hashable, Sendable {
  /// The collection view's bounds size in points.
  public var bounds: Size
  /// UIKit's `contentOffset`: the content point at the top-left of the bounds.
  public var contentOffset: Point
  /// UIKit's `adjustedContentInset`.
  public var contentInset: EdgeInsets
  /// Pixels per point.
  public var scale: Double
  /// The layout and its configuration.
  public var layout: LayoutSpec
  /// The data: sections of items with optional headers and footers.
  public var sections: [SectionData]
  /// Colours, borders and fonts.
  public var style: Style

  public init(
    bounds: Size, contentOffset: Point = .zero, contentInset: EdgeInsets = .zero, scale: Double = 1,
    layout: LayoutSpec = .flow(FlowLayout()), sections: [SectionData], style: Style = Style()
  ) {
    self.bounds = bounds
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.scale = scale
    self.layout = layout
    self.sections = sections
    self.style = style
  }

  /// The viewport the scene shows.
  public var viewport: Viewport {
    Viewport(contentOffset: contentOffset, size: bounds, contentInset: contentInset)
  }

  /// The environment the layout is prepared in.
  public var layoutEnvironment: LayoutEnvironment {
    LayoutEnvironment(boundsSize: bounds, contentInset: contentInset, scale: scale)
  }

  /// Looks up an item's data.
  public func item(at indexPath: IndexPath) -> ItemData? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    return sections[indexPath.section].item(at: indexPath.item, section: indexPath.section)
  }
}

/// One section's data.
public struct SectionData: Hashable, Sendable {
  /// The number of items (at least `items.count`).
  public var itemCount: Int
  /// Items given one by one; items past their end are generated from `itemTitleFormat`.
  public var items: [ItemData]
  /// A title template for generated items: `{item}` is the 0-based index, `{number}` the 1-based
  /// one, `{section}` the section index. `nil` gives untitled items.
  public var itemTitleFormat: String?
  public var header: SupplementaryData?
  public var footer: SupplementaryData?
  /// Per-section layout overrides (the flow delegate's per-section methods).
  public var metrics: SectionMetrics

  public init(
    itemCount: Int? = nil, items: [ItemData] = [], itemTitleFormat: String? = nil,
    header: SupplementaryData? = nil, footer: SupplementaryData? = nil,
    metrics: SectionMetrics = SectionMetrics()
  ) {
    self.itemCount = max(itemCount ?? items.count, items.count)
    self.items = items
    self.itemTitleFormat = itemTitleFormat
    self.header = header
    self.footer = footer
    self.metrics = metrics
  }

  /// The item at `index` of section number `section`, or `nil` past the end.
  public func item(at index: Int, section: Int) -> ItemData? {
    guard index >= 0, index < itemCount else { return nil }
    if index < items.count { return items[index] }
    return ItemData(title: itemTitleFormat.map { Self.expand($0, item: index, section: section) })
  }

  static func expand(_ format: String, item: Int, section: Int) -> String {
    format.replacingAll("{item}", with: String(item))
      .replacingAll("{number}", with: String(item + 1))
      .replacingAll("{section}", with: String(section))
  }
}

/// One item's data.
public struct ItemData: Hashable, Sendable {
  public var title: String?
  /// The size the delegate's `sizeForItemAt` returns; `nil` uses the layout's item size.
  public var size: Size?
  public var isSelected: Bool
  public var isHighlighted: Bool

  public init(title: String? = nil, size: Size? = nil, isSelected: Bool = false, isHighlighted: Bool = false) {
    self.title = title
    self.size = size
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
  }
}

/// A header's or footer's data.
public struct SupplementaryData: Hashable, Sendable {
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard contains(target) else { return self }
    return components(separatedBy: target).joined(separator: replacement)
  }

  /// Splits on `separator` without Foundation.
  func components(separatedBy separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(self)
    while let range = rest.firstRange(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
