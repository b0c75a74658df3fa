import Appearance

/// A colour a content or background configuration holds: one of UIKit's dynamic system colours
/// (light and dark), resolved when the cell is drawn with the scene's traits, or a fixed colour.
public enum ConfigurationColor: Hashable, Sendable {
  /// The same colour in light and dark mode.
  case fixed(Color)
  /// A colour with a light and a dark side (`UIColor.label`, `.secondaryLabel`, …).
  case dynamic(DynamicColor)

  /// The colour shown with `traits` (`resolvedColor(with:)`).
  public func resolved(with traits: Traits) -> Color {
    switch self {
    case .fixed(let color): color
    case .dynamic(let color): color.resolved(with: traits)
    }
  }

  /// The colour at `alpha` times its own opacity (`withAlphaComponent` on an opaque colour).
  public func multiplyingAlpha(by factor: Double) -> ConfigurationColor {
    func faded(_ color: Color) -> Color {
      Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * factor)
    }
    switch self {
    case .fixed(let color): return .fixed(faded(color))
    case .dynamic(let color): return .dynamic(DynamicColor(light: faded(color.light), dark: faded(color.dark)))
    }
  }

  /// UIKit's dynamic system colour `name` (a key of ``DynamicColor/system``).
  static func system(_ name: String) -> ConfigurationColor { .dynamic(DynamicColor.system[name]!) }

  /// `UIColor.label`.
  public static let label = system("label")
  /// `UIColor.secondaryLabel`.
  public static let secondaryLabel = system("secondaryLabel")
  /// `UIColor.tertiaryLabel`: disabled text, the disclosure chevron, the reorder grabber.
  public static let tertiaryLabel = system("tertiaryLabel")
  /// `UIColor.quaternaryLabel`: a disabled value cell's secondary text.
  public static let quaternaryLabel = system("quaternaryLabel")
  /// The default tint (`UIView.tintColor`: system blue).
  public static let tint = system("tintColor")
  /// `UIColor.systemBackground`: a plain list's cells.
  public static let systemBackground = system("systemBackground")
  /// `UIColor.secondarySystemGroupedBackground`: a grouped or inset-grouped list's cells.
  public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
  /// `UIColor.secondarySystemFill`: a sidebar row's highlight.
  public static let secondarySystemFill = system("secondarySystemFill")
  /// `UIColor.systemGray4`: a plain or grouped row's selection and highlight.
  public static let systemGray4 = system("systemGray4")
  /// `UIColor.systemRed`: the delete accessory.
  public static let systemRed = system("systemRed")
  /// `UIColor.systemGreen`: the insert accessory.
  public static let systemGreen = system("systemGreen")
  /// `UIColor.white`.
  public static let white = ConfigurationColor.fixed(.white)
  /// `UIColor.clear`.
  public static let clear = ConfigurationColor.fixed(.clear)
}
