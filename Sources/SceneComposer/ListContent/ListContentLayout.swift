import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Where a list cell's content goes (`UIListContentView` with its accessories): the frames of
/// the image, the text, the secondary text and each accessory in the cell's bounds, the height
/// the content needs, and the text's leading edge the separator lines up with. Pure geometry
/// with text measured by the backend's measurer: the composer draws what it says, and
/// self-sizing measures rows by it, so what is measured is what is drawn.
///
/// The rules, in `docs/lists-and-cells.md` ("Cell content"):
/// 1. Accessories sit at the cell's edges, outermost first, at the cell's layout margin;
///    trailing ones 8 apart, leading ones 16 apart; the content view spans what is between
///    them (indented by `indentationLevel` × 10, 20 in a sidebar).
/// 2. The content's horizontal margins are the configuration's, at least the cell's layout
///    margins where the content view reaches the cell's edges
///    (`axesPreservingSuperviewLayoutMargins`).
/// 3. The image takes a slot (a symbol the standard 24-pt slot, 28 in a sidebar, scaled with
///    Dynamic Type; an image its clamped size or its reserved size) centred on the first text
///    line; the texts start `imageToTextPadding` after it.
/// 4. The texts are measured in the rest of the width, stacked `textToSecondaryTextVerticalPadding`
///    apart, or side by side `textToSecondaryTextHorizontalPadding` apart when preferred and
///    both fit on one line; each label's height is rounded up to the pixel grid.
/// 5. Height = top + bottom margin + max(image slot, text block), at least the minimum row
///    height for cell styles, rounded up to the pixel grid; the text block is centred in the
///    margin box of the cell's actual height.
/// 6. Right to left mirrors every frame in the cell.
public struct ListContentLayout: Hashable, Sendable {
  /// One accessory and its frame in the cell.
  public struct PlacedAccessory: Hashable, Sendable {
    /// The accessory placed: its kind, when it shows and its tint.
    public var accessory: CellAccessory
    /// Where the accessory is drawn, in the cell's coordinates (points).
    public var frame: Rect
  }

  /// The content view's frame in the cell (between the leading and trailing accessories).
  public var contentFrame: Rect
  /// The image's drawn frame, or nil without an image.
  public var imageFrame: Rect?
  /// The primary text's label frame, or nil without text.
  public var textFrame: Rect?
  /// The secondary text's label frame, or nil without secondary text.
  public var secondaryTextFrame: Rect?
  /// Whether the texts are side by side (the value cell's layout).
  public var isSideBySide: Bool
  /// The accessories shown, with their frames, leading ones first.
  public var accessories: [PlacedAccessory]
  /// The height the content needs at the cell's width (`docs/lists-and-cells.md`, "Row height").
  public var fittedHeight: Double
  /// The distance from the cell's leading edge to the text's leading edge: where the cell's
  /// separator starts (`separatorLayoutGuide`).
  public var separatorLeadingInset: Double

  /// The layout margins of a cell outside list sections: 16 on each side, a list cell's system
  /// margins on a phone.
  public static let defaultLayoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

