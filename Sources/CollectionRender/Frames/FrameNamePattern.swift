import Foundation

/// File names for frames: a printf-style pattern with one `%d` (optionally zero-padded, `%05d`),
/// numbered by the frame's global index so that parts rendered anywhere merge by folder union.
public struct FrameNamePattern: Hashable, Sendable, CustomStringConvertible {
  /// The text before and after the number.
  public let prefix: String
  /// The text after the number (with the extension).
  public let suffix: String
  /// Digits to pad to with zeros (1: no padding).
  public let width: Int

  /// The default, `frame_%05d.png`: ffmpeg's image2 reads it as it is.
  public static let standard = try! FrameNamePattern("frame_%05d.png")

  /// Parses `pattern`: exactly one `%d` or `%0Nd` (N ≤ 12), `%%` for a percent sign, a plain
  /// file name (no `/`) ending in `.png`.
  public init(_ pattern: String) throws(InvalidOption) {
    var prefix = ""
    var suffix = ""
    var width: Int?
    var characters = pattern[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "%" else {
        if width == nil { prefix.append(character) } else { suffix.append(character) }
        continue
      }
      if characters.first == "%" {
        characters = characters.dropFirst()
        if width == nil { prefix.append("%") } else { suffix.append("%") }
        continue
      }
      var digits = ""
      while let digit = characters.first, digit.isASCII, digit.isNumber {
        digits.append(digit)
        characters = characters.dropFirst()
      }
      guard characters.first == "d", digits.isEmpty || digits.hasPrefix("0") || digits.count == 1 else {
        throw InvalidOption(.pattern, pattern, "only %d or %0Nd (e.g. %05d) may follow %; write %% for a percent sign")
      }
      characters = characters.dropFirst()
      guard width == nil else { throw InvalidOption(.pattern, pattern, "give the frame number (%d) once") }
      let padding = Int(digits) ?? 1
      guard (1...12).contains(padding) else { throw InvalidOption(.pattern, pattern, "pad to 1…12 digits") }
      width = padding
    }
    guard let width else { throw InvalidOption(.pattern, pattern, "needs the frame number, e.g. frame_%05d.png") }
    guard !pattern.contains("/") else {
      throw InvalidOption(.pattern, pattern, "a file name, without /; the folder is -o")
    }
    guard suffix.lowercased().hasSuffix(".png") else { throw InvalidOption(.pattern, pattern, "must end in .png") }
    guard !(prefix + suffix).hasPrefix(".") else {
      throw InvalidOption(.pattern, pattern, "must not start with a dot (hidden files are temporary ones)")
    }
    self.prefix = prefix
    self.suffix = suffix
    self.width = width
    self.pattern = pattern
  }

  /// The pattern as given.
  public let pattern: String

  /// The file name of frame `index`.
  public func name(_ index: Int) -> String {
    let digits = String(index)
    return prefix + String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits + suffix
  }

  /// The pattern as given: `frame_%05d.png`.
  public var description: String { pattern }
}
