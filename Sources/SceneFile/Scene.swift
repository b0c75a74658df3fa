import CollectionLayout
import DisplayList
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
  /// The delegate's `shouldHighlightItemAt` for items and sections that do not say (default
  /// true). No highlight means no selection either (see ``ItemPresentation``).
  public var shouldHighlight: Bool
  /// The delegate's `shouldSelectItemAt` for items and sections that do not say (default true).
  public var shouldSelect: Bool
  /// A cell's edit menu (the long-press callout), shown above everything; nil for none.
  public var menu: EditMenu?
  /// Draw the whole content with the viewport outlined instead of the viewport alone; nil for
  /// the normal view.
  public var overview: Overview?

  public init(
    bounds: Size, contentOffset: Point = .zero, contentInset: EdgeInsets = .zero, scale: Double = 1,
    layout: LayoutSpec = .flow(FlowLayout()), sections: [SectionData], style: Style = Style(),
    shouldHighlight: Bool = true, shouldSelect: Bool = true, menu: EditMenu? = nil, overview: Overview? = nil
  ) {
    self.bounds = bounds
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.scale = scale
    self.layout = layout
    self.sections = sections
    self.style = style
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
    self.menu = menu
    self.overview = overview
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

  /// How the item shows: its state after the delegate's rules, and its cell style (its own, or
  /// the scene's).
  public func presentation(of item: ItemData, section: Int) -> ItemPresentation {
    let sectionData = sections.indices.contains(section) ? sections[section] : nil
    let canHighlight = item.shouldHighlight ?? sectionData?.shouldHighlight ?? shouldHighlight
    let canSelect = item.shouldSelect ?? sectionData?.shouldSelect ?? shouldSelect
    return ItemPresentation(
      isHighlighted: item.isHighlighted && canHighlight,
      isSelected: item.isSelected && canHighlight && canSelect,
      style: item.style ?? style.cell)
  }
}

/// What an item shows after the delegate's rules, as the seed describes them:
///
/// - `shouldHighlight` false: the item can be neither highlighted nor selected (UIKit does not
///   even ask `shouldSelect`), so `highlighted` and `selected` show nothing;
/// - `shouldSelect` false: the item highlights but is not selected;
/// - both true (the default): `highlighted` and `selected` show as given.
///
/// `highlighted` and `selected` in a scene say what the user did (touching, tapping); the rules
/// say what the cell shows.
public struct ItemPresentation: Hashable, Sendable {
  public var isHighlighted: Bool
  public var isSelected: Bool
  public var style: CellStyle
}

/// The long-press edit menu (`UIMenuController`) over one item.
public struct EditMenu: Hashable, Sendable {
  /// Where the arrow points (`UIMenuController.arrowDirection`).
  public enum ArrowDirection: String, Hashable, Sendable, CaseIterable {
    /// Above the item pointing down, or below pointing up when there is no room above.
    case `default`
    /// Below the item, the arrow pointing up at it.
    case up
    /// Above the item, the arrow pointing down at it.
    case down
  }

  /// The item the menu points at.
  public var indexPath: IndexPath
  /// The menu items' titles, left to right.
  public var actions: [String]
  public var arrowDirection: ArrowDirection

  public init(indexPath: IndexPath, actions: [String] = ["Cut", "Copy", "Paste"], arrowDirection: ArrowDirection = .default) {
    self.indexPath = indexPath
    self.actions = actions
    self.arrowDirection = arrowDirection
  }
}

/// The overview render mode: the whole content, every element, the elements outside the viewport
/// dimmed and the viewport outlined (the seed's cell-reuse figure).
public struct Overview: Hashable, Sendable {
  /// Space around the content, in points.
  public var margin: Double
  /// The colour of that space (and of anything outside the scrollable area); nil is transparent.
  public var marginColor: Color?
  /// The opacity of elements outside the viewport (UIKit would have recycled their cells).
  public var offscreenAlpha: Double
  /// The viewport's outline.
  public var viewportColor: Color
  public var viewportWidth: Double

  public init(
    margin: Double = 24, marginColor: Color? = Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA),
    offscreenAlpha: Double = 0.35, viewportColor: Color = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30),
    viewportWidth: Double = 3
  ) {
    self.margin = margin
    self.marginColor = marginColor
    self.offscreenAlpha = offscreenAlpha
    self.viewportColor = viewportColor
    self.viewportWidth = viewportWidth
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
  public var itemTitleFormat: String? {
    get { itemTitleTemplate?.format }
    set { itemTitleTemplate = newValue.map(ItemTitleTemplate.init) }
  }
  /// `itemTitleFormat`, parsed once.
  private var itemTitleTemplate: ItemTitleTemplate?
  public var header: SupplementaryData?
  public var footer: SupplementaryData?
  /// Data for supplementary views of other kinds (a layout's own), by kind.
  public var supplementary: [String: SupplementaryData]
  /// Per-section layout overrides (the flow delegate's per-section methods).
  public var metrics: SectionMetrics
  /// The section's `shouldHighlight`/`shouldSelect` for items that do not say; nil: the scene's.
  public var shouldHighlight: Bool?
  public var shouldSelect: Bool?

  public init(
    itemCount: Int? = nil, items: [ItemData] = [], itemTitleFormat: String? = nil,
    header: SupplementaryData? = nil, footer: SupplementaryData? = nil,
    supplementary: [String: SupplementaryData] = [:], metrics: SectionMetrics = SectionMetrics(),
    shouldHighlight: Bool? = nil, shouldSelect: Bool? = nil
  ) {
    self.itemCount = max(itemCount ?? items.count, items.count)
    self.items = items
    self.itemTitleTemplate = itemTitleFormat.map(ItemTitleTemplate.init)
    self.header = header
    self.footer = footer
    self.supplementary = supplementary
    self.metrics = metrics
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
  }

  /// The data of the supplementary view of `kind` (header, footer or another kind).
  public func supplementaryData(ofKind kind: String) -> SupplementaryData? {
    switch kind {
    case "header": header
    case "footer": footer
    default: supplementary[kind]
    }
  }

  /// The item at `index` of section number `section`, or `nil` past the end.
  public func item(at index: Int, section: Int) -> ItemData? {
    guard index >= 0, index < itemCount else { return nil }
    if index < items.count { return items[index] }
    return ItemData(title: itemTitleTemplate?.expand(item: index, section: section))
  }
}

/// One item's data.
public struct ItemData: Hashable, Sendable {
  public var title: String?
  /// The size the delegate's `sizeForItemAt` returns; `nil` uses the layout's item size.
  public var size: Size?
  /// Whether the user tapped it (see ``ItemPresentation`` for what shows).
  public var isSelected: Bool
  /// Whether the user is touching it.
  public var isHighlighted: Bool
  /// The item's own cell style (its own image, colours, fonts); nil: the scene's.
  public var style: CellStyle?
  /// The item's `shouldHighlight`/`shouldSelect`; nil: the section's, else the scene's.
  public var shouldHighlight: Bool?
  public var shouldSelect: Bool?
  /// The item's identity for animated updates (a timeline's `update` segment matches items by
  /// `id`, then title, then position); a number in the file is kept as its text.
  public var id: String?

  public init(
    title: String? = nil, size: Size? = nil, isSelected: Bool = false, isHighlighted: Bool = false,
    style: CellStyle? = nil, shouldHighlight: Bool? = nil, shouldSelect: Bool? = nil, id: String? = nil
  ) {
    self.id = id
    self.title = title
    self.size = size
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.style = style
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
  }
}

/// A header's or footer's data.
public struct SupplementaryData: Hashable, Sendable {
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}
