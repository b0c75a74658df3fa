import Appearance

extension Color {
  /// `UIColor.orange`: (1, 0.5, 0).
  public static let uiOrange = Color(red: 1, green: 0.5, blue: 0)
  /// `UIColor.green`: (0, 1, 0).
  public static let uiGreen = Color(red: 0, green: 1, blue: 0)
  /// `UIColor.lightGray`: white 2/3.
  public static let uiLightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
  /// `UIColor.yellow`: (1, 1, 0).
  public static let uiYellow = Color(red: 1, green: 1, blue: 0)
  /// `UIColor.red`: (1, 0, 0).
  public static let uiRed = Color(red: 1, green: 0, blue: 0)

  /// The colour names a scene file accepts besides hex: UIKit's classic named colours with
  /// UIKit's component values.
  public static let named: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear,
    "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
    "lightGray": .uiLightGray, "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
    "red": .uiRed, "green": .uiGreen, "blue": Color(red: 0, green: 0, blue: 1),
    "cyan": Color(red: 0, green: 1, blue: 1), "yellow": .uiYellow,
    "magenta": Color(red: 1, green: 0, blue: 1), "orange": .uiOrange,
    "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
  ]

  /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name from `named`.
  public static func parse(_ text: String) -> Color? {
    if let color = named[text] { return color }
    guard text.first == "#" else { return nil }
    // ASCII only: `hexDigitValue` also takes fullwidth digits, which no colour syntax means (the
    // JSON Schema's pattern says the same).
    let digits = text.dropFirst().map { $0.isASCII ? $0.hexDigitValue : nil }
    guard !digits.contains(where: { $0 == nil }) else { return nil }
    let values = digits.map { $0! }
    switch values.count {
    case 3:
      return Color(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
      return Color(
        red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    default:
      return nil
    }
  }
}
