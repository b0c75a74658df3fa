/// A generated item's title, `"itemTitle"` in a section: literal text with `{item}` (the 0-based
/// index), `{number}` (the 1-based one) and `{section}` (the section's index).
///
/// Parsed once when the scene is decoded, because titles are produced for every visible item of
/// every frame; expanding is then one pass that appends text and numbers.
struct ItemTitleTemplate: Hashable, Sendable {
  enum Part: Hashable, Sendable {
    case text(String)
    case item
    case number
    case section
  }

  /// The template as written in the scene file.
  let format: String
  let parts: [Part]

  init(_ format: String) {
    self.format = format
    var parts: [Part] = []
    var literal = ""
    var rest = Substring(format)
    let placeholders: [(String, Part)] = [("{item}", .item), ("{number}", .number), ("{section}", .section)]
    scan: while let first = rest.first {
      for (placeholder, part) in placeholders where rest.hasPrefix(placeholder) {
        if !literal.isEmpty { parts.append(.text(literal)) }
        literal = ""
        parts.append(part)
        rest = rest.dropFirst(placeholder.count)
        continue scan
      }
      literal.append(first)
      rest = rest.dropFirst()
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
  }

  /// The title of item `item` of section `section`.
  func expand(item: Int, section: Int) -> String {
    var title = ""
    for part in parts {
      switch part {
      case .text(let text): title += text
      case .item: title += String(item)
      case .number: title += String(item + 1)
      case .section: title += String(section)
      }
    }
    return title
  }
}
