/// Text kept in a PNG file beside its pixels: international text chunks (`iTXt`, uncompressed,
/// UTF-8), each a keyword and a text, as the PNG specification defines them (W3C, "Portable
/// Network Graphics (PNG) Specification (Third Edition)", §11.3.3.4,
/// https://www.w3.org/TR/png-3/#11iTXt).
///
/// Chunks are inserted right after `IHDR`, before the image data, so a reader finds them without
/// inflating anything; they change no pixel, and the same entries give the same bytes.
public enum PNGTextChunks {
  /// The longest text read or written, in bytes: metadata, not documents.
  public static let maximumTextBytes = 64 * 1024

  /// `png` with one `iTXt` chunk per entry after its header chunk. Keywords are 1 to 79
  /// printable ASCII characters; entries whose keyword or text does not fit are left out.
  /// Bytes that are not a PNG file with a header chunk are returned unchanged.
  public static func inserting(_ entries: [(keyword: String, text: String)], into png: [UInt8]) -> [UInt8] {
    let headerEnd = 8 + 4 + 4 + 13 + 4
    guard png.count >= headerEnd, png[12..<16].elementsEqual("IHDR".utf8) else { return png }
    var chunks: [UInt8] = []
    for entry in entries where isKeyword(entry.keyword) && entry.text.utf8.count <= maximumTextBytes {
      // keyword, NUL, compression flag 0 and method 0, empty language tag and translated
      // keyword (each NUL-terminated), then the UTF-8 text.
      var data = Array(entry.keyword.utf8) + [0, 0, 0, 0, 0]
      data += entry.text.utf8
      chunks += chunk("iTXt", data)
    }
    return Array(png[..<headerEnd]) + chunks + png[headerEnd...]
  }

  /// The uncompressed `iTXt` entries before the image data, in file order; chunks whose CRC
  /// fails, that are compressed or whose text is not UTF-8 are skipped.
  public static func read(_ png: [UInt8]) -> [(keyword: String, text: String)] {
    var entries: [(keyword: String, text: String)] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = png[offset + 4..<offset + 8]
      guard length <= png.count - offset - 12, !type.elementsEqual("IDAT".utf8), !type.elementsEqual("IEND".utf8)
      else { break }
      let data = png[offset + 8..<offset + 8 + length]
      let stored = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      if type.elementsEqual("iTXt".utf8), length <= maximumTextBytes + 84,
        crc(png[offset + 4..<offset + 8 + length]) == stored,
        let entry = entry(data)
      {
        entries.append(entry)
      }
      offset += 12 + length
    }
    return entries
  }

  private static func entry(_ data: ArraySlice<UInt8>) -> (keyword: String, text: String)? {
    guard let keywordEnd = data.firstIndex(of: 0), keywordEnd + 2 < data.endIndex, data[keywordEnd + 1] == 0 else {
      return nil
    }
    // Skip the compression method, the language tag and the translated keyword.
    var start = keywordEnd + 3
    for _ in 0..<2 {
      guard let end = data[start...].firstIndex(of: 0) else { return nil }
      start = end + 1
    }
    guard let keyword = String(validating: data[data.startIndex..<keywordEnd], as: UTF8.self),
      let text = String(validating: data[start...], as: UTF8.self)
    else { return nil }
    return (keyword, text)
  }

  private static func isKeyword(_ keyword: String) -> Bool {
    (1...79).contains(keyword.utf8.count) && keyword.utf8.allSatisfy { (0x20...0x7E).contains($0) }
      && keyword.first != " " && keyword.last != " "
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body[...]))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320 reflected), over type and data.
  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }
}
