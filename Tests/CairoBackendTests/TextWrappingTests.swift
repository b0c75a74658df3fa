import CairoBackend
import DisplayList
import Geometry
import ImageDiff
import Testing

/// Text wraps as UILabel's `byWordWrapping` does: a word wider than the line is broken between
/// two characters with no hyphen added (Pango would draw "Chamele-" over "on").
@Suite("Text wrapping as UILabel")
struct TextWrappingTests {
  static func image(_ text: String, width: Double, maximumLines: Int = 0) throws -> RasterImage {
    let node = TextNode(
      text: text, frame: Rect(x: 4, y: 4, width: width, height: 60),
      font: FontDescription(family: "DejaVu Sans", size: 17), color: .black, alignment: .left,
      verticalAlignment: .top, maximumLines: maximumLines, truncation: .clip)
    return try Renderer().rasterize(
      DisplayList(size: Size(width: 80, height: 70), background: .white, nodes: [.text(node)]), scale: 2)
  }

  /// The wrapped word draws exactly as its two halves on two lines for some break: nothing
  /// (no hyphen) is added at the break. (A word that takes three lines matches two splits, the
  /// longer half wrapping again; with hyphens, the half on its own line would lack one.)
  @Test("A word wider than the line breaks without a hyphen", arguments: ["Chameleon", "Hippopotamus"])
  func noHyphen(word: String) throws {
    let wrapped = try Self.image(word, width: 60)
    let characters = Array(word)
    var matches: [Int] = []
    for split in 1..<characters.count {
      let twoLines = String(characters[..<split]) + "\n" + String(characters[split...])
      if try Self.image(twoLines, width: 60).pixels == wrapped.pixels { matches.append(split) }
    }
    #expect(!matches.isEmpty, "\(word): the wrapped word equals no explicit two-line split (a hyphen was added?)")
    // And it did wrap: one line of the whole word looks different.
    #expect(try Self.image(word, width: 200).pixels != wrapped.pixels)
  }

  /// With a line limit of one, a too-long word is cut, not wrapped and not hyphenated.
  @Test("One line: the word is clipped, no second line")
  func oneLineClips() throws {
    let clipped = try Self.image("Chameleon", width: 60, maximumLines: 1)
    let wrapped = try Self.image("Chameleon", width: 60)
    #expect(clipped.pixels != wrapped.pixels)
    // Nothing below the first line: rows under 4 + 25 points are white.
    let rowBytes = clipped.bytesPerRow
    let firstRowBelow = 2 * 30
    let below = clipped.pixels[(firstRowBelow * rowBytes)...]
    #expect(below.allSatisfy { $0 == 0xFF }, "one line only")
  }
}
