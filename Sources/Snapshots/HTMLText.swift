/// Text put into an HTML page (the comparison report, the preview pages).
public enum HTMLText {
  /// `text` with `&`, `<`, `>` and both quotes escaped, for element content and attribute values.
  public static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
