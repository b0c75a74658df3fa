/// The Unicode encoding other than UTF-8 a JSON file is written in, told from its first four
/// bytes: a byte-order mark, or the pattern of NUL bytes that ASCII characters (a JSON text
/// starts with one) leave in UTF-16 and UTF-32 (RFC 4627, section 3). Scene files are UTF-8
/// (RFC 8259, section 8.1); naming the encoding tells a user what to change, where the parser
/// alone would stop at "byte 0xff".
enum NonUTF8Encoding: String {
  case utf16BigEndian = "UTF-16 (big-endian)"
  case utf16LittleEndian = "UTF-16 (little-endian)"
  case utf32BigEndian = "UTF-32 (big-endian)"
  case utf32LittleEndian = "UTF-32 (little-endian)"

  /// The encoding `bytes` start in, or nil for UTF-8 (with or without its byte-order mark) and
  /// for anything that is not recognisably UTF-16 or UTF-32.
  init?(startOf bytes: [UInt8]) {
    let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
    let isNUL = head.map { $0 == 0 }
    switch (head[0], head[1], head[2], head[3]) {
    case (0x00, 0x00, 0xFE, 0xFF): self = .utf32BigEndian
    case (0xFF, 0xFE, 0x00, 0x00): self = .utf32LittleEndian
    case (0xFE, 0xFF, _, _): self = .utf16BigEndian
    case (0xFF, 0xFE, _, _): self = .utf16LittleEndian
    default:
      guard bytes.count >= 4 else { return nil }
      switch (isNUL[0], isNUL[1], isNUL[2], isNUL[3]) {
      case (true, true, true, false): self = .utf32BigEndian
      case (false, true, true, true): self = .utf32LittleEndian
      case (true, false, true, false): self = .utf16BigEndian
      case (false, true, false, true): self = .utf16LittleEndian
      default: return nil
      }
    }
  }
}
