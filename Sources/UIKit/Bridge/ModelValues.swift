package import DisplayList
package import Geometry
package import SceneModel

// Conversions between UIKit's configuration values and the scene model's, in one place.

extension UIColor {
  /// A colour from a configuration's colour (fixed, or light and dark).
  package convenience init(_ color: ConfigurationColor) {
    switch color {
    case .fixed(let fixed): self.init(fixed)
    case .dynamic(let dynamic):
      self.init { traits in UIColor(dynamic.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light)) }
    }
  }

  /// The colour as a configuration's colour: its light and dark appearances (fixed when they
  /// are the same).
  package var configurationColor: ConfigurationColor {
    let light = rendered(with: UITraitCollection(userInterfaceStyle: .light))
    let dark = rendered(with: UITraitCollection(userInterfaceStyle: .dark))
    return light == dark ? .fixed(light) : .dynamic(DynamicColor(light: light, dark: dark))
  }
}

extension UIFont {
  /// A font from a configuration's font: a text style sized for the current traits' content
  /// size category, or a fixed font.
  package convenience init(_ font: ConfigurationFont) {
    switch font {
    case .textStyle(let style, _):
      self.init(font.resolved(for: UITraitCollection.current.preferredContentSizeCategory.model), textStyle: style)
    case .fixed(let fixed):
      self.init(fixed)
    }
  }

  /// The font as a configuration's font: a text style (with the font's weight when it differs
  /// from the style's) or a fixed font.
  package var configurationFont: ConfigurationFont {
    guard let textStyle else { return .fixed(rendered) }
    return .textStyle(textStyle, weight: rendered.weight == textStyle.weight ? nil : rendered.weight)
  }
}

extension NSDirectionalEdgeInsets {
  /// Insets from the model's (leading stored as left).
  package init(_ insets: EdgeInsets) {
    self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// The insets in the model's terms.
  package var model: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(leading), bottom: Double(bottom), right: Double(trailing))
  }
}

extension NSLineBreakMode {
  /// The line break mode that shortens text as `truncation` does.
  package init(_ truncation: Truncation) {
    switch truncation {
    case .clip: self = .byClipping
    case .head: self = .byTruncatingHead
    case .middle: self = .byTruncatingMiddle
    default: self = .byTruncatingTail
    }
  }

  /// How the renderer shortens text that does not fit (wrapping modes truncate at the end).
  package var truncation: Truncation {
    switch self {
    case .byClipping: .clip
    case .byTruncatingHead: .head
    case .byTruncatingMiddle: .middle
    default: .end
    }
  }
}

extension CellConfigurationState {
  /// The model's state from a UIKit configuration state.
  package init(_ state: any UIConfigurationState) {
    switch state {
    case let cell as UICellConfigurationState:
      self.init(
        isSelected: cell.isSelected, isHighlighted: cell.isHighlighted, isDisabled: cell.isDisabled,
        isEditing: cell.isEditing, isExpanded: cell.isExpanded)
    case let view as UIViewConfigurationState:
      self.init(isSelected: view.isSelected, isHighlighted: view.isHighlighted, isDisabled: view.isDisabled)
    default:
      self.init()
    }
  }
}
