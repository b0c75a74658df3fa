import Appearance
import CollectionLayout
import Geometry

/// What a collection view shows: its bounds, scroll offset and content inset, the layout, the
/// data (sections of items with headers and footers) and how every view looks.
///
/// A scene is a plain value: build one in Swift with any layout, your own included, or decode
/// one from a scene file. Every number must be finite and within ``Limits``; the scene decoder
/// checks that for files, and a scene built in Swift is trusted to respect it.
///
/// ```swift
/// let scene = Scene(
///   bounds: Size(width: 390, height: 844),
///   layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
///   sections: [SectionData(itemCount: 40, itemTitleFormat: "{number}")])
/// ```
public struct Scene: Hashable, Sendable {
  /// The collection view's bounds size in points.
  public var bounds: Size
  /// UIKit's `contentOffset`: the content point at the top-left of the bounds.
  public var contentOffset: Point
  /// UIKit's `adjustedContentInset`.
  public var contentInset: EdgeInsets
  /// Pixels per point.
  public var scale: Double
  /// The collection view's `safeAreaInsets` (a view controller's, e.g. a phone in landscape);
  /// layouts measure section insets from it when asked to (`contentInsetsReference`,
  /// `sectionInsetReference`).
  public var safeAreaInsets: EdgeInsets = .zero
  /// The collection view's `layoutMargins`, measured from the safe area.
  public var layoutMargins: EdgeInsets = .zero
  /// The layout and its configuration: a built-in layout or any other ``CollectionLayout``.
  public var layout: any CollectionLayout
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
  /// How much work the scene may ask for (elements, labels, images); see ``Budgets``.
  public var budgets: Budgets
  /// The environment the scene is shown in (layout direction, appearance, Dynamic Type size,
  /// …). A scene file resolves its dynamic colours and text-style fonts against them when it is
  /// decoded; the layout direction mirrors layouts that opt in and flips labels.
  public var traits: Traits
  /// Round every element's frame to device pixels (1/`scale` points) before drawing, for crisp
  /// documentation images. Off by default: UIKit draws fractional frames (a circle layout's
  /// cells) with soft, anti-aliased edges, and so does the renderer. Layout geometry (the
  /// `layout` command, hit testing) is never rounded.
  public var snapsToPixels: Bool = false
  /// System bars drawn over the collection view (status bar, navigation bar, home indicator);
  /// nil for none. Their room is part of ``contentInset`` (see ``DeviceChrome``).
  public var chrome: DeviceChrome?
  /// Whether the image numbers the elements VoiceOver reads, in reading order, over the content
  /// (`render --accessibility`; `docs/lists-and-cells.md`, "Accessibility snapshots").
  public var showsAccessibilityOverlay: Bool = false

  /// A scene of `sections` in a collection view of `bounds`; every other property defaults to
  /// UIKit's (a flow layout, no insets, scale 1, items highlight and select, no menu).
  public init(
    bounds: Size, contentOffset: Point = .zero, contentInset: EdgeInsets = .zero, scale: Double = 1,
    layout: any CollectionLayout = FlowLayout(), sections: [SectionData], style: Style = Style(),
    shouldHighlight: Bool = true, shouldSelect: Bool = true, menu: EditMenu? = nil, overview: Overview? = nil,
    budgets: Budgets = Budgets(), traits: Traits = Traits()
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
    self.budgets = budgets
    self.traits = traits
  }

  /// Adds `chrome` to the scene: its insets join ``contentInset`` and the content offset moves by
  /// them, so that the content keeps its place relative to the safe area (an offset of 0 becomes
  /// the resting position under the bars, `-insets.top`).
  public mutating func addChrome(_ chrome: DeviceChrome) {
    let insets = chrome.insets
    contentInset = EdgeInsets(
      top: contentInset.top + insets.top, left: contentInset.left + insets.left,
      bottom: contentInset.bottom + insets.bottom, right: contentInset.right + insets.right)
    contentOffset = Point(x: contentOffset.x - insets.left, y: contentOffset.y - insets.top)
    self.chrome = chrome
  }

  /// The viewport the scene shows.
  public var viewport: Viewport {
    var viewport = Viewport(contentOffset: contentOffset, size: bounds, contentInset: contentInset)
    for (index, section) in sections.enumerated() where section.orthogonalOffset != 0 {
      viewport.orthogonalOffsets[index] = section.orthogonalOffset
    }
    return viewport
  }

  /// The environment the layout is prepared in. Its raw content inset is the scene's less the
  /// room the chrome's bars take (which UIKit adds as safe area).
  public var layoutEnvironment: LayoutEnvironment {
    var environment = LayoutEnvironment(
      boundsSize: bounds, contentInset: contentInset, scale: scale, safeAreaInsets: safeAreaInsets,
      layoutMargins: layoutMargins, layoutDirection: traits.layoutDirection,
      horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass)
    if let bars = chrome?.insets {
      environment.rawContentInset = EdgeInsets(
        top: contentInset.top - bars.top, left: contentInset.left - bars.left,
        bottom: contentInset.bottom - bars.bottom,
        right: contentInset.right - bars.right)
    }
    return environment
  }

  /// Looks up an item's data.
  public func item(at indexPath: ElementIndexPath) -> ItemData? {
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

extension Scene {
  /// Whether both scenes are equal in every property, their layouts compared with `isEqual(to:)`.
  public static func == (lhs: Scene, rhs: Scene) -> Bool {
    lhs.bounds == rhs.bounds && lhs.contentOffset == rhs.contentOffset && lhs.contentInset == rhs.contentInset
      && lhs.scale == rhs.scale && lhs.safeAreaInsets == rhs.safeAreaInsets
      && lhs.layoutMargins == rhs.layoutMargins && lhs.layout.isEqual(to: rhs.layout) && lhs.sections == rhs.sections
      && lhs.style == rhs.style && lhs.shouldHighlight == rhs.shouldHighlight
      && lhs.shouldSelect == rhs.shouldSelect && lhs.menu == rhs.menu && lhs.overview == rhs.overview
      && lhs.budgets == rhs.budgets
      && lhs.traits == rhs.traits
      && lhs.snapsToPixels == rhs.snapsToPixels && lhs.chrome == rhs.chrome
  }

  /// Hashes every property that `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bounds)
    hasher.combine(contentOffset)
    hasher.combine(contentInset)
    hasher.combine(scale)
    hasher.combine(safeAreaInsets)
    hasher.combine(layoutMargins)
    hasher.combine(layout)
    hasher.combine(sections)
    hasher.combine(style)
    hasher.combine(shouldHighlight)
    hasher.combine(shouldSelect)
    hasher.combine(menu)
    hasher.combine(overview)
    hasher.combine(budgets)
    hasher.combine(traits)
    hasher.combine(snapsToPixels)
    hasher.combine(chrome)
  }
}
