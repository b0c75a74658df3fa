import CairoBackend
import DisplayList
import Foundation
import Geometry
import Testing

/// A rasterizer encoding the frames of a scroll band by band (``Rasterizer/png(_:scale:rowOffset:options:)``)
/// gives the bytes of the whole image encoded at once, whatever it kept from the frame before:
/// scrolling forwards and back, standing still, off the pixel grid, at fractional scales, with a
/// cell changing, rotated and translucent groups, paths and text, and a background turning
/// transparent (RGBA) and back.
@Suite("Banded PNG frames")
struct BandedPNGTests {
  static let size = Size(width: 220, height: 300)

  /// The content scrolled `offset` points, in viewport coordinates, as the composer gives it:
  /// numbered cells (cell `selected` selected) and a rotated translucent badge, each a group
  /// placed by a translation; with `absolute`, also a callout path and a scaled label placed by
  /// their own coordinates (moved with the offset inside their transforms: never copied, always
  /// drawn again).
  static func frame(offset: Double, selected: Int = 5, background: Color? = .white, absolute: Bool = true)
    -> DisplayList
  {
    var nodes: [DisplayNode] = []
    for row in 0..<16 {
      for column in 0..<4 {
        let cell = Scenes.cell(
          Rect(x: 0, y: 0, width: 46, height: 46), number: row * 4 + column, selected: row * 4 + column == selected)
        nodes.append(
          .group(
            DisplayGroup(
              transform: .translation(6 + Double(column) * 52, 6 + Double(row) * 52 - offset), children: [cell])))
      }
    }
    let badge = Rect(x: 0, y: 0, width: 90, height: 30)
    let rotated = DisplayGroup(
      transform: Scenes.transform(.rotation(0.3), about: badge.center), opacity: 0.7,
      children: [
        .shape(ShapeNode(rect: badge, cornerRadius: 8, fill: Scenes.blue)),
        .text(TextNode(text: "Rotated", frame: badge, font: Scenes.font(15), color: .white, alignment: .center)),
      ])
    nodes.append(.group(DisplayGroup(transform: .translation(60, 140 - offset), children: [.group(rotated)])))
    if absolute {
      nodes.append(
        .path(
          PathNode(
            elements: [
              .move(Point(x: 20, y: 400 - offset)), .line(Point(x: 120, y: 380 - offset)),
              .arc(center: Point(x: 150, y: 420 - offset), radius: 25, startAngle: 0, endAngle: 3), .close,
            ], fill: Scenes.red)))
      let label = Rect(x: 10, y: 250 - offset, width: 200, height: 40)
      nodes.append(
        .group(
          DisplayGroup(
            transform: Scenes.transform(.scale(1.2, 0.9), about: label.center),
            children: [
              .text(TextNode(text: "Scaled about its centre", frame: label, font: Scenes.font(17), color: .black))
            ]
          )))
    }
    return DisplayList(size: size, background: background, nodes: nodes)
  }

  /// `list` without a background, its old background painted by two opaque rectangles around
  /// a transparent strip from `top` to `bottom` points.
  static func withTransparentStrip(_ list: DisplayList, from top: Double, to bottom: Double) -> DisplayList {
    let fill = list.background ?? .white
    let above = ShapeNode(rect: Rect(x: 0, y: 0, width: size.width, height: top), fill: fill)
    let below = ShapeNode(rect: Rect(x: 0, y: bottom, width: size.width, height: size.height - bottom), fill: fill)
    return DisplayList(size: list.size, background: nil, nodes: [.shape(above), .shape(below)] + list.nodes)
  }

  /// Offsets in points: forwards, still, back, a jump, off the pixel grid at scale 1, to the top.
  static let offsets: [Double] = [0, 5, 12, 12, 60, 45, 300, 301.5, 2.25, 0]

  static func expectWholeImageBytes(
    _ list: DisplayList, offset: Double, scale: Double, options: PNGOptions, rasterizer: Rasterizer,
    _ comment: String
  ) throws {
    let rowOffset = PNGBands.wholeRows(points: offset, scale: scale)
    let banded = try rasterizer.png(list, scale: scale, rowOffset: rowOffset, options: options)
    let rows = rowOffset ?? 0
    let whole = try PNGCodec.encode(Renderer().rasterize(list, scale: scale), options: options, rowOffset: rows)
    #expect(firstDifference(banded, whole) == nil, "\(comment)")
  }

