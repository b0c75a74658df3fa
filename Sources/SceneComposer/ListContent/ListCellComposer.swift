import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Composes a list cell, header or footer from its configurations, in the element's local
/// coordinates, back to front:
///
/// ```
///   background            the background configuration's fill, inset, with the list's corner mask
///   state background      the selected or highlighted fill, same shape (only in that state)
///   stroke                the background's stroke
///   content               image (symbol or picture), text, secondary text (ListContentLayout)
///   accessories           glyphs at the cell's edges
/// ```
enum ListCellComposer {
  /// Everything an element's list drawing needs besides its configurations.
  struct Environment {
    var size: Size
    /// What the list section says about the element (nil outside a list section).
    var listCell: ListCellAttributes?
    var traits: Traits
    var measure: any TextMeasuring
    var scale: Double
  }

  /// The nodes of an element with `content` (nil: no content), `background` (nil: the list's
  /// default, or none outside a list), `accessories`, in `state`.
  static func compose(
    content: ListContentConfiguration?, background: BackgroundConfiguration?, accessories: [CellAccessory],
    state: CellConfigurationState, in environment: Environment
  ) -> [DisplayNode] {
    let traits = environment.traits
    let size = environment.size
    let listCell = environment.listCell
    var nodes: [DisplayNode] = []
    let resolvedBackground =
      background ?? listCell.map { BackgroundConfiguration.listDefault(for: $0.appearance, role: $0.role) }
    if let resolvedBackground {
      nodes += backgroundNodes(resolvedBackground, state: state, in: environment)
    }
    guard var content else {
      return nodes + accessoryNodes(accessories, state: state, in: environment)
    }
    if let listCell { content = content.adapted(to: listCell.appearance) }
    content = content.updated(for: state)
    let layout = ListContentLayout(
      configuration: content, accessories: accessories, size: size,
      layoutMargins: listCell?.layoutMargins ?? ListContentLayout.defaultLayoutMargins, state: state,
      indentationLevel: listCell?.indentationLevel ?? 0, category: traits.preferredContentSizeCategory,
      direction: traits.layoutDirection, measure: environment.measure, scale: environment.scale)
    nodes += contentNodes(content, layout: layout, traits: traits)
    for placed in layout.accessories {
      nodes += AccessoryGlyphs.nodes(placed.accessory, frame: placed.frame, state: state, traits: traits)
    }
    return nodes
  }

  /// Accessories of an element without content, laid out around an empty content view.
  private static func accessoryNodes(
    _ accessories: [CellAccessory], state: CellConfigurationState, in environment: Environment
  ) -> [DisplayNode] {
    guard !accessories.isEmpty else { return [] }
    var empty = ListContentConfiguration.cell()
    empty.enforcesMinimumHeight = false
    let layout = ListContentLayout(
      configuration: empty, accessories: accessories, size: environment.size,
      layoutMargins: environment.listCell?.layoutMargins ?? ListContentLayout.defaultLayoutMargins, state: state,
      indentationLevel: environment.listCell?.indentationLevel ?? 0,
      category: environment.traits.preferredContentSizeCategory, direction: environment.traits.layoutDirection,
      measure: environment.measure, scale: environment.scale)
    return layout.accessories.flatMap {
      AccessoryGlyphs.nodes($0.accessory, frame: $0.frame, state: state, traits: environment.traits)
    }
  }

