import Foundation
import ImageDiff

/// Reads the fixtures' PNG files: 8-bit RGBA or RGB, not interlaced, every chunk's CRC checked.
enum PNGFile {
  static func read(_ url: URL) throws -> Bitmap {
    try decode([UInt8](try Data(contentsOf: url)), name: url.lastPathComponent)
  }

  static func decode(_ bytes: [UInt8], name: String) throws -> Bitmap {
    func fail(_ why: String) -> Inflate.Failure { Inflate.Failure(description: "\(name): \(why)") }
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw fail("not a PNG") }
    func uint32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 12 <= bytes.count {
      let length = uint32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard offset + 12 + length <= bytes.count else { throw fail("chunk \(type) ends early") }
      let body = Array(bytes[offset + 8..<offset + 8 + length])
      guard crc32(bytes[offset + 4..<offset + 8 + length]) == uint32(offset + 8 + length) else {
        throw fail("CRC mismatch in \(type)")
      }
      switch type {
      case "IHDR": header = body
      case "IDAT": compressed += body
      case "IEND": offset = bytes.count
      default: break
      }
      offset += 12 + length
    }
    guard header.count == 13 else { throw fail("no IHDR") }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let channels: Int
    switch (header[8], header[9]) {
    case (8, 6): channels = 4
    case (8, 2): channels = 3
    default: throw fail("bit depth \(header[8]), colour type \(header[9]) not supported")
    }
    guard header[12] == 0 else { throw fail("interlaced") }
    let filtered = try Inflate.zlib(compressed)
    let stride = width * channels
    guard filtered.count == height * (stride + 1) else { throw fail("\(filtered.count) bytes of image data") }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = filtered[y * (stride + 1)]
      for i in 0..<stride {
        let raw = Int(filtered[y * (stride + 1) + 1 + i])
        let left = i >= channels ? Int(pixels[y * stride + i - channels]) : 0
        let up = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
        let upLeft = y > 0 && i >= channels ? Int(pixels[(y - 1) * stride + i - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4: predicted = paeth(left, up, upLeft)
        default: throw fail("filter type \(filter)")
        }
        pixels[y * stride + i] = UInt8((raw + predicted) & 0xFF)
      }
    }
    if channels == 4 { return Bitmap(width: width, height: height, rgba: pixels) }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<width * height {
      rgba[index * 4] = pixels[index * 3]
      rgba[index * 4 + 1] = pixels[index * 3 + 1]
      rgba[index * 4 + 2] = pixels[index * 3 + 2]
    }
    return Bitmap(width: width, height: height, rgba: rgba)
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  private static func crc32(_ bytes: ArraySlice<UInt8>) -> Int {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return Int(crc ^ 0xFFFF_FFFF)
  }
}
