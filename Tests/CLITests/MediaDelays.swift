/// Frame delays read from the bytes of animated images, for duration tests.
enum MediaDelays {
  /// The delay of every frame of a GIF, in centiseconds: bytes 4–5 (little-endian) of each
  /// Graphic Control Extension (`21 F9 04`). Walks the blocks, so image data that happens to
  /// hold those bytes is skipped.
  static func gif(_ bytes: [UInt8]) -> [Int] {
    guard bytes.count > 13 else { return [] }
    var delays: [Int] = []
    var index = 13
    if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 0x07) + 1) }  // the global colour table
    func skipSubBlocks() {
      while index < bytes.count {
        let size = Int(bytes[index])
        index += 1 + size
        if size == 0 { return }
      }
    }
    while index < bytes.count {
      switch bytes[index] {
      case 0x21:
        if index + 5 < bytes.count && bytes[index + 1] == 0xF9 {
          delays.append(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8)
        }
        index += 2
        skipSubBlocks()
      case 0x2C:
        guard index + 9 < bytes.count else { return delays }
        let packed = bytes[index + 9]
        index += 10
        if packed & 0x80 != 0 { index += 3 << (Int(packed & 0x07) + 1) }  // a local colour table
        index += 1  // the LZW minimum code size
        skipSubBlocks()
      default:
        return delays  // 0x3B, the trailer
      }
    }
    return delays
  }

  /// The delay of every frame of an APNG, in seconds: `delay_num / delay_den` of each `fcTL`
  /// chunk (a denominator of 0 means 100).
  static func apng(_ bytes: [UInt8]) -> [Double] {
    func uint(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
    var delays: [Double] = []
    var index = 8
    while index + 8 <= bytes.count {
      let length = uint(index, 4)
      let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
      if type == "fcTL" && index + 8 + 24 <= bytes.count {
        let numerator = uint(index + 8 + 20, 2)
        let denominator = uint(index + 8 + 22, 2)
        delays.append(Double(numerator) / Double(denominator == 0 ? 100 : denominator))
      }
      index += 12 + length
    }
    return delays
  }
}
