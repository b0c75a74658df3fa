import Appearance

/// A colour with a light and a dark appearance (a `UIColor` built with a dynamic provider, or one
/// of UIKit's system colours): the scene's `userInterfaceStyle` trait picks the side.
public struct DynamicColor: Hashable, Sendable {
  /// The colour in the light appearance.
  public var light: Color
  /// The colour in the dark appearance.
  public var dark: Color

  /// A colour that is `light` in the light appearance and `dark` in the dark one.
  public init(light: Color, dark: Color) {
    self.light = light
    self.dark = dark
  }

  /// The colour shown in `style` (`resolvedColor(with:)`).
  public func resolved(for style: UserInterfaceStyle) -> Color {
    style == .dark ? dark : light
  }

  /// The colour shown with `traits`.
  public func resolved(with traits: Traits) -> Color { resolved(for: traits.userInterfaceStyle) }

  /// UIKit's dynamic system colours by name (`systemBackground`, `label`, `separator`,
  /// `systemBlue`, …, `tintColor`), light and dark, from Apple's published tables; the same
  /// table, with its sources, is the data file `data/traits/system-colors.json` of this project,
  /// and a test checks every entry against it.
  public static let system: [String: DynamicColor] = [
    "systemBackground": DynamicColor(light: "#FFFFFF", dark: "#000000"),
    "secondarySystemBackground": DynamicColor(light: "#F2F2F7", dark: "#1C1C1E"),
    "tertiarySystemBackground": DynamicColor(light: "#FFFFFF", dark: "#2C2C2E"),
    "systemGroupedBackground": DynamicColor(light: "#F2F2F7", dark: "#000000"),
    "secondarySystemGroupedBackground": DynamicColor(light: "#FFFFFF", dark: "#1C1C1E"),
    "tertiarySystemGroupedBackground": DynamicColor(light: "#F2F2F7", dark: "#2C2C2E"),
    "label": DynamicColor(light: "#000000", dark: "#FFFFFF"),
    "secondaryLabel": DynamicColor(light: "#3C3C4399", dark: "#EBEBF599"),
    "tertiaryLabel": DynamicColor(light: "#3C3C434C", dark: "#EBEBF54C"),
    "quaternaryLabel": DynamicColor(light: "#3C3C432E", dark: "#EBEBF529"),
    "placeholderText": DynamicColor(light: "#3C3C434C", dark: "#EBEBF54C"),
    "link": DynamicColor(light: "#007AFF", dark: "#0984FF"),
    "separator": DynamicColor(light: "#3C3C434A", dark: "#54545899"),
    "opaqueSeparator": DynamicColor(light: "#C6C6C8", dark: "#38383A"),
    "systemFill": DynamicColor(light: "#78788033", dark: "#7878805C"),
    "secondarySystemFill": DynamicColor(light: "#78788029", dark: "#78788052"),
    "tertiarySystemFill": DynamicColor(light: "#7676801F", dark: "#7676803D"),
    "quaternarySystemFill": DynamicColor(light: "#74748014", dark: "#7676802E"),
    "systemBlue": DynamicColor(light: "#007AFF", dark: "#0A84FF"),
    "systemGreen": DynamicColor(light: "#34C759", dark: "#30D158"),
    "systemIndigo": DynamicColor(light: "#5856D6", dark: "#5E5CE6"),
    "systemOrange": DynamicColor(light: "#FF9500", dark: "#FF9F0A"),
    "systemPink": DynamicColor(light: "#FF2D55", dark: "#FF375F"),
    "systemPurple": DynamicColor(light: "#AF52DE", dark: "#BF5AF2"),
    "systemRed": DynamicColor(light: "#FF3B30", dark: "#FF453A"),
    "systemTeal": DynamicColor(light: "#5AC8FA", dark: "#64D2FF"),
    "systemYellow": DynamicColor(light: "#FFCC00", dark: "#FFD60A"),
    "systemMint": DynamicColor(light: "#00C7BE", dark: "#63E6E2"),
    "systemCyan": DynamicColor(light: "#32ADE6", dark: "#64D2FF"),
    "systemBrown": DynamicColor(light: "#A2845E", dark: "#AC8E68"),
    "systemGray": DynamicColor(light: "#8E8E93", dark: "#8E8E93"),
    "systemGray2": DynamicColor(light: "#AEAEB2", dark: "#636366"),
    "systemGray3": DynamicColor(light: "#C7C7CC", dark: "#48484A"),
    "systemGray4": DynamicColor(light: "#D1D1D6", dark: "#3A3A3C"),
    "systemGray5": DynamicColor(light: "#E5E5EA", dark: "#2C2C2E"),
    "systemGray6": DynamicColor(light: "#F2F2F7", dark: "#1C1C1E"),
    "tintColor": DynamicColor(light: "#007AFF", dark: "#0A84FF"),
  ]
}

extension DynamicColor {
  /// A table entry from two hex strings that are known to be valid.
  fileprivate init(light: String, dark: String) {
    self.init(light: Color.parse(light)!, dark: Color.parse(dark)!)
  }
}
