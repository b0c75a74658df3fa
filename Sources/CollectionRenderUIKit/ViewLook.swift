import DisplayList
import Geometry
import SceneModel
import UIKit

/// How a configured view looks, read into the scene model's styles: a cell's background,
/// selected background and content view (colour, corner radius, border, alpha) and the first
/// label in its content view (text, colour, lines, frame) — what the renderer draws for a UIKit
/// cell. Views are read after the data source configured them and after `apply(_:)`.
@MainActor
enum ViewLook {
  /// A view's own look: its background colour (or its layer's), corner radius, border and alpha.
  static func viewStyle(_ view: UIView?, traits: UITraitCollection) -> ViewStyle {
    guard let view, !view.isHidden else { return ViewStyle() }
    let layer = view.layer
    let background = view.backgroundColor?.rendered(with: traits) ?? layer.backgroundColor.map(color)
    return ViewStyle(
      backgroundColor: background, borderColor: layer.borderWidth > 0 ? layer.borderColor.map(color) : nil,
      borderWidth: Double(layer.borderWidth), cornerRadius: Double(layer.cornerRadius), alpha: Double(view.alpha))
  }

  /// The first label in `view`'s subviews, depth first.
  static func firstLabel(in view: UIView) -> UILabel? {
    for subview in view.subviews where !subview.isHidden {
      if let label = subview as? UILabel { return label }
      if let label = firstLabel(in: subview) { return label }
    }
    return nil
  }

  /// A label's look inside a host of `hostSize`: its colour, lines and frame.
  static func labelStyle(_ label: UILabel?, hostSize: CGSize, traits: UITraitCollection) -> LabelStyle {
    guard let label else { return LabelStyle() }
    var style = LabelStyle(
      textColor: label.textColor?.rendered(with: traits) ?? .black, textAlignment: .natural,
      numberOfLines: label.numberOfLines)
    let frame = label.frame
    if frame != CGRect(origin: .zero, size: hostSize), frame.width > 0, frame.height > 0 {
      style.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }
    if let background = label.backgroundColor?.rendered(with: traits) { style.backgroundColor = background }
    return style
  }

  /// A configured cell as the scene model's item: its title (the first label's text), its
  /// selected and highlighted state, and its three views' looks.
  static func item(_ cell: UICollectionViewCell, traits: UITraitCollection) -> ItemData {
    let content = cell.contentView
    let label = firstLabel(in: content)
    var background = viewStyle(cell.backgroundView, traits: traits)
    if background.isInvisible { background = viewStyle(cell, traits: traits) }
    let contentStyle = viewStyle(content, traits: traits)
    let style = CellStyle(
      backgroundView: background, selectedBackgroundView: viewStyle(cell.selectedBackgroundView, traits: traits),
      contentView: contentStyle,
      // A UIKit cell changes nothing when highlighted unless the app does.
      highlightedContentColor: contentStyle.backgroundColor ?? .clear,
      titleLabel: labelStyle(label, hostSize: content.bounds.size, traits: traits))
    return ItemData(title: label?.text, isSelected: cell.isSelected, isHighlighted: cell.isHighlighted, style: style)
  }

  /// A supplementary view as its content: its look and its first label.
  static func supplementary(_ view: UICollectionReusableView, traits: UITraitCollection) -> SupplementaryContent {
    let label = firstLabel(in: view)
    return SupplementaryContent(
      style: SupplementaryStyle(
        view: viewStyle(view, traits: traits), titleLabel: labelStyle(label, hostSize: view.bounds.size, traits: traits)
      ),
      title: label?.text)
  }

  private static func color(_ color: CGColor) -> Color {
    let c = color.components ?? [0, 0, 0, 1]
    return c.count >= 4
      ? Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
      : Color(red: Double(c[0]), green: Double(c[0]), blue: Double(c[0]), alpha: Double(c.last ?? 1))
  }
}
