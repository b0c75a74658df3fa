import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// The steps of ``ListContentLayout``'s rules (`docs/lists-and-cells.md`, "Cell content"), each
/// one rule: the accessories and the content view between them (1), the content's margins (2),
/// the texts' measured block (4) and its frames, and the image's frame (5).
extension ListContentLayout {
  /// Where the accessories shown go, and the span the content view keeps between them.
  struct AccessoryPlacement {
    /// The accessories shown with their frames (unmirrored), leading ones first.
    var placed: [PlacedAccessory]
    /// The content view's leading edge: after the indentation and the leading accessories.
    var contentMinX: Double
    /// The content view's trailing edge: before the trailing accessories, never before
    /// ``contentMinX``.
    var contentMaxX: Double
  }

  /// The primary and secondary texts as measured, before they are placed.
  struct TextBlock {
    /// The primary text as displayed, or nil without (or with empty) text.
    var text: String?
    /// The primary text's label size, or nil without text.
    var textSize: Size?
    /// The secondary text's label size, or nil without secondary text.
    var secondarySize: Size?
    /// Whether the texts are side by side (both exist and fit on one line).
    var isSideBySide: Bool
    /// Side by side: how far below the block's top each label starts, so that their first
    /// baselines line up (the lower baseline sets the line); zero when stacked.
    var textDrop = 0.0
    var secondaryDrop = 0.0
    /// The block's height: the texts side by side on their shared baseline, else both stacked
    /// with their gap.
    var height: Double

    /// The texts' label frames with the block's top-leading corner at (`x`, `y`) in a column
    /// `width` wide: side by side, on one baseline with the secondary text trailing; stacked,
    /// full width and `verticalPadding` apart.
    func frames(x: Double, y: Double, width: Double, verticalPadding: Double) -> (text: Rect?, secondary: Rect?) {
      if isSideBySide, let textSize, let secondarySize {
        let text = Rect(x: x, y: y + textDrop, width: textSize.width, height: textSize.height)
        let secondary = Rect(
          x: x + width - secondarySize.width, y: y + secondaryDrop, width: secondarySize.width,
          height: secondarySize.height)
        return (text, secondary)
      }
      var lineY = y
      var text: Rect?
      var secondary: Rect?
      if let textSize {
        text = Rect(x: x, y: lineY, width: width, height: textSize.height)
        lineY += textSize.height + verticalPadding
      }
      if let secondarySize { secondary = Rect(x: x, y: lineY, width: width, height: secondarySize.height) }
      return (text, secondary)
    }
  }

