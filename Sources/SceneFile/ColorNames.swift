import DisplayList
import SceneModel

/// The colour strings a scene file accepts (`schema/scene.schema.json` lists the same), and the
/// one reason given for a string that is none of them, with the nearest name.
enum ColorNames {
  /// Every colour name: the dynamic system colours, then UIKit's classic named colours.
  static let all = DynamicColor.system.keys.sorted() + Color.named.keys.sorted()

  /// Why `text` is not a colour: `"systemGrey6" is not a colour (did you mean "systemGray6"?); use …`.
  static func notAColor(_ text: String) -> String {
    var reason = "\"\(text)\" is not a colour"
    if let suggestion = ObjectReader.closest(to: text, in: all) { reason += " (did you mean \"\(suggestion)\"?)" }
    return reason + "; use #RGB, #RRGGBB, #RRGGBBAA, {\"light\": …, \"dark\": …} or a name: "
      + all.joined(separator: ", ")
  }
}
