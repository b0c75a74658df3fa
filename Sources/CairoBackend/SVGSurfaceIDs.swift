/// Makes Cairo's SVG output independent of what else the process has drawn.
///
/// Cairo 1.16 names SVG groups after its surfaces' `unique_id`, a process-wide counter
/// (`<g id="surface18">`, `xlink:href="#surface18"`), so the same display list gives different
/// bytes on a second render, or when another thread renders at the same time. Every other SVG
/// id (glyphs, clips, masks) is numbered per document. Renumbering the `surface` ids in order of
/// first appearance restores byte-identical output without changing the drawing.
enum SVGSurfaceIDs {
  private static let word = Array("surface".utf8)

  /// `svg` with every `id="surfaceN"` and `#surfaceN` renumbered 1, 2, … in order of first
  /// appearance.
  static func renumber(_ svg: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var numbers: [Int: Int] = [:]
    var index = 0
    while index < svg.count {
      guard let digitsStart = surfaceReference(in: svg, at: index) else {
        output.append(svg[index])
        index += 1
        continue
      }
      var digitsEnd = digitsStart
      var number = 0
      while digitsEnd < svg.count, svg[digitsEnd] >= UInt8(ascii: "0"), svg[digitsEnd] <= UInt8(ascii: "9"),
        digitsEnd - digitsStart < 18
      {
        number = number * 10 + Int(svg[digitsEnd] - UInt8(ascii: "0"))
        digitsEnd += 1
      }
      let renumbered = numbers[number] ?? (numbers.count + 1)
      numbers[number] = renumbered
      output.append(contentsOf: svg[index..<(digitsStart - word.count)])
      output.append(contentsOf: word)
      output.append(contentsOf: Array(String(renumbered).utf8))
      index = digitsEnd
    }
    return output
  }

  /// If `svg[index...]` starts `id="surface<digit>` or `#surface<digit>`, the index of the
  /// first digit.
  private static func surfaceReference(in svg: [UInt8], at index: Int) -> Int? {
    let prefixLength: Int
    if svg[index] == UInt8(ascii: "#") {
      prefixLength = 1
    } else if svg[index] == UInt8(ascii: "i"), starts(svg, at: index, with: Array(#"id=""#.utf8)) {
      prefixLength = 4
    } else {
      return nil
    }
    let wordStart = index + prefixLength
    let digitsStart = wordStart + word.count
    guard digitsStart < svg.count, starts(svg, at: wordStart, with: word),
      svg[digitsStart] >= UInt8(ascii: "0"), svg[digitsStart] <= UInt8(ascii: "9")
    else { return nil }
    return digitsStart
  }

  private static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
    guard index + prefix.count <= bytes.count else { return false }
    for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
    return true
  }
}
