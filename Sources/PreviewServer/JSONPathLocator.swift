import OrderedJSON

/// Where a JSON path (`$.sections[2].items[0].size`) sits in a scene file's text, as a line and
/// a column (both from 1), so that the preview can point at the place a `SceneError` names.
///
/// A scanner, not a parser: it follows the path through objects and arrays (skipping strings,
/// `//` and `/* */` comments and trailing commas, as JSONC allows), and stops at the value the
/// path names, or at the deepest object or array on the path that exists (a missing key points
/// at the object that lacks it; text cut short, at the last container reached).
enum JSONPathLocator {
  typealias Component = JSONPath.Component

  /// The line and column of the value at `path` in `bytes`.
  static func position(of path: JSONPath, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    let components = path.components
    var scanner = Scanner(bytes: bytes)
    scanner.skipSpace()
    guard let found = scanner.follow(components[...]) else { return nil }
    return scanner.lineAndColumn(at: found)
  }

  struct Scanner {
    let bytes: [UInt8]
    var at = 0
    /// Values nested deeper than this are not followed (the decoder refuses them too).
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    /// The offset of the value `path` names from the value starting here, or of the deepest
    /// container on the way.
    mutating func follow(_ path: ArraySlice<Component>, depth: Int = 0) -> Int? {
      let start = at
      guard let next = path.first else { return start }
      guard depth < Self.maximumDepth else { return nil }
      switch (current, next) {
      case (UInt8(ascii: "{"), .key(let wanted)):
        at += 1
        while true {
          skipSpace()
          if current == UInt8(ascii: "}") { return start }
          guard current == UInt8(ascii: "\""), let key = string() else { return start }
          skipSpace()
          guard current == UInt8(ascii: ":") else { return start }
          at += 1
          skipSpace()
          if key == wanted { return follow(path.dropFirst(), depth: depth + 1) ?? start }
          guard skipValue(depth: depth + 1) else { return start }
          skipSpace()
          if current == UInt8(ascii: ",") { at += 1 } else { return start }
        }
      case (UInt8(ascii: "["), .index(let wanted)):
        at += 1
        var index = 0
        while true {
          skipSpace()
          if current == UInt8(ascii: "]") { return start }
          if index == wanted { return follow(path.dropFirst(), depth: depth + 1) ?? start }
          guard skipValue(depth: depth + 1) else { return start }
          skipSpace()
          if current == UInt8(ascii: ",") { at += 1 } else { return start }
          index += 1
        }
      default:
        return start
      }
    }

    /// Moves past one value; false when the text is not well-formed.
    mutating func skipValue(depth: Int) -> Bool {
      guard depth < Self.maximumDepth, let byte = current else { return false }
      switch byte {
      case UInt8(ascii: "\""): return string() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        at += 1
        while true {
          skipSpace()
          guard let next = current else { return false }
          if next == close {
            at += 1
            return true
          }
          if next == UInt8(ascii: ",") || next == UInt8(ascii: ":") {
            at += 1
            continue
          }
          guard skipValue(depth: depth + 1) else { return false }
        }
      default:
        // A number, true, false or null: up to the next delimiter.
        let start = at
        while let next = current, !Self.delimiters.contains(next) { at += 1 }
        return at > start
      }
    }

    static let delimiters: Set<UInt8> = Set(" \t\r\n,:]}/".utf8)

    /// The string starting here, its escapes decoded (enough to compare keys); the scanner
    /// moves past it.
    mutating func string() -> String? {
      at += 1
      var scalars: [UInt8] = []
      while let byte = current {
        at += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
        if byte == UInt8(ascii: "\\"), let escaped = current {
          at += 1
          switch escaped {
          case UInt8(ascii: "n"): scalars.append(0x0A)
          case UInt8(ascii: "t"): scalars.append(0x09)
          case UInt8(ascii: "u"):
            let end = min(at + 4, bytes.count)
            if let value = UInt32(String(decoding: bytes[at..<end], as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(value)
            {
              scalars.append(contentsOf: Array(String(scalar).utf8))
            }
            at = end
          default: scalars.append(escaped)
          }
          continue
        }
        scalars.append(byte)
      }
      return nil
    }

    /// Moves past white space and comments.
    mutating func skipSpace() {
      while let byte = current {
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          at += 1
        } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") {
          while let next = current, next != 0x0A { at += 1 }
        } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "*") {
          at += 2
          while at + 1 < bytes.count, !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/")) {
            at += 1
          }
          at = min(at + 2, bytes.count)
        } else {
          return
        }
      }
    }

    /// The line and column (in characters) of byte `offset`.
    func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
      var line = 1
      var column = 1
      for byte in bytes[..<min(offset, bytes.count)] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return (line, column)
    }
  }
}
