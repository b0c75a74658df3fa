/// Compares two texts line by line (layout snapshots, any text reference), with the changed
/// lines shown as a short diff.
///
/// With a `numericTolerance`, two lines that differ only in numbers closer than it are equal:
/// layout snapshots use 1e-6 points, so a last-digit difference between two C libraries' `sin`
/// (a circle layout's positions) never fails a snapshot, while any real move does.
///
/// ```
/// - 3: {"category":"cell","kind":null,"section":0,"item":1,"frame":{"x":84,…
/// + 3: {"category":"cell","kind":null,"section":0,"item":1,"frame":{"x":86,…
/// ```
public struct TextComparison: Sendable, Hashable, Codable {
  /// Lines only the expected text has.
  public let removedLines: Int
  /// Lines only the actual text has.
  public let addedLines: Int
  /// The first changed lines: `- n: …` from the expected text, `+ n: …` from the actual one
  /// (1-based line numbers in each), at most ``maximumShownLines``.
  public let excerpt: [String]
  /// Whether the texts are equal (numbers within the tolerance).
  public let matches: Bool
  /// Whether the texts are equal byte for byte.
  public let identical: Bool
  /// Numbers closer than this are equal; 0 compares exactly.
  public let numericTolerance: Double

  /// How many changed lines the excerpt shows.
  public static let maximumShownLines = 16

  /// Compares `expected` with `actual` line by line; numbers closer than `numericTolerance` are
  /// equal (0: exact).
  public init(expected: String, actual: String, numericTolerance: Double = 0) {
    identical = expected == actual
    self.numericTolerance = numericTolerance
    guard !identical else {
      (removedLines, addedLines, excerpt, matches) = (0, 0, [], true)
      return
    }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let operations = Self.diff(old, new) { first, second in
      first == second || numericTolerance > 0 && Self.equal(first, second, within: numericTolerance)
    }
    var removed = 0
    var added = 0
    var shown: [String] = []
    for operation in operations {
      switch operation {
      case .same: continue
      case .removed(let line):
        removed += 1
        if shown.count < Self.maximumShownLines { shown.append("- \(line + 1): \(old[line])") }
      case .added(let line):
        added += 1
        if shown.count < Self.maximumShownLines { shown.append("+ \(line + 1): \(new[line])") }
      }
    }
    if removed + added > shown.count { shown.append("… \(removed + added - shown.count) more changed lines") }
    (removedLines, addedLines, excerpt, matches) = (removed, added, shown, removed == 0 && added == 0)
  }

  /// `3 lines removed, 3 added`, `identical text`, or `equal text, numbers within 1e-06`.
  public var summary: String {
    if identical { return "identical text" }
    if matches { return "equal text, numbers within \(numericTolerance)" }
    return "\(removedLines) line\(removedLines == 1 ? "" : "s") removed, \(addedLines) added"
  }

  /// Whether two lines are equal once numbers closer than `tolerance` are taken as equal.
  static func equal(_ first: Substring, _ second: Substring, within tolerance: Double) -> Bool {
    let a = tokens(first)
    let b = tokens(second)
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
      switch (x, y) {
      case (.text(let p), .text(let q)) where p == q: continue
      case (.number(let p), .number(let q)) where abs(p - q) <= tolerance: continue
      default: return false
      }
    }
    return true
  }

  enum Token: Equatable {
    case text(Substring)
    case number(Double)
  }

  /// The line cut into numbers (`-0.5`, `1e-7`, `49.94427190999916`) and the text between them;
  /// digits inside a word (`item2`) are text.
  static func tokens(_ line: Substring) -> [Token] {
    var tokens: [Token] = []
    var index = line.startIndex
    var textStart = index
    func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
    func isWord(_ c: Character) -> Bool { c.isLetter || c == "_" }
    while index < line.endIndex {
      let c = line[index]
      if isWord(c) {
        repeat {
          index = line.index(after: index)
        } while index < line.endIndex && (isWord(line[index]) || isDigit(line[index]))
        continue
      }
      let next = line.index(after: index)
      guard isDigit(c) || (c == "-" && next < line.endIndex && isDigit(line[next])) else {
        index = next
        continue
      }
      var end = next
      while end < line.endIndex {
        let d = line[end]
        if isDigit(d) || d == "." {
          end = line.index(after: end)
          continue
        }
        if d == "e" || d == "E" {  // an exponent: e, an optional sign, digits
          var probe = line.index(after: end)
          if probe < line.endIndex, line[probe] == "+" || line[probe] == "-" { probe = line.index(after: probe) }
          if probe < line.endIndex, isDigit(line[probe]) {
            end = probe
            continue
          }
        }
        break
      }
      guard let value = Double(line[index..<end]) else {
        index = end
        continue
      }
      if textStart < index { tokens.append(.text(line[textStart..<index])) }
      tokens.append(.number(value))
      index = end
      textStart = end
    }
    if textStart < line.endIndex { tokens.append(.text(line[textStart..<line.endIndex])) }
    return tokens
  }

  enum Operation: Equatable {
    case same
    case removed(Int)
    case added(Int)
  }

  /// A shortest edit script from the longest common subsequence of lines; texts too long for
  /// the quadratic table are compared line against line instead.
  static func diff(_ old: [Substring], _ new: [Substring], equal: (Substring, Substring) -> Bool) -> [Operation] {
    // Common head and tail first: layout changes are usually local.
    var head = 0
    while head < old.count, head < new.count, equal(old[head], new[head]) { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head, equal(old[old.count - 1 - tail], new[new.count - 1 - tail])
    { tail += 1 }
    let oldMiddle = Array(old[head..<(old.count - tail)])
    let newMiddle = Array(new[head..<(new.count - tail)])
    var operations = [Operation](repeating: .same, count: head)
    let n = oldMiddle.count
    let m = newMiddle.count
    if n * m > 4_000_000 {
      for index in 0..<max(n, m) {
        if index < n, index < m, equal(oldMiddle[index], newMiddle[index]) {
          operations.append(.same)
          continue
        }
        if index < n { operations.append(.removed(head + index)) }
        if index < m { operations.append(.added(head + index)) }
      }
    } else {
      // lengths[i][j]: the LCS length of oldMiddle[i...] and newMiddle[j...].
      var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i][j] =
            equal(oldMiddle[i], newMiddle[j]) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, equal(oldMiddle[i], newMiddle[j]) {
          operations.append(.same)
          i += 1
          j += 1
        } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
          operations.append(.added(head + j))
          j += 1
        } else {
          operations.append(.removed(head + i))
          i += 1
        }
      }
    }
    operations += [Operation](repeating: .same, count: tail)
    return operations
  }
}
