import DisplayList
import Foundation
import Geometry
import SceneModel
import Testing

@testable import CairoBackend

/// A label taller text than its frame shows as UILabel does: only the whole lines that fit (and
/// at most `numberOfLines`), centred by those lines, the last one ending in an ellipsis when
/// text remains.
@Suite("Labels cut as UILabel")
struct LabelTruncationTests {
  static let font = FontDescription(family: "DejaVu Sans", size: 17)
  static let long = "A title that needs many more lines than fit"
  static let paragraphs = "Line one\nLine two\nLine three\nLine four"

  static func node(
    _ text: String, height: Double, lines: Int = 0, vertical: VerticalAlignment = .top,
    truncation: Truncation = .end, width: Double = 100
  ) -> TextNode {
    TextNode(
      text: text, frame: Rect(x: 10, y: 10, width: width, height: height), font: font, color: .black,
      alignment: .left, verticalAlignment: vertical, maximumLines: lines, truncation: truncation)
  }

  static func image(_ nodes: TextNode...) throws -> RasterImage {
    try Renderer().rasterize(
      DisplayList(size: Size(width: 320, height: 220), background: .white, nodes: nodes.map { .text($0) }), scale: 2)
  }

  /// The rows (in points, from the image's top) that hold any non-white pixel.
  static func inkRows(_ image: RasterImage, scale: Double = 2) -> ClosedRange<Double>? {
    var rows: [Int] = []
    image.withUnsafeBytes { pixels in
      for row in 0..<image.height {
        let start = row * image.bytesPerRow
        if pixels[start..<(start + image.width * 4)].contains(where: { $0 != 0xFF }) { rows.append(row) }
      }
    }
    guard let first = rows.first, let last = rows.last else { return nil }
    return Double(first) / scale...Double(last + 1) / scale
  }

  static let lineHeight = PangoTextMeasure().measure("Ag", font: font).height

  @Test("No ink below the last whole line, whatever numberOfLines allows", arguments: [0, 3, 4])
  func noPartialLine(lines: Int) throws {
    // Room for 2.6 lines: two show; before, a third was cut through its middle.
    let height = (2.6 * Self.lineHeight).rounded()
    let rows = try #require(Self.inkRows(try Self.image(Self.node(Self.long, height: height, lines: lines))))
    #expect(
      rows.upperBound <= 10 + 2 * Self.lineHeight + 0.5, "ink at \(rows), two lines end at \(10 + 2 * Self.lineHeight)")
    #expect(rows.upperBound > 10 + 1.5 * Self.lineHeight, "the second line is drawn")
  }

  @Test("The last shown line ends in an ellipsis: a cut paragraph draws as its lines with '…'")
  func ellipsisAfterParagraph() throws {
    let cut = try Self.image(Self.node(Self.paragraphs, height: 2.5 * Self.lineHeight, width: 200))
    let expected = try Self.image(Self.node("Line one\nLine two…", height: 200, width: 200))
    #expect(cut.pixels == expected.pixels)
    // Not the rest run into the line ("Line twoLine…"), and not the two lines without an ellipsis.
    #expect(try Self.image(Self.node("Line one\nLine two", height: 200, width: 200)).pixels != cut.pixels)
  }

  @Test("A wrapped paragraph cut in the middle: the lines shown, the last one ellipsized")
  func ellipsisInsideParagraph() throws {
    let layout = TextLayout()
    let cut = Self.node(Self.long, height: 2.5 * Self.lineHeight)
    #expect(layout.linesShown(for: cut) == 2)
    let tall = try Self.image(Self.node(Self.long, height: 200, lines: 2))
    // Two lines by height draw exactly as two lines by numberOfLines, which ellipsize.
    #expect(try Self.image(cut).pixels == tall.pixels)
    #expect(try Self.image(Self.node(Self.long, height: 200)).pixels != tall.pixels)
  }

  @Test("byClipping: the whole lines that fit, no ellipsis, nothing of the next line")
  func clipShowsWholeLines() throws {
    let cut = try Self.image(Self.node(Self.paragraphs, height: 2.5 * Self.lineHeight, truncation: .clip, width: 200))
    let expected = try Self.image(Self.node("Line one\nLine two", height: 200, truncation: .clip, width: 200))
    #expect(cut.pixels == expected.pixels)
  }

  @Test("Centred vertically by the lines drawn, not by the whole text")
  func centredByShownLines() throws {
    let height = 2.5 * Self.lineHeight
    let rows = try #require(Self.inkRows(try Self.image(Self.node(Self.long, height: height, vertical: .center))))
    // Two lines (2 × lineHeight) centred in the frame: a quarter of a line free above and below.
    let blockTop = 10 + (height - 2 * Self.lineHeight) / 2
    #expect(rows.lowerBound >= blockTop - 0.5 && rows.lowerBound <= blockTop + 0.5 * Self.lineHeight)
    #expect(rows.upperBound <= blockTop + 2 * Self.lineHeight + 0.5)
  }

  @Test("A frame lower than one line still shows that line, clipped to the frame")
  func oneLineAtLeast() throws {
    let node = Self.node(Self.long, height: 8, vertical: .center)
    #expect(TextLayout().linesShown(for: node) == 1)
    let rows = try #require(Self.inkRows(try Self.image(node)))
    #expect(rows.lowerBound >= 10 && rows.upperBound <= 18)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var line: Int
    var style: TextStyle
    var category: ContentSizeCategory
    var width, height: Double
    var numberOfLines: Int
    var truncation: Truncation
    var lines: Int
    var text: String
    var testDescription: String { "line \(line): \(style) \(category) \(width)×\(height) → \(lines)" }
  }

  /// `Fixtures/label-lines.tsv`: the lines shown at several heights, limits and content size
  /// categories.
  static let cases: [Case] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/label-lines.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, row in
      guard !row.hasPrefix("#"), !row.isEmpty else { return nil }
      let fields = row.split(separator: "\t").map(String.init)
      guard fields.count == 8, let style = TextStyle(rawValue: fields[0]),
        let category = ContentSizeCategory(rawValue: fields[1]), let width = Double(fields[2]),
        let height = Double(fields[3]), let limit = Int(fields[4]), let truncation = Truncation(rawValue: fields[5]),
        let lines = Int(fields[6])
      else {
        Issue.record("label-lines.tsv line \(index + 1) is malformed")
        return nil
      }
      return Case(
        line: index + 1, style: style, category: category, width: width, height: height, numberOfLines: limit,
        truncation: truncation, lines: lines, text: fields[7].replacingOccurrences(of: "\\n", with: "\n"))
    }
  }()

  @Test("The data file has its cases") func casesLoaded() { #expect(Self.cases.count >= 20) }

  @Test("Lines shown (Fixtures/label-lines.tsv)", arguments: cases)
  func linesShown(_ item: Case) {
    let node = TextNode(
      text: item.text, frame: Rect(x: 0, y: 0, width: item.width, height: item.height),
      font: item.style.font(for: item.category, family: "DejaVu Sans"), color: .black, alignment: .natural,
      verticalAlignment: .center, maximumLines: item.numberOfLines, truncation: item.truncation)
    #expect(TextLayout().linesShown(for: node) == item.lines)
  }
}
