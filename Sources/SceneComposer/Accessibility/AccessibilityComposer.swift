import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// What VoiceOver would read on the screen a scene shows, and an overlay that numbers it, from
/// the same elements and data the composer draws (`docs/lists-and-cells.md`, "Accessibility
/// snapshots"):
///
/// - every cell, header and footer on screen with something to read is one element; decoration
///   views are not elements (UIKit's are not accessible);
/// - a cell reads its content configuration's text (or its title) as the label, and its
///   secondary text and label accessories as the value; it is a button when it has a disclosure,
///   detail or outline accessory, selected when it shows selected, dimmed when disabled, a
///   heading when its list styles it as the section header;
/// - a header reads its text as a heading, a footer as plain text — the string as given, not
///   uppercased as a grouped header draws it;
/// - the order is ``AccessibilityReadingOrder``'s, mirrored for a right-to-left layout.
public enum AccessibilityComposer {
  /// The elements on screen at `viewport`, in reading order, with frames in the image's
  /// coordinates. `attributes` are the elements drawn (a layout query's answer).
  public static func elements(_ scene: Scene, attributes: [LayoutAttributes], viewport: Viewport)
    -> [AccessibilityElement]
  {
    let bounds = viewport.bounds
    var found: [AccessibilityElement] = []
    for attributes in attributes where !attributes.isHidden && attributes.alpha > 0 {
      let frame = attributes.transformedFrame
      guard frame.overlaps(bounds), var element = element(scene, attributes: attributes) else { continue }
      let visible = frame.intersection(bounds)
      element.frame = visible.offsetBy(dx: -viewport.contentOffset.x, dy: -viewport.contentOffset.y)
      found.append(element)
    }
    return AccessibilityReadingOrder.sorted(found, rightToLeft: scene.traits.layoutDirection == .rightToLeft)
  }

  /// The reading order as text: one line per element, numbered from 1 (`3. Wi-Fi, Home, button`).
  public static func text(_ elements: [AccessibilityElement]) -> String {
    elements.enumerated().map { "\($0.offset + 1). \($0.element.spoken)" }.joined(separator: "\n") + "\n"
  }

  /// An overlay numbering `elements` in reading order: each element outlined in its own colour
  /// with its number in a badge at its leading top corner.
  public static func overlay(_ elements: [AccessibilityElement], rightToLeft: Bool = false) -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    for (index, element) in elements.enumerated() {
      let color = palette[index % palette.count]
      let frame = element.frame
      nodes.append(
        .shape(
          ShapeNode(rect: frame.inset(by: EdgeInsets(all: 1)), cornerRadius: 3, border: Border(color: color, width: 2)))
      )
      let number = "\(index + 1)"
      let width = 10 + 7 * Double(number.count)
      let badge = Rect(
        x: rightToLeft ? frame.maxX - width - 2 : frame.minX + 2, y: frame.minY + 2, width: width, height: 16)
      nodes.append(.shape(ShapeNode(rect: badge, cornerRadius: 8, fill: color)))
      nodes.append(
        .text(
          TextNode(
            text: number, frame: badge, font: FontDescription(family: Style.defaultFontFamily, size: 11, weight: .bold),
            color: .white, alignment: .center)))
    }
    return nodes
  }

  /// Outline colours, dark enough for white numbers, told apart in order.
  static let palette: [Color] = [
    Color(red8: 0xD3, green8: 0x2F, blue8: 0x2F), Color(red8: 0x19, green8: 0x76, blue8: 0xD2),
    Color(red8: 0x38, green8: 0x8E, blue8: 0x3C), Color(red8: 0x7B, green8: 0x1F, blue8: 0xA2),
    Color(red8: 0xE6, green8: 0x51, blue8: 0x00), Color(red8: 0x00, green8: 0x83, blue8: 0x8F),
    Color(red8: 0xAD, green8: 0x14, blue8: 0x57), Color(red8: 0x5D, green8: 0x40, blue8: 0x37),
  ]

  /// The element `attributes` stand for, frame unset; nil when it has nothing to read.
  private static func element(_ scene: Scene, attributes: LayoutAttributes) -> AccessibilityElement? {
    switch attributes.element {
    case .cell(let indexPath):
      guard let item = attributes.payload?.value(as: ItemData.self) ?? scene.item(at: indexPath) else { return nil }
      let presentation = scene.presentation(of: item, section: indexPath.section)
      let content = scene.listContent(of: item, listCell: attributes.listCell)
      let label = content?.text ?? item.title ?? ""
      var values: [String] = []
      if let secondary = content?.secondaryText, !secondary.isEmpty { values.append(secondary) }
      var traits: AccessibilityTraits = []
      for accessory in item.accessories where accessory.isShown(editing: item.isEditing) {
        switch accessory.kind {
        case .label(let text) where !text.isEmpty: values.append(text)
        case .disclosureIndicator, .detail, .outlineDisclosure: traits.insert(.button)
        default: break
        }
      }
      if presentation.isSelected { traits.insert(.selected) }
      if item.isDisabled { traits.insert(.notEnabled) }
      if attributes.listCell?.role == .headerItem { traits.insert(.header) }
      if label.isEmpty, values.isEmpty {
        guard content?.image != nil else { return nil }
        traits.insert(.image)
      }
      return AccessibilityElement(label: label, value: values.joined(separator: ", "), traits: traits, frame: .zero)
    case .supplementary(let kind, let indexPath):
      let data = SceneComposer.supplementaryData(
        scene, kind: kind, indexPath: indexPath, payload: attributes.payload?.value(as: SupplementaryContent.self))
      guard let data else { return nil }
      let content = scene.listContent(of: data, listCell: attributes.listCell)
      let label = content?.text ?? data.title ?? ""
      let value = content?.secondaryText ?? ""
      guard !label.isEmpty || !value.isEmpty else { return nil }
      let isHeader = kind == .header || attributes.listCell?.role == .header
      return AccessibilityElement(label: label, value: value, traits: isHeader ? .header : [], frame: .zero)
    case .decoration:
      return nil
    }
  }
}