  @Test("Each frame has the bytes of the whole image encoded at once", arguments: [1.0, 1.5, 2.0, 3.0])
  func scrollMatchesWholeImage(scale: Double) throws {
    for options in [PNGOptions.frames, .framesFastest] {
      let rasterizer = Rasterizer()
      for offset in Self.offsets {
        try Self.expectWholeImageBytes(
          Self.frame(offset: offset), offset: offset, scale: scale, options: options, rasterizer: rasterizer,
          "offset \(offset) at \(scale)x, \(options.encoder)")
      }
      // A cell changes in place, then the background turns transparent (RGBA) and back; then
      // only a strip of a few rows is transparent (the image is RGBA), then none again.
      let changes = [
        Self.frame(offset: 0, selected: 6), Self.frame(offset: 0, selected: 6, background: nil),
        Self.frame(offset: 10, selected: 6, background: nil), Self.frame(offset: 10, selected: 6),
        Self.withTransparentStrip(Self.frame(offset: 10, selected: 6), from: 200, to: 206),
        Self.frame(offset: 10, selected: 6),
      ]
      for (index, list) in changes.enumerated() {
        let offset = index < 2 ? 0.0 : 10
        try Self.expectWholeImageBytes(
          list, offset: offset, scale: scale, options: options, rasterizer: rasterizer,
          "change \(index) at \(scale)x, \(options.encoder)")
      }
    }
  }

  @Test("A scroll copies the bands it shares with the frame before; a change is drawn again")
  func bandsAreKept() throws {
    let rasterizer = Rasterizer()
    func draw(_ list: DisplayList, offset: Double) throws {
      _ = try rasterizer.png(list, scale: 2, rowOffset: PNGBands.wholeRows(points: offset, scale: 2), options: .frames)
    }
    // 600 rows at 2x: the first band, 17 full bands, and a band of 24 rows.
    try draw(Self.frame(offset: 0, absolute: false), offset: 0)
    #expect(rasterizer.lastReusedBandCount == 0)
    #expect(rasterizer.keptBandCount == 17)
    // 7 points down (14 rows): a first band of 18 rows, then 18 full bands; the 17 kept bands
    // moved up and are copied, the last full one shows new rows.
    try draw(Self.frame(offset: 7, absolute: false), offset: 7)
    #expect(rasterizer.lastReusedBandCount == 17)
    #expect(rasterizer.keptBandCount == 18)
    // The same frame again: every full band is copied.
    try draw(Self.frame(offset: 7, absolute: false), offset: 7)
    #expect(rasterizer.lastReusedBandCount == 18)
    // Cell 0 (rows −2…90 at 2x) selected instead of cell 5 (rows 102…194): the six full bands
    // they touch (two more rows either side) are drawn again.
    try draw(Self.frame(offset: 7, selected: 0, absolute: false), offset: 7)
    #expect(rasterizer.lastReusedBandCount == 12)
    // Off the pixel grid nothing is kept.
    try draw(Self.frame(offset: 7.3, absolute: false), offset: 7.3)
    #expect(rasterizer.keptBandCount == 0)
  }

  @Test("Band edges fall on the content's rows: the first band is cut short to reach the next")
  func bandLayout() throws {
    #expect(PNGBands.wholeRows(points: 12.5, scale: 2) == 25)
    #expect(PNGBands.wholeRows(points: 12.25, scale: 2) == nil)
    #expect(PNGBands.wholeRows(points: -3, scale: 3) == -9)
    // Any row offset gives valid files with the same pixels.
    let list = Self.frame(offset: 0)
    let image = try Renderer().rasterize(list, scale: 1)
    let expected = try PNGCodec.decode(PNGCodec.encode(image, options: PNGOptions()))
    for rows in [0, 1, 31, 32, 33, -1, -40, 1_000_001] {
      let bytes = try PNGCodec.encode(image, options: .frames, rowOffset: rows)
      #expect(try PNGCodec.checkStructure(bytes) == (220, 300))
      #expect(try PNGCodec.decode(bytes).rgba == expected.rgba, "row offset \(rows)")
    }
  }
}
