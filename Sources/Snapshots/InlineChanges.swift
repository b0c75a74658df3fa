/// The changed characters within the changed lines of a text comparison's excerpt: each removed
/// line is paired with the added line in the same position of its block of changes, and the
/// two are compared word by word (runs of letters, digits, `.`, `-` and `_`; any other
/// character alone), so a moved frame's `"x":84` → `"x":86` marks the number, not the line.
public enum InlineChanges {
  /// One line of the excerpt.
  public struct Line: Sendable, Hashable {
    /// A line of the expected text, of the actual text, or a note (`… 12 more changed lines`).
    public enum Kind: Sendable, Hashable { case removed, added, note }
    /// Which text the line comes from.
    public var kind: Kind
    /// The `- 3: ` or `+ 3: ` in front of the content (empty for a note).
    public var prefix: String
    /// The content cut into runs, each changed or not.
    public var segments: [Segment]
  }

  /// A run of a line's content.
  public struct Segment: Sendable, Hashable {
    /// The run's characters.
    public var text: String
    /// Whether the run differs from the paired line.
    public var changed: Bool
  }

  /// The excerpt (``TextComparison/excerpt``) with changes marked within lines.
  public static func lines(of excerpt: [String]) -> [Line] {
    var lines = excerpt.map(parse)
    var index = 0
    while index < lines.count {
      guard lines[index].kind != .note else {
        index += 1
        continue
      }
      var end = index
      while end < lines.count, lines[end].kind != .note { end += 1 }
      let removed = (index..<end).filter { lines[$0].kind == .removed }
      let added = (index..<end).filter { lines[$0].kind == .added }
      for (old, new) in zip(removed, added) {
        (lines[old].segments, lines[new].segments) = mark(lines[old].segments[0].text, lines[new].segments[0].text)
      }
      index = end
    }
    return lines
  }

  /// A line of the excerpt split into its prefix and content; unpaired lines are changed whole.
  static func parse(_ line: String) -> Line {
    let kind: Line.Kind = line.hasPrefix("- ") ? .removed : line.hasPrefix("+ ") ? .added : .note
    guard kind != .note, let colon = line.range(of: ": ") else {
      return Line(kind: kind, prefix: "", segments: [Segment(text: line, changed: kind != .note)])
    }
    return Line(
      kind: kind, prefix: String(line[..<colon.upperBound]),
      segments: [Segment(text: String(line[colon.upperBound...]), changed: true)])
  }

  /// The two contents cut into runs, the tokens that are not common to both marked changed.
  static func mark(_ old: String, _ new: String) -> ([Segment], [Segment]) {
    let a = tokens(Substring(old))
    let b = tokens(Substring(new))
    // Very long lines: mark them whole rather than fill a large table.
    guard a.count * b.count <= 250_000 else {
      return ([Segment(text: old, changed: true)], [Segment(text: new, changed: true)])
    }
    var oldChanged = Set<Int>()
    var newChanged = Set<Int>()
    for operation in TextComparison.diff(a, b, equal: ==) {
      switch operation {
      case .same: continue
      case .removed(let index): oldChanged.insert(index)
      case .added(let index): newChanged.insert(index)
      }
    }
    return (segments(a, changed: oldChanged), segments(b, changed: newChanged))
  }

  /// Neighbouring tokens of the same state joined into one segment.
  static func segments(_ tokens: [Substring], changed: Set<Int>) -> [Segment] {
    var result: [Segment] = []
    for (index, token) in tokens.enumerated() {
      let isChanged = changed.contains(index)
      if let last = result.last, last.changed == isChanged {
        result[result.count - 1].text += token
      } else {
        result.append(Segment(text: String(token), changed: isChanged))
      }
    }
    return result
  }

  /// Words and numbers as one token each, any other character alone.
  static func tokens(_ text: Substring) -> [Substring] {
    func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "-" }
    var result: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      var end = text.index(after: index)
      if isWord(text[index]) {
        while end < text.endIndex, isWord(text[end]) { end = text.index(after: end) }
      }
      result.append(text[index..<end])
      index = end
    }
    return result
  }
}