  /// Lays `configuration` and `accessories` out in a cell of `size` (its height only places
  /// things vertically; ``fittedHeight`` does not depend on it;
  /// ``measuring(_:accessories:width:layoutMargins:state:indentationLevel:category:measure:scale:)``
  /// lays out for measuring only).
  ///
  /// - Parameters:
  ///   - layoutMargins: the cell's layout margins (a list section's, `ListCellAttributes`).
  ///   - state: whether the cell is editing (which accessories show).
  ///   - indentationLevel: the outline depth.
  ///   - category: the content size category fonts and metrics are sized for.
  ///   - direction: right to left mirrors the frames.
  ///   - measure: the backend's text measurer.
  ///   - scale: pixels per point, for rounding label heights and the fitted height.
  public init(
    configuration: ListContentConfiguration, accessories: [CellAccessory] = [], size: Size,
    layoutMargins: EdgeInsets, state: CellConfigurationState = CellConfigurationState(), indentationLevel: Int = 0,
    category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight, measure: any TextMeasuring,
    scale: Double
  ) {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    let sidebar = configuration.style.isSidebar
    let width = size.width

    // 1. Accessories, outermost at the layout margin.
    let placement = Self.placeAccessories(
      accessories, editing: state.isEditing, indentationLevel: indentationLevel, cellSize: size,
      layoutMargins: layoutMargins, sidebar: sidebar, category: category, measure: measure, scale: scale)
    let contentMinX = placement.contentMinX
    let contentMaxX = placement.contentMaxX

    // 2. Margins.
    let margins = Self.contentMargins(
      configuration, layoutMargins: layoutMargins, placement: placement, cellWidth: width)
    let available = max(0, contentMaxX - contentMinX - margins.left - margins.right)
    let columnStart = contentMinX + margins.left

    // 3. The image's slot.
    let image = Self.imageSize(configuration, sidebar: sidebar, category: category)
    var textX = columnStart
    if let image { textX += image.slot.width + configuration.imageToTextPadding }
    let textWidth = max(0, columnStart + available - textX)

    // 4. The texts.
    let block = Self.measureTexts(configuration, width: textWidth, category: category, measure: measure, scale: scale)

    // 5. Height and vertical placement.
    var fitted = margins.top + margins.bottom + max(image?.slot.height ?? 0, block.height)
    if configuration.enforcesMinimumHeight { fitted = max(fitted, ListMetrics.minimumRowHeight(category)) }
    fittedHeight = Self.ceilToPixel(fitted, scale: scale)
    let boxHeight = size.height - margins.top - margins.bottom
    let blockY = roundToPixel(margins.top + (boxHeight - block.height) / 2, scale: scale)
    let (textFrame, secondaryFrame) = block.frames(
      x: textX, y: blockY, width: textWidth, verticalPadding: configuration.textToSecondaryTextVerticalPadding)
    let imageFrame = image.map {
      Self.imageFrame(
        $0, block: block, textFrame: textFrame, blockY: blockY, columnStart: columnStart, marginTop: margins.top,
        configuration: configuration, category: category, measure: measure, scale: scale)
    }
    separatorLeadingInset = (textFrame ?? secondaryFrame)?.minX ?? columnStart

    // 6. Right to left.
    func mirrored(_ rect: Rect) -> Rect {
      direction == .rightToLeft
        ? Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    contentFrame = mirrored(Rect(x: contentMinX, y: 0, width: contentMaxX - contentMinX, height: size.height))
    self.imageFrame = imageFrame.map(mirrored)
    self.textFrame = textFrame.map(mirrored)
    secondaryTextFrame = secondaryFrame.map(mirrored)
    isSideBySide = block.isSideBySide
    self.accessories = placement.placed.map { PlacedAccessory(accessory: $0.accessory, frame: mirrored($0.frame)) }
  }

  /// `configuration` laid out for measuring in a cell `width` wide: its ``fittedHeight`` and
  /// ``separatorLeadingInset`` (nothing is placed for a height).
  public static func measuring(
    _ configuration: ListContentConfiguration, accessories: [CellAccessory] = [], width: Double,
    layoutMargins: EdgeInsets, state: CellConfigurationState = CellConfigurationState(), indentationLevel: Int = 0,
    category: ContentSizeCategory = .large, measure: any TextMeasuring, scale: Double
  ) -> ListContentLayout {
    ListContentLayout(
      configuration: configuration, accessories: accessories, size: Size(width: width, height: 0),
      layoutMargins: layoutMargins, state: state, indentationLevel: indentationLevel, category: category,
      measure: measure, scale: scale)
  }

  /// Where the separator under a row of `configuration` starts, from the cell's leading edge:
  /// the text's leading edge (a list layout insets the row's separator by it).
  public static func separatorLeadingInset(
    of configuration: ListContentConfiguration, accessories: [CellAccessory] = [], width: Double,
    layoutMargins: EdgeInsets, indentationLevel: Int = 0, category: ContentSizeCategory = .large,
    measure: any TextMeasuring, scale: Double
  ) -> Double {
    measuring(
      configuration, accessories: accessories, width: width, layoutMargins: layoutMargins,
      indentationLevel: indentationLevel, category: category, measure: measure, scale: scale
    ).separatorLeadingInset
  }

  /// The width an accessory takes: the standard slot for standard-width kinds, else its glyph's
  /// (a label's text, rounded up to the pixel grid).
  static func accessoryWidth(
    _ accessory: CellAccessory, sidebar: Bool, category: ContentSizeCategory, measure: any TextMeasuring,
    scale: Double
  ) -> Double {
    if accessory.isStandardWidth { return ListMetrics.symbolSlotWidth(category, sidebar: sidebar) }
    if case .label(let text) = accessory.kind {
      return ceilToPixel(measure.measure(text, font: AccessoryGlyphs.labelFont(category)).width, scale: scale)
    }
    return AccessoryGlyphs.glyphSize(accessory.kind, category: category).width
  }

  /// The image's drawn size and the slot it is centred in, or nil without an image.
  static func imageSize(_ configuration: ListContentConfiguration, sidebar: Bool, category: ContentSizeCategory)
    -> (size: Size, slot: Size)?
  {
    guard let image = configuration.image else { return nil }
    let properties = configuration.imageProperties
    let standard = Size(
      width: ListMetrics.symbolSlotWidth(category, sidebar: sidebar), height: ListMetrics.bodyLeading(category))
    var size: Size
    var slot: Size
    switch image {
    case .symbol:
      let side = ListMetrics.symbolSize(category)
      size = Size(width: side, height: side)
      slot = standard
    case .image(let picture):
      size = picture.size
      slot = .zero
    }
    // `maximumSize`: shrink to fit, aspect kept.
    var factor = 1.0
    if properties.maximumSize.width > 0, size.width > properties.maximumSize.width {
      factor = min(factor, properties.maximumSize.width / size.width)
    }
    if properties.maximumSize.height > 0, size.height > properties.maximumSize.height {
      factor = min(factor, properties.maximumSize.height / size.height)
    }
    size = Size(width: size.width * factor, height: size.height * factor)
    let reserved = properties.reservedLayoutSize
    let reservedWidth = reserved.width == ListImageProperties.standardDimension ? standard.width : reserved.width
    let reservedHeight = reserved.height == ListImageProperties.standardDimension ? standard.height : reserved.height
    slot = Size(
      width: max(slot.width, size.width, reservedWidth), height: max(slot.height, size.height, reservedHeight))
    return (size, slot)
  }
}
