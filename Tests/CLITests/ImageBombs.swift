/// Image files that cost a decoder far more than their size, written by hand so that no big file
/// is committed: a progressive JPEG of thousands of scans, and a PNG whose compressed stream goes
/// on after its last row.
enum ImageBombs {
  /// A progressive greyscale JPEG of `side`×`side` pixels (`side` a multiple of 64) and `scans`
  /// scans: one DC scan, then AC scans over the whole image that each take a few bytes (an
  /// end-of-band run covers 32,767 blocks in 15 bits) but cost the decoder a pass over every
  /// block (ITU T.81, G.1.2.2: EOBRUN). Every pixel is mid grey.
  static func progressiveScans(side: Int, scans: Int) -> [UInt8] {
    precondition(side % 64 == 0 && scans >= 1)
    func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
      [0xFF, marker] + bigEndian(body.count + 2, bytes: 2) + body
    }
    var file: [UInt8] = [0xFF, 0xD8]
    file += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))  // quantisation table 0
    file += segment(0xC2, [8] + bigEndian(side, bytes: 2) + bigEndian(side, bytes: 2) + [1, 1, 0x11, 0])
    // Huffman tables of one 1-bit code each: DC difference category 0, and AC symbol 0xE0, an
    // end-of-band run of 2^14 plus 14 bits (T.81, table G.1).
    file += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
    file += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0])
    let blocks = (side / 8) * (side / 8)
    file += segment(0xDA, [1, 1, 0x00, 0, 0, 0x00])  // DC scan: one 0 bit a block
    file += [UInt8](repeating: 0, count: blocks / 8)
    var runs = JPEGBitWriter()
    for _ in 0..<(blocks + 32_766) / 32_767 {
      runs.write(0, bits: 1)
      runs.write(16_383, bits: 14)  // a run of 32,767 blocks
    }
    let acScan = segment(0xDA, [1, 1, 0x00, 1, 63, 0x00]) + runs.finished()
    for _ in 1..<scans { file += acScan }
    return file + [0xFF, 0xD9]
  }

  /// A 100×100 RGBA PNG (transparent black) whose zlib stream holds the image's rows and then
  /// goes on with `trailingBytes` bytes of matches that inflate to 1,032 times as many zeros,
  /// in 1 MiB IDAT chunks: a few megabytes that a decoder inflating to the stream's end spends
  /// minutes on.
  static func trailingDeflate(trailingBytes: Int) -> [UInt8] {
    // One dynamic Huffman block (RFC 1951, 3.2.7) whose codes are literal 0 → "10", end of block
    // → "11", length 258 → "0", and the single distance code (distance 1) → "0": after the first
    // zero, every 0 bit pair copies 258 zeros, so the block's body is zero bytes.
    var stream = DeflateBitWriter()
    stream.write(1, bits: 1)  // the last block
    stream.write(2, bits: 2)  // dynamic Huffman codes
    stream.write(286 - 257, bits: 5)
    stream.write(1 - 1, bits: 5)
    stream.write(18 - 4, bits: 4)
    // Code lengths of the code-length alphabet, in RFC 1951's order: 18 → 1 bit, 1 and 2 → 2 bits.
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
    for symbol in order { stream.write([18: 1, 1: 2, 2: 2][symbol] ?? 0, bits: 3) }
    func zeros(_ count: Int) {  // symbol 18 ("0"): 11...138 zero lengths
      stream.writeCode("0")
      stream.write(count - 11, bits: 7)
    }
    stream.writeCode("11")  // literal 0: length 2
    zeros(138)
    zeros(117)  // literals 1...255
    stream.writeCode("11")  // end of block: length 2
    zeros(28)  // lengths 257...284
    stream.writeCode("10")  // length 258 (symbol 285): length 1
    stream.writeCode("10")  // distance code 0: length 1
    stream.writeCode("10")  // the literal 0
    let bodyStart = stream.bitsWritten
    stream.alignWithZeros()
    var zeroBits = stream.bitsWritten - bodyStart + trailingBytes * 8
    var tail = DeflateBitWriter()
    if zeroBits % 2 == 1 {  // complete the last match
      tail.write(0, bits: 1)
      zeroBits += 1
    }
    let matches = zeroBits / 2
    tail.writeCode("11")  // end of block
    tail.alignWithZeros()
    let inflated = 1 + 258 * matches
    let adler = UInt32(inflated % 65_521) << 16 | 1  // Adler-32 of zeros
    var zlib: [UInt8] = [0x78, 0x01] + stream.bytes
    zlib += [UInt8](repeating: 0, count: trailingBytes)
    zlib += tail.bytes + bigEndian(Int(adler), bytes: 4)

    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += pngChunk("IHDR", bigEndian(100, bytes: 4) + bigEndian(100, bytes: 4) + [8, 6, 0, 0, 0])
    var offset = 0
    var zeroChunk: [UInt8]?  // every full chunk of zeros is the same bytes
    while offset < zlib.count {
      let end = min(offset + (1 << 20), zlib.count)
      let slice = zlib[offset..<end]
      if slice.allSatisfy({ $0 == 0 }), slice.count == 1 << 20 {
        if zeroChunk == nil { zeroChunk = pngChunk("IDAT", Array(slice)) }
        file += zeroChunk!
      } else {
        file += pngChunk("IDAT", Array(slice))
      }
      offset = end
    }
    return file + pngChunk("IEND", [])
  }

  /// A PNG chunk: length, type, data, CRC-32 of type and data.
  static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count, bytes: 4) + body + bigEndian(Int(crc32(body)), bytes: 4)
  }

  private static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
    (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}

/// JPEG entropy-coded bits: most significant first, a 0 byte stuffed after every 0xFF, the last
/// byte padded with 1 bits (ITU T.81, F.1.2.3 and F.1.2.3.1).
private struct JPEGBitWriter {
  private(set) var bytes: [UInt8] = []
  private var current = 0
  private var count = 0

  mutating func write(_ value: Int, bits: Int) {
    for shift in stride(from: bits - 1, through: 0, by: -1) {
      current = current << 1 | (value >> shift & 1)
      count += 1
      if count == 8 {
        bytes.append(UInt8(current))
        if current == 0xFF { bytes.append(0) }
        (current, count) = (0, 0)
      }
    }
  }

  mutating func finished() -> [UInt8] {
    while count != 0 { write(1, bits: 1) }
    return bytes
  }
}

/// Deflate bits: values least significant first, Huffman codes first bit first (RFC 1951, 3.1.1).
private struct DeflateBitWriter {
  private(set) var bytes: [UInt8] = []
  private var current = 0
  private var count = 0
  /// Bits written so far, the partial byte included.
  var bitsWritten: Int { bytes.count * 8 + count }

  mutating func write(_ value: Int, bits: Int) {
    for shift in 0..<bits { append(value >> shift & 1) }
  }

  /// A Huffman code given as its bits, "10" for 1 then 0.
  mutating func writeCode(_ code: String) {
    for bit in code { append(bit == "1" ? 1 : 0) }
  }

  /// Pads the last byte with 0 bits (in the block body, each pair of them is one more match).
  mutating func alignWithZeros() {
    while count != 0 { append(0) }
  }

  private mutating func append(_ bit: Int) {
    current |= bit << count
    count += 1
    if count == 8 {
      bytes.append(UInt8(current))
      (current, count) = (0, 0)
    }
  }
}
