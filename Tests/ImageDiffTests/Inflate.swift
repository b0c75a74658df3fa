/// A small DEFLATE decoder (RFC 1951) inside a zlib stream (RFC 1950), enough to read the
/// fixtures' PNG files: ImageDiff itself decodes no files, and this target links nothing else.
/// Written for clarity over speed (Huffman codes are decoded bit by bit, after Mark Adler's puff).
enum Inflate {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The bytes a zlib stream holds, checked against its Adler-32.
  static func zlib(_ data: [UInt8]) throws -> [UInt8] {
    guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0
    else { throw Failure(description: "not a zlib stream") }
    var reader = BitReader(bytes: data, position: 2)
    let output = try inflate(&reader)
    let end = reader.position
    guard end + 4 <= data.count else { throw Failure(description: "zlib stream without its checksum") }
    let stored = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == adler32(output) else { throw Failure(description: "zlib checksum mismatch") }
    return output
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  /// Least significant bit first, as DEFLATE packs them.
  struct BitReader {
    let bytes: [UInt8]
    /// The next whole byte once the pending bits are dropped.
    var position: Int
    var bitBuffer = 0
    var bitCount = 0

    init(bytes: [UInt8], position: Int) {
      self.bytes = bytes
      self.position = position
    }

    mutating func bits(_ count: Int) throws -> Int {
      while bitCount < count {
        guard position < bytes.count else { throw Failure(description: "deflate data ends early") }
        bitBuffer |= Int(bytes[position]) << bitCount
        position += 1
        bitCount += 8
      }
      let value = bitBuffer & ((1 << count) - 1)
      bitBuffer >>= count
      bitCount -= count
      return value
    }

    mutating func alignToByte() {
      bitBuffer = 0
      bitCount = 0
    }
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= try reader.bits(1)
        let count = counts[length]
        if code - first < count { return symbols[index + code - first] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw Failure(description: "invalid Huffman code")
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order in which a dynamic block lists the code lengths of its code-length code.
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  private static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
    var output: [UInt8] = []
    var last = false
    while !last {
      last = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let p = reader.position
        guard p + 4 <= reader.bytes.count else { throw Failure(description: "stored block ends early") }
        let length = Int(reader.bytes[p]) | Int(reader.bytes[p + 1]) << 8
        let complement = Int(reader.bytes[p + 2]) | Int(reader.bytes[p + 3]) << 8
        guard length == ~complement & 0xFFFF, p + 4 + length <= reader.bytes.count else {
          throw Failure(description: "bad stored block")
        }
        output += reader.bytes[(p + 4)..<(p + 4 + length)]
        reader.position = p + 4 + length
      case 1:
        let literals = Huffman(
          lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
        let distances = Huffman(lengths: [Int](repeating: 5, count: 30))
        try inflateBlock(&reader, literals: literals, distances: distances, into: &output)
      case 2:
        let (literals, distances) = try dynamicCodes(&reader)
        try inflateBlock(&reader, literals: literals, distances: distances, into: &output)
      default:
        throw Failure(description: "invalid block type")
      }
    }
    reader.alignToByte()
    return output
  }

  private static func dynamicCodes(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
    let codeLengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try codeLengthCode.decode(&reader)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
        lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many code lengths") }
    return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
  }

  private static func inflateBlock(
    _ reader: inout BitReader, literals: Huffman, distances: Huffman, into output: inout [UInt8]
  ) throws {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < lengthBase.count else { throw Failure(description: "invalid length symbol") }
        let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
        let distanceSymbol = try distances.decode(&reader)
        guard distanceSymbol < distanceBase.count else { throw Failure(description: "invalid distance symbol") }
        let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
        guard distance <= output.count else { throw Failure(description: "distance before the start") }
        // Byte by byte: a copy may overlap the bytes it produces.
        for _ in 0..<length { output.append(output[output.count - distance]) }
      }
    }
  }
}