  /// `value` rounded up to the pixel grid (a value already on it, within rounding, stays).
  @inline(__always)
  static func ceilToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale - 1e-9).rounded(.up) / scale
  }

  /// Rule 1: the accessories shown while (not) `editing` at the cell's edges, outermost first
  /// at the layout margin, trailing ones 8 apart and leading ones 16 apart, past the
  /// indentation; each as tall as the cell.
  static func placeAccessories(
    _ accessories: [CellAccessory], editing: Bool, indentationLevel: Int, cellSize: Size,
    layoutMargins: EdgeInsets, sidebar: Bool, category: ContentSizeCategory, measure: any TextMeasuring,
    scale: Double
  ) -> AccessoryPlacement {
    let shown = accessories.filter { $0.isShown(editing: editing) }
    let indentation = Double(max(indentationLevel, 0)) * ListMetrics.indentationWidth(sidebar: sidebar)
    func width(_ accessory: CellAccessory) -> Double {
      accessoryWidth(accessory, sidebar: sidebar, category: category, measure: measure, scale: scale)
    }
    func frame(x: Double, width: Double) -> Rect { Rect(x: x, y: 0, width: width, height: cellSize.height) }
    var placed: [PlacedAccessory] = []
    var contentMinX = indentation
    let leading = shown.filter { $0.placement.isLeading }.sorted { $0.placement > $1.placement }
    if !leading.isEmpty {
      var x = indentation + layoutMargins.left
      for (index, accessory) in leading.enumerated() {
        if index > 0 { x += CellAccessory.leadingSpacing }
        let box = width(accessory)
        placed.append(PlacedAccessory(accessory: accessory, frame: frame(x: x, width: box)))
        x += box
      }
      contentMinX = x
    }
    var contentMaxX = cellSize.width
    let trailing = shown.filter { !$0.placement.isLeading }.sorted { $0.placement > $1.placement }
    if !trailing.isEmpty {
      var x = cellSize.width - layoutMargins.right
      for (index, accessory) in trailing.enumerated() {
        if index > 0 { x -= CellAccessory.trailingSpacing }
        let box = width(accessory)
        x -= box
        placed.append(PlacedAccessory(accessory: accessory, frame: frame(x: x, width: box)))
      }
      contentMaxX = x
    }
    return AccessoryPlacement(placed: placed, contentMinX: contentMinX, contentMaxX: max(contentMaxX, contentMinX))
  }

  /// Rule 2: the configuration's margins, at least the cell's layout margins on the axes it
  /// preserves them (horizontally only as far as the content view reaches the cell's edges).
  static func contentMargins(
    _ configuration: ListContentConfiguration, layoutMargins: EdgeInsets, placement: AccessoryPlacement,
    cellWidth: Double
  ) -> EdgeInsets {
    var margins = configuration.directionalLayoutMargins
    if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
      margins.left = max(margins.left, layoutMargins.left - placement.contentMinX)
      margins.right = max(margins.right, layoutMargins.right - (cellWidth - placement.contentMaxX))
    }
    if configuration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
      margins.top = max(margins.top, layoutMargins.top)
      margins.bottom = max(margins.bottom, layoutMargins.bottom)
    }
    return margins
  }

  /// Rule 4: the texts measured in `width`, side by side when preferred and both fit on one
  /// line, else each wrapped to the width; label sizes rounded up to the pixel grid.
  static func measureTexts(
    _ configuration: ListContentConfiguration, width: Double, category: ContentSizeCategory,
    measure: any TextMeasuring, scale: Double
  ) -> TextBlock {
    func up(_ value: Double) -> Double { ceilToPixel(value, scale: scale) }
    func font(_ properties: ListTextProperties) -> FontDescription { properties.font.resolved(for: category) }
    let text = configuration.text.map(configuration.textProperties.displayed).flatMap { $0.isEmpty ? nil : $0 }
    let secondary = configuration.secondaryText.map(configuration.secondaryTextProperties.displayed)
      .flatMap { $0.isEmpty ? nil : $0 }
    if configuration.prefersSideBySideTextAndSecondaryText, let text, let secondary {
      let one = measure.measure(text, font: font(configuration.textProperties))
      let two = measure.measure(secondary, font: font(configuration.secondaryTextProperties))
      if up(one.width) + configuration.textToSecondaryTextHorizontalPadding + up(two.width) <= width {
        let textSize = Size(width: up(one.width), height: up(one.height))
        let secondarySize = Size(width: up(two.width), height: up(two.height))
        // One baseline for both, as UIKit's value cell sets them (a stack view's
        // `.firstBaseline` alignment does the same for two labels); equal fonts need no drop.
        let textBaseline = measure.firstBaseline(text, font: font(configuration.textProperties))
        let secondaryBaseline = measure.firstBaseline(secondary, font: font(configuration.secondaryTextProperties))
        let line = max(textBaseline, secondaryBaseline)
        let textDrop = line - textBaseline
        let secondaryDrop = line - secondaryBaseline
        return TextBlock(
          text: text, textSize: textSize, secondarySize: secondarySize, isSideBySide: true, textDrop: textDrop,
          secondaryDrop: secondaryDrop,
          height: up(max(textDrop + textSize.height, secondaryDrop + secondarySize.height)))
      }
    }
    func measured(_ string: String, _ properties: ListTextProperties) -> Size {
      let size = measure.measure(string, font: font(properties), width: width, maximumLines: properties.numberOfLines)
      return Size(width: min(up(size.width), width), height: up(size.height))
    }
    let textSize = text.map { measured($0, configuration.textProperties) }
    let secondarySize = secondary.map { measured($0, configuration.secondaryTextProperties) }
    let gap = textSize != nil && secondarySize != nil ? configuration.textToSecondaryTextVerticalPadding : 0
    return TextBlock(
      text: text, textSize: textSize, secondarySize: secondarySize, isSideBySide: false,
      height: (textSize?.height ?? 0) + gap + (secondarySize?.height ?? 0))
  }

  /// Rule 3's image placed: its slot centred on the first text line (the whole block's middle
  /// without text), never above the margin box; the image centred in the slot at `columnStart`.
  static func imageFrame(
    _ image: (size: Size, slot: Size), block: TextBlock, textFrame: Rect?, blockY: Double, columnStart: Double,
    marginTop: Double, configuration: ListContentConfiguration, category: ContentSizeCategory,
    measure: any TextMeasuring, scale: Double
  ) -> Rect {
    let firstLine: Double
    if let textFrame, let text = block.text {
      let font = configuration.textProperties.font.resolved(for: category)
      firstLine = textFrame.minY + measure.measure(text, font: font).height / 2
    } else {
      firstLine = blockY + block.height / 2
    }
    let slotY = max(marginTop, firstLine - image.slot.height / 2)
    return Rect(
      x: columnStart + (image.slot.width - image.size.width) / 2,
      y: roundToPixel(slotY + (image.slot.height - image.size.height) / 2, scale: scale),
      width: image.size.width, height: image.size.height)
  }
}
