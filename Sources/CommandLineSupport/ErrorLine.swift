import Foundation

/// The one line every failure prints on standard error, `collection-render: error: …` (from
/// `collection-render` and from `collection-render-serve` alike).
///
/// Messages quote text from the input (keys, values, paths), and input can hold anything: so
/// control characters are escaped as Swift writes them (`\n`, `\u{1B}`), which keeps the message
/// on one line and keeps escape sequences from driving the terminal, and long quoted values and
/// long words are shortened, so that a megabyte key makes a readable line.
public enum ErrorLine {
  /// Quoted values longer than this many characters are shortened.
  public static let maximumQuoted = 80
  /// Words (paths) longer than this many characters are shortened.
  public static let maximumWord = 240
  /// The most characters of a whole message.
  public static let maximumLength = 2_000

  /// Writes `message` as the error line.
  public static func print(_ message: String) {
    StandardStream.error.write("collection-render: error: " + sanitized(message) + "\n")
  }

  /// `message` on one line, its control characters escaped and its long parts shortened.
  public static func sanitized(_ message: String) -> String {
    var pieces = message.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
    // Odd pieces are inside quotes.
    for index in pieces.indices {
      if index % 2 == 1 {
        pieces[index] = shortened(pieces[index], to: maximumQuoted)
      } else {
        pieces[index] = pieces[index].split(separator: " ", omittingEmptySubsequences: false)
          .map { shortened(String($0), to: maximumWord) }.joined(separator: " ")
      }
    }
    var line = escaped(pieces.joined(separator: "\""))
    if line.count > maximumLength { line = shortened(line, to: maximumLength) }
    return line
  }

  /// `text` with every control character (C0, DEL, C1, line and paragraph separators and the
  /// bidirectional overrides) escaped.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text`, or its start and end around "…" when it has more than `limit` characters.
  public static func shortened(_ text: String, to limit: Int) -> String {
    guard text.unicodeScalars.count > limit else { return text }
    let scalars = Array(text.unicodeScalars)
    let head = limit * 3 / 4
    let tail = limit - head - 1
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[..<head])
    result.append("…")
    result.append(contentsOf: scalars[(scalars.count - tail)...])
    return String(result) + " (\(scalars.count) characters)"
  }

  /// The argument parser's `message` for a command-line error, first line only, without its
  /// "Error: " prefix: the part that goes on the error line.
  public static func commandLineMessage(_ parserMessage: String) -> String {
    let lines = parserMessage.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    // An unknown flag says more than the missing argument reported before it.
    let unknown = lines.first { $0.contains("Unknown option") || $0.contains("Unexpected argument") }
    var first = unknown ?? lines.first { !$0.isEmpty } ?? "invalid command line"
    if first.hasPrefix("Error: ") { first.removeFirst("Error: ".count) }
    return flagValueReason(first) ?? first
  }

  /// The parser's line for a value its option's own parser refused with a reason, `The value
  /// '0' is invalid for '--count <n>': there must be at least 1 frame`, in the form of every
  /// other complaint about a flag: `--count 0: there must be at least 1 frame`; nil for any
  /// other line.
  static func flagValueReason(_ line: String) -> String? {
    let opening = "The value '"
    let middle = "' is invalid for '"
    guard line.hasPrefix(opening), let split = line.range(of: middle, options: .backwards) else { return nil }
    let value = line[line.index(line.startIndex, offsetBy: opening.count)..<split.lowerBound]
    let rest = line[split.upperBound...]
    guard let close = rest.range(of: "': ") else { return nil }
    let synopsis = rest[..<close.lowerBound]
    guard synopsis.hasPrefix("-"), let flag = synopsis.split(separator: " ").first else { return nil }
    return "\(flag) \(value): \(rest[close.upperBound...])"
  }
}