  /// The background's fill (and its state fill) and stroke. The list's masked corners round
  /// the fill when the list section rounds the element (an inset-grouped section's first and
  /// last rows), else the configuration's own corner radius rounds all four.
  static func backgroundNodes(
    _ background: BackgroundConfiguration, state: CellConfigurationState, in environment: Environment
  ) -> [DisplayNode] {
    let traits = environment.traits
    let rightToLeft = traits.layoutDirection == .rightToLeft
    var insets = background.backgroundInsets
    if rightToLeft {
      insets = EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    }
    let rect = Rect(origin: .zero, size: environment.size).inset(by: insets)
    guard rect.width > 0, rect.height > 0 else { return [] }
    var radius = background.cornerRadius
    var corners = RectCorners.all
    if let listCell = environment.listCell, listCell.cornerRadius > 0, !listCell.maskedCorners.isEmpty {
      radius = listCell.cornerRadius
      corners = rightToLeft ? mirrored(listCell.maskedCorners) : listCell.maskedCorners
    }
    func fill(_ color: ConfigurationColor?) -> DisplayNode? {
      guard let color = color?.resolved(with: traits), color.alpha > 0 else { return nil }
      if radius > 0, corners != .all {
        return .path(PathNode(elements: GlyphPaths.roundedRect(rect, radius: radius, corners: corners), fill: color))
      }
      return .shape(ShapeNode(rect: rect, cornerRadius: radius, fill: color))
    }
    var nodes: [DisplayNode] = []
    if let base = fill(background.backgroundColor) { nodes.append(base) }
    let updated = background.updated(for: state)
    if updated.backgroundColor != background.backgroundColor, let stateFill = fill(updated.backgroundColor) {
      nodes.append(stateFill)
    }
    if let stroke = background.strokeColor?.resolved(with: traits), stroke.alpha > 0, background.strokeWidth > 0 {
      let outset = background.strokeOutset
      nodes.append(
        .shape(
          ShapeNode(
            rect: rect.inset(by: EdgeInsets(all: -outset)), cornerRadius: max(0, background.cornerRadius + outset),
            border: Border(color: stroke, width: background.strokeWidth))))
    }
    return nodes
  }

  /// The image and the texts where `layout` puts them.
  static func contentNodes(_ content: ListContentConfiguration, layout: ListContentLayout, traits: Traits)
    -> [DisplayNode]
  {
    let category = traits.preferredContentSizeCategory
    let rightToLeft = traits.layoutDirection == .rightToLeft
    var nodes: [DisplayNode] = []
    if let frame = layout.imageFrame, let image = content.image {
      switch image {
      case .symbol(let name):
        let tint = (content.imageProperties.tintColor ?? .tint).resolved(with: traits)
        nodes += SymbolGlyphs.nodes(name, in: frame, color: tint, rightToLeft: rightToLeft)
      case .image(let picture):
        let node = DisplayNode.image(ImageNode(bitmap: picture.bitmap, rect: frame))
        let radius = content.imageProperties.cornerRadius
        nodes.append(radius > 0 ? .group(DisplayGroup(clip: frame, clipCornerRadius: radius, children: [node])) : node)
      }
    }
    func text(_ string: String?, _ properties: ListTextProperties, _ frame: Rect?, trailing: Bool) {
      guard let string, let frame, frame.width > 0, frame.height > 0 else { return }
      let color = properties.color.resolved(with: traits)
      guard color.alpha > 0 else { return }
      var alignment = properties.alignment
      if trailing {
        alignment = rightToLeft ? .left : .right
      } else if alignment == .natural, rightToLeft {
        alignment = .right
      }
      nodes.append(
        .text(
          TextNode(
            text: properties.displayed(string), frame: frame, font: properties.font.resolved(for: category),
            color: color, alignment: alignment, verticalAlignment: .top, maximumLines: properties.numberOfLines,
            truncation: properties.lineBreakMode)))
    }
    text(content.text, content.textProperties, layout.textFrame, trailing: false)
    text(
      content.secondaryText, content.secondaryTextProperties, layout.secondaryTextFrame, trailing: layout.isSideBySide)
    return nodes
  }

  /// `corners` seen in a mirror: left and right swapped.
  static func mirrored(_ corners: RectCorners) -> RectCorners {
    var result: RectCorners = []
    if corners.contains(.topLeft) { result.insert(.topRight) }
    if corners.contains(.topRight) { result.insert(.topLeft) }
    if corners.contains(.bottomLeft) { result.insert(.bottomRight) }
    if corners.contains(.bottomRight) { result.insert(.bottomLeft) }
    return result
  }
}
